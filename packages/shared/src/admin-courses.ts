import { z } from 'zod';
import { pagedQuery, pageOf } from './admin.ts';
import {
  ADMIN_COURSE_MESSAGES,
  COURSE_IMAGE_KINDS,
  COURSE_LEVELS,
  COURSE_STATES,
  LECTURE_NOT_READY_REASONS,
  type LectureNotReady,
  ROADMAP_ICON_MESSAGE,
} from './admin-courses-constants.ts';
import { ZLectureTranscodeSchema } from './admin-media.ts';
import { courseRatingFields } from './catalogue.ts';
import { isShortEmoji } from './emoji.ts';
import { text } from './text.ts';
import { ZCourseTranslationsSchema, ZFaqTranslationsSchema } from './translations.ts';

/**
 * The admin console's course content calls (`/api/admin/courses`, `/api/admin/chapters`, `/api/admin/lectures`,
 * `/api/admin/instructors`): courses from draft to published, their chapters and lectures with uploaded media,
 * FAQs, roadmap and instructors. Money is in rupees at this edge; uploads are multipart/form-data.
 */

export {
  ADMIN_COURSE_MESSAGES,
  CATALOGUE_IMAGE_MAX_BYTES,
  COURSE_IMAGE_KINDS,
  COURSE_LEVELS,
  COURSE_STATES,
  type CourseState,
  DEFAULT_ROADMAP_ICON,
  formatBytes,
  LECTURE_CAPTIONS_MAX_BYTES,
  LECTURE_NOT_READY_REASONS,
  LECTURE_NOTES_MAX_BYTES,
  LECTURE_VIDEO_MAX_BYTES_DEFAULT,
  type LectureNotReady,
  type LectureNotReadyReason,
  ROADMAP_ICON_MESSAGE,
  UPLOAD_FIELDS,
} from './admin-courses-constants.ts';

const uuid = (message: string) => z.uuid({ message });

/** Rupees with at most two decimals, from ₹1 (a payment needs one) to ₹10,00,000. */
const rupees = (label: string) =>
  z
    .number({ message: `${label} must be a number.` })
    .min(1, `${label} must be at least ₹1.`)
    .max(1_000_000, `${label} must be at most ₹10,00,000.`)
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      `${label} takes at most two decimals.`,
    );

const line = (label: string, max: number) =>
  text({ label })
    .trim()
    .min(1, `${label} must not be empty.`)
    .max(max, `${label} must be at most ${max} characters.`);

const lines = (label: string) =>
  z
    .array(line(label, 300), { message: `${label} must be a list of lines.` })
    .max(30, `${label} takes at most 30 lines.`);

const paragraph = (label: string, max: number) =>
  text({ label, multiline: true }).trim().max(max, `${label} must be at most ${max} characters.`);

const courseFields = {
  title: text({ label: 'Title' })
    .trim()
    .min(3, 'Title must be at least 3 characters.')
    .max(150, 'Title must be at most 150 characters.'),
  subject: text({ label: 'Subject' })
    .trim()
    .min(2, 'Subject must be at least 2 characters.')
    .max(80, 'Subject must be at most 80 characters.'),
  realPrice: rupees('Price'),
  /** Null: sold at the full price. */
  discountedPrice: rupees('Discounted price').nullable(),
  level: z.enum(COURSE_LEVELS, { message: 'Level must be Beginner, Intermediate or Advanced.' }),
  /** Suggested pace, as the course page prints it beside the real video length, e.g. "8 weeks". */
  duration: text({ label: 'Duration' }).trim().max(60, 'Duration must be at most 60 characters.'),
  /**
   * When the discounted price ends: ISO 8601 with an offset, or a form's "YYYY-MM-DDTHH:mm", read as India time.
   * Null: a standing discount, no hours-left text.
   */
  saleEndsAt: z.preprocess(
    (value) =>
      typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)
        ? `${value}:00+05:30`
        : value,
    z.iso.datetime({ offset: true, message: 'Sale end must be a date and time.' }).nullable(),
  ),
  overview: paragraph('Overview', 5000),
  detailDescription: paragraph('Description', 10_000),
  /** The highlight lines of the course card, in order. */
  description: lines('Highlights'),
  whatYouWillLearn: lines("What you'll learn"),
  instructorId: uuid('Instructor not found').nullable(),
  /** The course's texts in other languages, all of them at once (an empty field shows the English one). */
  translations: ZCourseTranslationsSchema,
};

