import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    mobileNo: text('mobile_no').notNull().default(''),
    /** scrypt hash in PHC-like form; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    bio: text('bio').notNull().default(''),
    language: text('language').notNull().default('en-US'),
    profilePhoto: text('profile_photo'),
    newsletterSubscribe: boolean('newsletter_subscribe').notNull().default(false),
    role: text('role', { enum: ['learner', 'admin'] })
      .notNull()
      .default('learner'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_uq').on(table.email)],
);
