import {
  JOIN_OPENS_MINUTES_BEFORE,
  LIVE_MESSAGES,
  type LiveSession,
  type LiveStatus,
  type PublicLiveSession,
  type StaffLiveSession,
} from '@pathshala/shared/live';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../plugins/audit.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import type { AttachmentsFor } from '../email/outbox.ts';
import { accountEmailLocale, enqueueEmail } from '../email/outbox.ts';
import type { LiveSessionMail } from '../email/templates.ts';
import { icsFileName, liveSessionIcs } from './ics.ts';
import type { LiveSessionWithCourse } from './repository.ts';
import * as repository from './repository.ts';

const MINUTE_MS = 60_000;
/** The reminder goes out this long before the start. */
export const REMINDER_BEFORE_MS = 60 * MINUTE_MS;
/** How many upcoming sessions My Learnings lists. */
const UPCOMING_LIMIT = 10;

export const coursePathOf = (title: string, courseId: string) =>
  `/course/${encodeURIComponent(title)}/${courseId}`;
export const calendarPathOf = (sessionId: string) => `/api/live-sessions/${sessionId}/calendar.ics`;

const endOf = (session: { startsAt: Date; durationMinutes: number }) =>
  new Date(session.startsAt.getTime() + session.durationMinutes * MINUTE_MS);
const joinOpensAt = (session: { startsAt: Date }) =>
  new Date(session.startsAt.getTime() - JOIN_OPENS_MINUTES_BEFORE * MINUTE_MS);

export function statusOf(
  session: { startsAt: Date; durationMinutes: number; cancelledAt: Date | null },
  now: Date,
): LiveStatus {
  if (session.cancelledAt) return 'cancelled';
  if (now >= endOf(session)) return 'ended';
  if (now >= session.startsAt) return 'live';
  return 'scheduled';
}

/** Whether a learner of the course gets the join link now: from 15 minutes before the start until the end. */
export const joinIsOpen = (session: repository.LiveSessionRow, now: Date) =>
  !session.cancelledAt && now >= joinOpensAt(session) && now < endOf(session);

/** An admin, or the instructor whose profile teaches the course. */
export const isStaffOf = (user: UserRow | undefined, course: { instructorId: string | null }) =>
  user !== undefined &&
  (user.role === 'admin' ||
    (user.role === 'instructor' && user.instructorId !== null && user.instructorId === course.instructorId));

export function toLiveSession(row: LiveSessionWithCourse, now: Date, showJoin: boolean): LiveSession {
  const { session } = row;
  return {
    id: session.id,
    courseId: session.courseId,
    courseTitle: row.courseTitle,
    title: session.title,
    startsAt: session.startsAt.toISOString(),
    endsAt: endOf(session).toISOString(),
    durationMinutes: session.durationMinutes,
    agenda: session.agenda,
    status: statusOf(session, now),
    joinOpensAt: joinOpensAt(session).toISOString(),
    joinUrl: showJoin ? session.joinUrl : null,
    recordingLectureId: session.recordingLectureId,
    calendarUrl: calendarPathOf(session.id),
  };
}

export function toStaffLiveSession(row: LiveSessionWithCourse, now: Date): StaffLiveSession {
  return {
    ...toLiveSession(row, now, true),
    joinUrl: row.session.joinUrl,
    cancelledAt: row.session.cancelledAt?.toISOString() ?? null,
    recordingTitle: row.recordingTitle,
  };
}

/**
 * The course, if the caller may manage its sessions. Another instructor's course answers like a missing one,
 * as the instructor console does, so guessing ids tells nothing.
 */
export async function courseOfStaff(db: Database, user: UserRow, courseId: string) {
  const course = await repository.findCourse(db, courseId);
  if (!course || course.deletedAt || !isStaffOf(user, course)) {
    throw new AppError('NOT_FOUND', LIVE_MESSAGES.courseNotFound);
  }
  return course;
}

