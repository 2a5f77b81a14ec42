import type { ReviewRequest, ZReviewSubmissionResponseSchema } from '@pathshala/shared/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { courseProjectsKey } from './get-course-projects';
import { reviewKeys } from './get-review-queue';

/** Scores, feedback and the outcome; the learner is e-mailed. */
export async function reviewSubmission({
  submissionId,
  review,
}: {
  submissionId: string;
  review: ReviewRequest;
}) {
  const response = await api.post<z.infer<typeof ZReviewSubmissionResponseSchema>>(
    `/api/instructor/project-submissions/${encodeURIComponent(submissionId)}/review`,
    review,
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
        queryClient.invalidateQueries({ queryKey: courseProjectsKey(submission.project.courseId) }),
      ]);
    },
  });
}
