import { ZAttemptResponseSchema } from '@pathshala/shared/practice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { practiceKeys } from './practice-keys';
import { type TimedAttempt, withClockOffset } from './timed-attempt';

/** The attempt now: the server settles its clock first, so this also moves sections on and ends it. */
export async function getAttempt(attemptId: string): Promise<TimedAttempt> {
  const response = await api.get(`/api/attempts/${encodeURIComponent(attemptId)}`, {
    schema: import.meta.env.DEV ? ZAttemptResponseSchema : undefined,
  });
  return withClockOffset(response.data);
}

export const attemptQueryOptions = (attemptId: string) =>
  queryOptions({
    queryKey: practiceKeys.attempt(attemptId),
    queryFn: () => getAttempt(attemptId),
    // Every mount (a reload, coming back) asks the server where the attempt stands; nothing is kept locally.
    staleTime: 0,
    retry: false,
  });

export function useAttempt(attemptId: string) {
  return useQuery(attemptQueryOptions(attemptId));
}
