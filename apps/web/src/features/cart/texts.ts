import { msg } from '@lingui/core/macro';
import { declareTexts } from '@/lib/i18n';

/**
 * COMMERCE_MESSAGES (the spec's words, which the API answers too) that the cart shows, for the catalogues
 * (ADR 038); texts.test.tsx checks that each is byte-identical to its constant.
 */
export const CART_TEXTS = [
  msg`Item added to cart successfully`,
  msg`Item is already in cart`,
  msg`Failed to add item to cart`,
  msg`Error adding to cart`,
  msg`Item removed from cart successfully!`,
  msg`Failed to remove item from cart.`,
  msg`You have already purchased this course.`,
  msg`Please enter a valid coupon.`,
  msg`Please login to apply the coupon.`,
  msg`Your Cart is Empty`,
  msg`This course is coming soon and cannot be bought yet.`,
];
declareTexts(CART_TEXTS);
