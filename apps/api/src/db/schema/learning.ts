import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { courses, lectures } from './catalogue.ts';

/** Where a learner is in each lecture; positions only move forward (an older report never lowers them). */
export const lectureProgress = pgTable(
  'lecture_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Furthest point watched, seconds. */
    watchedSeconds: real('watched_seconds').notNull().default(0),
    /** Where playback was last, seconds (for resume). */
    positionSeconds: real('position_seconds').notNull().default(0),
    durationSeconds: real('duration_seconds').notNull().default(0),
    /** The union of the stretches actually played ([start, end] seconds); seeking adds nothing. */
    played: jsonb('played').$type<[number, number][]>().notNull().default([]),
    completed: boolean('completed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.lectureId] }),
    index('lecture_progress_user_course_idx').on(table.userId, table.courseId, table.updatedAt),
  ],
);

/** Notes a learner asked for ('Get Notes'); removeaccess deletes the row. */
export const notesAccess = pgTable(
  'notes_access',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.lectureId] })],
);

export const learnerPreferences = pgTable('learner_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  playbackRate: real('playback_rate').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const certificates = pgTable(
  'certificates',
  {
    /** Public, unguessable id printed on the certificate and in its verification URL. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id),
    /** Copied at issue time: the certificate states what was true then. */
    learnerName: text('learner_name').notNull(),
    courseTitle: text('course_title').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lectureCount: integer('lecture_count').notNull(),
    /** Snapshots at issue time, so the certificate keeps saying what the course was when it was earned. */
    instructorName: text('instructor_name').notNull().default(''),
    totalSeconds: integer('total_seconds').notNull().default(0),
    /** The course's projects the learner passed, by title, when the certificate was issued. */
    projectTitles: jsonb('project_titles').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (table) => [uniqueIndex('certificates_user_course_uq').on(table.userId, table.courseId)],
);
