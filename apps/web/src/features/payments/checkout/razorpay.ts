import type { OrderResponse } from '@pathshala/shared/commerce';
import { withDiallingPrefix } from '@pathshala/shared/commerce-constants';
import type { GatewayPayment } from '../api/simulate-payment';
import type { CheckoutCallbacks } from './types';

/** Razorpay Standard Checkout, loaded on first use only. */
const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { contact: string; email: string; name: string };
  theme: { color: string };
  handler: (response: GatewayPayment) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', callback: (response: unknown) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let scriptLoading: Promise<boolean> | null = null;

/** Adds the script tag once; a failure is only logged (spec §8) and the next attempt tries again. */
export function loadRazorpayScript(): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  scriptLoading ??= new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => resolve(true);
    script.onerror = () => {
      console.warn('Could not load the Razorpay checkout script');
      script.remove();
      scriptLoading = null;
      resolve(false);
    };
    document.head.append(script);
  });
  return scriptLoading;
}

/** Opens Razorpay's own modal for an order our API created. */
export async function openRazorpayCheckout(
  order: OrderResponse,
  callbacks: CheckoutCallbacks,
): Promise<void> {
  const loaded = await loadRazorpayScript();
  const Razorpay = window.Razorpay;
  if (!loaded || !Razorpay) {
    callbacks.onDismiss();
    return;
  }
  const checkout = new Razorpay({
    key: order.key,
    amount: order.razorpayOrder.amount,
    currency: order.currency,
    name: order.name,
    description: order.description,
    order_id: order.razorpayOrder.id,
    prefill: { contact: withDiallingPrefix(order.mobileNo), email: order.email, name: order.customerName },
    theme: { color: order.themeColor },
    handler: (response) => callbacks.onSuccess(response),
    modal: { ondismiss: () => callbacks.onDismiss() },
  });
  // Razorpay keeps its modal open after a failed attempt so the learner can retry; we only say so.
  checkout.on('payment.failed', () => callbacks.onFailure());
  checkout.open();
}
