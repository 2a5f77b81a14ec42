import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@pathshala/shared/dates';
import { localeFor, SOURCE_LOCALE } from '@pathshala/shared/locales';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/utils/cn';
import { useMarkRead, useNotifications } from '../api/notifications';
import { useNotificationText } from '../components/notification-text';

/** The bell's list: newest first, each leading to its place (and marked read on the way). */
export function NotificationsRoute() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Notifications`);
  const [page, setPage] = useState(1);
  const list = useNotifications(page);
  const markRead = useMarkRead();
  const textOf = useNotificationText();
  const items = list.data?.notifications ?? [];

  return (
    <>
      <PageHeader title={<Trans>Notifications</Trans>} />
      <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600" data-testid="notifications-unread">
            <Trans>{list.data?.unread ?? 0} unread</Trans>
          </p>
          <Button
            size="sm"
            variant="outline"
            disabled={!list.data?.unread || markRead.isPending}
            onClick={() => markRead.mutate(undefined)}
          >
            <Trans>Mark all read</Trans>
          </Button>
        </div>
        {list.isPending ? (
          <div className="space-y-3">
            <Skeleton className="h-16 w-full rounded-xl" />
            <Skeleton className="h-16 w-full rounded-xl" />
          </div>
        ) : items.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">
            <Trans>Nothing new yet. Answers, results and updates will show up here.</Trans>
          </p>
        ) : (
          <ul className="space-y-2" data-testid="notification-list">
            {items.map((item) => (
              <li
                key={item.id}
                className={cn(
                  'flex flex-col gap-2 rounded-xl border p-4 sm:flex-row sm:items-start',
                  item.readAt ? 'border-slate-200 bg-white' : 'border-brand-200 bg-brand-50',
                )}
              >
                <div className="min-w-0 flex-1">
                  <Link
                    to={item.link}
                    className="font-medium break-words text-slate-900 hover:text-brand-700"
                    onClick={() => {
                      if (!item.readAt) markRead.mutate(item.id);
                    }}
                  >
                    {textOf(item)}
                  </Link>
                  <p className="mt-1 text-xs text-slate-500">
                    <time dateTime={item.createdAt}>
                      {formatDateTime(item.createdAt, { locale: localeFor(i18n.locale) ?? SOURCE_LOCALE })}
                    </time>
                  </p>
                </div>
                {item.readAt ? null : (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="-ml-3 self-start sm:ml-0"
                    disabled={markRead.isPending}
                    onClick={() => markRead.mutate(item.id)}
                  >
                    <Trans>Mark read</Trans>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-4 flex justify-between">
          {page > 1 ? (
            <Button size="sm" variant="outline" onClick={() => setPage(page - 1)}>
              <Trans>Newer</Trans>
            </Button>
          ) : (
            <span />
          )}
          {list.data?.hasMore ? (
            <Button size="sm" variant="outline" onClick={() => setPage(page + 1)}>
              <Trans>Older</Trans>
            </Button>
          ) : null}
        </div>
      </div>
    </>
  );
}
