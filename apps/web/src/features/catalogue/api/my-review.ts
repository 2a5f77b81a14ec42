import {
  type MyReviewResponse,
  type OwnReview,
  type ReviewInput,
  ZMyReviewResponseSchema,
  ZOwnReviewResponseSchema,
} from '@pathshala/shared/reviews';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getReviews, getReviewsQueryOptions } from './get-reviews';

export const myReviewKey = (courseId: string) => ['reviews', 'mine', courseId] as const;

export async function getMyReview(courseId: string): Promise<MyReviewResponse['data']> {
  const response = await api.get(`/api/courses/${encodeURIComponent(courseId)}/my-review`, {
    schema: import.meta.env.DEV ? ZMyReviewResponseSchema : undefined,
  });
  return response.data;
}

export const myReviewQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: myReviewKey(courseId), queryFn: () => getMyReview(courseId) });

/** The learner's review of the course and whether they may write one; nothing is asked for a visitor. */
export function useMyReview(courseId: string, signedIn: boolean) {
  return useQuery({ ...myReviewQueryOptions(courseId), enabled: signedIn });
}

type Write =
  | { kind: 'create'; courseId: string; input: ReviewInput }
  | { kind: 'update'; courseId: string; reviewId: string; input: ReviewInput }
  | { kind: 'delete'; courseId: string; reviewId: string };

async function writeReview(write: Write): Promise<OwnReview | null> {
  const schema = import.meta.env.DEV ? ZOwnReviewResponseSchema : undefined;
  if (write.kind === 'create') {
    const url = `/api/courses/${encodeURIComponent(write.courseId)}/reviews`;
    return (await api.post(url, write.input, { schema })).data.review;
  }
  const url = `/api/reviews/${encodeURIComponent(write.reviewId)}`;
  if (write.kind === 'update') return (await api.put(url, write.input, { schema })).data.review;
  await api.delete(url);
  return null;
}

/**
 * Writes, edits or deletes the learner's review. The course's stars and count change with it, so the course's
 * queries (details, reviews, the catalogue's cards) are fetched again at once.
 */
export function useWriteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeReview,
    onSuccess: async (_review, { courseId }) => {
      const reviewsKey = getReviewsQueryOptions(courseId).queryKey;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myReviewKey(courseId) }),
        // The list is fetched past the browser's cache below; the rest (details, cards) again as usual.
        queryClient.invalidateQueries({
          queryKey: ['courses'],
          predicate: (query) => query.queryKey.join('/') !== reviewsKey.join('/'),
        }),
        queryClient.fetchQuery({
          queryKey: reviewsKey,
          queryFn: () => getReviews(courseId, true),
          staleTime: 0,
        }),
      ]);
    },
  });
}

/** Reports someone else's review to the moderators; answers the server's message (new, or already reported). */
export async function reportReview(reviewId: string, reason: string): Promise<string> {
  const response = await api.post<{ message: string }>(
    `/api/reviews/${encodeURIComponent(reviewId)}/report`,
    { reason },
  );
  return response.message;
}
