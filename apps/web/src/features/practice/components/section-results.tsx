import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LANGUAGE_LABELS } from '@pathshala/shared/coding-constants';
import type { MockCodingProblemResult } from '@pathshala/shared/mock-coding';
import type { AttemptResult } from '@pathshala/shared/practice';
import { Spinner } from '@/components/ui/spinner';
import { verdictLabel } from '../texts';
import { formatDuration, formatMarks } from '../utils/format';

function problemOutcome(i18n: I18n, problem: MockCodingProblemResult) {
  if (problem.status === null) return i18n._(msg`Not submitted`);
  if (problem.marks === null) return i18n._(msg`Being judged…`);
  if (problem.status === 'failed') return i18n._(msg`Not judged`);
  const verdict = problem.verdict ? verdictLabel(i18n, problem.verdict) : '';
  const { passed, testCount } = problem;
  return problem.verdict === 'compilationError'
    ? verdict
    : `${i18n._(msg`${passed} of ${testCount} tests passed`)}${verdict ? ` · ${verdict}` : ''}`;
}

/** A coding section's problems: what the last submission before the deadline earned. */
function CodingProblems({ title, problems }: { title: string; problems: MockCodingProblemResult[] }) {
  const { i18n } = useLingui();
  return (
    <div className="rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200/70 sm:p-6">
      <h3 className="text-base font-bold">
        <Trans>{title}: problems</Trans>
      </h3>
      <ul className="mt-3 divide-y divide-slate-100" data-testid="coding-results">
        {problems.map((problem) => (
          <li
            key={problem.problemId}
            className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            <span className="font-semibold text-slate-900">
              {problem.title}
              {problem.language ? (
                <span className="ml-2 text-sm font-normal text-slate-500">
                  {LANGUAGE_LABELS[problem.language]}
                </span>
              ) : null}
            </span>
            <span className="flex items-center gap-3 text-sm text-slate-600">
              {problemOutcome(i18n, problem)}
              <span className="font-semibold text-slate-900 tabular-nums">
                {problem.marks === null ? '…' : formatMarks(problem.marks)} / {formatMarks(problem.maxMarks)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Score, accuracy and time per section; a coding section's problems below. */
export function SectionResults({
  sections,
  codingPending = false,
}: {
  sections: AttemptResult['sections'];
  codingPending?: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="section-results-heading" className="flex flex-col gap-4">
      <h2 id="section-results-heading" className="text-title font-bold">
        <Trans>Section by section</Trans>
      </h2>
      {codingPending ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl bg-accent-50 px-4 py-3 text-sm font-medium text-accent-900 ring-1 ring-accent-200"
        >
          <Spinner />
          <Trans>Your code is still being judged. Its marks are added to your score as soon as it is.</Trans>
        </p>
      ) : null}
      {/* Phones: one card per section; wider screens: the table. */}
      <ul className="flex flex-col gap-3 sm:hidden">
        {sections.map((section) => (
          <li key={section.title} className="rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200/70">
            <h3 className="flex items-baseline justify-between gap-3 text-base font-bold">
              {section.title}
              <span className="tabular-nums">
                {formatMarks(section.score)} / {formatMarks(section.maxScore)}
              </span>
            </h3>
            <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">
                <Trans>Correct / wrong / skipped</Trans>
              </dt>
              <dd className="text-right font-semibold tabular-nums">
                {section.correct} / {section.wrong} / {section.unanswered}
              </dd>
              <dt className="text-slate-600">
                <Trans>Accuracy</Trans>
              </dt>
              <dd className="text-right font-semibold tabular-nums">
                {section.accuracy === null ? '—' : `${section.accuracy}%`}
              </dd>
              <dt className="text-slate-600">
                <Trans>Time</Trans>
              </dt>
              <dd className="text-right font-semibold tabular-nums">
                {formatDuration(i18n, section.timeSpentSeconds)}
              </dd>
              <dt className="text-slate-600">
                <Trans>Avg per question</Trans>
              </dt>
              <dd className="text-right font-semibold tabular-nums">
                {section.averageSecondsPerQuestion === null
                  ? '—'
                  : formatDuration(i18n, section.averageSecondsPerQuestion)}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-slate-200/70 sm:block">
        <table className="w-full min-w-[36rem] text-left text-sm" data-testid="section-results">
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                <Trans>Section</Trans>
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                <Trans>Score</Trans>
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                <Trans>Correct / wrong / skipped</Trans>
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                <Trans>Accuracy</Trans>
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                <Trans>Time</Trans>
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                <Trans>Avg per question</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {sections.map((section) => (
              <tr key={section.title}>
                <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                  {section.title}
                </th>
                <td className="px-4 py-3 text-right tabular-nums">
                  {formatMarks(section.score)} / {formatMarks(section.maxScore)}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {section.correct} / {section.wrong} / {section.unanswered}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {section.accuracy === null ? '—' : `${section.accuracy}%`}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {formatDuration(i18n, section.timeSpentSeconds)}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {section.averageSecondsPerQuestion === null
                    ? '—'
                    : formatDuration(i18n, section.averageSecondsPerQuestion)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {sections.map((section) =>
        section.kind === 'coding' ? (
          <CodingProblems key={section.title} title={section.title} problems={section.problems} />
        ) : null,
      )}
    </section>
  );
}
