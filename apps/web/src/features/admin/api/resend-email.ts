import { ZOutboxEmailResponseSchema } from '@pathshala/shared/admin-people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OutboxEmail } from './get-outbox';

/** Back to pending, due now, attempts from zero; 409 while it is still pending or being sent. */
export async function resendEmail(emailId: string): Promise<OutboxEmail> {
  const response = await api.post(`/api/admin/outbox/${encodeURIComponent(emailId)}/resend`, undefined, {
    schema: import.meta.env.DEV ? ZOutboxEmailResponseSchema : undefined,
  });
  return response.data;
}

export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
