import { ZProjectDeletedResponseSchema } from '@pathshala/shared/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { courseProjectsKey } from './get-course-projects';

/** Deletes a project with its learners' attempts and their files. */
export async function deleteCourseProject({ projectId }: { courseId: string; projectId: string }) {
  await api.delete(`/api/instructor/projects/${encodeURIComponent(projectId)}`, {
    schema: import.meta.env.DEV ? ZProjectDeletedResponseSchema : undefined,
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
