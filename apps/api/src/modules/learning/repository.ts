import { COMPLETION_THRESHOLD } from '@pathshala/shared/learning';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { type Database, oncePerDatabase } from '../../db/client.ts';
import { chapters, courses, instructors, lectures } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/commerce.ts';
import { certificates, learnerPreferences, lectureProgress, notesAccess } from '../../db/schema/learning.ts';
import { liveSessions } from '../../db/schema/live.ts';
import { courseIsPublic } from '../catalogue/repository.ts';
import {
  clipTo,
  coveredSeconds,
  creditedStretches,
  type Interval,
  playAllowanceSeconds,
  unionOf,
} from './played.ts';

/**
 * The reads of a learner opening a course or a lecture, as prepared statements: built once per database, where
 * drizzle otherwise builds each query's SQL text on every call (a tenth of the CPU of a course launch, bench
 * profile). On PostgreSQL they are also prepared by the server, once per connection.
 */
function prepareLearnerReads(db: Database) {
  const userId = sql.placeholder('userId');
  const courseId = sql.placeholder('courseId');
  const lectureId = sql.placeholder('lectureId');
  const resume = db
    .select({ lectureId: lectureProgress.lectureId, positionSeconds: lectureProgress.positionSeconds })
    .from(lectureProgress)
    .where(and(eq(lectureProgress.userId, userId), eq(lectureProgress.courseId, courseId)))
    .orderBy(desc(lectureProgress.updatedAt))
    .limit(1)
    .as('resume');
  return {
    lectureWithAccess: db
      .select({
        lecture: lectures,
        courseId: chapters.courseId,
        enrolled: sql<boolean>`${enrollments.id} is not null`,
        /** A draft or deleted course's free lectures are not open to everyone; its learners keep them. */
        coursePublic: sql<boolean>`${courseIsPublic}`,
        progress: { positionSeconds: lectureProgress.positionSeconds, completed: lectureProgress.completed },
        notesTaken: sql<boolean>`exists (
          select 1 from ${notesAccess}
          where ${notesAccess.userId} = ${userId} and ${notesAccess.lectureId} = ${lectures.id}
        )`,
      })
      .from(lectures)
      .innerJoin(chapters, eq(chapters.id, lectures.chapterId))
      .innerJoin(courses, eq(courses.id, chapters.courseId))
      .leftJoin(
        lectureProgress,
        and(eq(lectureProgress.lectureId, lectures.id), eq(lectureProgress.userId, userId)),
      )
      .leftJoin(
        enrollments,
        and(
          eq(enrollments.courseId, chapters.courseId),
          eq(enrollments.userId, userId),
          eq(enrollments.status, 'active'),
        ),
      )
      .where(and(eq(lectures.id, lectureId), eq(lectures.isActive, true)))
      .prepare('learning_lecture_with_access'),
    curriculum: db
      .select({
        chapter: { id: chapters.id, name: chapters.name, duration: chapters.duration },
        lecture: {
          id: lectures.id,
          title: lectures.title,
          duration: lectures.duration,
          free: lectures.free,
          videoKey: lectures.videoKey,
          notesKey: lectures.notesKey,
          captionsKey: lectures.captionsKey,
        },
      })
      .from(chapters)
      .leftJoin(lectures, and(eq(lectures.chapterId, chapters.id), eq(lectures.isActive, true)))
      .where(eq(chapters.courseId, courseId))
      .orderBy(asc(chapters.position), asc(lectures.position))
      .prepare('learning_course_curriculum'),
    learnerCourse: db
      .select({
        title: courses.title,
        enrolled: sql<boolean>`exists (
          select 1 from ${enrollments}
          where ${enrollments.userId} = ${userId} and ${enrollments.courseId} = ${courses.id}
            and ${enrollments.status} = 'active'
        )`,
        playbackRate: sql<number | null>`(
          select ${learnerPreferences.playbackRate} from ${learnerPreferences}
          where ${learnerPreferences.userId} = ${userId}
        )`,
        certificateId: sql<string | null>`(
          select ${certificates.id} from ${certificates}
          where ${certificates.userId} = ${userId} and ${certificates.courseId} = ${courses.id}
            and ${certificates.revokedAt} is null
          limit 1
        )`,
        /** Text, not uuid: both drivers read a text[] as an array of strings. */
        completedLectureIds: sql<string[]>`coalesce((
          select array_agg(${lectureProgress.lectureId}::text) from ${lectureProgress}
          where ${lectureProgress.userId} = ${userId} and ${lectureProgress.courseId} = ${courses.id}
            and ${lectureProgress.completed}
        ), '{}')`,
        resumeLectureId: resume.lectureId,
        resumePositionSeconds: resume.positionSeconds,
      })
      .from(courses)
      .leftJoinLateral(resume, sql`true`)
      .where(eq(courses.id, courseId))
      .prepare('learning_learner_course'),
  };
}