/** The rule between the two prices; on an update it is checked again against the stored course. */
export function priceProblem(prices: { realPrice?: number; discountedPrice?: number | null }) {
  if (
    prices.realPrice !== undefined &&
    prices.discountedPrice !== undefined &&
    prices.discountedPrice !== null &&
    prices.discountedPrice >= prices.realPrice
  ) {
    return ADMIN_COURSE_MESSAGES.discountNotBelowPrice;
  }
  return undefined;
}

/** A new course starts as a draft: hidden from learners until it is published. */
export const ZCreateCourseRequestSchema = z
  .object({
    title: courseFields.title,
    subject: courseFields.subject,
    realPrice: courseFields.realPrice,
    discountedPrice: courseFields.discountedPrice.default(null),
    level: courseFields.level.default('Beginner'),
    duration: courseFields.duration.default(''),
    overview: courseFields.overview.default(''),
    detailDescription: courseFields.detailDescription.default(''),
    description: courseFields.description.default([]),
    whatYouWillLearn: courseFields.whatYouWillLearn.default([]),
    instructorId: courseFields.instructorId.default(null),
    saleEndsAt: courseFields.saleEndsAt.default(null),
    /** Shown in the catalogue as 'coming soon' (not for sale) once published. */
    comingSoon: z.boolean({ message: 'Coming soon must be true or false.' }).default(false),
    /** 'programme': a placement programme, sold from the placement page and kept out of the catalogue. */
    kind: z
      .enum(['course', 'programme'], { message: "Kind must be 'course' or 'programme'." })
      .default('course'),
  })
  .superRefine((course, context) => {
    const problem = priceProblem(course);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['discountedPrice'] });
  });
export type CreateCourseRequest = z.infer<typeof ZCreateCourseRequestSchema>;

/** Any subset of the course's fields; lists (highlights, what you'll learn) are replaced whole, in order. */
export const ZUpdateCourseRequestSchema = z
  .object(courseFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change.')
  .superRefine((patch, context) => {
    const problem = priceProblem(patch);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: ['discountedPrice'] });
  });
export type UpdateCourseRequest = z.infer<typeof ZUpdateCourseRequestSchema>;

export const ZComingSoonRequestSchema = z.object({
  comingSoon: z.boolean({ message: 'Coming soon must be true or false.' }),
});

/** No body, or `publishAnyway: false`: a course with lectures not ready is refused (409) and they are listed. */
export const ZPublishCourseRequestSchema = z
  .object({ publishAnyway: z.boolean({ message: 'Publish anyway must be true or false.' }).optional() })
  // Fastify hands a route without a body `null`.
  .nullish();
export type PublishCourseRequest = z.infer<typeof ZPublishCourseRequestSchema>;

export const ZLectureNotReadySchema = z.object({
  lectureId: z.string(),
  chapterId: z.string(),
  chapter: z.string(),
  title: z.string(),
  reason: z.enum(LECTURE_NOT_READY_REASONS),
  detail: z.string().nullable(),
}) satisfies z.ZodType<LectureNotReady>;

/**
 * 409 from publish: `lectures` not ready, for the console to list before it publishes anyway; without them when
 * publishing cannot happen at all (a deleted course, or one with no lecture).
 */
export const ZPublishConflictSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  lectures: z.array(ZLectureNotReadySchema).optional(),
});

export const ZCourseParamsSchema = z.object({ courseId: uuid(ADMIN_COURSE_MESSAGES.courseMissing) });
export const ZCourseImageParamsSchema = ZCourseParamsSchema.extend({
  image: z.enum(COURSE_IMAGE_KINDS, { message: 'Image must be thumbnail or cover.' }),
});
export const ZChapterParamsSchema = z.object({ chapterId: uuid(ADMIN_COURSE_MESSAGES.chapterMissing) });
export const ZLectureParamsSchema = z.object({ lectureId: uuid(ADMIN_COURSE_MESSAGES.lectureMissing) });
export const ZInstructorParamsSchema = z.object({
  instructorId: uuid(ADMIN_COURSE_MESSAGES.instructorMissing),
});

