import {
  DASHBOARD_MAX_DAYS,
  type Dashboard,
  ZDashboardQuerySchema,
  ZDashboardResponseSchema,
} from '@pathshala/shared/admin';
import { APPLICATION_STATUSES } from '@pathshala/shared/admin-people';
import { and, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import {
  couponRedemptions,
  coupons,
  enrollments,
  orderItems,
  orders,
  refunds,
} from '../../db/schema/commerce.ts';
import { careerApplications, internshipApplications } from '../../db/schema/engagement.ts';
import { lectureProgress } from '../../db/schema/learning.ts';
import { dateBound } from '../../lib/search-filters.ts';
import { AppError } from '../../plugins/errors.ts';
import { capturedPaymentsNeitherFulfillingNorRefunded } from '../commerce/repository.ts';
import { indiaDate } from '../invoices/tax.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const APPLICATION_STAGE_LABELS = {
  new: 'New',
  under_review: 'Under review',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  offered: 'Offered',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
} as const;
const rupees = (paise: number | string | null) => Number(paise ?? 0) / 100;

/** The India-time calendar day of a timestamp column, as 'YYYY-MM-DD' (a fixed offset: India has no DST). */
const indiaDay = (column: Parameters<typeof gte>[0]) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;

export function dashboardRange(query: { from?: string; to?: string }, now = new Date()) {
  const to = query.to ?? indiaDate(now);
  const from = query.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10);
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  if (days > DASHBOARD_MAX_DAYS) {
    throw new AppError('BAD_REQUEST', `Choose at most ${DASHBOARD_MAX_DAYS} days.`);
  }
  const dates = Array.from({ length: days }, (_, index) =>
    new Date(Date.parse(`${from}T00:00:00Z`) + index * DAY_MS).toISOString().slice(0, 10),
  );
  return { from, to, dates, start: dateBound(from, false), end: dateBound(to, true) };
}

