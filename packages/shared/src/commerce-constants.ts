/**
 * The commerce texts and helpers without zod: the course page, cart and orders need them before any form.
 * `commerce.ts` re-exports them.
 */

/** Spec §5 and §8 texts. */
export const COMMERCE_MESSAGES = {
  couponLoginRequired: 'Please login to apply the coupon.',
  couponInvalid: 'Please enter a valid coupon.',
  buyLoginRequired: 'Please login to buy the course.',
  alreadyPurchased: 'You have already purchased this course.',
  addedToCart: 'Item added to cart successfully',
  alreadyInCart: 'Item is already in cart',
  addToCartFailed: 'Failed to add item to cart',
  addToCartError: 'Error adding to cart',
  removedFromCart: 'Item removed from cart successfully!',
  removeFromCartFailed: 'Failed to remove item from cart.',
  paymentSuccess: 'Payment successful! Your order has been placed.',
  paymentFailed: 'Payment failed! Please try again.',
  purchaseFailed: 'failed to purchase course',
  comingSoon: 'This course is coming soon and cannot be bought yet.',
  cartEmpty: 'Your Cart is Empty',
  newsletterLoginRequired: 'Please login to subscribe newsletter',
  paymentHeldForReview:
    'We could not match this payment to your order, so it is held for review and no course was unlocked. Our team will contact you.',
  refundAlreadyPurchased: 'You already own this course, so this payment will be refunded in full.',
  refundReplacedOrder: 'This checkout was replaced by a newer one, so this payment will be refunded in full.',
  refundDuplicatePayment: 'This order was already paid, so this payment will be refunded in full.',
  refundCouponLimit:
    'The coupon ran out before your payment arrived, so this payment will be refunded in full.',
  refundPriceChanged:
    'The price changed after this checkout was opened, so this payment will be refunded in full. Please check out again to pay the current price.',
} as const;

export const CHECKOUT_THEME_COLOR = '#1d4ed8';

export const INDIA_DIALLING_PREFIX = '+91';

/** The API sends bare 10-digit mobile numbers; the checkout wants them with the dialling prefix. */
export const withDiallingPrefix = (mobileNo: string) =>
  mobileNo ? `${INDIA_DIALLING_PREFIX}${mobileNo}` : '';
