import { type Project, ZCourseProjectsResponseSchema } from '@pathshala/shared/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const courseProjectsKey = (courseId: string) => ['instructor', 'projects', courseId] as const;

/** A course's projects with the attempts waiting for review; another instructor's course is a 404. */
export async function getCourseProjects(courseId: string): Promise<Project[]> {
  const response = await api.get(`/api/instructor/courses/${encodeURIComponent(courseId)}/projects`, {
    schema: import.meta.env.DEV ? ZCourseProjectsResponseSchema : undefined,
  });
  return response.data.projects;
}

export function useCourseProjects(courseId: string) {
  return useQuery(
    queryOptions({ queryKey: courseProjectsKey(courseId), queryFn: () => getCourseProjects(courseId) }),
  );
}
