import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';

export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
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

export function createRazorpayGateway(keys: {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}): PaymentGateway {
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  return {
    mode: 'razorpay',
    keyId: keys.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await client.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes });
      return { id: order.id, amount: Number(order.amount), currency: order.currency };
    },
    ...signatureChecks(keys.keySecret, keys.webhookSecret),
  };
}

export interface SimulatedGateway extends PaymentGateway {
  mode: 'simulated';
  /** What Razorpay's checkout hands the browser after a successful payment, signed like Razorpay does. */
  completePayment(orderId: string): {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
  /** The signature header Razorpay would send with this webhook body. */
  signWebhook(body: string): string;
  /** A payment webhook body and its signature header, as Razorpay would deliver it. */
  webhook(
    event: string,
    entity: { orderId: string; paymentId: string; amount: number },
  ): {
    body: string;
    signature: string;
    eventId: string;
  };
}

/** Behaves like Razorpay from the outside, with secrets of its own; used when no Razorpay keys are set. */
export function createSimulatedGateway(secret: string): SimulatedGateway {
  const keySecret = `${secret}:key`;
  const webhookSecret = `${secret}:webhook`;
  const id = (prefix: string) => `${prefix}_sim${randomBytes(9).toString('base64url')}`;
  return {
    mode: 'simulated',
    keyId: 'rzp_test_simulated',
    async createOrder({ amountPaise }) {
      return { id: id('order'), amount: amountPaise, currency: 'INR' };
    },
    ...signatureChecks(keySecret, webhookSecret),
    completePayment(orderId) {
      const paymentId = id('pay');
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: hmacHex(keySecret, `${orderId}|${paymentId}`),
      };
    },
    webhook(event, { orderId, paymentId, amount }) {
      const status = event === 'payment.failed' ? 'failed' : 'captured';
      const body = JSON.stringify({
        entity: 'event',
        event,
        contains: ['payment'],
        payload: {
          payment: { entity: { id: paymentId, order_id: orderId, amount, currency: 'INR', status } },
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
