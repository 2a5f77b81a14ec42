import { PageHeader } from '@/components/layout/page-header';
import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser } from '@/lib/auth';

export function MyLearningsRoute() {
  useDocumentTitle('My Learnings');
  const { user, isPending } = useUser();
  return (
    <>
      <PageHeader
        eyebrow="My Learnings"
        title="My Learnings"
        intro="Pick up where you left off and track your progress in every course you're enrolled in."
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        {isPending ? (
          <Skeleton className="h-40 w-full rounded-card" />
        ) : user ? null : (
          // Spec §2: a visitor is told so here, not redirected.
          <div className="flex flex-col items-center gap-6 rounded-card border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
            <p className="text-xl font-semibold text-slate-900">You are not logged in</p>
            <ButtonLink to={paths.login} size="lg" state={{ from: paths.myLearnings }}>
              Login
            </ButtonLink>
          </div>
        )}
      </div>
    </>
  );
}