export async function buildDashboard(
  db: Database,
  range: ReturnType<typeof dashboardRange>,
): Promise<Dashboard> {
  const { start, end } = range;
  const paidInRange = and(isNotNull(orders.paidAt), gte(orders.paidAt, start), lt(orders.paidAt, end));
  const paidDay = indiaDay(orders.paidAt);
  const refundDay = indiaDay(refunds.createdAt);
  const enrolDay = indiaDay(enrollments.createdAt);
  const enrolledInRange = and(gte(enrollments.createdAt, start), lt(enrollments.createdAt, end));
  const netLine = sql<string>`round(sum(${orderItems.pricePaise}::numeric * ${orders.amountPaise} / nullif(${orders.amountPaise} + ${orders.discountPaise}, 0)))`;
  const completedLectures = sql`(select count(*) from ${lectureProgress} where ${lectureProgress.userId} = ${enrollments.userId} and ${lectureProgress.courseId} = ${enrollments.courseId} and ${lectureProgress.completed})`;

  const [
    paidDays,
    refundDays,
    enrolDays,
    byCourse,
    topCourses,
    couponRows,
    completion,
    internships,
    careers,
    unsettled,
  ] = await Promise.all([
    db
      .select({
        day: paidDay,
        paise: sql<string>`sum(${orders.amountPaise})`,
        count: sql<number>`count(*)::int`,
      })
      .from(orders)
      .where(paidInRange)
      .groupBy(paidDay),
    db
      .select({ day: refundDay, paise: sql<string>`sum(${refunds.amountPaise})` })
      .from(refunds)
      .where(and(gte(refunds.createdAt, start), lt(refunds.createdAt, end)))
      .groupBy(refundDay),
    db
      .select({ day: enrolDay, count: sql<number>`count(*)::int` })
      .from(enrollments)
      .where(enrolledInRange)
      .groupBy(enrolDay),
    db
      .select({ courseId: orderItems.courseId, title: courses.title, paise: netLine })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(courses, eq(courses.id, orderItems.courseId))
      .where(paidInRange)
      .groupBy(orderItems.courseId, courses.title)
      .orderBy(desc(netLine))
      .limit(10),
    db
      .select({ courseId: enrollments.courseId, title: courses.title, count: sql<number>`count(*)::int` })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(enrolledInRange)
      .groupBy(enrollments.courseId, courses.title)
      .orderBy(desc(sql`count(*)`))
      .limit(10),
    db
      .select({
        code: coupons.code,
        uses: sql<number>`count(*)::int`,
        paise: sql<string>`sum(${orders.discountPaise})`,
      })
      .from(couponRedemptions)
      .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
      .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
      .where(and(gte(couponRedemptions.createdAt, start), lt(couponRedemptions.createdAt, end)))
      .groupBy(coupons.code)
      .orderBy(desc(sql`count(*)`)),
    db
      .select({
        active: sql<number>`count(*)::int`,
        completed: sql<number>`count(*) filter (where ${completedLectures} >= ${courses.totalLecture})::int`,
      })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(and(eq(enrollments.status, 'active'), sql`${courses.totalLecture} > 0`)),
    db
      .select({ status: internshipApplications.status, count: sql<number>`count(*)::int` })
      .from(internshipApplications)
      .where(and(gte(internshipApplications.createdAt, start), lt(internshipApplications.createdAt, end)))
      .groupBy(internshipApplications.status),
    db
      .select({ status: careerApplications.status, count: sql<number>`count(*)::int` })
      .from(careerApplications)
      .where(and(gte(careerApplications.createdAt, start), lt(careerApplications.createdAt, end)))
      .groupBy(careerApplications.status),
    capturedPaymentsNeitherFulfillingNorRefunded(db),
  ]);

  const byDay = <Row extends { day: string }>(rows: Row[]) => new Map(rows.map((row) => [row.day, row]));
  const paid = byDay(paidDays);
  const refunded = byDay(refundDays);
  const enrolled = byDay(enrolDays);
  const days = range.dates.map((date) => ({
    date,
    revenue: rupees(paid.get(date)?.paise ?? 0),
    refunds: rupees(refunded.get(date)?.paise ?? 0),
    paidOrders: paid.get(date)?.count ?? 0,
    enrolments: enrolled.get(date)?.count ?? 0,
  }));
  const sum = (key: 'revenue' | 'refunds' | 'paidOrders' | 'enrolments') =>
    Math.round(days.reduce((total, day) => total + day[key], 0) * 100) / 100;
  const [counts] = completion;
  return {
    from: range.from,
    to: range.to,
    totals: {
      revenue: sum('revenue'),
      refunds: sum('refunds'),
      paidOrders: sum('paidOrders'),
      enrolments: sum('enrolments'),
      completionRate:
        counts && counts.active > 0 ? Math.round((counts.completed / counts.active) * 1000) / 10 : 0,
    },
    days,
    revenueByCourse: byCourse.map((row) => ({
      courseId: row.courseId,
      title: row.title,
      revenue: rupees(row.paise),
    })),
    topCourses: topCourses.map((row) => ({
      courseId: row.courseId,
      title: row.title,
      enrolments: row.count,
    })),
    couponUse: couponRows.map((row) => ({ code: row.code, uses: row.uses, discount: rupees(row.paise) })),
    applicationFunnel: APPLICATION_STATUSES.map((status) => ({
      label: APPLICATION_STAGE_LABELS[status],
      count: [...internships, ...careers]
        .filter((row) => row.status === status)
        .reduce((total, row) => total + row.count, 0),
    })),
    unsettledPayments: {
      count: unsettled.length,
      amount: rupees(unsettled.reduce((total, row) => total + row.amountPaise - row.refundedPaise, 0)),
      orderIds: [...new Set(unsettled.map((row) => row.orderId))].slice(0, 20),
    },
  };
}

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Revenue and enrolments per day, revenue per course, top courses, coupon use, completion, applications',
        querystring: ZDashboardQuerySchema,
        response: { 200: ZDashboardResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await buildDashboard(app.db, dashboardRange(request.query)),
    }),
  );
};
