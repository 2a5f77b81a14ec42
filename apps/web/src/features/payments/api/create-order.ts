import { type OrderResponse, ZOrderResponseSchema } from '@pathshala/shared/commerce';
import { api } from '@/lib/api-client';

export interface CreateOrderInput {
  courseId: string;
  /** Only when a coupon is applied; the server prices it again. */
  couponCode?: string;
  /** GST state code for the invoice, when the learner chose one. */
  state?: string;
}

/** One course, optionally with a coupon (spec §7). 409 when it is already the learner's. */
export async function createOrder({ courseId, couponCode, state }: CreateOrderInput): Promise<OrderResponse> {
  const response = await api.post(
    '/api/payment/createOrder',
    { courseId, ...(couponCode ? { couponCode } : {}), ...(state ? { state } : {}) },
    { schema: import.meta.env.DEV ? ZOrderResponseSchema : undefined },
  );
  return response.data;
}

/** Every course in the cart the learner does not own yet, optionally with a coupon the server prices again. */
export async function createCartOrder({
  couponCode,
  state,
}: Omit<CreateOrderInput, 'courseId'> = {}): Promise<OrderResponse> {
  const body = { ...(couponCode ? { couponCode } : {}), ...(state ? { state } : {}) };
  const response = await api.post(
    '/api/payment/createCartOrder',
    Object.keys(body).length > 0 ? body : undefined,
    {
      schema: import.meta.env.DEV ? ZOrderResponseSchema : undefined,
    },
  );
  return response.data;
}
