/**
 * Where money could leak under adversarial use: coupon limits under races, double charges for one
 * course, amounts nobody checked, captured payments left waiting for a webhook, outages read as "log in".
 */
import { COMMERCE_MESSAGES } from '@pathshala/shared/commerce';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coupons, enrollments, orders, refunds, simulatedGatewayPayments } from '../../db/schema/commerce.ts';
import { isSimulatedGateway } from '../../plugins/payment-gateway.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createCourse } from '../../testing/factories.ts';
import { reconcileOrders, sendRefunds } from './reconciliation.ts';

const { app, db } = await buildTestApp();
const gateway = app.paymentGateway;
if (!isSimulatedGateway(gateway)) throw new Error('tests expect the simulated gateway');

/** Learners sign in one by one: concurrent logins from one address are queued (and shed) by design. */
async function learners(count: number) {
  const signedIn = [];
  for (let index = 0; index < count; index += 1) signedIn.push(await learner());
  return signedIn;
}

const learner = () => signedInLearner(app, db);

const call = (cookie: string, url: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

const createOrder = (cookie: string, payload: { courseId: string; couponCode?: string }) =>
  call(cookie, '/api/payment/createOrder', payload);

/** Pays an order in the simulated checkout (the gateway captures, then delivers its webhook). */
const pay = (cookie: string, gatewayOrderId: string) =>
  call(cookie, '/api/payment/simulator/pay', { orderId: gatewayOrderId, outcome: 'success' });

const activeEnrollments = (userId: string) =>
  db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.status, 'active')));

const ordersOf = (userId: string) => db.select().from(orders).where(eq(orders.userId, userId));

let course: Awaited<ReturnType<typeof createCourse>>;
let otherCourses: Awaited<ReturnType<typeof createCourse>>[];

beforeAll(async () => {
  course = await createCourse(db, {
    title: 'Data Science',
    realPricePaise: 799_900,
    discountedPricePaise: null,
  });
  otherCourses = await Promise.all(
    Array.from({ length: 5 }, (_, index) =>
      createCourse(db, { title: `Elective ${index}`, realPricePaise: 149_900, discountedPricePaise: null }),
    ),
  );
  await db.insert(coupons).values([
    { code: 'FIRSTONE', kind: 'percent', value: 50, maxUses: 1 },
    { code: 'ONCEEACH', kind: 'percent', value: 90, maxUsesPerUser: 1 },
    { code: 'LASTSEAT', kind: 'percent', value: 30, maxUses: 1 },
  ]);
});

describe('coupon limits hold under concurrency', () => {
  it('lets only one of 20 learners racing for a max_uses=1 coupon pay at the discount', async () => {
    const racers = await learners(20);
    const created = await Promise.all(
      racers.map(({ cookie }) => createOrder(cookie, { courseId: course.id, couponCode: 'FIRSTONE' })),
    );
    const accepted = created.filter((response) => response.statusCode === 200);
    expect(accepted).toHaveLength(1);
    for (const refused of created.filter((response) => response.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(COMMERCE_MESSAGES.couponInvalid);
    }
    // Every learner who got an order pays it; the coupon is still used once.
    await Promise.all(
      created.map((response, index) =>
        response.statusCode === 200
          ? pay(racers[index]?.cookie ?? '', response.json().data.razorpayOrder.id)
          : undefined,
      ),
    );
    const [coupon] = await db.select().from(coupons).where(eq(coupons.code, 'FIRSTONE'));
    expect(coupon?.usedCount).toBe(1);
  });

  it('lets one learner redeem a max_uses_per_user=1 coupon once, not five times', async () => {
    const { cookie, user } = await learner();
    const created = [];
    for (const elective of otherCourses) {
      created.push(await createOrder(cookie, { courseId: elective.id, couponCode: 'ONCEEACH' }));
    }
    expect(created.map((response) => response.statusCode)).toEqual([200, 400, 400, 400, 400]);
    for (const response of created.filter((candidate) => candidate.statusCode === 200)) {
      await pay(cookie, response.json().data.razorpayOrder.id);
    }
    const discounted = (await ordersOf(user.id)).filter((order) => order.couponId !== null);
    expect(discounted.filter((order) => order.status === 'paid')).toHaveLength(1);
  });

  it('refunds a checkout that paid after its hold lapsed and someone else took the last use', async () => {
    const late = await learner();
    const prompt = await learner();
    const lateOrder = (await createOrder(late.cookie, { courseId: course.id, couponCode: 'LASTSEAT' })).json()
      .data;
    // The late learner left the checkout open for an hour: the reserved use lapsed.
    await db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(orders.id, lateOrder.token));
    const promptOrder = await createOrder(prompt.cookie, { courseId: course.id, couponCode: 'LASTSEAT' });
    expect(promptOrder.statusCode).toBe(200);
    await pay(prompt.cookie, promptOrder.json().data.razorpayOrder.id);

    await pay(late.cookie, lateOrder.razorpayOrder.id);
    const [stored] = await db.select().from(orders).where(eq(orders.id, lateOrder.token));
    expect(stored?.status).toBe('refunded');
    expect(await activeEnrollments(late.user.id)).toHaveLength(0);
    const [refund] = await db.select().from(refunds).where(eq(refunds.orderId, lateOrder.token));
    expect(refund).toMatchObject({
      reason: 'coupon_limit',
      status: 'processed',
      amountPaise: stored?.amountPaise,
    });
    const [coupon] = await db.select().from(coupons).where(eq(coupons.code, 'LASTSEAT'));
    expect(coupon?.usedCount).toBe(1);
  });
});

