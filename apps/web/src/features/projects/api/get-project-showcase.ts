import {
  type ProjectShowcaseResponse,
  type ShowcaseCourse,
  ZProjectShowcaseResponseSchema,
} from '@pathshala/shared/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { takeServicePageAnswer } from '@/lib/sent-with-page';

export const PROJECT_SHOWCASE_REQUEST = '/api/projects/showcase?limit=24';

/** The courses that carry projects, each project with the opening of its brief. */
export async function getProjectShowcase(): Promise<ShowcaseCourse[]> {
  const response = await api.get(PROJECT_SHOWCASE_REQUEST, {
    schema: import.meta.env.DEV ? ZProjectShowcaseResponseSchema : undefined,
  });
  return response.data.courses;
}

export const projectShowcaseQueryOptions = () =>
  queryOptions({
    queryKey: ['projects', 'showcase'],
    queryFn: getProjectShowcase,
    // What the server drew the page from, when it did (ADR 020).
    initialData: () => takeServicePageAnswer<ProjectShowcaseResponse>(PROJECT_SHOWCASE_REQUEST)?.data.courses,
  });

export function useProjectShowcase() {
  return useQuery(projectShowcaseQueryOptions());
}
