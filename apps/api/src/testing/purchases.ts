import type { App } from '../app.ts';
import { isSimulatedGateway } from '../plugins/payment-gateway.ts';

/**
 * A course bought the way a learner buys it: createOrder, the simulated gateway's checkout (real signature),
 * verifyPayment. Returns the order's token, which the admin order and refund routes take as its id.
 */
export async function buyCourse(app: App, cookie: string, courseId: string, couponCode = '') {
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const created = await post('/api/payment/createOrder', { courseId, couponCode });
  if (created.statusCode !== 200)
    throw new Error(`createOrder answered ${created.statusCode}: ${created.body}`);
  const order = created.json().data;
  const paid = (
    await post('/api/payment/simulator/pay', { orderId: order.razorpayOrder.id, outcome: 'success' })
  ).json().data;
  const verified = await post('/api/payment/verifyPayment', { token: order.token, ...paid });
  if (verified.statusCode !== 200)
    throw new Error(`verifyPayment answered ${verified.statusCode}: ${verified.body}`);
  return { orderId: order.token as string };
}

/**
 * A checkout paid with the wrong amount (`amountPaise`, captured by the simulated gateway and confirmed by the
 * browser), so the order is held for review. Returns the order's token and the held payment.
 */
export async function holdPaymentForReview(app: App, cookie: string, courseId: string, amountPaise = 100) {
  const gateway = app.paymentGateway;
  if (!isSimulatedGateway(gateway)) throw new Error('a held payment needs the simulated gateway');
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const created = await post('/api/payment/createOrder', { courseId });
  if (created.statusCode !== 200)
    throw new Error(`createOrder answered ${created.statusCode}: ${created.body}`);
  const order = created.json().data;
  const paid = await gateway.completePayment(order.razorpayOrder.id, { amountPaise });
  const verified = await post('/api/payment/verifyPayment', { token: order.token, ...paid });
  if (verified.statusCode !== 409)
    throw new Error(`verifyPayment answered ${verified.statusCode}: ${verified.body}`);
  return {
    orderId: order.token as string,
    gatewayOrderId: order.razorpayOrder.id as string,
    paymentId: paid.razorpay_payment_id,
  };
}
