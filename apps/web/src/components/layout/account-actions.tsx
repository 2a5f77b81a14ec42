import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserRole } from '@pathshala/shared/accounts-constants';
import { Link } from 'react-router';
import { ProfilePhoto } from '@/components/profile-photo';
import { ButtonLink } from '@/components/ui/button';
import { BellIcon, CartIcon, DashboardIcon, HeartIcon, LogoutIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart/api/cart';
import { useLogout, useUser } from '@/lib/auth';
import { cn } from '@/utils/cn';

interface AccountActionsProps {
  /** 'drawer' stacks the actions full width. */
  layout: 'bar' | 'drawer';
  onNavigate?: () => void;
}

const iconButton =
  'grid size-10 place-items-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-brand-700 disabled:cursor-wait md:max-xl:size-9';
const drawerRow =
  'flex w-full items-center gap-3 rounded-xl px-4 py-3 text-base font-medium text-slate-700 transition-colors hover:bg-slate-100 disabled:cursor-wait';

/** Staff reach their console from the account menu (a plain link: the console's code loads with its page). */
const CONSOLE_LINKS: Partial<Record<UserRole, readonly [to: string, label: MessageDescriptor]>> = {
  admin: ['/admin', msg`Admin console`],
  instructor: ['/instructor', msg`Instructor view`],
};

/** The cart link's name: 'Cart' alone when empty, else how many courses wait in it. */
export function useCartLabel() {
  const { t } = useLingui();
  return (count: number) =>
    count > 0 ? t({ message: plural(count, { one: 'Cart, # item', other: 'Cart, # items' }) }) : t`Cart`;
}

interface CartBadgeProps {
  count: number;
  className?: string;
  testId?: string;
}

/** The red count on a cart link; nothing for an empty cart, '99+' past 99. */
export function CartBadge({ count, className, testId = 'cart-count-badge' }: CartBadgeProps) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className={cn(
        'grid h-4.5 min-w-4.5 place-items-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-bold text-white ring-2 ring-white',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** Sign Up and Login when logged out; cart, profile photo and logout when logged in (spec §2). */
export function AccountActions({ layout, onNavigate }: AccountActionsProps) {
  const { i18n, t } = useLingui();
  const cartLabel = useCartLabel();
  const { user, isPending } = useUser();
  const { logOut, isPending: loggingOut } = useLogout();
  // Only asked for while logged in (the query is disabled for a visitor).
  const cart = useCart();
  const cartCount = user ? (cart.data?.length ?? 0) : 0;
  const stacked = layout === 'drawer';

  if (isPending) {
    return (
      <div className={cn('flex gap-2', stacked && 'flex-col')}>
        <Skeleton className={stacked ? 'h-11 w-full rounded-xl' : 'h-9 w-20 rounded-xl'} />
        <Skeleton className={stacked ? 'h-11 w-full rounded-xl' : 'h-9 w-16 rounded-xl'} />
      </div>
    );
  }

  if (!user) {
    return (
      <div className={cn('flex gap-2', stacked && 'flex-col')}>
        <ButtonLink to={paths.signup} size={stacked ? 'md' : 'sm'} onClick={onNavigate}>
          <Trans>Sign Up</Trans>
        </ButtonLink>
        <ButtonLink to={paths.login} variant="outline" size={stacked ? 'md' : 'sm'} onClick={onNavigate}>
          <Trans>Login</Trans>
        </ButtonLink>
      </div>
    );
  }

  const photo = (
    <ProfilePhoto
      src={user.profilePhoto}
      alt={t`Your profile`}
      size={36}
      className="size-9 ring-2 ring-brand-100"
    />
  );
  const consoleEntry = CONSOLE_LINKS[user.role];
  const consoleLink = consoleEntry ? ([consoleEntry[0], i18n._(consoleEntry[1])] as const) : undefined;
  const logoutIcon = loggingOut ? (
    <Spinner className="text-lg text-brand-700" label={t`Logging out`} />
  ) : (
    <LogoutIcon className="size-5" />
  );

  if (stacked) {
    return (
      <div className="-mx-2 flex flex-col gap-1">
        <Link to={paths.profile} className={drawerRow} onClick={onNavigate}>
          {photo}
          <span className="min-w-0 truncate">{user.name}</span>
        </Link>
        <Link to={paths.cart} className={drawerRow} onClick={onNavigate} aria-label={cartLabel(cartCount)}>
          <CartIcon className="size-5 text-slate-500" />
          <Trans>Cart</Trans>
          <CartBadge count={cartCount} className="ml-auto" />
        </Link>
        <Link to={paths.wishlist} className={drawerRow} onClick={onNavigate}>
          <HeartIcon className="size-5 text-slate-500" />
          <Trans>Wishlist</Trans>
        </Link>
        <Link to={paths.notifications} className={drawerRow} onClick={onNavigate}>
          <BellIcon className="size-5 text-slate-500" />
          <Trans>Notifications</Trans>
        </Link>
        <Link to={paths.myApplications} className={drawerRow} onClick={onNavigate}>
          <DashboardIcon className="size-5 text-slate-500" />
          <Trans>My applications</Trans>
        </Link>
        {consoleLink ? (
          <Link to={consoleLink[0]} className={drawerRow} onClick={onNavigate}>
            <DashboardIcon className="size-5 text-slate-500" />
            {consoleLink[1]}
          </Link>
        ) : null}
        <button
          type="button"
          className={drawerRow}
          disabled={loggingOut}
          aria-busy={loggingOut || undefined}
          onClick={() => logOut({ onDone: onNavigate })}
        >
          <span className="grid size-5 place-items-center text-slate-500">{logoutIcon}</span>
          <Trans>Logout</Trans>
        </button>
      </div>
    );
  }

  return (
    <div className="flex items-center gap-1">
      {consoleLink ? (
        <Link
          to={consoleLink[0]}
          aria-label={consoleLink[1]}
          title={consoleLink[1]}
          className="grid size-9 place-items-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-brand-700"
        >
          <DashboardIcon className="size-5" />
        </Link>
      ) : null}
      <Link to={paths.cart} aria-label={cartLabel(cartCount)} className={cn(iconButton, 'relative')}>
        <CartIcon className="size-5" />
        <CartBadge count={cartCount} className="absolute top-0.5 right-0" />
      </Link>
      <Link to={paths.profile} className="grid size-10 place-items-center rounded-full">
        {photo}
      </Link>
      <button
        type="button"
        aria-label={t`Logout`}
        className={iconButton}
        disabled={loggingOut}
        aria-busy={loggingOut || undefined}
        onClick={() => logOut()}
      >
        {logoutIcon}
      </button>
    </div>
  );
}
