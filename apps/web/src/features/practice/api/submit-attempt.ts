import { type AttemptResult, ZAttemptResultResponseSchema } from '@pathshala/shared/practice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attemptMutationKey, attemptMutationScope, practiceKeys } from './practice-keys';

/** Submits once (a repeat answers the same result) and answers the result. */
export async function submitAttempt(attemptId: string): Promise<AttemptResult> {
  const response = await api.post(`/api/attempts/${encodeURIComponent(attemptId)}/submit`, undefined, {
    schema: import.meta.env.DEV ? ZAttemptResultResponseSchema : undefined,
  });
  return response.data;
}

export function useSubmitAttempt(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: attemptMutationKey(attemptId),
    scope: attemptMutationScope(attemptId),
    mutationFn: () => submitAttempt(attemptId),
    onSuccess: (result) => {
      queryClient.setQueryData(practiceKeys.result(attemptId), result);
      queryClient.removeQueries({ queryKey: practiceKeys.attempt(attemptId), exact: true });
      void queryClient.invalidateQueries({ queryKey: [...practiceKeys.all, 'mock-tests'] });
    },
  });
}
