import {
  type VerifyPaymentRequest,
  type VerifyPaymentResult,
  ZVerifyPaymentResponseSchema,
} from '@pathshala/shared/commerce';
import { api } from '@/lib/api-client';

export type { VerifyPaymentResult };

/** The checkout's handler payload plus our order token; the server checks the signature (spec §3). */
export function verifyPayment(confirmation: VerifyPaymentRequest): Promise<VerifyPaymentResult> {
  return api.post('/api/payment/verifyPayment', confirmation, {
    schema: import.meta.env.DEV ? ZVerifyPaymentResponseSchema : undefined,
  });
}

export function verifyCartPayment(confirmation: VerifyPaymentRequest): Promise<VerifyPaymentResult> {
  return api.post('/api/payment/verifyCartPayment', confirmation, {
    schema: import.meta.env.DEV ? ZVerifyPaymentResponseSchema : undefined,
  });
}
