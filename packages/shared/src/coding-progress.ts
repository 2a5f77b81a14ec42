import { z } from 'zod';
import {
  CODING_DIFFICULTIES,
  CODING_MESSAGES,
  SUBMISSION_STATUSES,
  ZCodingLanguageSchema,
} from './coding.ts';
import { VERDICTS } from './coding-constants.ts';

/**
 * A learner's coding progress: problems solved by topic and difficulty, a daily streak (days in India time),
 * the history of their submissions, and the problems that come back for spaced review (failed or given up).
 */

const ok = <Data extends z.ZodType>(data: Data) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });

export const CODING_HISTORY_PAGE_SIZE = 20;

const problemRef = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9-]+$/, CODING_MESSAGES.problemMissing);

// ── Progress ──────────────────────────────────────────────────────────────────────────────────────

const ZSolvedCountSchema = z.object({ solved: z.number().int(), total: z.number().int() });

export const ZCodingProgressResponseSchema = ok(
  z.object({
    progress: z.object({
      /** Problems with at least one accepted submission, of all published ones. */
      solved: z.number().int(),
      total: z.number().int(),
      /** Problems submitted at least once but never accepted. */
      attempted: z.number().int(),
      submissions: z.number().int(),
      byDifficulty: z.array(ZSolvedCountSchema.extend({ difficulty: z.enum(CODING_DIFFICULTIES) })),
      byTopic: z.array(ZSolvedCountSchema.extend({ topic: z.string() })),
      /** Consecutive days in India with a submission, ending today or (not yet today) yesterday. */
      streak: z.object({
        current: z.number().int(),
        longest: z.number().int(),
        activeToday: z.boolean(),
        /** The last India day with a submission, YYYY-MM-DD; null before the first. */
        lastActiveDay: z.string().nullable(),
      }),
      /** Problems in the review queue now. */
      dueForReview: z.number().int(),
    }),
  }),
);
export type CodingProgress = z.infer<typeof ZCodingProgressResponseSchema>['data']['progress'];

// ── History ───────────────────────────────────────────────────────────────────────────────────────

export const ZCodingHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more.').max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'Page size must be 1 or more.')
    .max(100, 'Page size must be at most 100.')
    .default(CODING_HISTORY_PAGE_SIZE),
  /** Only this problem's submissions (id or slug). */
  problemId: problemRef.optional(),
});
export type CodingHistoryQuery = z.infer<typeof ZCodingHistoryQuerySchema>;

const ZProblemBriefSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  difficulty: z.enum(CODING_DIFFICULTIES),
});
export type CodingProblemBrief = z.infer<typeof ZProblemBriefSchema>;

/** A submission in the history: no code (it is read one at a time from GET /api/coding/submissions/{id}). */
const ZCodingHistoryEntrySchema = z.object({
  _id: z.string(),
  id: z.string(),
  problem: ZProblemBriefSchema,
  language: ZCodingLanguageSchema,
  status: z.enum(SUBMISSION_STATUSES),
  verdict: z.enum(VERDICTS).nullable(),
  passed: z.number().int(),
  testCount: z.number().int(),
  createdAt: z.string(),
  judgedAt: z.string().nullable(),
});
export type CodingHistoryEntry = z.infer<typeof ZCodingHistoryEntrySchema>;

export const ZCodingHistoryResponseSchema = ok(
  z.object({
    submissions: z.array(ZCodingHistoryEntrySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export type CodingHistory = z.infer<typeof ZCodingHistoryResponseSchema>['data'];

// ── Spaced review ─────────────────────────────────────────────────────────────────────────────────

export const CODING_REVIEW_OUTCOMES = ['failed', 'gaveUp', 'solved'] as const;
export type CodingReviewOutcome = (typeof CODING_REVIEW_OUTCOMES)[number];

const ZCodingReviewSchema = z.object({
  problem: ZProblemBriefSchema,
  /** What last moved the problem's schedule. */
  lastOutcome: z.enum(CODING_REVIEW_OUTCOMES),
  lastReviewedAt: z.string(),
  /** When the schedule brings it back; a problem not solved since it was missed is due whatever this says. */
  dueAt: z.string(),
  due: z.boolean(),
  /** Times it was missed (failed or given up) after entering review. */
  lapses: z.number().int(),
});
export type CodingReview = z.infer<typeof ZCodingReviewSchema>;

export const ZCodingReviewsResponseSchema = ok(
  z.object({
    /** Due first (missed longest ago first), then the rest by due date. */
    reviews: z.array(ZCodingReviewSchema),
    dueCount: z.number().int(),
  }),
);
export type CodingReviews = z.infer<typeof ZCodingReviewsResponseSchema>['data'];

export const ZCodingGiveUpParamsSchema = z.object({ problemId: problemRef });

/** Giving up answers the review it scheduled, nothing about the problem's tests or a solution. */
export const ZCodingGiveUpResponseSchema = ok(z.object({ review: ZCodingReviewSchema }));
