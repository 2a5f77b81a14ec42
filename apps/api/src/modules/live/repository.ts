import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { chapters, courses, lectures } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/commerce.ts';
import { liveSessionReminders, liveSessions } from '../../db/schema/live.ts';
import { courseIsPublic } from '../catalogue/repository.ts';

type Reader = Pick<Database, 'select'>;
export type LiveSessionRow = typeof liveSessions.$inferSelect;

const sessionColumns = {
  session: liveSessions,
  courseTitle: courses.title,
  instructorId: courses.instructorId,
  recordingTitle: lectures.title,
};
export type LiveSessionWithCourse = {
  session: LiveSessionRow;
  courseTitle: string;
  instructorId: string | null;
  recordingTitle: string | null;
};

const withCourse = (db: Reader) =>
  db
    .select(sessionColumns)
    .from(liveSessions)
    .innerJoin(courses, eq(courses.id, liveSessions.courseId))
    .leftJoin(lectures, eq(lectures.id, liveSessions.recordingLectureId));

/** The end of a session, in SQL: its start plus its length. */
const endsAt = sql`${liveSessions.startsAt} + make_interval(mins => ${liveSessions.durationMinutes})`;

export async function findCourse(db: Reader, courseId: string) {
  const [course] = await db
    .select({
      id: courses.id,
      title: courses.title,
      instructorId: courses.instructorId,
      deletedAt: courses.deletedAt,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  return course;
}

export async function findSession(db: Reader, sessionId: string): Promise<LiveSessionWithCourse | undefined> {
  const [row] = await withCourse(db).where(eq(liveSessions.id, sessionId));
  return row;
}

/** Every session of a course, cancelled ones included, in start order (the staff's list). */
export function listCourseSessions(db: Reader, courseId: string) {
  return withCourse(db).where(eq(liveSessions.courseId, courseId)).orderBy(asc(liveSessions.startsAt));
}

/**
 * What learners see of a course: sessions not cancelled that have not ended, and ended ones with a recording
 * attached (to watch), in start order.
 */
export function listVisibleCourseSessions(db: Reader, courseId: string, now: Date) {
  return withCourse(db)
    .where(
      and(
        eq(liveSessions.courseId, courseId),
        isNull(liveSessions.cancelledAt),
        or(
          sql`${endsAt} > ${now.toISOString()}::timestamptz`,
          sql`${liveSessions.recordingLectureId} is not null`,
        ),
      ),
    )
    .orderBy(asc(liveSessions.startsAt));
}

/**
 * Sessions not cancelled and not ended of public courses and programmes, soonest first: the public schedule
 * (the 'Workshops & Webinars' page). Only what anyone may see is selected.
 */
export function listPublicUpcoming(db: Reader, now: Date, limit: number) {
  return db
    .select({
      id: liveSessions.id,
      title: liveSessions.title,
      startsAt: liveSessions.startsAt,
      durationMinutes: liveSessions.durationMinutes,
      courseId: courses.id,
      courseTitle: courses.title,
      courseKind: courses.kind,
    })
    .from(liveSessions)
    .innerJoin(courses, eq(courses.id, liveSessions.courseId))
    .where(
      and(
        isNull(liveSessions.cancelledAt),
        sql`${endsAt} > ${now.toISOString()}::timestamptz`,
        courseIsPublic,
      ),
    )
    .orderBy(asc(liveSessions.startsAt), asc(liveSessions.id))
    .limit(limit);
}

/** Sessions not yet ended of the courses the learner is actively enrolled in, soonest first. */
export function listUpcomingForLearner(db: Reader, userId: string, now: Date, limit: number) {
  return withCourse(db)
    .innerJoin(
      enrollments,
      and(
        eq(enrollments.courseId, liveSessions.courseId),
        eq(enrollments.userId, userId),
        eq(enrollments.status, 'active'),
      ),
    )
    .where(and(isNull(liveSessions.cancelledAt), sql`${endsAt} > ${now.toISOString()}::timestamptz`))
    .orderBy(asc(liveSessions.startsAt))
    .limit(limit);
}

export async function isActiveLearner(db: Reader, userId: string, courseId: string) {
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

/** The course's active learners who can receive mail (erased accounts have no address to write to). */
export function activeLearners(db: Reader, courseId: string) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(and(eq(enrollments.courseId, courseId), eq(enrollments.status, 'active'), isNull(users.closedAt)));
}

export function courseLectures(db: Reader, courseId: string) {
  return db
    .select({ id: lectures.id, title: lectures.title, chapter: chapters.name })
    .from(lectures)
    .innerJoin(chapters, eq(chapters.id, lectures.chapterId))
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.position), asc(lectures.position));
}

export async function isLectureOfCourse(db: Reader, lectureId: string, courseId: string) {
  const [row] = await db
    .select({ id: lectures.id })
    .from(lectures)
    .innerJoin(chapters, eq(chapters.id, lectures.chapterId))
    .where(and(eq(lectures.id, lectureId), eq(chapters.courseId, courseId)));
  return row !== undefined;
}

export async function insertSession(db: Pick<Database, 'insert'>, values: typeof liveSessions.$inferInsert) {
  const [row] = await db.insert(liveSessions).values(values).returning();
  if (!row) throw new Error('live session not inserted');
  return row;
}

export async function updateSession(
  db: Pick<Database, 'update'>,
  sessionId: string,
  patch: Partial<typeof liveSessions.$inferInsert>,
) {
  await db
    .update(liveSessions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(liveSessions.id, sessionId));
}

export async function lockSession(db: Pick<Database, 'select'>, sessionId: string) {
  const [row] = await db.select().from(liveSessions).where(eq(liveSessions.id, sessionId)).for('update');
  return row;
}

/** A moved session gets its reminder again, for its new time. */
export async function forgetReminders(db: Pick<Database, 'delete'>, sessionId: string) {
  await db.delete(liveSessionReminders).where(eq(liveSessionReminders.sessionId, sessionId));
}

/** Sessions not cancelled that start after `now` and no later than `until`: due for their reminder. */
export function sessionsStartingBetween(db: Reader, now: Date, until: Date) {
  return withCourse(db).where(
    and(isNull(liveSessions.cancelledAt), gt(liveSessions.startsAt, now), lte(liveSessions.startsAt, until)),
  );
}

/**
 * Marks the reminder of these learners as sent, and answers the ones this call marked: a learner another worker
 * marked first (the key conflicts; the insert waits for that worker's commit) is left out, so it goes out once.
 */
export async function claimReminders(db: Pick<Database, 'insert'>, sessionId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  const claimed = await db
    .insert(liveSessionReminders)
    .values(userIds.map((userId) => ({ sessionId, userId })))
    .onConflictDoNothing()
    .returning({ userId: liveSessionReminders.userId });
  return claimed.map((row) => row.userId);
}
