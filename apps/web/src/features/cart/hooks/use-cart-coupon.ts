import { useLingui } from '@lingui/react/macro';
import { COMMERCE_MESSAGES } from '@pathshala/shared/commerce-constants';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isUnauthorized, useLoginRedirect } from '@/features/payments/hooks/use-login-redirect';
import { useTranslateText } from '@/hooks/use-translate-text';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { applyCartCoupon, type CartPrice } from '../api/apply-cart-coupon';
import '../texts';

/** The server's reason for a refused coupon (400), else the spec's single coupon message. */
const refusalOf = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.message
    ? error.message
    : COMMERCE_MESSAGES.couponInvalid;

/**
 * A coupon on the whole cart. The price is the server's; it belongs to the cart as it was when priced
 * (`cartKey`), so a change to the cart prices it again, and a coupon that no longer applies is dropped.
 */
export function useCartCoupon(cartKey: string) {
  const { t } = useLingui();
  const shown = useTranslateText();
  const redirectToLogin = useLoginRedirect();
  const [applied, setApplied] = useState<{ price: CartPrice; cartKey: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pricing = useMutation({
    mutationFn: ({ couponCode }: { couponCode: string; cartKey: string; revalidating: boolean }) =>
      applyCartCoupon(couponCode),
    onSuccess: (price, { cartKey: pricedKey }) => {
      setApplied({ price, cartKey: pricedKey });
      setError(null);
    },
    onError: (failure, { couponCode, revalidating }) => {
      setApplied(null);
      if (isUnauthorized(failure)) {
        toast.error(shown(COMMERCE_MESSAGES.couponLoginRequired));
        void redirectToLogin({ sessionExpired: true });
        return;
      }
      const message = shown(refusalOf(failure));
      setError(revalidating ? t`Coupon ${couponCode} was removed: ${message}` : message);
      toast.error(message);
    },
  });

  const stale = applied !== null && applied.cartKey !== cartKey;
  const { mutate, isPending } = pricing;
  useEffect(() => {
    if (!stale || isPending || !applied) return;
    // An emptied cart has nothing to price: the coupon simply goes.
    if (cartKey === '') setApplied(null);
    else mutate({ couponCode: applied.price.couponCode, cartKey, revalidating: true });
  }, [stale, isPending, applied, cartKey, mutate]);

  /**
   * Checks the code in the browser first (the shared schema, loaded with the first coupon tried rather than
   * with the cart), then asks the server.
   */
  const apply = async (code: string) => {
    if (isPending) return;
    const { ZUseCartCouponRequestSchema } = await import('@pathshala/shared/commerce');
    const parsed = ZUseCartCouponRequestSchema.safeParse({ couponCode: code });
    if (!parsed.success) {
      setError(shown(COMMERCE_MESSAGES.couponInvalid));
      toast.error(shown(COMMERCE_MESSAGES.couponInvalid));
      return;
    }
    setError(null);
    mutate({ couponCode: parsed.data.couponCode, cartKey, revalidating: false });
  };

  const remove = () => {
    setApplied(null);
    setError(null);
  };

  return {
    /** The cart's price with the coupon, while it matches the cart on screen. */
    price: stale ? null : (applied?.price ?? null),
    /** The applied code, also while it is being priced again for a changed cart. */
    appliedCode: applied?.price.couponCode ?? null,
    isPricing: isPending || stale,
    error,
    clearError: () => setError(null),
    apply,
    remove,
  };
}
