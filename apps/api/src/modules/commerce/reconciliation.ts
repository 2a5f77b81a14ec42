import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Seller } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { orders, refunds } from '../../db/schema/commerce.ts';
import { describeDatabaseError } from '../../plugins/database-errors.ts';
import type { PaymentGateway } from '../../plugins/payment-gateway.ts';
import { settlePayment } from './service.ts';

const REFUND_BATCH = 20;
const ORDER_BATCH = 50;
/** Orders older than this are no longer asked about (the gateway's own auto-refund covers stragglers). */
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
 * Asks the gateway about open orders whose payment never reached us (the browser closed, the server was
 * killed, a webhook was lost) and settles every captured payment it reports. Each order is asked about less
 * often as it ages (at most every quarter of its age), so thousands of abandoned checkouts cost little.
 */
export async function reconcileOrders(
  db: Database,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  options: { afterMs: number; seller: Seller; now?: Date },
) {
  const now = options.now ?? new Date();
  const oldest = new Date(now.getTime() - RECONCILE_FOR_DAYS * 24 * 60 * 60_000);
  const youngest = new Date(now.getTime() - options.afterMs);
  const afterSeconds = Math.ceil(options.afterMs / 1000);
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
              inArray(orders.status, ['created', 'failed', 'cancelled']),
              sql`${orders.createdAt} between ${oldest} and ${youngest}`,
              sql`coalesce(${orders.lastCheckedAt}, ${orders.createdAt}) <= ${now}::timestamptz - greatest(make_interval(secs => ${afterSeconds}), (${now}::timestamptz - ${orders.createdAt}) / 4)`,
            ),
          )
          .orderBy(orders.createdAt)
          .limit(ORDER_BATCH)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning({ id: orders.id, gatewayOrderId: orders.gatewayOrderId });

  let settled = 0;
  const owed: string[] = [];
  for (const order of due) {
    try {
      for (let payment of await gateway.listOrderPayments(order.gatewayOrderId)) {
        if (payment.status === 'authorized') payment = await gateway.capturePayment(payment);
        if (payment.status !== 'captured') continue;
        const settlement = await settlePayment(db, payment, 'reconciliation', options.seller);
        if (settlement.outcome === 'unknown_order') continue;
        settled += 1;
        if ('refundIds' in settlement) owed.push(...settlement.refundIds);
      }
    } catch (error) {
      log.warn({ orderId: order.id, err: describeDatabaseError(error) }, 'order not reconciled yet');
    }
  }
  const refundsSent = await sendRefunds(db, gateway, log, { now });
  return { checked: due.length, settled, refundsSent, owed: owed.length };
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
      if (result.settled > 0 || result.refundsSent > 0) app.log.info(result, 'reconciled payments');
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
