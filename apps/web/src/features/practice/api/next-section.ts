import { type Attempt, ZAttemptResponseSchema } from '@pathshala/shared/practice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attemptMutationKey, attemptMutationScope, practiceKeys } from './practice-keys';
import { withClockOffset } from './timed-attempt';

/** Ends the current section now and starts the next (after the last one the test is submitted). */
export async function nextSection(attemptId: string): Promise<Attempt> {
  const response = await api.post(`/api/attempts/${encodeURIComponent(attemptId)}/next-section`, undefined, {
    schema: import.meta.env.DEV ? ZAttemptResponseSchema : undefined,
  });
  return response.data;
}

export function useNextSection(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: attemptMutationKey(attemptId),
    scope: attemptMutationScope(attemptId),
    mutationFn: () => nextSection(attemptId),
    onSuccess: (attempt) =>
      queryClient.setQueryData(practiceKeys.attempt(attemptId), withClockOffset(attempt)),
  });
}
