import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { courses, timestamps } from './catalogue.ts';

/**
 * A course's reviews. Learners who bought the course and watched a lecture write one each (`userId`, unique per
 * course); the demo data's rows have no user and show their stored `name`. A learner's review shows the account's
 * current name, or "Former learner" once the account is closed. Hidden reviews (by an admin, with a reason) leave
 * the public list and the course's rating.
 */
export const courseReviews = pgTable(
  'course_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** The learner who wrote it; null for the demo data's reviews. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name shown when the review has no user (demo data); a learner's review shows the account's. */
    name: text('name').notNull().default(''),
    comment: text('comment').notNull(),
    rating: integer('rating').notNull(),
    /** The course instructor's (or an admin's) one reply, plain text. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: uuid('replied_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('course_reviews_course_idx').on(table.courseId, table.createdAt),
    // One review per learner and course (the demo rows, without a user, are not counted).
    uniqueIndex('course_reviews_user_course_uq').on(table.userId, table.courseId),
    check('course_reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);

/**
 * A signed-in reader's report of a course review (not their own): once per account and review. Open until an
 * admin hides or restores the review, which settles its open reports.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => courseReviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('review_reports_user_review_uq').on(table.userId, table.reviewId),
    index('review_reports_open_idx').on(table.reviewId).where(sql`${table.resolvedAt} is null`),
  ],
);
