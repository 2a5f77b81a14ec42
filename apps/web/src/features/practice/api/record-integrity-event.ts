import { type IntegrityEvent, ZAttemptEventResponseSchema } from '@pathshala/shared/practice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { attemptMutationScope, practiceKeys } from './practice-keys';
import type { TimedAttempt } from './timed-attempt';

/** Counts a tab switch or a fullscreen exit; the answer is both counts so far. */
export async function recordIntegrityEvent(attemptId: string, kind: IntegrityEvent) {
  const response = await api.post(
    `/api/attempts/${encodeURIComponent(attemptId)}/events`,
    { kind },
    { schema: import.meta.env.DEV ? ZAttemptEventResponseSchema : undefined },
  );
  return response.data;
}

export function useRecordIntegrityEvent(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: attemptMutationScope(attemptId),
    mutationFn: (kind: IntegrityEvent) => recordIntegrityEvent(attemptId, kind),
    onSuccess: (counts) =>
      queryClient.setQueryData<TimedAttempt>(practiceKeys.attempt(attemptId), (attempt) =>
        attempt ? { ...attempt, ...counts } : attempt,
      ),
  });
}
