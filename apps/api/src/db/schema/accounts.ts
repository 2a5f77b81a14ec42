import { USER_ROLES } from '@pathshala/shared/accounts-constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instructors } from './catalogue.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique. Erased (replaced by a placeholder) when a closed account is purged. */
    email: text('email').notNull(),
    mobileNo: text('mobile_no').notNull().default(''),
    /** scrypt hash; null for accounts that only sign in with a social identity provider. */
    passwordHash: text('password_hash'),
    /** Subjects of the linked social accounts (Google, LinkedIn, GitHub), one column per provider. */
    googleSubject: text('google_subject'),
    linkedinSubject: text('linkedin_subject'),
    githubSubject: text('github_subject'),
    bio: text('bio').notNull().default(''),
    language: text('language').notNull().default('en-US'),
    /** Storage key of the re-encoded photo. */
    profilePhoto: text('profile_photo'),
    newsletterSubscribe: boolean('newsletter_subscribe').notNull().default(false),
    /** The public profile's handle (`/u/<handle>`), lower-case; unique. Kept while the profile is off. */
    profileHandle: text('profile_handle'),
    /** The learner's choice to show the public profile; off until turned on. */
    publicProfile: boolean('public_profile').notNull().default(false),
    /** When the current subscription began; null while not subscribed (and for subscriptions older than it). */
    newsletterSubscribedAt: timestamp('newsletter_subscribed_at', { withTimezone: true }),
    role: text('role', { enum: USER_ROLES }).notNull().default('learner'),
    /** For the instructor role: the instructor profile whose courses this account teaches and sees. */
    instructorId: uuid('instructor_id').references(() => instructors.id, { onDelete: 'set null' }),
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
    uniqueIndex('users_linkedin_subject_uq').on(table.linkedinSubject),
    uniqueIndex('users_github_subject_uq').on(table.githubSubject),
    uniqueIndex('users_instructor_uq').on(table.instructorId),
    // Also what settles two learners claiming one handle at the same moment: the second gets a 409.
    uniqueIndex('users_profile_handle_uq').on(table.profileHandle),
    index('users_role_idx').on(table.role).where(sql`${table.role} <> 'learner'`),
    index('users_newsletter_idx').on(table.createdAt).where(sql`${table.newsletterSubscribe}`),
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

/**
 * Failed password attempts per throttle key, shared by every API instance. A key names what is counted
 * (a login e-mail with one client, a login e-mail from everywhere, one account's password changes) as an
 * HMAC, so no e-mail or address is stored in clear.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    /** First failure of the current run: password changes count their window from here. */
    firstFailureAt: timestamp('first_failure_at', { withTimezone: true }).notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    /** No attempt under this key is checked before this time (back-off, or a spent window). */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
  },
  (table) => [index('login_throttles_last_failure_idx').on(table.lastFailureAt)],
);

/** Addresses (HMAC) each account has logged in from: failures from elsewhere never lock them out. */
export const knownLoginAddresses = pgTable(
  'known_login_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.addressHash] }),
    index('known_login_addresses_last_login_idx').on(table.lastLoginAt),
  ],
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

/** Pending social sign-ins: the state and PKCE verifier of each, kept for 10 minutes. */
export const oauthStates = pgTable(
  'oauth_states',
  {
    state: text('state').primaryKey(),
    /** 'google', 'linkedin' or 'github': a state is only accepted back by the provider it was issued for. */
    provider: text('provider').notNull().default('google'),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    /** 'login' or 'signup', from the spec's redirect parameter. */
    intent: text('intent').notNull(),
    /** The checked same-site path to return to after signing in (with any action to resume); null for none. */
    returnTo: text('return_to'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('oauth_states_expires_idx').on(table.expiresAt)],
);
