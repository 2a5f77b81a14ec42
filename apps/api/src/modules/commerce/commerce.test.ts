import { COMMERCE_MESSAGES } from '@pathshala/shared/commerce';
import { and, eq } from 'drizzle-orm';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  coupons,
  enrollments,
  orderEvents,
  orders,
  simulatedGatewayPayments,
} from '../../db/schema/commerce.ts';
import { createRazorpayGateway, hmacHex, isSimulatedGateway } from '../../plugins/payment-gateway.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createCourse } from '../../testing/factories.ts';

const { app, db } = await buildTestApp();
const gateway = app.paymentGateway;
if (!isSimulatedGateway(gateway)) throw new Error('tests expect the simulated gateway');

const learner = () => signedInLearner(app, db, { mobileNo: '9123456789' });

const call = (cookie: string, url: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function deliverWebhook(body: string, signature: string, eventId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': eventId,
    },
    payload: body,
  });
}

let pythonCourse: Awaited<ReturnType<typeof createCourse>>;
let reactCourse: Awaited<ReturnType<typeof createCourse>>;
let comingSoon: Awaited<ReturnType<typeof createCourse>>;

beforeAll(async () => {
  pythonCourse = await createCourse(db, {
    title: 'Python',
    realPricePaise: 499_900,
    discountedPricePaise: 199_900,
  });
  reactCourse = await createCourse(db, {
    title: 'React',
    realPricePaise: 299_900,
    discountedPricePaise: null,
  });
  comingSoon = await createCourse(db, { title: 'GenAI', status: 'coming soon' });
  await db.insert(coupons).values([
    { code: 'WELCOME20', kind: 'percent', value: 20 },
    {
      code: 'EXPIRED10',
      kind: 'percent',
      value: 10,
      validFrom: new Date('2025-01-01'),
      validTo: new Date('2025-12-31'),
    },
    { code: 'REACTONLY', kind: 'flat', value: 50_000, courseId: null },
    { code: 'ONCEONLY', kind: 'percent', value: 50, maxUsesPerUser: 1 },
  ]);
  await db.update(coupons).set({ courseId: null }).where(eq(coupons.code, 'REACTONLY'));
});

