import { useState } from 'react';
import { cn } from '@/utils/cn';

type Json = unknown;

const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const show = (value: Json) => (value === undefined ? '' : JSON.stringify(value, null, 2));

function Value({ value, tone }: { value: Json; tone?: 'removed' | 'added' }) {
  if (value === undefined) return <span className="text-slate-400">—</span>;
  return (
    <pre
      className={cn(
        'rounded-md px-2 py-1 font-mono text-xs leading-5 break-all whitespace-pre-wrap',
        tone === 'removed' && 'bg-red-50 text-red-900',
        tone === 'added' && 'bg-green-50 text-green-900',
        !tone && 'text-slate-700',
      )}
    >
      {show(value)}
    </pre>
  );
}

interface JsonDiffProps {
  before: Json;
  after: Json;
  /** Names the table, e.g. 'Changes to user 1234'. */
  caption: string;
}

/**
 * An audit entry's object before and after, field by field: changed fields first and marked, the unchanged
 * ones behind a button. A value that is not an object is shown whole on each side.
 */
export function JsonDiff({ before, after, caption }: JsonDiffProps) {
  const [showUnchanged, setShowUnchanged] = useState(false);

  if (!(isRecord(before) || before == null) || !(isRecord(after) || after == null)) {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <p className="mb-1 text-xs font-semibold text-slate-500 uppercase">Before</p>
          <Value value={before ?? undefined} tone="removed" />
        </div>
        <div>
          <p className="mb-1 text-xs font-semibold text-slate-500 uppercase">After</p>
          <Value value={after ?? undefined} tone="added" />
        </div>
      </div>
    );
  }

  const was = before ?? {};
  const now = after ?? {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])].map((field) => ({
    field,
    was: was[field],
    now: now[field],
    changed: show(was[field]) !== show(now[field]),
  }));
  const changed = fields.filter((row) => row.changed);
  const unchanged = fields.filter((row) => !row.changed);
  const rows = showUnchanged ? [...changed, ...unchanged] : changed;

  return (
    <div className="flex flex-col gap-3">
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="w-1/4 py-1.5 pr-3 font-semibold">
              Field
            </th>
            <th scope="col" className="py-1.5 pr-3 font-semibold">
              Before
            </th>
            <th scope="col" className="py-1.5 font-semibold">
              After
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200/70">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={3} className="py-2 text-slate-600">
                No field changed.
              </td>
            </tr>
          ) : null}
          {rows.map((row) => (
            <tr key={row.field} className="align-top">
              <th scope="row" className="py-2 pr-3 font-mono text-xs font-semibold break-all text-slate-800">
                {row.field}
                {row.changed ? <span className="sr-only"> (changed)</span> : null}
              </th>
              <td className="py-2 pr-3">
                <Value value={row.was} tone={row.changed ? 'removed' : undefined} />
              </td>
              <td className="py-2">
                <Value value={row.now} tone={row.changed ? 'added' : undefined} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {unchanged.length > 0 ? (
        <button
          type="button"
          onClick={() => setShowUnchanged((open) => !open)}
          aria-expanded={showUnchanged}
          className="self-start rounded-md text-sm font-semibold text-brand-700 hover:underline"
        >
          {showUnchanged ? 'Hide unchanged fields' : `Show ${unchanged.length} unchanged fields`}
        </button>
      ) : null}
    </div>
  );
}
