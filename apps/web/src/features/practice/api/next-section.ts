import { type Attempt, type NextSectionRequest, ZAttemptResponseSchema } from '@pathshala/shared/practice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attemptMutationKey, attemptMutationScope, practiceKeys } from './practice-keys';
import { withClockOffset } from './timed-attempt';

/**
 * Ends section `fromSection` (the one on screen) now and starts the next (after the last one the test is
 * submitted). The server moves nothing when the attempt has already left that section, so a retry, a deadline
 * that passed on the way, or another device cannot skip a section.
 */
export async function nextSection(attemptId: string, fromSection?: number): Promise<Attempt> {
  const body: NextSectionRequest = fromSection === undefined ? {} : { fromSection };
  const response = await api.post(`/api/attempts/${encodeURIComponent(attemptId)}/next-section`, body, {
    schema: import.meta.env.DEV ? ZAttemptResponseSchema : undefined,
  });
  return response.data;
}

export function useNextSection(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: attemptMutationKey(attemptId),
    scope: attemptMutationScope(attemptId),
    mutationFn: (fromSection?: number) => nextSection(attemptId, fromSection),
    onSuccess: (attempt) =>
      queryClient.setQueryData(practiceKeys.attempt(attemptId), withClockOffset(attempt)),
  });
}
