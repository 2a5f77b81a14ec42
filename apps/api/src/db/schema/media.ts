import { index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { lectures } from './catalogue.ts';

/**
 * The durable queue of lecture transcodes (upload → HLS renditions, poster, seek thumbnails), claimed like the
 * e-mail outbox: a worker takes one row with SKIP LOCKED and a claim that expires, so a killed worker's job is
 * picked up again. queued → running → done, or back to queued with a later attempt, failed at the end.
 */
export const transcodeJobs = pgTable(
  'transcode_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    /** The uploaded video this job turns into HLS (the lecture's videoKey when it was queued). */
    sourceKey: text('source_key').notNull(),
    status: text('status').notNull().default('queued'),
    /** 0–1 while running, from ffmpeg's progress against the source's duration. */
    progress: real('progress').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    /** Why the last attempt failed, in words an admin can act on (ffmpeg missing, unreadable video, …). */
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Where this job writes its files: a prefix of its own, so a running job never overwrites what plays. */
    outputPrefix: text('output_prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('transcode_jobs_due_idx').on(table.status, table.nextAttemptAt),
    index('transcode_jobs_lecture_idx').on(table.lectureId, table.createdAt),
  ],
);
