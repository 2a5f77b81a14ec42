import { z } from 'zod';
import { PROJECT_FILE, REVIEW_OUTCOMES, SUBMISSION_STATUSES } from './projects-constants.ts';
import { text } from './text.ts';

/**
 * Hands-on projects of a course: a brief (Markdown), a rubric and a due date counted from the learner's enrolment.
 * A learner submits a repository link and/or one PDF or ZIP; the course's instructor (or an admin) reviews it.
 */

export {
  PROJECT_FILE,
  REVIEW_OUTCOMES,
  SUBMISSION_STATUS_LABELS,
  SUBMISSION_STATUSES,
  type SubmissionStatus,
} from './projects-constants.ts';

const uuid = (message: string) => z.uuid({ message });

export const ZProjectIdParamsSchema = z.object({ projectId: uuid(PROJECT_FILE.messages.notFound) });
export const ZSubmissionIdParamsSchema = z.object({
  submissionId: uuid(PROJECT_FILE.messages.submissionNotFound),
});
export const ZProjectCourseParamsSchema = z.object({ courseId: uuid('Course not found') });

export const ZRubricCriterionSchema = z.object({
  criterion: text({ label: 'Criterion' })
    .trim()
    .min(1, 'Name each criterion.')
    .max(200, 'A criterion must be at most 200 characters.'),
  points: z
    .number({ message: 'Points must be a whole number.' })
    .int('Points must be a whole number.')
    .min(1, 'A criterion is worth at least 1 point.')
    .max(100, 'A criterion is worth at most 100 points.'),
});
export type RubricCriterion = z.infer<typeof ZRubricCriterionSchema>;

/** What the instructor writes: the same schema checks the console form and the API. */
export const ZProjectInputSchema = z.object({
  title: text({ label: 'Title' })
    .trim()
    .min(1, 'Title is required.')
    .max(160, 'Title must be at most 160 characters.'),
  brief: text({ label: 'Brief', multiline: true })
    .trim()
    .min(1, 'Brief is required.')
    .max(20_000, 'Brief must be at most 20,000 characters.'),
  rubric: z
    .array(ZRubricCriterionSchema, { message: 'Add the rubric.' })
    .min(1, 'Add at least one rubric criterion.')
    .max(20, 'A rubric has at most 20 criteria.'),
  dueDays: z
    .number({ message: 'Due in days must be a whole number.' })
    .int('Due in days must be a whole number.')
    .min(1, 'Due at least 1 day after enrolment.')
    .max(365, 'Due at most 365 days after enrolment.'),
  position: z.number().int().min(0).max(1000).optional(),
});
export type ProjectInput = z.infer<typeof ZProjectInputSchema>;

export const ZProjectSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  title: z.string(),
  brief: z.string(),
  rubric: z.array(ZRubricCriterionSchema),
  dueDays: z.number().int(),
  position: z.number().int(),
  /** Attempts waiting for review (console lists only). */
  waiting: z.number().int().optional(),
});
export type Project = z.infer<typeof ZProjectSchema>;

export const ZSubmissionSchema = z.object({
  id: z.string(),
  attempt: z.number().int(),
  repoUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  fileBytes: z.number().int().nullable(),
  /** Where the learner or the course's staff download the file; null without one. */
  fileUrl: z.string().nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  /** Points per rubric criterion, in the rubric's order, once reviewed. */
  scores: z.array(z.number().int()).nullable(),
  feedback: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type Submission = z.infer<typeof ZSubmissionSchema>;

/** A project as its learner sees it: the brief, the due date and every attempt, newest first. */
export const ZLearnerProjectSchema = ZProjectSchema.extend({
  courseTitle: z.string(),
  dueAt: z.string(),
  status: z.enum([...SUBMISSION_STATUSES, 'not_submitted']),
  canSubmit: z.boolean(),
  submissions: z.array(ZSubmissionSchema),
});
export type LearnerProject = z.infer<typeof ZLearnerProjectSchema>;

export const ZLearnerProjectResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ project: ZLearnerProjectSchema }),
});

