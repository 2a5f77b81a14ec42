import type { ReviewQueueResponse } from '@pathshala/shared/projects';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const reviewKeys = {
  all: ['instructor', 'reviews'] as const,
  queue: (page: number) => [...reviewKeys.all, 'queue', page] as const,
  submission: (submissionId: string) => [...reviewKeys.all, 'submission', submissionId] as const,
};
const PAGE_SIZE = 20;

/** Attempts waiting for review in the caller's courses, oldest first. */
export async function getReviewQueue(page: number) {
  const response = await api.get<ReviewQueueResponse>(
    `/api/instructor/project-submissions?page=${page}&pageSize=${PAGE_SIZE}`,
  );
  return response.data;
}

export function useReviewQueue(page: number) {
  return useQuery({
    queryKey: reviewKeys.queue(page),
    queryFn: () => getReviewQueue(page),
    placeholderData: keepPreviousData,
  });
}
