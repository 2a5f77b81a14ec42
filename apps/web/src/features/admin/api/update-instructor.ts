import {
  type AdminInstructor,
  type UpdateInstructorRequest,
  ZAdminInstructorResponseSchema,
} from '@pathshala/shared/admin-courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

interface UpdateInstructorInput {
  instructorId: string;
  patch: UpdateInstructorRequest;
}

/** A new name is written into the search text of their courses too. */
export async function updateInstructor({
  instructorId,
  patch,
}: UpdateInstructorInput): Promise<AdminInstructor> {
  const response = await apiRequest(`/api/admin/instructors/${encodeURIComponent(instructorId)}`, {
    method: 'PATCH',
    body: patch,
    schema: import.meta.env.DEV ? ZAdminInstructorResponseSchema : undefined,
  });
  return response.data;
}

/** The instructors' tables, the audit log, and the courses that show the instructor's name. */
export function useInstructorSaved() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'course'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'courses'] });
    void queryClient.invalidateQueries({ queryKey: ['courses'] });
    return queryClient.invalidateQueries({ queryKey: ['admin', 'instructors'] });
  };
}

export function useUpdateInstructor() {
  const saved = useInstructorSaved();
  return useMutation({ mutationFn: updateInstructor, onSuccess: saved });
}
