import { randomBytes } from 'node:crypto';
import { COMMERCE_MESSAGES } from '@pathshala/shared/commerce';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  cartItems,
  couponRedemptions,
  coupons,
  enrollments,
  orderEvents,
  orderItems,
  orders,
  webhookEvents,
} from '../../db/schema/commerce.ts';
import { certificates } from '../../db/schema/learning.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import type { PaymentGateway } from '../../plugins/payment-gateway.ts';
import { couponDiscount, isCouponUsable, payablePrice } from './pricing.ts';
import * as repository from './repository.ts';

type Course = NonNullable<Awaited<ReturnType<typeof repository.findCourseForSale>>>;

/** A course the learner may buy now: it exists, is on sale, and is not theirs already. */
export async function courseForPurchase(db: Database, userId: string, courseId: string): Promise<Course> {
  const course = await repository.findCourseForSale(db, courseId);
  if (!course) throw new AppError('NOT_FOUND', 'Course not found');
  if (course.status === 'coming soon') throw new AppError('BAD_REQUEST', COMMERCE_MESSAGES.comingSoon);
  if (await repository.isEnrolled(db, userId, courseId)) {
    throw new AppError('CONFLICT', COMMERCE_MESSAGES.alreadyPurchased);
  }
  return course;
}

/** The coupon's effect on this course for this learner, or the spec's single refusal message. */
export async function priceWithCoupon(db: Database, userId: string, course: Course, couponCode: string) {
  const pricePaise = payablePrice(course);
  if (couponCode.trim() === '') return { pricePaise, discountPaise: 0, coupon: undefined };
  const coupon = await repository.findCouponByCode(db, couponCode);
  const usable =
    coupon !== undefined &&
    isCouponUsable(coupon, {
      courseId: course.id,
      now: new Date(),
      usesByThisUser: await repository.countCouponUsesByUser(db, coupon.id, userId),
    });
  if (!coupon || !usable) throw new AppError('BAD_REQUEST', COMMERCE_MESSAGES.couponInvalid);
  const discountPaise = couponDiscount(coupon, pricePaise);
  return { pricePaise: pricePaise - discountPaise, discountPaise, coupon };
}

const newReceipt = () =>
  `PS-${new Date().toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(4).toString('hex').toUpperCase()}`;

/** Creates the gateway order first, then ours; amounts always come from the database. */
async function placeOrder(
  db: Database,
  gateway: PaymentGateway,
  user: UserRow,
  input: {
    kind: 'single' | 'cart';
    items: { course: Course; pricePaise: number }[];
    discountPaise: number;
    couponId: string | null;
  },
) {
  const amountPaise = input.items.reduce((sum, item) => sum + item.pricePaise, 0) - input.discountPaise;
  const receipt = newReceipt();
  const gatewayOrder = await gateway.createOrder({
    amountPaise,
    receipt,
    notes: { userId: user.id, courses: input.items.map((item) => item.course.id).join(',') },
  });
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        receipt,
        userId: user.id,
        kind: input.kind,
        amountPaise,
        couponId: input.couponId,
        discountPaise: input.discountPaise,
        gateway: gateway.mode,
        gatewayOrderId: gatewayOrder.id,
      })
      .returning();
    if (!order) throw new Error('order not inserted');
    await tx.insert(orderItems).values(
      input.items.map((item) => ({
        orderId: order.id,
        courseId: item.course.id,
        title: item.course.title,
        pricePaise: item.pricePaise,
      })),
    );
    await tx.insert(orderEvents).values({ orderId: order.id, status: 'created', source: 'checkout' });
    return order;
  });
}

export async function createSingleOrder(
  db: Database,
  gateway: PaymentGateway,
  user: UserRow,
  input: { courseId: string; couponCode: string },
) {
  const course = await courseForPurchase(db, user.id, input.courseId);
  // The coupon is checked again here: the price the learner saw is not trusted.
  const priced = await priceWithCoupon(db, user.id, course, input.couponCode);
  const order = await placeOrder(db, gateway, user, {
    kind: 'single',
    items: [{ course, pricePaise: payablePrice(course) }],
    discountPaise: priced.discountPaise,
    couponId: priced.coupon?.id ?? null,
  });
  return { order, description: course.title };
}

