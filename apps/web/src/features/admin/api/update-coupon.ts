import {
  type AdminCoupon,
  type UpdateCouponRequest,
  ZAdminCouponResponseSchema,
} from '@pathshala/shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

interface UpdateCouponInput {
  couponId: string;
  patch: UpdateCouponRequest;
}

/** Any field but the code; 409 'Max uses cannot be lower than the uses so far.' */
export async function updateCoupon({ couponId, patch }: UpdateCouponInput): Promise<AdminCoupon> {
  const response = await apiRequest(`/api/admin/coupons/${encodeURIComponent(couponId)}`, {
    method: 'PATCH',
    body: patch,
    schema: import.meta.env.DEV ? ZAdminCouponResponseSchema : undefined,
  });
  return response.data;
}

export function useUpdateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
