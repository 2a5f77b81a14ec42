import { randomBytes } from 'node:crypto';
import { COMMERCE_MESSAGES } from '@pathshala/shared/commerce';
import { indiaDay } from '@pathshala/shared/dates';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Seller } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import {
  cartItems,
  couponRedemptions,
  coupons,
  enrollments,
  type OrderStatus,
  orderEvents,
  orderItems,
  orders,
  type RefundReason,
  refunds,
  webhookEvents,
} from '../../db/schema/commerce.ts';
import { certificates } from '../../db/schema/learning.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import type { GatewayPayment, PaymentGateway } from '../../plugins/payment-gateway.ts';
import { accountEmailLocale, enqueueEmail } from '../email/outbox.ts';
import { emailTexts as englishEmailTexts, type RefundAccessNote } from '../email/texts/en-IN.ts';
import { issueCreditNote, issueInvoice, paidShares } from '../invoices/service.ts';
import { notify } from '../notifications/service.ts';
import { syncProgrammeCourses } from '../programmes/course-access.ts';
import { cartCouponDiscount, couponDiscount, isCouponUsable, payablePrice } from './pricing.ts';
import * as repository from './repository.ts';

/**
 * An order's lifetime: how long the checkout holds the price it showed the learner. A payment made later is
 * fulfilled only if the order's price is still what the courses (and the coupon) cost now; otherwise it is
 * refunded and the learner checks out again at the current price.
 */
export const ORDER_LIFETIME_MINUTES = 30;
/** How long an unpaid checkout keeps its coupon use reserved; after it, the use is re-checked at payment. */
export const COUPON_HOLD_MINUTES = ORDER_LIFETIME_MINUTES;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

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
  `PS-${indiaDay(new Date()).replaceAll('-', '')}-${randomBytes(4).toString('hex').toUpperCase()}`;

/** Every money decision about one learner runs one at a time: placing orders and settling payments. */
async function lockLearner(tx: Transaction, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Unpaid checkouts created after this still hold their coupon use. */
export const holdStart = (now = new Date()) => new Date(now.getTime() - COUPON_HOLD_MINUTES * 60_000);

/**
 * Uses of a coupon that count against its limits: paid ones (usedCount, redemptions) plus unpaid checkouts
 * still inside their hold. `exceptOrderId` leaves out the order being settled (it holds its own use).
 */
async function couponUses(
  tx: Transaction,
  coupon: { id: string; usedCount: number },
  userId: string,
  now: Date,
  exceptOrderId?: string,
) {
  const held = and(
    eq(orders.couponId, coupon.id),
    eq(orders.status, 'created'),
    gt(orders.createdAt, holdStart(now)),
    exceptOrderId ? ne(orders.id, exceptOrderId) : undefined,
  );
  const [holds] = await tx.select({ n: sql<number>`count(*)::int` }).from(orders).where(held);
  const [ownHolds] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(held, eq(orders.userId, userId)));
  const ownRedemptions = await repository.countCouponUsesByUser(tx, coupon.id, userId);
  return { total: coupon.usedCount + (holds?.n ?? 0), byUser: ownRedemptions + (ownHolds?.n ?? 0) };
}

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
    /** The course the coupon's rules are checked against (its own course, for a course's coupon). */
    couponCourseId?: string;
    /** GST state code for the invoice, when the learner gave one. */
    buyerState: string | null;
  },
) {
  const amountPaise = input.items.reduce((sum, item) => sum + item.pricePaise, 0) - input.discountPaise;
  const courseIds = input.items.map((item) => item.course.id);
  const receipt = newReceipt();
  const gatewayOrder = await gateway.createOrder({
    amountPaise,
    receipt,
    notes: { userId: user.id, courses: courseIds.join(',') },
  });
  return db.transaction(async (tx) => {
    await lockLearner(tx, user.id);
    const now = new Date();
    // One payable checkout per learner and course: a newer one replaces the older ones. A payment that still
    // arrives for a replaced order is refunded when it is settled.
    const replaced = await tx
      .update(orders)
      .set({ status: 'cancelled' })
      .where(
        and(
          eq(orders.userId, user.id),
          inArray(orders.status, ['created', 'failed']),
          inArray(
            orders.id,
            tx
              .select({ id: orderItems.orderId })
              .from(orderItems)
              .where(inArray(orderItems.courseId, courseIds)),
          ),
        ),
      )
      .returning({ id: orders.id });
    if (replaced.length > 0) {
      await tx.insert(orderEvents).values(
        replaced.map((order) => ({
          orderId: order.id,
          status: 'cancelled' as const,
          source: 'checkout',
          note: 'Replaced by a newer checkout for the same course.',
        })),
      );
    }
    const owned = await tx
      .select({ courseId: enrollments.courseId })
      .from(enrollments)
      .where(
        and(
          eq(enrollments.userId, user.id),
          inArray(enrollments.courseId, courseIds),
          eq(enrollments.status, 'active'),
        ),
      );
    if (owned.length > 0) throw new AppError('CONFLICT', COMMERCE_MESSAGES.alreadyPurchased);
    if (input.couponId) {
      // The coupon row is the lock that makes its limits hold under any concurrency.
      const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, input.couponId)).for('update');
      const uses = coupon ? await couponUses(tx, coupon, user.id, now) : undefined;
      const usable =
        coupon &&
        uses &&
        isCouponUsable(
          { ...coupon, usedCount: uses.total },
          { courseId: input.couponCourseId ?? courseIds[0] ?? '', now, usesByThisUser: uses.byUser },
        );
      if (!usable) throw new AppError('BAD_REQUEST', COMMERCE_MESSAGES.couponInvalid);
    }
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
        buyerState: input.buyerState,
        createdAt: now,
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
  input: { courseId: string; couponCode: string; state: string | null },
) {
  const course = await courseForPurchase(db, user.id, input.courseId);
  // The coupon is checked again here (and once more, under lock, as the order is written).
  const priced = await priceWithCoupon(db, user.id, course, input.couponCode);
  const order = await placeOrder(db, gateway, user, {
    kind: 'single',
    items: [{ course, pricePaise: payablePrice(course) }],
    discountPaise: priced.discountPaise,
    couponId: priced.coupon?.id ?? null,
    buyerState: input.state,
  });
  return { order, description: course.title };
}

