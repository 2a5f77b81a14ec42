import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/commerce.ts';
import { lectureProgress } from '../../db/schema/learning.ts';
import { courseReviews, reviewReports } from '../../db/schema/reviews.ts';

/** A database or a transaction. */
type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export type ReviewRow = typeof courseReviews.$inferSelect;

export async function findCourse(db: Db, courseId: string) {
  const [course] = await db
    .select({ id: courses.id, title: courses.title, instructorId: courses.instructorId })
    .from(courses)
    .where(eq(courses.id, courseId));
  return course;
}

/** Holds an active enrolment in the course: the same test the player makes before it plays a lecture. */
export async function isEnrolled(db: Db, userId: string, courseId: string) {
  const [row] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.userId, userId),
        eq(enrollments.courseId, courseId),
        eq(enrollments.status, 'active'),
      ),
    );
  return row !== undefined;
}

/** Has played some of a lecture of the course (a progress row with watched time, or a finished lecture). */
export async function hasWatchedALecture(db: Db, userId: string, courseId: string) {
  const [row] = await db
    .select({ lectureId: lectureProgress.lectureId })
    .from(lectureProgress)
    .where(
      and(
        eq(lectureProgress.userId, userId),
        eq(lectureProgress.courseId, courseId),
        or(gt(lectureProgress.watchedSeconds, 0), eq(lectureProgress.completed, true)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findOwnReview(db: Db, userId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(courseReviews)
    .where(and(eq(courseReviews.userId, userId), eq(courseReviews.courseId, courseId)));
  return row;
}

export async function findReview(db: Db, reviewId: string) {
  const [row] = await db
    .select({ review: getTableColumns(courseReviews), instructorId: courses.instructorId })
    .from(courseReviews)
    .innerJoin(courses, eq(courses.id, courseReviews.courseId))
    .where(eq(courseReviews.id, reviewId));
  return row;
}

/** Locks the review's row for the rest of the transaction, so two replies or edits do not both pass a check. */
export async function lockReview(db: Db, reviewId: string) {
  const [row] = await db.select().from(courseReviews).where(eq(courseReviews.id, reviewId)).for('update');
  return row;
}

const openReportCount = sql<number>`(select count(*)::int from ${reviewReports} where ${reviewReports.reviewId} = ${courseReviews.id} and ${reviewReports.resolvedAt} is null)`;

const consoleColumns = {
  ...getTableColumns(courseReviews),
  courseTitle: courses.title,
  userName: users.name,
  userClosedAt: users.closedAt,
};

export type ConsoleReviewRow = Awaited<ReturnType<typeof listConsoleReviews>>['rows'][number];

/** The consoles' list, newest first: one instructor's courses (`instructorId`), or all for an admin. */
export async function listConsoleReviews(
  db: Database,
  filter: {
    instructorId?: string;
    courseId?: string;
    visibility: 'all' | 'visible' | 'hidden' | 'reported';
    limit: number;
    offset: number;
  },
) {
  const conditions: SQL[] = [];
  if (filter.instructorId !== undefined) conditions.push(eq(courses.instructorId, filter.instructorId));
  if (filter.courseId !== undefined) conditions.push(eq(courseReviews.courseId, filter.courseId));
  if (filter.visibility === 'visible') conditions.push(isNull(courseReviews.hiddenAt));
  if (filter.visibility === 'hidden') conditions.push(isNotNull(courseReviews.hiddenAt));
  if (filter.visibility === 'reported') conditions.push(sql`${openReportCount} > 0`);
  const where = and(...conditions);
  // Reported ones: the most reported first.
  const order =
    filter.visibility === 'reported'
      ? [desc(openReportCount), desc(courseReviews.createdAt), desc(courseReviews.id)]
      : [desc(courseReviews.createdAt), desc(courseReviews.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(consoleColumns)
      .from(courseReviews)
      .innerJoin(courses, eq(courses.id, courseReviews.courseId))
      .leftJoin(users, eq(users.id, courseReviews.userId))
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ total: count() })
      .from(courseReviews)
      .innerJoin(courses, eq(courses.id, courseReviews.courseId))
      .where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findConsoleReview(db: Db, reviewId: string) {
  const [row] = await db
    .select(consoleColumns)
    .from(courseReviews)
    .innerJoin(courses, eq(courses.id, courseReviews.courseId))
    .leftJoin(users, eq(users.id, courseReviews.userId))
    .where(eq(courseReviews.id, reviewId));
  return row;
}

/** Records the account's report of the review; false when it had reported it already (nothing changes). */
export async function insertReport(db: Db, values: { reviewId: string; userId: string; reason: string }) {
  const inserted = await db
    .insert(reviewReports)
    .values(values)
    .onConflictDoNothing({ target: [reviewReports.userId, reviewReports.reviewId] })
    .returning({ id: reviewReports.id });
  return inserted.length > 0;
}

/** Settles the review's open reports (it was hidden or restored). */
export async function resolveReports(db: Db, reviewId: string, now: Date) {
  await db
    .update(reviewReports)
    .set({ resolvedAt: now })
    .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)));
}

/** The open reports of the reviews, oldest first: one query however many reviews. */
export async function openReportsOf(db: Db, reviewIds: string[]) {
  if (reviewIds.length === 0) return [];
  return db
    .select({
      reviewId: reviewReports.reviewId,
      reason: reviewReports.reason,
      createdAt: reviewReports.createdAt,
    })
    .from(reviewReports)
    .where(and(inArray(reviewReports.reviewId, reviewIds), isNull(reviewReports.resolvedAt)))
    .orderBy(asc(reviewReports.createdAt), asc(reviewReports.id));
}

/** How many reviews have open reports. */
export async function reportedReviewCount(db: Db) {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${reviewReports.reviewId})::int` })
    .from(reviewReports)
    .where(isNull(reviewReports.resolvedAt));
  return row?.n ?? 0;
}
