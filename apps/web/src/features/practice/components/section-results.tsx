import type { AttemptResult } from '@pathshala/shared/practice';
import { formatDuration, formatMarks } from '../utils/format';

/** Score, accuracy and time per section. */
export function SectionResults({ sections }: { sections: AttemptResult['sections'] }) {
  return (
    <section aria-labelledby="section-results-heading" className="flex flex-col gap-4">
      <h2 id="section-results-heading" className="text-title font-bold">
        Section by section
      </h2>
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
              <dt className="text-slate-600">Correct / wrong / skipped</dt>
              <dd className="text-right font-semibold tabular-nums">
                {section.correct} / {section.wrong} / {section.unanswered}
              </dd>
              <dt className="text-slate-600">Accuracy</dt>
              <dd className="text-right font-semibold tabular-nums">
                {section.accuracy === null ? '—' : `${section.accuracy}%`}
              </dd>
              <dt className="text-slate-600">Time</dt>
              <dd className="text-right font-semibold tabular-nums">
                {formatDuration(section.timeSpentSeconds)}
              </dd>
              <dt className="text-slate-600">Avg per question</dt>
              <dd className="text-right font-semibold tabular-nums">
                {section.averageSecondsPerQuestion === null
                  ? '—'
                  : formatDuration(section.averageSecondsPerQuestion)}
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
                Section
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Score
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Correct / wrong / skipped
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Accuracy
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Time
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                Avg per question
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
                  {formatDuration(section.timeSpentSeconds)}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">
                  {section.averageSecondsPerQuestion === null
                    ? '—'
                    : formatDuration(section.averageSecondsPerQuestion)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
