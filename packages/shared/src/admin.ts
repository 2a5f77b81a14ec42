import { z } from 'zod';
import { USER_ROLES } from './accounts-constants.ts';
import { text } from './text.ts';

/**
 * The admin and instructor consoles: every table is paged, sorted and searched on the server, so a console
 * never loads a whole table. Money is in rupees at this edge, like every other call.
 */

export const ADMIN_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;

const searchText = text({ label: 'Search' }).trim().max(100, 'Search must be at most 100 characters.');

/** Query string of a paged table: `page` from 1, `pageSize`, an optional search `q`, sort column and order. */
export function pagedQuery<const Sort extends readonly [string, ...string[]]>(sortColumns: Sort) {
  return z.object({
    page: z.coerce.number().int().min(1, 'Page must be 1 or more.').max(100_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1, 'Page size must be 1 or more.')
      .max(ADMIN_PAGE_SIZE_MAX, `Page size must be at most ${ADMIN_PAGE_SIZE_MAX}.`)
      .default(ADMIN_PAGE_SIZE_DEFAULT),
    q: searchText.optional(),
    sort: z
      .enum(sortColumns, { message: `Sort by one of: ${sortColumns.join(', ')}.` })
      .default(sortColumns[0]),
    order: z.enum(['asc', 'desc'], { message: 'Order must be asc or desc.' }).default('desc'),
  });
}

export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    success: z.literal(true),
    data: z.object({
      items: z.array(item),
      /** Rows matching the filters, over all pages. */
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  });
}

const isoDate = (label: string) =>
  z.iso.datetime({ offset: true, message: `${label} must be a date and time (ISO 8601).` });
export const dateFilter = (label: string) =>
  z.union([z.iso.date({ message: `${label} must be a date (YYYY-MM-DD).` }), isoDate(label)]).optional();

const uuid = (message: string) => z.uuid({ message });

// ── Users and roles ─────────────────────────────────────────────────────────────────────────────

export const ZAdminUsersQuerySchema = pagedQuery(['createdAt', 'name', 'email'] as const).extend({
  role: z.enum(USER_ROLES, { message: 'Role must be learner, instructor or admin.' }).optional(),
});
export type AdminUsersQuery = z.infer<typeof ZAdminUsersQuerySchema>;

export const ZAdminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobileNo: z.string(),
  role: z.enum(USER_ROLES),
  instructorId: z.string().nullable(),
  /** Set while the account is closed; it can be reinstated until its data is erased (14 days). */
  closedAt: z.string().nullable(),
  erasedAt: z.string().nullable(),
  createdAt: z.string(),
  activeEnrollments: z.number().int(),
});
export type AdminUser = z.infer<typeof ZAdminUserSchema>;
export const ZAdminUsersResponseSchema = pageOf(ZAdminUserSchema);

export const ZAdminUserIdParamsSchema = z.object({ userId: uuid('User not found') });

export const ZAdminUserDetailResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    user: ZAdminUserSchema,
    orders: z.array(
      z.object({
        id: z.string(),
        receipt: z.string(),
        status: z.string(),
        amount: z.number(),
        createdAt: z.string(),
        courses: z.array(z.string()),
      }),
    ),
    courses: z.array(
      z.object({
        courseId: z.string(),
        title: z.string(),
        status: z.enum(['active', 'revoked']),
        /** Bought (revoked by refunding the order) or granted by an admin (revoked from the console). */
        source: z.enum(['order', 'granted', 'programme']),
        enrolledAt: z.string(),
        completedLectures: z.number().int(),
        totalLectures: z.number().int(),
        lastActivityAt: z.string().nullable(),
      }),
    ),
  }),
});

export const ZSetUserRoleRequestSchema = z
  .object({
    role: z.enum(USER_ROLES, { message: 'Role must be learner, instructor or admin.' }),
    /** The instructor profile an instructor teaches as; required for that role, ignored otherwise. */
    instructorId: uuid('Instructor not found').nullish(),
  })
  .refine((body) => body.role !== 'instructor' || Boolean(body.instructorId), {
    message: 'Choose the instructor profile this account teaches as.',
    path: ['instructorId'],
  });
