import type { NotificationEmailMode, NotificationKind } from '@pathshala/shared/notifications';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * What the bell shows. One event makes one row per learner however often it is retried: `dedupe_key` names the
 * event (e.g. 'mock:<attemptId>') and is unique per learner. The title's words live in the page and e-mail
 * texts; `params` fills them.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    /** A path of the site, where the notification leads. */
    link: text('link').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** 'pending' while it waits for the learner's daily digest, 'sent' once a digest carried it; else null. */
    digestStatus: text('digest_status', { enum: ['pending', 'sent'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notifications_user_dedupe_uq').on(table.userId, table.dedupeKey),
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    index('notifications_user_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
    index('notifications_digest_pending_idx').on(table.userId).where(sql`${table.digestStatus} = 'pending'`),
  ],
);

/** A learner's e-mail choice per kind; a kind without a row takes DEFAULT_EMAIL_MODES. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    mode: text('mode').$type<NotificationEmailMode>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/**
 * One digest e-mail per learner per India day: the unique key is the claim, so two workers sweeping at once
 * send one. `count` is how many notifications it carried.
 */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    count: integer('count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('notification_digests_user_day_uq').on(table.userId, table.day)],
);