export const ZAdminCoursesQuerySchema = pagedQuery(['createdAt', 'updatedAt', 'title'] as const).extend({
  /** Leave out for every course but the deleted ones; 'all' includes those too. */
  state: z
    .enum([...COURSE_STATES, 'all'], { message: 'State must be draft, published, deleted or all.' })
    .optional(),
  instructorId: uuid('Instructor not found').optional(),
  /** Only courses, or only placement programmes. */
  kind: z.enum(['course', 'programme'], { message: "Kind must be 'course' or 'programme'." }).optional(),
});
export type AdminCoursesQuery = z.infer<typeof ZAdminCoursesQuerySchema>;

// ── Chapters and lectures ───────────────────────────────────────────────────────────────────────

export const ZChapterRequestSchema = z.object({ name: line('Chapter name', 150) });

const uniqueIds = (label: string, message: string) =>
  z
    .array(uuid(message), { message: `${label} must be a list of ids.` })
    .max(500, `${label} takes at most 500 ids.`)
    .refine((ids) => new Set(ids).size === ids.length, `${label} names an id more than once.`);

/** The course's chapters, every one of them, in their new order. */
export const ZChapterOrderRequestSchema = z.object({
  chapterIds: uniqueIds('Chapter ids', ADMIN_COURSE_MESSAGES.chapterMissing),
});

/**
 * The chapter's lectures in their new order: every lecture it has now, plus any lecture of another chapter of
 * the same course that moves here.
 */
export const ZLectureOrderRequestSchema = z.object({
  lectureIds: uniqueIds('Lecture ids', ADMIN_COURSE_MESSAGES.lectureMissing),
});

const lectureFields = {
  title: line('Lecture title', 200),
  /** Free lectures play for every visitor (the course page's preview); the rest only for enrolled learners. */
  free: z.boolean({ message: 'Free must be true or false.' }),
};
export const ZCreateLectureRequestSchema = z.object({
  title: lectureFields.title,
  free: lectureFields.free.default(false),
});
export const ZUpdateLectureRequestSchema = z
  .object(lectureFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change.');
export type UpdateLectureRequest = z.infer<typeof ZUpdateLectureRequestSchema>;

// ── FAQs and roadmap ────────────────────────────────────────────────────────────────────────────

export const ZFaqsRequestSchema = z.object({
  faqs: z
    .array(
      z.object({
        question: line('Question', 300),
        answer: paragraph('Answer', 3000).min(1, 'Answer must not be empty.'),
        /** The FAQ in other languages (question and answer together); left out: English only. */
        translations: ZFaqTranslationsSchema.optional(),
      }),
      { message: 'FAQs must be a list.' },
    )
    .max(50, 'A course takes at most 50 FAQs.'),
});
export type FaqsRequest = z.infer<typeof ZFaqsRequestSchema>;

export const ZRoadmapRequestSchema = z.object({
  steps: z
    .array(
      z.object({
        title: line('Step title', 100),
        description: paragraph('Step description', 500).min(1, 'Step description must not be empty.'),
        /** One or two emoji, stored and answered as typed (contract.md: clients print it in a circle). */
        icon: text({ label: 'Icon', message: ROADMAP_ICON_MESSAGE })
          .trim()
          .refine(isShortEmoji, ROADMAP_ICON_MESSAGE),
      }),
      { message: 'Steps must be a list.' },
    )
    .max(20, 'A roadmap takes at most 20 steps.'),
});
export type RoadmapRequest = z.infer<typeof ZRoadmapRequestSchema>;

// ── Instructors ─────────────────────────────────────────────────────────────────────────────────

const instructorFields = {
  name: text({ label: 'Name' })
    .trim()
    .min(2, 'Name must be at least 2 characters.')
    .max(100, 'Name must be at most 100 characters.'),
  designation: text({ label: 'Designation' }).trim().max(150, 'Designation must be at most 150 characters.'),
  description: paragraph('About', 3000),
};
export const ZCreateInstructorRequestSchema = z.object({
  name: instructorFields.name,
  designation: instructorFields.designation.default(''),
  description: instructorFields.description.default(''),
});
export type CreateInstructorRequest = z.infer<typeof ZCreateInstructorRequestSchema>;
export const ZUpdateInstructorRequestSchema = z
  .object(instructorFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change.');
export type UpdateInstructorRequest = z.infer<typeof ZUpdateInstructorRequestSchema>;

export const ZAdminInstructorsQuerySchema = pagedQuery(['name', 'createdAt'] as const).extend({
  /** 'true': only profiles no account teaches as yet (what the role editor offers). */
  unlinked: z.enum(['true', 'false'], { message: 'Unlinked must be true or false.' }).optional(),
});
export type AdminInstructorsQuery = z.infer<typeof ZAdminInstructorsQuerySchema>;

// ── Answers ─────────────────────────────────────────────────────────────────────────────────────

export const ZAdminInstructorSchema = z.object({
  id: z.string(),
  name: z.string(),
  designation: z.string(),
  description: z.string(),
  profilePhoto: z.string(),
  /** Courses (not deleted) that name this instructor. */
  courseCount: z.number().int(),
  /** The account that teaches as this profile, if any (one at most). */
  account: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminInstructor = z.infer<typeof ZAdminInstructorSchema>;
export const ZAdminInstructorsResponseSchema = pageOf(ZAdminInstructorSchema);
export const ZAdminInstructorResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZAdminInstructorSchema,
});

export const ZAdminCourseSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  subject: z.string(),
  /** The catalogue's own status: 'published' (on sale) or 'coming soon'. */
  status: z.string(),
  comingSoon: z.boolean(),
  /** 'course', or 'programme' (a placement programme). */
  kind: z.enum(['course', 'programme']),
  state: z.enum(COURSE_STATES),
  thumbnail: z.string(),
  coverPhoto: z.string(),
  realPrice: z.number(),
  discountedPrice: z.number().nullable(),
  level: z.string(),
  totalLecture: z.number().int(),
  instructor: z.object({ id: z.string(), name: z.string() }).nullable(),
  publishedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCourseSummary = z.infer<typeof ZAdminCourseSummarySchema>;
export const ZAdminCoursesResponseSchema = pageOf(ZAdminCourseSummarySchema);

export const ZAdminLectureSchema = z.object({
  id: z.string(),
  chapterId: z.string(),
  title: z.string(),
  free: z.boolean(),
  /** "mm:ss", from the uploaded video. */
  duration: z.string(),
  durationSeconds: z.number().nullable(),
  position: z.number().int(),
  hasVideo: z.boolean(),
  hasNotes: z.boolean(),
  hasCaptions: z.boolean(),
  /** The latest transcode to adaptive streaming: null when the video was never queued (or there is none). */
  transcode: ZLectureTranscodeSchema.nullable(),
});
export type AdminLecture = z.infer<typeof ZAdminLectureSchema>;

export const ZAdminChapterSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The length of its lectures' videos, e.g. "4m 12s". */
  duration: z.string(),
  position: z.number().int(),
  lectures: z.array(ZAdminLectureSchema),
});
export type AdminChapter = z.infer<typeof ZAdminChapterSchema>;

