import { courseRating } from '@pathshala/shared/catalogue';
import {
  CHECKOUT_THEME_COLOR,
  COMMERCE_MESSAGES,
  ZCartChangeResponseSchema,
  ZCartResponseSchema,
  ZCourseIdBodySchema,
  ZCreateCartOrderRequestSchema,
  ZCreateOrderRequestSchema,
  ZIsPurchasedResponseSchema,
  ZOrderIdParamsSchema,
  ZOrderResponseBodySchema,
  ZOrderResponseSchema,
  ZOrdersResponseSchema,
  ZSimulatorPayRequestSchema,
  ZUseCartCouponRequestSchema,
  ZUseCartCouponResponseSchema,
  ZUseCouponRequestSchema,
  ZUseCouponResponseSchema,
  ZVerifyPaymentRequestSchema,
  ZVerifyPaymentResponseSchema,
  ZWishlistResponseSchema,
  ZWishlistToggleResponseSchema,
} from '@pathshala/shared/commerce';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, getCurrentSession, requireLogin, requireUser } from '../../plugins/auth.ts';
import { describeDatabaseError } from '../../plugins/database-errors.ts';
import { AppError } from '../../plugins/errors.ts';
import { isSimulatedGateway } from '../../plugins/payment-gateway.ts';
import { paiseToRupees, videoLength } from '../catalogue/service.ts';
import { downloadPathOf } from '../invoices/routes.ts';
import { payablePrice } from './pricing.ts';
import { sendRefunds } from './reconciliation.ts';
import * as repository from './repository.ts';
import * as service from './service.ts';

const tags = ['commerce'];
const ZCourseParamsSchema = z.object({ id: z.uuid({ message: 'Please choose a valid course' }) });

/**
 * Logged-in check that answers with the spec's message for the action (e.g. coupon, buying). Only a missing
 * session is a 401; anything else (the database being down) goes on to the error handler as what it is.
 */
const REFUND_MESSAGES = {
  already_purchased: COMMERCE_MESSAGES.refundAlreadyPurchased,
  replaced_order: COMMERCE_MESSAGES.refundReplacedOrder,
  duplicate_payment: COMMERCE_MESSAGES.refundDuplicatePayment,
  coupon_limit: COMMERCE_MESSAGES.refundCouponLimit,
  price_changed: COMMERCE_MESSAGES.refundPriceChanged,
} as const;

/** Owed refunds go to the gateway at once; if that fails, reconciliation retries them. */
async function sendOwedRefunds(app: FastifyInstance, settlement: service.Settlement | undefined) {
  if (!settlement || !('refundIds' in settlement) || settlement.refundIds.length === 0) return;
  try {
    await sendRefunds(app.db, app.paymentGateway, app.log, { ids: settlement.refundIds });
  } catch (error) {
    app.log.warn({ err: describeDatabaseError(error) }, 'refund left for reconciliation');
  }
}

function cartItemsResponse(rows: Awaited<ReturnType<typeof repository.listCart>>) {
  return rows.map((row) => ({
    _id: row.id,
    title: row.title,
    kind: row.kind,
    thumbnail: row.thumbnail,
    ...courseRating(row.review, row.reviewCount),
    duration: videoLength(row.videoSeconds),
    realPrice: paiseToRupees(row.realPricePaise),
    price: paiseToRupees(payablePrice(row)),
  }));
}

type OrderRow = Awaited<ReturnType<typeof repository.listOrdersOfUser>>[number];

function toOrderSummary({ order, couponCode, items, events, refunds, documents }: OrderRow) {
  return {
    id: order.id,
    receipt: order.receipt,
    status: order.status,
    amount: paiseToRupees(order.amountPaise),
    discount: paiseToRupees(order.discountPaise),
    currency: order.currency,
    couponCode,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    paymentId: order.gatewayPaymentId,
    items: items.map((item) => ({
      courseId: item.courseId,
      title: item.title,
      price: paiseToRupees(item.pricePaise),
      kind: item.kind ?? 'course',
    })),
    history: events.map((event) => ({
      status: event.status,
      at: event.createdAt.toISOString(),
      note: event.note,
    })),
    refunds: refunds.map((refund) => ({
      amount: paiseToRupees(refund.amountPaise),
      reason: refund.reason,
      status: refund.status,
      at: (refund.processedAt ?? refund.createdAt).toISOString(),
    })),
    documents: documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      number: document.number,
      issuedAt: document.issuedAt.toISOString(),
      downloadPath: downloadPathOf(document.id),
    })),
  };
}

