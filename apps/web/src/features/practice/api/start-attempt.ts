import { type Attempt, ZStartAttemptResponseSchema } from '@pathshala/shared/practice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { practiceKeys } from './practice-keys';

/** Starts an attempt, or resumes the one in progress at its remaining time. */
export async function startAttempt(testId: string): Promise<Attempt & { resumed: boolean }> {
  const response = await api.post(`/api/mock-tests/${encodeURIComponent(testId)}/attempts`, undefined, {
    schema: import.meta.env.DEV ? ZStartAttemptResponseSchema : undefined,
  });
  return response.data;
}

export function useStartAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAttempt,
    // The runner asks for the attempt itself (with the clock as it is then), so nothing else is cached here.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...practiceKeys.all, 'mock-tests'] }),
  });
}
