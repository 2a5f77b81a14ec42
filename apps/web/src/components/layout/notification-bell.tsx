import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { BellIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useUnreadCount } from '@/features/notifications/api/unread-count';

/**
 * The header's bell: the unread count, live. It is only a link: the list is a page of its own, so its code
 * loads when it is opened, never with the page the bell sits on.
 */
export function NotificationBell({ className }: { className?: string }) {
  const { t } = useLingui();
  const unread = useUnreadCount(true);
  const label =
    unread > 0
      ? t({ message: plural(unread, { one: 'Notifications, # unread', other: 'Notifications, # unread' }) })
      : t`Notifications`;
  return (
    <Link
      to={paths.notifications}
      aria-label={label}
      data-testid="header-notifications"
      className={className}
    >
      <BellIcon className="size-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className="absolute top-0.5 right-0 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-bold text-white ring-2 ring-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
