import { COMMERCE_MESSAGES } from '@pathshala/shared/commerce-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isUnauthorized, useLoginRedirect } from '@/features/payments/hooks/use-login-redirect';
import { useTranslateText } from '@/hooks/use-translate-text';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { addToCart, cartQueryKey } from '../api/cart';
import '../texts';

/** The add-to-cart toasts of spec §8, from the server's answer. */
function addToCartErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return COMMERCE_MESSAGES.addToCartError;
  if (error.status === 409) {
    return error.message === COMMERCE_MESSAGES.alreadyPurchased
      ? COMMERCE_MESSAGES.alreadyPurchased
      : COMMERCE_MESSAGES.alreadyInCart;
  }
  return COMMERCE_MESSAGES.addToCartFailed;
}

/**
 * Add to Cart, wherever the button is (course page, wishlist): the header badge updates from the answer
 * and the spec's toasts say what happened. `onAlreadyPurchased` lets a screen refresh what it shows.
 */
export function useAddToCart({ onAlreadyPurchased }: { onAlreadyPurchased?: () => void } = {}) {
  const shown = useTranslateText();
  const queryClient = useQueryClient();
  const redirectToLogin = useLoginRedirect();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (items) => {
      queryClient.setQueryData(cartQueryKey, items);
      toast.success(shown(COMMERCE_MESSAGES.addedToCart));
    },
    onError: (error) => {
      if (isUnauthorized(error)) {
        void redirectToLogin({ sessionExpired: true });
        return;
      }
      const message = addToCartErrorMessage(error);
      if (message === COMMERCE_MESSAGES.alreadyInCart) toast.info(shown(message));
      else toast.error(shown(message));
      if (message === COMMERCE_MESSAGES.alreadyPurchased) onAlreadyPurchased?.();
    },
  });
}
