import {
  type Project,
  type ProjectInput,
  ZCourseProjectsResponseSchema,
  ZProjectDeletedResponseSchema,
  ZProjectResponseSchema,
} from '@pathshala/shared/projects';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';

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

interface SaveProjectInput {
  courseId: string;
  /** Absent: a new project. */
  projectId?: string;
  project: ProjectInput;
}

/** Adds a project to the course, or saves one. */
export async function saveCourseProject({
  courseId,
  projectId,
  project,
}: SaveProjectInput): Promise<Project> {
  const response = await apiRequest(
    projectId
      ? `/api/instructor/projects/${encodeURIComponent(projectId)}`
      : `/api/instructor/courses/${encodeURIComponent(courseId)}/projects`,
    {
      method: projectId ? 'PUT' : 'POST',
      body: project,
      schema: import.meta.env.DEV ? ZProjectResponseSchema : undefined,
    },
  );
  return response.data.project;
}

export async function deleteCourseProject({ projectId }: { courseId: string; projectId: string }) {
  await api.delete(`/api/instructor/projects/${encodeURIComponent(projectId)}`, {
    schema: import.meta.env.DEV ? ZProjectDeletedResponseSchema : undefined,
  });
}

export function useSaveCourseProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourseProject,
    onSuccess: (_project, { courseId }) =>
      queryClient.invalidateQueries({ queryKey: courseProjectsKey(courseId) }),
  });
}

export function useDeleteCourseProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourseProject,
    onSuccess: (_answer, { courseId }) =>
      queryClient.invalidateQueries({ queryKey: courseProjectsKey(courseId) }),
  });
}
