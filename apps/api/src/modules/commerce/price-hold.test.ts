/**
 * An order holds the price the learner was shown for its lifetime (ORDER_LIFETIME_MINUTES) and no longer: a
 * payment that arrives later for a price that is no longer the course's is refunded with a clear message, and a
 * new checkout is always priced now.
 */
import { COMMERCE_MESSAGES } from '@pathshala/shared/commerce';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/catalogue.ts';
import { coupons, enrollments, orders, refunds } from '../../db/schema/commerce.ts';
import { isSimulatedGateway } from '../../plugins/payment-gateway.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createCourse } from '../../testing/factories.ts';
import { ORDER_LIFETIME_MINUTES } from './service.ts';

const { app, db } = await buildTestApp();
const gateway = app.paymentGateway;
if (!isSimulatedGateway(gateway)) throw new Error('tests expect the simulated gateway');

type Caller = Awaited<ReturnType<typeof signedInLearner>>;
const post = (caller: Caller, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { cookie: caller.cookie }, payload });

const checkout = async (caller: Caller, courseId: string, couponCode = '') => {
  const placed = await post(caller, '/api/payment/createOrder', { courseId, couponCode });
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json().data as { token: string; razorpayOrder: { id: string; amount: number } };
};

/** The learner pays in the checkout, and the browser confirms it. */
const payAndVerify = async (caller: Caller, order: { token: string; razorpayOrder: { id: string } }) => {
  const paid = await gateway.completePayment(order.razorpayOrder.id);
  return post(caller, '/api/payment/verifyPayment', { token: order.token, ...paid });
};

/** The checkout was opened this long ago. */
const openedAgo = (orderId: string, minutes: number) =>
  db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(orders.id, orderId));

const setPrice = (courseId: string, pricePaise: number) =>
  db
    .update(courses)
    .set({ realPricePaise: pricePaise, discountedPricePaise: null })
    .where(eq(courses.id, courseId));

const enrolled = async (userId: string, courseId: string) =>
  (
    await db
      .select()
      .from(enrollments)
      .where(
        and(
          eq(enrollments.userId, userId),
          eq(enrollments.courseId, courseId),
          eq(enrollments.status, 'active'),
        ),
      )
  ).length === 1;

let learner: Caller;
beforeAll(async () => {
  learner = await signedInLearner(app, db);
});

describe('an order holds its price for its lifetime only', () => {
  it('refunds a payment for a checkout opened before a price change and older than its lifetime', async () => {
    // An admin mistyped ₹1; a learner opened the checkout at that price and paid long after it was fixed.
    const course = await createCourse(db, { realPricePaise: 100, discountedPricePaise: null });
    const stale = await checkout(learner, course.id);
    expect(stale.razorpayOrder.amount).toBe(100);
    await setPrice(course.id, 799_900);
    await openedAgo(stale.token, ORDER_LIFETIME_MINUTES + 30);

    const verify = await payAndVerify(learner, stale);
    expect(verify.statusCode).toBe(409);
    expect(verify.json()).toEqual({ success: false, message: COMMERCE_MESSAGES.refundPriceChanged });
    expect(await enrolled(learner.user.id, course.id)).toBe(false);
    const [stored] = await db.select().from(orders).where(eq(orders.id, stale.token));
    expect(stored?.status).toBe('refunded');
    const [refund] = await db.select().from(refunds).where(eq(refunds.orderId, stale.token));
    expect(refund).toMatchObject({ reason: 'price_changed', amountPaise: 100, status: 'processed' });

    // Checking out again is priced now.
    const fresh = await checkout(learner, course.id);
    expect(fresh.razorpayOrder.amount).toBe(799_900);
    expect((await payAndVerify(learner, fresh)).statusCode).toBe(200);
    expect(await enrolled(learner.user.id, course.id)).toBe(true);
  });

  it('refunds a late payment when the coupon’s effect changed too, not only the course price', async () => {
    const course = await createCourse(db, { realPricePaise: 200_000, discountedPricePaise: null });
    const [coupon] = await db
      .insert(coupons)
      .values({ code: 'HALFOFF', kind: 'percent', value: 50 })
      .returning();
    const stale = await checkout(learner, course.id, 'HALFOFF');
    expect(stale.razorpayOrder.amount).toBe(100_000);
    await db
      .update(coupons)
      .set({ active: false })
      .where(eq(coupons.id, coupon?.id ?? ''));
    await openedAgo(stale.token, ORDER_LIFETIME_MINUTES + 1);
    const verify = await payAndVerify(learner, stale);
    expect(verify.json().message).toBe(COMMERCE_MESSAGES.refundPriceChanged);
    expect(await enrolled(learner.user.id, course.id)).toBe(false);
  });

  it('charges the price shown within the lifetime, even if it changed meanwhile', async () => {
    const course = await createCourse(db, { realPricePaise: 299_900, discountedPricePaise: null });
    const open = await checkout(learner, course.id);
    await setPrice(course.id, 349_900);
    await openedAgo(open.token, ORDER_LIFETIME_MINUTES - 5);
    expect((await payAndVerify(learner, open)).statusCode).toBe(200);
    expect(await enrolled(learner.user.id, course.id)).toBe(true);
  });

  it('fulfils a late payment whose price is still the current one', async () => {
    const course = await createCourse(db, { realPricePaise: 149_900, discountedPricePaise: null });
    const late = await checkout(learner, course.id);
    await openedAgo(late.token, 24 * 60);
    expect((await payAndVerify(learner, late)).statusCode).toBe(200);
    expect(await enrolled(learner.user.id, course.id)).toBe(true);
  });
});
