import { type SearchItem, ZSearchResponseSchema } from '@pathshala/shared/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Full-text search over the catalogue courses, best match first. */
export async function searchCourses(keyword: string, signal?: AbortSignal): Promise<SearchItem[]> {
  const query = new URLSearchParams({ keyword, flag: 'courses' });
  const response = await api.get(`/api/search?${query}`, {
    schema: import.meta.env.DEV ? ZSearchResponseSchema : undefined,
    signal,
  });
  return response.data.items;
}

export const searchCoursesQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ['search', 'courses', keyword],
    queryFn: ({ signal }) => searchCourses(keyword, signal),
    enabled: keyword !== '',
    placeholderData: keepPreviousData,
  });

export function useSearchCourses(keyword: string) {
  return useQuery(searchCoursesQueryOptions(keyword));
}
