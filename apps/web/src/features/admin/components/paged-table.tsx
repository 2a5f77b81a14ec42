import type { UseQueryResult } from '@tanstack/react-query';
import type { Page, SortOrder } from '../utils/list-params';
import { DataTable, type DataTableProps } from './data-table';
import { LoadError } from './notice';
import { Pagination } from './pagination';

export interface TableControls<Sort extends string> {
  state: { page: number; pageSize: number; sort: Sort; order: SortOrder };
  toggleSort: (column: Sort) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
}

export interface PagedTableProps<Row, Sort extends string>
  extends Omit<DataTableProps<Row, Sort>, 'rows' | 'sort' | 'busy'> {
  query: UseQueryResult<Page<Row>>;
  table: TableControls<Sort>;
  /** What the rows are, plural, for the pager and the error: 'users'. */
  noun: string;
}

/** A server-paged table: its rows, sort and pages, or why they could not be loaded (with a retry). */
export function PagedTable<Row, Sort extends string>({
  query,
  table,
  noun,
  empty,
  ...props
}: PagedTableProps<Row, Sort>) {
  const { data } = query;
  // A page number from an old link, past the last page: rows exist, just not here.
  const pastTheEnd = data !== undefined && data.total > 0 && data.items.length === 0;
  return (
    <>
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => query.refetch()} what={noun} className="mb-4" />
      ) : null}
      {query.isError && !data ? null : (
        <>
          <DataTable
            {...props}
            empty={pastTheEnd ? `There are no more ${noun} on this page; go back to an earlier one.` : empty}
            rows={data?.items}
            sort={{ column: table.state.sort, order: table.state.order, onSort: table.toggleSort }}
            busy={query.isPlaceholderData}
          />
          {data ? (
            <Pagination
              page={table.state.page}
              pageSize={table.state.pageSize}
              total={data.total}
              noun={noun}
              onPage={table.setPage}
              onPageSize={table.setPageSize}
            />
          ) : null}
        </>
      )}
    </>
  );
}
