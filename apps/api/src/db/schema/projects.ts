import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { courses } from './catalogue.ts';

export interface RubricCriterion {
  criterion: string;
  points: number;
}

/** A hands-on project of a course: a brief, a rubric and a due date counted from the learner's enrolment. */
export const courseProjects = pgTable(
  'course_projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Markdown. */
    brief: text('brief').notNull(),
    rubric: jsonb('rubric').$type<RubricCriterion[]>().notNull(),
    /** Due this many days after the learner enrolled. */
    dueDays: integer('due_days').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('course_projects_course_idx').on(table.courseId, table.position)],
);

export const SUBMISSION_STATUSES = ['submitted', 'needs_changes', 'passed'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/**
 * A learner's attempt at a project: a repository link and/or a file. Each resubmission is a new row (attempt + 1);
 * the latest attempt is the project's status for that learner. The instructor reviews an attempt once.
 */
export const projectSubmissions = pgTable(
  'project_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => courseProjects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    repoUrl: text('repo_url'),
    /** Storage key of the uploaded PDF or ZIP; served only to the learner and the course's staff. */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileBytes: integer('file_bytes'),
    status: text('status', { enum: SUBMISSION_STATUSES }).notNull().default('submitted'),
    /** Points per rubric criterion, in the rubric's order, once reviewed. */
    scores: jsonb('scores').$type<number[]>(),
    feedback: text('feedback'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('project_submissions_attempt_uq').on(table.projectId, table.userId, table.attempt),
    // The review queue: waiting attempts, oldest first.
    index('project_submissions_queue_idx').on(table.submittedAt).where(sql`${table.status} = 'submitted'`),
  ],
);