/** The learner's projects over their active enrolments (My Learnings, the lecture viewer). */
export const ZMyProjectSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  title: z.string(),
  dueAt: z.string(),
  status: z.enum([...SUBMISSION_STATUSES, 'not_submitted']),
});
export type MyProject = z.infer<typeof ZMyProjectSchema>;
export const ZMyProjectsQuerySchema = z.object({ courseId: uuid('Course not found').optional() });
export const ZMyProjectsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ projects: z.array(ZMyProjectSchema) }),
});

/** Multipart text field of a submission; the file goes in the `file` field. */
export const ZSubmissionFieldsSchema = z.object({
  repoUrl: z
    .union([
      z.literal(''),
      text({ label: 'Repository link' })
        .trim()
        .max(500, 'The repository link must be at most 500 characters.')
        .pipe(
          z.url({
            protocol: /^https$/,
            hostname: z.regexes.domain,
            message: 'The repository link must be an https:// address.',
          }),
        ),
    ])
    .optional(),
});

export const ZSubmissionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ submission: ZSubmissionSchema }),
});

// ── The console ─────────────────────────────────────────────────────────────────────────────────

export const ZCourseProjectsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ projects: z.array(ZProjectSchema) }),
});
export const ZProjectResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ project: ZProjectSchema }),
});
export const ZProjectDeletedResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const ZReviewQueueQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more.').max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'Page size must be 1 or more.')
    .max(100, 'Page size must be at most 100.')
    .default(20),
});

/** An attempt in the review queue or opened for review, with its learner and project. */
export const ZReviewSubmissionSchema = ZSubmissionSchema.extend({
  learnerName: z.string(),
  learnerEmail: z.string(),
  project: ZProjectSchema.extend({ courseTitle: z.string() }),
});
export type ReviewSubmission = z.infer<typeof ZReviewSubmissionSchema>;

export const ZReviewQueueResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    items: z.array(ZReviewSubmissionSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export type ReviewQueueResponse = z.infer<typeof ZReviewQueueResponseSchema>;
export const ZReviewSubmissionResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ submission: ZReviewSubmissionSchema }),
});

export const ZReviewRequestSchema = z.object({
  scores: z
    .array(
      z
        .number({ message: 'Score each criterion.' })
        .int('Scores are whole numbers.')
        .min(0, 'Scores start at 0.'),
    )
    .max(20),
  feedback: text({ label: 'Feedback', multiline: true })
    .trim()
    .min(1, 'Write feedback for the learner.')
    .max(5000, 'Feedback must be at most 5,000 characters.'),
  status: z.enum(REVIEW_OUTCOMES, { message: 'Choose needs changes or passed.' }),
});
export type ReviewRequest = z.infer<typeof ZReviewRequestSchema>;

// ── Industry Projects: the public showcase ──────────────────────────────────────────────────────

export const PROJECT_SHOWCASE_MAX = 50;
/** Characters of a brief the showcase shows, at most (cut at a word, with an ellipsis). */
export const PROJECT_EXCERPT_MAX = 180;

export const ZProjectShowcaseQuerySchema = z.object({
  /** How many courses. */
  limit: z.coerce
    .number({ message: 'Limit must be a number.' })
    .int('Limit must be a whole number.')
    .min(1, 'Limit must be at least 1.')
    .max(PROJECT_SHOWCASE_MAX, `Limit must be at most ${PROJECT_SHOWCASE_MAX}.`)
    .default(24),
});

export const ZShowcaseCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  subject: z.string(),
  thumbnail: z.string(),
  projects: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      /** The brief's opening as plain text (no Markdown). */
      excerpt: z.string(),
    }),
  ),
});
export type ShowcaseCourse = z.infer<typeof ZShowcaseCourseSchema>;

export const ZProjectShowcaseResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ courses: z.array(ZShowcaseCourseSchema) }),
});
export type ProjectShowcaseResponse = z.infer<typeof ZProjectShowcaseResponseSchema>;
