import type {
  ScheduleLiveSessionRequest,
  StaffLiveSession,
  StaffLiveSessionsResponse,
  UpdateLiveSessionRequest,
} from '@pathshala/shared/live';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';

export type { StaffLiveSession };
export type StaffLiveSessions = StaffLiveSessionsResponse['data'];

const liveSessionsKey = (courseId: string) => ['instructor', 'live-sessions', courseId] as const;

/** Every session of a course the caller teaches (cancelled too) and its lectures, to pick a recording from. */
export function useStaffLiveSessions(courseId: string) {
  return useQuery({
    queryKey: liveSessionsKey(courseId),
    queryFn: async () =>
      (
        await api.get<StaffLiveSessionsResponse>(
          `/api/instructor/courses/${encodeURIComponent(courseId)}/live-sessions`,
        )
      ).data,
    retry: false,
  });
}

interface SessionAnswer {
  message: string;
  data: StaffLiveSession;
}

const sessionPath = (sessionId: string) => `/api/instructor/live-sessions/${encodeURIComponent(sessionId)}`;

/** Schedule, edit, cancel and attach a recording; each refreshes the course's list. */
export function useLiveSessionWrites(courseId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: liveSessionsKey(courseId) });
  const schedule = useMutation({
    mutationFn: (body: ScheduleLiveSessionRequest) =>
      api.post<SessionAnswer>(`/api/instructor/courses/${encodeURIComponent(courseId)}/live-sessions`, body),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ sessionId, patch }: { sessionId: string; patch: UpdateLiveSessionRequest }) =>
      apiRequest<SessionAnswer>(sessionPath(sessionId), { method: 'PATCH', body: patch }),
    onSuccess: refresh,
  });
  const cancel = useMutation({
    mutationFn: (sessionId: string) => api.post<SessionAnswer>(`${sessionPath(sessionId)}/cancel`),
    onSuccess: refresh,
  });
  const attachRecording = useMutation({
    mutationFn: ({ sessionId, lectureId }: { sessionId: string; lectureId: string | null }) =>
      api.put<SessionAnswer>(`${sessionPath(sessionId)}/recording`, { lectureId }),
    onSuccess: refresh,
  });
  return { schedule, update, cancel, attachRecording };
}
