import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { lectures } from './catalogue.ts';

/**
 * Resumable lecture video uploads (docs/video.md, "Uploading"): the admin console sends a large video in chunks,
 * each stored through the Storage interface (`video-uploads/<id>/<index>.part`), so any instance can take the next
 * one. `received` only grows, one whole chunk at a time; the request that brings the last byte claims the row
 * (receiving → finishing, with a claim that expires should its instance die) and points the lecture at the
 * assembled video in the same transaction that marks it completed. Idle sessions are removed after a day.
 */
export const videoUploads = pgTable(
  'video_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    /** Who started it: only they can continue, look at or cancel it. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    chunkSize: integer('chunk_size').notNull(),
    received: bigint('received', { mode: 'number' }).notNull().default(0),
    /** receiving → finishing (claimed until `claimedUntil`) → completed; a failed finish goes back to receiving. */
    status: text('status').notNull().default('receiving'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moves with every chunk: a session idle for a day is removed with its parts. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('video_uploads_updated_idx').on(table.updatedAt)],
);
