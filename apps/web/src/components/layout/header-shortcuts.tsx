import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { CartIcon, HeartIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart/api/cart';
import { useUser } from '@/lib/auth';
import { CartBadge, useCartLabel } from './account-actions';

// Its own chunk: a visitor's first load (the home page's budget) carries none of it, and a learner's bell
// appears a moment after the header.
const NotificationBell = lazy(async () => ({
  default: (await import('./notification-bell')).NotificationBell,
}));

// A little narrower from 768 to 1279 px, where the main menu shares the bar.
const iconLink =
  'relative grid size-10 place-items-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-brand-700 md:max-xl:size-9';

/**
 * The notification bell and the learner's wishlist heart at every width, and the cart with its count on small screens (from md up the
 * account actions show the cart), so neither needs the menu opened. Nothing for a visitor.
 */
export function HeaderShortcuts() {
  const { t } = useLingui();
  const cartLabel = useCartLabel();
  const { user } = useUser();
  const cart = useCart();
  if (!user) return null;
  const cartCount = cart.data?.length ?? 0;

  return (
    <div className="flex items-center gap-0.5">
      <Suspense fallback={<span className="size-10 md:max-xl:size-9" aria-hidden="true" />}>
        <NotificationBell className={iconLink} />
      </Suspense>
      {/* From 768 to 1279 px the bar has room for five icons: staff have their console's link in this one's place. */}
      <Link
        to={paths.wishlist}
        aria-label={t`Wishlist`}
        data-testid="header-wishlist"
        className={user.role === 'learner' ? iconLink : `${iconLink} md:max-xl:hidden`}
      >
        <HeartIcon className="size-5" />
      </Link>
      <Link
        to={paths.cart}
        aria-label={cartLabel(cartCount)}
        data-testid="header-cart"
        className={`${iconLink} md:hidden`}
      >
        <CartIcon className="size-5" />
        <CartBadge count={cartCount} className="absolute top-0.5 right-0" testId="header-cart-count" />
      </Link>
    </div>
  );
}
