import { type ReviewSubmission, ZReviewSubmissionResponseSchema } from '@pathshala/shared/projects';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewKeys } from './get-review-queue';

/** One attempt with its project and rubric; another instructor's is a 404. */
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
