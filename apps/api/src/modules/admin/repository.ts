import type { UserRole } from '@pathshala/shared/accounts-constants';
import {
  and,
  asc,
  type Column,
  count,
  desc,
  eq,
  getTableName,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { auditEntries } from '../../db/schema/audit.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { coupons, enrollments, orderEvents, orderItems, orders, refunds } from '../../db/schema/commerce.ts';
import { lectureProgress } from '../../db/schema/learning.ts';
import { type PageRequest, pageWindow } from '../../lib/paging.ts';
import { containing, dateBound } from '../../lib/search-filters.ts';

const direction = (order: 'asc' | 'desc', column: SQL | Parameters<typeof asc>[0]) =>
  order === 'asc' ? asc(column) : desc(column);

/**
 * A column named with its table. Correlated subqueries need it: Drizzle leaves columns unqualified when the
 * outer query reads one table, and `"id"` inside a subquery would then mean the subquery's own table.
 */
const q = (column: Column) => sql.raw(`"${getTableName(column.table)}"."${column.name}"`);

// ── Users ───────────────────────────────────────────────────────────────────────────────────────

const activeEnrollmentsOfUser = sql<number>`(select count(*) from ${enrollments} where ${q(enrollments.userId)} = ${q(users.id)} and ${q(enrollments.status)} = 'active')::int`;

const adminUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  mobileNo: users.mobileNo,
  role: users.role,
  instructorId: users.instructorId,
  closedAt: users.closedAt,
  erasedAt: users.erasedAt,
  createdAt: users.createdAt,
  activeEnrollments: activeEnrollmentsOfUser,
};
export type AdminUserRow = NonNullable<Awaited<ReturnType<typeof findAdminUser>>>;

