import { ZUnreadCountResponseSchema } from '@pathshala/shared/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';

/** The bell's count; the list's marks and the live stream keep it in step. */
export const unreadCountKey = ['notifications', 'unread'] as const;

/** How often the count is read when the page has no live stream. */
export const UNREAD_POLL_MS = 60_000;

/**
 * The unread count of the signed-in learner, live: the server's event stream (one per tab) pushes each change,
 * and the browser reconnects it by itself after a drop. When the stream is refused (the server is full: 503) or
 * closed for a newer tab of the same learner (a `replaced` event), or without EventSource, the count is read
 * every minute and on focus instead.
 */
export function useUnreadCount(enabled: boolean) {
  const queryClient = useQueryClient();
  const [polling, setPolling] = useState(false);
  const query = useQuery({
    queryKey: unreadCountKey,
    queryFn: async () =>
      (
        await api.get('/api/notifications/unread-count', {
          schema: import.meta.env.DEV ? ZUnreadCountResponseSchema : undefined,
        })
      ).data.unread,
    enabled,
    refetchInterval: polling ? UNREAD_POLL_MS : false,
  });
  useEffect(() => {
    if (!enabled) return;
    if (typeof EventSource === 'undefined') {
      setPolling(true);
      return;
    }
    const stream = new EventSource('/api/notifications/stream', { withCredentials: true });
    stream.addEventListener('count', (event) => {
      const { unread } = JSON.parse((event as MessageEvent<string>).data) as { unread: number };
      if (queryClient.getQueryData(unreadCountKey) !== unread) {
        queryClient.setQueryData(unreadCountKey, unread);
        // The list, when open, shows the new one too.
        void queryClient.invalidateQueries({ queryKey: ['notifications', 'list'] });
      }
    });
    stream.addEventListener('replaced', () => {
      stream.close();
      setPolling(true);
    });
    // A refused stream (503) is not reconnected by the browser: the count is polled instead.
    stream.addEventListener('error', () => {
      if (stream.readyState === EventSource.CLOSED) setPolling(true);
    });
    return () => stream.close();
  }, [enabled, queryClient]);
  return query.data ?? 0;
}
