import {
  type MyApplication,
  type NotificationPreferences,
  ZMyApplicationsResponseSchema,
  ZNotificationPreferencesResponseSchema,
  ZNotificationsResponseSchema,
} from '@pathshala/shared/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { unreadCountKey } from './unread-count';

const listKey = (page: number) => ['notifications', 'list', page] as const;
const preferencesKey = ['notifications', 'preferences'] as const;

export function useNotifications(page = 1) {
  return useQuery({
    queryKey: listKey(page),
    queryFn: async () =>
      (
        await api.get(`/api/notifications?page=${page}`, {
          schema: import.meta.env.DEV ? ZNotificationsResponseSchema : undefined,
        })
      ).data,
  });
}

/** Marks one read, or all when no id is given; the list and the bell follow. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) =>
      id ? api.post(`/api/notifications/${id}/read`) : api.post('/api/notifications/read-all'),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['notifications', 'list'] });
      void queryClient.invalidateQueries({ queryKey: unreadCountKey });
    },
  });
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: async () =>
      (
        await api.get('/api/notifications/preferences', {
          schema: import.meta.env.DEV ? ZNotificationPreferencesResponseSchema : undefined,
        })
      ).data.preferences,
  });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: Partial<NotificationPreferences>) =>
      (
        await api.put<{ data: { preferences: NotificationPreferences } }>(
          '/api/notifications/preferences',
          patch,
        )
      ).data.preferences,
    onSuccess: (preferences) => queryClient.setQueryData(preferencesKey, preferences),
  });
}

export function useMyApplications() {
  return useQuery({
    queryKey: ['my-applications'],
    queryFn: async () =>
      (
        await api.get('/api/user/applications', {
          schema: import.meta.env.DEV ? ZMyApplicationsResponseSchema : undefined,
        })
      ).data.applications,
  });
}

/** Withdraws one of the learner's own applications; the list shows it as withdrawn. */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, id }: Pick<MyApplication, 'kind' | 'id'>) =>
      (
        await api.post<{ data: { application: MyApplication } }>(
          `/api/user/applications/${encodeURIComponent(kind)}/${encodeURIComponent(id)}/withdraw`,
        )
      ).data.application,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['my-applications'] }),
  });
}