async function sessionOfStaff(db: Database, user: UserRow, sessionId: string) {
  const row = await repository.findSession(db, sessionId);
  if (!row || !isStaffOf(user, row)) throw new AppError('NOT_FOUND', LIVE_MESSAGES.notFound);
  return row;
}

export async function listForStaff(db: Database, user: UserRow, courseId: string, now: Date) {
  const course = await courseOfStaff(db, user, courseId);
  const [rows, lectures] = await Promise.all([
    repository.listCourseSessions(db, course.id),
    repository.courseLectures(db, course.id),
  ]);
  return { sessions: rows.map((row) => toStaffLiveSession(row, now)), lectures };
}

const mailOf = (
  row: { session: repository.LiveSessionRow; courseTitle: string },
  learner: { name: string },
): LiveSessionMail => ({
  name: learner.name,
  sessionId: row.session.id,
  title: row.session.title,
  courseTitle: row.courseTitle,
  coursePath: coursePathOf(row.courseTitle, row.session.courseId),
  startsAt: row.session.startsAt.toISOString(),
  durationMinutes: row.session.durationMinutes,
  agenda: row.session.agenda,
});

/** Queues one message about the session (as it now is, inside the caller's transaction) to each active learner. */
async function mailLearners(
  tx: Pick<Database, 'select' | 'insert'>,
  sessionId: string,
  template: 'liveSessionScheduled' | 'liveSessionMoved' | 'liveSessionCancelled',
) {
  const row = await repository.findSession(tx, sessionId);
  if (!row) return;
  for (const learner of await repository.activeLearners(tx, row.session.courseId)) {
    await enqueueEmail(
      tx,
      template,
      learner.email,
      mailOf(row, learner),
      accountEmailLocale(learner.language),
    );
  }
}

export interface ScheduleInput {
  title: string;
  startsAt: string;
  durationMinutes: number;
  joinUrl: string;
  agenda: string;
}

/** Schedules a session and, in the same transaction, queues the invitation (with its calendar file) to learners. */
export async function scheduleSession(
  db: Database,
  request: FastifyRequest,
  user: UserRow,
  courseId: string,
  input: ScheduleInput,
  now = new Date(),
) {
  const course = await courseOfStaff(db, user, courseId);
  const startsAt = new Date(input.startsAt);
  if (startsAt <= now) throw new AppError('BAD_REQUEST', LIVE_MESSAGES.past);
  return db.transaction(async (tx) => {
    const session = await repository.insertSession(tx, {
      courseId: course.id,
      title: input.title,
      startsAt,
      durationMinutes: input.durationMinutes,
      joinUrl: input.joinUrl,
      agenda: input.agenda,
      createdBy: user.id,
    });
    const row = {
      session,
      courseTitle: course.title,
      instructorId: course.instructorId,
      recordingTitle: null,
    };
    for (const learner of await repository.activeLearners(tx, course.id)) {
      await enqueueEmail(
        tx,
        'liveSessionScheduled',
        learner.email,
        mailOf(row, learner),
        accountEmailLocale(learner.language),
      );
    }
    await recordAudit(tx, request, {
      action: 'live-session.create',
      objectType: 'live-session',
      objectId: session.id,
      after: { ...input, courseId: course.id },
    });
    return toStaffLiveSession(row, now);
  });
}

