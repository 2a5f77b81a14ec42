import { ZGetRoadmapResponseSchema } from '@pathshala/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { takeSentWithPage } from './sent-with-page';

export async function getRoadmap(courseId: string) {
  const response = await api.get(`/api/roadmap/getRoadmapById/${encodeURIComponent(courseId)}`, {
    schema: import.meta.env.DEV ? ZGetRoadmapResponseSchema : undefined,
  });
  return response.roadmaps;
}

export type { RoadmapStep } from '@pathshala/shared/catalogue';

export const getRoadmapQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: ['courses', courseId, 'roadmap'],
    queryFn: () => getRoadmap(courseId),
    initialData: () => takeSentWithPage(courseId, 'roadmap'),
  });

export function useRoadmap(courseId: string) {
  return useQuery(getRoadmapQueryOptions(courseId));
}
