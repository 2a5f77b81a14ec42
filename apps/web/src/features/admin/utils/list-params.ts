export type SortOrder = 'asc' | 'desc';

/** What every console table sends: the page, its size, a search and the server-side sort. */
export interface ListParams<Sort extends string> {
  page: number;
  pageSize: number;
  q?: string;
  sort: Sort;
  order: SortOrder;
}

/** One page of a table as the API answers it; `total` counts every matching row. */
export interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}
