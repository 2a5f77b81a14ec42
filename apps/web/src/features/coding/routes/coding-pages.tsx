import { lazy, Suspense, useEffect } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { PageFallback } from '@/components/layout/page-fallback';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';

/**
 * The coding pages behind one lazy route (`/coding/*`), each page a chunk of its own: the list never loads the
 * editor, and no other page loads either (scripts/bench/bundle.ts).
 */
const ProblemListRoute = lazy(() =>
  import('./problem-list').then((page) => ({ default: page.ProblemListRoute })),
);
const ProblemWorkspaceRoute = lazy(() =>
  import('./problem-workspace').then((page) => ({ default: page.ProblemWorkspaceRoute })),
);
const CodingProgressRoute = lazy(() =>
  import('./coding-progress').then((page) => ({ default: page.CodingProgressRoute })),
);

/** The progress page is a learner's own: a visitor logs in first and comes back. */
function LearnerProgress() {
  const { isLoggedIn, isPending } = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!isPending && !isLoggedIn) navigate(paths.login, { replace: true, state: { from: location } });
  }, [isPending, isLoggedIn, navigate, location]);
  return isLoggedIn ? <CodingProgressRoute /> : <PageFallback />;
}

export function Component() {
  const { pathname } = useLocation();
  const progress = matchPath({ path: paths.codingProgress, caseSensitive: false }, pathname);
  const problem = matchPath({ path: '/coding/:slug', caseSensitive: false }, pathname);
  return (
    <Suspense fallback={<PageFallback />}>
      {progress ? (
        <LearnerProgress />
      ) : problem?.params.slug ? (
        <ProblemWorkspaceRoute slug={problem.params.slug} />
      ) : (
        <ProblemListRoute />
      )}
    </Suspense>
  );
}
