import type { QuestionImportReport } from '@pathshala/shared/admin-practice';
import { cn } from '@/utils/cn';
import { formatCount } from '../utils/format';

/** Keys listed per group; a file of thousands is summed up, not drawn whole. */
const KEYS_SHOWN = 200;

type Tone = 'green' | 'blue' | 'slate' | 'red';
const TONE: Record<Tone, string> = {
  green: 'bg-green-50 text-green-900 ring-green-200',
  blue: 'bg-brand-50 text-brand-950 ring-brand-100',
  slate: 'bg-slate-50 text-slate-900 ring-slate-200',
  red: 'bg-red-50 text-red-900 ring-red-200',
};

/** Questions a real run writes: new keys and changed ones (unchanged ones are left as they are). */
export const questionsToWrite = (report: QuestionImportReport) => report.create.length + report.update.length;

export const questionCount = (count: number) =>
  `${formatCount(count)} ${count === 1 ? 'question' : 'questions'}`;

interface QuestionImportReportViewProps {
  report: QuestionImportReport;
  /** A CSV's rows are its lines (the header is row 1); a JSON file's are its questions, from 1. */
  format: 'csv' | 'json';
}

/**
 * What an import would do (a dry run) or did: counts first, then every invalid row with its number and the
 * API's message, then the keys to create, update or leave.
 */
export function QuestionImportReportView({ report, format }: QuestionImportReportViewProps) {
  const before = report.dryRun || report.errors.length > 0;
  const counts: { key: string; label: string; count: number; tone: Tone }[] = [
    { key: 'rows', label: format === 'csv' ? 'Rows' : 'Questions', count: report.rows, tone: 'slate' },
    { key: 'create', label: before ? 'To create' : 'Created', count: report.create.length, tone: 'green' },
    { key: 'update', label: before ? 'To update' : 'Updated', count: report.update.length, tone: 'blue' },
    { key: 'unchanged', label: 'Unchanged', count: report.unchanged.length, tone: 'slate' },
    { key: 'errors', label: 'Errors', count: report.errors.length, tone: 'red' },
  ];
  const keyGroups = [
    { key: 'create', label: before ? 'To create' : 'Created', keys: report.create },
    { key: 'update', label: before ? 'To update' : 'Updated', keys: report.update },
    { key: 'unchanged', label: 'Unchanged', keys: report.unchanged },
  ].filter((group) => group.keys.length > 0);
  const rowLabel = format === 'csv' ? 'Row' : 'Question';

  return (
    <div className="flex flex-col gap-5" data-testid="import-report">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {counts.map((entry) => (
          <div
            key={entry.key}
            className={cn(
              'rounded-xl px-4 py-3 ring-1',
              entry.count > 0 && entry.key !== 'rows' ? TONE[entry.tone] : TONE.slate,
            )}
          >
            <dt className="text-xs font-semibold tracking-wide uppercase opacity-80">{entry.label}</dt>
            <dd
              className="mt-1 text-2xl font-extrabold tabular-nums"
              data-testid={`import-count-${entry.key}`}
            >
              {formatCount(entry.count)}
            </dd>
          </div>
        ))}
      </dl>
      {report.errors.length > 0 ? (
        <section
          aria-label="Rows with errors"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          className="max-h-96 overflow-auto rounded-xl ring-1 ring-red-200"
          data-testid="import-errors"
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="bg-red-50 px-4 py-2.5 text-left font-semibold text-red-900">
              Rows with errors ({formatCount(report.errors.length)})
            </caption>
            <thead className="sticky top-0 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="w-24 px-4 py-2 font-semibold">
                  {rowLabel}
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Key
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Problem
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {report.errors.map((error) => (
                <tr key={`${error.row}-${error.message}`}>
                  <th scope="row" className="px-4 py-2 font-semibold text-slate-800 tabular-nums">
                    {formatCount(error.row)}
                  </th>
                  <td className="px-4 py-2 font-mono text-[0.8125rem] whitespace-nowrap text-slate-700">
                    {error.key || <span className="font-sans text-slate-400">none</span>}
                  </td>
                  <td className="px-4 py-2 text-slate-900">{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {keyGroups.map((group) => (
        <details key={group.key} open={group.keys.length <= 20} className="rounded-xl ring-1 ring-slate-200">
          <summary className="cursor-pointer rounded-xl px-4 py-3 font-semibold text-slate-900 hover:bg-slate-50">
            {group.label} ({formatCount(group.keys.length)})
          </summary>
          <ul
            aria-label={`${group.label}: keys`}
            className="flex flex-wrap gap-1.5 border-t border-slate-100 px-4 py-3"
          >
            {group.keys.slice(0, KEYS_SHOWN).map((key) => (
              <li
                key={key}
                className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-xs break-all text-slate-800"
              >
                {key}
              </li>
            ))}
          </ul>
          {group.keys.length > KEYS_SHOWN ? (
            <p className="border-t border-slate-100 px-4 py-2 text-sm text-slate-600">
              And {formatCount(group.keys.length - KEYS_SHOWN)} more.
            </p>
          ) : null}
        </details>
      ))}
    </div>
  );
}
