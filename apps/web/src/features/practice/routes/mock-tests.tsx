import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/layout/page-header';
import { Button, ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser } from '@/lib/auth';
import { useMockTests } from '../api/get-mock-tests';
import { MockTestCard } from '../components/mock-test-card';
import { errorMessage } from '../hooks/use-login-redirect';

function MockTestsSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading mock tests`} className="grid gap-6 md:grid-cols-2">
      {[0, 1].map((key) => (
        <div key={key} className="flex flex-col gap-4 rounded-card bg-white p-6 ring-1 ring-slate-200/70">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-11 w-32 rounded-xl" />
        </div>
      ))}
    </div>
  );
}

/** /mock-tests: timed placement-style tests, free or included with a course. */
export function MockTestsRoute() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Mock tests`);
  const { isLoggedIn } = useUser();
  const tests = useMockTests();

  let content: React.ReactNode;
  if (tests.isPending) content = <MockTestsSkeleton />;
  else if (tests.isError) {
    content = (
      <div className="flex flex-col items-center gap-4 rounded-card bg-white px-6 py-12 text-center ring-1 ring-slate-200/70">
        <p role="alert" className="text-slate-700">
          {errorMessage(i18n, tests.error, t`We could not load the mock tests.`)}
        </p>
        <Button variant="outline" onClick={() => void tests.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else if (tests.data.length === 0) {
    content = (
      <p className="rounded-card bg-slate-50 px-6 py-12 text-center text-slate-600">
        <Trans>New mock tests are on their way.</Trans>
      </p>
    );
  } else {
    content = (
      <ul className="grid gap-6 md:grid-cols-2" aria-label={t`Mock tests`}>
        {tests.data.map((test) => (
          <li key={test.id}>
            <MockTestCard test={test} loggedIn={isLoggedIn} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader
        eyebrow={<Trans>Placement practice</Trans>}
        title={<Trans>Mock tests</Trans>}
        intro={
          <Trans>
            Timed sections like the real first round, a score with negative marking, your percentile and
            worked solutions.
          </Trans>
        }
        actions={
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={paths.practice} variant="outline">
              <Trans>Practise by topic</Trans>
            </ButtonLink>
            <ButtonLink to={paths.coding} variant="outline">
              <Trans>Solve coding problems</Trans>
            </ButtonLink>
          </div>
        }
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-12 lg:px-8">{content}</div>
    </>
  );
}
