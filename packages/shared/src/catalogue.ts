import { z } from 'zod';
import { RATING_STARS } from './constants.ts';
import { displayedStars, parsePriceRange } from './course-filters.ts';
import { text } from './text.ts';

export const ZInstructorSchema = z.object({
  name: z.string(),
  designation: z.string(),
  description: z.string(),
  profilePhoto: z.string(),
});
export type Instructor = z.infer<typeof ZInstructorSchema>;

/**
 * A course's rating as every response carries it. spec §3 makes `review` a whole-number star rating (clients
 * draw `[...Array(review)]` stars), so it is the mean rounded up, 0 to 5, and 0 without ratings; the exact mean
 * and how many ratings it averages travel beside it, for '4.6 (128 ratings)'.
 */
export const ZStarsSchema = z.number().int().min(0).max(RATING_STARS);
export const courseRatingFields = {
  review: ZStarsSchema,
  /** Mean of the ratings, one decimal; 0 with none. */
  rating: z.number().min(0).max(RATING_STARS),
  /** Ratings behind `rating`; cards draw no stars when it is 0. */
  ratingCount: z.number().int().min(0),
};
export type CourseRating = { review: number; rating: number; ratingCount: number };

/** The response fields of a stored mean and count (the `courses.review` and `review_count` columns). */
export function courseRating(mean: number, count: number): CourseRating {
  if (!(count > 0) || !Number.isFinite(mean)) return { review: 0, rating: 0, ratingCount: 0 };
  const rating = Math.min(RATING_STARS, Math.max(0, mean));
  return { review: displayedStars(rating), rating, ratingCount: count };
}

/** One course as the catalogue lists it. Prices are rupees at the API edge (stored as paise). */
export const ZCourseSummarySchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  subject: z.string(),
  status: z.string().nullable(),
  thumbnail: z.string(),
  coverPhoto: z.string(),
  ...courseRatingFields,
  description: z.array(z.string()),
  realPrice: z.number(),
  discountedPrice: z.number().nullable(),
  /** What the learner pays: the discounted price, else the real price. */
  price: z.number(),
  /** When the sale price ends (ISO 8601), if an admin set an end time; null for a standing price. */
  saleEndsAt: z.string().nullable(),
  /** Length of video, summed from the lectures' real lengths ("1h 20m", "4m 12s"); empty while unknown. */
  duration: z.string(),
  videoSeconds: z.number().int(),
  /** Suggested pace, as the course's admin wrote it ("4 weeks"); may be empty. */
  pace: z.string(),
  /** 'Beginner', 'Intermediate' or 'Advanced'. */
  level: z.string(),
  totalLecture: z.number().int(),
  /** Active enrolments of open accounts, counted. */
  students: z.number().int(),
  instructor: ZInstructorSchema.nullable(),
});
export type CourseSummary = z.infer<typeof ZCourseSummarySchema>;

export const ZGetCoursesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ZCourseSummarySchema),
});
export type GetCoursesResponse = z.infer<typeof ZGetCoursesResponseSchema>;

/** Cards on one page of the catalogue (`GET /api/courses/catalogue`), and the most one request may ask for. */
export const CATALOGUE_PAGE_SIZE = 12;
export const CATALOGUE_PAGE_MAX = 60;

/** A query key that may repeat (`?review=5&review=4`) arrives as a string or an array; both read as an array. */
const repeated = <T extends z.ZodType>(item: T, max: number, label: string) =>
  z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(item).max(max, `Too many ${label}`),
  );

/**
 * One page of the catalogue, filtered and searched on the server: the query keys are the catalogue page's own
 * URL keys (`CATALOGUE_QUERY_KEYS`), so a shared /courses link and its API request say the same thing.
 */
