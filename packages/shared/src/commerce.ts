import { z } from 'zod';
import { courseRatingFields } from './catalogue.ts';
import { COMMERCE_MESSAGES } from './commerce-constants.ts';
import { GST_STATE_CODES } from './gst.ts';
import { text } from './text.ts';

export {
  CHECKOUT_THEME_COLOR,
  COMMERCE_MESSAGES,
  INDIA_DIALLING_PREFIX,
  withDiallingPrefix,
} from './commerce-constants.ts';

const courseId = z.uuid({ message: 'Please choose a valid course' });

export const ZCourseIdBodySchema = z.object({ courseId });

export const ZUseCouponRequestSchema = z.object({
  couponCode: text({ message: COMMERCE_MESSAGES.couponInvalid, label: 'Coupon code' })
    .trim()
    .min(1, COMMERCE_MESSAGES.couponInvalid)
    .max(40, COMMERCE_MESSAGES.couponInvalid),
  courseId,
});

export const ZUseCouponResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    couponCode: z.string(),
    /** Rupees; the screen shows it rounded down (spec §9). */
    course: z.object({ id: z.string(), realPrice: z.number(), price: z.number(), discount: z.number() }),
  }),
});

const cartCouponCode = text({ message: COMMERCE_MESSAGES.couponInvalid, label: 'Coupon code' })
  .trim()
  .max(40, COMMERCE_MESSAGES.couponInvalid);

/** Applying a coupon to the whole cart (priced on the server, like a single course's). */
export const ZUseCartCouponRequestSchema = z.object({
  couponCode: cartCouponCode.min(1, COMMERCE_MESSAGES.couponInvalid),
});
export const ZCartPriceSchema = z.object({
  couponCode: z.string(),
  /** Rupees: the cart's payable courses before the coupon, the coupon's discount, and what is charged. */
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  items: z.array(z.object({ courseId: z.string(), title: z.string(), price: z.number() })),
});
export type CartPrice = z.infer<typeof ZCartPriceSchema>;
export const ZUseCartCouponResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZCartPriceSchema,
});
/**
 * The learner's state for the GST invoice (its place of supply), asked at checkout and optional: without it the
 * invoice is made out in the seller's state.
 */
const buyerState = z
  .enum(GST_STATE_CODES, { message: 'Please choose your state from the list.' })
  .nullish()
  .transform((value) => value ?? null);

/** The cart's checkout takes an optional coupon; clients that send no body buy the cart at full price. */
export const ZCreateCartOrderRequestSchema = z
  .object({ couponCode: cartCouponCode.optional().default(''), state: buyerState })
  .nullish();

export const ZCreateOrderRequestSchema = z.object({
  courseId,
  couponCode: text({ label: 'Coupon code' })
    .trim()
    .max(40, COMMERCE_MESSAGES.couponInvalid)
    .optional()
    .default(''),
  state: buyerState,
});

export const ZCheckoutSchema = z.object({
  /** Our order reference, handed back with the payment confirmation. */
  token: z.string(),
  currency: z.string(),
  /** Public key for the checkout (Razorpay key id, or the simulated gateway's). */
  key: z.string(),
  name: z.string(),
  description: z.string(),
  mobileNo: z.string(),
  email: z.string(),
  customerName: z.string(),
  gateway: z.enum(['razorpay', 'simulated']),
  themeColor: z.string(),
  razorpayOrder: z.object({ amount: z.number().int(), id: z.string() }),
});
/** createOrder / createCartOrder: the checkout under `data`; `mobileNo` is the bare 10 digits. */
export const ZOrderResponseSchema = z.object({ success: z.literal(true), data: ZCheckoutSchema });
export type OrderResponse = z.infer<typeof ZCheckoutSchema>;

const paymentReference = text({ message: 'Invalid payment', label: 'Payment reference' }).min(
  1,
  'Invalid payment',
);

export const ZVerifyPaymentRequestSchema = z.object({
  token: z.uuid({ message: 'Invalid order' }),
  razorpay_order_id: paymentReference.max(100),
  razorpay_payment_id: paymentReference.max(100),
  razorpay_signature: paymentReference.max(200),
});
export type VerifyPaymentRequest = z.infer<typeof ZVerifyPaymentRequestSchema>;

export const ZVerifyPaymentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The courses this payment enrolled the learner in. */
  data: z.object({ courseIds: z.array(z.string()) }),
});
export type VerifyPaymentResult = z.infer<typeof ZVerifyPaymentResponseSchema>;

export const ZCartItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** 'programme': a placement programme, whose page is /placement/{_id} rather than a course page. */
  kind: z.enum(['course', 'programme']),
  thumbnail: z.string(),
  ...courseRatingFields,
  duration: z.string(),
  realPrice: z.number(),
  price: z.number(),
});
export type CartItem = z.infer<typeof ZCartItemSchema>;

export const ZCartResponseSchema = z.object({ success: z.literal(true), data: z.array(ZCartItemSchema) });
export const ZCartChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(ZCartItemSchema),
});

export const ZWishlistToggleResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ courseId: z.string(), wishlisted: z.boolean() }),
});
export const ZWishlistResponseSchema = z.object({ success: z.literal(true), data: z.array(z.string()) });

export const ZIsPurchasedResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ isPurchased: z.boolean() }),
});

export const ZSimulatorPayRequestSchema = z.object({
  orderId: text({ label: 'Order id' }).min(1).max(100),
  outcome: z.enum(['success', 'failure']),
});

export const ZOrderSummarySchema = z.object({
  id: z.string(),
  receipt: z.string(),
  status: z.enum(['created', 'paid', 'failed', 'cancelled', 'review', 'refunded']),
  amount: z.number(),
  discount: z.number(),
  currency: z.string(),
  couponCode: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  paymentId: z.string().nullable(),
  items: z.array(
    z.object({
      courseId: z.string(),
      title: z.string(),
      price: z.number(),
      /** 'programme': a placement programme, whose way in is its page rather than lectures. */
      kind: z.enum(['course', 'programme']),
    }),
  ),
  history: z.array(z.object({ status: z.string(), at: z.string(), note: z.string().nullable() })),
  /** Money we pay back automatically (a course already owned, a replaced checkout, a second payment…). */
  refunds: z.array(
    z.object({
      amount: z.number(),
      reason: z.enum([
        'already_purchased',
        'replaced_order',
        'duplicate_payment',
        'coupon_limit',
        'price_changed',
        'admin',
      ]),
      status: z.enum(['pending', 'processed']),
      at: z.string(),
    }),
  ),
  /** The order's GST tax invoice and a credit note per refund, each with the path of its PDF. */
  documents: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['invoice', 'credit_note']),
      number: z.string(),
      issuedAt: z.string(),
      downloadPath: z.string(),
    }),
  ),
});
export type OrderSummary = z.infer<typeof ZOrderSummarySchema>;
export const ZOrdersResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ZOrderSummarySchema),
});
export const ZOrderIdParamsSchema = z.object({ id: z.uuid({ message: 'Order not found' }) });
export const ZOrderResponseBodySchema = z.object({
  success: z.literal(true),
  data: z.object({ order: ZOrderSummarySchema }),
});
