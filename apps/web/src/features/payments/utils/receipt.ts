import type { OrderSummary } from '@pathshala/shared/commerce';
import { formatDateTime } from '@pathshala/shared/dates';

export type OrderStatus = OrderSummary['status'];
export type RefundReason = OrderSummary['refunds'][number]['reason'];

/** Receipts are dated in Indian time whatever the browser's zone: '12 Mar 2025, 4:05 pm IST'. */
export const formatReceiptDate = (iso: string) => `${formatDateTime(iso)} IST`;

/**
 * What a receipt is now. Only payments are listed (paid, held for review, refunded, or with a refund owed),
 * so an order that was replaced or failed but still got money back reads as a refund.
 */
export type ReceiptState = 'paid' | 'review' | 'refunded';

export function receiptState(order: Pick<OrderSummary, 'status' | 'refunds'>): ReceiptState {
  if (order.status === 'paid' || order.status === 'review') return order.status;
  return 'refunded';
}

export const RECEIPT_LABEL: Record<ReceiptState, string> = {
  paid: 'Paid',
  review: 'Under review',
  refunded: 'Refunded',
};

export const RECEIPT_TONE: Record<ReceiptState, string> = {
  paid: 'bg-green-50 text-green-800 ring-green-200',
  review: 'bg-amber-50 text-amber-900 ring-amber-200',
  refunded: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/** A step in an order's history, in the learner's words. */
export const HISTORY_LABEL: Record<OrderStatus, string> = {
  created: 'Checkout opened',
  paid: 'Paid',
  failed: 'Payment failed',
  cancelled: 'Replaced',
  review: 'Under review',
  refunded: 'Refunded',
};

export const REFUND_REASON: Record<RefundReason, string> = {
  already_purchased: 'you already owned the course',
  replaced_order: 'a newer checkout replaced this one',
  duplicate_payment: 'the order was already paid',
  coupon_limit: 'the coupon ran out before the payment arrived',
  price_changed: 'the price changed after the checkout was opened',
  admin: 'it was refunded on request',
};
