import {
  type AdminCoupon,
  type CreateCouponRequest,
  ZAdminCouponResponseSchema,
} from '@pathshala/shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** 201 with the coupon (its code upper-cased); 409 'A coupon with this code already exists.' */
export async function createCoupon(coupon: CreateCouponRequest): Promise<AdminCoupon> {
  const response = await api.post('/api/admin/coupons', coupon, {
    schema: import.meta.env.DEV ? ZAdminCouponResponseSchema : undefined,
  });
  return response.data;
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    // The coupon tables and the audit log (every write adds an entry).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
