import { type AttemptResult, ZAttemptResultResponseSchema } from '@pathshala/shared/practice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { practiceKeys } from './practice-keys';

const CODING_PENDING_POLL_MS = 2000;

/** Score, sections, percentile, weakest subtopics and the solutions review of a submitted attempt. */
export async function getAttemptResult(attemptId: string): Promise<AttemptResult> {
  const response = await api.get(`/api/attempts/${encodeURIComponent(attemptId)}/result`, {
    schema: import.meta.env.DEV ? ZAttemptResultResponseSchema : undefined,
  });
  return response.data;
}

export const attemptResultQueryOptions = (attemptId: string) =>
  queryOptions({
    queryKey: practiceKeys.result(attemptId),
    queryFn: () => getAttemptResult(attemptId),
    retry: false,
    // Code still being judged adds its marks when judged: ask again until it has.
    refetchInterval: (query) => (query.state.data?.codingPending ? CODING_PENDING_POLL_MS : false),
  });

export function useAttemptResult(attemptId: string) {
  return useQuery(attemptResultQueryOptions(attemptId));
}
