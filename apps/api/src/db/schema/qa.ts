import { QA_POST_KINDS } from '@pathshala/shared/qa-constants';
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
import { users } from './accounts.ts';
import { courses, lectures } from './catalogue.ts';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Set by a moderator: the post is left out for everyone but admins, until restored. */
const hidden = () => ({
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  hiddenReason: text('hidden_reason'),
});

/** A learner's question on a lecture (lecture Q&A); `atSeconds` is the moment of the video it is about. */
export const qaQuestions = pgTable(
  'qa_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lectureId: uuid('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    atSeconds: integer('at_seconds'),
    pinned: boolean('pinned').notNull().default(false),
    ...hidden(),
    createdAt,
  },
  (table) => [
    index('qa_questions_lecture_idx').on(table.lectureId, table.createdAt),
    index('qa_questions_course_idx').on(table.courseId, table.createdAt),
    index('qa_questions_author_idx').on(table.authorId, table.createdAt),
    // "Similar questions" (title against a draft title) and the course's search (title and body).
    index('qa_questions_title_trgm_idx').using('gin', sql`lower(${table.title}) gin_trgm_ops`),
    index('qa_questions_search_trgm_idx').using(
      'gin',
      sql`lower(${table.title} || ' ' || ${table.body}) gin_trgm_ops`,
    ),
  ],
);

export const qaAnswers = pgTable(
  'qa_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => qaQuestions.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    accepted: boolean('accepted').notNull().default(false),
    ...hidden(),
    createdAt,
  },
  (table) => [
    index('qa_answers_question_idx').on(table.questionId, table.createdAt),
    index('qa_answers_author_idx').on(table.authorId, table.createdAt),
  ],
);

/** One upvote per account per post; `postId` is a question's or an answer's id, as `postKind` says. */
export const qaUpvotes = pgTable(
  'qa_upvotes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postKind: text('post_kind', { enum: QA_POST_KINDS }).notNull(),
    postId: uuid('post_id').notNull(),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.postKind, table.postId] }),
    index('qa_upvotes_post_idx').on(table.postKind, table.postId),
  ],
);

export const qaFollows = pgTable(
  'qa_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => qaQuestions.id, { onDelete: 'cascade' }),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.questionId] }),
    index('qa_follows_question_idx').on(table.questionId),
  ],
);

/** A learner's report of a post; open until a moderator hides or restores the post (`resolvedAt`). */
export const qaReports = pgTable(
  'qa_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postKind: text('post_kind', { enum: QA_POST_KINDS }).notNull(),
    postId: uuid('post_id').notNull(),
    reason: text('reason').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt,
  },
  (table) => [
    uniqueIndex('qa_reports_user_post_uq').on(table.userId, table.postKind, table.postId),
    index('qa_reports_open_idx').on(table.postKind, table.postId).where(sql`${table.resolvedAt} is null`),
  ],
);
