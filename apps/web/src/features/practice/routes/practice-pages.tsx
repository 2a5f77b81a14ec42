import { type ComponentType, lazy, type ReactNode, Suspense, useEffect } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { PageFallback } from '@/components/layout/page-fallback';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';

/**
 * The practice feature's pages behind one lazy route (`/practice`, `/mock-tests/*`), each page a chunk of its
 * own loaded when first opened, like the staff console. One entry in the app's route table instead of four
 * keeps the first load of every other page from growing (scripts/bench/bundle.ts).
 */
const PracticeRoute = lazy(() => import('./practice').then((page) => ({ default: page.PracticeRoute })));
const MockTestsRoute = lazy(() => import('./mock-tests').then((page) => ({ default: page.MockTestsRoute })));
const AttemptRunnerRoute = lazy(() =>
  import('./attempt-runner').then((page) => ({ default: page.AttemptRunnerRoute })),
);
const AttemptResultRoute = lazy(() =>
  import('./attempt-result').then((page) => ({ default: page.AttemptResultRoute })),
);

interface PracticePage {
  pattern: string;
  Page: ComponentType<{ attemptId: string }>;
  /** An attempt is a learner's own: a visitor logs in first and comes back. */
  learnerOnly?: boolean;
}

const PAGES: PracticePage[] = [
  { pattern: '/practice', Page: PracticeRoute },
  { pattern: '/mock-tests', Page: MockTestsRoute },
  { pattern: '/mock-tests/attempts/:attemptId', Page: AttemptRunnerRoute, learnerOnly: true },
  { pattern: '/mock-tests/attempts/:attemptId/result', Page: AttemptResultRoute, learnerOnly: true },
];

function Redirect({ to, state }: { to: string; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true, state });
  }, [navigate, to, state]);
  return <PageFallback />;
}

function LearnerOnly({ children }: { children: ReactNode }) {
  const { isLoggedIn, isPending } = useUser();
  const location = useLocation();
  if (isPending) return <PageFallback />;
  if (!isLoggedIn) return <Redirect to={paths.login} state={{ from: location }} />;
  return children;
}

export function Component() {
  const { pathname } = useLocation();
  for (const { pattern, Page, learnerOnly } of PAGES) {
    const match = matchPath({ path: pattern, caseSensitive: false }, pathname);
    if (!match) continue;
    const page = <Page attemptId={match.params.attemptId ?? ''} />;
    return (
      <Suspense fallback={<PageFallback />}>
        {learnerOnly ? <LearnerOnly>{page}</LearnerOnly> : page}
      </Suspense>
    );
  }
  // Anything else under the feature's paths goes to its front page.
  return (
    <Redirect to={pathname.toLowerCase().startsWith(paths.practice) ? paths.practice : paths.mockTests} />
  );
}
