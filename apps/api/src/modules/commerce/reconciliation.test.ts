/**
 * Reconciliation after a crash, with no webhook at all: second payments on paid orders are found and refunded,
 * a backlog of abandoned checkouts never delays a captured payment, and every captured payment ends up either
 * fulfilling its order or refunded. Also: a webhook naming a payment settled on another order is harmless.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  enrollments,
  orderEvents,
  orders,
  refunds,
  simulatedGatewayPayments,
} from '../../db/schema/commerce.ts';
import { isSimulatedGateway } from '../../plugins/payment-gateway.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createCourse } from '../../testing/factories.ts';
import { ABANDONED_AFTER_HOURS, capturedPaymentInvariant, reconcileOrders } from './reconciliation.ts';
import { capturedPaymentsNeitherFulfillingNorRefunded } from './repository.ts';

const { app, db } = await buildTestApp();
const gateway = app.paymentGateway;
if (!isSimulatedGateway(gateway)) throw new Error('tests expect the simulated gateway');

const AFTER_MS = 3 * 60_000;
/** A reconciliation run as the scheduler makes it, `minutesLater` from now (orders must age before a check). */
const reconcile = (minutesLater: number) =>
  reconcileOrders(db, gateway, app.log, {
    afterMs: AFTER_MS,
    seller: app.config.seller,
    now: new Date(Date.now() + minutesLater * 60_000),
  });

const learner = () => signedInLearner(app, db);

const call = (cookie: string, url: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function placeOrder(cookie: string, courseId: string) {
  const response = await call(cookie, '/api/payment/createOrder', { courseId });
  expect(response.statusCode).toBe(200);
  return response.json().data as { token: string; razorpayOrder: { id: string } };
}

/** Pays in the simulated checkout: the gateway captures, then delivers its webhook. */
async function payWithWebhook(cookie: string, gatewayOrderId: string) {
  const response = await call(cookie, '/api/payment/simulator/pay', {
    orderId: gatewayOrderId,
    outcome: 'success',
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { razorpay_payment_id: string };
}

const activeEnrollments = (userId: string) =>
  db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.status, 'active')));

const gatewayPayment = async (paymentId: string) =>
  (await db.select().from(simulatedGatewayPayments).where(eq(simulatedGatewayPayments.id, paymentId)))[0];

let courses: Awaited<ReturnType<typeof createCourse>>[];

beforeAll(async () => {
  courses = await Promise.all(
    Array.from({ length: 4 }, (_, index) =>
      createCourse(db, { title: `Reconciled ${index}`, realPricePaise: 399_900, discountedPricePaise: null }),
    ),
  );
});

const course = (index: number) => {
  const found = courses[index];
  if (!found) throw new Error('course missing');
  return found;
};

describe('second payments on paid orders', () => {
  it('refunds a second payment captured on a paid order whose webhook was lost, with no webhook at all', async () => {
    const { cookie, user } = await learner();
    const order = await placeOrder(cookie, course(0).id);
    const first = await payWithWebhook(cookie, order.razorpayOrder.id);
    // The learner paid again from a second tab; then the server was killed before its webhook reached us.
    const second = await gateway.completePayment(order.razorpayOrder.id);
    expect(await capturedPaymentInvariant(db, gateway, { orderIds: [order.token] })).toEqual([
      expect.objectContaining({ paymentId: second.razorpay_payment_id, problem: 'neither' }),
    ]);

    const result = await reconcile(5);
    expect(result.settled).toBe(1);
    const owed = await db.select().from(refunds).where(eq(refunds.paymentId, second.razorpay_payment_id));
    expect(owed).toEqual([
      expect.objectContaining({ orderId: order.token, reason: 'duplicate_payment', status: 'processed' }),
    ]);
    expect(await gatewayPayment(second.razorpay_payment_id)).toMatchObject({ status: 'refunded' });
    // The first payment still fulfils the order.
    expect(await gatewayPayment(first.razorpay_payment_id)).toMatchObject({ status: 'captured' });
    const [stored] = await db.select().from(orders).where(eq(orders.id, order.token));
    expect(stored).toMatchObject({ status: 'paid', gatewayPaymentId: first.razorpay_payment_id });
    expect(await activeEnrollments(user.id)).toHaveLength(1);
    expect(await capturedPaymentInvariant(db, gateway, { orderIds: [order.token] })).toEqual([]);

    // Asked about again later, nothing more is refunded and no history is added.
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.token));
    await reconcile(60);
    expect(
      await db.select().from(refunds).where(eq(refunds.paymentId, second.razorpay_payment_id)),
    ).toHaveLength(1);
    expect(await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.token))).toHaveLength(
      events.length,
    );
  });

  it('lists a payment held for review as neither fulfilling nor refunded', async () => {
    const { cookie } = await learner();
    const order = await placeOrder(cookie, course(1).id);
    const short = await gateway.completePayment(order.razorpayOrder.id, { amountPaise: 100 });
    const verify = await call(cookie, '/api/payment/verifyPayment', { token: order.token, ...short });
    expect(verify.statusCode).toBe(409);
    const neither = await capturedPaymentsNeitherFulfillingNorRefunded(db);
    expect(neither).toContainEqual(
      expect.objectContaining({
        paymentId: short.razorpay_payment_id,
        orderId: order.token,
        refundedPaise: 0,
      }),
    );
  });
});

