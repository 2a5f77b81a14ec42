import { and, asc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Seller } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { orderEvents, orders, refunds } from '../../db/schema/commerce.ts';
import { describeDatabaseError } from '../../plugins/database-errors.ts';
import type { PaymentGateway } from '../../plugins/payment-gateway.ts';
import { capturedPaymentsNeitherFulfillingNorRefunded } from './repository.ts';
import { settlePayment } from './service.ts';

const REFUND_BATCH = 20;
const ORDER_BATCH = 50;
/** Orders placed longer ago are no longer asked about (the gateway's own auto-refund covers stragglers). */
const RECONCILE_FOR_DAYS = 7;

/**
 * Sends owed refunds to the gateway: the ones named (right after they were decided), or every one that is due.
 * Rows are claimed with SKIP LOCKED and pushed into the future first, so two instances never send the same one
 * at once; the gateway refund is idempotent by receipt (our row id) should a crash repeat one.
 */
export async function sendRefunds(
  db: Database,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  options: { ids?: string[]; now?: Date } = {},
) {
  const now = options.now ?? new Date();
  if (options.ids?.length === 0) return 0;
  const claimed = await db
    .update(refunds)
    .set({
      attempts: sql`${refunds.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + 5 * 60_000),
    })
    .where(
      inArray(
        refunds.id,
        db
          .select({ id: refunds.id })
          .from(refunds)
          .where(
            and(
              eq(refunds.status, 'pending'),
              options.ids ? inArray(refunds.id, options.ids) : sql`${refunds.nextAttemptAt} <= ${now}`,
            ),
          )
          .orderBy(refunds.nextAttemptAt)
          .limit(REFUND_BATCH)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
  let sent = 0;
  for (const refund of claimed) {
    try {
      const made = await gateway.refund({
        paymentId: refund.paymentId,
        amountPaise: refund.amountPaise,
        receipt: refund.id,
      });
      await db
        .update(refunds)
        .set({ status: 'processed', gatewayRefundId: made.id, processedAt: new Date(), lastError: null })
        .where(eq(refunds.id, refund.id));
      sent += 1;
    } catch (error) {
      // Back off: 2, 4, 8 … minutes, at most six hours between tries.
      const waitMinutes = Math.min(2 ** refund.attempts, 360);
      await db
        .update(refunds)
        .set({
          nextAttemptAt: new Date(now.getTime() + waitMinutes * 60_000),
          lastError: describeDatabaseError(error).message.slice(0, 300),
        })
        .where(eq(refunds.id, refund.id));
      log.warn({ refundId: refund.id, err: describeDatabaseError(error) }, 'refund not sent yet');
    }
  }
  return sent;
}

/**
 * The gateway never tells us that an unpaid order stopped being payable, so the cut-off is ours: a checkout
 * nobody tried to pay within a day is abandoned. Razorpay's late authorisation (up to five days) only follows
 * an attempt, and the gateway lists attempts, so an order with one is never taken for abandoned.
 */
export const ABANDONED_AFTER_HOURS = 24;

/** When anything last happened to the order: its latest history entry (every status change writes one). */
const lastActivity = sql`coalesce((select max(${orderEvents.createdAt}) from ${orderEvents} where ${orderEvents.orderId} = ${orders.id}), ${orders.createdAt})`;

/**
 * Asks the gateway about every payment of every order with activity in the window, paid ones included, and
 * settles each captured payment nobody has decided on yet: the browser closed, the server was killed, a
 * webhook was lost. A first payment fulfils its order; a second one on a settled order is refunded. Each
 * order is asked about less often as its last activity ages (at most every quarter of that age). Work is taken
 * in order of promise, so a backlog of abandoned checkouts never delays a payment: open checkouts younger than
 * ABANDONED_AFTER_HOURS (and any with a failed attempt) first, newest first; then settled orders (second payments); then
 * older open orders, which leave the queue for good once the gateway lists no attempt on them.
 */
export async function reconcileOrders(
  db: Database,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  options: { afterMs: number; seller: Seller; now?: Date },
) {
  const now = options.now ?? new Date();
  const oldest = new Date(now.getTime() - RECONCILE_FOR_DAYS * 24 * 60 * 60_000);
  const abandonedBefore = new Date(now.getTime() - ABANDONED_AFTER_HOURS * 60 * 60_000);
  const afterSeconds = Math.ceil(options.afterMs / 1000);
  const open = sql`${orders.status} in ('created', 'cancelled')`;
  const promise = sql`case
    when ${orders.status} = 'failed' or (${open} and ${lastActivity} > ${abandonedBefore}) then 0
    when ${open} then 2
    else 1 end`;
  const due = await db
    .update(orders)
    .set({ lastCheckedAt: now })
    .where(
      inArray(
        orders.id,
        db
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(
              isNull(orders.abandonedAt),
              gte(orders.createdAt, oldest),
              // greatest() skips nulls: an order never asked about is due once it is old enough.
              sql`greatest(${orders.lastCheckedAt}, ${lastActivity}) <= ${now}::timestamptz - greatest(make_interval(secs => ${afterSeconds}), (${now}::timestamptz - ${lastActivity}) / 4)`,
            ),
          )
          .orderBy(promise, sql`${lastActivity} desc`)
          .limit(ORDER_BATCH)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning({
      id: orders.id,
      status: orders.status,
      createdAt: orders.createdAt,
      gatewayOrderId: orders.gatewayOrderId,
      gatewayPaymentId: orders.gatewayPaymentId,
    });

  let settled = 0;
  let abandoned = 0;
  const owed: string[] = [];
  for (const order of due) {
    try {
      const payments = await gateway.listOrderPayments(order.gatewayOrderId);
      if (
        payments.length === 0 &&
        (order.status === 'created' || order.status === 'cancelled') &&
        order.createdAt < abandonedBefore
      ) {
        await db
          .update(orders)
          .set({ abandonedAt: now })
          .where(and(eq(orders.id, order.id), isNull(orders.gatewayPaymentId)));
        abandoned += 1;
        continue;
      }
      // Payments already decided on (the order's own, or one owed back) are not settled again.
      const decided = new Set(
        (
          await db.select({ paymentId: refunds.paymentId }).from(refunds).where(eq(refunds.orderId, order.id))
        ).map((row) => row.paymentId),
      );
      if (order.gatewayPaymentId) decided.add(order.gatewayPaymentId);
      for (let payment of payments) {
        if (decided.has(payment.id)) continue;
        if (payment.status === 'authorized') payment = await gateway.capturePayment(payment);
        if (payment.status !== 'captured') continue;
        const settlement = await settlePayment(db, payment, 'reconciliation', options.seller);
        if (settlement.outcome === 'unknown_order') continue;
        if (settlement.outcome === 'settled_elsewhere') {
          log.warn(
            { orderId: order.id, paymentId: payment.id, settledOn: settlement.settledOrderId },
            'payment already settled on another order; left alone',
          );
          continue;
        }
        settled += 1;
        if ('refundIds' in settlement) owed.push(...settlement.refundIds);
      }
    } catch (error) {
      log.warn({ orderId: order.id, err: describeDatabaseError(error) }, 'order not reconciled yet');
    }
  }
  // The refunds this run decided go out now, then any earlier one that is due for another try.
  const refundsSent =
    (await sendRefunds(db, gateway, log, { ids: owed, now })) +
    (await sendRefunds(db, gateway, log, { now }));
  return { checked: due.length, settled, abandoned, refundsSent, owed: owed.length };
}

/** A captured payment that breaks "fulfilling an order, or refunded — exactly one of the two". */
export interface PaymentInvariantBreach {
  paymentId: string;
  orderId: string;
  amountPaise: number;
  /** `neither`: kept with nothing given for it; `both`: refunded in full at the gateway yet still fulfilling. */
  problem: 'neither' | 'both';
}

/**
 * The money invariant, asked of the gateway itself: every payment it captured on one of our orders either
 * fulfils that order or is refunded in full at the gateway, never neither and never both. One gateway call per
 * order, so it is a check for tests, chaos runs and audits, not for a request; `orderIds` narrows it.
 */
export async function capturedPaymentInvariant(
  db: Database,
  gateway: PaymentGateway,
  options: { orderIds?: string[] } = {},
): Promise<PaymentInvariantBreach[]> {
  const breaches: PaymentInvariantBreach[] = [];
  const onBooks = await capturedPaymentsNeitherFulfillingNorRefunded(db);
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = await db
      .select({
        id: orders.id,
        status: orders.status,
        gatewayOrderId: orders.gatewayOrderId,
        gatewayPaymentId: orders.gatewayPaymentId,
      })
      .from(orders)
      .where(and(gt(orders.id, after), options.orderIds ? inArray(orders.id, options.orderIds) : undefined))
      .orderBy(asc(orders.id))
      .limit(500);
    for (const order of page) {
      for (const payment of await gateway.listOrderPayments(order.gatewayOrderId)) {
        if (payment.status !== 'captured' && payment.status !== 'refunded') continue;
        const fulfilling = order.status === 'paid' && order.gatewayPaymentId === payment.id;
        const refunded = payment.status === 'refunded';
        if (fulfilling === refunded) {
          breaches.push({
            paymentId: payment.id,
            orderId: order.id,
            amountPaise: payment.amountPaise,
            problem: fulfilling ? 'both' : 'neither',
          });
        }
      }
    }
    const last = page.at(-1);
    if (!last) break;
    after = last.id;
  }
  // What our own books say must agree (a refund owed but not yet sent is caught above, at the gateway).
  for (const held of onBooks) {
    const known = breaches.some((breach) => breach.paymentId === held.paymentId);
    const asked = !options.orderIds || options.orderIds.includes(held.orderId);
    if (!known && asked) {
      const { paymentId, orderId, amountPaise } = held;
      breaches.push({ paymentId, orderId, amountPaise, problem: 'neither' });
    }
  }
  return breaches;
}

/**
 * Runs reconciliation on every instance every RECONCILE_INTERVAL_SECONDS; rows are claimed with SKIP LOCKED,
 * so instances share the work instead of repeating it. A run never overlaps the previous one.
 */
export function scheduleReconciliation(app: FastifyInstance) {
  const { intervalMs, afterMs } = app.config.reconcile;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const result = await reconcileOrders(app.db, app.paymentGateway, app.log, {
        afterMs,
        seller: app.config.seller,
      });
      if (result.settled > 0 || result.refundsSent > 0 || result.abandoned > 0)
        app.log.info(result, 'reconciled payments');
    } catch (error) {
      app.log.warn({ err: describeDatabaseError(error) }, 'reconciliation failed; will retry');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return run;
}
