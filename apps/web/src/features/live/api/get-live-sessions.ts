import type { LiveSession } from '@pathshala/shared/live-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { LiveSession };

/** Learner-specific (the join link depends on who asks), so under ['learning'] and cleared on logout. */
export const liveKeys = {
  all: ['learning', 'live'] as const,
  course: (courseId: string) => [...liveKeys.all, 'course', courseId] as const,
  upcoming: () => [...liveKeys.all, 'upcoming'] as const,
};

interface SessionsAnswer {
  data: { sessions: LiveSession[] };
}

/**
 * The join link opens at a moment the page may stay open past: the lists are asked again each minute, so the Join
 * button appears without a reload.
 */
const REFRESH_MS = 60_000;

export const courseLiveSessionsQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: liveKeys.course(courseId),
    queryFn: async () =>
      (await api.get<SessionsAnswer>(`/api/courses/${encodeURIComponent(courseId)}/live-sessions`)).data
        .sessions,
    refetchInterval: REFRESH_MS,
    retry: false,
  });

/** A course's sessions to come and past ones with a recording. */
export function useCourseLiveSessions(courseId: string | undefined, enabled = true) {
  return useQuery({
    ...courseLiveSessionsQueryOptions(courseId ?? ''),
    enabled: enabled && Boolean(courseId),
  });
}

/** The sessions to come of the signed-in learner's courses. */
export function useUpcomingLiveSessions(enabled = true) {
  return useQuery({
    queryKey: liveKeys.upcoming(),
    queryFn: async () => (await api.get<SessionsAnswer>('/api/live-sessions/upcoming')).data.sessions,
    refetchInterval: REFRESH_MS,
    retry: false,
    enabled,
  });
}