export async function updateSession(
  db: Database,
  request: FastifyRequest,
  user: UserRow,
  sessionId: string,
  patch: Partial<ScheduleInput>,
  now = new Date(),
) {
  await sessionOfStaff(db, user, sessionId);
  await db.transaction(async (tx) => {
    const stored = await repository.lockSession(tx, sessionId);
    if (!stored) throw new AppError('NOT_FOUND', LIVE_MESSAGES.notFound);
    if (stored.cancelledAt) throw new AppError('CONFLICT', LIVE_MESSAGES.cancelled);
    const startsAt = patch.startsAt === undefined ? undefined : new Date(patch.startsAt);
    const moved = startsAt !== undefined && startsAt.getTime() !== stored.startsAt.getTime();
    if (moved && startsAt <= now) throw new AppError('BAD_REQUEST', LIVE_MESSAGES.past);
    await repository.updateSession(tx, sessionId, { ...patch, startsAt });
    if (moved) {
      await repository.forgetReminders(tx, sessionId);
      await mailLearners(tx, sessionId, 'liveSessionMoved');
    }
    await recordAudit(tx, request, {
      action: 'live-session.update',
      objectType: 'live-session',
      objectId: sessionId,
      before: Object.fromEntries(Object.keys(patch).map((key) => [key, stored[key as keyof typeof patch]])),
      after: patch,
    });
  });
  return toStaffLiveSession(await sessionOfStaff(db, user, sessionId), now);
}

export async function cancelSession(
  db: Database,
  request: FastifyRequest,
  user: UserRow,
  sessionId: string,
  now = new Date(),
) {
  await sessionOfStaff(db, user, sessionId);
  await db.transaction(async (tx) => {
    const stored = await repository.lockSession(tx, sessionId);
    if (!stored) throw new AppError('NOT_FOUND', LIVE_MESSAGES.notFound);
    if (stored.cancelledAt) return;
    await repository.updateSession(tx, sessionId, { cancelledAt: now });
    // Only a session still to come is worth a message; one that started or ended is history.
    if (stored.startsAt > now) await mailLearners(tx, sessionId, 'liveSessionCancelled');
    await recordAudit(tx, request, {
      action: 'live-session.cancel',
      objectType: 'live-session',
      objectId: sessionId,
    });
  });
  return toStaffLiveSession(await sessionOfStaff(db, user, sessionId), now);
}

export async function attachRecording(
  db: Database,
  request: FastifyRequest,
  user: UserRow,
  sessionId: string,
  lectureId: string | null,
  now = new Date(),
) {
  const row = await sessionOfStaff(db, user, sessionId);
  if (lectureId !== null) {
    if (row.session.cancelledAt) throw new AppError('CONFLICT', LIVE_MESSAGES.cancelled);
    if (row.session.startsAt > now) throw new AppError('BAD_REQUEST', LIVE_MESSAGES.recordingBeforeEnd);
    if (!(await repository.isLectureOfCourse(db, lectureId, row.session.courseId))) {
      throw new AppError('BAD_REQUEST', LIVE_MESSAGES.recordingNotInCourse);
    }
  }
  await db.transaction(async (tx) => {
    await repository.updateSession(tx, sessionId, { recordingLectureId: lectureId });
    await recordAudit(tx, request, {
      action: 'live-session.recording',
      objectType: 'live-session',
      objectId: sessionId,
      before: { recordingLectureId: row.session.recordingLectureId },
      after: { recordingLectureId: lectureId },
    });
  });
  return toStaffLiveSession(await sessionOfStaff(db, user, sessionId), now);
}

/**
 * A course's sessions as the caller may see them (to come, then recorded): anyone sees the schedule; the join link goes to the course's
 * staff always, and to its active learners only while the join window is open.
 */
export async function listForCourse(db: Database, user: UserRow | undefined, courseId: string, now: Date) {
  const course = await repository.findCourse(db, courseId);
  if (!course) throw new AppError('NOT_FOUND', LIVE_MESSAGES.courseNotFound);
  const staff = isStaffOf(user, course);
  const learner = !staff && user !== undefined && (await repository.isActiveLearner(db, user.id, course.id));
  const rows = await repository.listVisibleCourseSessions(db, course.id, now);
  const sessions = rows.map((row) =>
    toLiveSession(row, now, staff || (learner && joinIsOpen(row.session, now))),
  );
  // Sessions to come first, soonest first; then the recordings, the latest first.
  const ended = sessions.filter((session) => session.status === 'ended').reverse();
  return [...sessions.filter((session) => session.status !== 'ended'), ...ended];
}

