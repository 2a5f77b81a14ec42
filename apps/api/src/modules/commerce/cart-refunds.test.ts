/**
 * What a cart refund pays back for a course the learner came to own before paying: the share of the payment the
 * invoice gives that course (its price after the coupon, pro-rated), never its list price; the credit note says
 * the same amount.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { coupons, enrollments, refunds, simulatedGatewayPayments } from '../../db/schema/commerce.ts';
import { taxDocuments } from '../../db/schema/invoices.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createCourse } from '../../testing/factories.ts';

const { app, db } = await buildTestApp();

type Caller = Awaited<ReturnType<typeof signedInLearner>>;
const call = (caller: Caller, method: 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: caller.cookie }, ...(payload ? { payload } : {}) });

let admin: Caller;
let fullStack: Awaited<ReturnType<typeof createCourse>>;
let spreadsheets: Awaited<ReturnType<typeof createCourse>>;

beforeAll(async () => {
  admin = await signedInLearner(app, db, { role: 'admin' });
  fullStack = await createCourse(db, {
    title: 'Full Stack Web',
    realPricePaise: 549_900,
    discountedPricePaise: null,
  });
  spreadsheets = await createCourse(db, {
    title: 'Excel for Analysts',
    realPricePaise: 124_900,
    discountedPricePaise: null,
  });
  await db.insert(coupons).values({ code: 'CART500', kind: 'flat', value: 50_000 });
});

describe('a cart refund for a course granted before payment', () => {
  it('refunds the course’s pro-rated paid share, as the invoice states it, and the credit note matches', async () => {
    const learner = await signedInLearner(app, db);
    for (const course of [fullStack, spreadsheets]) {
      expect((await call(learner, 'POST', '/api/cart/addToCart', { courseId: course.id })).statusCode).toBe(
        200,
      );
    }
    const placed = await call(learner, 'POST', '/api/payment/createCartOrder', { couponCode: 'CART500' });
    expect(placed.statusCode, placed.body).toBe(200);
    const order = placed.json().data;
    expect(order.razorpayOrder.amount).toBe(624_800);

    // An admin grants one of the two courses while the checkout is open.
    const granted = await call(
      admin,
      'PUT',
      `/api/admin/users/${learner.user.id}/courses/${spreadsheets.id}`,
      {
        note: 'Scholarship',
      },
    );
    expect(granted.statusCode, granted.body).toBe(200);
    const paid = await call(learner, 'POST', '/api/payment/simulator/pay', {
      orderId: order.razorpayOrder.id,
      outcome: 'success',
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const [enrolment] = await db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, learner.user.id), eq(enrollments.courseId, fullStack.id)));
    expect(enrolment).toMatchObject({ status: 'active', orderId: order.token });

    const documents = await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order.token));
    const invoice = documents.find((document) => document.kind === 'invoice');
    const creditNote = documents.find((document) => document.kind === 'credit_note');
    const grantedLine = invoice?.lines.find((line) => line.description === spreadsheets.title);
    const keptLine = invoice?.lines.find((line) => line.description === fullStack.title);
    expect(invoice?.totalPaise).toBe(624_800);
    // ₹1,249 of ₹6,748 in the cart, after the ₹500 coupon: ₹1,156.45 of the ₹6,248 paid.
    expect(grantedLine?.totalPaise).toBe(115_645);

    const [refund] = await db.select().from(refunds).where(eq(refunds.orderId, order.token));
    expect(refund).toMatchObject({
      reason: 'already_purchased',
      amountPaise: grantedLine?.totalPaise,
      status: 'processed',
    });
    expect(creditNote).toMatchObject({ refundId: refund?.id, totalPaise: refund?.amountPaise });
    expect(creditNote?.lines).toEqual([
      expect.objectContaining({ description: spreadsheets.title, totalPaise: refund?.amountPaise }),
    ]);

    // What the learner keeps paying for is exactly the invoice's line for the course they kept.
    const [payment] = await db
      .select()
      .from(simulatedGatewayPayments)
      .where(eq(simulatedGatewayPayments.orderId, order.razorpayOrder.id));
    expect((payment?.amountPaise ?? 0) - (payment?.amountRefundedPaise ?? 0)).toBe(keptLine?.totalPaise);
  });
});
