import { msg } from '@lingui/core/macro';
import { declareTexts } from '@/lib/i18n';

/**
 * Texts the checkout and receipts receive in English (ADR 038): the spec's COMMERCE_MESSAGES, which the API
 * answers too, and the commerce schema's and API's own refusals; texts.test.tsx checks the shared ones match.
 */
export const PAYMENT_TEXTS = [
  msg`Payment successful! Your order has been placed.`,
  msg`Payment failed! Please try again.`,
  msg`failed to purchase course`,
  msg`You have already purchased this course.`,
  msg`Please enter a valid coupon.`,
  msg`This course is coming soon and cannot be bought yet.`,
  msg`Your Cart is Empty`,
  msg`We could not match this payment to your order, so it is held for review and no course was unlocked. Our team will contact you.`,
  msg`You already own this course, so this payment will be refunded in full.`,
  msg`This checkout was replaced by a newer one, so this payment will be refunded in full.`,
  msg`This order was already paid, so this payment will be refunded in full.`,
  msg`The coupon ran out before your payment arrived, so this payment will be refunded in full.`,
  msg`The price changed after this checkout was opened, so this payment will be refunded in full. Please check out again to pay the current price.`,
  msg`Please choose your state from the list.`,
  msg`Course not found`,
];
declareTexts(PAYMENT_TEXTS);
