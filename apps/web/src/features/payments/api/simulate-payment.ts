import { z } from 'zod';
import { api } from '@/lib/api-client';

/** What Razorpay's checkout hands its `handler` after a successful payment. */
export const ZGatewayPaymentSchema = z.object({
  razorpay_order_id: z.string().min(1),
  razorpay_payment_id: z.string().min(1),
  razorpay_signature: z.string().min(1),
});
export type GatewayPayment = z.infer<typeof ZGatewayPaymentSchema>;

const ZSimulatorResultSchema = z.union([
  ZGatewayPaymentSchema.extend({ success: z.literal(true) }),
  z.object({ success: z.literal(false) }).loose(),
]);

export type SimulatedOutcome = 'success' | 'failure';

/** The simulated gateway (local runs and tests): settles the order the way Razorpay's checkout would. */
export async function paySimulated(
  orderId: string,
  outcome: SimulatedOutcome,
): Promise<GatewayPayment | null> {
  const result = await api.post(
    '/api/payment/simulator/pay',
    { orderId, outcome },
    { schema: ZSimulatorResultSchema },
  );
  if (!result.success) return null;
  const { success: _success, ...payment } = result;
  return payment;
}