const learnerReads = oncePerDatabase(prepareLearnerReads);

/**
 * A lecture with its course, whether this learner may open it (enrolled, free, or admin decide the caller), and
 * where they are in it (progress, notes unlocked): one query, so opening a lecture is one statement.
 */
export async function findLectureWithAccess(db: Database, lectureId: string, userId: string) {
  const [row] = await learnerReads(db).lectureWithAccess.execute({ lectureId, userId });
  return row;
}

/**
 * A course's chapters and their active lectures in reading order (a chapter without one has a null lecture):
 * the same for every learner, so the routes keep it in memory (`curriculumOf` in routes.ts).
 */
export function listCourseCurriculum(db: Database, courseId: string) {
  return learnerReads(db).curriculum.execute({ courseId });
}

/**
 * Everything a learner's course page needs besides its lectures, in one statement: the title, whether the
 * learner is enrolled, the lectures they completed, the lecture they touched last (resume), their playback
 * speed and their certificate.
 * Undefined when the course does not exist. One statement, not five: at a course launch every learner's first
 * read is built from the database, and the embedded database runs one statement at a time.
 */
export async function findLearnerCourse(db: Database, userId: string, courseId: string) {
  const [row] = await learnerReads(db).learnerCourse.execute({ userId, courseId });
  return row;
}

export async function findChapter(db: Database, chapterId: string) {
  const [row] = await db.select().from(chapters).where(eq(chapters.id, chapterId));
  return row;
}

/** Enrolled courses with instructor and completed-lecture counts: one query for the whole carousel. */
/**
 * The learner's active enrollments with each course's lesson count and the learner's completed count. Both
 * counts are correlated subqueries, so the work is per enrolled course (chapters by course, lectures by chapter,
 * progress by learner and course: all indexed), never an aggregate over the whole catalogue.
 */
