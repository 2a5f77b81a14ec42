import { type LearnerProject, ZLearnerProjectResponseSchema } from '@pathshala/shared/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Under ['learning'], so a logout clears it with the rest of the learner's things. */
export const projectKeys = {
  project: (projectId: string) => ['learning', 'project', projectId] as const,
};

/** A project of a course the learner is enrolled in, with every attempt; anyone else gets a 404. */
export async function getProject(projectId: string): Promise<LearnerProject> {
  const response = await api.get(`/api/projects/${encodeURIComponent(projectId)}`, {
    schema: import.meta.env.DEV ? ZLearnerProjectResponseSchema : undefined,
  });
  return response.data.project;
}

export const projectQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.project(projectId),
    queryFn: () => getProject(projectId),
    retry: false,
  });

export function useProject(projectId: string) {
  return useQuery(projectQueryOptions(projectId));
}
