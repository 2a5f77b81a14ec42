import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LANGUAGE_LABELS } from '@pathshala/shared/coding-constants';
import type { CodingHistoryEntry, CodingProgress } from '@pathshala/shared/coding-progress';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCodingHistory } from '../api/get-coding-history';
import { useCodingProgress } from '../api/get-coding-progress';
import { useSubmission } from '../api/get-submission';
import { DifficultyBadge, topicLabel } from '../components/difficulty-badge';
import { failureText, verdictLabel } from '../texts';
import { formatDateTimeIn } from '../utils/dates';

const days = (i18n: I18n, count: number) =>
  i18n._(msg({ message: plural(count, { one: '# day', other: '# days' }) }));

function Stat({ label, value, detail }: { label: React.ReactNode; value: string; detail?: React.ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-1 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200/70"
    >
      <h2 id={id} className="text-sm font-medium text-slate-600">
        {label}
      </h2>
      <p className="text-3xl font-bold text-slate-900">{value}</p>
      {detail ? <p className="text-sm text-slate-600">{detail}</p> : null}
    </section>
  );
}

/** A solved-of-total bar with its counts. */
function SolvedBar({ label, solved, total }: { label: React.ReactNode; solved: number; total: number }) {
  const { t } = useLingui();
  const percent = total > 0 ? Math.round((solved / total) * 100) : 0;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="tabular-nums text-slate-600">
          {solved} / {total}
        </span>
      </div>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={solved}
        aria-valuetext={t`${solved} of ${total} solved`}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={
            percent === 100 ? 'h-full rounded-full bg-emerald-600' : 'h-full rounded-full bg-brand-600'
          }
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

function streakDetail(i18n: I18n, streak: CodingProgress['streak']) {
  if (streak.current === 0) return i18n._(msg`Submit a solution today to start one.`);
  if (!streak.activeToday) return i18n._(msg`Submit today to keep it going.`);
  const longest = days(i18n, streak.longest);
  return i18n._(msg`Longest: ${longest}`);
}

function ProgressSummary({ progress }: { progress: CodingProgress }) {
  const { t, i18n } = useLingui();
  const attempted = progress.attempted;
  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-4 sm:grid-cols-3">
        <Stat
          label={<Trans>Problems solved</Trans>}
          value={`${progress.solved} / ${progress.total}`}
          detail={attempted > 0 ? t`${attempted} attempted, not solved yet` : undefined}
        />
        <Stat
          label={<Trans>Daily streak</Trans>}
          value={days(i18n, progress.streak.current)}
          detail={streakDetail(i18n, progress.streak)}
        />
        <Stat
          label={<Trans>Due for review</Trans>}
          value={String(progress.dueForReview)}
          detail={
            <Link to={`${paths.practice}#coding-review`} className="font-semibold text-brand-700 underline">
              <Trans>Open the review list</Trans>
            </Link>
          }
        />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="by-difficulty"
          className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200/70"
        >
          <h2 id="by-difficulty" className="text-lg font-bold text-slate-900">
            <Trans>By difficulty</Trans>
          </h2>
          {progress.byDifficulty.map((row) => (
            <SolvedBar
              key={row.difficulty}
              label={<DifficultyBadge difficulty={row.difficulty} />}
              solved={row.solved}
              total={row.total}
            />
          ))}
        </section>
        <section
          aria-labelledby="by-topic"
          className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200/70"
        >
          <h2 id="by-topic" className="text-lg font-bold text-slate-900">
            <Trans>By topic</Trans>
          </h2>
          <div className="flex max-h-80 flex-col gap-4 overflow-y-auto pr-1">
            {progress.byTopic.map((row) => (
              <SolvedBar
                key={row.topic}
                label={topicLabel(i18n, row.topic)}
                solved={row.solved}
                total={row.total}
              />
            ))}
          </div>
        </section>
      </div>
    </div>
  );
}

function verdictText(i18n: I18n, entry: Pick<CodingHistoryEntry, 'status' | 'verdict'>) {
  if (entry.status === 'judged' && entry.verdict) return verdictLabel(i18n, entry.verdict);
  if (entry.status === 'failed') return i18n._(msg`Not judged`);
  return entry.status === 'running' ? i18n._(msg`Judging…`) : i18n._(msg`In the queue`);
}