export type SetUserRoleRequest = z.infer<typeof ZSetUserRoleRequestSchema>;

export const ZAdminUserResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZAdminUserSchema,
});

// ── Coupons ─────────────────────────────────────────────────────────────────────────────────────

export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;

const couponCode = text({ label: 'Coupon code' })
  .trim()
  .transform((code) => code.toUpperCase())
  .pipe(
    z
      .string()
      .regex(
        COUPON_CODE_PATTERN,
        'Coupon code must be 3 to 40 letters, digits, hyphens or underscores, starting with a letter or digit.',
      ),
  );

const couponFields = {
  code: couponCode,
  kind: z.enum(['percent', 'flat'], { message: 'Kind must be percent or flat.' }),
  /** Percent (1-100) or rupees off. */
  value: z.number({ message: 'Value must be a number.' }).positive('Value must be more than 0.'),
  courseId: uuid('Please choose a valid course').nullable(),
  validFrom: isoDate('Valid from'),
  validTo: isoDate('Valid to').nullable(),
  maxUses: z
    .number()
    .int('Max uses must be a whole number.')
    .min(1, 'Max uses must be 1 or more.')
    .nullable(),
  maxUsesPerUser: z
    .number()
    .int('Max uses per learner must be a whole number.')
    .min(1, 'Max uses per learner must be 1 or more.')
    .nullable(),
  active: z.boolean({ message: 'Active must be true or false.' }),
};

type CouponRules = {
  kind?: 'percent' | 'flat';
  value?: number;
  validFrom?: string;
  validTo?: string | null;
};
/** The rules that tie fields together; on an update they are checked again against the stored coupon. */
export function couponRuleProblem(coupon: CouponRules): string | undefined {
  if (coupon.kind === 'percent' && coupon.value !== undefined) {
    if (!Number.isInteger(coupon.value) || coupon.value > 100) {
      return 'A percent coupon takes a whole number from 1 to 100.';
    }
  }
  if (
    coupon.kind === 'flat' &&
    coupon.value !== undefined &&
    Math.round(coupon.value * 100) !== coupon.value * 100
  ) {
    return 'A flat coupon takes rupees with at most two decimals.';
  }
  if (coupon.validFrom && coupon.validTo && Date.parse(coupon.validTo) <= Date.parse(coupon.validFrom)) {
    return 'Valid to must be after valid from.';
  }
  return undefined;
}

export const ZCreateCouponRequestSchema = z
  .object({
    ...couponFields,
    courseId: couponFields.courseId.default(null),
    validFrom: couponFields.validFrom.optional(),
    validTo: couponFields.validTo.default(null),
    maxUses: couponFields.maxUses.default(null),
    maxUsesPerUser: couponFields.maxUsesPerUser.default(null),
    active: couponFields.active.default(true),
  })
  .superRefine((coupon, context) => {
    const problem = couponRuleProblem(coupon);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['value'] });
  });
export type CreateCouponRequest = z.infer<typeof ZCreateCouponRequestSchema>;

/** Any subset of the fields; the code cannot change once learners may have it. */
export const ZUpdateCouponRequestSchema = z
  .object(couponFields)
  .omit({ code: true })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change.');
export type UpdateCouponRequest = z.infer<typeof ZUpdateCouponRequestSchema>;

export const ZCouponIdParamsSchema = z.object({ couponId: uuid('Coupon not found') });

export const ZAdminCouponsQuerySchema = pagedQuery(['createdAt', 'code', 'usedCount'] as const).extend({
  active: z.enum(['true', 'false'], { message: 'Active must be true or false.' }).optional(),
});

