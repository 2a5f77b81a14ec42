import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Button, ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { useAttemptResult } from '../api/get-attempt-result';
import { LeaderboardPanel } from '../components/leaderboard-panel';
import { ResultSummary } from '../components/result-summary';
import { SectionResults } from '../components/section-results';
import { SolutionsClosed } from '../components/solutions-closed';
import { SolutionsReview } from '../components/solutions-review';
import { WeakestSubtopics } from '../components/weakest-subtopics';
import { errorMessage, isUnauthorized, useLoginRedirect } from '../hooks/use-login-redirect';

function ResultSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading your result`} className="flex flex-col gap-6">
      <Skeleton className="h-56 w-full rounded-card" />
      <Skeleton className="h-40 w-full rounded-card" />
    </div>
  );
}

/** /mock-tests/attempts/:attemptId/result — score, percentile, sections, what to practise and the solutions. */
export function AttemptResultRoute({ attemptId }: { attemptId: string }) {
  const { t, i18n } = useLingui();
  const result = useAttemptResult(attemptId);
  const { user } = useUser();
  const redirectToLogin = useLoginRedirect();
  const title = result.data?.title;
  useDocumentTitle(title !== undefined ? t`Result: ${title}` : t`Mock test result`);

  useEffect(() => {
    if (isUnauthorized(result.error)) void redirectToLogin();
  }, [result.error, redirectToLogin]);

  let content: React.ReactNode;
  if (result.isPending) content = <ResultSkeleton />;
  else if (result.isError) {
    // 409: the attempt is still running; its result comes once it is submitted.
    const running = result.error instanceof ApiError && result.error.status === 409;
    content = (
      <div className="flex flex-col items-center gap-4 rounded-card bg-white px-6 py-12 text-center ring-1 ring-slate-200/70">
        <p role="alert" className="text-lg text-slate-700">
          {errorMessage(i18n, result.error, t`We could not load your result.`)}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          {running ? (
            <ButtonLink to={paths.mockAttempt(attemptId)}>
              <Trans>Back to the test</Trans>
            </ButtonLink>
          ) : (
            <Button variant="outline" onClick={() => void result.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          )}
          <ButtonLink to={paths.mockTests} variant="outline">
            <Trans>All mock tests</Trans>
          </ButtonLink>
        </div>
      </div>
    );
  } else {
    const data = result.data;
    content = (
      <div className="flex flex-col gap-12">
        <ResultSummary result={data} />
        <SectionResults sections={data.sections} codingPending={data.codingPending} />
        <WeakestSubtopics subtopics={data.weakestSubtopics} />
        <LeaderboardPanel result={data} suggestedName={user?.name ?? ''} />
        {data.solutionsAvailable ? <SolutionsReview result={data} /> : <SolutionsClosed result={data} />}
      </div>
    );
  }

  return (
    <>
      <PageHeader
        eyebrow={<Trans>Mock test result</Trans>}
        title={title ?? <Trans>Your result</Trans>}
        actions={
          <>
            <ButtonLink to={paths.mockTests} variant="outline">
              <Trans>All mock tests</Trans>
            </ButtonLink>
            <ButtonLink to={paths.practice} variant="ghost">
              <Trans>Practise by topic</Trans>
            </ButtonLink>
          </>
        }
      />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-12 lg:px-8">{content}</div>
    </>
  );
}