describe('cart and wishlist', () => {
  it('asks visitors to log in, adds once, refuses coming-soon courses, removes', async () => {
    const visitor = await call('', '/api/cart/addToCart', { courseId: pythonCourse.id });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe(COMMERCE_MESSAGES.buyLoginRequired);

    const { cookie } = await learner();
    const added = await call(cookie, '/api/cart/addToCart', { courseId: pythonCourse.id });
    expect(added.json()).toMatchObject({ success: true, message: 'Item added to cart successfully' });
    expect(added.json().data).toEqual([
      expect.objectContaining({ _id: pythonCourse.id, title: 'Python', realPrice: 4999, price: 1999 }),
    ]);
    const again = await call(cookie, '/api/cart/addToCart', { courseId: pythonCourse.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Item is already in cart');
    const soon = await call(cookie, '/api/cart/addToCart', { courseId: comingSoon.id });
    expect(soon.statusCode).toBe(400);

    const removed = await call(cookie, '/api/cart/removeFromCart', { courseId: pythonCourse.id });
    expect(removed.json()).toMatchObject({ message: 'Item removed from cart successfully!', data: [] });
    expect((await call(cookie, '/api/cart/removeFromCart', { courseId: pythonCourse.id })).statusCode).toBe(
      404,
    );
  });

  it('toggles the wishlist with POST (and GET, as the spec calls it)', async () => {
    const { cookie } = await learner();
    const on = await call(cookie, `/api/wishlist/toggleWishlist/${reactCourse.id}`);
    expect(on.json().data).toEqual({ courseId: reactCourse.id, wishlisted: true });
    const off = await app.inject({
      method: 'GET',
      url: `/api/wishlist/toggleWishlist/${reactCourse.id}`,
      headers: { cookie },
    });
    expect(off.json().data.wishlisted).toBe(false);
  });
});

describe('coupons', () => {
  it('prices a valid coupon and refuses invalid, expired or empty ones with the spec message', async () => {
    const visitor = await call('', '/api/coupon/useCoupon', {
      couponCode: 'WELCOME20',
      courseId: pythonCourse.id,
    });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Please login to apply the coupon.');

    const { cookie } = await learner();
    const applied = await call(cookie, '/api/coupon/useCoupon', {
      couponCode: 'welcome20',
      courseId: pythonCourse.id,
    });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data).toEqual({
      couponCode: 'WELCOME20',
      course: { id: pythonCourse.id, realPrice: 4999, price: 1599, discount: 400 },
    });
    for (const couponCode of ['EXPIRED10', 'NOSUCHCODE', '']) {
      const refused = await call(cookie, '/api/coupon/useCoupon', { couponCode, courseId: pythonCourse.id });
      expect(refused.statusCode, couponCode).toBe(400);
      expect(refused.json().message).toBe('Please enter a valid coupon.');
    }
  });
});

describe('single course purchase', () => {
  async function order(cookie: string, payload: object) {
    const response = await call(cookie, '/api/payment/createOrder', payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  it('prices the order on the server, ignoring any amount the client sends', async () => {
    const { cookie, user } = await learner();
    const created = await order(cookie, { courseId: pythonCourse.id, couponCode: 'WELCOME20', amount: 1 });
    expect(created).toMatchObject({
      currency: 'INR',
      key: 'rzp_test_simulated',
      name: 'Pathshala',
      description: 'Python',
      mobileNo: user.mobileNo, // bare digits: the client adds '+91'
      themeColor: '#1d4ed8',
      razorpayOrder: { amount: 159_900, id: expect.stringMatching(/^order_sim/) },
    });
    const [stored] = await db.select().from(orders).where(eq(orders.id, created.token));
    expect(stored).toMatchObject({ amountPaise: 159_900, discountPaise: 40_000, status: 'created' });
  });

  it('charges exactly the couponed price the learner was shown, and the receipt shows the same discount', async () => {
    const { cookie } = await learner();
    const shown = (
      await call(cookie, '/api/coupon/useCoupon', { couponCode: 'WELCOME20', courseId: pythonCourse.id })
    ).json().data.course;
    expect(Number.isInteger(shown.price)).toBe(true);
    const created = await order(cookie, { courseId: pythonCourse.id, couponCode: 'WELCOME20' });
    expect(created.razorpayOrder.amount).toBe(shown.price * 100);
    const paid = await gateway.completePayment(created.razorpayOrder.id);
    const verified = await call(cookie, '/api/payment/verifyPayment', { token: created.token, ...paid });
    expect(verified.statusCode).toBe(200);
    const [charged] = await db
      .select()
      .from(simulatedGatewayPayments)
      .where(eq(simulatedGatewayPayments.orderId, created.razorpayOrder.id));
    expect(charged?.amountPaise).toBe(shown.price * 100);
    const receipt = (
      await app.inject({ method: 'GET', url: '/api/payment/orders', headers: { cookie } })
    ).json().data[0];
    expect(receipt.amount).toBe(shown.price);
    expect(receipt.discount).toBe(shown.discount);
  });

  it('refuses a tampered signature with 400 and fulfils nothing', async () => {
    const { cookie, user } = await learner();
    const created = await order(cookie, { courseId: reactCourse.id });
    const paid = await gateway.completePayment(created.razorpayOrder.id);
    const tampered = await call(cookie, '/api/payment/verifyPayment', {
      token: created.token,
      ...paid,
      razorpay_signature: hmacHex('wrong-secret', `${paid.razorpay_order_id}|${paid.razorpay_payment_id}`),
    });
    expect(tampered.statusCode).toBe(400);
    const otherOrderId = await call(cookie, '/api/payment/verifyPayment', {
      token: created.token,
      ...paid,
      razorpay_order_id: 'order_someone_else',
    });
    expect(otherOrderId.statusCode).toBe(400);
    expect(await db.select().from(enrollments).where(eq(enrollments.userId, user.id))).toHaveLength(0);
    const [stored] = await db.select().from(orders).where(eq(orders.id, created.token));
    expect(stored?.status).toBe('created');
  });

  it('fulfils exactly once under 50 concurrent verify calls and 5 duplicate webhooks', async () => {
    const { cookie, user } = await learner();
    await call(cookie, '/api/cart/addToCart', { courseId: pythonCourse.id });
    const created = await order(cookie, { courseId: pythonCourse.id, couponCode: 'ONCEONLY' });
    const paid = await gateway.completePayment(created.razorpayOrder.id);
    const webhook = gateway.webhook('payment.captured', {
      orderId: paid.razorpay_order_id,
      paymentId: paid.razorpay_payment_id,
      amount: created.razorpayOrder.amount,
    });
    const responses = await Promise.all([
      ...Array.from({ length: 50 }, () =>
        call(cookie, '/api/payment/verifyPayment', { token: created.token, ...paid }),
      ),
      ...Array.from({ length: 5 }, () => deliverWebhook(webhook.body, webhook.signature, webhook.eventId)),
    ]);
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    expect(responses[0]?.json()).toMatchObject({
      success: true,
      message: 'Payment successful! Your order has been placed.',
    });

    const userEnrollments = await db.select().from(enrollments).where(eq(enrollments.userId, user.id));
    expect(userEnrollments).toHaveLength(1);
    const userOrders = await db.select().from(orders).where(eq(orders.userId, user.id));
    expect(userOrders.filter((row) => row.status === 'paid')).toHaveLength(1);
    const paidEvents = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, created.token), eq(orderEvents.status, 'paid')));
    expect(paidEvents).toHaveLength(1);
    const [coupon] = await db.select().from(coupons).where(eq(coupons.code, 'ONCEONLY'));
    expect(coupon?.usedCount).toBe(1);
    // The purchased course left the cart, the coupon is used up for this learner, the course reads as bought.
    expect(
      (await app.inject({ method: 'GET', url: '/api/cart/getCartItems', headers: { cookie } })).json().data,
    ).toEqual([]);
    const isPurchased = await app.inject({
      method: 'GET',
      url: `/api/payment/isCoursePurchased/${pythonCourse.id}`,
      headers: { cookie },
    });
    expect(isPurchased.json()).toEqual({ success: true, data: { isPurchased: true } });
    // The spec's own is-purchased call says the same, and false (not 403) for a course not bought.
    const bySpec = (courseId: string) =>
      app.inject({ method: 'GET', url: `/api/user/getPurchasedCourseById/${courseId}`, headers: { cookie } });
    expect((await bySpec(pythonCourse.id)).json()).toEqual({ success: true, data: { isPurchased: true } });
    const notBought = await bySpec(reactCourse.id);
    expect(notBought.statusCode).toBe(200);
    expect(notBought.json()).toEqual({ success: true, data: { isPurchased: false } });

    const again = await call(cookie, '/api/payment/createOrder', { courseId: pythonCourse.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already purchased this course.');
    expect(await db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(1);
  });

  it('refuses coming-soon courses and other learners’ orders', async () => {
    const owner = await learner();
    const intruder = await learner();
    const soon = await call(owner.cookie, '/api/payment/createOrder', { courseId: comingSoon.id });
    expect(soon.statusCode).toBe(400);
    const created = await order(owner.cookie, { courseId: reactCourse.id });
    const paid = await gateway.completePayment(created.razorpayOrder.id);
    const stolen = await call(intruder.cookie, '/api/payment/verifyPayment', {
      token: created.token,
      ...paid,
    });
    expect(stolen.statusCode).toBe(404);
    const simulated = await call(intruder.cookie, '/api/payment/simulator/pay', {
      orderId: created.razorpayOrder.id,
      outcome: 'success',
    });
    expect(simulated.statusCode).toBe(404);
    const intruderOrders = await app.inject({
      method: 'GET',
      url: '/api/payment/orders',
      headers: { cookie: intruder.cookie },
    });
    expect(intruderOrders.json().data).toEqual([]);
    expect(await db.select().from(enrollments).where(eq(enrollments.userId, intruder.user.id))).toHaveLength(
      0,
    );
  });
});

describe('webhooks', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { cookie } = await learner();
    const created = await call(cookie, '/api/payment/createOrder', { courseId: reactCourse.id });
    const webhook = gateway.webhook('payment.captured', {
      orderId: created.json().data.razorpayOrder.id,
      paymentId: 'pay_forged',
      amount: 1,
    });
    const response = await deliverWebhook(webhook.body, 'f'.repeat(64), webhook.eventId);
    expect(response.statusCode).toBe(400);
    const [stored] = await db.select().from(orders).where(eq(orders.id, created.json().data.token));
    expect(stored?.status).toBe('created');
  });

  it('revokes access when a refund is processed', async () => {
    const { cookie } = await learner();
    const created = (await call(cookie, '/api/payment/createOrder', { courseId: reactCourse.id })).json()
      .data;
    const paid = (
      await call(cookie, '/api/payment/simulator/pay', {
        orderId: created.razorpayOrder.id,
        outcome: 'success',
      })
    ).json().data;
    expect(
      (await call(cookie, '/api/payment/verifyPayment', { token: created.token, ...paid })).statusCode,
    ).toBe(200);
    const purchased = () =>
      app.inject({
        method: 'GET',
        url: `/api/payment/isCoursePurchased/${reactCourse.id}`,
        headers: { cookie },
      });
    expect((await purchased()).json().data.isPurchased).toBe(true);

    const body = JSON.stringify({
      event: 'refund.processed',
      payload: { refund: { entity: { id: 'rfnd_1', payment_id: paid.razorpay_payment_id } } },
    });
    expect((await deliverWebhook(body, gateway.signWebhook(body), 'evt_refund_1')).statusCode).toBe(200);
    expect((await purchased()).json().data.isPurchased).toBe(false);
    const history = (
      await app.inject({ method: 'GET', url: '/api/payment/orders', headers: { cookie } })
    ).json().data[0];
    expect(history.history.map((entry: { status: string }) => entry.status)).toEqual([
      'created',
      'paid',
      'refunded',
    ]);
  });

  it('marks an order failed on a failed payment and enrols nobody', async () => {
    const { cookie, user } = await learner();
    const created = (await call(cookie, '/api/payment/createOrder', { courseId: pythonCourse.id })).json()
      .data;
    const failed = await call(cookie, '/api/payment/simulator/pay', {
      orderId: created.razorpayOrder.id,
      outcome: 'failure',
    });
    expect(failed.statusCode).toBe(402);
    expect(failed.json()).toEqual({ success: false, message: 'Payment failed' });
    const [stored] = await db.select().from(orders).where(eq(orders.id, created.token));
    expect(stored?.status).toBe('failed');
    expect(await db.select().from(enrollments).where(eq(enrollments.userId, user.id))).toHaveLength(0);
  });
});

