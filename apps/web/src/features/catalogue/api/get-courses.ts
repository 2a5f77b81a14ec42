import {
  CATALOGUE_PAGE_MAX,
  CATALOGUE_PAGE_SIZE,
  type CataloguePage,
  type CourseSummary,
  ZCataloguePageResponseSchema,
} from '@pathshala/shared/catalogue';
import { CATALOGUE_PAGE_DATA_ID } from '@pathshala/shared/constants';
import { CATALOGUE_QUERY_KEYS, type CatalogueQueryState } from '@pathshala/shared/course-filters';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const CATALOGUE_PAGE_PATH = '/api/courses/catalogue';

/**
 * The catalogue arrives a page at a time, searched and filtered by the server (`GET /api/courses/catalogue`),
 * so a catalogue of thousands of courses costs a visitor the cards they look at, not the whole list.
 */
export async function getCataloguePage(query: URLSearchParams, signal?: AbortSignal): Promise<CataloguePage> {
  const response = await api.get(`${CATALOGUE_PAGE_PATH}?${query}`, {
    schema: import.meta.env.DEV ? ZCataloguePageResponseSchema : undefined,
    signal,
  });
  return response.data;
}

/** The API query of the catalogue page's state: the same keys as the page's own URL. */
export function catalogueQuery(state: CatalogueQueryState, offset?: number): URLSearchParams {
  const keys = CATALOGUE_QUERY_KEYS;
  const query = new URLSearchParams();
  query.set(keys.category, state.category);
  if (state.keyword !== '') query.set(keys.keyword, state.keyword);
  for (const name of state.instructors) query.append(keys.instructor, name);
  for (const stars of state.reviews) query.append(keys.review, String(stars));
  for (const range of state.priceRanges) query.append(keys.price, range);
  // With an offset, one page of it; without, the whole query (the infinite query's key).
  if (offset !== undefined) {
    query.set('offset', String(offset));
    query.set('limit', String(CATALOGUE_PAGE_SIZE));
  }
  return query;
}

/** The API request of the page's first page of cards: what the server sends with /courses (ADR 020). */
export function cataloguePageRequest(state: CatalogueQueryState): string {
  return `${CATALOGUE_PAGE_PATH}?${catalogueQuery(state, 0)}`;
}

/**
 * The first page the server sent with /courses (ADR 020), for the request it was sent for, taken once: the page
 * hydrates the cards the server drew instead of asking for them again.
 */
function firstPageSentWithDocument(request: string): CataloguePage | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(CATALOGUE_PAGE_DATA_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const sent = JSON.parse(element.textContent ?? '') as {
      request?: string;
      response?: { data?: CataloguePage };
    };
    return sent.request === request ? sent.response?.data : undefined;
  } catch {
    return undefined;
  }
}

export const cataloguePagesQueryOptions = (state: CatalogueQueryState) =>
  infiniteQueryOptions({
    queryKey: ['courses', 'catalogue', catalogueQuery(state).toString()],
    queryFn: ({ pageParam, signal }) => getCataloguePage(catalogueQuery(state, pageParam), signal),
    initialData: () => {
      const first = firstPageSentWithDocument(cataloguePageRequest(state));
      return first ? { pages: [first], pageParams: [0] } : undefined;
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.courses.length, 0);
      return loaded < last.total && last.courses.length > 0 ? loaded : undefined;
    },
    // A new tab or filter keeps the cards on screen until its own first page arrives.
    placeholderData: keepPreviousData,
  });

/** The catalogue as the page's state asks for it, a page at a time ("Show more courses"). */
export function useCataloguePages(state: CatalogueQueryState) {
  return useInfiniteQuery(cataloguePagesQueryOptions(state));
}

/** Named courses (a wishlist, an order's items) in one request per page's worth of ids. */
export async function getCoursesById(ids: readonly string[], signal?: AbortSignal): Promise<CourseSummary[]> {
  const chunks: string[][] = [];
  for (let start = 0; start < ids.length; start += CATALOGUE_PAGE_MAX) {
    chunks.push(ids.slice(start, start + CATALOGUE_PAGE_MAX));
  }
  const pages = await Promise.all(
    chunks.map((chunk) => {
      const query = new URLSearchParams({ limit: String(CATALOGUE_PAGE_MAX) });
      for (const id of chunk) query.append('id', id);
      return getCataloguePage(query, signal);
    }),
  );
  return pages.flatMap((page) => page.courses);
}

export const coursesByIdQueryOptions = (ids: readonly string[]) => {
  const sorted = [...new Set(ids)].sort();
  return queryOptions({
    queryKey: ['courses', 'by-id', sorted],
    queryFn: ({ signal }) => (sorted.length === 0 ? [] : getCoursesById(sorted, signal)),
    placeholderData: keepPreviousData,
  });
};

/** The catalogue entries of these courses; a course no longer public is simply absent. */
export function useCoursesById(ids: readonly string[] | undefined) {
  return useQuery({ ...coursesByIdQueryOptions(ids ?? []), enabled: ids !== undefined });
}
