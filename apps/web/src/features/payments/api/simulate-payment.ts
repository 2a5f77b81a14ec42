import { z } from 'zod';
import { ApiError, api } from '@/lib/api-client';

/** What Razorpay's checkout hands its `handler` after a successful payment. */
export const ZGatewayPaymentSchema = z.object({
  razorpay_order_id: z.string().min(1),
  razorpay_payment_id: z.string().min(1),
  razorpay_signature: z.string().min(1),
});
export type GatewayPayment = z.infer<typeof ZGatewayPaymentSchema>;

const ZSimulatorResultSchema = z.object({ success: z.literal(true), data: ZGatewayPaymentSchema });

export type SimulatedOutcome = 'success' | 'failure';

/** The simulated gateway (local runs and tests): settles the order the way Razorpay's checkout would. */
export async function paySimulated(
  orderId: string,
  outcome: SimulatedOutcome,
): Promise<GatewayPayment | null> {
  try {
    const result = await api.post(
      '/api/payment/simulator/pay',
      { orderId, outcome },
      { schema: import.meta.env.DEV ? ZSimulatorResultSchema : undefined },
    );
    return result.data;
  } catch (error) {
    // 402: the (simulated) bank declined, as Razorpay's checkout reports a failed payment.
    if (error instanceof ApiError && error.status === 402) return null;
    throw error;
  }
}
