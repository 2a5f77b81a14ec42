import { z } from 'zod';
import { PRACTICE_TOPICS } from './practice-constants.ts';

/**
 * Placement programmes: a course of kind 'programme', sold through the same cart, coupons, orders and invoices
 * as a course, whose enrolment opens its mock tests, practice topics and live sessions.
 */

export const PROGRAMME_NOT_FOUND = 'Programme not found';

export const ZProgrammeParamsSchema = z.object({
  programmeId: z.uuid({ message: PROGRAMME_NOT_FOUND }),
});

export const ZProgrammeMockTestSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  questionCount: z.number().int(),
  durationSeconds: z.number().int(),
});

export const ZProgrammeTopicSchema = z.object({
  topic: z.enum(PRACTICE_TOPICS),
  label: z.string(),
});

/** A course the programme includes: its learners get the course too. */
export const ZProgrammeCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  subject: z.string(),
  thumbnail: z.string(),
  totalLecture: z.number().int(),
});
export type ProgrammeCourse = z.infer<typeof ZProgrammeCourseSchema>;

export const ZProgrammeDetailsSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  subject: z.string(),
  /** 'published' or 'coming soon' (a coming-soon programme is not sold yet). */
  status: z.string().nullable(),
  thumbnail: z.string(),
  coverPhoto: z.string(),
  /** The programme's points, one line each. */
  description: z.array(z.string()),
  detailDescription: z.string(),
  duration: z.string(),
  level: z.string(),
  realPrice: z.number(),
  discountedPrice: z.number().nullable(),
  /** What the learner pays, GST included (as every course price). */
  price: z.number(),
  /** The line the page prints under the price. */
  gstNote: z.string(),
  mockTests: z.array(ZProgrammeMockTestSchema),
  topics: z.array(ZProgrammeTopicSchema),
  /** The published courses it includes, in the programme's order. */
  courses: z.array(ZProgrammeCourseSchema),
  /** Live sessions scheduled on the programme that have not ended. */
  liveSessionCount: z.number().int(),
  /** The viewer holds an active enrolment (false for a visitor). */
  isPurchased: z.boolean(),
});
export type ProgrammeDetails = z.infer<typeof ZProgrammeDetailsSchema>;
/** A programme on sale as a list shows it (the wishlist): what a course card shows, and where it leads. */
export const ZProgrammeSummarySchema = ZProgrammeDetailsSchema.pick({
  _id: true,
  id: true,
  title: true,
  subject: true,
  status: true,
  thumbnail: true,
  duration: true,
  realPrice: true,
  discountedPrice: true,
  price: true,
});
export type ProgrammeSummary = z.infer<typeof ZProgrammeSummarySchema>;

export const PROGRAMMES_BY_ID_MAX = 50;

/** The programmes on sale, or only those named by `id` (repeatable); unknown or unpublished ids are left out. */
export const ZProgrammesQuerySchema = z.object({
  id: z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z
      .array(z.uuid({ message: PROGRAMME_NOT_FOUND }))
      .max(PROGRAMMES_BY_ID_MAX, `At most ${PROGRAMMES_BY_ID_MAX} programmes at a time.`),
  ),
});
export const ZProgrammesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ programmes: z.array(ZProgrammeSummarySchema) }),
});

export const ZProgrammeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ programme: ZProgrammeDetailsSchema }),
});

// ── Admin: what a programme unlocks ───────────────────────────────────────────────────────────────

export const ZProgrammeContentsSchema = z.object({
  programmeId: z.string(),
  /** Mock tests whose `required_course_id` is this programme. */
  mockTestIds: z.array(z.string()),
  topics: z.array(z.enum(PRACTICE_TOPICS)),
  /** The courses it includes, in order (drafts too). */
  courseIds: z.array(z.string()),
  /** The same courses with their titles, for the console's list. */
  courses: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type ProgrammeContents = z.infer<typeof ZProgrammeContentsSchema>;

export const ZUpdateProgrammeContentsRequestSchema = z.object({
  mockTestIds: z
    .array(z.uuid({ message: 'Mock test not found' }), { message: 'Mock tests must be a list.' })
    .max(50, 'A programme takes at most 50 mock tests.'),
  topics: z
    .array(z.enum(PRACTICE_TOPICS, { message: 'Choose a topic from the list.' }), {
      message: 'Topics must be a list.',
    })
    .max(PRACTICE_TOPICS.length),
  /** The courses it includes, in order; left out, they stay as they are. */
  courseIds: z
    .array(z.uuid({ message: 'Course not found' }), { message: 'Courses must be a list.' })
    .max(30, 'A programme includes at most 30 courses.')
    .optional(),
});
export type UpdateProgrammeContentsRequest = z.infer<typeof ZUpdateProgrammeContentsRequestSchema>;

export const ZProgrammeContentsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: ZProgrammeContentsSchema,
});

/** What a learner meets at a topic only a programme opens. */
export const topicLockedMessage = (programmeTitles: string[]) =>
  `This topic comes with ${programmeTitles.length > 1 ? 'the programmes' : 'the programme'} ${programmeTitles.join(', ')}. Enrol to practise it.`;

export const ZPlacementCardParamsSchema = z.object({
  placementCourseId: z.uuid({ message: 'Placement course not found' }),
});
export const ZLinkPlacementProgrammeRequestSchema = z.object({
  /** null: the card sells nothing and keeps 'Coming soon!!!'. */
  programmeId: z.uuid({ message: PROGRAMME_NOT_FOUND }).nullable(),
});
export const ZLinkPlacementProgrammeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.string(), programmeId: z.string().nullable(), status: z.string() }),
});
