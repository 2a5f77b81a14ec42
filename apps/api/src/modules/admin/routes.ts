import {
  ZAcceptHeldPaymentRequestSchema,
  ZAcceptHeldPaymentResponseSchema,
  ZAdminCouponResponseSchema,
  ZAdminCouponsQuerySchema,
  ZAdminCouponsResponseSchema,
  ZAdminOrderDetailResponseSchema,
  ZAdminOrderIdParamsSchema,
  ZAdminOrdersQuerySchema,
  ZAdminOrdersResponseSchema,
  ZAdminUserDetailResponseSchema,
  ZAdminUserIdParamsSchema,
  ZAdminUserResponseSchema,
  ZAdminUsersQuerySchema,
  ZAdminUsersResponseSchema,
  ZAuditQuerySchema,
  ZAuditResponseSchema,
  ZCouponIdParamsSchema,
  ZCourseLearnersQuerySchema,
  ZCourseLearnersResponseSchema,
  ZCreateCouponRequestSchema,
  ZInstructorCourseParamsSchema,
  ZInstructorCourseResponseSchema,
  ZInstructorCoursesQuerySchema,
  ZInstructorCoursesResponseSchema,
  ZInstructorCourseUpdateRequestSchema,
  ZInstructorSummaryResponseSchema,
  ZRefundOrderRequestSchema,
  ZRefundOrderResponseSchema,
  ZSetUserRoleRequestSchema,
  ZUpdateCouponRequestSchema,
} from '@pathshala/shared/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/paging.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { describeDatabaseError } from '../../plugins/database-errors.ts';
import { AppError } from '../../plugins/errors.ts';
import { reinstateAccount } from '../accounts/service.ts';
import { paiseToRupees } from '../catalogue/service.ts';
import { sendRefunds } from '../commerce/reconciliation.ts';
import { acceptHeldPayment, holdStart, refundOrderAsAdmin } from '../commerce/service.ts';
import { findCreditNoteOfRefund } from '../invoices/service.ts';
import * as repository from './repository.ts';
import * as service from './service.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;
/**
 * The admin console's calls (`/api/admin/...`, admins only) and the instructor view's (`/api/instructor/...`,
 * instructors and admins). The role checks come from where the routes live (plugins/staff-access.ts).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['admin'];

  // ── Users and roles ─────────────────────────────────────────────────────────────────────────────
  app.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary: 'Users, searched by name or e-mail, filtered by role',
        querystring: ZAdminUsersQuerySchema,
        response: { 200: ZAdminUsersResponseSchema },
      },
    },
    async (request) => {
      const { rows, total } = await repository.listUsers(db, request.query);
      return page(rows.map(service.toAdminUser), total, request.query);
    },
  );

  app.get(
    '/api/admin/users/:userId',
    {
      schema: {
        tags,
        summary: "A user with their orders and their courses' progress",
        params: ZAdminUserIdParamsSchema,
        response: { 200: ZAdminUserDetailResponseSchema },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const user = await repository.findAdminUser(db, userId);
      if (!user) throw new AppError('NOT_FOUND', service.ROLE_MESSAGES.userMissing);
      const [userOrders, courses] = await Promise.all([
        repository.ordersOfUser(db, userId),
        repository.coursesOfUser(db, userId),
      ]);
      return {
        success: true as const,
        data: {
          user: service.toAdminUser(user),
          orders: userOrders.map((order) => ({
            id: order.id,
            receipt: order.receipt,
            status: order.status,
            amount: paiseToRupees(order.amountPaise),
            createdAt: order.createdAt.toISOString(),
            courses: order.courses,
          })),
          courses: courses.map((course) => ({
            ...course,
            enrolledAt: course.enrolledAt.toISOString(),
            lastActivityAt: iso(course.lastActivityAt && new Date(course.lastActivityAt)),
          })),
        },
      };
    },
  );

  app.put(
    '/api/admin/users/:userId/role',
    {
      schema: {
        tags,
        summary: 'Grant or take away a role (learner, instructor with its profile, admin)',
        params: ZAdminUserIdParamsSchema,
        body: ZSetUserRoleRequestSchema,
        response: { 200: ZAdminUserResponseSchema },
      },
    },
    async (request) => {
      const user = await service.setUserRole(
        db,
        request,
        currentUser(request),
        request.params.userId,
        request.body,
      );
      // At once on this instance; the users row's change notification reaches the others just after.
      app.sessionCache.dropUser(user.id);
      return { success: true as const, message: 'Role saved', data: service.toAdminUser(user) };
    },
  );

  app.post(
    '/api/admin/users/:userId/reinstate',
    {
      schema: {
        tags,
        summary: 'Reopen an account closed less than 14 days ago',
        params: ZAdminUserIdParamsSchema,
        response: { 200: ZAdminUserResponseSchema },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const user = await db.transaction(async (tx) => {
        const before = await repository.findAdminUser(tx, userId);
        await reinstateAccount(tx, userId);
        const after = await repository.findAdminUser(tx, userId);
        if (!before || !after) throw new AppError('NOT_FOUND', service.ROLE_MESSAGES.userMissing);
        if (before.closedAt) {
          await recordAudit(tx, request, {
            action: 'user.reinstate',
            objectType: 'user',
            objectId: userId,
            before: { closedAt: iso(before.closedAt) },
            after: { closedAt: null },
          });
        }
        return after;
      });
      return { success: true as const, message: 'Account reinstated', data: service.toAdminUser(user) };
    },
  );

  // ── Coupons ─────────────────────────────────────────────────────────────────────────────────────
  app.get(
    '/api/admin/coupons',
    {
      schema: {
        tags,
        summary: 'Coupons with their uses so far (paid and held by open checkouts)',
        querystring: ZAdminCouponsQuerySchema,
        response: { 200: ZAdminCouponsResponseSchema },
      },
    },
    async (request) => {
      const { rows, total } = await repository.listCoupons(db, request.query, holdStart());
      return page(rows.map(service.toAdminCoupon), total, request.query);
    },
  );

  app.post(
    '/api/admin/coupons',
    {
      schema: {
        tags,
        summary: 'Create a coupon (percent or rupees off, for one course or all, with limits and dates)',
        body: ZCreateCouponRequestSchema,
        response: { 201: ZAdminCouponResponseSchema },
      },
    },
    async (request, reply) => {
      const coupon = await service.createCoupon(db, request, request.body);
      return reply.code(201).send({ success: true, message: 'Coupon created', data: coupon });
    },
  );

  app.patch(
    '/api/admin/coupons/:couponId',
    {
      schema: {
        tags,
        summary: 'Change any field of a coupon but its code',
        params: ZCouponIdParamsSchema,
        body: ZUpdateCouponRequestSchema,
        response: { 200: ZAdminCouponResponseSchema },
      },
    },
    async (request) => {
      const coupon = await service.updateCoupon(db, request, request.params.couponId, request.body);
      return { success: true as const, message: 'Coupon saved', data: coupon };
    },
  );

  // ── Orders ──────────────────────────────────────────────────────────────────────────────────────
  app.get(
    '/api/admin/orders',
    {
      schema: {
        tags,
        summary:
          'Orders by status, date range (India time for bare dates), course and coupon; q: receipt or e-mail',
        querystring: ZAdminOrdersQuerySchema,
        response: { 200: ZAdminOrdersResponseSchema },
      },
    },
    async (request) => {
      const { rows, total } = await repository.listOrders(db, request.query);
      const items = await repository.itemsOfOrders(
        db,
        rows.map((row) => row.order.id),
      );
      return page(
        rows.map((row) =>
          toAdminOrder(
            row,
            items.filter((item) => item.orderId === row.order.id),
          ),
        ),
        total,
        request.query,
      );
    },
  );

  app.get(
    '/api/admin/orders/:orderId',
    {
      schema: {
        tags,
        summary: 'An order with its status history, refunds and gateway ids',
        params: ZAdminOrderIdParamsSchema,
        response: { 200: ZAdminOrderDetailResponseSchema },
      },
    },
    async (request) => {
      const { orderId } = request.params;
      const row = await repository.findAdminOrder(db, orderId);
      if (!row) throw new AppError('NOT_FOUND', 'Order not found');
      const [items, history, orderRefunds] = await Promise.all([
        repository.itemsOfOrders(db, [orderId]),
        repository.historyOfOrder(db, orderId),
        repository.refundsOfOrder(db, orderId),
      ]);
      return {
        success: true as const,
        data: {
          ...toAdminOrder(row, items),
          gateway: row.order.gateway,
          gatewayOrderId: row.order.gatewayOrderId,
          gatewayPaymentId: row.order.gatewayPaymentId,
          heldPayment:
            row.order.status === 'review' && row.order.gatewayPaymentId
              ? {
                  paymentId: row.order.gatewayPaymentId,
                  amount: paiseToRupees(row.order.heldAmountPaise ?? row.order.amountPaise),
                  currency: row.order.heldCurrency ?? row.order.currency,
                }
              : null,
          history: history.map((event) => ({
            status: event.status,
            source: event.source,
            note: event.note,
            at: event.createdAt.toISOString(),
          })),
          refunds: orderRefunds.map((refund) => ({
            id: refund.id,
            amount: paiseToRupees(refund.amountPaise),
            reason: refund.reason,
            status: refund.status,
            gatewayRefundId: refund.gatewayRefundId,
            at: (refund.processedAt ?? refund.createdAt).toISOString(),
          })),
        },
      };
    },
  );

  app.post(
    '/api/admin/orders/:orderId/refund',
    {
      schema: {
        tags,
        summary:
          'Refund a paid order (in full, ending the access, or in part) or the payment held for review on an order (in full), once per idempotency key',
        params: ZAdminOrderIdParamsSchema,
        body: ZRefundOrderRequestSchema,
        response: { 200: ZRefundOrderResponseSchema },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      const { orderId } = request.params;
      const { refund, repeated } = await refundOrderAsAdmin(
        db,
        (tx, change) =>
          recordAudit(tx, request, {
            action: 'order.refund',
            objectType: 'order',
            objectId: orderId,
            ...change,
          }),
        {
          orderId,
          amountPaise: request.body.amount === undefined ? undefined : Math.round(request.body.amount * 100),
          note: request.body.note,
          idempotencyKey: request.body.idempotencyKey,
          adminId: admin.id,
        },
      );
      // To the gateway now; if it is down, reconciliation keeps trying.
      try {
        await sendRefunds(db, app.paymentGateway, request.log, { ids: [refund.id] });
      } catch (error) {
        request.log.warn({ err: describeDatabaseError(error) }, 'refund left for reconciliation');
      }
      const sent = (await repository.refundsOfOrder(db, orderId)).find((row) => row.id === refund.id);
      const [order, creditNote] = await Promise.all([
        repository.findAdminOrder(db, orderId),
        findCreditNoteOfRefund(db, refund.id),
      ]);
      return {
        success: true as const,
        message: repeated ? 'This refund was already made' : 'Refund issued',
        data: {
          refundId: refund.id,
          amount: paiseToRupees(refund.amountPaise),
          status: sent?.status ?? refund.status,
          repeated,
          orderStatus: order?.order.status ?? 'refunded',
          creditNote: creditNote ? { id: creditNote.id, number: creditNote.number } : null,
        },
      };
    },
  );

  app.post(
    '/api/admin/orders/:orderId/accept-payment',
    {
      schema: {
        tags,
        summary:
          'Accept the payment held for review on an order: it settles as paid for what was captured (or is refunded if the learner owns the courses meanwhile)',
        params: ZAdminOrderIdParamsSchema,
        body: ZAcceptHeldPaymentRequestSchema,
        response: { 200: ZAcceptHeldPaymentResponseSchema },
      },
    },
    async (request) => {
      const { orderId } = request.params;
      const settlement = await acceptHeldPayment(
        db,
        app.paymentGateway,
        app.config.seller,
        (tx, change) =>
          recordAudit(tx, request, {
            action: 'order.accept-payment',
            objectType: 'order',
            objectId: orderId,
            ...change,
          }),
        { orderId, note: request.body.note },
      );
      if (settlement.outcome === 'refunded' && settlement.refundIds.length > 0) {
        try {
          await sendRefunds(db, app.paymentGateway, request.log, { ids: settlement.refundIds });
        } catch (error) {
          request.log.warn({ err: describeDatabaseError(error) }, 'refund left for reconciliation');
        }
      }
      if (settlement.outcome !== 'paid' && settlement.outcome !== 'refunded') {
        throw new AppError('CONFLICT', 'The payment is still held for review.');
      }
      const order = await repository.findAdminOrder(db, orderId);
      return {
        success: true as const,
        message:
          settlement.outcome === 'paid' ? 'Payment accepted' : 'The learner owns these courses: refunded',
        data: { outcome: settlement.outcome, orderStatus: order?.order.status ?? 'paid' },
      };
    },
  );

  // ── Audit log ───────────────────────────────────────────────────────────────────────────────────
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags,
        summary: 'Who changed what and when, with the object before and after',
        querystring: ZAuditQuerySchema,
        response: { 200: ZAuditResponseSchema },
      },
    },
    async (request) => {
      const { rows, total } = await repository.listAuditEntries(db, request.query);
      return page(rows.map(service.toAuditEntry), total, request.query);
    },
  );

  // ── Instructor view (admins see every course) ───────────────────────────────────────────────────
  const instructorTags = ['instructor'];

  app.get(
    '/api/instructor/courses',
    {
      schema: {
        tags: instructorTags,
        summary: 'The courses the instructor teaches, with enrolments, revenue and average completion',
        querystring: ZInstructorCoursesQuerySchema,
        response: { 200: ZInstructorCoursesResponseSchema },
      },
    },
    async (request) => {
      const { rows, total } = await repository.listInstructorCourses(
        db,
        request.query,
        service.taughtBy(currentUser(request)),
      );
      return page(rows.map(service.toInstructorCourse), total, request.query);
    },
  );

  app.get(
    '/api/instructor/summary',
    {
      schema: {
        tags: instructorTags,
        summary:
          "Totals over the instructor's courses: earnings (the sum of their revenue), courses, current learners (closed accounts left out)",
        response: { 200: ZInstructorSummaryResponseSchema },
      },
    },
    async (request) => {
      const summary = await repository.instructorSummary(db, service.taughtBy(currentUser(request)));
      return {
        success: true as const,
        data: {
          earnings: paiseToRupees(summary.earningsPaise),
          courses: summary.courses,
          learners: summary.learners,
        },
      };
    },
  );

  app.get(
    '/api/instructor/courses/:courseId',
    {
      schema: {
        tags: instructorTags,
        summary: 'One course the instructor teaches, with enrolments, revenue and average completion',
        params: ZInstructorCourseParamsSchema,
        response: { 200: ZInstructorCourseResponseSchema },
      },
    },
    async (request) => {
      const course = await service.courseOfCaller(db, currentUser(request), request.params.courseId);
      return { success: true as const, message: 'Course fetched', data: service.toInstructorCourse(course) };
    },
  );

  app.patch(
    '/api/instructor/courses/:courseId',
    {
      schema: {
        tags: instructorTags,
        summary: 'Edit the text of a course the instructor teaches',
        params: ZInstructorCourseParamsSchema,
        body: ZInstructorCourseUpdateRequestSchema,
        response: { 200: ZInstructorCourseResponseSchema },
      },
    },
    async (request) => {
      const course = await service.updateTaughtCourse(
        db,
        request,
        currentUser(request),
        request.params.courseId,
        request.body,
      );
      return { success: true as const, message: 'Course saved', data: service.toInstructorCourse(course) };
    },
  );

  app.get(
    '/api/instructor/courses/:courseId/learners',
    {
      schema: {
        tags: instructorTags,
        summary: "The course's enrolled learners and how far each has got",
        params: ZInstructorCourseParamsSchema,
        querystring: ZCourseLearnersQuerySchema,
        response: { 200: ZCourseLearnersResponseSchema },
      },
    },
    async (request) => {
      const course = await service.courseOfCaller(db, currentUser(request), request.params.courseId);
      const { rows, total } = await repository.learnersOfCourse(db, course.id, request.query);
      return page(
        rows.map((row) => ({
          ...row,
          enrolledAt: row.enrolledAt.toISOString(),
          lastActivityAt: iso(row.lastActivityAt && new Date(row.lastActivityAt)),
        })),
        total,
        request.query,
      );
    },
  );
};

type AdminOrderRow = NonNullable<Awaited<ReturnType<typeof repository.findAdminOrder>>>;

function toAdminOrder(row: AdminOrderRow, items: Awaited<ReturnType<typeof repository.itemsOfOrders>>) {
  return {
    id: row.order.id,
    receipt: row.order.receipt,
    status: row.order.status,
    amount: paiseToRupees(row.order.amountPaise),
    discount: paiseToRupees(row.order.discountPaise),
    couponCode: row.couponCode,
    learner: row.learner,
    courses: items.map((item) => ({
      courseId: item.courseId,
      title: item.title,
      price: paiseToRupees(item.pricePaise),
    })),
    createdAt: row.order.createdAt.toISOString(),
    paidAt: iso(row.order.paidAt),
  };
}
