/**
 * Every captured payment either fulfils an order or is refunded. A payment held for review (its amount was not
 * the order's) is refunded or accepted by staff from the order's page; a further mismatched payment on an order
 * that already has one is refunded at once; the dashboard shows what is still held.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/audit.ts';
import { enrollments, orders, refunds, simulatedGatewayPayments } from '../../db/schema/commerce.ts';
import { taxDocuments } from '../../db/schema/invoices.ts';
import { isSimulatedGateway } from '../../plugins/payment-gateway.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createCourse } from '../../testing/factories.ts';
import { holdPaymentForReview } from '../../testing/purchases.ts';

const { app, db } = await buildTestApp();
const gateway = app.paymentGateway;
if (!isSimulatedGateway(gateway)) throw new Error('tests expect the simulated gateway');

type Caller = Awaited<ReturnType<typeof signedInLearner>>;
let admin: Caller;
const call = (caller: Caller, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: caller.cookie }, ...(payload ? { payload } : {}) });
const refund = (orderId: string, body: object = {}) =>
  call(admin, 'POST', `/api/admin/orders/${orderId}/refund`, {
    note: 'Paid the wrong amount',
    idempotencyKey: `held-${randomUUID()}`,
    ...body,
  });
const accept = (orderId: string, note = 'Paid ₹100 more than the price; the learner agreed') =>
  call(admin, 'POST', `/api/admin/orders/${orderId}/accept-payment`, { note });
const dashboard = async () => (await call(admin, 'GET', '/api/admin/dashboard')).json().data;

/** What the gateway still holds of a payment: captured less refunded. */
const kept = async (paymentId: string) => {
  const [payment] = await db
    .select()
    .from(simulatedGatewayPayments)
    .where(eq(simulatedGatewayPayments.id, paymentId));
  return (payment?.amountPaise ?? 0) - (payment?.amountRefundedPaise ?? 0);
};
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

let course: Awaited<ReturnType<typeof createCourse>>;
beforeAll(async () => {
  admin = await signedInLearner(app, db, { role: 'admin' });
  course = await createCourse(db, {
    title: 'Data Science',
    realPricePaise: 799_900,
    discountedPricePaise: null,
  });
});

describe('a payment held for review', () => {
  it('is refunded in full from the order’s page, with a second mismatched payment refunded as well', async () => {
    const learner = await signedInLearner(app, db);
    const held = await holdPaymentForReview(app, learner.cookie, course.id, 600_000);
    const before = await dashboard();
    expect(before.unsettledPayments).toMatchObject({ count: 1, amount: 6000 });
    expect(before.unsettledPayments.orderIds).toEqual([held.orderId]);

    const detail = (await call(admin, 'GET', `/api/admin/orders/${held.orderId}`)).json().data;
    expect(detail).toMatchObject({
      status: 'review',
      heldPayment: { paymentId: held.paymentId, amount: 6000, currency: 'INR' },
    });

    // The learner tries again on the same checkout, again with the wrong amount: it is given back at once.
    const second = await gateway.completePayment(held.gatewayOrderId, { amountPaise: 600_000 });
    const verify = await call(learner, 'POST', '/api/payment/verifyPayment', {
      token: held.orderId,
      ...second,
    });
    expect(verify.statusCode).toBe(409);
    const [secondRefund] = await db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, second.razorpay_payment_id));
    expect(secondRefund).toMatchObject({
      reason: 'duplicate_payment',
      amountPaise: 600_000,
      status: 'processed',
    });
    expect(await kept(second.razorpay_payment_id)).toBe(0);

    expect((await refund(held.orderId, { amount: 1000 })).json()).toEqual({
      success: false,
      message: 'A payment held for review is refunded in full.',
    });
    const refunded = await refund(held.orderId);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data).toMatchObject({
      amount: 6000,
      status: 'processed',
      orderStatus: 'refunded',
      creditNote: null,
    });
    expect(await kept(held.paymentId)).toBe(0);
    expect(await enrolled(learner.user.id, course.id)).toBe(false);
    expect((await dashboard()).unsettledPayments).toEqual({ count: 0, amount: 0, orderIds: [] });
    const again = await refund(held.orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already refunded in full.');
  });

  it('is refunded at once when it arrives on an order that is already paid', async () => {
    const learner = await signedInLearner(app, db);
    const placed = (await call(learner, 'POST', '/api/payment/createOrder', { courseId: course.id })).json()
      .data;
    const first = await gateway.completePayment(placed.razorpayOrder.id);
    await call(learner, 'POST', '/api/payment/verifyPayment', { token: placed.token, ...first });
    const extra = await gateway.completePayment(placed.razorpayOrder.id, { amountPaise: 100 });
    await call(learner, 'POST', '/api/payment/verifyPayment', { token: placed.token, ...extra });
    expect(await kept(extra.razorpay_payment_id)).toBe(0);
    expect(await kept(first.razorpay_payment_id)).toBe(799_900);
    expect(await enrolled(learner.user.id, course.id)).toBe(true);
  });

  it('is accepted from the order’s page: the order is paid for what was captured, invoiced and audited', async () => {
    const learner = await signedInLearner(app, db);
    const held = await holdPaymentForReview(app, learner.cookie, course.id, 809_900);
    // Two clicks at once settle it once: the later one finds nothing held any more.
    const answers = await Promise.all([accept(held.orderId), accept(held.orderId)]);
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    expect(accepted.map((answer) => answer.json().data)).toContainEqual({
      outcome: 'paid',
      orderStatus: 'paid',
    });
    for (const answer of answers.filter((candidate) => candidate.statusCode !== 200)) {
      expect(answer.json()).toEqual({
        success: false,
        message: 'Only a payment held for review can be accepted.',
      });
    }
    expect(await enrolled(learner.user.id, course.id)).toBe(true);
    const [stored] = await db.select().from(orders).where(eq(orders.id, held.orderId));
    expect(stored).toMatchObject({ status: 'paid', amountPaise: 809_900, gatewayPaymentId: held.paymentId });
    const documents = await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, held.orderId));
    expect(documents).toEqual([expect.objectContaining({ kind: 'invoice', totalPaise: 809_900 })]);
    expect(await kept(held.paymentId)).toBe(809_900);
    const audit = await db.select().from(auditEntries).where(eq(auditEntries.objectId, held.orderId));
    expect(audit.map((entry) => entry.action)).toContain('order.accept-payment');
    expect((await dashboard()).unsettledPayments.count).toBe(0);

    const notHeld = await accept(held.orderId);
    expect(notHeld.statusCode).toBe(409);
    expect(notHeld.json().message).toBe('Only a payment held for review can be accepted.');
  });

  it('refuses to accept what the gateway no longer holds, and bad input', async () => {
    const learner = await signedInLearner(app, db);
    const held = await holdPaymentForReview(app, learner.cookie, course.id);
    await gateway.refund({ paymentId: held.paymentId, amountPaise: 100, receipt: randomUUID() });
    const refused = await accept(held.orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The gateway no longer reports this payment as captured; refund it or leave it.',
    );
    expect((await accept(held.orderId, 'x')).statusCode).toBe(400);
    expect((await accept(randomUUID())).statusCode).toBe(404);
  });
});
