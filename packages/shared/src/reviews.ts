import { z } from 'zod';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from './reviews-constants.ts';
import { text } from './text.ts';

/**
 * Course reviews written by learners who bought a course and watched a lecture of it: one per learner and course,
 * a star rating and a comment; the course's instructor may reply once; an admin may hide one (with a reason).
 * Comments and replies are plain text: clients print them as text, never as HTML.
 */

export { FORMER_LEARNER, REVIEW_LIMITS, REVIEW_MESSAGES } from './reviews-constants.ts';

export const ZReviewIdParamsSchema = z.object({ reviewId: z.uuid({ message: REVIEW_MESSAGES.notFound }) });
export const ZReviewCourseParamsSchema = z.object({
  courseId: z.uuid({ message: REVIEW_MESSAGES.courseNotFound }),
});

/** What a learner writes: the same schema checks the form and the API. */
export const ZReviewInputSchema = z.object({
  rating: z
    .number({ message: REVIEW_MESSAGES.ratingRequired })
    .int(REVIEW_MESSAGES.ratingRequired)
    .min(1, REVIEW_MESSAGES.ratingRequired)
    .max(5, REVIEW_MESSAGES.ratingRequired),
  comment: text({ label: 'Review', multiline: true, message: REVIEW_MESSAGES.commentRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.commentRequired)
    .max(REVIEW_LIMITS.commentMax, REVIEW_MESSAGES.commentTooLong),
});
export type ReviewInput = z.infer<typeof ZReviewInputSchema>;

export const ZReviewReplyInputSchema = z.object({
  reply: text({ label: 'Reply', multiline: true, message: REVIEW_MESSAGES.replyRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.replyRequired)
    .max(REVIEW_LIMITS.replyMax, REVIEW_MESSAGES.replyTooLong),
});
export type ReviewReplyInput = z.infer<typeof ZReviewReplyInputSchema>;

export const ZReviewHideInputSchema = z.object({
  reason: text({ label: 'Reason', multiline: true, message: REVIEW_MESSAGES.reasonRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.reasonRequired)
    .max(REVIEW_LIMITS.reasonMax, REVIEW_MESSAGES.reasonTooLong),
});
export type ReviewHideInput = z.infer<typeof ZReviewHideInputSchema>;

/** A reader's report of a review: the same reason and limit as a Q&A report. */
export const ZReviewReportInputSchema = z.object({
  reason: text({ label: 'Reason', multiline: true, message: REVIEW_MESSAGES.reportReason })
    .trim()
    .min(1, REVIEW_MESSAGES.reportReason)
    .max(REVIEW_LIMITS.reportReasonMax, REVIEW_MESSAGES.reportReasonTooLong),
});
export type ReviewReportInput = z.infer<typeof ZReviewReportInputSchema>;
export const ZReviewReportedResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** The learner's own review of a course, hidden or not. */
export const ZOwnReviewSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  hidden: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OwnReview = z.infer<typeof ZOwnReviewSchema>;

/** Whether the learner may write a review now, and if not, why (null when they may, or have one). */
export const ZMyReviewResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    review: ZOwnReviewSchema.nullable(),
    canReview: z.boolean(),
    reason: z.string().nullable(),
  }),
});
export type MyReviewResponse = z.infer<typeof ZMyReviewResponseSchema>;

export const ZOwnReviewResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ review: ZOwnReviewSchema }),
});
export const ZReviewDeletedResponseSchema = z.object({ success: z.literal(true), message: z.string() });

// ── The consoles ────────────────────────────────────────────────────────────────────────────────

/** `reported`: reviews with open reports, the most reported first (admins). */
export const REVIEW_VISIBILITIES = ['all', 'visible', 'hidden', 'reported'] as const;

export const ZConsoleReviewsQuerySchema = z.object({
  courseId: z.uuid({ message: REVIEW_MESSAGES.courseNotFound }).optional(),
  visibility: z.enum(REVIEW_VISIBILITIES).default('all'),
  page: z.coerce.number().int().min(1, 'Page must be 1 or more.').max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'Page size must be 1 or more.')
    .max(100, 'Page size must be at most 100.')
    .default(20),
});
export type ConsoleReviewsQuery = z.infer<typeof ZConsoleReviewsQuerySchema>;

export const ZConsoleReviewSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  name: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  /** Open reports of the review, with their reasons (admins; empty for instructors). */
  reports: z.array(z.object({ reason: z.string(), createdAt: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsoleReview = z.infer<typeof ZConsoleReviewSchema>;

export const ZConsoleReviewsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    items: z.array(ZConsoleReviewSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** How many reviews have open reports (admins; 0 for instructors): the console's "Reported" count. */
    reported: z.number().int(),
  }),
});
export type ConsoleReviewsResponse = z.infer<typeof ZConsoleReviewsResponseSchema>;

export const ZConsoleReviewResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ review: ZConsoleReviewSchema }),
});