/** The cart's courses that can be bought now: not coming soon, not owned already. */
async function payableCart(db: Database, userId: string) {
  const cart = await repository.listCart(db, userId);
  const owned = new Set((await repository.purchasedCourseIds(db, userId)).map((row) => row.courseId));
  return cart.filter((item) => item.status !== 'coming soon' && !owned.has(item.id));
}

/** The cart priced with a coupon (none when the code is blank), or the spec's single refusal message. */
export async function priceCartWithCoupon(db: Database, userId: string, couponCode: string) {
  const payable = await payableCart(db, userId);
  if (payable.length === 0) throw new AppError('BAD_REQUEST', COMMERCE_MESSAGES.cartEmpty);
  const lines = payable.map((item) => ({ courseId: item.id, pricePaise: payablePrice(item) }));
  const subtotalPaise = lines.reduce((sum, line) => sum + line.pricePaise, 0);
  const unpriced = { payable, subtotalPaise, discountPaise: 0, coupon: undefined, couponCourseId: undefined };
  if (couponCode.trim() === '') return unpriced;
  const coupon = await repository.findCouponByCode(db, couponCode);
  const applied = coupon ? cartCouponDiscount(coupon, lines) : null;
  const usable =
    coupon !== undefined &&
    applied !== null &&
    isCouponUsable(coupon, {
      courseId: applied.appliesTo,
      now: new Date(),
      usesByThisUser: await repository.countCouponUsesByUser(db, coupon.id, userId),
    });
  if (!coupon || !applied || !usable) throw new AppError('BAD_REQUEST', COMMERCE_MESSAGES.couponInvalid);
  return { ...unpriced, discountPaise: applied.discountPaise, coupon, couponCourseId: applied.appliesTo };
}

export async function createCartOrder(
  db: Database,
  gateway: PaymentGateway,
  user: UserRow,
  input: { couponCode: string; state: string | null } = { couponCode: '', state: null },
) {
  // The coupon is checked again here (and once more, under lock, as the order is written).
  const priced = await priceCartWithCoupon(db, user.id, input.couponCode);
  const { payable } = priced;
  const order = await placeOrder(db, gateway, user, {
    kind: 'cart',
    items: payable.map((item) => ({ course: item, pricePaise: payablePrice(item) })),
    discountPaise: priced.discountPaise,
    couponId: priced.coupon?.id ?? null,
    couponCourseId: priced.couponCourseId,
    buyerState: input.state,
  });
  const description = payable.length === 1 ? (payable[0]?.title ?? '') : `${payable.length} courses`;
  return { order, description };
}

/** Refunds a payment's settlement decides by itself (an admin's refund is decided in the console). */
type SettlementRefundReason = Exclude<RefundReason, 'admin'>;

