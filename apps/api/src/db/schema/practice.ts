import type { MockTestTranslations, QuestionTranslations } from '@pathshala/shared/translations';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { courses } from './catalogue.ts';
import { codingProblems, codingSubmissions } from './coding.ts';

/** The placement question bank. Archived questions leave practice and new mocks but stay in old results. */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable key ('quant.time-and-work.007'): seeding and imports update by it instead of duplicating. */
    key: text('key').notNull(),
    topic: text('topic').notNull(),
    subtopic: text('subtopic').notNull(),
    difficulty: text('difficulty').notNull(),
    /** 'single', 'multiple' or 'numeric'. */
    kind: text('kind').notNull(),
    prompt: text('prompt').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    /** The key: option indexes (single, multiple) — never sent to a learner before they answer. */
    correct: jsonb('correct').$type<number[]>().notNull(),
    numericAnswer: doublePrecision('numeric_answer'),
    numericTolerance: doublePrecision('numeric_tolerance').notNull().default(0),
    explanation: text('explanation').notNull(),
    /** The question in other languages (stem, options in the same order, explanation), by locale. */
    translations: jsonb('translations').$type<QuestionTranslations>().notNull().default(sql`'{}'::jsonb`),
    imageUrl: text('image_url'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('questions_key_uq').on(table.key),
    index('questions_topic_idx').on(table.topic, table.subtopic, table.difficulty),
  ],
);

/** One learner's spaced-repetition card for one question (ts-fsrs state). */
export const practiceCards = pgTable(
  'practice_cards',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    subtopic: text('subtopic').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** ts-fsrs Card fields (stability, difficulty, reps, lapses, state, …) as stored by the scheduler. */
    fsrs: jsonb('fsrs').$type<Record<string, unknown>>().notNull(),
    lastCorrect: boolean('last_correct').notNull(),
    answers: integer('answers').notNull().default(0),
    correctAnswers: integer('correct_answers').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.questionId] }),
    index('practice_cards_due_idx').on(table.userId, table.topic, table.dueAt),
  ],
);

export interface MockSection {
  title: string;
  topic: string;
  durationSeconds: number;
  /** The section's pool in its base order: every attempt draws `questionCount` of them and shuffles those. */
  questionIds: string[];
  /** How many questions an attempt draws from the pool; absent: the whole pool. */
  questionCount?: number;
  /** A coding section: its problems (every attempt meets all, in order) instead of questions. */
  kind?: 'questions' | 'coding';
  codingProblemIds?: string[];
  /** A coding problem's full marks, earned in proportion to the hidden tests passed. */
  marksPerProblem?: number;
}

export const mockTests = pgTable(
  'mock_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** What a learner reads before starting, a point a line (beside the screen's own rules). */
    instructions: text('instructions').notNull().default(''),
    /** Title, description, instructions and section names in other languages, by locale. */
    translations: jsonb('translations').$type<MockTestTranslations>().notNull().default(sql`'{}'::jsonb`),
    sections: jsonb('sections').$type<MockSection[]>().notNull(),
    marksPerQuestion: real('marks_per_question').notNull().default(1),
    negativeMarks: real('negative_marks').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** Hours after an attempt before its solutions open while the learner still has attempts left. */
    solutionsCoolingOffHours: integer('solutions_cooling_off_hours').notNull().default(24),
    /** Needs an active enrolment in this course; null = free to every logged-in learner. */
    requiredCourseId: uuid('required_course_id').references(() => courses.id, { onDelete: 'set null' }),
    published: boolean('published').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('mock_tests_slug_uq').on(table.slug)],
);

/** One question as placed in an attempt: shown option order maps back to the stored indexes. */
export interface AttemptSlot {
  questionId: string;
  sectionIndex: number;
  /** optionOrder[shown] = stored index. */
  optionOrder: number[];
}

export const mockAttempts = pgTable(
  'mock_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    testId: uuid('test_id')
      .notNull()
      .references(() => mockTests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'in_progress' or 'submitted'. */
    status: text('status').notNull().default('in_progress'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** The sections' lengths as they were at the start (a later edit of the test does not move a clock). */
    sectionSeconds: jsonb('section_seconds').$type<number[]>().notNull(),
    currentSection: integer('current_section').notNull().default(0),
    /** When the current section began; it ends `sectionSeconds[currentSection]` later. */
    sectionStartedAt: timestamp('section_started_at', { withTimezone: true }).notNull().defaultNow(),
    /** The latest the attempt can run: the current section's end plus every later section's full length. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    slots: jsonb('slots').$type<AttemptSlot[]>().notNull(),
    tabSwitches: integer('tab_switches').notNull().default(0),
    fullscreenExits: integer('fullscreen_exits').notNull().default(0),
    /** 'submitted' or 'time-up'. */
    endedBy: text('ended_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    score: doublePrecision('score'),
    leaderboardName: text('leaderboard_name'),
    /** An admin hid the chosen name: the leaderboard shows the entry as an anonymous learner. */
    leaderboardNameHidden: boolean('leaderboard_name_hidden').notNull().default(false),
  },
  (table) => [
    index('mock_attempts_user_idx').on(table.userId, table.testId),
    // One attempt in progress per learner and test: a double-clicked start resumes instead of opening two.
    uniqueIndex('mock_attempts_one_open_uq')
      .on(table.userId, table.testId)
      .where(sql`${table.status} = 'in_progress'`),
    index('mock_attempts_expiry_idx').on(table.expiresAt).where(sql`${table.status} = 'in_progress'`),
    index('mock_attempts_scores_idx').on(table.testId, table.score).where(sql`${table.status} = 'submitted'`),
  ],
);

/** A learner's answer to one question of an attempt, in stored option indexes. */
export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => mockAttempts.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    selected: jsonb('selected').$type<number[]>().notNull().default([]),
    value: doublePrecision('value'),
    markedForReview: boolean('marked_for_review').notNull().default(false),
    timeSpentSeconds: integer('time_spent_seconds').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.questionId] })],
);

/**
 * Practice topics a placement programme unlocks. A topic listed by any programme is open only to learners
 * enrolled in one of those programmes; every other topic stays free.
 */
export const programmeTopics = pgTable(
  'programme_topics',
  {
    programmeId: uuid('programme_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.programmeId, table.topic] }),
    index('programme_topics_topic_idx').on(table.topic),
  ],
);

/**
 * The submission that counts for one coding problem of an attempt: the learner's last one before the section's
 * deadline (each new one replaces it). `marks` stays null until the judge has judged it.
 */
export const mockCodingAnswers = pgTable(
  'mock_coding_answers',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => mockAttempts.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => codingProblems.id, { onDelete: 'cascade' }),
    sectionIndex: integer('section_index').notNull(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => codingSubmissions.id, { onDelete: 'cascade' }),
    marks: doublePrecision('marks'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.attemptId, table.problemId] }),
    index('mock_coding_answers_pending_idx').on(table.attemptId).where(sql`${table.marks} is null`),
  ],
);
