import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import Razorpay from 'razorpay';
import type { Database } from '../db/client.ts';
import {
  simulatedGatewayOrders,
  simulatedGatewayPayments,
  simulatedGatewayRefunds,
} from '../db/schema/commerce.ts';

export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
}

/** A payment as the gateway reports it: the only trustworthy source of what was actually paid. */
export interface GatewayPayment {
  id: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  /** When the learner paid, as the gateway reports it (a webhook's payload may leave it out). */
  createdAt?: Date;
}

/** What the server needs from a payment gateway. Razorpay in production; a simulated twin locally. */
export interface PaymentGateway {
  mode: 'razorpay' | 'simulated';
  /** Public key the checkout is opened with. */
  keyId: string;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder>;
  /** Razorpay's checkout signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  isPaymentSignatureValid(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** Webhook signature: HMAC-SHA256 of the raw request body with the webhook secret. */
  isWebhookSignatureValid(rawBody: string, signature: string): boolean;
  /** The payment, or null when the gateway does not know it. */
  fetchPayment(paymentId: string): Promise<GatewayPayment | null>;
  /** Every payment attempt made against one of our orders (reconciliation asks this). */
  listOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  /** Captures an authorised payment (accounts without automatic capture). */
  capturePayment(payment: GatewayPayment): Promise<GatewayPayment>;
  /**
   * Refunds part or all of a payment. Idempotent by `receipt`: a refund already made with the same receipt is
   * returned instead of refunding again, so a retry after a crash is safe.
   */
  refund(input: { paymentId: string; amountPaise: number; receipt: string }): Promise<{ id: string }>;
}

export function hmacHex(secret: string, message: string) {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Constant-time comparison of hex signatures (a mismatch in length is simply false). */
export function signaturesMatch(expectedHex: string, givenHex: string) {
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex, 'hex');
  return (
    /^[a-f0-9]+$/i.test(givenHex) && expected.length === given.length && timingSafeEqual(expected, given)
  );
}

function signatureChecks(keySecret: string, webhookSecret: string) {
  return {
    isPaymentSignatureValid({
      orderId,
      paymentId,
      signature,
    }: {
      orderId: string;
      paymentId: string;
      signature: string;
    }) {
      return signaturesMatch(hmacHex(keySecret, `${orderId}|${paymentId}`), signature);
    },
    isWebhookSignatureValid(rawBody: string, signature: string) {
      return signaturesMatch(hmacHex(webhookSecret, rawBody), signature);
    },
  };
}

interface RazorpayPaymentEntity {
  id: string;
  order_id: string;
  amount: number | string;
  currency: string;
  status: GatewayPayment['status'];
  /** Unix seconds. */
  created_at?: number;
}

const fromRazorpayPayment = (payment: RazorpayPaymentEntity): GatewayPayment => ({
  id: payment.id,
  orderId: payment.order_id,
  amountPaise: Number(payment.amount),
  currency: payment.currency,
  status: payment.status,
  ...(typeof payment.created_at === 'number' ? { createdAt: new Date(payment.created_at * 1000) } : {}),
});

/** A stalled gateway must not hold a learner's request (or reconciliation) for ever. */
const RAZORPAY_TIMEOUT_MS = 15_000;

export function createRazorpayGateway(keys: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Tests point the SDK at a local server that answers like Razorpay's API. */
  apiBaseUrl?: string;
}): PaymentGateway {
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  const http = (client as unknown as { api: { rq: { defaults: { timeout: number; baseURL: string } } } }).api
    .rq.defaults;
  http.timeout = RAZORPAY_TIMEOUT_MS;
  if (keys.apiBaseUrl) http.baseURL = keys.apiBaseUrl;
  return {
    mode: 'razorpay',
    keyId: keys.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await client.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes });
      return { id: order.id, amount: Number(order.amount), currency: order.currency };
    },
    ...signatureChecks(keys.keySecret, keys.webhookSecret),
    async fetchPayment(paymentId) {
      try {
        return fromRazorpayPayment(
          (await client.payments.fetch(paymentId)) as unknown as RazorpayPaymentEntity,
        );
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 400) return null;
        throw error;
      }
    },
    async listOrderPayments(orderId) {
      const { items } = await client.orders.fetchPayments(orderId);
      return (items as unknown as RazorpayPaymentEntity[]).map(fromRazorpayPayment);
    },
    async capturePayment(payment) {
      return fromRazorpayPayment(
        (await client.payments.capture(
          payment.id,
          payment.amountPaise,
          payment.currency,
        )) as unknown as RazorpayPaymentEntity,
      );
    },
    async refund({ paymentId, amountPaise, receipt }) {
      const { items } = await client.payments.fetchMultipleRefund(paymentId, { count: 100 });
      const earlier = (items as { id: string; receipt?: string | null }[]).find(
        (refund) => refund.receipt === receipt,
      );
      if (earlier) return { id: earlier.id };
      const refund = await client.payments.refund(paymentId, { amount: amountPaise, receipt });
      return { id: refund.id };
    },
  };
}

