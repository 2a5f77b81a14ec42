import { Fragment, type ReactNode, useId } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/utils/cn';
import type { SortOrder } from '../utils/list-params';
import { SortIcon } from './console-icons';

export interface Column<Row, Sort extends string = never> {
  id: string;
  header: string;
  /** The server's sort column behind this header; the header becomes a sort button. */
  sort?: Sort;
  cell: (row: Row) => ReactNode;
  /** The cell that names the row (a `th scope="row"`). */
  rowHeader?: boolean;
  /** Numbers line up on the right. */
  numeric?: boolean;
  className?: string;
}

export interface TableSort<Sort extends string> {
  column: Sort;
  order: SortOrder;
  onSort: (column: Sort) => void;
}

export interface DataTableProps<Row, Sort extends string> {
  /** Names the table for assistive technology (a visually hidden caption). */
  caption: string;
  columns: readonly Column<Row, Sort>[];
  /** Undefined until the first page arrives. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  sort?: TableSort<Sort>;
  /** A newer page is on its way: the rows on screen fade a little. */
  busy?: boolean;
  /** Shown in place of the rows when there are none. */
  empty: ReactNode;
  /** Classes of a row's `tr`, e.g. a tint for a row that needs a look. */
  rowClassName?: (row: Row) => string | undefined;
  /** A full-width row under a row, e.g. its details when expanded. */
  renderDetail?: (row: Row, columnCount: number) => ReactNode;
  /** Below this width the table scrolls sideways inside its frame, never the page. */
  minWidthClassName?: string;
  'data-testid'?: string;
}

const SKELETON_ROWS = 6;

function SortHeader<Sort extends string>({
  header,
  column,
  sort,
}: {
  header: string;
  column: Sort;
  sort: TableSort<Sort>;
}) {
  const active = sort.column === column;
  return (
    <button
      type="button"
      onClick={() => sort.onSort(column)}
      className="-mx-1.5 inline-flex items-center gap-1 rounded-md px-1.5 py-1 font-semibold tracking-wide uppercase transition-colors hover:bg-slate-200/70 hover:text-slate-900"
    >
      {header}
      <SortIcon activeOrder={active ? sort.order : null} className="size-3.5 shrink-0" />
    </button>
  );
}

/**
 * A console table: plain HTML with a caption, column and row headers, sort buttons that say their state with
 * aria-sort, skeleton rows while the first page loads and a message when nothing matches.
 */
export function DataTable<Row, Sort extends string = never>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  busy = false,
  empty,
  rowClassName,
  renderDetail,
  minWidthClassName = 'min-w-[44rem]',
  'data-testid': testId,
}: DataTableProps<Row, Sort>) {
  const captionId = useId();
  const cellPadding = 'px-4 py-3 first:pl-5 last:pr-5';
  return (
    <div className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200/70">
      {/* Focusable, so a keyboard can scroll a table wider than the screen; positioned, so text hidden for the
          eye (absolutely placed) scrolls with the table instead of widening the page. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section aria-labelledby={captionId} tabIndex={0} className="relative overflow-x-auto rounded-card">
        <table
          className={cn(
            'w-full text-left text-sm',
            minWidthClassName,
            busy && 'opacity-60 transition-opacity',
          )}
          aria-busy={busy || rows === undefined || undefined}
          data-testid={testId}
        >
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600">
            <tr>
              {columns.map((column) => {
                const sorted = sort && column.sort !== undefined;
                const ariaSort = sorted
                  ? sort.column === column.sort
                    ? sort.order === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : 'none'
                  : undefined;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={ariaSort}
                    className={cn(
                      cellPadding,
                      'py-2.5 font-semibold tracking-wide whitespace-nowrap uppercase',
                      column.numeric && 'text-right',
                    )}
                  >
                    {sort && column.sort !== undefined ? (
                      <SortHeader header={column.header} column={column.sort} sort={sort} />
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows === undefined
              ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <tr key={index}>
                    {columns.map((column) => (
                      <td key={column.id} className={cellPadding}>
                        <Skeleton className="h-4 w-full max-w-32" />
                      </td>
                    ))}
                  </tr>
                ))
              : null}
            {rows?.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-5 py-12 text-center text-slate-600">
                  {empty}
                </td>
              </tr>
            ) : null}
            {rows?.map((row) => (
              <Fragment key={rowKey(row)}>
                <tr className={cn('align-top transition-colors hover:bg-slate-50/80', rowClassName?.(row))}>
                  {columns.map((column) => {
                    const Cell = column.rowHeader ? 'th' : 'td';
                    return (
                      <Cell
                        key={column.id}
                        scope={column.rowHeader ? 'row' : undefined}
                        className={cn(
                          cellPadding,
                          'text-slate-700',
                          column.rowHeader && 'font-medium text-slate-900',
                          column.numeric && 'text-right tabular-nums',
                          column.className,
                        )}
                      >
                        {column.cell(row)}
                      </Cell>
                    );
                  })}
                </tr>
                {renderDetail?.(row, columns.length)}
              </Fragment>
            ))}
          </tbody>
        </table>
      </section>
      {/* Every console table is wider than a phone: say so, since a scrollbar is not always drawn. */}
      {rows?.length ? (
        <p
          aria-hidden="true"
          className="border-t border-slate-100 px-5 py-2 text-xs text-slate-500 sm:hidden"
        >
          Swipe the table sideways to see every column.
        </p>
      ) : null}
    </div>
  );
}