describe('cart checkout', () => {
  it('buys every course in the cart with one payment and empties the cart', async () => {
    const { cookie, user } = await learner();
    await call(cookie, '/api/cart/addToCart', { courseId: pythonCourse.id });
    await call(cookie, '/api/cart/addToCart', { courseId: reactCourse.id });
    const created = (await call(cookie, '/api/payment/createCartOrder')).json().data;
    expect(created.razorpayOrder.amount).toBe(199_900 + 299_900);
    expect(created.description).toBe('2 courses');
    const paid = (
      await call(cookie, '/api/payment/simulator/pay', {
        orderId: created.razorpayOrder.id,
        outcome: 'success',
      })
    ).json().data;
    const verified = await call(cookie, '/api/payment/verifyCartPayment', { token: created.token, ...paid });
    expect(verified.json().data.courseIds.sort()).toEqual([pythonCourse.id, reactCourse.id].sort());
    expect(await db.select().from(enrollments).where(eq(enrollments.userId, user.id))).toHaveLength(2);
    expect(
      (await app.inject({ method: 'GET', url: '/api/cart/getCartItems', headers: { cookie } })).json().data,
    ).toEqual([]);
    expect((await call(cookie, '/api/payment/createCartOrder')).statusCode).toBe(400);
  });
});

