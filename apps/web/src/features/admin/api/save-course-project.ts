import { type Project, type ProjectInput, ZProjectResponseSchema } from '@pathshala/shared/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { courseProjectsKey } from './get-course-projects';

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

export function useSaveCourseProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourseProject,
    onSuccess: (_project, { courseId }) =>
      queryClient.invalidateQueries({ queryKey: courseProjectsKey(courseId) }),
  });
}
