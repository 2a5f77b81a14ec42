import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { courses } from './catalogue.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt,
  },
  (table) => [primaryKey({ columns: [table.userId, table.courseId] })],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt,
  },
  (table) => [primaryKey({ columns: [table.userId, table.courseId] })],
);

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored upper-cased; learners may type it in any case. */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'flat'] }).notNull(),
    /** Percent (1-100) or flat amount in paise. */
    value: integer('value').notNull(),
    /** Only for this course; null for any course. */
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validTo: timestamp('valid_to', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerUser: integer('max_uses_per_user'),
    active: boolean('active').notNull().default(true),
    /** Paid orders that used it; counted at fulfilment, never at order creation. */
    usedCount: integer('used_count').notNull().default(0),
    createdAt,
  },
  (table) => [uniqueIndex('coupons_code_uq').on(table.code)],
);

/**
 * created → paid | failed | cancelled (replaced by a newer checkout for the same course) | review (the gateway
 * reported an amount or currency other than the order's: held, never fulfilled) | refunded.
 */
export const ORDER_STATUSES = ['created', 'paid', 'failed', 'cancelled', 'review', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short human receipt number, e.g. PS-2026-000123. */
    receipt: text('receipt').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['single', 'cart'] }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('created'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    couponId: uuid('coupon_id').references(() => coupons.id),
    discountPaise: integer('discount_paise').notNull().default(0),
    gateway: text('gateway', { enum: ['razorpay', 'simulated'] }).notNull(),
    gatewayOrderId: text('gateway_order_id').notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    /**
     * While the order is held for review: what the gateway captured for `gatewayPaymentId` (an amount or currency
     * other than the order's), which staff refund or accept from the console.
     */
    heldAmountPaise: integer('held_amount_paise'),
    heldCurrency: text('held_currency'),
    /** GST state code the learner gave at checkout (optional); the invoice's place of supply. */
    buyerState: text('buyer_state'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Last time reconciliation asked the gateway about this open order (it backs off as the order ages). */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /**
     * Set when reconciliation found no payment attempt at the gateway a checkout lifetime after the order was
     * placed: it is no longer asked about. A payment that still arrives (verify, webhook) settles as usual.
     */
    abandonedAt: timestamp('abandoned_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [
    uniqueIndex('orders_gateway_order_uq').on(table.gatewayOrderId),
    // Coupon holds (open orders with a coupon) and reconciliation both look orders up by status.
    index('orders_coupon_status_idx').on(table.couponId, table.status),
    index('orders_status_created_idx').on(table.status, table.createdAt),
    uniqueIndex('orders_gateway_payment_uq').on(table.gatewayPaymentId),
    uniqueIndex('orders_receipt_uq').on(table.receipt),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    title: text('title').notNull(),
    pricePaise: integer('price_paise').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.courseId] }),
    index('order_items_course_idx').on(table.courseId),
  ],
);

/** Status history of an order: created → paid / failed / refunded, with what caused each change. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    source: text('source').notNull(),
    /** Why, in words the learner's orders page can show (e.g. "already purchased: refunded"). */
    note: text('note'),
    createdAt,
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.createdAt)],
);

export const REFUND_REASONS = [
  'already_purchased',
  'replaced_order',
  'duplicate_payment',
  'coupon_limit',
  /** Paid after the order's lifetime for a price that is no longer the course's. */
  'price_changed',
  /** Issued by an admin from the console (full or partial), with the admin's idempotency key. */
  'admin',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * Refunds we owe and issue ourselves (an outbox): written in the transaction that decides them, sent to the
 * gateway afterwards and retried by reconciliation until the gateway confirms. One per payment and reason,
 * and the row id is the gateway refund's receipt, so a retry never refunds twice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: text('payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    status: text('status', { enum: ['pending', 'processed'] })
      .notNull()
      .default('pending'),
    gatewayRefundId: text('gateway_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** Admin refunds: the key the console sent (a repeat returns this refund), why, and who asked. */
    idempotencyKey: text('idempotency_key'),
    note: text('note'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt,
  },
  (table) => [
    // The refunds we decide ourselves happen once per payment and reason; an admin may refund in parts.
    uniqueIndex('refunds_payment_reason_uq')
      .on(table.paymentId, table.reason)
      .where(sql`${table.reason} <> 'admin'`),
    uniqueIndex('refunds_idempotency_key_uq').on(table.idempotencyKey),
    index('refunds_order_idx').on(table.orderId),
    index('refunds_pending_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * The simulated gateway's own books (only used when PAYMENT_GATEWAY=simulated): its orders, payments and
 * refunds, so it can answer "what happened to this order?" after a crash exactly as Razorpay would.
 */
export const simulatedGatewayOrders = pgTable('simulated_gateway_orders', {
  id: text('id').primaryKey(),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull(),
  receipt: text('receipt').notNull(),
  createdAt,
});

export const simulatedGatewayPayments = pgTable(
  'simulated_gateway_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['captured', 'failed', 'refunded'] }).notNull(),
    amountRefundedPaise: integer('amount_refunded_paise').notNull().default(0),
    createdAt,
  },
  (table) => [index('simulated_gateway_payments_order_idx').on(table.orderId)],
);

export const simulatedGatewayRefunds = pgTable(
  'simulated_gateway_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    receipt: text('receipt').notNull(),
    createdAt,
  },
  (table) => [uniqueIndex('simulated_gateway_refunds_receipt_uq').on(table.receipt)],
);

export const enrollments = pgTable(
  'enrollments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    orderId: uuid('order_id').references(() => orders.id),
    status: text('status', { enum: ['active', 'revoked'] })
      .notNull()
      .default('active'),
    /** A manual enrolment (no order): the admin who granted it, and when (the last grant, after a revoke). */
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }),
    /**
     * An enrolment that comes with a programme the learner holds (no order, no grant of its own): it lasts
     * while they hold a programme that includes the course.
     */
    programmeId: uuid('programme_id').references(() => courses.id),
    createdAt,
  },
  (table) => [
    uniqueIndex('enrollments_user_course_uq').on(table.userId, table.courseId),
    index('enrollments_programme_idx').on(table.programmeId).where(sql`${table.programmeId} is not null`),
    index('enrollments_order_idx').on(table.orderId),
    index('enrollments_user_active_idx').on(table.userId).where(sql`${table.status} = 'active'`),
    // Student counts: a course's active enrolments.
    index('enrollments_course_active_idx').on(table.courseId).where(sql`${table.status} = 'active'`),
  ],
);

/** One row per paid order that used a coupon: the per-user limit counts these. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt,
  },
  (table) => [index('coupon_redemptions_coupon_user_idx').on(table.couponId, table.userId)],
);

/** Webhook deliveries already handled, by the gateway's event id (deliveries repeat). */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
