import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique. Erased (replaced by a placeholder) when a closed account is purged. */
    email: text('email').notNull(),
    mobileNo: text('mobile_no').notNull().default(''),
    /** scrypt hash; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    /** Subject of the linked Google account. */
    googleSubject: text('google_subject'),
    bio: text('bio').notNull().default(''),
    language: text('language').notNull().default('en-US'),
    /** Storage key of the re-encoded photo. */
    profilePhoto: text('profile_photo'),
    newsletterSubscribe: boolean('newsletter_subscribe').notNull().default(false),
    role: text('role', { enum: ['learner', 'admin'] })
      .notNull()
      .default('learner'),
    /** Set when the learner closes the account; personal data is erased 14 days later. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Set when the personal data of a closed account was erased; purchases stay for accounting. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_uq').on(table.email),
    uniqueIndex('users_google_subject_uq').on(table.googleSubject),
    index('users_closed_at_idx')
      .on(table.closedAt)
      .where(sql`${table.closedAt} is not null and ${table.erasedAt} is null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the cookie token: a database leak does not hand out live sessions. */
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_uq').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);

/** Failed logins per e-mail, counted over a sliding window; shared by every API instance. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_failures_email_time_idx').on(table.email, table.failedAt)],
);

/** One-time, short-lived codes that the web app exchanges for the session cookie (token hand-over). */
export const handoverCodes = pgTable(
  'handover_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('handover_codes_expires_idx').on(table.expiresAt)],
);

/** Pending Google sign-ins: the state and PKCE verifier of each, kept for 10 minutes. */
export const oauthStates = pgTable(
  'oauth_states',
  {
    state: text('state').primaryKey(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    /** 'login' or 'signup', from the spec's redirect parameter. */
    intent: text('intent').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('oauth_states_expires_idx').on(table.expiresAt)],
);