/** What became of a captured payment. */
export type Settlement =
  | { outcome: 'unknown_order' }
  | { outcome: 'paid'; orderId: string; courseIds: string[]; refundIds: string[] }
  | { outcome: 'refunded'; orderId: string; reason: SettlementRefundReason; refundIds: string[] }
  | { outcome: 'review'; orderId: string }
  /** The payment was settled (or refunded) on another order already: acknowledged, nothing done twice. */
  | { outcome: 'settled_elsewhere'; orderId: string; settledOrderId: string };

/** The order's history notes a refund in the words the learner's (English) e-mail uses. */
const REFUND_NOTES: Record<SettlementRefundReason, string> = englishEmailTexts.refundIssued.access;

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;

/**
 * Owes a payment (or part of it) back, once per payment and reason, and tells the learner in the same
 * transaction. Courses refunded out of an invoiced order (`creditLines`) get their credit note.
 */
async function owe(
  tx: Transaction,
  order: { id: string; userId: string; receipt: string },
  payment: GatewayPayment,
  reason: SettlementRefundReason,
  amountPaise = payment.amountPaise,
  creditLines?: { description: string; pricePaise: number }[],
) {
  const [refund] = await tx
    .insert(refunds)
    .values({ orderId: order.id, paymentId: payment.id, amountPaise, currency: payment.currency, reason })
    .onConflictDoNothing()
    .returning({ id: refunds.id, createdAt: refunds.createdAt });
  if (!refund) return [];
  const creditNote = creditLines
    ? await issueCreditNote(tx, { id: refund.id, orderId: order.id, amountPaise }, creditLines)
    : undefined;
  await mailRefund(tx, order, {
    id: refund.id,
    amountPaise,
    accessNote: creditLines ? 'some_already_owned' : reason,
    creditNote,
    refundedAt: refund.createdAt,
  });
  return [refund.id];
}

/**
 * The refund e-mail to the order's buyer, queued in the transaction that decides the refund, and the buyer's
 * notification of it (once per refund).
 */
async function mailRefund(
  tx: Transaction,
  order: { userId: string; receipt: string },
  refund: {
    id: string;
    amountPaise: number;
    accessNote: RefundAccessNote;
    creditNote: { id: string; number: string } | undefined;
    refundedAt: Date;
  },
) {
  const buyer = await buyerOf(tx, order.userId);
  if (!buyer) return;
  await notify(tx, {
    userIds: [order.userId],
    kind: 'refundCompleted',
    params: { amount: rupees(refund.amountPaise), receipt: order.receipt },
    link: '/profile/orders',
    dedupeKey: `refund:${refund.id}`,
  });
  await enqueueEmail(
    tx,
    'refundIssued',
    buyer.email,
    {
      name: buyer.name,
      receipt: order.receipt,
      amount: rupees(refund.amountPaise),
      accessNote: refund.accessNote,
      ...(refund.creditNote
        ? { creditNote: { id: refund.creditNote.id, number: refund.creditNote.number } }
        : {}),
      refundedAt: refund.refundedAt.toISOString(),
    },
    accountEmailLocale(buyer.language),
  );
}

