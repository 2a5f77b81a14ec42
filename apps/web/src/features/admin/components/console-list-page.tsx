import type { ComponentProps, ReactNode } from 'react';
import { ConsolePageHeader } from './console-page-header';
import { FilterBar, SearchBox } from './filters';
import { PagedTable, type PagedTableProps, type TableControls } from './paged-table';

/** What the page needs of useTableState: the table's controls, the search and whether anything is chosen. */
interface ListTable<Sort extends string> extends TableControls<Sort> {
  state: TableControls<Sort>['state'] & { q: string };
  filtered: boolean;
  setSearch: (q: string) => void;
  clearFilters: () => void;
}

interface ConsoleListPageProps<Row, Sort extends string>
  extends Omit<PagedTableProps<Row, Sort>, 'caption' | 'empty' | 'table'> {
  /** The page's heading, and the table's caption unless `caption` says otherwise. */
  title: string;
  caption?: string;
  intro: ReactNode;
  /** The pages above this one, e.g. Mock tests for a test's attempts. */
  crumbs?: ComponentProps<typeof ConsolePageHeader>['crumbs'];
  /** Buttons beside the title: New, Export. */
  actions?: ReactNode;
  /** Between the header and the filters: figures about the whole list (e.g. its totals). */
  summary?: ReactNode;
  table: ListTable<Sort>;
  /** The search box first in the filter bar; none: the list has no search. */
  search?: { label: string; placeholder: string };
  /** The filters after the search. */
  filters?: ReactNode;
  /** What the empty table says when nothing matches the search and filters, and when there are no rows yet. */
  empty: { filtered: ReactNode; none: ReactNode };
  /** After the table: the page's dialogs. */
  children?: ReactNode;
}

/** A console list page: its header, the search and filters kept in the URL, and the server-paged table. */
export function ConsoleListPage<Row, Sort extends string>({
  title,
  caption = title,
  intro,
  crumbs,
  actions,
  summary,
  table,
  search,
  filters,
  empty,
  children,
  ...tableProps
}: ConsoleListPageProps<Row, Sort>) {
  return (
    <>
      <ConsolePageHeader title={title} intro={intro} crumbs={crumbs} actions={actions} />
      {summary}
      <FilterBar filtered={table.filtered} onClear={table.clearFilters}>
        {search ? (
          <SearchBox
            label={search.label}
            placeholder={search.placeholder}
            value={table.state.q}
            onSearch={table.setSearch}
          />
        ) : null}
        {filters}
      </FilterBar>
      <PagedTable
        {...tableProps}
        caption={caption}
        table={table}
        empty={table.filtered ? empty.filtered : empty.none}
      />
      {children}
    </>
  );
}
