import { type AdminContactMessage, ZAdminContactMessageResponseSchema } from '@pathshala/shared/admin-people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

interface MarkContactMessageInput {
  messageId: string;
  handled: boolean;
}

/** Handled by the caller now, or not handled (who and when are cleared). */
export async function markContactMessage({
  messageId,
  handled,
}: MarkContactMessageInput): Promise<AdminContactMessage> {
  const response = await apiRequest(`/api/admin/contact-messages/${encodeURIComponent(messageId)}`, {
    method: 'PATCH',
    body: { handled },
    schema: import.meta.env.DEV ? ZAdminContactMessageResponseSchema : undefined,
  });
  return response.data;
}

export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markContactMessage,
    // The messages (a filtered page may lose the row) and the audit log.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
