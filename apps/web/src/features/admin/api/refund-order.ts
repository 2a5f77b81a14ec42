import { type RefundOrderRequest, ZRefundOrderResponseSchema } from '@pathshala/shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type RefundResult = z.infer<typeof ZRefundOrderResponseSchema>;

interface RefundOrderInput {
  orderId: string;
  refund: RefundOrderRequest;
}

/**
 * A full (no amount) or partial refund. The same idempotency key again answers the first refund with
 * `repeated: true`; 409 for more than is left, an order that is not paid, or one already refunded in full.
 */
export async function refundOrder({ orderId, refund }: RefundOrderInput): Promise<RefundResult> {
  return api.post(`/api/admin/orders/${encodeURIComponent(orderId)}/refund`, refund, {
    schema: import.meta.env.DEV ? ZRefundOrderResponseSchema : undefined,
  });
}

/** The order, its documents (a credit note), the orders table, the dashboard and the audit log all change. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