/** A submission's code, read-only, loaded when the learner opens it (the history list carries none). */
function SubmissionCode({ entry, onClose }: { entry: CodingHistoryEntry; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const submission = useSubmission(entry.id);
  return (
    <Dialog
      open
      onClose={onClose}
      title={`${entry.problem.title} · ${LANGUAGE_LABELS[entry.language]}`}
      size="wide"
    >
      <p className="mb-3 text-sm text-slate-600">
        {formatDateTimeIn(i18n, entry.createdAt)} · {verdictText(i18n, entry)}
      </p>
      {submission.isPending ? (
        <Skeleton className="h-64 w-full rounded-xl" />
      ) : submission.isError ? (
        <p role="alert" className="text-slate-700">
          {failureText(i18n, submission.error, t`We could not load this code.`)}
        </p>
      ) : (
        <pre
          // A scrolling region takes focus so it scrolls from the keyboard.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
          tabIndex={0}
          className="max-h-[60vh] overflow-auto rounded-xl bg-slate-900 p-4 font-mono text-sm leading-relaxed text-slate-100"
        >
          <code>{submission.data.source}</code>
        </pre>
      )}
    </Dialog>
  );
}

function HistoryRow({ entry, onOpen }: { entry: CodingHistoryEntry; onOpen: () => void }) {
  const { i18n } = useLingui();
  const { passed, testCount } = entry;
  const problemTitle = entry.problem.title;
  const accepted = entry.status === 'judged' && entry.verdict === 'accepted';
  return (
    <li className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <Link
          to={paths.codingProblem(entry.problem.slug)}
          className="truncate font-semibold text-slate-900 hover:text-brand-700 hover:underline"
        >
          {entry.problem.title}
        </Link>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span className={accepted ? 'font-semibold text-emerald-700' : 'font-semibold text-rose-700'}>
            {verdictText(i18n, entry)}
          </span>
          {entry.status === 'judged' && entry.verdict !== 'compilationError' ? (
            <span>
              <Trans>
                {passed} / {testCount} tests
              </Trans>
            </span>
          ) : null}
          <span>{LANGUAGE_LABELS[entry.language]}</span>
          <time dateTime={entry.createdAt}>{formatDateTimeIn(i18n, entry.createdAt)}</time>
        </p>
      </div>
      <Button variant="outline" size="sm" onClick={onOpen} className="self-start sm:self-center">
        <Trans>
          View code<span className="sr-only"> of this {problemTitle} submission</span>
        </Trans>
      </Button>
    </li>
  );
}

function History() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<CodingHistoryEntry | null>(null);
  const history = useCodingHistory(page);
  let body: React.ReactNode;
  if (history.isPending) body = <Skeleton className="h-48 w-full rounded-card" />;
  else if (history.isError)
    body = (
      <p role="alert" className="rounded-card bg-white p-6 text-slate-700 ring-1 ring-slate-200/70">
        {failureText(i18n, history.error, t`We could not load your submissions.`)}
      </p>
    );
  else if (history.data.total === 0)
    body = (
      <p className="rounded-card bg-white p-6 text-slate-700 ring-1 ring-slate-200/70">
        <Trans>
          No submissions yet.{' '}
          <Link to={paths.coding} className="font-semibold text-brand-700 underline">
            Pick a problem
          </Link>{' '}
          and submit a solution.
        </Trans>
      </p>
    );
  else {
    const { submissions, total, pageSize } = history.data;
    const pages = Math.max(1, Math.ceil(total / pageSize));
    body = (
      <>
        <ul
          aria-label={t`Submissions`}
          className="divide-y divide-slate-200 rounded-card bg-white shadow-card ring-1 ring-slate-200/70"
        >
          {submissions.map((entry) => (
            <HistoryRow key={entry.id} entry={entry} onOpen={() => setOpen(entry)} />
          ))}
        </ul>
        {pages > 1 ? (
          <nav aria-label={t`Submission pages`} className="flex items-center justify-between gap-3">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              <Trans>Newer</Trans>
            </Button>
            <span className="text-sm text-slate-600">
              <Trans>
                Page {page} of {pages}
              </Trans>
            </span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              <Trans>Older</Trans>
            </Button>
          </nav>
        ) : null}
      </>
    );
  }
  return (
    <section aria-labelledby="history" className="flex flex-col gap-4">
      <h2 id="history" className="text-title font-bold">
        <Trans>Submission history</Trans>
      </h2>
      {body}
      {open ? <SubmissionCode entry={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}

/** /coding/progress: the learner's solved counts, streak and submission history (learners only). */
export function CodingProgressRoute() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`My coding progress`);
  const progress = useCodingProgress();
  return (
    <>
      <PageHeader
        eyebrow={<Trans>Coding practice</Trans>}
        title={<Trans>My coding progress</Trans>}
        intro={
          <Trans>
            What you have solved, your daily streak in India time, and every submission with its code.
          </Trans>
        }
        actions={
          <ButtonLink to={paths.coding} variant="outline">
            <Trans>All coding problems</Trans>
          </ButtonLink>
        }
      />
      <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-10 sm:px-6 lg:px-8">
        {progress.isPending ? (
          <div role="status" aria-label={t`Loading your progress`} className="grid gap-4 sm:grid-cols-3">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-28 w-full rounded-card" />
            ))}
          </div>
        ) : progress.isError ? (
          <div className="flex flex-col items-center gap-4 rounded-card bg-white px-6 py-12 text-center ring-1 ring-slate-200/70">
            <p role="alert" className="text-slate-700">
              {failureText(i18n, progress.error, t`We could not load your progress.`)}
            </p>
            <Button variant="outline" onClick={() => void progress.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <ProgressSummary progress={progress.data} />
        )}
        <History />
      </div>
    </>
  );
}