export const commerceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, paymentGateway: gateway } = app;
  const buyLogin = requireLogin(COMMERCE_MESSAGES.buyLoginRequired);

  // ── Cart and wishlist ──────────────────────────────────────────────────────────────────────────
  app.get(
    '/api/cart/getCartItems',
    { preHandler: requireUser, schema: { tags, response: { 200: ZCartResponseSchema } } },
    async (request, reply) => {
      const userId = currentUser(request).id;
      // From memory while the database's change notifications flow; a cart change drops it (user:<id>).
      return app.learnerCache.send(request, reply, `user:${userId}:cart`, async () => ({
        success: true as const,
        data: cartItemsResponse(await repository.listCart(db, userId)),
      }));
    },
  );

  app.post(
    '/api/cart/addToCart',
    {
      preHandler: buyLogin,
      schema: { tags, body: ZCourseIdBodySchema, response: { 200: ZCartChangeResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      await service.courseForPurchase(db, user.id, request.body.courseId);
      if (!(await repository.addToCart(db, user.id, request.body.courseId))) {
        throw new AppError('CONFLICT', COMMERCE_MESSAGES.alreadyInCart);
      }
      return {
        success: true as const,
        message: COMMERCE_MESSAGES.addedToCart,
        data: cartItemsResponse(await repository.listCart(db, user.id)),
      };
    },
  );

  app.post(
    '/api/cart/removeFromCart',
    {
      preHandler: requireUser,
      schema: { tags, body: ZCourseIdBodySchema, response: { 200: ZCartChangeResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      if (!(await repository.removeFromCart(db, user.id, request.body.courseId))) {
        throw new AppError('NOT_FOUND', COMMERCE_MESSAGES.removeFromCartFailed);
      }
      return {
        success: true as const,
        message: COMMERCE_MESSAGES.removedFromCart,
        data: cartItemsResponse(await repository.listCart(db, user.id)),
      };
    },
  );

  // The spec toggles with GET; POST is what our web app uses (a GET should not change anything).
  app.route({
    method: ['GET', 'POST'],
    url: '/api/wishlist/toggleWishlist/:id',
    preHandler: requireUser,
    schema: { tags, params: ZCourseParamsSchema, response: { 200: ZWishlistToggleResponseSchema } },
    handler: async (request) => {
      const user = currentUser(request);
      if (!(await repository.findCourseForSale(db, request.params.id))) {
        throw new AppError('NOT_FOUND', 'Course not found');
      }
      const wishlisted = await repository.toggleWishlist(db, user.id, request.params.id);
      return {
        success: true as const,
        message: wishlisted ? 'Added to your wishlist' : 'Removed from your wishlist',
        data: { courseId: request.params.id, wishlisted },
      };
    },
  });

  app.get(
    '/api/wishlist/getWishlist',
    { preHandler: requireUser, schema: { tags, response: { 200: ZWishlistResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: (await repository.listWishlist(db, currentUser(request).id)).map((row) => row.courseId),
    }),
  );

  // ── Coupons, purchase state ────────────────────────────────────────────────────────────────────
  app.post(
    '/api/coupon/useCoupon',
    {
      preHandler: requireLogin(COMMERCE_MESSAGES.couponLoginRequired),
      schema: { tags, body: ZUseCouponRequestSchema, response: { 200: ZUseCouponResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const course = await service.courseForPurchase(db, user.id, request.body.courseId);
      const priced = await service.priceWithCoupon(db, user.id, course, request.body.couponCode);
      return {
        success: true as const,
        message: 'Coupon applied',
        data: {
          couponCode: priced.coupon?.code ?? '',
          course: {
            id: course.id,
            realPrice: paiseToRupees(course.realPricePaise),
            price: paiseToRupees(priced.pricePaise),
            discount: paiseToRupees(priced.discountPaise),
          },
        },
      };
    },
  );

  app.post(
    '/api/coupon/useCartCoupon',
    {
      preHandler: requireLogin(COMMERCE_MESSAGES.couponLoginRequired),
      schema: {
        tags,
        summary: "The cart priced with a coupon; the cart's checkout charges exactly this total",
        body: ZUseCartCouponRequestSchema,
        response: { 200: ZUseCartCouponResponseSchema },
      },
    },
    async (request) => {
      const priced = await service.priceCartWithCoupon(db, currentUser(request).id, request.body.couponCode);
      return {
        success: true as const,
        message: 'Coupon applied',
        data: {
          couponCode: priced.coupon?.code ?? '',
          subtotal: paiseToRupees(priced.subtotalPaise),
          discount: paiseToRupees(priced.discountPaise),
          total: paiseToRupees(priced.subtotalPaise - priced.discountPaise),
          items: priced.payable.map((item) => ({
            courseId: item.id,
            title: item.title,
            price: paiseToRupees(payablePrice(item)),
          })),
        },
      };
    },
  );

  app.get(
    '/api/payment/isCoursePurchased/:id',
    { schema: { tags, params: ZCourseParamsSchema, response: { 200: ZIsPurchasedResponseSchema } } },
    async (request, reply) => {
      const user = (await getCurrentSession(request, reply))?.user;
      const isPurchased = user ? await repository.isEnrolled(db, user.id, request.params.id) : false;
      return { success: true as const, data: { isPurchased } };
    },
  );

  // The spec's "is course purchased" call (contract.md): false, not 403, when not bought; 401 for a visitor.
  app.get(
    '/api/user/getPurchasedCourseById/:id',
    {
      preHandler: requireUser,
      schema: { tags, params: ZCourseParamsSchema, response: { 200: ZIsPurchasedResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: { isPurchased: await repository.isEnrolled(db, currentUser(request).id, request.params.id) },
    }),
  );

  // ── Orders and payments ────────────────────────────────────────────────────────────────────────
  const orderResponse = (
    user: ReturnType<typeof currentUser>,
    result: Awaited<ReturnType<typeof service.createSingleOrder>>,
  ) => ({
    success: true as const,
    data: {
      token: result.order.id,
      currency: result.order.currency,
      key: gateway.keyId,
      name: 'Pathshala',
      description: result.description,
      // Bare digits: clients put '+91' in front themselves (contract.md).
      mobileNo: user.mobileNo ?? '',
      email: user.email,
      customerName: user.name,
      gateway: gateway.mode,
      themeColor: CHECKOUT_THEME_COLOR,
      razorpayOrder: { amount: result.order.amountPaise, id: result.order.gatewayOrderId },
    },
  });

  app.post(
    '/api/payment/createOrder',
    {
      preHandler: buyLogin,
      schema: { tags, body: ZCreateOrderRequestSchema, response: { 200: ZOrderResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      return orderResponse(user, await service.createSingleOrder(db, gateway, user, request.body));
    },
  );

  app.post(
    '/api/payment/createCartOrder',
    {
      preHandler: buyLogin,
      schema: { tags, body: ZCreateCartOrderRequestSchema, response: { 200: ZOrderResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      return orderResponse(
        user,
        await service.createCartOrder(db, gateway, user, {
          couponCode: request.body?.couponCode ?? '',
          state: request.body?.state ?? null,
        }),
      );
    },
  );

  for (const url of ['/api/payment/verifyPayment', '/api/payment/verifyCartPayment']) {
    app.post(
      url,
      {
        preHandler: buyLogin,
        schema: { tags, body: ZVerifyPaymentRequestSchema, response: { 200: ZVerifyPaymentResponseSchema } },
      },
      async (request) => {
        const settlement = await service.verifyPayment(
          db,
          gateway,
          app.config.seller,
          currentUser(request),
          request.body,
        );
        await sendOwedRefunds(app, settlement);
        switch (settlement.outcome) {
          case 'paid':
            return {
              success: true as const,
              message: COMMERCE_MESSAGES.paymentSuccess,
              data: { courseIds: settlement.courseIds },
            };
          case 'refunded':
            throw new AppError('CONFLICT', REFUND_MESSAGES[settlement.reason]);
          case 'review':
            throw new AppError('CONFLICT', COMMERCE_MESSAGES.paymentHeldForReview);
          default:
            throw new AppError('NOT_FOUND', 'Order not found');
        }
      },
    );
  }

  app.get(
    '/api/payment/orders',
    { preHandler: requireUser, schema: { tags, response: { 200: ZOrdersResponseSchema } } },
    async (request) => {
      const rows = await repository.listOrdersOfUser(db, currentUser(request).id);
      return { success: true as const, data: rows.map(toOrderSummary) };
    },
  );

  // One receipt, for the purchase confirmation page. Someone else's order answers like a missing one.
  app.get(
    '/api/payment/orders/:id',
    {
      preHandler: requireUser,
      schema: { tags, params: ZOrderIdParamsSchema, response: { 200: ZOrderResponseBodySchema } },
    },
    async (request) => {
      const [row] = await repository.listOrdersOfUser(db, currentUser(request).id, request.params.id);
      if (!row) throw new AppError('NOT_FOUND', 'Order not found');
      return { success: true as const, data: { order: toOrderSummary(row) } };
    },
  );

  await app.register(webhookRoute);
  if (gateway.mode === 'simulated') await app.register(simulatorRoute);
};

/** Own plugin context: JSON bodies stay raw strings here, because the signature covers the exact bytes. */
/** Razorpay's largest events are a few KB; the route's limit is its parser's, `Expect: 100-continue` included. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

async function webhookRoute(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/api/payment/webhook',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: { tags, summary: 'Razorpay webhooks (signature on the raw body)' },
    },
    async (request) => {
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : '';
      };
      if (typeof request.body !== 'string') throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Webhooks are JSON');
      const outcome = await service.handleWebhook(app.db, app.paymentGateway, app.config.seller, {
        rawBody: request.body,
        signature: header('x-razorpay-signature'),
        eventId: header('x-razorpay-event-id'),
      });
      const settlement = 'settlement' in outcome ? outcome.settlement : undefined;
      if (settlement?.outcome === 'settled_elsewhere') {
        // Ids only: the order's history carries the note, the log no personal data.
        request.log.warn(
          { orderId: settlement.orderId, settledOrderId: settlement.settledOrderId },
          'webhook named a payment already settled on another order; acknowledged, nothing done',
        );
      }
      await sendOwedRefunds(app, settlement);
      return { success: true, data: { status: outcome.status } };
    },
  );
}

/** Only in simulated mode: what Razorpay's checkout and its webhook would do, for local runs and tests. */
async function simulatorRoute(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/payment/simulator/pay',
    { preHandler: requireUser, schema: { tags: ['simulator'], body: ZSimulatorPayRequestSchema } },
    async (request) => {
      const gateway = app.paymentGateway;
      if (!isSimulatedGateway(gateway)) throw new AppError('NOT_FOUND', 'Not found');
      const order = await repository.findOrderByGatewayOrderId(app.db, request.body.orderId);
      if (!order || order.userId !== currentUser(request).id)
        throw new AppError('NOT_FOUND', 'Order not found');
      // The gateway books the payment first; the webhook after it may be lost (reconciliation then settles it).
      const result = await gateway.completePayment(order.gatewayOrderId, {
        outcome: request.body.outcome === 'success' ? 'captured' : 'failed',
      });
      const event = request.body.outcome === 'success' ? 'payment.captured' : 'payment.failed';
      const webhook = gateway.webhook(event, {
        orderId: order.gatewayOrderId,
        paymentId: result.razorpay_payment_id,
        amount: order.amountPaise,
      });
      await app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': webhook.signature,
          'x-razorpay-event-id': webhook.eventId,
        },
        payload: webhook.body,
      });
      // A declined payment is a failure like any other: non-2xx with the error body (the order is marked failed).
      if (request.body.outcome === 'failure') throw new AppError('PAYMENT_REQUIRED', 'Payment failed');
      return { success: true, data: result };
    },
  );
}
