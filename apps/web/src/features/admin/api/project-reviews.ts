import {
  type ReviewRequest,
  type ReviewSubmission,
  ZReviewQueueResponseSchema,
  ZReviewSubmissionResponseSchema,
} from '@pathshala/shared/projects';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const reviewKeys = {
  all: ['instructor', 'reviews'] as const,
  queue: (page: number) => [...reviewKeys.all, 'queue', page] as const,
  submission: (submissionId: string) => [...reviewKeys.all, 'submission', submissionId] as const,
};
const PAGE_SIZE = 20;

/** Attempts waiting for review in the caller's courses, oldest first. */
export async function getReviewQueue(page: number) {
  const response = await api.get(`/api/instructor/project-submissions?page=${page}&pageSize=${PAGE_SIZE}`, {
    schema: import.meta.env.DEV ? ZReviewQueueResponseSchema : undefined,
  });
  return response.data;
}

export function useReviewQueue(page: number) {
  return useQuery({
    queryKey: reviewKeys.queue(page),
    queryFn: () => getReviewQueue(page),
    placeholderData: keepPreviousData,
  });
}

export async function getReviewSubmission(submissionId: string): Promise<ReviewSubmission> {
  const response = await api.get(`/api/instructor/project-submissions/${encodeURIComponent(submissionId)}`, {
    schema: import.meta.env.DEV ? ZReviewSubmissionResponseSchema : undefined,
  });
  return response.data.submission;
}

export function useReviewSubmission(submissionId: string) {
  return useQuery({
    queryKey: reviewKeys.submission(submissionId),
    queryFn: () => getReviewSubmission(submissionId),
    enabled: submissionId !== '',
    retry: false,
  });
}

/** Scores, feedback and the outcome; the learner is e-mailed. */
export async function reviewSubmission({
  submissionId,
  review,
}: {
  submissionId: string;
  review: ReviewRequest;
}) {
  const response = await api.post(
    `/api/instructor/project-submissions/${encodeURIComponent(submissionId)}/review`,
    review,
    { schema: import.meta.env.DEV ? ZReviewSubmissionResponseSchema : undefined },
  );
  return response.data.submission;
}

export function useSendReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewSubmission,
    onSuccess: (submission) => {
      queryClient.setQueryData(reviewKeys.submission(submission.id), submission);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...reviewKeys.all, 'queue'] }),
        queryClient.invalidateQueries({ queryKey: ['instructor', 'projects'] }),
      ]);
    },
  });
}
