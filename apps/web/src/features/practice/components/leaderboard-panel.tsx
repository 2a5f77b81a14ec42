import { Trans, useLingui } from '@lingui/react/macro';
import type { AttemptResult } from '@pathshala/shared/practice';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { translateText } from '@/lib/i18n';
import { cn } from '@/utils/cn';
import { type LeaderboardEntry, useLeaderboard } from '../api/get-leaderboard';
import { errorMessage } from '../hooks/use-login-redirect';
import { formatMarks } from '../utils/format';

// The name form (react-hook-form) is below the fold: it loads after the result has painted.
const LeaderboardNameForm = lazy(async () => ({
  default: (await import('./leaderboard-name-form')).LeaderboardNameForm,
}));

function EntryRow({ entry, apart = false }: { entry: LeaderboardEntry; apart?: boolean }) {
  const { i18n } = useLingui();
  return (
    <li
      className={cn(
        'flex items-center gap-4 px-5 py-3',
        entry.mine && 'bg-brand-50',
        apart && 'border-t-2 border-dashed border-slate-200',
      )}
    >
      <span className="w-8 text-sm font-bold text-slate-500 tabular-nums">#{entry.rank}</span>
      <span className="flex-1 truncate font-semibold text-slate-900">
        {/* A name an admin hid comes as the shared 'Anonymous learner'. */}
        {translateText(i18n, entry.displayName)}
        {entry.mine ? (
          <span className="ml-2 text-xs font-semibold text-brand-700">
            <Trans>(you)</Trans>
          </span>
        ) : null}
      </span>
      <span className="font-bold text-slate-900 tabular-nums">{formatMarks(entry.score)}</span>
    </li>
  );
}

interface LeaderboardPanelProps {
  result: AttemptResult;
  /** What the name box starts with when the learner is not on the board yet. */
  suggestedName: string;
}

/**
 * The test's leaderboard, and the learner's choice to appear on it under a name of their own. Both read the one
 * answer of the leaderboard call, whose `mine` is the learner's entry: the status beside the board cannot
 * disagree with it.
 */
export function LeaderboardPanel({ result, suggestedName }: LeaderboardPanelProps) {
  const { t, i18n } = useLingui();
  const board = useLeaderboard(result.testId);
  const mine = board.data?.mine ?? null;
  // Below the top (or behind learners who tied earlier), the learner's own row follows the board.
  const ownRowApart = mine !== null && !board.data?.entries.some((entry) => entry.mine);
  return (
    <section aria-labelledby="leaderboard-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="leaderboard-heading" className="text-title font-bold">
          <Trans>Leaderboard</Trans>
        </h2>
        <p className="mt-1 text-slate-600">
          <Trans>Learners who chose to be shown, each with their best attempt.</Trans>
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]">
        <div className="self-start rounded-card bg-white shadow-card ring-1 ring-slate-200/70">
          {board.isPending ? (
            <div role="status" aria-label={t`Loading the leaderboard`} className="flex flex-col gap-3 p-5">
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} className="h-8 w-full" />
              ))}
            </div>
          ) : board.isError ? (
            <p role="alert" className="p-5 text-slate-600">
              {errorMessage(i18n, board.error, t`We could not load the leaderboard.`)}
            </p>
          ) : board.data.entries.length === 0 ? (
            <p className="p-5 text-slate-600">
              <Trans>Nobody is on the leaderboard yet. Be the first.</Trans>
            </p>
          ) : (
            <ol className="divide-y divide-slate-100" data-testid="leaderboard">
              {board.data.entries.map((entry) => (
                <EntryRow key={`${entry.rank}-${entry.displayName}-${entry.submittedAt}`} entry={entry} />
              ))}
              {mine && ownRowApart ? <EntryRow entry={mine} apart /> : null}
            </ol>
          )}
        </div>
        {board.isSuccess ? (
          <Suspense fallback={<Skeleton className="h-56 w-full rounded-card" />}>
            <LeaderboardNameForm result={result} mine={mine} suggestedName={suggestedName} />
          </Suspense>
        ) : (
          <Skeleton className="h-56 w-full rounded-card" />
        )}
      </div>
    </section>
  );
}