export const ZCataloguePageQuerySchema = z.object({
  category: text({ label: 'Category' }).trim().max(60, 'Category is too long').default(''),
  q: text({ label: 'Search text' }).trim().max(100, 'Search text is too long').default(''),
  instructor: repeated(
    text({ label: 'Instructor' }).trim().min(1, 'Instructor is empty').max(100, 'Instructor is too long'),
    20,
    'instructors',
  ),
  review: repeated(
    z.coerce
      .number({ message: 'Review must be a star count' })
      .int('Review must be a star count')
      .min(1, 'Review must be a star count')
      .max(RATING_STARS, 'Review must be a star count'),
    RATING_STARS,
    'reviews',
  ),
  price: repeated(
    z.string().refine((range) => parsePriceRange(range) !== null, "Price must be a range 'low - high'"),
    10,
    'price ranges',
  ),
  /** Only these courses (a wishlist, an order's items): at most one page's worth per request. */
  id: repeated(z.uuid({ message: 'Please choose a valid course' }), CATALOGUE_PAGE_MAX, 'courses'),
  offset: z.coerce
    .number({ message: 'Offset must be a whole number' })
    .int('Offset must be a whole number')
    .min(0, 'Offset must be a whole number')
    .max(1_000_000, 'Offset is too large')
    .default(0),
  limit: z.coerce
    .number({ message: 'Limit must be a whole number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(CATALOGUE_PAGE_MAX, `Limit must be at most ${CATALOGUE_PAGE_MAX}`)
    .default(CATALOGUE_PAGE_SIZE),
});
export type CataloguePageQuery = z.infer<typeof ZCataloguePageQuerySchema>;

export const ZCataloguePageResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** This page's courses, coming-soon courses last, in catalogue (or search-rank) order. */
    courses: z.array(ZCourseSummarySchema),
    /** How many courses match the whole query, across all pages. */
    total: z.number().int(),
    /** Every instructor of the catalogue, once each: the filter panel's choices. */
    instructors: z.array(z.string()),
  }),
});
export type CataloguePage = z.infer<typeof ZCataloguePageResponseSchema>['data'];

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
  /** What the course really includes beyond video: upcoming live sessions, projects with personal feedback. */
  includes: z.object({ liveSessions: z.boolean(), projects: z.boolean() }),
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
  /** One or two emoji (`isShortEmoji`), printed inside the step's circle; never an image URL or a word. */
  icon: z.string(),
});
export type RoadmapStep = z.infer<typeof ZRoadmapStepSchema>;
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
  /** The course instructor's reply, plain text; null without one. */
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
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
  /** A placement topic (`PLACEMENT_TOPICS`): the placement page's tab is it in upper case. */
  subject: z.string(),
  coverPhoto: z.string(),
  /** What the course covers, one line each (contract.md: strings). */
  description: z.array(z.string()),
  /** The prices of the description lines sold as add-ons, in the same order as `description`. */
  descriptionPrices: z.array(ZPlacementItemPriceSchema),
  realPrice: z.number(),
  discountedPrice: z.number().nullable(),
  price: z.number(),
  /** The star rating an admin gives a placement course (whole stars, 0 to 5). */
  review: ZStarsSchema,
  level: z.string(),
  instructor: z.object({ name: z.string() }),
  status: z.string().nullable(),
  /** The placement programme the card sells (its page is /placement/{programmeId}); null: nothing on sale. */
  programmeId: z.string().nullable(),
  /** The card keeps the spec's 'Coming soon!!!' button: it is 'coming soon' or sells no programme. */
  comingSoon: z.boolean(),
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
/** The card fields of a catalogue course or an open position among search results. */
const searchCardFields = {
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  subject: z.string(),
  thumbnail: z.string(),
  description: z.array(z.string()),
  price: z.number(),
  realPrice: z.number(),
  discountedPrice: z.number().nullable(),
  ...courseRatingFields,
  status: z.string().nullable(),
};
export const ZCourseSearchItemSchema = z.object({ ...searchCardFields, kind: z.literal('course') });
/**
 * A placement course among search results (flag=placement): every field the placement list gives it
 * (`ZPlacementCourseSchema`: coverPhoto, review, the prices, instructor, status…), so a client draws the same
 * card from either, and the card image every search item has.
 */
export const ZPlacementSearchItemSchema = ZPlacementCourseSchema.extend({
  kind: z.literal('placement'),
  /** The cover photo, as the card image of every search item. */
  thumbnail: z.string(),
});
export const ZPositionSearchItemSchema = z.object({ ...searchCardFields, kind: z.literal('position') });
/** One search result; `kind` says which of the three shapes it has. */
export const ZSearchItemSchema = z.discriminatedUnion('kind', [
  ZCourseSearchItemSchema,
  ZPlacementSearchItemSchema,
  ZPositionSearchItemSchema,
]);
export type SearchItem = z.infer<typeof ZSearchItemSchema>;
export type PlacementSearchItem = z.infer<typeof ZPlacementSearchItemSchema>;
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
