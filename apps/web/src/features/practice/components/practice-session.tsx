import { Trans, useLingui } from '@lingui/react/macro';
import type { PracticeNextRequest } from '@pathshala/shared/practice';
import { useEffect, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { ArrowLeftIcon, CheckIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/utils/cn';
import { useNextQuestion } from '../api/get-next-question';
import { errorMessage, isUnauthorized, useLoginRedirect } from '../hooks/use-login-redirect';
import { DIFFICULTY_NAMES, topicName } from '../texts';
import { formatIst, fromNow } from '../utils/format';
import { PracticeQuestion } from './practice-question';

function CaughtUp({ nextDueAt, onCheckAgain }: { nextDueAt: string | null; onCheckAgain: () => void }) {
  const { i18n } = useLingui();
  const dueAt = nextDueAt ? formatIst(i18n, nextDueAt) : '';
  const dueIn = nextDueAt ? fromNow(i18n, nextDueAt) : '';
  return (
    <section
      data-testid="practice-caught-up"
      aria-labelledby="caught-up-heading"
      className="flex flex-col items-center gap-5 rounded-card bg-white px-6 py-12 text-center shadow-card ring-1 ring-slate-200/70"
    >
      <span
        aria-hidden="true"
        className="grid size-16 place-items-center rounded-full bg-emerald-50 text-emerald-700"
      >
        <CheckIcon className="size-8" />
      </span>
      <h2 id="caught-up-heading" className="text-title font-bold">
        <Trans>You're all caught up</Trans>
      </h2>
      <p className="max-w-md text-slate-600">
        {nextDueAt ? (
          <Trans>
            You have answered everything here. Your next review is due at {dueAt} ({dueIn}).
          </Trans>
        ) : (
          <Trans>You have answered everything here and nothing is waiting for review.</Trans>
        )}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.practice} size="lg">
          <Trans>Pick another topic</Trans>
        </ButtonLink>
        <Button variant="outline" size="lg" onClick={onCheckAgain}>
          <Trans>Check again</Trans>
        </Button>
      </div>
    </section>
  );
}

function QuestionSkeleton() {
  const { t } = useLingui();
  return (
    <div
      role="status"
      aria-label={t`Loading the next question`}
      className="flex flex-col gap-5 rounded-card bg-white p-8 shadow-card ring-1 ring-slate-200/70"
    >
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-6 w-4/5" />
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} className="h-12 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** A practice session: questions of one selection, one at a time, until nothing new or due is left. */
export function PracticeSession({ selection, userId }: { selection: PracticeNextRequest; userId: string }) {
  const { t, i18n } = useLingui();
  const [round, setRound] = useState(0);
  const next = useNextQuestion(userId, selection, round);
  const redirectToLogin = useLoginRedirect();

  useEffect(() => {
    if (isUnauthorized(next.error)) void redirectToLogin();
  }, [next.error, redirectToLogin]);

  const nextRound = () => {
    setRound((value) => value + 1);
    window.scrollTo({ top: 0 });
  };

  let body: React.ReactNode;
  if (next.isPending) body = <QuestionSkeleton />;
  else if (next.isError) {
    body = (
      <div className="flex flex-col items-center gap-4 rounded-card bg-white px-6 py-12 text-center ring-1 ring-slate-200/70">
        <p role="alert" className="text-slate-700">
          {errorMessage(i18n, next.error, t`We could not load a question.`)}
        </p>
        <Button variant="outline" onClick={() => void next.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else if (next.data.question === null) {
    body = <CaughtUp nextDueAt={next.data.nextDueAt} onCheckAgain={nextRound} />;
  } else {
    body = (
      <PracticeQuestion
        key={`${round}-${next.data.question.id}`}
        question={next.data.question}
        review={next.data.review}
        onNext={nextRound}
      />
    );
  }

  const dueCount = next.data?.dueCount ?? 0;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {topicName(i18n, selection.topic)}
          </p>
          <h2 className="text-title font-bold" data-testid="practice-selection">
            {selection.subtopic ?? <Trans>All subtopics</Trans>}
            {selection.difficulty ? (
              <span className="ml-2 text-base font-medium text-slate-500 capitalize">
                · {i18n._(DIFFICULTY_NAMES[selection.difficulty])}
              </span>
            ) : null}
          </h2>
        </div>
        <div className="flex items-center gap-3">
          <p
            className={cn(
              'rounded-full px-3 py-1 text-sm font-semibold',
              dueCount > 0 ? 'bg-accent-100 text-accent-900' : 'bg-slate-100 text-slate-700',
            )}
            data-testid="practice-due-count"
            aria-live="polite"
          >
            {dueCount === 0 ? <Trans>No reviews due</Trans> : <Trans>{dueCount} due for review</Trans>}
          </p>
          <ButtonLink to={paths.practice} variant="ghost" size="sm">
            <ArrowLeftIcon className="size-4" />
            <Trans>Change topic</Trans>
          </ButtonLink>
        </div>
      </div>
      {body}
    </div>
  );
}