export const ZAdminCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(['percent', 'flat']),
  value: z.number(),
  courseId: z.string().nullable(),
  courseTitle: z.string().nullable(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  maxUses: z.number().nullable(),
  maxUsesPerUser: z.number().nullable(),
  active: z.boolean(),
  /** Paid orders that used it. */
  usedCount: z.number().int(),
  /** Unpaid checkouts holding a use right now (they count against the limit until they lapse). */
  heldCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminCoupon = z.infer<typeof ZAdminCouponSchema>;
export const ZAdminCouponsResponseSchema = pageOf(ZAdminCouponSchema);
export const ZAdminCouponResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZAdminCouponSchema,
});

// ── Orders ──────────────────────────────────────────────────────────────────────────────────────

export const ORDER_STATUS_VALUES = ['created', 'paid', 'failed', 'cancelled', 'review', 'refunded'] as const;

export const ZAdminOrdersQuerySchema = pagedQuery(['createdAt', 'amount'] as const).extend({
  status: z.enum(ORDER_STATUS_VALUES, { message: 'Unknown order status.' }).optional(),
  from: dateFilter('From'),
  to: dateFilter('To'),
  courseId: uuid('Please choose a valid course').optional(),
  coupon: text({ label: 'Coupon code' }).trim().max(40).optional(),
});
export type AdminOrdersQuery = z.infer<typeof ZAdminOrdersQuerySchema>;