describe('one course, one charge', () => {
  it('refunds the older of a single order and a cart order for the same course, and shows it', async () => {
    const { cookie, user } = await learner();
    const single = (await createOrder(cookie, { courseId: course.id })).json().data;
    await call(cookie, '/api/cart/addToCart', { courseId: course.id });
    const cart = (await call(cookie, '/api/payment/createCartOrder')).json().data;
    const [first, second] = await Promise.all([
      pay(cookie, single.razorpayOrder.id),
      pay(cookie, cart.razorpayOrder.id),
    ]);
    expect(first?.statusCode).toBe(200);
    expect(second?.statusCode).toBe(200);

    expect(await activeEnrollments(user.id)).toHaveLength(1);
    const stored = await ordersOf(user.id);
    expect(stored.find((order) => order.id === cart.token)?.status).toBe('paid');
    expect(stored.find((order) => order.id === single.token)?.status).toBe('refunded');
    const charged = await db
      .select()
      .from(simulatedGatewayPayments)
      .where(inArray(simulatedGatewayPayments.orderId, [single.razorpayOrder.id, cart.razorpayOrder.id]));
    const kept = charged.reduce((sum, payment) => sum + payment.amountPaise - payment.amountRefundedPaise, 0);
    expect(kept).toBe(799_900);

    const history = (
      await app.inject({ method: 'GET', url: '/api/payment/orders', headers: { cookie } })
    ).json().data;
    const refundedOrder = history.find((order: { id: string }) => order.id === single.token);
    expect(refundedOrder.refunds).toEqual([
      expect.objectContaining({ amount: 7999, reason: 'replaced_order', status: 'processed' }),
    ]);
  });

  it('keeps one of two single orders for the same course payable, whichever is paid', async () => {
    const { cookie, user } = await learner();
    const older = (await createOrder(cookie, { courseId: course.id })).json().data;
    const newer = (await createOrder(cookie, { courseId: course.id })).json().data;
    await pay(cookie, older.razorpayOrder.id);
    await pay(cookie, newer.razorpayOrder.id);
    expect(await activeEnrollments(user.id)).toHaveLength(1);
    const statuses = (await ordersOf(user.id)).map((order) => [order.id, order.status]);
    expect(Object.fromEntries(statuses)).toEqual({ [older.token]: 'refunded', [newer.token]: 'paid' });
  });

  it('refunds a payment for a course the learner came to own another way, and only that part of a cart', async () => {
    const { cookie, user } = await learner();
    const [owned, wanted] = otherCourses;
    if (!owned || !wanted) throw new Error('courses missing');
    await call(cookie, '/api/cart/addToCart', { courseId: owned.id });
    await call(cookie, '/api/cart/addToCart', { courseId: wanted.id });
    const cart = (await call(cookie, '/api/payment/createCartOrder')).json().data;
    // Granted by an admin while the checkout was open.
    await db.insert(enrollments).values({ userId: user.id, courseId: owned.id });
    await pay(cookie, cart.razorpayOrder.id);

    const courseIds = (await activeEnrollments(user.id)).map((row) => row.courseId).sort();
    expect(courseIds).toEqual([owned.id, wanted.id].sort());
    const [refund] = await db.select().from(refunds).where(eq(refunds.orderId, cart.token));
    expect(refund).toMatchObject({ reason: 'already_purchased', amountPaise: 149_900, status: 'processed' });
  });

  it('refunds a second payment made on an order that is already paid', async () => {
    const { cookie } = await learner();
    const order = (await createOrder(cookie, { courseId: course.id })).json().data;
    await pay(cookie, order.razorpayOrder.id);
    const second = await gateway.completePayment(order.razorpayOrder.id);
    const verify = await call(cookie, '/api/payment/verifyPayment', { token: order.token, ...second });
    expect(verify.statusCode).toBe(409);
    expect(verify.json().message).toBe(COMMERCE_MESSAGES.refundDuplicatePayment);
    const [refund] = await db.select().from(refunds).where(eq(refunds.paymentId, second.razorpay_payment_id));
    expect(refund).toMatchObject({ reason: 'duplicate_payment', status: 'processed' });
    // Repeating the verify call refunds nothing more.
    await call(cookie, '/api/payment/verifyPayment', { token: order.token, ...second });
    expect(
      await db.select().from(refunds).where(eq(refunds.paymentId, second.razorpay_payment_id)),
    ).toHaveLength(1);
  });
});

