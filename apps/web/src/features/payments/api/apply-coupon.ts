import { ZUseCouponResponseSchema } from '@pathshala/shared/commerce';
import { api } from '@/lib/api-client';

export interface AppliedCoupon {
  couponCode: string;
  /** Rupees after the coupon; shown rounded down (spec §9). */
  price: number;
  realPrice: number;
  discount: number;
}

export async function applyCoupon(input: { couponCode: string; courseId: string }): Promise<AppliedCoupon> {
  const response = await api.post('/api/coupon/useCoupon', input, {
    schema: import.meta.env.DEV ? ZUseCouponResponseSchema : undefined,
  });
  const { couponCode, course } = response.data;
  return {
    couponCode: couponCode || input.couponCode,
    price: course.price,
    realPrice: course.realPrice,
    discount: course.discount,
  };
}
