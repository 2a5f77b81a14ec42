import { ZSuggestionsResponseSchema } from '@pathshala/shared/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Course titles for the search box while typing; typo tolerant on the server ('pyhton' finds Python). */
export async function getCourseSuggestions(keyword: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ keyword });
  const response = await api.get(`/api/course-suggestions?${query}`, {
    schema: import.meta.env.DEV ? ZSuggestionsResponseSchema : undefined,
    signal,
  });
  return response.data.suggestions;
}

export type CourseSuggestion = Awaited<ReturnType<typeof getCourseSuggestions>>[number];

export const getCourseSuggestionsQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ['course-suggestions', keyword],
    queryFn: ({ signal }) => getCourseSuggestions(keyword, signal),
    enabled: keyword !== '',
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useCourseSuggestions(keyword: string) {
  return useQuery(getCourseSuggestionsQueryOptions(keyword));
}
