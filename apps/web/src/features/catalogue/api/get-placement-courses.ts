import { type PlacementCourse, ZGetPlacementResponseSchema } from '@pathshala/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getPlacementCourses(): Promise<PlacementCourse[]> {
  const response = await api.get('/api/placementPreparation/getPlacementPrepration', {
    schema: import.meta.env.DEV ? ZGetPlacementResponseSchema : undefined,
  });
  return response.data.placementPreparation;
}

export const getPlacementCoursesQueryOptions = () =>
  queryOptions({
    queryKey: ['placement-courses'],
    queryFn: getPlacementCourses,
  });

export function usePlacementCourses() {
  return useQuery(getPlacementCoursesQueryOptions());
}
