import { ZLeaderboardResponseSchema } from '@pathshala/shared/practice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { practiceKeys } from './practice-keys';

export type Leaderboard = z.infer<typeof ZLeaderboardResponseSchema>['data'];
export type LeaderboardEntry = Leaderboard['entries'][number];

/** The test's top learners who chose to be shown, each with their best attempt, and the caller's own entry. */
export async function getLeaderboard(testId: string): Promise<Leaderboard> {
  const response = await api.get(`/api/mock-tests/${encodeURIComponent(testId)}/leaderboard`, {
    schema: import.meta.env.DEV ? ZLeaderboardResponseSchema : undefined,
  });
  return response.data;
}

export const leaderboardQueryOptions = (testId: string) =>
  queryOptions({ queryKey: practiceKeys.leaderboard(testId), queryFn: () => getLeaderboard(testId) });

export function useLeaderboard(testId: string | undefined) {
  return useQuery({ ...leaderboardQueryOptions(testId ?? ''), enabled: testId !== undefined });
}