export async function createCartOrder(db: Database, gateway: PaymentGateway, user: UserRow) {
  const cart = await repository.listCart(db, user.id);
  const owned = new Set((await repository.purchasedCourseIds(db, user.id)).map((row) => row.courseId));
  const payable = cart.filter((item) => item.status !== 'coming soon' && !owned.has(item.id));
  if (payable.length === 0) throw new AppError('BAD_REQUEST', COMMERCE_MESSAGES.cartEmpty);
  const order = await placeOrder(db, gateway, user, {
    kind: 'cart',
    items: payable.map((item) => ({ course: item, pricePaise: payablePrice(item) })),
    discountPaise: 0,
    couponId: null,
  });
  const description = payable.length === 1 ? (payable[0]?.title ?? '') : `${payable.length} courses`;
  return { order, description };
}

/**
 * Order paid → enrollments, coupon use, cart clean-up: one transaction, exactly once, whichever of the
 * browser's verify call and the webhook arrives first and however often each repeats. The conditional
 * update is the gate: only the call that moves the order to 'paid' does the rest.
 */
export async function fulfilOrder(db: Database, gatewayOrderId: string, paymentId: string, source: string) {
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .update(orders)
      .set({ status: 'paid', gatewayPaymentId: paymentId, paidAt: new Date() })
      .where(and(eq(orders.gatewayOrderId, gatewayOrderId), inArray(orders.status, ['created', 'failed'])))
      .returning();
    if (!paid) {
      const existing = await repository.findOrderByGatewayOrderId(tx, gatewayOrderId);
      if (!existing) throw new AppError('NOT_FOUND', 'Order not found');
      return { order: existing, fulfilledNow: false };
    }
    const items = await repository.listOrderItems(tx, paid.id);
    const courseIds = items.map((item) => item.courseId);
    await tx
      .insert(enrollments)
      .values(courseIds.map((courseId) => ({ userId: paid.userId, courseId, orderId: paid.id })))
      .onConflictDoUpdate({
        target: [enrollments.userId, enrollments.courseId],
        set: { status: 'active', orderId: paid.id },
        setWhere: sql`${enrollments.status} = 'revoked'`,
      });
    if (paid.couponId) {
      await tx
        .insert(couponRedemptions)
        .values({ orderId: paid.id, couponId: paid.couponId, userId: paid.userId });
      await tx
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} + 1` })
        .where(eq(coupons.id, paid.couponId));
    }
    await tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, paid.userId), inArray(cartItems.courseId, courseIds)));
    await tx.insert(orderEvents).values({ orderId: paid.id, status: 'paid', source });
    return { order: paid, fulfilledNow: true };
  });
}

export async function markOrderFailed(db: Database, gatewayOrderId: string, source: string) {
  await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(orders)
      .set({ status: 'failed' })
      .where(and(eq(orders.gatewayOrderId, gatewayOrderId), eq(orders.status, 'created')))
      .returning();
    if (failed) await tx.insert(orderEvents).values({ orderId: failed.id, status: 'failed', source });
  });
}

/** A refund revokes the access the order gave, at once. */
export async function refundOrder(db: Database, paymentId: string, source: string) {
  await db.transaction(async (tx) => {
    const [refunded] = await tx
      .update(orders)
      .set({ status: 'refunded' })
      .where(and(eq(orders.gatewayPaymentId, paymentId), eq(orders.status, 'paid')))
      .returning();
    if (!refunded) return;
    const revoked = await tx
      .update(enrollments)
      .set({ status: 'revoked' })
      .where(and(eq(enrollments.orderId, refunded.id), eq(enrollments.status, 'active')))
      .returning({ courseId: enrollments.courseId });
    if (revoked.length > 0) {
      // The certificate of a refunded course is revoked too; its public page then says so.
      await tx
        .update(certificates)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(certificates.userId, refunded.userId),
            inArray(
              certificates.courseId,
              revoked.map((row) => row.courseId),
            ),
            isNull(certificates.revokedAt),
          ),
        );
    }
    await tx.insert(orderEvents).values({ orderId: refunded.id, status: 'refunded', source });
  });
}

/** The browser's confirmation: the signature must match the gateway order we stored for this order. */
export async function verifyPayment(
  db: Database,
  gateway: PaymentGateway,
  user: UserRow,
  input: {
    token: string;
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  },
) {
  const order = await repository.findOrder(db, input.token);
  if (!order || order.userId !== user.id) throw new AppError('NOT_FOUND', 'Order not found');
  const signed = gateway.isPaymentSignatureValid({
    orderId: order.gatewayOrderId,
    paymentId: input.razorpay_payment_id,
    signature: input.razorpay_signature,
  });
  if (input.razorpay_order_id !== order.gatewayOrderId || !signed) {
    throw new AppError('BAD_REQUEST', COMMERCE_MESSAGES.paymentFailed);
  }
  if (order.status === 'refunded') throw new AppError('CONFLICT', 'This order was refunded.');
  const { order: paid } = await fulfilOrder(db, order.gatewayOrderId, input.razorpay_payment_id, 'verify');
  if (paid.gatewayPaymentId !== input.razorpay_payment_id && paid.status === 'paid') {
    // Already paid by another payment of the same order: this one is a duplicate charge to refund by hand.
    throw new AppError('CONFLICT', 'This order is already paid.');
  }
  const items = await repository.listOrderItems(db, paid.id);
  return items.map((item) => item.courseId);
}

interface WebhookEnvelope {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string } };
    order?: { entity?: { id?: string } };
    refund?: { entity?: { payment_id?: string } };
  };
}

/**
 * Razorpay webhooks, verified on the raw body. Each event id is handled once; unknown events are
 * acknowledged and ignored.
 */
export async function handleWebhook(
  db: Database,
  gateway: PaymentGateway,
  request: { rawBody: string; signature: string; eventId: string },
) {
  if (!gateway.isWebhookSignatureValid(request.rawBody, request.signature)) {
    throw new AppError('BAD_REQUEST', 'Invalid webhook signature');
  }
  let envelope: WebhookEnvelope;
  try {
    envelope = JSON.parse(request.rawBody) as WebhookEnvelope;
  } catch {
    throw new AppError('BAD_REQUEST', 'Invalid webhook body');
  }
  const type = envelope.event ?? 'unknown';
  if (request.eventId) {
    const [seen] = await db.select().from(webhookEvents).where(eq(webhookEvents.eventId, request.eventId));
    if (seen) return 'duplicate';
  }
  const outcome = await applyWebhookEvent(db, type, envelope);
  // Recorded only once handled, so a delivery that failed half-way is retried by the gateway, not skipped.
  // Two copies racing past the check above are harmless: every handler is idempotent.
  if (request.eventId)
    await db.insert(webhookEvents).values({ eventId: request.eventId, type }).onConflictDoNothing();
  return outcome;
}

async function applyWebhookEvent(db: Database, type: string, envelope: WebhookEnvelope) {
  const payment = envelope.payload?.payment?.entity;
  switch (type) {
    case 'payment.captured':
    case 'order.paid': {
      const orderId = payment?.order_id ?? envelope.payload?.order?.entity?.id;
      if (orderId && payment?.id && (await repository.findOrderByGatewayOrderId(db, orderId))) {
        await fulfilOrder(db, orderId, payment.id, `webhook:${type}`);
      }
      return 'handled';
    }
    case 'payment.failed':
      if (payment?.order_id) await markOrderFailed(db, payment.order_id, 'webhook:payment.failed');
      return 'handled';
    case 'refund.processed': {
      const paymentId = envelope.payload?.refund?.entity?.payment_id ?? payment?.id;
      if (paymentId) await refundOrder(db, paymentId, 'webhook:refund.processed');
      return 'handled';
    }
    default:
      return 'ignored';
  }
}
