import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListParams, SortOrder } from '../utils/list-params';
import { ADMIN_PAGE_SIZES, DEFAULT_PAGE_SIZE } from '../utils/page-sizes';

/** A filter's allowed values, or null for free text (a date, an id, a code). */
type FilterValues = readonly string[] | null;

export interface TableConfig<Sort extends string, Filter extends string> {
  /** Server sort columns; the first is the default (newest first). */
  sorts: readonly [Sort, ...Sort[]];
  /** Columns whose first click sorts A to Z (text); the others start with the largest or newest. */
  ascendingFirst?: readonly Sort[];
  /** The order with no order in the URL: 'desc' (newest first) unless the default column is text. */
  defaultOrder?: SortOrder;
  filters?: Readonly<Record<Filter, FilterValues>>;
}

const positiveInt = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
};

/**
 * A console table's page, size, search, sort and filters, kept in the URL's query string: a reload, the back
 * button and a shared link all show the same rows. Defaults stay out of the URL. Changing what is shown
 * (search, a filter, the sort) goes back to page 1.
 */
export function useTableState<Sort extends string, Filter extends string = never>(
  config: TableConfig<Sort, Filter>,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filterNames = useMemo(() => Object.keys(config.filters ?? {}) as Filter[], [config.filters]);

  const state = useMemo(() => {
    const sortParam = searchParams.get('sort');
    const sort = config.sorts.find((column) => column === sortParam) ?? config.sorts[0];
    const orderParam = searchParams.get('order');
    const order: SortOrder =
      orderParam === 'asc' || orderParam === 'desc' ? orderParam : (config.defaultOrder ?? 'desc');
    const pageSize = positiveInt(searchParams.get('size'), DEFAULT_PAGE_SIZE);
    const filters = {} as Record<Filter, string>;
    for (const name of filterNames) {
      const value = searchParams.get(name)?.trim() ?? '';
      const allowed = config.filters?.[name];
      filters[name] = allowed && !allowed.includes(value) ? '' : value;
    }
    return {
      page: positiveInt(searchParams.get('page'), 1),
      pageSize: ADMIN_PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
      q: searchParams.get('q')?.trim() ?? '',
      sort,
      order,
      filters,
    };
  }, [searchParams, config, filterNames]);

  /** What the list call sends: empty filters left out. */
  const params = useMemo(() => {
    const chosen: Partial<Record<Filter, string>> = {};
    for (const name of filterNames) if (state.filters[name] !== '') chosen[name] = state.filters[name];
    const list: ListParams<Sort> = {
      page: state.page,
      pageSize: state.pageSize,
      sort: state.sort,
      order: state.order,
      ...(state.q === '' ? {} : { q: state.q }),
    };
    return { ...list, ...chosen };
  }, [state, filterNames]);

  /** Writes the given keys (empty or default values are removed); `push` adds a history entry. */
  const write = useCallback(
    (changes: Record<string, string | number>, push = true) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            const text = String(value);
            const isDefault =
              text === '' ||
              (key === 'page' && text === '1') ||
              (key === 'size' && text === String(DEFAULT_PAGE_SIZE)) ||
              (key === 'order' && text === (config.defaultOrder ?? 'desc')) ||
              (key === 'sort' && text === config.sorts[0]);
            if (isDefault) next.delete(key);
            else next.set(key, text);
          }
          return next;
        },
        { replace: !push, preventScrollReset: true },
      );
    },
    [setSearchParams, config.sorts, config.defaultOrder],
  );

  const actions = useMemo(
    () => ({
      setPage: (page: number) => write({ page }),
      setPageSize: (size: number) => write({ size, page: 1 }),
      /** Typing replaces the history entry, so back does not step through every search. */
      setSearch: (q: string) => write({ q, page: 1 }, false),
      /** The same column flips the order; a new column starts with its natural order. */
      toggleSort: (column: Sort) => {
        const order: SortOrder =
          column === state.sort
            ? state.order === 'asc'
              ? 'desc'
              : 'asc'
            : config.ascendingFirst?.includes(column)
              ? 'asc'
              : 'desc';
        write({ sort: column, order, page: 1 });
      },
      setFilter: (name: Filter, value: string) => write({ [name]: value, page: 1 }),
      clearFilters: () =>
        write({ q: '', page: 1, ...Object.fromEntries(filterNames.map((name) => [name, ''])) }),
    }),
    [write, state.sort, state.order, config.ascendingFirst, filterNames],
  );

  /** A filter control's value and change: `<FilterSelect label="Role" {...table.filterProps('role')} />`. */
  const filterProps = (name: Filter) => ({
    value: state.filters[name],
    onValueChange: (value: string) => actions.setFilter(name, value),
  });

  const filtered = state.q !== '' || filterNames.some((name) => state.filters[name] !== '');
  return { state, params, filtered, filterProps, ...actions };
}
