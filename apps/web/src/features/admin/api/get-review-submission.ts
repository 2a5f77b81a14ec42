import type { ReviewSubmission, ZReviewSubmissionResponseSchema } from '@pathshala/shared/projects';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { reviewKeys } from './get-review-queue';

/** One attempt with its project and rubric; another instructor's is a 404. */
export async function getReviewSubmission(submissionId: string): Promise<ReviewSubmission> {
  // Typed, not parsed: the schema would bring zod to the console's first load.
  const response = await api.get<z.infer<typeof ZReviewSubmissionResponseSchema>>(
    `/api/instructor/project-submissions/${encodeURIComponent(submissionId)}`,
  );
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