export function listEnrolledCourses(db: Database, userId: string) {
  return db
    .select({
      enrollmentId: enrollments.id,
      courseId: courses.id,
      title: courses.title,
      kind: courses.kind,
      thumbnail: courses.thumbnail,
      totalLessons: sql<number>`(
        select count(*)::int from ${lectures}
        inner join ${chapters} on ${chapters.id} = ${lectures.chapterId}
        where ${chapters.courseId} = ${courses.id} and ${lectures.isActive}
      )`,
      instructor: instructors.name,
      completedCount: sql<number>`(
        select count(*)::int from ${lectureProgress}
        where ${lectureProgress.userId} = ${enrollments.userId}
          and ${lectureProgress.courseId} = ${courses.id}
          and ${lectureProgress.completed}
      )`,
      // 'LIVE' on the card: the course has a live session today (India time) or later, not cancelled.
      live: sql<boolean>`exists (
        select 1 from ${liveSessions}
        where ${liveSessions.courseId} = ${courses.id} and ${liveSessions.cancelledAt} is null
          and ${liveSessions.startsAt} >= (date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')
      )`,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .leftJoin(instructors, eq(instructors.id, courses.instructorId))
    .where(and(eq(enrollments.userId, userId), eq(enrollments.status, 'active')))
    .orderBy(desc(enrollments.createdAt));
}

/**
 * Records a progress report. Watched time and completion only move forward, so retries and reports that
 * arrive out of order never lower them; the resume position is simply the latest report.
 */
/**
 * Records a player report under a lock on the learner's row for the lecture: the played stretches join the
 * stored union, so two reports at once both count. Completion only ever moves forward.
 */
export async function recordProgress(
  db: Database,
  report: {
    userId: string;
    lectureId: string;
    courseId: string;
    positionSeconds: number;
    durationSeconds: number;
    /** The video's real length when the server knows it; the player's figure is then not trusted. */
    knownDurationSeconds: number | null;
    played: Interval[];
    hasVideo: boolean;
    markedDone: boolean;
  },
) {
  return db.transaction(async (tx) => {
    const now = new Date();
    const first = await tx
      .insert(lectureProgress)
      .values({ userId: report.userId, lectureId: report.lectureId, courseId: report.courseId })
      .onConflictDoNothing()
      .returning({ userId: lectureProgress.userId });
    const [current] = await tx
      .select()
      .from(lectureProgress)
      .where(and(eq(lectureProgress.userId, report.userId), eq(lectureProgress.lectureId, report.lectureId)))
      .for('update');
    const durationSeconds =
      report.knownDurationSeconds ?? Math.max(current?.durationSeconds ?? 0, report.durationSeconds);
    // Played time is believed as far as a player could have played it: never more than the video (clipped to
    // its length), nor more than the wall-clock time since the previous report allows.
    const previousReportAt = first.length > 0 || !current ? null : current.updatedAt;
    const stored = current?.played ?? [];
    const played = unionOf([
      ...stored,
      ...creditedStretches(
        stored,
        clipTo(report.played, durationSeconds),
        playAllowanceSeconds(previousReportAt, now),
      ),
    ]);
    const watchedSeconds = coveredSeconds(played);
    // Watched means played: seeking to the end adds nothing. A lecture without video may be marked done.
    const watchedEnough = durationSeconds > 0 && watchedSeconds >= durationSeconds * COMPLETION_THRESHOLD;
    const completed =
      (current?.completed ?? false) || (report.hasVideo ? watchedEnough : report.markedDone || watchedEnough);
    const [row] = await tx
      .update(lectureProgress)
      .set({
        played,
        watchedSeconds,
        positionSeconds: report.positionSeconds,
        durationSeconds,
        completed,
        updatedAt: now,
      })
      .where(and(eq(lectureProgress.userId, report.userId), eq(lectureProgress.lectureId, report.lectureId)))
      .returning();
    return row;
  });
}

export async function countCourseProgress(db: Database, userId: string, courseId: string) {
  const [[total], [completed]] = await Promise.all([
    db
      .select({ n: count() })
      .from(lectures)
      .innerJoin(chapters, eq(chapters.id, lectures.chapterId))
      .where(and(eq(chapters.courseId, courseId), eq(lectures.isActive, true))),
    db
      .select({ n: count() })
      .from(lectureProgress)
      .where(
        and(
          eq(lectureProgress.userId, userId),
          eq(lectureProgress.courseId, courseId),
          eq(lectureProgress.completed, true),
        ),
      ),
  ]);
  return { total: total?.n ?? 0, completed: completed?.n ?? 0 };
}

export async function grantNotes(db: Database, userId: string, lectureId: string) {
  await db.insert(notesAccess).values({ userId, lectureId }).onConflictDoNothing();
}

export async function removeNotes(db: Database, userId: string, lectureId: string) {
  await db
    .delete(notesAccess)
    .where(and(eq(notesAccess.userId, userId), eq(notesAccess.lectureId, lectureId)));
}

export async function savePlaybackRate(db: Database, userId: string, playbackRate: number) {
  await db
    .insert(learnerPreferences)
    .values({ userId, playbackRate })
    .onConflictDoUpdate({ target: learnerPreferences.userId, set: { playbackRate, updatedAt: new Date() } });
}

/** Active lectures of a course. */
export async function countCourseLectures(db: Database, courseId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(lectures)
    .innerJoin(chapters, eq(chapters.id, lectures.chapterId))
    .where(and(eq(chapters.courseId, courseId), eq(lectures.isActive, true)));
  return row?.n ?? 0;
}

/** The course's certificate design: undefined when the course does not exist, null when it has none. */
export async function findCertificateDesign(db: Database, courseId: string) {
  const [row] = await db
    .select({ image: courses.certificateImage, title: courses.title })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (row === undefined) return undefined;
  return row.image ? { image: row.image, title: row.title } : null;
}
