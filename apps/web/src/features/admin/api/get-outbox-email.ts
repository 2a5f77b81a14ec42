import { ZOutboxMessageResponseSchema } from '@pathshala/shared/admin-people';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type OutboxMessage = z.infer<typeof ZOutboxMessageResponseSchema>['data'];

/** One e-mail with its text, rendered by the server when it is opened (the outbox list carries no bodies). */
export async function getOutboxEmail(emailId: string): Promise<OutboxMessage> {
  const response = await api.get(`/api/admin/outbox/${encodeURIComponent(emailId)}`, {
    schema: import.meta.env.DEV ? ZOutboxMessageResponseSchema : undefined,
  });
  return response.data;
}

export function useOutboxEmail(emailId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'outbox', 'email', emailId],
    queryFn: () => getOutboxEmail(emailId),
    enabled,
  });
}
