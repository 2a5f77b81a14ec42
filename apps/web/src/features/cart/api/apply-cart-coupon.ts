import { type CartPrice, ZUseCartCouponResponseSchema } from '@pathshala/shared/commerce';
import { api } from '@/lib/api-client';

export type { CartPrice };

/**
 * The cart priced with a coupon on the server: subtotal, discount and the total the cart's checkout will
 * charge. 400 with the spec's 'Please enter a valid coupon.' when the coupon does not apply.
 */
export async function applyCartCoupon(couponCode: string): Promise<CartPrice> {
  const response = await api.post(
    '/api/coupon/useCartCoupon',
    { couponCode },
    { schema: import.meta.env.DEV ? ZUseCartCouponResponseSchema : undefined },
  );
  return response.data;
}
