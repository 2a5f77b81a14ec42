import type { OrderResponse } from '@pathshala/shared/commerce';
import { COMMERCE_MESSAGES } from '@pathshala/shared/commerce-constants';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslateText } from '@/hooks/use-translate-text';
import { ApiError } from '@/lib/api-client';
import { userQueryKey } from '@/lib/auth';
import { toast } from '@/lib/toast';
import type { GatewayPayment } from '../api/simulate-payment';
import { verifyCartPayment, verifyPayment } from '../api/verify-payment';
import '../texts';
import { isUnauthorized, useLoginRedirect } from './use-login-redirect';

// The checkout itself is only fetched when someone buys, never with the page.
const loadSimulatedCheckout = () => import('../components/simulated-checkout-dialog');
const SimulatedCheckoutDialog = lazy(async () => ({
  default: (await loadSimulatedCheckout()).SimulatedCheckoutDialog,
}));
const loadRazorpayCheckout = () => import('../checkout/razorpay');

export type CheckoutKind = 'course' | 'cart';

/**
 * Everything a purchase can change (purchase state, cart, enrollments, orders…) is fetched again;
 * the session itself is not.
 */
export function refreshAfterPurchase(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
}

interface UseCheckoutOptions {
  kind: CheckoutKind;
  /** After the payment is verified and the caches are refreshed, just before the receipt page opens. */
  onPaid?: (courseIds: string[]) => void;
}

/**
 * Spec §4 Purchase: create the order, open the checkout (Razorpay's, or the local simulated one), then
 * verify the gateway's handler payload with our API and open the receipt (/purchase/:orderId). Render
 * `element` somewhere in the calling screen.
 */
export function useCheckout({ kind, onPaid }: UseCheckoutOptions) {
  const shown = useTranslateText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const redirectToLogin = useLoginRedirect();
  const [simulatedOrder, setSimulatedOrder] = useState<OrderResponse | null>(null);
  const [isStarting, setIsStarting] = useState(false);
  const startingRef = useRef(false);

  const confirm = async (order: OrderResponse, payment: GatewayPayment) => {
    const verify = kind === 'cart' ? verifyCartPayment : verifyPayment;
    try {
      const result = await verify({ token: order.token, ...payment });
      toast.success(shown(COMMERCE_MESSAGES.paymentSuccess));
      await refreshAfterPurchase(queryClient);
      onPaid?.(result.data.courseIds);
      // The receipt, with a way straight into the course (the order's token is our order id).
      navigate(paths.purchase(order.token));
    } catch (error) {
      if (isUnauthorized(error)) {
        await redirectToLogin({ sessionExpired: true });
        return;
      }
      console.warn('The payment could not be verified:', error);
      const settledWithoutCourse = error instanceof ApiError && error.status === 409;
      // 409: the payment went through but buys nothing (already owned, replaced checkout, held for review);
      // the server says what happens to the money, and the receipt shows it.
      toast.error(shown(settledWithoutCourse ? error.message : COMMERCE_MESSAGES.paymentFailed));
      await refreshAfterPurchase(queryClient);
      if (settledWithoutCourse) navigate(paths.purchase(order.token));
    }
  };

  // A declined payment leaves no receipt (the orders page lists only payments), so nothing to refresh.
  const failed = () => toast.error(shown(COMMERCE_MESSAGES.paymentFailed));

  /** Creates the order with `createOrder` and opens the checkout for it. */
  const start = async (createOrder: () => Promise<OrderResponse>) => {
    if (startingRef.current) return;
    startingRef.current = true;
    setIsStarting(true);
    try {
      const order = await createOrder();
      if (order.gateway === 'simulated') {
        await loadSimulatedCheckout();
        setSimulatedOrder(order);
      } else {
        const { openRazorpayCheckout } = await loadRazorpayCheckout();
        await openRazorpayCheckout(order, {
          onSuccess: (payment) => confirm(order, payment),
          onFailure: failed,
          onDismiss: () => {},
        });
      }
    } catch (error) {
      if (isUnauthorized(error)) await redirectToLogin({ sessionExpired: true });
      else if (error instanceof ApiError && error.status === 409) {
        toast.error(shown(COMMERCE_MESSAGES.alreadyPurchased));
        void refreshAfterPurchase(queryClient);
      } else if (error instanceof ApiError && error.status === 400) {
        // The server's own reason, e.g. a coupon that stopped being valid since it was applied.
        toast.error(shown(error.message));
      } else {
        console.warn('Could not start the checkout:', error);
        toast.error(shown(COMMERCE_MESSAGES.purchaseFailed));
      }
    } finally {
      startingRef.current = false;
      setIsStarting(false);
    }
  };

  const close = () => setSimulatedOrder(null);

  const element: ReactNode = simulatedOrder ? (
    <Suspense fallback={null}>
      <SimulatedCheckoutDialog
        order={simulatedOrder}
        onSuccess={async (payment) => {
          await confirm(simulatedOrder, payment);
          close();
        }}
        onFailure={() => {
          failed();
          close();
        }}
        onDismiss={close}
      />
    </Suspense>
  ) : null;

  return { start, isStarting, isOpen: simulatedOrder !== null, element };
}
