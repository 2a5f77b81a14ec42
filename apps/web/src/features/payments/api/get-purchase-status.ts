import { ZIsPurchasedResponseSchema } from '@pathshala/shared/commerce';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useUser } from '@/lib/auth';

export async function isCoursePurchased(courseId: string): Promise<boolean> {
  const response = await api.get(`/api/payment/isCoursePurchased/${encodeURIComponent(courseId)}`, {
    schema: import.meta.env.DEV ? ZIsPurchasedResponseSchema : undefined,
  });
  return response.data.isPurchased;
}

/** Keyed by learner too, so logging in (or out) never shows someone else's answer. */
export const purchaseStatusQueryOptions = (courseId: string, userId: string | null) =>
  queryOptions({
    queryKey: ['purchases', courseId, userId ?? 'visitor'],
    queryFn: () => isCoursePurchased(courseId),
  });

/** A visitor has bought nothing: only a signed-in learner's answer is asked for (a visitor's stays undefined). */
export function usePurchaseStatus(courseId: string) {
  const { user } = useUser();
  return useQuery({ ...purchaseStatusQueryOptions(courseId, user?.id ?? null), enabled: user !== null });
}