describe('abandoned checkouts', () => {
  it('settles a captured payment in the first run behind 3,000 abandoned checkouts, and retires them', async () => {
    const { user } = await learner();
    const placedAt = Date.now() - (ABANDONED_AFTER_HOURS + 24) * 60 * 60_000;
    // Abandoned over the last days: opened, never paid, never attempted at the gateway.
    await db.insert(orders).values(
      Array.from({ length: 3000 }, (_, index) => ({
        receipt: `PS-ABANDONED-${index}`,
        userId: user.id,
        kind: 'single' as const,
        amountPaise: 399_900,
        gateway: 'simulated' as const,
        gatewayOrderId: `order_abandoned_${index}`,
        createdAt: new Date(placedAt - index * 60_000),
      })),
    );
    const buyer = await learner();
    const order = await placeOrder(buyer.cookie, course(2).id);
    // Captured at the gateway, then the server died: no verify call and no webhook.
    await gateway.completePayment(order.razorpayOrder.id);

    const first = await reconcile(5);
    expect(await activeEnrollments(buyer.user.id)).toHaveLength(1);
    expect(first.settled).toBe(1);
    // The abandoned checkouts asked about in the same run leave the queue for good.
    expect(first.abandoned).toBeGreaterThan(0);
    const retired = await db.select({ id: orders.id }).from(orders).where(isNotNull(orders.abandonedAt));
    expect(retired).toHaveLength(first.abandoned);
    const next = await reconcile(6);
    expect(next.abandoned).toBeGreaterThan(0);
    const retiredNow = await db.select({ id: orders.id }).from(orders).where(isNotNull(orders.abandonedAt));
    expect(retiredNow).toHaveLength(first.abandoned + next.abandoned);
  });
});

describe('webhooks naming a payment settled elsewhere', () => {
  it('acknowledges a signed webhook for a payment already settled on another order, and records it', async () => {
    const { cookie, user } = await learner();
    const paidOrder = await placeOrder(cookie, course(3).id);
    const paid = await payWithWebhook(cookie, paidOrder.razorpayOrder.id);
    const other = await learner();
    const otherOrder = await placeOrder(other.cookie, course(3).id);
    const refundsBefore = (await db.select().from(refunds)).length;

    const webhook = gateway.webhook('payment.captured', {
      orderId: otherOrder.razorpayOrder.id,
      paymentId: paid.razorpay_payment_id,
      amount: 399_900,
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
    expect(response.json()).toMatchObject({ success: true, data: { status: 'handled' } });

    const [untouched] = await db.select().from(orders).where(eq(orders.id, otherOrder.token));
    expect(untouched).toMatchObject({ status: 'created', gatewayPaymentId: null });
    expect(await activeEnrollments(other.user.id)).toHaveLength(0);
    expect(await activeEnrollments(user.id)).toHaveLength(1);
    expect(await db.select().from(refunds)).toHaveLength(refundsBefore);
    const notes = await db.select().from(orderEvents).where(eq(orderEvents.orderId, otherOrder.token));
    expect(notes.map((event) => event.note)).toContain(
      `Payment ${paid.razorpay_payment_id} was already settled on another order: nothing was done.`,
    );
  });
});
