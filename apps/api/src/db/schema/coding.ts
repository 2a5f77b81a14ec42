import type { CodingDifficulty } from '@pathshala/shared/coding';
import type { CodingLanguage, Verdict } from '@pathshala/shared/coding-constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** How a program's output is compared with the expected one (the judge's checkers). */
export type CodingChecker =
  | { kind: 'tokens' }
  | { kind: 'float'; tolerance: number }
  | { kind: 'custom'; name: string };

/** One judged test as stored: a verdict, a time and a memory (a hidden test's output is never kept). */
export interface StoredTestOutcome {
  verdict: Verdict;
  timeMs: number;
  memoryKb: number;
}

/** The coding problem bank: statement in Markdown with $math$, limits and how output is checked. */
export const codingProblems = pgTable(
  'coding_problems',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    statement: text('statement').notNull(),
    difficulty: text('difficulty').$type<CodingDifficulty>().notNull(),
    topics: jsonb('topics').$type<string[]>().notNull().default([]),
    /** Company patterns the problem resembles (not a claim of partnership). */
    askedIn: jsonb('asked_in').$type<string[]>().notNull().default([]),
    timeLimitMs: integer('time_limit_ms').notNull(),
    memoryLimitMb: integer('memory_limit_mb').notNull(),
    checker: jsonb('checker').$type<CodingChecker>().notNull().default({ kind: 'tokens' }),
    published: boolean('published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coding_problems_slug_uq').on(table.slug),
    index('coding_problems_published_idx').on(table.difficulty).where(sql`${table.published}`),
  ],
);

/** A problem's tests in order: samples are shown to learners, the others (hidden) never are. */
export const codingTests = pgTable(
  'coding_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => codingProblems.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    input: text('input').notNull(),
    expected: text('expected').notNull(),
    isSample: boolean('is_sample').notNull().default(false),
  },
  (table) => [
    uniqueIndex('coding_tests_problem_ordinal_uq').on(table.problemId, table.isSample, table.ordinal),
  ],
);

/**
 * Submissions, and the durable queue that judges them (claimed like the transcode queue): queued → running →
 * judged, back to queued with a later attempt when the judge stopped, failed after the last attempt.
 */
export const codingSubmissions = pgTable(
  'coding_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => codingProblems.id, { onDelete: 'cascade' }),
    language: text('language').$type<CodingLanguage>().notNull(),
    source: text('source').notNull(),
    status: text('status').notNull().default('queued'),
    verdict: text('verdict').$type<Verdict>(),
    compileError: text('compile_error'),
    /** Judged tests so far, in order; written as each arrives. */
    results: jsonb('results').$type<StoredTestOutcome[]>().notNull().default([]),
    testCount: integer('test_count').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    /** Why judging failed, in words a learner can read. */
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The worker's claim, renewed by its heartbeat; once past, another worker takes the submission. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    judgedAt: timestamp('judged_at', { withTimezone: true }),
  },
  (table) => [
    // The claim and the queue position read only unfinished rows.
    index('coding_submissions_queue_idx')
      .on(table.status, table.createdAt)
      .where(sql`${table.status} in ('queued', 'running')`),
    index('coding_submissions_learner_idx').on(table.userId, table.problemId, table.createdAt),
    // A learner's history, newest first, and their streak's days.
    index('coding_submissions_history_idx').on(table.userId, table.createdAt),
  ],
);

/** The code a learner is writing, per problem and language, so it follows them to another device. */
export const codingDrafts = pgTable(
  'coding_drafts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => codingProblems.id, { onDelete: 'cascade' }),
    language: text('language').$type<CodingLanguage>().notNull(),
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('coding_drafts_uq').on(table.userId, table.problemId, table.language)],
);

/**
 * A learner's "Give up" on a problem: it enters spaced review as a miss, like a failed submission. The review
 * schedule is replayed from these and the learner's judged submissions (modules/coding/review.ts).
 */
export const codingGiveUps = pgTable(
  'coding_give_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => codingProblems.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('coding_give_ups_learner_idx').on(table.userId, table.problemId, table.createdAt)],
);
