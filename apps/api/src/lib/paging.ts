/**
 * The answer of a paged console table (`pageOf` in @pathshala/shared/admin): one page of items, how many match
 * over all pages, and the page asked for. Every admin and instructor list answers through this.
 */
export const page = <Item>(items: Item[], total: number, query: { page: number; pageSize: number }) => ({
  success: true as const,
  data: { items, total, page: query.page, pageSize: query.pageSize },
});

/** A page of a console list as the query asks for it. */
export interface PageRequest {
  page: number;
  pageSize: number;
  order: 'asc' | 'desc';
}

export const pageWindow = ({ page, pageSize }: PageRequest) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});
