import type { GatewayPayment } from '../api/simulate-payment';

/** How a checkout (Razorpay's or the simulated one) reports back. */
export interface CheckoutCallbacks {
  /** The gateway's handler payload, to be verified by our API. */
  onSuccess: (payment: GatewayPayment) => void | Promise<void>;
  onFailure: () => void;
  /** Closed without paying; nothing to say. */
  onDismiss: () => void;
}
