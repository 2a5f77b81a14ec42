import { type CodingReviews, ZCodingReviewsResponseSchema } from '@pathshala/shared/coding-progress';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { practiceKeys } from './practice-keys';

/** Coding problems in spaced review (failed or given up), due ones first. */
export async function getCodingReviews(): Promise<CodingReviews> {
  const response = await api.get('/api/coding/reviews', {
    schema: import.meta.env.DEV ? ZCodingReviewsResponseSchema : undefined,
  });
  return response.data;
}

/** Asked for a learner only, afresh on every visit (a submission elsewhere may have moved the schedule). */
export function useCodingReviews() {
  const { user } = useUser();
  return useQuery({
    queryKey: practiceKeys.codingReviews(user?.id ?? ''),
    queryFn: getCodingReviews,
    enabled: Boolean(user),
    staleTime: 0,
  });
}
