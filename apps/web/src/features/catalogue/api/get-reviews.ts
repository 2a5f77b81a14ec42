import { type Review, ZGetReviewsResponseSchema } from '@pathshala/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { takeSentWithPage } from './sent-with-page';

/** `fresh`: past the browser's cached copy, as after the learner's own review write. */
export async function getReviews(courseId: string, fresh = false): Promise<Review[]> {
  const response = await api.get(`/api/reviews/getReviewById/${encodeURIComponent(courseId)}`, {
    schema: import.meta.env.DEV ? ZGetReviewsResponseSchema : undefined,
    ...(fresh ? { cache: 'no-cache' as const } : {}),
  });
  return response.data.review;
}

export const getReviewsQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: ['courses', courseId, 'reviews'],
    queryFn: () => getReviews(courseId),
    initialData: () => takeSentWithPage(courseId, 'reviews'),
  });

export function useReviews(courseId: string) {
  return useQuery(getReviewsQueryOptions(courseId));
}