export const ZAdminOrderSchema = z.object({
  id: z.string(),
  receipt: z.string(),
  status: z.enum(ORDER_STATUS_VALUES),
  amount: z.number(),
  discount: z.number(),
  couponCode: z.string().nullable(),
  learner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  courses: z.array(z.object({ courseId: z.string(), title: z.string(), price: z.number() })),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof ZAdminOrderSchema>;
export const ZAdminOrdersResponseSchema = pageOf(ZAdminOrderSchema);

export const ZAdminOrderIdParamsSchema = z.object({ orderId: uuid('Order not found') });
export const ZAdminOrderDetailResponseSchema = z.object({
  success: z.literal(true),
  data: ZAdminOrderSchema.extend({
    gateway: z.string(),
    gatewayOrderId: z.string(),
    gatewayPaymentId: z.string().nullable(),
    /** The payment held for review (status review): what the gateway captured, to refund or accept. */
    heldPayment: z.object({ paymentId: z.string(), amount: z.number(), currency: z.string() }).nullable(),
    history: z.array(
      z.object({ status: z.string(), source: z.string(), note: z.string().nullable(), at: z.string() }),
    ),
    refunds: z.array(
      z.object({
        id: z.string(),
        amount: z.number(),
        reason: z.string(),
        status: z.string(),
        gatewayRefundId: z.string().nullable(),
        at: z.string(),
      }),
    ),
  }),
});

// ── Audit log ───────────────────────────────────────────────────────────────────────────────────

export const ZAuditQuerySchema = pagedQuery(['createdAt'] as const).extend({
  action: text({ label: 'Action' }).trim().max(60).optional(),
  objectType: text({ label: 'Object type' }).trim().max(40).optional(),
  objectId: text({ label: 'Object id' }).trim().max(80).optional(),
  actorId: uuid('User not found').optional(),
  from: dateFilter('From'),
  to: dateFilter('To'),
});

export const ZAuditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  actorRole: z.string(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof ZAuditEntrySchema>;
export const ZAuditResponseSchema = pageOf(ZAuditEntrySchema);

// ── Instructor view ─────────────────────────────────────────────────────────────────────────────

export const ZInstructorCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  subject: z.string(),
  status: z.string(),
  instructorName: z.string().nullable(),
  activeEnrollments: z.number().int(),
  /** Rupees of paid, not refunded, orders for this course (each course's own line of a cart order). */
  revenue: z.number(),
  /** Average share of lectures completed by its enrolled learners, 0-100. */
  averageCompletion: z.number(),
});
export type InstructorCourse = z.infer<typeof ZInstructorCourseSchema>;
export const ZInstructorCoursesQuerySchema = pagedQuery(['title', 'revenue', 'activeEnrollments'] as const);
export const ZInstructorCoursesResponseSchema = pageOf(ZInstructorCourseSchema);

export const ZInstructorCourseParamsSchema = z.object({ courseId: uuid('Course not found') });

/** The instructor view's totals, over the same courses as its list (an admin's: every course). */
export const ZInstructorSummarySchema = z.object({
  /**
   * Rupees: the sum of the courses' revenue, i.e. paid orders net of coupons (a cart's discount spread by price),
   * fully refunded orders left out. Payments of accounts closed since stay in: the money was earned.
   */
  earnings: z.number(),
  courses: z.number().int(),
  /** Distinct learners enrolled now (active enrolments of accounts not closed) across those courses. */
  learners: z.number().int(),
});
export type InstructorSummary = z.infer<typeof ZInstructorSummarySchema>;
export const ZInstructorSummaryResponseSchema = z.object({
  success: z.literal(true),
  data: ZInstructorSummarySchema,
});

export const ZCourseLearnersQuerySchema = pagedQuery(['enrolledAt', 'progress', 'name'] as const);
export const ZCourseLearnerSchema = z.object({
  userId: z.string(),
  name: z.string(),
  enrolledAt: z.string(),
  completedLectures: z.number().int(),
  totalLectures: z.number().int(),
  lastActivityAt: z.string().nullable(),
});
export const ZCourseLearnersResponseSchema = pageOf(ZCourseLearnerSchema);

const lines = (label: string) =>
  z
    .array(text({ label }).trim().min(1, `${label} must not be empty.`).max(300), {
      message: `${label} must be a list of lines.`,
    })
    .max(30, `${label} takes at most 30 lines.`);

/** What an instructor may change on a course they teach; prices and publishing stay with admins. */
export const ZInstructorCourseUpdateRequestSchema = z
  .object({
    title: text({ label: 'Title' }).trim().min(3, 'Title must be at least 3 characters.').max(150),
    overview: text({ label: 'Overview', multiline: true }).trim().max(5000),
    detailDescription: text({ label: 'Description', multiline: true }).trim().max(10_000),
    description: lines('Highlights'),
    whatYouWillLearn: lines("What you'll learn"),
    duration: text({ label: 'Duration' }).trim().max(60),
    level: z.enum(['Beginner', 'Intermediate', 'Advanced'], {
      message: 'Level must be Beginner, Intermediate or Advanced.',
    }),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change.');
export type InstructorCourseUpdateRequest = z.infer<typeof ZInstructorCourseUpdateRequestSchema>;

export const ZInstructorCourseResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZInstructorCourseSchema,
});

// ── Refunds and GST documents ───────────────────────────────────────────────────────────────────

export const ZRefundOrderRequestSchema = z.object({
  /** Rupees; leave out to refund everything still refundable (which also ends the learner's access). */
  amount: z
    .number({ message: 'Amount must be a number.' })
    .positive('Amount must be more than 0.')
    .refine((value) => Math.round(value * 100) === value * 100, 'Amount takes at most two decimals.')
    .optional(),
  note: text({ label: 'Reason' }).trim().min(3, 'Give the reason for the refund.').max(300),
  /** Made by the console once per refund form; sending it again returns the same refund. */
  idempotencyKey: z
    .string({ message: 'Idempotency key is required.' })
    .regex(
      /^[A-Za-z0-9_-]{8,100}$/,
      'Idempotency key must be 8 to 100 letters, digits, hyphens or underscores.',
    ),
});
export type RefundOrderRequest = z.infer<typeof ZRefundOrderRequestSchema>;

export const ZAcceptHeldPaymentRequestSchema = z.object({
  note: text({ label: 'Reason' }).trim().min(3, 'Give the reason for accepting the payment.').max(300),
});
export type AcceptHeldPaymentRequest = z.infer<typeof ZAcceptHeldPaymentRequestSchema>;

export const ZAcceptHeldPaymentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    /** paid: the courses are the learner's; refunded: they owned them meanwhile, so it is paid back. */
    outcome: z.enum(['paid', 'refunded']),
    orderStatus: z.enum(ORDER_STATUS_VALUES),
  }),
});

