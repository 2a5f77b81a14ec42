import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { COMMERCE_MESSAGES } from '@pathshala/shared/commerce-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { CartIcon, LockIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { createCartOrder } from '@/features/payments/api/create-order';
import { BillingStateField, useBillingState } from '@/features/payments/components/billing-state-field';
import { useCheckout } from '@/features/payments/hooks/use-checkout';
import { isUnauthorized, useLoginRedirect } from '@/features/payments/hooks/use-login-redirect';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslateText } from '@/hooks/use-translate-text';
import { rupees } from '@/lib/money';
import { toast } from '@/lib/toast';
import { cartQueryKey, removeFromCart, useCart } from '../api/cart';
import { CartCouponForm } from '../components/cart-coupon-form';
import { CartItemRow } from '../components/cart-item-row';
import { useCartCoupon } from '../hooks/use-cart-coupon';
import '../texts';

function EmptyCart() {
  const shown = useTranslateText();
  return (
    <div
      className="flex flex-col items-center gap-5 rounded-card bg-white px-6 py-16 text-center shadow-card ring-1 ring-slate-200/70"
      data-testid="cart-empty"
    >
      <span
        aria-hidden="true"
        className="grid size-20 place-items-center rounded-full bg-brand-50 text-brand-700"
      >
        <CartIcon className="size-10" />
      </span>
      <div className="flex flex-col gap-2">
        <h2 className="text-title font-bold">{shown(COMMERCE_MESSAGES.cartEmpty)}</h2>
        <p className="max-w-sm text-slate-600">
          <Trans>Courses you add to your cart will wait for you here.</Trans>
        </p>
      </div>
      <ButtonLink to={paths.home} size="lg">
        <Trans>Browse Courses</Trans>
      </ButtonLink>
    </div>
  );
}

function CartSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading your cart`} className="flex flex-col gap-4">
      {[0, 1].map((key) => (
        <div key={key} className="flex gap-4 rounded-card bg-white p-5 ring-1 ring-slate-200/70">
          <Skeleton className="aspect-video w-28 rounded-xl sm:w-40" />
          <div className="flex flex-1 flex-col gap-3">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-5 w-24" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** /cart (spec §2 Cart): the items, an order summary and one checkout for all of them. */
export function CartRoute() {
  const { t } = useLingui();
  const shown = useTranslateText();
  useDocumentTitle(t`Cart`);
  const queryClient = useQueryClient();
  const redirectToLogin = useLoginRedirect();
  const cart = useCart();
  const checkout = useCheckout({ kind: 'cart' });
  const billing = useBillingState();

  const remove = useMutation({
    mutationFn: removeFromCart,
    onSuccess: (items) => {
      queryClient.setQueryData(cartQueryKey, items);
      toast.success(shown(COMMERCE_MESSAGES.removedFromCart));
    },
    onError: (error) => {
      if (isUnauthorized(error)) {
        void redirectToLogin({ sessionExpired: true });
        return;
      }
      toast.error(shown(COMMERCE_MESSAGES.removeFromCartFailed));
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
  });

  // The session ran out while the page was open.
  useEffect(() => {
    if (isUnauthorized(cart.error)) void redirectToLogin({ sessionExpired: true });
  }, [cart.error, redirectToLogin]);

  const items = cart.data ?? [];
  const count = items.length;
  const coupon = useCartCoupon(
    items
      .map((item) => item._id)
      .sort()
      .join(','),
  );
  // Spec §9: the subtotal is the sum of the item prices; shipping is free. With a coupon the server's
  // prices are shown, as the checkout charges exactly its total.
  const subtotal = coupon.price?.subtotal ?? items.reduce((sum, item) => sum + item.price, 0);
  const total = coupon.price?.total ?? subtotal;

  let content: ReactNode;
  if (cart.isPending) content = <CartSkeleton />;
  else if (cart.isError) {
    content = (
      <div className="flex flex-col items-center gap-4 rounded-card bg-white px-6 py-12 text-center ring-1 ring-slate-200/70">
        <p role="alert" className="text-slate-700">
          <Trans>We could not load your cart.</Trans>
        </p>
        <Button variant="outline" onClick={() => void cart.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else if (count === 0) content = <EmptyCart />;
  else {
    content = (
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <section aria-labelledby="cart-items-heading">
          <h2 id="cart-items-heading" className="sr-only">
            <Trans>Courses in your cart</Trans>
          </h2>
          <ul className="flex flex-col gap-4">
            {items.map((item) => (
              <CartItemRow
                key={item._id}
                item={item}
                removing={remove.isPending && remove.variables === item._id}
                onRemove={() => remove.mutate(item._id)}
              />
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="order-summary-heading"
          className="flex flex-col gap-5 rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70 lg:sticky lg:top-24"
          data-testid="order-summary"
        >
          <h2 id="order-summary-heading" className="text-lg font-bold">
            <Trans>Order summary</Trans>
          </h2>
          <dl className="flex flex-col gap-3 text-slate-700" aria-live="polite" aria-atomic="true">
            <div className="flex justify-between gap-4">
              <dt>
                <Plural value={count} one="Subtotal (# course)" other="Subtotal (# courses)" />
              </dt>
              <dd className="font-semibold text-slate-900" data-testid="cart-subtotal">
                {rupees(subtotal)}
              </dd>
            </div>
            {coupon.price ? (
              <div className="flex justify-between gap-4 text-green-800">
                <dt>
                  <Trans>Coupon</Trans>{' '}
                  <span className="rounded bg-green-50 px-1.5 py-0.5 font-mono text-xs font-semibold ring-1 ring-green-200">
                    {coupon.price.couponCode}
                  </span>
                </dt>
                <dd className="font-semibold whitespace-nowrap" data-testid="cart-discount">
                  <span className="sr-only">
                    <Trans>Discount</Trans>{' '}
                  </span>
                  − {rupees(coupon.price.discount)}
                </dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-4">
              <dt>
                <Trans>Shipping</Trans>
              </dt>
              <dd className="font-semibold text-green-700" data-testid="cart-shipping">
                <Trans>Free</Trans>
              </dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-lg">
              <dt className="font-bold text-slate-900">
                <Trans>Total</Trans>
              </dt>
              <dd
                className="font-extrabold text-slate-900"
                data-testid="cart-total"
                aria-busy={coupon.isPricing}
              >
                {rupees(total)}
              </dd>
            </div>
          </dl>
          <CartCouponForm
            appliedCode={coupon.appliedCode}
            pending={coupon.isPricing}
            disabled={checkout.isOpen || checkout.isStarting}
            error={coupon.error}
            onApply={coupon.apply}
            onRemove={coupon.remove}
            onEdit={coupon.clearError}
          />
          <BillingStateField value={billing.state} onChange={billing.choose} disabled={checkout.isOpen} />
          <Button
            variant="secondary"
            size="lg"
            className="w-full"
            onClick={() =>
              void checkout.start(() =>
                createCartOrder({ couponCode: coupon.price?.couponCode, state: billing.state }),
              )
            }
            loading={checkout.isStarting}
            disabled={checkout.isOpen || remove.isPending || coupon.isPricing}
          >
            <Trans>Proceed to Buy</Trans>
          </Button>
          <p className="flex items-center justify-center gap-1.5 text-xs text-slate-500">
            <LockIcon className="size-3.5" />
            <Trans>Secure checkout. Lifetime access after payment.</Trans>
          </p>
        </section>
      </div>
    );
  }

  return (
    <div className="bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 md:py-12 lg:px-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-3xl font-extrabold tracking-tight md:text-headline">
            <Trans>Your Cart</Trans>
          </h1>
          {count > 0 ? (
            <p className="text-slate-600" data-testid="cart-count">
              <Plural value={count} one="# course" other="# courses" />
            </p>
          ) : null}
        </div>
        {content}
      </div>
      {checkout.element}
    </div>
  );
}
