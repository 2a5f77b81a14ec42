import { type AdminAttempt, ZAdminAttemptResponseSchema } from '@pathshala/shared/admin-practice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

interface ModerateLeaderboardNameInput {
  testId: string;
  attemptId: string;
  hidden: boolean;
}

/** Hides an attempt's leaderboard name (the board shows an anonymous learner) or shows it again. */
export async function moderateLeaderboardName({
  testId,
  attemptId,
  hidden,
}: ModerateLeaderboardNameInput): Promise<AdminAttempt> {
  const response = await apiRequest(
    `/api/admin/mock-tests/${encodeURIComponent(testId)}/attempts/${encodeURIComponent(attemptId)}/leaderboard-name`,
    {
      method: 'PUT',
      body: { hidden },
      schema: import.meta.env.DEV ? ZAdminAttemptResponseSchema : undefined,
    },
  );
  return response.data;
}

export function useModerateLeaderboardName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateLeaderboardName,
    onSuccess: (_attempt, { testId }) =>
      queryClient.invalidateQueries({ queryKey: ['admin', 'mock-tests', testId, 'attempts'] }),
  });
}
