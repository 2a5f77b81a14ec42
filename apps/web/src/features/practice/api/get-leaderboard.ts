import { ZLeaderboardResponseSchema } from '@pathshala/shared/practice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { practiceKeys } from './practice-keys';

export type LeaderboardEntry = z.infer<typeof ZLeaderboardResponseSchema>['data']['entries'][number];

/** The test's top learners who chose to be shown, each with their best attempt. */
export async function getLeaderboard(testId: string): Promise<LeaderboardEntry[]> {
  const response = await api.get(`/api/mock-tests/${encodeURIComponent(testId)}/leaderboard`, {
    schema: import.meta.env.DEV ? ZLeaderboardResponseSchema : undefined,
  });
  return response.data.entries;
}

export const leaderboardQueryOptions = (testId: string) =>
  queryOptions({ queryKey: practiceKeys.leaderboard(testId), queryFn: () => getLeaderboard(testId) });

export function useLeaderboard(testId: string | undefined) {
  return useQuery({ ...leaderboardQueryOptions(testId ?? ''), enabled: testId !== undefined });
}
