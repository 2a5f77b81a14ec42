import {
  type PublicLiveSession,
  type PublicLiveSessionsResponse,
  ZPublicLiveSessionsResponseSchema,
} from '@pathshala/shared/live';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { takeServicePageAnswer } from '@/lib/sent-with-page';

export const LIVE_SCHEDULE_REQUEST = '/api/live-sessions/schedule?limit=30';

/** The public schedule of live sessions to come (no join links: those are the learners'). */
export async function getLiveSchedule(): Promise<PublicLiveSession[]> {
  const response = await api.get(LIVE_SCHEDULE_REQUEST, {
    schema: import.meta.env.DEV ? ZPublicLiveSessionsResponseSchema : undefined,
  });
  return response.data.sessions;
}

/** The same for every visitor, so not under ['learning']; asked again each minute as sessions end. */
export const liveScheduleQueryOptions = () =>
  queryOptions({
    queryKey: ['live', 'schedule'],
    queryFn: getLiveSchedule,
    // What the server drew the page from, when it did (ADR 020).
    initialData: () =>
      takeServicePageAnswer<PublicLiveSessionsResponse>(LIVE_SCHEDULE_REQUEST)?.data.sessions,
    refetchInterval: 60_000,
  });

export function useLiveSchedule() {
  return useQuery(liveScheduleQueryOptions());
}