export interface SimulatedGateway extends PaymentGateway {
  mode: 'simulated';
  /**
   * A learner pays in the checkout: the gateway records the captured payment (for `amountPaise` when given,
   * else the order's amount) and hands back what Razorpay's checkout hands the browser, signed the same way.
   */
  completePayment(
    orderId: string,
    options?: { amountPaise?: number; outcome?: 'captured' | 'failed' },
  ): Promise<{
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  }>;
  /** The signature header Razorpay would send with this webhook body. */
  signWebhook(body: string): string;
  /** A payment webhook body and its signature header, as Razorpay would deliver it. */
  webhook(
    event: string,
    entity: { orderId: string; paymentId: string; amount: number; currency?: string },
  ): {
    body: string;
    signature: string;
    eventId: string;
  };
}

/**
 * Behaves like Razorpay from the outside, with secrets of its own and its books in our database (so every
 * instance and restart agree). Chosen only explicitly: PAYMENT_GATEWAY=simulated, `npm start`, or tests.
 */
export function createSimulatedGateway(secret: string, db: Database): SimulatedGateway {
  const keySecret = `${secret}:key`;
  const webhookSecret = `${secret}:webhook`;
  const id = (prefix: string) => `${prefix}_sim${randomBytes(9).toString('base64url')}`;
  const toPayment = (row: typeof simulatedGatewayPayments.$inferSelect): GatewayPayment => ({
    id: row.id,
    orderId: row.orderId,
    amountPaise: row.amountPaise,
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt,
  });
  return {
    mode: 'simulated',
    keyId: 'rzp_test_simulated',
    async createOrder({ amountPaise, receipt }) {
      const order = { id: id('order'), amountPaise, currency: 'INR', receipt };
      await db.insert(simulatedGatewayOrders).values(order);
      return { id: order.id, amount: amountPaise, currency: 'INR' };
    },
    ...signatureChecks(keySecret, webhookSecret),
    async fetchPayment(paymentId) {
      const [row] = await db
        .select()
        .from(simulatedGatewayPayments)
        .where(eq(simulatedGatewayPayments.id, paymentId));
      return row ? toPayment(row) : null;
    },
    async listOrderPayments(orderId) {
      const rows = await db
        .select()
        .from(simulatedGatewayPayments)
        .where(eq(simulatedGatewayPayments.orderId, orderId));
      return rows.map(toPayment);
    },
    async capturePayment(payment) {
      return payment;
    },
    async refund({ paymentId, amountPaise, receipt }) {
      return db.transaction(async (tx) => {
        const [earlier] = await tx
          .select()
          .from(simulatedGatewayRefunds)
          .where(eq(simulatedGatewayRefunds.receipt, receipt));
        if (earlier) return { id: earlier.id };
        const [payment] = await tx
          .update(simulatedGatewayPayments)
          .set({
            amountRefundedPaise: sql`${simulatedGatewayPayments.amountRefundedPaise} + ${amountPaise}`,
            status: sql`case when ${simulatedGatewayPayments.amountRefundedPaise} + ${amountPaise} >= ${simulatedGatewayPayments.amountPaise} then 'refunded' else ${simulatedGatewayPayments.status} end`,
          })
          .where(
            and(
              eq(simulatedGatewayPayments.id, paymentId),
              sql`${simulatedGatewayPayments.amountRefundedPaise} + ${amountPaise} <= ${simulatedGatewayPayments.amountPaise}`,
            ),
          )
          .returning();
        if (!payment) throw new Error('simulated refund refused: unknown payment or more than was paid');
        const refund = { id: id('rfnd'), paymentId, amountPaise, receipt };
        await tx.insert(simulatedGatewayRefunds).values(refund);
        return { id: refund.id };
      });
    },
    async completePayment(orderId, options = {}) {
      const [order] = await db
        .select()
        .from(simulatedGatewayOrders)
        .where(eq(simulatedGatewayOrders.id, orderId));
      if (!order) throw new Error('simulated gateway: unknown order');
      const paymentId = id('pay');
      await db.insert(simulatedGatewayPayments).values({
        id: paymentId,
        orderId,
        amountPaise: options.amountPaise ?? order.amountPaise,
        currency: order.currency,
        status: options.outcome ?? 'captured',
      });
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: hmacHex(keySecret, `${orderId}|${paymentId}`),
      };
    },
    webhook(event, { orderId, paymentId, amount, currency = 'INR' }) {
      const status = event === 'payment.failed' ? 'failed' : 'captured';
      const body = JSON.stringify({
        entity: 'event',
        event,
        contains: ['payment'],
        payload: {
          payment: { entity: { id: paymentId, order_id: orderId, amount, currency, status } },
        },
        created_at: Math.floor(Date.now() / 1000),
      });
      return { body, signature: hmacHex(webhookSecret, body), eventId: id('evt') };
    },
    signWebhook(body) {
      return hmacHex(webhookSecret, body);
    },
  };
}

export const isSimulatedGateway = (gateway: PaymentGateway): gateway is SimulatedGateway =>
  gateway.mode === 'simulated' && 'completePayment' in gateway;
