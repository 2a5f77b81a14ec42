/** Price and coupon rules (spec §4, §5, §9). All amounts are integer paise; rupees only at the edges. */

import { discountedPriceNow, type SalePrice } from '../../lib/sale-price.ts';

export interface CouponRule {
  kind: 'percent' | 'flat';
  /** Percent 1-100, or paise for flat coupons. */
  value: number;
  courseId: string | null;
  validFrom: Date;
  validTo: Date | null;
  maxUses: number | null;
  maxUsesPerUser: number | null;
  active: boolean;
  usedCount: number;
}

/** Razorpay's smallest order is ₹1; a coupon never takes a price below it. */
export const MIN_PAYABLE_PAISE = 100;

/** What the course costs now: the sale price while the sale lasts, else the real price. */
export function payablePrice(course: SalePrice & { realPricePaise: number }, now = new Date()) {
  return discountedPriceNow(course, now) ?? course.realPricePaise;
}

/** Whether the coupon may be used by this learner on this course now. */
export function isCouponUsable(
  coupon: CouponRule,
  context: { courseId: string; now: Date; usesByThisUser: number },
): boolean {
  if (!coupon.active) return false;
  if (coupon.courseId !== null && coupon.courseId !== context.courseId) return false;
  if (context.now < coupon.validFrom) return false;
  if (coupon.validTo !== null && context.now > coupon.validTo) return false;
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return false;
  if (coupon.maxUsesPerUser !== null && context.usesByThisUser >= coupon.maxUsesPerUser) return false;
  return true;
}

/**
 * Discount in paise on a price. The price after a coupon is whole rupees rounded down (the spec's display
 * rule), and that is exactly what is charged: the discount absorbs the paise. Never below ₹1 to pay.
 */
export function couponDiscount(coupon: Pick<CouponRule, 'kind' | 'value'>, pricePaise: number): number {
  const raw = coupon.kind === 'percent' ? (pricePaise * Math.min(coupon.value, 100)) / 100 : coupon.value;
  const payable = Math.max(MIN_PAYABLE_PAISE, Math.floor((pricePaise - raw) / 100) * 100);
  return Math.max(0, pricePaise - Math.min(payable, pricePaise));
}

/**
 * A coupon on a cart. A coupon for one course discounts that course's line (and needs it in the cart); any
 * other coupon discounts the cart's total once, by the same rule as a single course. Returns the course the
 * coupon is checked against, or null when it does not apply to this cart.
 */
export function cartCouponDiscount(
  coupon: Pick<CouponRule, 'kind' | 'value' | 'courseId'>,
  items: readonly { courseId: string; pricePaise: number }[],
): { discountPaise: number; appliesTo: string } | null {
  if (coupon.courseId !== null) {
    const line = items.find((item) => item.courseId === coupon.courseId);
    return line ? { discountPaise: couponDiscount(coupon, line.pricePaise), appliesTo: line.courseId } : null;
  }
  const first = items[0];
  if (!first) return null;
  const totalPaise = items.reduce((sum, item) => sum + item.pricePaise, 0);
  return { discountPaise: couponDiscount(coupon, totalPaise), appliesTo: first.courseId };
}

/** What the screen shows once a coupon is applied: rupees rounded down (spec §9). */
export const displayedCouponPrice = (pricePaise: number) => Math.floor(pricePaise / 100);