/** The sessions to come of the learner's courses (My Learnings). */
export async function upcomingForLearner(db: Database, user: UserRow, now: Date) {
  const rows = await repository.listUpcomingForLearner(db, user.id, now, UPCOMING_LIMIT);
  return rows.map((row) => toLiveSession(row, now, joinIsOpen(row.session, now)));
}

function calendarOf(row: LiveSessionWithCourse, siteUrl: string, now: Date) {
  return liveSessionIcs(
    {
      id: row.session.id,
      title: row.session.title,
      courseTitle: row.courseTitle,
      startsAt: row.session.startsAt,
      durationMinutes: row.session.durationMinutes,
      agenda: row.session.agenda,
      url: `${siteUrl}${coursePathOf(row.courseTitle, row.session.courseId)}`,
      cancelled: row.session.cancelledAt !== null,
      createdAt: row.session.createdAt,
      updatedAt: row.session.updatedAt,
    },
    now,
  );
}

/** The calendar file, for the course's active learners and staff; anyone else is told there is no such session. */
export async function calendarFor(db: Database, user: UserRow, sessionId: string, siteUrl: string) {
  const row = await repository.findSession(db, sessionId);
  const allowed =
    row !== undefined &&
    (isStaffOf(user, row) || (await repository.isActiveLearner(db, user.id, row.session.courseId)));
  if (!row || !allowed) throw new AppError('NOT_FOUND', LIVE_MESSAGES.notFound);
  return { fileName: icsFileName(row.session.title), body: calendarOf(row, siteUrl, new Date()) };
}

const WITH_CALENDAR: readonly string[] = ['liveSessionScheduled', 'liveSessionMoved', 'liveSessionCancelled'];

/**
 * The invitation, new-time and cancellation e-mails carry the session's calendar file, made at sending from the
 * session as it is then (same UID, a higher SEQUENCE), so the learner's calendar updates the one event.
 */
export function liveSessionAttachments(db: Database, siteUrl: string): AttachmentsFor {
  return async (template, params) => {
    if (!WITH_CALENDAR.includes(template) || typeof params.sessionId !== 'string') return [];
    const row = await repository.findSession(db, params.sessionId);
    if (!row) return [];
    const method = row.session.cancelledAt ? 'CANCEL' : 'PUBLISH';
    return [
      {
        filename: icsFileName(row.session.title),
        contentType: `text/calendar; charset=utf-8; method=${method}`,
        content: Buffer.from(calendarOf(row, siteUrl, new Date()), 'utf8'),
      },
    ];
  };
}

/**
 * Queues the reminder of each session starting within the hour to each of its active learners, once: the
 * reminder row and the outbox row are written in one transaction, and a learner whose row exists (another
 * worker's sweep, or an earlier one) is skipped. Answers how many reminders were queued.
 */
export async function sendLiveReminders(db: Database, now = new Date()) {
  const due = await repository.sessionsStartingBetween(db, now, new Date(now.getTime() + REMINDER_BEFORE_MS));
  let queued = 0;
  for (const row of due) {
    queued += await db.transaction(async (tx) => {
      const learners = await repository.activeLearners(tx, row.session.courseId);
      const claimed = new Set(
        await repository.claimReminders(
          tx,
          row.session.id,
          learners.map((learner) => learner.id),
        ),
      );
      const recipients = learners.filter((learner) => claimed.has(learner.id));
      for (const learner of recipients) {
        await enqueueEmail(
          tx,
          'liveSessionReminder',
          learner.email,
          mailOf(row, learner),
          accountEmailLocale(learner.language),
        );
      }
      return recipients.length;
    });
  }
  return queued;
}

/** The public schedule: sessions to come of public courses and programmes, without their join links. */
export async function publicUpcoming(db: Database, now: Date, limit: number): Promise<PublicLiveSession[]> {
  const rows = await repository.listPublicUpcoming(db, now, limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    course: { id: row.courseId, title: row.courseTitle, kind: row.courseKind },
  }));
}