describe('cart coupon', () => {
  it('prices the cart with a coupon on the server and charges exactly that total', async () => {
    const { cookie } = await learner();
    await call(cookie, '/api/cart/addToCart', { courseId: pythonCourse.id });
    await call(cookie, '/api/cart/addToCart', { courseId: reactCourse.id });
    const visitor = await call('', '/api/coupon/useCartCoupon', { couponCode: 'WELCOME20' });
    expect(visitor.statusCode).toBe(401);

    const priced = await call(cookie, '/api/coupon/useCartCoupon', { couponCode: 'welcome20', total: 1 });
    expect(priced.statusCode, priced.body).toBe(200);
    // 20 % off ₹4,998 = ₹3,998.40, rounded down to whole rupees.
    expect(priced.json().data).toEqual({
      couponCode: 'WELCOME20',
      subtotal: 4998,
      discount: 1000,
      total: 3998,
      items: expect.arrayContaining([
        { courseId: pythonCourse.id, title: 'Python', price: 1999 },
        { courseId: reactCourse.id, title: 'React', price: 2999 },
      ]),
    });
    const created = (
      await call(cookie, '/api/payment/createCartOrder', { couponCode: 'WELCOME20', amount: 100 })
    ).json().data;
    expect(created.razorpayOrder.amount).toBe(399_800);
    const paid = (
      await call(cookie, '/api/payment/simulator/pay', {
        orderId: created.razorpayOrder.id,
        outcome: 'success',
      })
    ).json().data;
    expect(
      (await call(cookie, '/api/payment/verifyCartPayment', { token: created.token, ...paid })).statusCode,
    ).toBe(200);
    const receipt = (
      await app.inject({ method: 'GET', url: `/api/payment/orders/${created.token}`, headers: { cookie } })
    ).json().data.order;
    expect(receipt).toMatchObject({ status: 'paid', amount: 3998, discount: 1000, couponCode: 'WELCOME20' });
    expect(receipt.items).toHaveLength(2);
  });

  it('refuses invalid, expired and once-used coupons on the cart with the spec message', async () => {
    const { cookie } = await learner();
    await call(cookie, '/api/cart/addToCart', { courseId: reactCourse.id });
    for (const couponCode of ['EXPIRED10', 'NOSUCHCODE', '']) {
      const refused = await call(cookie, '/api/coupon/useCartCoupon', { couponCode });
      expect(refused.statusCode, couponCode).toBe(400);
      expect(refused.json().message).toBe('Please enter a valid coupon.');
      if (couponCode === '') continue;
      const ordered = await call(cookie, '/api/payment/createCartOrder', { couponCode });
      expect(ordered.statusCode, couponCode).toBe(400);
      expect(ordered.json().message).toBe('Please enter a valid coupon.');
    }
    // A coupon for a course that is not in the cart does not apply to it.
    const [forPython] = await db
      .insert(coupons)
      .values({ code: 'PYTHONONLY', kind: 'percent', value: 10, courseId: pythonCourse.id })
      .returning();
    expect(forPython).toBeDefined();
    const notInCart = await call(cookie, '/api/coupon/useCartCoupon', { couponCode: 'PYTHONONLY' });
    expect(notInCart.statusCode).toBe(400);
    // An empty cart has nothing to discount.
    const { cookie: emptyCart } = await learner();
    const empty = await call(emptyCart, '/api/coupon/useCartCoupon', { couponCode: 'WELCOME20' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Your Cart is Empty');
  });
});

describe('receipts', () => {
  it('lists paid orders as receipts and leaves abandoned checkouts out', async () => {
    const { cookie } = await learner();
    // Abandoned: a checkout opened and never paid, and one whose payment failed.
    await call(cookie, '/api/payment/createOrder', { courseId: reactCourse.id });
    const failed = (await call(cookie, '/api/payment/createOrder', { courseId: pythonCourse.id })).json()
      .data;
    await call(cookie, '/api/payment/simulator/pay', {
      orderId: failed.razorpayOrder.id,
      outcome: 'failure',
    });
    const none = await app.inject({ method: 'GET', url: '/api/payment/orders', headers: { cookie } });
    expect(none.json().data).toEqual([]);
    const abandoned = await app.inject({
      method: 'GET',
      url: `/api/payment/orders/${failed.token}`,
      headers: { cookie },
    });
    expect(abandoned.statusCode).toBe(404);

    const bought = (await call(cookie, '/api/payment/createOrder', { courseId: pythonCourse.id })).json()
      .data;
    const paid = (
      await call(cookie, '/api/payment/simulator/pay', {
        orderId: bought.razorpayOrder.id,
        outcome: 'success',
      })
    ).json().data;
    await call(cookie, '/api/payment/verifyPayment', { token: bought.token, ...paid });
    const receipts = (
      await app.inject({ method: 'GET', url: '/api/payment/orders', headers: { cookie } })
    ).json().data;
    expect(receipts.map((order: { id: string; status: string }) => [order.id, order.status])).toEqual([
      [bought.token, 'paid'],
    ]);
  });

  it("answers someone else's receipt like a missing one", async () => {
    const owner = await learner();
    const created = (
      await call(owner.cookie, '/api/payment/createOrder', { courseId: reactCourse.id })
    ).json().data;
    const paid = (
      await call(owner.cookie, '/api/payment/simulator/pay', {
        orderId: created.razorpayOrder.id,
        outcome: 'success',
      })
    ).json().data;
    await call(owner.cookie, '/api/payment/verifyPayment', { token: created.token, ...paid });
    const url = `/api/payment/orders/${created.token}`;
    expect((await app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } })).statusCode).toBe(
      200,
    );
    const other = await learner();
    const foreign = await app.inject({ method: 'GET', url, headers: { cookie: other.cookie } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ success: false, message: 'Order not found' });
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('Razorpay signatures', () => {
  const keys = {
    keyId: 'rzp_test_1DP5mmOlF5G5ag',
    keySecret: 'thisisatestsecret',
    webhookSecret: 'webhook-test-secret',
  };
  const razorpay = createRazorpayGateway(keys);

  it("matches Razorpay's documented checkout formula and the SDK's own check", () => {
    const orderId = 'order_9A33XWu170gUtm';
    const paymentId = 'pay_29QQoUBi66xm2f';
    const signature = hmacHex(keys.keySecret, `${orderId}|${paymentId}`);
    expect(
      validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, keys.keySecret),
    ).toBe(true);
    expect(razorpay.isPaymentSignatureValid({ orderId, paymentId, signature })).toBe(true);
    expect(razorpay.isPaymentSignatureValid({ orderId, paymentId: 'pay_other', signature })).toBe(false);
    expect(razorpay.isPaymentSignatureValid({ orderId, paymentId, signature: 'not-hex' })).toBe(false);
  });

  it('verifies webhooks on the raw body like the SDK', () => {
    const body = '{"event":"payment.captured","payload":{}}';
    const signature = hmacHex(keys.webhookSecret, body);
    expect(validateWebhookSignature(body, signature, keys.webhookSecret)).toBe(true);
    expect(razorpay.isWebhookSignatureValid(body, signature)).toBe(true);
    expect(razorpay.isWebhookSignatureValid(`${body} `, signature)).toBe(false);
  });
});
