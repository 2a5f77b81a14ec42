import { type AdminEnrolment, ZAdminEnrolmentResponseSchema } from '@pathshala/shared/admin-people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface EnrolmentChange {
  userId: string;
  courseId: string;
  /** Why, kept in the audit log. */
  note?: string;
}

export interface EnrolmentChangeResult {
  enrolment: AdminEnrolment;
  /** False when the learner already had the course (or it was already revoked): nothing was written. */
  changed: boolean;
}

/** A course without an order; idempotent. 409 for a closed account, 404 for a missing user or course. */
export async function grantEnrolment({
  userId,
  courseId,
  note,
}: EnrolmentChange): Promise<EnrolmentChangeResult> {
  const response = await api.put(
    `/api/admin/users/${encodeURIComponent(userId)}/courses/${encodeURIComponent(courseId)}`,
    note ? { note } : {},
    { schema: import.meta.env.DEV ? ZAdminEnrolmentResponseSchema : undefined },
  );
  return response.data;
}

export function useGrantEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantEnrolment,
    // The user's courses, the users table's enrolment counts, the dashboard and the audit log.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
