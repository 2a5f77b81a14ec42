import type { ConsoleReview, ConsoleReviewsResponse } from '@pathshala/shared/reviews';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Which console lists the reviews: the admin's (every review) or the instructor view (the caller's courses). */
export type ReviewConsole = 'admin' | 'instructor';

export const courseReviewKeys = {
  all: ['console', 'course-reviews'] as const,
  list: (console: ReviewConsole, page: number, visibility: string) =>
    [...courseReviewKeys.all, console, page, visibility] as const,
};
const PAGE_SIZE = 20;

export async function getCourseReviews(console: ReviewConsole, page: number, visibility: string) {
  const response = await api.get<ConsoleReviewsResponse>(
    `/api/${console}/reviews?page=${page}&pageSize=${PAGE_SIZE}&visibility=${encodeURIComponent(visibility)}`,
  );
  return response.data;
}

export function useCourseReviews(console: ReviewConsole, page: number, visibility = 'all') {
  return useQuery({
    queryKey: courseReviewKeys.list(console, page, visibility),
    queryFn: () => getCourseReviews(console, page, visibility),
    placeholderData: keepPreviousData,
  });
}

type Action =
  | { kind: 'reply'; reviewId: string; reply: string }
  | { kind: 'hide'; reviewId: string; reason: string }
  | { kind: 'restore'; reviewId: string };

async function act(action: Action): Promise<ConsoleReview> {
  const id = encodeURIComponent(action.reviewId);
  const response = await (action.kind === 'reply'
    ? api.post<{ data: { review: ConsoleReview } }>(`/api/instructor/reviews/${id}/reply`, {
        reply: action.reply,
      })
    : action.kind === 'hide'
      ? api.post<{ data: { review: ConsoleReview } }>(`/api/admin/reviews/${id}/hide`, {
          reason: action.reason,
        })
      : api.post<{ data: { review: ConsoleReview } }>(`/api/admin/reviews/${id}/restore`));
  return response.data.review;
}

/** A reply, a hide or a restore; the lists and the public course pages show it at once. */
export function useReviewAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: act,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: courseReviewKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['courses'] }),
      ]),
  });
}
