import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { courses, lectures } from './catalogue.ts';

/**
 * A live class of a course, held on an outside meeting service (Google Meet, Zoom, Jitsi): we keep the time and
 * the join link, and show the link to the course's learners from shortly before the start.
 */
export const liveSessions = pgTable(
  'live_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    joinUrl: text('join_url').notNull(),
    agenda: text('agenda').notNull().default(''),
    /** The recording, once attached: a lecture of the course (uploaded and transcoded as any lecture). */
    recordingLectureId: uuid('recording_lecture_id').references(() => lectures.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('live_sessions_course_start_idx').on(table.courseId, table.startsAt),
    // The reminder sweep looks for sessions starting within the hour.
    index('live_sessions_upcoming_idx').on(table.startsAt).where(sql`${table.cancelledAt} is null`),
  ],
);

/** One row per learner and session whose reminder was queued: the key makes the reminder go out once. */
export const liveSessionReminders = pgTable(
  'live_session_reminders',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.userId] })],
);
