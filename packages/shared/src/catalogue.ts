import { z } from 'zod';
import { text } from './text.ts';

export const ZInstructorSchema = z.object({
  name: z.string(),
  designation: z.string(),
  description: z.string(),
  profilePhoto: z.string(),
});
export type Instructor = z.infer<typeof ZInstructorSchema>;

/** One course as the catalogue lists it. Prices are rupees at the API edge (stored as paise). */
export const ZCourseSummarySchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  subject: z.string(),
  status: z.string().nullable(),
  thumbnail: z.string(),
  coverPhoto: z.string(),
  /** Mean rating of the course's reviews, one decimal; 0 with no reviews. */
  review: z.number(),
  /** Number of reviews behind `review`; cards show stars only when it is above 0. */
  reviewCount: z.number().int(),
  description: z.array(z.string()),
  realPrice: z.number(),
  discountedPrice: z.number().nullable(),
  /** What the learner pays: the discounted price, else the real price. */
  price: z.number(),
  duration: z.string(),
  /** 'Beginner', 'Intermediate' or 'Advanced'. */
  level: z.string(),
  totalLecture: z.number().int(),
  students: z.number().int(),
  instructor: ZInstructorSchema.nullable(),
});
export type CourseSummary = z.infer<typeof ZCourseSummarySchema>;

export const ZGetCoursesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ZCourseSummarySchema),
});
export type GetCoursesResponse = z.infer<typeof ZGetCoursesResponseSchema>;

export const ZCourseIdRequestSchema = z.object({
  courseId: z.uuid({ message: 'Please choose a valid course' }),
});

export const ZLectureOutlineSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  duration: z.string(),
  free: z.boolean(),
  /** Spec: free lectures show 'Preview', the rest 'Locked'. */
  preview: z.boolean(),
  locked: z.boolean(),
  /** A free lecture's preview stream (absolute URL, HTTP Range supported); locked lectures carry no media URL. */
  videoUrl: z.string().optional(),
  /** The preview's WebVTT captions (absolute URL), when it has them. */
  captionsUrl: z.string().optional(),
});
export type LectureOutline = z.infer<typeof ZLectureOutlineSchema>;

export const ZChapterOutlineSchema = z.object({
  _id: z.string(),
  name: z.string(),
  duration: z.string(),
  lectures: z.array(ZLectureOutlineSchema),
});
export type ChapterOutline = z.infer<typeof ZChapterOutlineSchema>;

export const ZFaqSchema = z.object({ _id: z.string(), question: z.string(), answer: z.string() });

export const ZCourseDetailsSchema = ZCourseSummarySchema.extend({
  detailDescription: z.string(),
  overview: z.string(),
  whatYouWillLearn: z.array(z.string()),
  chapters: z.array(ZChapterOutlineSchema),
  faq: z.array(ZFaqSchema),
  moduleCount: z.number().int(),
  certificateImage: z.string().nullable(),
});
export type CourseDetails = z.infer<typeof ZCourseDetailsSchema>;

export const ZGetCourseDetailsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ details: ZCourseDetailsSchema }),
});

export const ZRoadmapStepSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
});
export const ZGetRoadmapResponseSchema = z.object({
  success: z.literal(true),
  roadmaps: z.array(ZRoadmapStepSchema),
});

export const ZReviewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  comment: z.string(),
  rating: z.number().int(),
  updatedAt: z.string(),
  date: z.string(),
});
export type Review = z.infer<typeof ZReviewSchema>;
export const ZGetReviewsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ review: z.array(ZReviewSchema) }),
});

export const ZCertificateRequestSchema = z.object({
  id: z.uuid({ message: 'Please choose a valid course' }),
});
export const ZGetCertificateResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    certificateImage: z.object({ certificateImage: z.string(), alt: z.string() }),
  }),
});

/** The add-on price of one description line (null where the line is not sold on its own). */
export const ZPlacementItemPriceSchema = z.object({
  realPrice: z.number().nullable(),
  price: z.number().nullable(),
});
export const ZPlacementCourseSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  subject: z.string(),
  coverPhoto: z.string(),
  /** What the course covers, one line each (contract.md: strings). */
  description: z.array(z.string()),
  /** The prices of the description lines sold as add-ons, in the same order as `description`. */
  descriptionPrices: z.array(ZPlacementItemPriceSchema),
  realPrice: z.number(),
  discountedPrice: z.number().nullable(),
  price: z.number(),
  review: z.number().int(),
  level: z.string(),
  instructor: z.object({ name: z.string() }),
  status: z.string().nullable(),
});
export type PlacementCourse = z.infer<typeof ZPlacementCourseSchema>;
export const ZGetPlacementResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ placementPreparation: z.array(ZPlacementCourseSchema) }),
});

export const SEARCH_SCOPES = ['courses', 'placement', 'internship', 'all'] as const;
export const ZSearchQuerySchema = z.object({
  keyword: text({ label: 'Search text' }).trim().max(100, 'Search text is too long').default(''),
  /** Scope: catalogue courses (default), placement courses, open positions ('internship'), or all of them. */
  flag: z.enum(SEARCH_SCOPES).default('courses'),
});
export const ZSearchItemSchema = z.object({
  _id: z.string(),
  id: z.string(),
  kind: z.enum(['course', 'placement', 'position']),
  title: z.string(),
  subject: z.string(),
  thumbnail: z.string(),
  description: z.array(z.string()),
  price: z.number(),
  realPrice: z.number(),
  discountedPrice: z.number().nullable(),
  review: z.number(),
  reviewCount: z.number().int(),
  status: z.string().nullable(),
});
export type SearchItem = z.infer<typeof ZSearchItemSchema>;
export const ZSearchResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ items: z.array(ZSearchItemSchema) }),
});

export const ZSuggestionsQuerySchema = z.object({
  keyword: text({ label: 'Search text' }).trim().max(100, 'Search text is too long').default(''),
});
/** Suggestions are course titles (contract.md); choosing one searches for it. */
export const ZSuggestionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ suggestions: z.array(z.string()) }),
});
