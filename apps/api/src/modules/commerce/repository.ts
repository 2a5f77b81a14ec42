import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import {
  cartItems,
  couponRedemptions,
  coupons,
  enrollments,
  orderEvents,
  orderItems,
  orders,
  refunds,
  wishlistItems,
} from '../../db/schema/commerce.ts';
import { taxDocuments } from '../../db/schema/invoices.ts';
import { courseIsPublic, courseVideoSeconds } from '../catalogue/repository.ts';

export const courseForSaleColumns = {
  id: courses.id,
  title: courses.title,
  status: courses.status,
  realPricePaise: courses.realPricePaise,
  discountedPricePaise: courses.discountedPricePaise,
  saleEndsAt: courses.saleEndsAt,
};

/** A course learners may buy or wishlist: drafts and deleted courses are not found. */
export async function findCourseForSale(db: Database, courseId: string) {
  const [course] = await db
    .select(courseForSaleColumns)
    .from(courses)
    .where(and(eq(courses.id, courseId), courseIsPublic));
  return course;
}

export async function isEnrolled(db: Database, userId: string, courseId: string) {
  const [row] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.userId, userId),
        eq(enrollments.courseId, courseId),
        eq(enrollments.status, 'active'),
      ),
    );
  return row !== undefined;
}

export async function findCouponByCode(db: Database, code: string) {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase()));
  return coupon;
}

export async function countCouponUsesByUser(db: Pick<Database, 'select'>, couponId: string, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
  return row?.n ?? 0;
}

/** The learner's cart with course fields for the cart screen, oldest first (a course taken down drops out). */
export function listCart(db: Database, userId: string) {
  return db
    .select({
      id: courses.id,
      title: courses.title,
      kind: courses.kind,
      thumbnail: courses.thumbnail,
      review: courses.review,
      reviewCount: courses.reviewCount,
      videoSeconds: courseVideoSeconds,
      status: courses.status,
      realPricePaise: courses.realPricePaise,
      discountedPricePaise: courses.discountedPricePaise,
      saleEndsAt: courses.saleEndsAt,
    })
    .from(cartItems)
    .innerJoin(courses, eq(courses.id, cartItems.courseId))
    .where(and(eq(cartItems.userId, userId), courseIsPublic))
    .orderBy(asc(cartItems.createdAt));
}

/** Inserts the cart line; false when it was already there. */
export async function addToCart(db: Database, userId: string, courseId: string) {
  const inserted = await db.insert(cartItems).values({ userId, courseId }).onConflictDoNothing().returning();
  return inserted.length > 0;
}

export async function removeFromCart(db: Database, userId: string, courseId: string) {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.courseId, courseId)))
    .returning();
  return removed.length > 0;
}

/** Adds or removes the course from the wishlist; returns whether it is wishlisted now. */
export async function toggleWishlist(db: Database, userId: string, courseId: string) {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.courseId, courseId)))
    .returning();
  if (removed.length > 0) return false;
  await db.insert(wishlistItems).values({ userId, courseId }).onConflictDoNothing();
  return true;
}

export function listWishlist(db: Database, userId: string) {
  return db
    .select({ courseId: wishlistItems.courseId })
    .from(wishlistItems)
    .innerJoin(courses, eq(courses.id, wishlistItems.courseId))
    .where(and(eq(wishlistItems.userId, userId), courseIsPublic))
    .orderBy(asc(wishlistItems.createdAt));
}

export async function findOrder(db: Database, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

export async function findOrderByGatewayOrderId(db: Database, gatewayOrderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId));
  return order;
}

export async function findOrderByPaymentId(db: Database, paymentId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.gatewayPaymentId, paymentId));
  return order;
}

export function listOrderItems(db: Pick<Database, 'select'>, orderId: string) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
}

/**
 * Orders money moved on: paid, refunded, held for review, or any order with a refund owed. A checkout that was
 * opened and left (created, failed, replaced without a payment) is not a receipt and is not listed.
 */
const moneyMoved = sql`(${orders.status} in ('paid', 'refunded', 'review') or exists (
  select 1 from ${refunds} where ${refunds.orderId} = ${orders.id}
))`;

/**
 * A learner's receipts (one order, with `orderId`) with items, history, refunds and coupon code: four
 * queries whatever the number of orders.
 */
export async function listOrdersOfUser(db: Database, userId: string, orderId?: string) {
  const rows = await db
    .select({ order: orders, couponCode: coupons.code })
    .from(orders)
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .where(and(eq(orders.userId, userId), moneyMoved, orderId ? eq(orders.id, orderId) : undefined))
    .orderBy(desc(orders.createdAt));
  const ids = rows.map((row) => row.order.id);
  if (ids.length === 0) return [];
  const [items, events, orderRefunds, documents] = await Promise.all([
    db
      .select({ ...getTableColumns(orderItems), kind: courses.kind })
      .from(orderItems)
      .leftJoin(courses, eq(courses.id, orderItems.courseId))
      .where(inArray(orderItems.orderId, ids)),
    db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, ids))
      .orderBy(asc(orderEvents.createdAt)),
    db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(asc(refunds.createdAt)),
    db
      .select({
        id: taxDocuments.id,
        orderId: taxDocuments.orderId,
        kind: taxDocuments.kind,
        number: taxDocuments.number,
        issuedAt: taxDocuments.issuedAt,
      })
      .from(taxDocuments)
      .where(inArray(taxDocuments.orderId, ids))
      .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.number)),
  ]);
  return rows.map((row) => ({
    ...row,
    items: items.filter((item) => item.orderId === row.order.id),
    events: events.filter((event) => event.orderId === row.order.id),
    refunds: orderRefunds.filter((refund) => refund.orderId === row.order.id),
    documents: documents.filter((document) => document.orderId === row.order.id),
  }));
}

export const purchasedCourseIds = (db: Database, userId: string) =>
  db
    .select({ courseId: enrollments.courseId })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.status, 'active')));

export const countOrders = (db: Database) => db.select({ n: sql<number>`count(*)::int` }).from(orders);

/**
 * Payments on our books that neither fulfil a paid order nor are refunded: money taken with nothing given for
 * it and nothing given back (e.g. a payment held for review that nobody settled). A refund counts once it is
 * owed (written to the refund outbox), whether or not the gateway has confirmed it yet. Empty when all is well.
 */
export function capturedPaymentsNeitherFulfillingNorRefunded(db: Pick<Database, 'select'>) {
  const refundedPaise = sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int`;
  // A payment held for review captured its own amount, not the order's.
  const capturedPaise = sql<number>`coalesce(${orders.heldAmountPaise}, ${orders.amountPaise})`;
  return db
    .select({
      paymentId: sql<string>`${orders.gatewayPaymentId}`,
      orderId: orders.id,
      amountPaise: capturedPaise,
      refundedPaise,
    })
    .from(orders)
    .leftJoin(refunds, eq(refunds.paymentId, orders.gatewayPaymentId))
    .where(and(isNotNull(orders.gatewayPaymentId), notInArray(orders.status, ['paid', 'refunded'])))
    .groupBy(orders.id)
    .having(sql`${refundedPaise} < ${capturedPaise}`)
    .orderBy(asc(orders.createdAt));
}
