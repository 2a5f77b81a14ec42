import type {
  AskQuestionRequest,
  QaFilter,
  QaInboxResponse,
  QaListResponse,
  QaModerationResponse,
  QaPostKind,
  QaSimilarResponse,
  QaThreadResponse,
  QaToggleResponse,
} from '@pathshala/shared/qa';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Lecture Q&A calls; everything under ['qa'] so a post refreshes every list at once. */
export const qaKeys = {
  all: ['qa'] as const,
  list: (courseId: string, params: QaListParams) => [...qaKeys.all, 'list', courseId, params] as const,
  thread: (questionId: string) => [...qaKeys.all, 'thread', questionId] as const,
  similar: (courseId: string, title: string) => [...qaKeys.all, 'similar', courseId, title] as const,
  inbox: (page: number) => [...qaKeys.all, 'inbox', page] as const,
  moderation: (page: number) => [...qaKeys.all, 'moderation', page] as const,
};

export interface QaListParams {
  lectureId?: string;
  q?: string;
  filter?: QaFilter;
  page?: number;
}

export const questionsQueryOptions = (courseId: string, params: QaListParams) =>
  queryOptions({
    queryKey: qaKeys.list(courseId, params),
    queryFn: async () => {
      const search = new URLSearchParams();
      if (params.lectureId) search.set('lectureId', params.lectureId);
      if (params.q) search.set('q', params.q);
      if (params.filter && params.filter !== 'all') search.set('filter', params.filter);
      if (params.page && params.page > 1) search.set('page', String(params.page));
      const query = search.toString();
      const response = await api.get<QaListResponse>(
        `/api/courses/${courseId}/questions${query ? `?${query}` : ''}`,
      );
      return response.data;
    },
    retry: false,
  });

export const threadQueryOptions = (questionId: string) =>
  queryOptions({
    queryKey: qaKeys.thread(questionId),
    queryFn: async () => (await api.get<QaThreadResponse>(`/api/questions/${questionId}`)).data,
    retry: false,
  });

export const similarQueryOptions = (courseId: string, title: string) =>
  queryOptions({
    queryKey: qaKeys.similar(courseId, title),
    queryFn: async () =>
      (
        await api.get<QaSimilarResponse>(
          `/api/courses/${courseId}/questions/similar?title=${encodeURIComponent(title)}`,
        )
      ).data.questions,
    retry: false,
    staleTime: 30_000,
  });

export async function askQuestion(courseId: string, request: AskQuestionRequest) {
  return api.post<{ data: { id: string } }>(`/api/courses/${courseId}/questions`, request);
}

export async function postAnswer(questionId: string, body: string) {
  return api.post<{ data: { id: string } }>(`/api/questions/${questionId}/answers`, { body });
}

type ToggleAction = 'upvote' | 'follow' | 'pin' | 'accept';
export async function toggle(kind: QaPostKind, id: string, action: ToggleAction) {
  const base = kind === 'question' ? 'questions' : 'answers';
  return (await api.post<QaToggleResponse>(`/api/${base}/${id}/${action}`)).data;
}

/** Reports someone else's question or answer to the moderators; answers the server's message. */
export async function reportPost(kind: QaPostKind, id: string, reason: string): Promise<string> {
  const response = await api.post<{ message: string }>(`/api/qa/${kind}/${id}/report`, { reason });
  return response.message;
}

export const inboxQueryOptions = (page: number) =>
  queryOptions({
    queryKey: qaKeys.inbox(page),
    queryFn: async () => (await api.get<QaInboxResponse>(`/api/instructor/questions?page=${page}`)).data,
  });

export const moderationQueryOptions = (page: number) =>
  queryOptions({
    queryKey: qaKeys.moderation(page),
    queryFn: async () => (await api.get<QaModerationResponse>(`/api/admin/qa/reports?page=${page}`)).data,
  });

export async function moderate(kind: QaPostKind, id: string, action: 'hide' | 'restore', reason = '') {
  return api.post(`/api/admin/qa/${kind}/${id}/${action}`, action === 'hide' ? { reason } : undefined);
}
