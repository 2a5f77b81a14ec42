import { Trans, useLingui } from '@lingui/react/macro';
import type { AttemptResult } from '@pathshala/shared/practice';
import { PERCENTILE_MIN_ATTEMPTS } from '@pathshala/shared/practice-constants';
import { AlertTriangleIcon } from '@/components/ui/icons';
import { cn } from '@/utils/cn';
import { formatDuration, formatIst, formatMarks, markingScheme } from '../utils/format';

function Count({
  label,
  value,
  tone,
}: {
  label: React.ReactNode;
  value: number;
  tone: 'right' | 'wrong' | 'none';
}) {
  return (
    <div
      className={cn(
        'flex flex-col rounded-xl px-3 py-3 sm:px-4',
        tone === 'right' && 'bg-emerald-50 text-emerald-900',
        tone === 'wrong' && 'bg-red-50 text-red-900',
        tone === 'none' && 'bg-slate-100 text-slate-900',
      )}
    >
      <dt className="text-xs font-semibold">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

/** The headline of a result: score out of the maximum, the counts, the percentile and how the test ended. */
export function ResultSummary({ result }: { result: AttemptResult }) {
  const { i18n } = useLingui();
  const timeTaken = (Date.parse(result.submittedAt) - Date.parse(result.startedAt)) / 1000;
  const scheme = markingScheme(result.marksPerQuestion, result.negativeMarks);
  const minimum = PERCENTILE_MIN_ATTEMPTS;
  const compared = result.attemptsCompared;
  const percentile = result.percentile === null ? '' : formatMarks(result.percentile);
  return (
    <section
      aria-labelledby="result-score-heading"
      className="grid gap-6 rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70 sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]"
    >
      <div className="flex flex-col gap-3">
        <h2
          id="result-score-heading"
          className="text-sm font-semibold tracking-wide text-slate-500 uppercase"
        >
          <Trans>Your score</Trans>
        </h2>
        <p className="flex items-baseline gap-2" data-testid="result-score">
          <span className="text-5xl font-extrabold tracking-tight text-slate-900 tabular-nums">
            {formatMarks(result.score)}
          </span>
          <span className="text-xl font-semibold text-slate-500 tabular-nums">
            / {formatMarks(result.maxScore)}
          </span>
        </p>
        <p className="text-sm text-slate-600">
          <Trans>Marking {scheme} per question; unanswered 0.</Trans>
        </p>
        <p
          className="rounded-xl bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-900 ring-1 ring-brand-100"
          data-testid="result-percentile"
        >
          {result.percentile === null ? (
            <Trans>
              Percentile after {minimum} attempts — you are one of {compared}
            </Trans>
          ) : (
            <Trans>
              Better than or equal to {percentile}% of {compared} attempts
            </Trans>
          )}
        </p>
      </div>
      <div className="flex flex-col gap-4">
        <dl className="grid grid-cols-3 gap-3">
          <Count label={<Trans>Correct</Trans>} value={result.correct} tone="right" />
          <Count label={<Trans>Wrong</Trans>} value={result.wrong} tone="wrong" />
          <Count label={<Trans>Unanswered</Trans>} value={result.unanswered} tone="none" />
        </dl>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div className="flex justify-between gap-3 border-b border-slate-100 py-1.5">
            <dt className="text-slate-600">
              <Trans>Ended</Trans>
            </dt>
            <dd className="font-semibold text-slate-900" data-testid="result-ended">
              {result.endedBy === 'time-up' ? <Trans>Time up</Trans> : <Trans>Submitted</Trans>}
            </dd>
          </div>
          <div className="flex justify-between gap-3 border-b border-slate-100 py-1.5">
            <dt className="text-slate-600">
              <Trans>Time taken</Trans>
            </dt>
            <dd className="font-semibold text-slate-900">{formatDuration(i18n, timeTaken)}</dd>
          </div>
          <div className="flex justify-between gap-3 border-b border-slate-100 py-1.5">
            <dt className="text-slate-600">
              <Trans>Tab switches</Trans>
            </dt>
            <dd className="font-semibold text-slate-900 tabular-nums" data-testid="result-tab-switches">
              {result.tabSwitches}
            </dd>
          </div>
          <div className="flex justify-between gap-3 border-b border-slate-100 py-1.5">
            <dt className="text-slate-600">
              <Trans>Fullscreen exits</Trans>
            </dt>
            <dd className="font-semibold text-slate-900 tabular-nums">{result.fullscreenExits}</dd>
          </div>
          <div className="flex justify-between gap-3 border-b border-slate-100 py-1.5 sm:col-span-2">
            <dt className="text-slate-600">
              <Trans context="when the attempt was submitted">Submitted</Trans>
            </dt>
            <dd className="font-semibold text-slate-900">{formatIst(i18n, result.submittedAt)}</dd>
          </div>
        </dl>
        {result.endedBy === 'time-up' ? (
          <p className="flex items-start gap-2 rounded-xl bg-accent-50 px-4 py-3 text-sm text-accent-900 ring-1 ring-accent-200">
            <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" />
            <Trans>Ended: time up. The test was submitted with the answers you had saved.</Trans>
          </p>
        ) : null}
      </div>
    </section>
  );
}
