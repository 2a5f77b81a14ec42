import type { BulkEnrolmentReport } from '@pathshala/shared/admin-people';
import type { ReactNode } from 'react';
import { cn } from '@/utils/cn';
import { formatCount } from '../utils/format';

/** The white card the bulk enrolment page is laid out in. */
export const CARD = 'rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200/70 sm:p-6';

/** Rows listed per group; a list of thousands is summed up, not drawn whole. */
const ROWS_SHOWN = 200;

type Tone = 'green' | 'slate' | 'red' | 'amber';
const TONE: Record<Tone, string> = {
  green: 'bg-green-50 text-green-900 ring-green-200',
  slate: 'bg-slate-50 text-slate-900 ring-slate-200',
  red: 'bg-red-50 text-red-900 ring-red-200',
  amber: 'bg-amber-50 text-amber-950 ring-amber-200',
};

/** Rows the real run would refuse (or leave out with "skip invalid"). */
export const invalidRowsOf = (report: BulkEnrolmentReport) =>
  report.noAccount.length + report.malformed.length + report.duplicate.length;

interface Group {
  key: string;
  label: string;
  tone: Tone;
  rows: readonly { row: number; cells: readonly ReactNode[] }[];
  headers: readonly string[];
}

function groupsOf(report: BulkEnrolmentReport, enrolLabel: string): Group[] {
  const learner = (entry: { row: number; email: string; name: string }) => ({
    row: entry.row,
    cells: [entry.email, entry.name],
  });
  return [
    {
      key: 'enrol',
      label: enrolLabel,
      tone: 'green',
      headers: ['E-mail', 'Name'],
      rows: report.enrol.map(learner),
    },
    {
      key: 'already',
      label: 'Already enrolled',
      tone: 'slate',
      headers: ['E-mail', 'Name'],
      rows: report.alreadyEnrolled.map(learner),
    },
    {
      key: 'no-account',
      label: 'No account',
      tone: 'red',
      headers: ['E-mail'],
      rows: report.noAccount.map((entry) => ({ row: entry.row, cells: [entry.email] })),
    },
    {
      key: 'malformed',
      label: 'Not an e-mail address',
      tone: 'red',
      headers: ['Value'],
      rows: report.malformed.map((entry) => ({ row: entry.row, cells: [entry.value || '(empty)'] })),
    },
    {
      key: 'duplicate',
      label: 'Repeated',
      tone: 'amber',
      headers: ['E-mail', 'First seen'],
      rows: report.duplicate.map((entry) => ({
        row: entry.row,
        cells: [entry.email, `Row ${formatCount(entry.firstRow)}`],
      })),
    },
  ];
}

/**
 * What a bulk run would do (a dry run) or did (a real run), row by row: counts first, then each group's rows with
 * their row numbers in the CSV (the header row counted, as a spreadsheet numbers them).
 */
export function BulkEnrolmentReportView({
  report,
  enrolLabel,
}: {
  report: BulkEnrolmentReport;
  /** 'To enrol' before the run, 'Enrolled' after it. */
  enrolLabel: string;
}) {
  const groups = groupsOf(report, enrolLabel);
  return (
    <div className="flex flex-col gap-5" data-testid="bulk-report">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {groups.map((group) => (
          <div
            key={group.key}
            className={cn(
              'rounded-xl px-4 py-3 ring-1',
              group.rows.length > 0 ? TONE[group.tone] : TONE.slate,
            )}
          >
            <dt className="text-xs font-semibold tracking-wide uppercase opacity-80">{group.label}</dt>
            <dd className="mt-1 text-2xl font-extrabold tabular-nums" data-testid={`bulk-count-${group.key}`}>
              {formatCount(group.rows.length)}
            </dd>
          </div>
        ))}
      </dl>
      {groups
        .filter((group) => group.rows.length > 0)
        .map((group) => (
          <details
            key={group.key}
            open={group.tone === 'red' || group.tone === 'amber' || group.rows.length <= 20}
            className="group rounded-xl ring-1 ring-slate-200"
          >
            <summary className="cursor-pointer rounded-xl px-4 py-3 font-semibold text-slate-900 hover:bg-slate-50">
              {group.label} ({formatCount(group.rows.length)})
            </summary>
            <section
              aria-label={`${group.label}: rows`}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
              tabIndex={0}
              className="max-h-96 overflow-auto border-t border-slate-100"
            >
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{group.label}</caption>
                <thead className="sticky top-0 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
                  <tr>
                    <th scope="col" className="w-20 px-4 py-2 font-semibold">
                      Row
                    </th>
                    {group.headers.map((header) => (
                      <th key={header} scope="col" className="px-4 py-2 font-semibold">
                        {header}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {group.rows.slice(0, ROWS_SHOWN).map((row) => (
                    <tr key={row.row}>
                      <th scope="row" className="px-4 py-2 font-normal text-slate-600 tabular-nums">
                        {formatCount(row.row)}
                      </th>
                      {row.cells.map((cell, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are in a fixed order
                        <td key={index} className="px-4 py-2 wrap-anywhere text-slate-800">
                          {cell}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
              {group.rows.length > ROWS_SHOWN ? (
                <p className="border-t border-slate-100 px-4 py-2 text-sm text-slate-600">
                  And {formatCount(group.rows.length - ROWS_SHOWN)} more rows.
                </p>
              ) : null}
            </section>
          </details>
        ))}
    </div>
  );
}
