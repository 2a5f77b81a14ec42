import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderSummary } from '@pathshala/shared/commerce';
import { formatDateTime } from '@pathshala/shared/dates';
import { isLocale } from '@pathshala/shared/locales';

export type OrderStatus = OrderSummary['status'];
export type RefundReason = OrderSummary['refunds'][number]['reason'];

/**
 * Receipts are dated in Indian time whatever the browser's zone, with the month in the reader's language:
 * '12 Mar 2025, 4:05 pm IST', '12 मार्च 2025, 4:05 pm IST'.
 */
export const formatReceiptDate = (iso: string, locale: string) =>
  `${formatDateTime(iso, isLocale(locale) ? { locale } : {})} IST`;

/**
 * What a receipt is now. Only payments are listed (paid, held for review, refunded, or with a refund owed),
 * so an order that was replaced or failed but still got money back reads as a refund.
 */
export type ReceiptState = 'paid' | 'review' | 'refunded';

export function receiptState(order: Pick<OrderSummary, 'status' | 'refunds'>): ReceiptState {
  if (order.status === 'paid' || order.status === 'review') return order.status;
  return 'refunded';
}

export const RECEIPT_LABEL: Record<ReceiptState, MessageDescriptor> = {
  paid: msg({ message: 'Paid', context: 'the payment went through' }),
  review: msg`Under review`,
  refunded: msg`Refunded`,
};

export const RECEIPT_TONE: Record<ReceiptState, string> = {
  paid: 'bg-green-50 text-green-800 ring-green-200',
  review: 'bg-amber-50 text-amber-900 ring-amber-200',
  refunded: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/** A step in an order's history, in the learner's words. */
export const HISTORY_LABEL: Record<OrderStatus, MessageDescriptor> = {
  created: msg`Checkout opened`,
  paid: msg({ message: 'Paid', context: 'the payment went through' }),
  failed: msg`Payment failed`,
  cancelled: msg`Replaced`,
  review: msg`Under review`,
  refunded: msg`Refunded`,
};

/** Why a payment was refunded, under its amount; whole sentences, as word order differs between languages. */
export const REFUND_BECAUSE: Record<RefundReason, MessageDescriptor> = {
  already_purchased: msg`because you already owned the course`,
  replaced_order: msg`because a newer checkout replaced this one`,
  duplicate_payment: msg`because the order was already paid`,
  coupon_limit: msg`because the coupon ran out before the payment arrived`,
  price_changed: msg`because the price changed after the checkout was opened`,
  admin: msg`because it was refunded on request`,
};
