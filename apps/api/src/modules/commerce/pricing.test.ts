import { describe, expect, it } from 'vitest';
import {
  type CouponRule,
  cartCouponDiscount,
  couponDiscount,
  displayedCouponPrice,
  isCouponUsable,
  MIN_PAYABLE_PAISE,
  payablePrice,
} from './pricing.ts';

const now = new Date('2026-06-15T10:00:00Z');
const base: CouponRule = {
  kind: 'percent',
  value: 20,
  courseId: null,
  validFrom: new Date('2026-01-01T00:00:00Z'),
  validTo: null,
  maxUses: null,
  maxUsesPerUser: null,
  active: true,
  usedCount: 0,
};
const context = { courseId: 'course-a', now, usesByThisUser: 0 };

describe('payable price', () => {
  it('is the discounted price, else the real price', () => {
    expect(payablePrice({ realPricePaise: 499_900, discountedPricePaise: 199_900, saleEndsAt: null })).toBe(
      199_900,
    );
    expect(payablePrice({ realPricePaise: 499_900, discountedPricePaise: null, saleEndsAt: null })).toBe(
      499_900,
    );
  });

  it('is the sale price until the sale ends, and the real price from that moment', () => {
    const course = {
      realPricePaise: 499_900,
      discountedPricePaise: 199_900,
      saleEndsAt: new Date(now.getTime() + 1),
    };
    expect(payablePrice(course, now)).toBe(199_900);
    expect(payablePrice(course, new Date(now.getTime() + 1))).toBe(499_900);
    expect(payablePrice(course, new Date(now.getTime() + 3_600_000))).toBe(499_900);
  });
});

describe('coupon validity', () => {
  it.each<[string, Partial<CouponRule>, Partial<typeof context>, boolean]>([
    ['an active coupon for any course', {}, {}, true],
    ['an inactive coupon', { active: false }, {}, false],
    ['a coupon for this course', { courseId: 'course-a' }, {}, true],
    ['a coupon for another course', { courseId: 'course-b' }, {}, false],
    ['a coupon not valid yet', { validFrom: new Date('2026-07-01T00:00:00Z') }, {}, false],
    ['an expired coupon', { validTo: new Date('2026-06-01T00:00:00Z') }, {}, false],
    ['a coupon on its last valid instant', { validTo: now }, {}, true],
    ['a used-up coupon', { maxUses: 10, usedCount: 10 }, {}, false],
    ['a coupon with uses left', { maxUses: 10, usedCount: 9 }, {}, true],
    ['a coupon this learner already used up', { maxUsesPerUser: 1 }, { usesByThisUser: 1 }, false],
    ['a per-learner coupon not used yet', { maxUsesPerUser: 1 }, { usesByThisUser: 0 }, true],
  ])('%s → %s', (_name, coupon, overrides, usable) => {
    expect(isCouponUsable({ ...base, ...coupon }, { ...context, ...overrides })).toBe(usable);
  });
});

describe('coupon discount', () => {
  it('takes a percentage and leaves a price in whole rupees, rounded down', () => {
    // ₹1,999 − 20 % = ₹1,599.20 → ₹1,599 to pay: the discount is ₹400.
    expect(couponDiscount({ kind: 'percent', value: 20 }, 199_900)).toBe(40_000);
    // ₹999.99 − 15 % = ₹849.99… → ₹849.
    expect(couponDiscount({ kind: 'percent', value: 15 }, 99_999)).toBe(99_999 - 84_900);
    expect(couponDiscount({ kind: 'flat', value: 12_345 }, 199_900)).toBe(199_900 - 187_500);
  });

  it('takes a flat amount, never more than the price less ₹1', () => {
    expect(couponDiscount({ kind: 'flat', value: 50_000 }, 199_900)).toBe(50_000);
    expect(couponDiscount({ kind: 'flat', value: 500_000 }, 199_900)).toBe(199_900 - MIN_PAYABLE_PAISE);
    expect(couponDiscount({ kind: 'percent', value: 100 }, 199_900)).toBe(199_900 - MIN_PAYABLE_PAISE);
  });
});

describe('display rounding', () => {
  it('shows a coupon price rounded down', () => {
    expect(displayedCouponPrice(159_920)).toBe(1599);
    expect(displayedCouponPrice(159_999)).toBe(1599);
  });
});

describe('coupon on a cart', () => {
  const cart = [
    { courseId: 'course-a', pricePaise: 499_900 },
    { courseId: 'course-b', pricePaise: 299_900 },
  ];

  it('takes a general percent coupon off the total once, rounded down to whole rupees', () => {
    // 20 % of ₹7,998 = ₹1,599.60 off -> ₹6,398.40 -> pay ₹6,398.
    expect(cartCouponDiscount(base, cart)).toEqual({ discountPaise: 160_000, appliesTo: 'course-a' });
  });

  it('takes a flat coupon off the total once, not once per course', () => {
    expect(cartCouponDiscount({ ...base, kind: 'flat', value: 50_000 }, cart)).toEqual({
      discountPaise: 50_000,
      appliesTo: 'course-a',
    });
  });

  it("takes a course's coupon off that course's line only", () => {
    expect(cartCouponDiscount({ ...base, courseId: 'course-b' }, cart)).toEqual({
      discountPaise: 60_000,
      appliesTo: 'course-b',
    });
  });

  it("does not apply a course's coupon to a cart without that course, nor to an empty cart", () => {
    expect(cartCouponDiscount({ ...base, courseId: 'course-c' }, cart)).toBeNull();
    expect(cartCouponDiscount(base, [])).toBeNull();
  });

  it('never takes the cart below the smallest payable amount', () => {
    const discount = cartCouponDiscount({ ...base, kind: 'flat', value: 10_000_000 }, cart);
    expect(799_800 - (discount?.discountPaise ?? 0)).toBe(MIN_PAYABLE_PAISE);
  });
});
