import { ZUnreadCountResponseSchema } from '@pathshala/shared/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';

/** The bell's count; the list's marks and the live stream keep it in step. */
export const unreadCountKey = ['notifications', 'unread'] as const;

/**
 * The unread count of the signed-in learner, live: the server's event stream (one per tab) pushes each change,
 * and the browser reconnects it by itself after a drop. Without EventSource the count is read on focus.
 */
export function useUnreadCount(enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: unreadCountKey,
    queryFn: async () =>
      (
        await api.get('/api/notifications/unread-count', {
          schema: import.meta.env.DEV ? ZUnreadCountResponseSchema : undefined,
        })
      ).data.unread,
    enabled,
  });
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const stream = new EventSource('/api/notifications/stream', { withCredentials: true });
    stream.addEventListener('count', (event) => {
      const { unread } = JSON.parse((event as MessageEvent<string>).data) as { unread: number };
      if (queryClient.getQueryData(unreadCountKey) !== unread) {
        queryClient.setQueryData(unreadCountKey, unread);
        // The list, when open, shows the new one too.
        void queryClient.invalidateQueries({ queryKey: ['notifications', 'list'] });
      }
    });
    return () => stream.close();
  }, [enabled, queryClient]);
  return query.data ?? 0;
}
