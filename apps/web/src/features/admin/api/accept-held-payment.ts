import { type AcceptHeldPaymentRequest, ZAcceptHeldPaymentResponseSchema } from '@pathshala/shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type AcceptHeldPaymentResult = z.infer<typeof ZAcceptHeldPaymentResponseSchema>;

interface AcceptHeldPaymentInput {
  orderId: string;
  accept: AcceptHeldPaymentRequest;
}

/**
 * Accepts the payment held for review on an order: it settles as paid for what was captured (or is refunded if
 * the learner owns the courses meanwhile); 409 when nothing is held or the gateway no longer holds it.
 */
export async function acceptHeldPayment({
  orderId,
  accept,
}: AcceptHeldPaymentInput): Promise<AcceptHeldPaymentResult> {
  return api.post(`/api/admin/orders/${encodeURIComponent(orderId)}/accept-payment`, accept, {
    schema: import.meta.env.DEV ? ZAcceptHeldPaymentResponseSchema : undefined,
  });
}

/** The order, its documents (an invoice), the orders table, the dashboard and the audit log all change. */
export function useAcceptHeldPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptHeldPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
