import { ZLeaderboardResponseSchema } from '@pathshala/shared/practice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Leaderboard } from './get-leaderboard';
import { practiceKeys } from './practice-keys';

/** Shows the learner on the attempt's test leaderboard under `displayName`, or takes them off it (null). */
export async function setLeaderboardName(attemptId: string, displayName: string | null) {
  const response = await api.put(
    `/api/attempts/${encodeURIComponent(attemptId)}/leaderboard`,
    { displayName },
    { schema: import.meta.env.DEV ? ZLeaderboardResponseSchema : undefined },
  );
  return { message: response.message, board: response.data };
}

export function useSetLeaderboardName(attemptId: string, testId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (displayName: string | null) => setLeaderboardName(attemptId, displayName),
    // The board, with the learner's own entry, is all the page knows about their place: one answer updates both.
    onSuccess: ({ board }) => queryClient.setQueryData<Leaderboard>(practiceKeys.leaderboard(testId), board),
  });
}