export const ZRefundOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    refundId: z.string(),
    amount: z.number(),
    status: z.enum(['pending', 'processed']),
    /** True when this key had been used already: nothing new was refunded. */
    repeated: z.boolean(),
    /** The refund's GST credit note (none when the order had no invoice). */
    creditNote: z.object({ id: z.string(), number: z.string() }).nullable(),
    orderStatus: z.enum(ORDER_STATUS_VALUES),
  }),
});

const yearMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be YYYY-MM.');

export const ZAdminTaxDocumentsQuerySchema = pagedQuery(['issuedAt'] as const).extend({
  kind: z.enum(['invoice', 'credit_note'], { message: 'Kind must be invoice or credit_note.' }).optional(),
  month: yearMonth.optional(),
  /** The documents of one order: its invoice and its credit notes. */
  orderId: z.uuid({ message: 'Order not found' }).optional(),
});

export const ZTaxDocumentSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  orderId: z.string(),
  issuedAt: z.string(),
  buyerName: z.string(),
  placeOfSupply: z.string(),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
  /** The PDF under this API (a path: it needs the session, so never on the asset host). */
  downloadPath: z.string(),
});
export type TaxDocumentSummary = z.infer<typeof ZTaxDocumentSummarySchema>;
export const ZAdminTaxDocumentsResponseSchema = pageOf(ZTaxDocumentSummarySchema);

export const ZTaxExportQuerySchema = z.object({ month: yearMonth });

// ── Dashboard ───────────────────────────────────────────────────────────────────────────────────

export const DASHBOARD_MAX_DAYS = 366;

export const ZDashboardQuerySchema = z
  .object({
    /** India-time calendar days, both included; by default the last 30 days. */
    from: z.iso.date({ message: 'From must be a date (YYYY-MM-DD).' }).optional(),
    to: z.iso.date({ message: 'To must be a date (YYYY-MM-DD).' }).optional(),
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    message: 'From must not be after to.',
  });

const namedCount = z.object({ label: z.string(), count: z.number().int() });

export const ZDashboardResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    from: z.string(),
    to: z.string(),
    totals: z.object({
      /** Rupees paid in the range (orders by the day they were paid), before refunds. */
      revenue: z.number(),
      refunds: z.number(),
      paidOrders: z.number().int(),
      enrolments: z.number().int(),
      /** Of all active enrolments: the share (0-100) whose every lecture is completed. */
      completionRate: z.number(),
    }),
    /** One entry per day of the range, zeros included, so a chart has no gaps. */
    days: z.array(
      z.object({
        date: z.string(),
        revenue: z.number(),
        refunds: z.number(),
        paidOrders: z.number().int(),
        enrolments: z.number().int(),
      }),
    ),
    /** The ten courses that brought in most in the range, net of coupons. */
    revenueByCourse: z.array(z.object({ courseId: z.string(), title: z.string(), revenue: z.number() })),
    /** The ten courses with most new enrolments in the range. */
    topCourses: z.array(z.object({ courseId: z.string(), title: z.string(), enrolments: z.number().int() })),
    couponUse: z.array(z.object({ code: z.string(), uses: z.number().int(), discount: z.number() })),
    /** Applications received in the range by where they stand now (stages in workflow order). */
    applicationFunnel: z.array(namedCount),
    /**
     * Now, whatever the range: captured payments that neither fulfil an order nor are refunded (held for review),
     * for staff to refund or accept from each order's page.
     */
    unsettledPayments: z.object({
      count: z.number().int(),
      /** Rupees captured and not yet refunded. */
      amount: z.number(),
      /** The oldest twenty of their orders. */
      orderIds: z.array(z.string()),
    }),
  }),
});
export type Dashboard = z.infer<typeof ZDashboardResponseSchema>['data'];