describe('amounts are checked on every path', () => {
  it('holds a signed webhook for ₹1 on a ₹7,999 order for review and unlocks nothing', async () => {
    const { cookie, user } = await learner();
    const order = (await createOrder(cookie, { courseId: course.id })).json().data;
    for (const [amount, currency] of [
      [100, 'INR'],
      [799_900, 'USD'],
    ] as const) {
      const webhook = gateway.webhook('payment.captured', {
        orderId: order.razorpayOrder.id,
        paymentId: `pay_forged_${currency}`,
        amount,
        currency,
      });
      const response = await app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': webhook.signature,
          'x-razorpay-event-id': webhook.eventId,
        },
        payload: webhook.body,
      });
      expect(response.statusCode).toBe(200);
    }
    const [stored] = await db.select().from(orders).where(eq(orders.id, order.token));
    expect(stored?.status).toBe('review');
    expect(await activeEnrollments(user.id)).toHaveLength(0);
  });

  it('asks the gateway what was paid on verify, and holds a short payment for review', async () => {
    const { cookie, user } = await learner();
    const order = (await createOrder(cookie, { courseId: course.id })).json().data;
    const short = await gateway.completePayment(order.razorpayOrder.id, { amountPaise: 100 });
    const verify = await call(cookie, '/api/payment/verifyPayment', { token: order.token, ...short });
    expect(verify.statusCode).toBe(409);
    expect(verify.json().message).toBe(COMMERCE_MESSAGES.paymentHeldForReview);
    expect(await activeEnrollments(user.id)).toHaveLength(0);
  });
});

describe('reconciliation', () => {
  it('fulfils payments captured while no verify call or webhook reached us', async () => {
    const buyers = await learners(5);
    const placed = await Promise.all(
      buyers.map(async (buyer) => (await createOrder(buyer.cookie, { courseId: course.id })).json().data),
    );
    // The checkout captured every payment, then the browser and the server died: nothing reached us.
    for (const order of placed) await gateway.completePayment(order.razorpayOrder.id);
    const tooSoon = await reconcileOrders(db, gateway, app.log, {
      afterMs: 3 * 60_000,
      seller: app.config.seller,
    });
    expect(tooSoon.settled).toBe(0);

    const later = new Date(Date.now() + 5 * 60_000);
    const result = await reconcileOrders(db, gateway, app.log, {
      afterMs: 3 * 60_000,
      seller: app.config.seller,
      now: later,
    });
    expect(result.settled).toBe(5);
    for (const buyer of buyers) expect(await activeEnrollments(buyer.user.id)).toHaveLength(1);
    // Asked again straight away, nothing is due (orders back off) and nothing changes.
    expect(
      (
        await reconcileOrders(db, gateway, app.log, {
          afterMs: 3 * 60_000,
          seller: app.config.seller,
          now: later,
        })
      ).checked,
    ).toBe(0);
  });

  it('retries a refund the gateway refused until it goes through, once', async () => {
    const { cookie } = await learner();
    const older = (await createOrder(cookie, { courseId: otherCourses[4]?.id ?? '' })).json().data;
    await createOrder(cookie, { courseId: otherCourses[4]?.id ?? '' });
    const paid = await gateway.completePayment(older.razorpayOrder.id);
    const failing = { ...gateway, refund: async () => Promise.reject(new Error('gateway down')) };
    const { settlePayment } = await import('./service.ts');
    const payment = await gateway.fetchPayment(paid.razorpay_payment_id);
    if (!payment) throw new Error('payment missing');
    const settlement = await settlePayment(db, payment, 'test', app.config.seller);
    expect(settlement).toMatchObject({ outcome: 'refunded', reason: 'replaced_order' });
    const ids = 'refundIds' in settlement ? settlement.refundIds : [];
    expect(await sendRefunds(db, failing, app.log, { ids })).toBe(0);
    const [pending] = await db.select().from(refunds).where(inArray(refunds.id, ids));
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, lastError: 'gateway down' });

    const later = new Date(Date.now() + 60 * 60_000);
    expect(await sendRefunds(db, gateway, app.log, { now: later })).toBe(1);
    expect(await sendRefunds(db, gateway, app.log, { now: later })).toBe(0);
    const [sent] = await db
      .select()
      .from(simulatedGatewayPayments)
      .where(eq(simulatedGatewayPayments.id, paid.razorpay_payment_id));
    expect(sent).toMatchObject({ status: 'refunded', amountRefundedPaise: sent?.amountPaise });
  });
});
