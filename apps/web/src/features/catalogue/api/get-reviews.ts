import { type Review, ZGetReviewsResponseSchema } from '@pathshala/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { takeSentWithPage } from './sent-with-page';

export async function getReviews(courseId: string): Promise<Review[]> {
  const response = await api.get(`/api/reviews/getReviewById/${encodeURIComponent(courseId)}`, {
    schema: import.meta.env.DEV ? ZGetReviewsResponseSchema : undefined,
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