export async function listUsers(
  db: Database,
  query: PageRequest & { q?: string; role?: UserRole; sort: 'createdAt' | 'name' | 'email' },
) {
  const where = and(
    query.q ? or(ilike(users.name, containing(query.q)), ilike(users.email, containing(query.q))) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(direction(query.order, users[query.sort]), asc(users.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findAdminUser(db: Database, userId: string) {
  const [row] = await db.select(adminUserColumns).from(users).where(eq(users.id, userId));
  return row;
}

export async function ordersOfUser(db: Database, userId: string) {
  return db
    .select({
      id: orders.id,
      receipt: orders.receipt,
      status: orders.status,
      amountPaise: orders.amountPaise,
      createdAt: orders.createdAt,
      courses: sql<
        string[]
      >`coalesce((select json_agg(${q(orderItems.title)} order by ${q(orderItems.title)}) from ${orderItems} where ${q(orderItems.orderId)} = ${q(orders.id)}), '[]'::json)`,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(50);
}

const completedLecturesOf = (userId: Column, courseId: Column) =>
  sql<number>`(select count(*) from ${lectureProgress} where ${q(lectureProgress.userId)} = ${q(userId)} and ${q(lectureProgress.courseId)} = ${q(courseId)} and ${q(lectureProgress.completed)})::int`;
const lastActivityOf = (userId: Column, courseId: Column) =>
  sql<Date | null>`(select max(${q(lectureProgress.updatedAt)}) from ${lectureProgress} where ${q(lectureProgress.userId)} = ${q(userId)} and ${q(lectureProgress.courseId)} = ${q(courseId)})`;

export async function coursesOfUser(db: Database, userId: string) {
  return db
    .select({
      courseId: courses.id,
      title: courses.title,
      status: enrollments.status,
      source: sql<
        'order' | 'granted' | 'programme'
      >`case when ${enrollments.orderId} is not null then 'order' when ${enrollments.programmeId} is not null then 'programme' else 'granted' end`,
      enrolledAt: enrollments.createdAt,
      totalLectures: courses.totalLecture,
      completedLectures: completedLecturesOf(enrollments.userId, courses.id),
      lastActivityAt: lastActivityOf(enrollments.userId, courses.id),
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(enrollments.userId, userId))
    .orderBy(desc(enrollments.createdAt));
}

export async function lockUser(db: Database, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export async function findUserOfInstructor(db: Database, instructorId: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.instructorId, instructorId));
  return row;
}

export async function setUserRole(db: Database, userId: string, role: UserRole, instructorId: string | null) {
  await db.update(users).set({ role, instructorId, updatedAt: new Date() }).where(eq(users.id, userId));
}

// ── Coupons ─────────────────────────────────────────────────────────────────────────────────────

const heldUsesOf = (holdStart: Date) =>
  sql<number>`(select count(*) from ${orders} where ${q(orders.couponId)} = ${q(coupons.id)} and ${q(orders.status)} = 'created' and ${q(orders.createdAt)} > ${holdStart})::int`;

const adminCouponColumns = (holdStart: Date) => ({
  coupon: coupons,
  courseTitle: courses.title,
  heldCount: heldUsesOf(holdStart),
});

export async function listCoupons(
  db: Database,
  query: PageRequest & { q?: string; active?: 'true' | 'false'; sort: 'createdAt' | 'code' | 'usedCount' },
  holdStart: Date,
) {
  const where = and(
    query.q ? ilike(coupons.code, containing(query.q)) : undefined,
    query.active ? eq(coupons.active, query.active === 'true') : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(adminCouponColumns(holdStart))
      .from(coupons)
      .leftJoin(courses, eq(courses.id, coupons.courseId))
      .where(where)
      .orderBy(direction(query.order, coupons[query.sort]), asc(coupons.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findAdminCoupon(db: Database, couponId: string, holdStart: Date) {
  const [row] = await db
    .select(adminCouponColumns(holdStart))
    .from(coupons)
    .leftJoin(courses, eq(courses.id, coupons.courseId))
    .where(eq(coupons.id, couponId));
  return row;
}

export async function lockCoupon(db: Database, couponId: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
  return row;
}

export async function insertCoupon(db: Database, coupon: typeof coupons.$inferInsert) {
  const [row] = await db.insert(coupons).values(coupon).onConflictDoNothing().returning();
  return row;
}

export async function updateCoupon(
  db: Database,
  couponId: string,
  changes: Partial<typeof coupons.$inferInsert>,
) {
  await db.update(coupons).set(changes).where(eq(coupons.id, couponId));
}

export async function courseExists(db: Database, courseId: string) {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  return row !== undefined;
}

// ── Orders ──────────────────────────────────────────────────────────────────────────────────────

export interface OrderFilters {
  q?: string;
  status?: (typeof orders.$inferSelect)['status'];
  from?: string;
  to?: string;
  courseId?: string;
  coupon?: string;
}

function orderWhere(filters: OrderFilters) {
  return and(
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.from ? gte(orders.createdAt, dateBound(filters.from, false)) : undefined,
    filters.to ? lt(orders.createdAt, dateBound(filters.to, true)) : undefined,
    filters.courseId
      ? sql`exists (select 1 from ${orderItems} where ${q(orderItems.orderId)} = ${q(orders.id)} and ${q(orderItems.courseId)} = ${filters.courseId})`
      : undefined,
    filters.coupon ? eq(coupons.code, filters.coupon.toUpperCase()) : undefined,
    filters.q
      ? or(ilike(orders.receipt, containing(filters.q)), ilike(users.email, containing(filters.q)))
      : undefined,
  );
}

const adminOrderColumns = {
  order: orders,
  couponCode: coupons.code,
  learner: { id: users.id, name: users.name, email: users.email },
};

export async function listOrders(
  db: Database,
  query: PageRequest & OrderFilters & { sort: 'createdAt' | 'amount' },
) {
  const where = orderWhere(query);
  const sortColumn = query.sort === 'amount' ? orders.amountPaise : orders.createdAt;
  const [rows, [total]] = await Promise.all([
    db
      .select(adminOrderColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(coupons, eq(coupons.id, orders.couponId))
      .where(where)
      .orderBy(direction(query.order, sortColumn), asc(orders.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db
      .select({ n: count() })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(coupons, eq(coupons.id, orders.couponId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function itemsOfOrders(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.title));
}

export async function findAdminOrder(db: Database, orderId: string) {
  const [row] = await db
    .select(adminOrderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .where(eq(orders.id, orderId));
  return row;
}

export async function historyOfOrder(db: Database, orderId: string) {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt));
}

export async function refundsOfOrder(db: Database, orderId: string) {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));
}

// ── Audit log ───────────────────────────────────────────────────────────────────────────────────

export async function listAuditEntries(
  db: Database,
  query: PageRequest & {
    action?: string;
    objectType?: string;
    objectId?: string;
    actorId?: string;
    from?: string;
    to?: string;
  },
) {
  const where = and(
    query.action ? eq(auditEntries.action, query.action) : undefined,
    query.objectType ? eq(auditEntries.objectType, query.objectType) : undefined,
    query.objectId ? eq(auditEntries.objectId, query.objectId) : undefined,
    query.actorId ? eq(auditEntries.actorId, query.actorId) : undefined,
    query.from ? gte(auditEntries.createdAt, dateBound(query.from, false)) : undefined,
    query.to ? lt(auditEntries.createdAt, dateBound(query.to, true)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(direction(query.order, auditEntries.createdAt), desc(auditEntries.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ n: count() }).from(auditEntries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// ── Instructor view ─────────────────────────────────────────────────────────────────────────────

/** Paid order lines of the course, net of the order's coupon (spread over its lines by price), in paise. */
const revenueOfCourse = sql<string>`(select coalesce(round(sum(${q(orderItems.pricePaise)}::numeric * ${q(orders.amountPaise)} / nullif(${q(orders.amountPaise)} + ${q(orders.discountPaise)}, 0))), 0) from ${orderItems} join ${orders} on ${q(orders.id)} = ${q(orderItems.orderId)} where ${q(orderItems.courseId)} = ${q(courses.id)} and ${q(orders.status)} = 'paid')`;
/**
 * The course's learners now: active enrolments of accounts still open. A closed account is nobody's learner (its
 * payments stay in the revenue: the money was earned).
 */
const currentLearnersOfCourse = sql`${enrollments} join ${users} on ${q(users.id)} = ${q(enrollments.userId)} and ${q(users.closedAt)} is null where ${q(enrollments.courseId)} = ${q(courses.id)} and ${q(enrollments.status)} = 'active'`;
const activeEnrollmentsOfCourse = sql<number>`(select count(*) from ${currentLearnersOfCourse})::int`;
const averageCompletionOfCourse = sql<string>`(select coalesce(avg(least(1, (select count(*) from ${lectureProgress} where ${q(lectureProgress.userId)} = ${q(enrollments.userId)} and ${q(lectureProgress.courseId)} = ${q(courses.id)} and ${q(lectureProgress.completed)})::numeric / nullif(${q(courses.totalLecture)}, 0))) * 100, 0) from ${currentLearnersOfCourse})`;

const instructorCourseColumns = {
  id: courses.id,
  title: courses.title,
  subject: courses.subject,
  status: courses.status,
  instructorId: courses.instructorId,
  instructorName: sql<
    string | null
  >`(select name from instructors where instructors.id = ${q(courses.instructorId)})`,
  activeEnrollments: activeEnrollmentsOfCourse.as('active_enrollments'),
  revenuePaise: revenueOfCourse.as('revenue_paise'),
  averageCompletion: averageCompletionOfCourse.as('average_completion'),
};

/**
 * The instructor view's totals over the courses it lists (not deleted; `instructorId` undefined: every course):
 * earnings (the sum of their revenue), how many courses, and distinct current learners across them.
 */
export async function instructorSummary(db: Database, instructorId: string | undefined) {
  const taught = and(
    isNull(courses.deletedAt),
    instructorId === undefined ? undefined : eq(courses.instructorId, instructorId),
  );
  const [[totals], [learners]] = await Promise.all([
    db
      .select({
        courses: count(),
        earningsPaise: sql<string>`coalesce(sum(${revenueOfCourse}), 0)`,
      })
      .from(courses)
      .where(taught),
    db
      .select({ learners: sql<number>`count(distinct ${enrollments.userId})::int` })
      .from(enrollments)
      .innerJoin(users, and(eq(users.id, enrollments.userId), isNull(users.closedAt)))
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(and(taught, eq(enrollments.status, 'active'))),
  ]);
  return {
    courses: totals?.courses ?? 0,
    earningsPaise: Number(totals?.earningsPaise ?? 0),
    learners: learners?.learners ?? 0,
  };
}

/** `instructorId` undefined: every course (an admin); otherwise only the courses that instructor teaches. */
export async function listInstructorCourses(
  db: Database,
  query: PageRequest & { q?: string; sort: 'title' | 'revenue' | 'activeEnrollments' },
  instructorId: string | undefined,
) {
  const where = and(
    // A deleted course is gone from the instructor view too (admins restore it from the course editor).
    isNull(courses.deletedAt),
    instructorId === undefined ? undefined : eq(courses.instructorId, instructorId),
    query.q ? ilike(courses.title, containing(query.q)) : undefined,
  );
  const sortColumn =
    query.sort === 'title'
      ? courses.title
      : sql.raw(query.sort === 'revenue' ? 'revenue_paise' : 'active_enrollments');
  const [rows, [total]] = await Promise.all([
    db
      .select(instructorCourseColumns)
      .from(courses)
      .where(where)
      .orderBy(direction(query.order, sortColumn), asc(courses.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ n: count() }).from(courses).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findInstructorCourse(db: Database, courseId: string) {
  const [row] = await db
    .select(instructorCourseColumns)
    .from(courses)
    .where(and(eq(courses.id, courseId), isNull(courses.deletedAt)));
  return row;
}

export async function lockCourse(db: Database, courseId: string) {
  const [row] = await db.select().from(courses).where(eq(courses.id, courseId)).for('update');
  return row;
}

export async function updateCourse(
  db: Database,
  courseId: string,
  changes: Partial<typeof courses.$inferInsert>,
) {
  await db
    .update(courses)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(courses.id, courseId));
}

export async function learnersOfCourse(
  db: Database,
  courseId: string,
  query: PageRequest & { q?: string; sort: 'enrolledAt' | 'progress' | 'name' },
) {
  const where = and(
    eq(enrollments.courseId, courseId),
    eq(enrollments.status, 'active'),
    // A closed account is no longer anyone's learner (its name is erased later too).
    isNull(users.closedAt),
    query.q ? ilike(users.name, containing(query.q)) : undefined,
  );
  const completed = completedLecturesOf(enrollments.userId, courses.id);
  const sortColumn =
    query.sort === 'name'
      ? users.name
      : query.sort === 'progress'
        ? sql.raw('completed_lectures')
        : enrollments.createdAt;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        userId: users.id,
        name: users.name,
        enrolledAt: enrollments.createdAt,
        totalLectures: courses.totalLecture,
        completedLectures: completed.as('completed_lectures'),
        lastActivityAt: lastActivityOf(enrollments.userId, courses.id),
      })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.userId))
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(where)
      .orderBy(direction(query.order, sortColumn), asc(users.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db
      .select({ n: count() })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.userId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
