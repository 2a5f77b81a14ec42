import { z } from 'zod';
import {
  QA_ANSWER_MAX,
  QA_AT_MAX_SECONDS,
  QA_BODY_MAX,
  QA_FILTERS,
  QA_HIDE_REASON_MAX,
  QA_MESSAGES,
  QA_PAGE_SIZE,
  QA_POST_KINDS,
  QA_REPORT_REASON_MAX,
  QA_TITLE_MAX,
  QA_TITLE_MIN,
} from './qa-constants.ts';
import { text } from './text.ts';

export * from './qa-constants.ts';

const title = text({ label: 'Title', message: QA_MESSAGES.title })
  .trim()
  .min(1, QA_MESSAGES.title)
  .min(QA_TITLE_MIN, QA_MESSAGES.titleShort)
  .max(QA_TITLE_MAX, QA_MESSAGES.titleLong);
const body = text({ label: 'Question', multiline: true, message: QA_MESSAGES.body })
  .trim()
  .min(1, QA_MESSAGES.body)
  .max(QA_BODY_MAX, QA_MESSAGES.bodyLong);
const answerBody = text({ label: 'Answer', multiline: true, message: QA_MESSAGES.answer })
  .trim()
  .min(1, QA_MESSAGES.answer)
  .max(QA_ANSWER_MAX, QA_MESSAGES.answerLong);
const uuid = (message: string) => z.uuid({ message });

export const ZAskQuestionRequestSchema = z.object({
  lectureId: uuid(QA_MESSAGES.lectureNotFound),
  title,
  body,
  /** Seconds into the lecture; null or absent when the question is not about a moment. */
  at: z
    .number({ message: QA_MESSAGES.at })
    .int(QA_MESSAGES.at)
    .min(0, QA_MESSAGES.at)
    .max(QA_AT_MAX_SECONDS, QA_MESSAGES.at)
    .nullable()
    .optional(),
});
export type AskQuestionRequest = z.input<typeof ZAskQuestionRequestSchema>;

export const ZAnswerRequestSchema = z.object({ body: answerBody });
export type AnswerRequest = z.input<typeof ZAnswerRequestSchema>;

export const ZReportRequestSchema = z.object({
  reason: text({ label: 'Reason', message: QA_MESSAGES.reason })
    .trim()
    .min(1, QA_MESSAGES.reason)
    .max(QA_REPORT_REASON_MAX, QA_MESSAGES.reasonLong),
});
export const ZHideRequestSchema = z.object({
  reason: text({ label: 'Reason' }).trim().max(QA_HIDE_REASON_MAX).default(''),
});

export const ZQaCourseParamsSchema = z.object({ courseId: uuid(QA_MESSAGES.courseNotFound) });
export const ZQaQuestionParamsSchema = z.object({ questionId: uuid(QA_MESSAGES.questionNotFound) });
export const ZQaAnswerParamsSchema = z.object({ answerId: uuid(QA_MESSAGES.answerNotFound) });
export const ZQaPostParamsSchema = z.object({
  kind: z.enum(QA_POST_KINDS),
  postId: uuid(QA_MESSAGES.questionNotFound),
});

const page = z.coerce.number().int().min(1, 'Page must be 1 or more.').max(100_000).default(1);

export const ZQaListQuerySchema = z.object({
  /** One lecture's questions; absent for the whole course. */
  lectureId: uuid(QA_MESSAGES.lectureNotFound).optional(),
  q: text({ label: 'Search' }).trim().max(100).optional(),
  filter: z.enum(QA_FILTERS).default('all'),
  page,
  pageSize: z.coerce.number().int().min(1).max(50).default(QA_PAGE_SIZE),
});
export type QaListQuery = z.input<typeof ZQaListQuerySchema>;

export const ZQaSimilarQuerySchema = z.object({
  title: text({ label: 'Title' }).trim().min(1, QA_MESSAGES.title).max(QA_TITLE_MAX, QA_MESSAGES.titleLong),
});
export const ZQaPageQuerySchema = z.object({ page });

const ZAuthorSchema = z.object({ id: z.string().nullable(), name: z.string(), staff: z.boolean() });

export const ZQaQuestionSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  lectureId: z.string(),
  lectureTitle: z.string(),
  author: ZAuthorSchema,
  title: z.string(),
  body: z.string(),
  at: z.number().int().nullable(),
  pinned: z.boolean(),
  answerCount: z.number().int(),
  accepted: z.boolean(),
  upvotes: z.number().int(),
  upvoted: z.boolean(),
  following: z.boolean(),
  mine: z.boolean(),
  hidden: z.boolean(),
  createdAt: z.string(),
});
export const ZQaAnswerSchema = z.object({
  id: z.string(),
  questionId: z.string(),
  author: ZAuthorSchema,
  body: z.string(),
  accepted: z.boolean(),
  upvotes: z.number().int(),
  upvoted: z.boolean(),
  mine: z.boolean(),
  hidden: z.boolean(),
  createdAt: z.string(),
});

const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const ZQaListResponseSchema = z.object({
  success: z.literal(true),
  data: paged(ZQaQuestionSchema).extend({
    /** Whether the caller may ask and answer here (a visitor reading a free lecture's Q&A may not). */
    canPost: z.boolean(),
    /** Whether the caller may accept and pin (the course's instructor, admins). */
    staff: z.boolean(),
  }),
});
export type QaListResponse = z.infer<typeof ZQaListResponseSchema>;

export const ZQaSimilarResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    questions: z.array(z.object({ id: z.string(), title: z.string(), answerCount: z.number().int() })),
  }),
});
export type QaSimilarResponse = z.infer<typeof ZQaSimilarResponseSchema>;

export const ZQaThreadResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    question: ZQaQuestionSchema,
    answers: z.array(ZQaAnswerSchema),
    canPost: z.boolean(),
    staff: z.boolean(),
  }),
});
export type QaThreadResponse = z.infer<typeof ZQaThreadResponseSchema>;

export const ZQaQuestionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZQaQuestionSchema,
});
export const ZQaAnswerResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZQaAnswerSchema,
});
export const ZQaToggleResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ on: z.boolean(), count: z.number().int() }),
});
export type QaToggleResponse = z.infer<typeof ZQaToggleResponseSchema>;
export const ZQaMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** The instructor's inbox: unanswered questions of their courses, oldest first. */
export const ZQaInboxResponseSchema = z.object({
  success: z.literal(true),
  data: paged(ZQaQuestionSchema.extend({ courseTitle: z.string() })),
});
export type QaInboxResponse = z.infer<typeof ZQaInboxResponseSchema>;

export const ZQaReportedPostSchema = z.object({
  kind: z.enum(QA_POST_KINDS),
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  questionId: z.string(),
  title: z.string(),
  body: z.string(),
  authorName: z.string(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  reports: z.array(z.object({ reason: z.string(), createdAt: z.string() })),
});
export type QaReportedPost = z.infer<typeof ZQaReportedPostSchema>;
export const ZQaModerationResponseSchema = z.object({
  success: z.literal(true),
  data: paged(ZQaReportedPostSchema),
});
export type QaModerationResponse = z.infer<typeof ZQaModerationResponseSchema>;