/** Who an order's e-mails go to, and in which language. */
async function buyerOf(tx: Transaction, userId: string) {
  const [buyer] = await tx
    .select({ name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return buyer;
}

async function recordEvent(
  tx: Transaction,
  orderId: string,
  status: OrderStatus,
  source: string,
  note: string | null = null,
) {
  await tx.insert(orderEvents).values({ orderId, status, source, note });
}

/**
 * A captured payment → the learner's courses, exactly once, whichever of the browser's verify call, the
 * webhook and reconciliation arrives first and however often each repeats. Everything the gateway says is
 * checked against the order: amount and currency (a mismatch is held for review, never fulfilled), that the
 * order is still the payable one, the coupon's limits, and what the learner owns already. A payment that must
 * not buy anything is owed back: a refund row is written here and sent to the gateway after the commit.
 */
export async function settlePayment(
  db: Database,
  payment: GatewayPayment,
  source: string,
  seller: Seller,
  /** Staff accept the payment held for review on this order (with their note): it settles for what was captured. */
  options: { acceptHeld?: { note: string } } = {},
): Promise<Settlement> {
  const found = await repository.findOrderByGatewayOrderId(db, payment.orderId);
  if (!found) return { outcome: 'unknown_order' };
  return db.transaction(async (tx): Promise<Settlement> => {
    await lockLearner(tx, found.userId);
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
    if (!order) return { outcome: 'unknown_order' };
    const items = await repository.listOrderItems(tx, order.id);
    if (options.acceptHeld && order.status === 'review' && order.gatewayPaymentId === payment.id) {
      // Reopened for exactly what was captured, then settled like any payment (ownership, coupon limits).
      const reopened = {
        status: 'created' as const,
        amountPaise: payment.amountPaise,
        gatewayPaymentId: null,
        heldAmountPaise: null,
        heldCurrency: null,
      };
      await tx.update(orders).set(reopened).where(eq(orders.id, order.id));
      Object.assign(order, reopened);
      await recordEvent(
        tx,
        order.id,
        'created',
        source,
        `Held payment ${payment.id} of ${rupees(payment.amountPaise)} accepted: ${options.acceptHeld.note}`,
      );
    }

    if (order.gatewayPaymentId === payment.id) return settledEarlier(tx, order, items);

    // A payment id is settled once, on one order; naming it again for another order changes nothing.
    const [elsewhere] = await tx
      .select({ orderId: orders.id })
      .from(orders)
      .where(and(eq(orders.gatewayPaymentId, payment.id), ne(orders.id, order.id)))
      .union(
        tx
          .select({ orderId: refunds.orderId })
          .from(refunds)
          .where(and(eq(refunds.paymentId, payment.id), ne(refunds.orderId, order.id))),
      )
      .limit(1);
    if (elsewhere) {
      await recordEvent(
        tx,
        order.id,
        order.status,
        source,
        `Payment ${payment.id} was already settled on another order: nothing was done.`,
      );
      return { outcome: 'settled_elsewhere', orderId: order.id, settledOrderId: elsewhere.orderId };
    }

    if (payment.amountPaise !== order.amountPaise || payment.currency !== order.currency) {
      const note = `The gateway reported ${payment.currency} ${payment.amountPaise / 100} for an order of ${order.currency} ${order.amountPaise / 100}: held for review.`;
      if (order.status === 'created' || order.status === 'failed' || order.status === 'cancelled') {
        await tx
          .update(orders)
          .set({
            status: 'review',
            gatewayPaymentId: payment.id,
            heldAmountPaise: payment.amountPaise,
            heldCurrency: payment.currency,
          })
          .where(eq(orders.id, order.id));
        await recordEvent(tx, order.id, 'review', source, note);
        return { outcome: 'review', orderId: order.id };
      }
      // The order already has its payment (paid, held or refunded): this one can only be given back.
      await recordEvent(
        tx,
        order.id,
        order.status,
        source,
        `Payment ${payment.id}: the gateway reported ${payment.currency} ${payment.amountPaise / 100}. ${REFUND_NOTES.duplicate_payment}`,
      );
      const refundIds = await owe(tx, order, payment, 'duplicate_payment');
      return { outcome: 'refunded', orderId: order.id, reason: 'duplicate_payment', refundIds };
    }

    if (order.status === 'cancelled') {
      await tx
        .update(orders)
        .set({ status: 'refunded', gatewayPaymentId: payment.id })
        .where(eq(orders.id, order.id));
      await recordEvent(tx, order.id, 'refunded', source, REFUND_NOTES.replaced_order);
      const refundIds = await owe(tx, order, payment, 'replaced_order');
      return { outcome: 'refunded', orderId: order.id, reason: 'replaced_order', refundIds };
    }
    if (order.status !== 'created' && order.status !== 'failed') {
      await recordEvent(tx, order.id, order.status, source, REFUND_NOTES.duplicate_payment);
      const refundIds = await owe(tx, order, payment, 'duplicate_payment');
      return { outcome: 'refunded', orderId: order.id, reason: 'duplicate_payment', refundIds };
    }

    const refuse = async (reason: SettlementRefundReason) => {
      await tx
        .update(orders)
        .set({ status: 'refunded', gatewayPaymentId: payment.id })
        .where(eq(orders.id, order.id));
      await recordEvent(tx, order.id, 'refunded', source, REFUND_NOTES[reason]);
      const refundIds = await owe(tx, order, payment, reason);
      return { outcome: 'refunded' as const, orderId: order.id, reason, refundIds };
    };

    const paidAt = payment.createdAt ?? new Date();
    const late = paidAt.getTime() - order.createdAt.getTime() > ORDER_LIFETIME_MINUTES * 60_000;
    if (late && !options.acceptHeld) {
      // Past its lifetime the order's price is only good if it is still the price now.
      if ((await currentAmount(tx, order, items, paidAt)) !== order.amountPaise)
        return refuse('price_changed');
    }

    if (order.couponId) {
      // Re-checked under the coupon's lock: a checkout whose hold lapsed may have lost its use to someone else.
      const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, order.couponId)).for('update');
      if (coupon) {
        const uses = await couponUses(tx, coupon, order.userId, new Date(), order.id);
        const overLimit =
          (coupon.maxUses !== null && uses.total >= coupon.maxUses) ||
          (coupon.maxUsesPerUser !== null && uses.byUser >= coupon.maxUsesPerUser);
        if (overLimit) return refuse('coupon_limit');
      }
    }

    const owned = new Set(
      (
        await tx
          .select({ courseId: enrollments.courseId })
          .from(enrollments)
          .where(
            and(
              eq(enrollments.userId, order.userId),
              inArray(
                enrollments.courseId,
                items.map((item) => item.courseId),
              ),
              eq(enrollments.status, 'active'),
            ),
          )
      ).map((row) => row.courseId),
    );
    const toEnrol = items.filter((item) => !owned.has(item.courseId));
    if (toEnrol.length === 0) return refuse('already_purchased');

    await tx
      .update(orders)
      .set({ status: 'paid', gatewayPaymentId: payment.id, paidAt: new Date() })
      .where(eq(orders.id, order.id));
    await tx
      .insert(enrollments)
      .values(toEnrol.map((item) => ({ userId: order.userId, courseId: item.courseId, orderId: order.id })))
      .onConflictDoUpdate({
        target: [enrollments.userId, enrollments.courseId],
        set: { status: 'active', orderId: order.id, programmeId: null },
        setWhere: sql`${enrollments.status} = 'revoked'`,
      });
    // A programme in the order opens the courses it includes.
    await syncProgrammeCourses(tx, { userIds: [order.userId] });
    if (order.couponId) {
      await tx
        .insert(couponRedemptions)
        .values({ orderId: order.id, couponId: order.couponId, userId: order.userId });
      await tx
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} + 1` })
        .where(eq(coupons.id, order.couponId));
    }
    await tx.delete(cartItems).where(
      and(
        eq(cartItems.userId, order.userId),
        inArray(
          cartItems.courseId,
          items.map((item) => item.courseId),
        ),
      ),
    );
    await recordEvent(tx, order.id, 'paid', source);
    const invoice = await issueInvoice(tx, seller, order.id);
    let refundIds: string[] = [];
    const alreadyOwned = items.filter((item) => owned.has(item.courseId));
    if (alreadyOwned.length > 0) {
      // Only in a cart: the courses the learner already owned are paid back at what was paid for each, after
      // the coupon, as the invoice states it (never the list price), and the credit note says the same.
      const owedLines = (await paidShares(tx, order)).filter((item) => owned.has(item.courseId));
      const amount = owedLines.reduce((sum, item) => sum + item.paidPaise, 0);
      refundIds = await owe(
        tx,
        order,
        payment,
        'already_purchased',
        amount,
        owedLines.map((item) => ({ description: item.title, pricePaise: item.paidPaise })),
      );
      await recordEvent(
        tx,
        order.id,
        'paid',
        source,
        `Already owned: ${alreadyOwned.map((item) => item.title).join(', ')}. ${rupees(amount)} is refunded.`,
      );
    }
    const buyer = await buyerOf(tx, order.userId);
    if (buyer) {
      await enqueueEmail(
        tx,
        'purchaseReceipt',
        buyer.email,
        {
          name: buyer.name,
          receipt: order.receipt,
          items: items.map((item) => ({ title: item.title, price: rupees(item.pricePaise) })),
          amount: rupees(order.amountPaise),
          discount: order.discountPaise > 0 ? rupees(order.discountPaise) : null,
          paidAt: new Date().toISOString(),
          invoice: { id: invoice.id, number: invoice.number },
        },
        accountEmailLocale(buyer.language),
      );
    }
    return { outcome: 'paid', orderId: order.id, courseIds: toEnrol.map((item) => item.courseId), refundIds };
  });
}

/**
 * What the order's courses would cost in a checkout opened at `at`: their prices then, less the order's coupon
 * if it is still on (its use limits are checked apart). A course no longer on sale makes it null.
 */
async function currentAmount(
  tx: Transaction,
  order: typeof orders.$inferSelect,
  items: { courseId: string }[],
  at: Date,
) {
  const forSale = await Promise.all(items.map((item) => repository.findCourseForSale(tx, item.courseId)));
  const lines = [];
  for (const course of forSale) {
    if (!course) return null;
    lines.push({ courseId: course.id, pricePaise: payablePrice(course) });
  }
  const subtotalPaise = lines.reduce((sum, line) => sum + line.pricePaise, 0);
  if (!order.couponId) return subtotalPaise;
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, order.couponId));
  const on =
    coupon?.active === true && at >= coupon.validFrom && (coupon.validTo === null || at <= coupon.validTo);
  const discountPaise = on && coupon ? (cartCouponDiscount(coupon, lines)?.discountPaise ?? 0) : 0;
  return subtotalPaise - discountPaise;
}

/** The same answer for a payment that was settled before (repeats of verify, webhook or reconciliation). */
async function settledEarlier(
  tx: Transaction,
  order: typeof orders.$inferSelect,
  items: { courseId: string }[],
): Promise<Settlement> {
  if (order.status === 'review') return { outcome: 'review', orderId: order.id };
  const [refund] = await tx
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, order.id),
        eq(refunds.paymentId, order.gatewayPaymentId ?? ''),
        // An admin's later refund is not what this payment's settlement decided.
        ne(refunds.reason, 'admin'),
      ),
    );
  if (order.status === 'paid' || (order.status === 'refunded' && !refund)) {
    const enrolled = await tx
      .select({ courseId: enrollments.courseId })
      .from(enrollments)
      .where(and(eq(enrollments.orderId, order.id), eq(enrollments.userId, order.userId)));
    const courseIds =
      enrolled.length > 0 ? enrolled.map((row) => row.courseId) : items.map((i) => i.courseId);
    return { outcome: 'paid', orderId: order.id, courseIds, refundIds: [] };
  }
  return {
    outcome: 'refunded',
    orderId: order.id,
    reason: refund && refund.reason !== 'admin' ? refund.reason : 'duplicate_payment',
    refundIds: [],
  };
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

/** Ends the learner's access bought by the order: its enrolments, and the certificates of those courses. */
async function revokeOrderAccess(tx: Transaction, order: { id: string; userId: string }) {
  const revoked = await tx
    .update(enrollments)
    .set({ status: 'revoked' })
    .where(and(eq(enrollments.orderId, order.id), eq(enrollments.status, 'active')))
    .returning({ courseId: enrollments.courseId });
  // A refunded programme takes the courses that came with it (not those the learner holds of their own).
  await syncProgrammeCourses(tx, { userIds: [order.userId] });
  if (revoked.length > 0) {
    // The certificate of a refunded course is revoked too; its public page then says so.
    await tx
      .update(certificates)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(certificates.userId, order.userId),
          inArray(
            certificates.courseId,
            revoked.map((row) => row.courseId),
          ),
          isNull(certificates.revokedAt),
        ),
      );
  }
  return revoked.map((row) => row.courseId);
}

/** A refund made outside our own refund outbox (e.g. from the gateway's dashboard) revokes the access. */
export async function refundOrder(db: Database, paymentId: string, source: string) {
  await db.transaction(async (tx) => {
    const [refunded] = await tx
      .update(orders)
      .set({ status: 'refunded' })
      .where(and(eq(orders.gatewayPaymentId, paymentId), eq(orders.status, 'paid')))
      .returning();
    if (!refunded) return;
    await revokeOrderAccess(tx, refunded);
    await tx.insert(orderEvents).values({ orderId: refunded.id, status: 'refunded', source });
  });
}

/**
 * The browser's confirmation. The signature proves the checkout finished, but what was paid is asked of the
 * gateway itself, never taken from the browser.
 */
export async function verifyPayment(
  db: Database,
  gateway: PaymentGateway,
  seller: Seller,
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
  let payment = await gateway.fetchPayment(input.razorpay_payment_id);
  if (!payment || payment.orderId !== order.gatewayOrderId) {
    throw new AppError('BAD_REQUEST', COMMERCE_MESSAGES.paymentFailed);
  }
  if (payment.status === 'authorized') payment = await gateway.capturePayment(payment);
  if (payment.status !== 'captured' && payment.status !== 'refunded') {
    throw new AppError('BAD_REQUEST', COMMERCE_MESSAGES.paymentFailed);
  }
  const settlement = await settlePayment(db, payment, 'verify', seller);
  return settlement;
}

interface WebhookEnvelope {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; currency?: string } };
    order?: { entity?: { id?: string } };
    refund?: { entity?: { id?: string; payment_id?: string; receipt?: string | null } };
  };
}

/**
 * Razorpay webhooks, verified on the raw body. Each event id is handled once; unknown events are
 * acknowledged and ignored. Returns the settlement of a payment event, so refunds it owes can be sent.
 */
export async function handleWebhook(
  db: Database,
  gateway: PaymentGateway,
  seller: Seller,
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
  if (typeof envelope !== 'object' || envelope === null) {
    throw new AppError('BAD_REQUEST', 'Invalid webhook body');
  }
  const type = typeof envelope.event === 'string' ? envelope.event : 'unknown';
  if (request.eventId) {
    const [seen] = await db.select().from(webhookEvents).where(eq(webhookEvents.eventId, request.eventId));
    if (seen) return { status: 'duplicate' as const };
  }
  const outcome = await applyWebhookEvent(db, gateway, seller, type, envelope);
  // Recorded only once handled, so a delivery that failed half-way is retried by the gateway, not skipped.
  // Two copies racing past the check above are harmless: every handler is idempotent.
  if (request.eventId)
    await db.insert(webhookEvents).values({ eventId: request.eventId, type }).onConflictDoNothing();
  return outcome;
}

async function applyWebhookEvent(
  db: Database,
  gateway: PaymentGateway,
  seller: Seller,
  type: string,
  envelope: WebhookEnvelope,
): Promise<{ status: 'handled' | 'ignored'; settlement?: Settlement }> {
  const payment = envelope.payload?.payment?.entity;
  switch (type) {
    case 'payment.captured':
    case 'order.paid': {
      const orderId = payment?.order_id ?? envelope.payload?.order?.entity?.id;
      if (!orderId || typeof payment?.id !== 'string') return { status: 'handled' };
      // The signed payload carries the amount; without one, the gateway is asked.
      const captured =
        typeof payment.amount === 'number' && typeof payment.currency === 'string'
          ? {
              id: payment.id,
              orderId,
              amountPaise: payment.amount,
              currency: payment.currency,
              status: 'captured' as const,
            }
          : await gateway.fetchPayment(payment.id);
      if (!captured || captured.orderId !== orderId) return { status: 'handled' };
      return { status: 'handled', settlement: await settlePayment(db, captured, `webhook:${type}`, seller) };
    }
    case 'payment.failed':
      if (typeof payment?.order_id === 'string') {
        await markOrderFailed(db, payment.order_id, 'webhook:payment.failed');
      }
      return { status: 'handled' };
    case 'refund.processed': {
      const refund = envelope.payload?.refund?.entity;
      if (await markOwnRefundProcessed(db, refund)) return { status: 'handled' };
      const paymentId = refund?.payment_id ?? payment?.id;
      if (typeof paymentId === 'string') await refundOrder(db, paymentId, 'webhook:refund.processed');
      return { status: 'handled' };
    }
    default:
      return { status: 'ignored' };
  }
}

/** A refund from our own outbox (receipt = our refund id) is confirmed; it revokes nothing. */
async function markOwnRefundProcessed(
  db: Database,
  refund: { id?: string; receipt?: string | null } | undefined,
) {
  const receipt = refund?.receipt;
  if (typeof receipt !== 'string' || !/^[0-9a-f-]{36}$/.test(receipt)) return false;
  const [own] = await db
    .update(refunds)
    .set({ status: 'processed', gatewayRefundId: refund?.id ?? null, processedAt: new Date() })
    .where(eq(refunds.id, receipt))
    .returning({ id: refunds.id });
  return own !== undefined;
}

export const ADMIN_ACCEPT_MESSAGES = {
  notHeld: 'Only a payment held for review can be accepted.',
  notCaptured: 'The gateway no longer reports this payment as captured; refund it or leave it.',
  otherCurrency: 'A payment in another currency cannot be accepted; refund it instead.',
} as const;

/**
 * Staff accept the payment held for review on an order (e.g. the learner paid a little more or less than the
 * order): the gateway is asked that it is still captured, and it settles as paid for what was captured — the
 * courses, the invoice and the receipt, or a refund if the learner meanwhile owns them.
 */
export async function acceptHeldPayment(
  db: Database,
  gateway: PaymentGateway,
  seller: Seller,
  audit: (tx: Database, change: { before: unknown; after: unknown }) => Promise<void>,
  input: { orderId: string; note: string },
) {
  const order = await repository.findOrder(db, input.orderId);
  if (!order) throw new AppError('NOT_FOUND', ADMIN_REFUND_MESSAGES.orderMissing);
  if (order.status !== 'review' || !order.gatewayPaymentId) {
    throw new AppError('CONFLICT', ADMIN_ACCEPT_MESSAGES.notHeld);
  }
  const payment = await gateway.fetchPayment(order.gatewayPaymentId);
  if (payment?.status !== 'captured' || payment.orderId !== order.gatewayOrderId) {
    throw new AppError('CONFLICT', ADMIN_ACCEPT_MESSAGES.notCaptured);
  }
  if (payment.currency !== order.currency)
    throw new AppError('CONFLICT', ADMIN_ACCEPT_MESSAGES.otherCurrency);
  const settlement = await settlePayment(db, payment, 'admin', seller, { acceptHeld: { note: input.note } });
  await audit(db, {
    before: { status: order.status, amountPaise: order.amountPaise, paymentId: payment.id },
    after: { outcome: settlement.outcome, amountPaise: payment.amountPaise, note: input.note },
  });
  return settlement;
}

export const ADMIN_REFUND_MESSAGES = {
  orderMissing: 'Order not found',
  notPaid: 'Only a paid order or a payment held for review can be refunded.',
  heldInFull: 'A payment held for review is refunded in full.',
  alreadyRefunded: 'This order is already refunded in full.',
  keyReused: 'This idempotency key belongs to another refund.',
  tooMuch: (refundable: number) => `At most ${rupees(refundable)} can be refunded on this order.`,
} as const;

/**
 * An admin's refund of a paid order, full (the default) or partial, decided in one transaction with the order
 * locked: the refund row (sent to the gateway after the commit and retried by reconciliation), the order's
 * history, its GST credit note, the learner's e-mail and the audit entry. A full refund ends the learner's
 * access to the order's courses at once; a partial one (a goodwill or price adjustment) leaves it. The
 * admin's idempotency key makes a repeat return the first refund instead of refunding again.
 */
export async function refundOrderAsAdmin(
  db: Database,
  audit: (tx: Database, change: { before: unknown; after: unknown }) => Promise<void>,
  input: { orderId: string; amountPaise?: number; note: string; idempotencyKey: string; adminId: string },
) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order) throw new AppError('NOT_FOUND', ADMIN_REFUND_MESSAGES.orderMissing);
    // Checked under the order's lock, so two submissions of one key cannot both pass.
    const [repeat] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, input.idempotencyKey));
    if (repeat) {
      if (repeat.orderId !== order.id) throw new AppError('CONFLICT', ADMIN_REFUND_MESSAGES.keyReused);
      return { refund: repeat, repeated: true };
    }
    if (order.status === 'refunded') throw new AppError('CONFLICT', ADMIN_REFUND_MESSAGES.alreadyRefunded);
    // A payment held for review fulfilled nothing: it is given back whole, in what the gateway captured.
    const held = order.status === 'review';
    if ((order.status !== 'paid' && !held) || !order.gatewayPaymentId) {
      throw new AppError('CONFLICT', ADMIN_REFUND_MESSAGES.notPaid);
    }
    const capturedPaise = held ? (order.heldAmountPaise ?? order.amountPaise) : order.amountPaise;
    const currency = held ? (order.heldCurrency ?? order.currency) : order.currency;
    const [refunded] = await tx
      .select({ paise: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
      .from(refunds)
      .where(eq(refunds.paymentId, order.gatewayPaymentId));
    const refundable = capturedPaise - (refunded?.paise ?? 0);
    const amountPaise = input.amountPaise ?? refundable;
    if (refundable <= 0) throw new AppError('CONFLICT', ADMIN_REFUND_MESSAGES.alreadyRefunded);
    if (amountPaise > refundable) throw new AppError('CONFLICT', ADMIN_REFUND_MESSAGES.tooMuch(refundable));
    if (held && amountPaise !== refundable) throw new AppError('CONFLICT', ADMIN_REFUND_MESSAGES.heldInFull);
    const full = amountPaise === refundable;

    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        paymentId: order.gatewayPaymentId,
        amountPaise,
        currency,
        reason: 'admin',
        idempotencyKey: input.idempotencyKey,
        note: input.note,
        requestedBy: input.adminId,
      })
      .returning();
    if (!refund) throw new AppError('SERVICE_UNAVAILABLE', 'Refund not saved');
    let revokedCourses: string[] = [];
    if (full) {
      await tx.update(orders).set({ status: 'refunded' }).where(eq(orders.id, order.id));
      revokedCourses = await revokeOrderAccess(tx, order);
      await recordEvent(tx, order.id, 'refunded', 'admin', `Refunded ${rupees(amountPaise)}: ${input.note}`);
    } else {
      await recordEvent(
        tx,
        order.id,
        'paid',
        'admin',
        `Partly refunded ${rupees(amountPaise)}: ${input.note}`,
      );
    }
    const creditNote = await issueCreditNote(tx, refund);
    await mailRefund(tx, order, {
      id: refund.id,
      amountPaise,
      accessNote: held ? 'nothing_unlocked' : full ? 'access_ended' : 'access_kept',
      creditNote,
      refundedAt: refund.createdAt,
    });
    await audit(tx, {
      before: { status: order.status, refundedPaise: refunded?.paise ?? 0 },
      after: {
        status: full ? 'refunded' : order.status,
        refundId: refund.id,
        amountPaise,
        revokedCourses,
        creditNote: creditNote?.number ?? null,
      },
    });
    return { refund, repeated: false };
  });
}
