import { ZAdminEnrolmentResponseSchema } from '@pathshala/shared/admin-people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { EnrolmentChange, EnrolmentChangeResult } from './grant-enrolment';

/**
 * Ends a granted course (and its certificate) at once. A bought course is a 409 telling to refund its order,
 * which also pays the learner back; revoking a revoked one changes nothing.
 */
export async function revokeEnrolment({
  userId,
  courseId,
  note,
}: EnrolmentChange): Promise<EnrolmentChangeResult> {
  const response = await apiRequest(
    `/api/admin/users/${encodeURIComponent(userId)}/courses/${encodeURIComponent(courseId)}`,
    {
      method: 'DELETE',
      body: note ? { note } : {},
      schema: import.meta.env.DEV ? ZAdminEnrolmentResponseSchema : undefined,
    },
  );
  return response.data;
}

export function useRevokeEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeEnrolment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
