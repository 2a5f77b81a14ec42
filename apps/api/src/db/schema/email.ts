import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * The e-mail outbox (ADR 007): every message is a row written in the same transaction as the action it tells
 * about, and a worker delivers it. `template` and `params` are rendered at delivery, so the write is cheap.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    template: text('template').notNull(),
    to: text('to').notNull(),
    /** The interface language it is written in (the recipient's), e.g. 'hi-IN'. */
    locale: text('locale').notNull().default('en-IN'),
    /** The subject as rendered when it was queued (templates change; this is what the admin outbox lists and searches). */
    subject: text('subject').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    /** pending → sending (claimed by one worker) → sent, or back to pending with a later attempt; failed at the end. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * Times an admin sent it again. Part of its Message-ID: a retry after a crash keeps the ID (the same message),
     * a deliberate resend gets a new one (mail services drop a second message with an ID they have seen).
     */
    resends: integer('resends').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A claim expires: a worker that died mid-send does not hold its messages for ever. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_emails_due_idx').on(table.status, table.nextAttemptAt),
    index('outbox_emails_created_idx').on(table.createdAt),
    // The admin outbox's search (a substring of the address or subject, ILIKE '%…%') uses these.
    index('outbox_emails_to_trgm_idx').using('gin', sql`${table.to} gin_trgm_ops`),
    index('outbox_emails_subject_trgm_idx').using('gin', sql`${table.subject} gin_trgm_ops`),
  ],
);

/** Password reset links: only the SHA-256 of the token is kept; single use, 30 minutes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);
