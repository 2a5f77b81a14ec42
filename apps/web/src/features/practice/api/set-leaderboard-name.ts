import { type AttemptResult, ZLeaderboardResponseSchema } from '@pathshala/shared/practice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LeaderboardEntry } from './get-leaderboard';
import { practiceKeys } from './practice-keys';

/** Shows the attempt on its test's leaderboard under `displayName`, or hides it (null). */
export async function setLeaderboardName(attemptId: string, displayName: string | null) {
  const response = await api.put(
    `/api/attempts/${encodeURIComponent(attemptId)}/leaderboard`,
    { displayName },
    { schema: import.meta.env.DEV ? ZLeaderboardResponseSchema : undefined },
  );
  return { message: response.message, entries: response.data.entries };
}

export function useSetLeaderboardName(attemptId: string, testId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (displayName: string | null) => setLeaderboardName(attemptId, displayName),
    onSuccess: ({ entries }, displayName) => {
      queryClient.setQueryData<LeaderboardEntry[]>(practiceKeys.leaderboard(testId), entries);
      queryClient.setQueryData<AttemptResult>(practiceKeys.result(attemptId), (result) =>
        result ? { ...result, leaderboardName: displayName } : result,
      );
    },
  });
}