export const ZAdminCourseDetailSchema = ZAdminCourseSummarySchema.extend({
  overview: z.string(),
  detailDescription: z.string(),
  description: z.array(z.string()),
  whatYouWillLearn: z.array(z.string()),
  duration: z.string(),
  saleEndsAt: z.string().nullable(),
  ...courseRatingFields,
  certificateImage: z.string().nullable(),
  instructor: ZAdminInstructorSchema.pick({
    id: true,
    name: true,
    designation: true,
    profilePhoto: true,
  }).nullable(),
  chapters: z.array(ZAdminChapterSchema),
  /** The course's texts in other languages, as the console edits them. */
  translations: ZCourseTranslationsSchema,
  faqs: z.array(
    z.object({
      id: z.string(),
      question: z.string(),
      answer: z.string(),
      translations: ZFaqTranslationsSchema,
    }),
  ),
  roadmap: z.array(
    z.object({ id: z.string(), title: z.string(), description: z.string(), icon: z.string() }),
  ),
});
export type AdminCourseDetail = z.infer<typeof ZAdminCourseDetailSchema>;

export const ZAdminCourseDetailResponseSchema = z.object({
  success: z.literal(true),
  data: ZAdminCourseDetailSchema,
});
export const ZAdminCourseResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZAdminCourseDetailSchema,
});
export const ZAdminChapterResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZAdminChapterSchema,
});
export const ZAdminChaptersResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(ZAdminChapterSchema),
});
export const ZAdminLectureResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZAdminLectureSchema,
});
export const ZAdminMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
