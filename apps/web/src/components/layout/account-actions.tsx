import { Link } from 'react-router';
import { DefaultAvatar } from '@/components/default-avatar';
import { ButtonLink } from '@/components/ui/button';
import { CartIcon, LogoutIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useSessionUser } from '@/lib/auth';
import { cn } from '@/utils/cn';

interface AccountActionsProps {
  /** 'drawer' stacks the actions full width. */
  layout: 'bar' | 'drawer';
  onNavigate?: () => void;
}

const iconLink =
  'grid size-10 place-items-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-brand-700';

/** Sign Up and Login when logged out; cart, profile photo and logout when logged in. */
export function AccountActions({ layout, onNavigate }: AccountActionsProps) {
  const { user, isPending } = useSessionUser();
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
          Sign Up
        </ButtonLink>
        <ButtonLink to={paths.login} variant="outline" size={stacked ? 'md' : 'sm'} onClick={onNavigate}>
          Login
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className={cn('flex items-center gap-1', stacked && 'justify-between')}>
      <Link to={paths.cart} aria-label="Cart" className={iconLink} onClick={onNavigate}>
        <CartIcon className="size-5" />
      </Link>
      <Link
        to={paths.profile}
        aria-label="Profile"
        className="grid size-10 place-items-center rounded-full"
        onClick={onNavigate}
      >
        {user.profilePhoto ? (
          <img
            src={user.profilePhoto}
            alt=""
            width={36}
            height={36}
            className="size-9 rounded-full object-cover ring-2 ring-brand-100"
          />
        ) : (
          <DefaultAvatar className="size-9 ring-2 ring-brand-100" />
        )}
      </Link>
      <Link to={paths.logout} aria-label="Logout" className={iconLink} onClick={onNavigate}>
        <LogoutIcon className="size-5" />
      </Link>
    </div>
  );
}
