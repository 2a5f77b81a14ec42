import { DEFAULT_ROADMAP_ICON } from '@pathshala/shared/admin-courses-constants';
import {
  type CataloguePage,
  type CataloguePageQuery,
  type ChapterOutline,
  type CourseDetails,
  type CourseSummary,
  courseRating,
  type PlacementCourse,
  type PlacementSearchItem,
  type Review,
  type SearchItem,
} from '@pathshala/shared/catalogue';
import {
  categoryKey,
  filterCatalogueCourses,
  isComingSoonStatus,
  sortComingSoonLast,
} from '@pathshala/shared/course-filters';
import { indiaDay } from '@pathshala/shared/dates';
import { formatSpan } from '@pathshala/shared/duration';
import { isShortEmoji } from '@pathshala/shared/emoji';
import { type Locale, SOURCE_LOCALE } from '@pathshala/shared/locales';
import { FORMER_LEARNER } from '@pathshala/shared/reviews-constants';
import { type CourseTranslations, versionIn } from '@pathshala/shared/translations';
import { discountedPriceNow, type SalePrice, saleEndsAtNow } from '../../lib/sale-price.ts';
import type {
  CourseRow,
  findCourse,
  listCurriculum,
  listFaqs,
  listReviews,
  listRoadmap,
  PlacementRow,
} from './repository.ts';

/** Money is stored in paise; the API speaks rupees (spec shapes). */
export const paiseToRupees = (paise: number) => paise / 100;

type Instructor = CourseRow['instructor'];

function toInstructor(instructor: Instructor) {
  return (
    instructor && {
      name: instructor.name,
      designation: instructor.designation,
      description: instructor.description,
      profilePhoto: instructor.profilePhoto,
    }
  );
}

function prices(realPricePaise: number, discountedPricePaise: number | null) {
  const realPrice = paiseToRupees(realPricePaise);
  const discountedPrice = discountedPricePaise === null ? null : paiseToRupees(discountedPricePaise);
  return { realPrice, discountedPrice, price: discountedPrice ?? realPrice };
}

/** A course's prices now: a sale that has ended leaves the real price; a running one says when it ends. */
function coursePrices(course: SalePrice & { realPricePaise: number }, now: Date) {
  const saleEndsAt = saleEndsAtNow(course, now);
  return {
    ...prices(course.realPricePaise, discountedPriceNow(course, now)),
    saleEndsAt: saleEndsAt === null ? null : saleEndsAt.toISOString(),
  };
}

/** Length of video as cards and pages print it ("1h 20m", "4m 12s"); empty while no lecture has a length. */
export const videoLength = (seconds: number) => (seconds > 0 ? formatSpan(seconds) : '');

/**
 * A course's texts in `locale`, field by field: its version's where it has one (and it is not empty), its own
 * English ones otherwise. Only the fields given are answered.
 */
export function courseTextsIn<
  Texts extends Partial<Record<'title' | 'detailDescription' | 'overview', string>> &
    Partial<Record<'description' | 'whatYouWillLearn', string[]>>,
>(texts: Texts, translations: CourseTranslations, locale: Locale): Texts {
  const version = versionIn(translations, locale);
  if (!version) return texts;
  const localised: Record<string, string | string[]> = { ...texts };
  for (const field of ['title', 'detailDescription', 'overview'] as const) {
    const translated = version[field];
    if (field in texts && translated) localised[field] = translated;
  }
  for (const field of ['description', 'whatYouWillLearn'] as const) {
    const translated = version[field];
    if (field in texts && translated && translated.length > 0) localised[field] = translated;
  }
  return localised as Texts;
}

export function toCourseSummary(
  { course, instructor, facts }: CourseRow,
  now = new Date(),
  locale: Locale = SOURCE_LOCALE,
): CourseSummary {
  const texts = courseTextsIn(
    { title: course.title, description: course.description },
    course.translations,
    locale,
  );
  return {
    _id: course.id,
    id: course.id,
    title: texts.title,
    subject: course.subject,
    status: course.status,
    thumbnail: course.thumbnail,
    coverPhoto: course.coverPhoto,
    ...courseRating(course.review, course.reviewCount),
    description: texts.description,
    ...coursePrices(course, now),
    duration: videoLength(facts.videoSeconds),
    videoSeconds: Math.round(facts.videoSeconds),
    pace: course.duration,
    level: course.level,
    totalLecture: course.totalLecture,
    students: facts.students,
    instructor: toInstructor(instructor),
  };
}

/** The whole public catalogue, in catalogue order, with its instructors: what every page is cut from. */
export interface Catalogue {
  courses: CourseSummary[];
  instructors: string[];
}

/** The catalogue in `locale`: each course's texts in it where the course has them (see `courseTextsIn`). */
export function toCatalogue(rows: CourseRow[], locale: Locale = SOURCE_LOCALE): Catalogue {
  const now = new Date();
  const courses = rows.map((row) => toCourseSummary(row, now, locale));
  const instructors = [
    ...new Set(courses.flatMap((course) => (course.instructor ? [course.instructor.name] : []))),
  ];
  return { courses, instructors };
}

/**
 * One page of the catalogue (spec §2 and §5): the search's matches in rank order when there is a search text
 * (`rankedIds`), else every course; then the named courses only when `id` names some; then the tab and the
 * filters (the shared rules the page used to apply in the browser); coming-soon courses last; then the page.
 */
export function cataloguePage(
  catalogue: Catalogue,
  query: CataloguePageQuery,
  rankedIds: readonly string[] | null,
): CataloguePage {
  let found: readonly CourseSummary[] = catalogue.courses;
  if (rankedIds !== null) {
    const byId = new Map(found.map((course) => [course.id, course]));
    found = rankedIds.flatMap((id) => byId.get(id) ?? []);
  }
  if (query.id.length > 0) {
    const named = new Set(query.id);
    found = found.filter((course) => named.has(course.id));
  }
  const matching = sortComingSoonLast(
    filterCatalogueCourses(found, {
      category: query.category,
      instructors: query.instructor,
      reviews: query.review,
      priceRanges: query.price,
    }),
  );
  return {
    courses: matching.slice(query.offset, query.offset + query.limit),
    total: matching.length,
    instructors: catalogue.instructors,
  };
}

/**
 * Keys of the queries already seen. A query string accepted once is handed to every later request as the same
 * frozen value (lib/remembered-validation.ts), so its key is worked out once: the sorting and lowercasing cost a
 * cached catalogue page about 3% of its CPU (docs/performance.md). A value that could still change
 * (not frozen) is never kept.
 */
const pageKeys = new WeakMap<CataloguePageQuery, string>();

/** The same page for every query that asks the same thing: the cache key of a catalogue page. */
export function cataloguePageKey(query: CataloguePageQuery): string {
  const known = pageKeys.get(query);
  if (known !== undefined) return known;
  const key = pageKeyOf(query);
  if (Object.isFrozen(query)) pageKeys.set(query, key);
  return key;
}

function pageKeyOf(query: CataloguePageQuery): string {
  const sorted = (values: readonly (string | number)[]) => [...new Set(values.map(String))].sort();
  return JSON.stringify([
    categoryKey(query.category),
    query.q.toLowerCase(),
    sorted(query.instructor.map((name) => name.toLowerCase())),
    sorted(query.review),
    sorted(query.price.map((range) => range.replace(/\s+/g, ''))),
    sorted(query.id),
    query.offset,
    query.limit,
  ]);
}

export const lecturePreviewUrl = (lectureId: string) => `/api/lectures/${lectureId}/preview`;
export const lecturePreviewCaptionsUrl = (lectureId: string) => `/api/lectures/${lectureId}/preview/captions`;

/** Chapters with their lectures from the joined rows; only free lectures with a video get a preview URL. */
export function toChapterOutlines(rows: Awaited<ReturnType<typeof listCurriculum>>): ChapterOutline[] {
  const outlines = new Map<string, ChapterOutline>();
  for (const { chapter, lecture } of rows) {
    let outline = outlines.get(chapter.id);
    if (!outline) {
      outline = { _id: chapter.id, name: chapter.name, duration: chapter.duration, lectures: [] };
      outlines.set(chapter.id, outline);
    }
    if (lecture?.isActive) {
      outline.lectures.push({
        _id: lecture.id,
        id: lecture.id,
        title: lecture.title,
        duration: lecture.duration,
        free: lecture.free,
        preview: lecture.free,
        locked: !lecture.free,
        ...(lecture.free && lecture.videoKey ? { videoUrl: lecturePreviewUrl(lecture.id) } : {}),
        ...(lecture.free && lecture.videoKey && lecture.captionsKey
          ? { captionsUrl: lecturePreviewCaptionsUrl(lecture.id) }
          : {}),
      });
    }
  }
  return [...outlines.values()];
}

export function toCourseDetails(
  row: NonNullable<Awaited<ReturnType<typeof findCourse>>>,
  curriculum: Awaited<ReturnType<typeof listCurriculum>>,
  faqs: Awaited<ReturnType<typeof listFaqs>>,
  locale: Locale = SOURCE_LOCALE,
): CourseDetails {
  const chapters = toChapterOutlines(curriculum);
  const texts = courseTextsIn(
    {
      detailDescription: row.course.detailDescription,
      overview: row.course.overview,
      whatYouWillLearn: row.course.whatYouWillLearn,
    },
    row.course.translations,
    locale,
  );
  return {
    ...toCourseSummary(row, new Date(), locale),
    includes: { liveSessions: row.facts.liveSessions, projects: row.facts.projects },
    detailDescription: texts.detailDescription,
    overview: texts.overview,
    whatYouWillLearn: texts.whatYouWillLearn,
    chapters,
    // A FAQ shows in the language only as a whole (its question with its answer).
    faq: faqs.map((faq) => {
      const version = versionIn(faq.translations, locale);
      return {
        _id: faq.id,
        question: version?.question ?? faq.question,
        answer: version?.answer ?? faq.answer,
      };
    }),
    moduleCount: chapters.length,
    certificateImage: row.course.certificateImage,
  };
}

/**
 * The roadmap's steps. An icon is an emoji (contract.md): the console accepts nothing else and a migration
 * converted the older badge images, so a row written some other way still answers the default one.
 */
export function toRoadmap(steps: Awaited<ReturnType<typeof listRoadmap>>) {
  return steps.map((step) => ({
    id: step.id,
    title: step.title,
    description: step.description,
    icon: isShortEmoji(step.icon) ? step.icon : DEFAULT_ROADMAP_ICON,
  }));
}

export function toReviews(rows: Awaited<ReturnType<typeof listReviews>>): Review[] {
  return rows.map((review) => ({
    _id: review.id,
    name: reviewerName(review),
    comment: review.comment,
    rating: review.rating,
    updatedAt: review.updatedAt.toISOString(),
    // The day the learner wrote it, in India.
    date: indiaDay(review.createdAt),
    reply: review.reply,
    repliedAt: review.repliedAt?.toISOString() ?? null,
  }));
}

/** A learner's review shows the account's current name; a closed account's, "Former learner". */
export function reviewerName(review: {
  userId: string | null;
  name: string;
  userName: string | null;
  userClosedAt: Date | null;
}): string {
  if (review.userId === null) return review.name || FORMER_LEARNER;
  if (review.userClosedAt !== null || !review.userName) return FORMER_LEARNER;
  return review.userName;
}

/**
 * A placement card. One that sells a programme on sale (and is not 'coming soon') carries `programmeId` and the
 * programme's prices; any other keeps the spec's 'Coming soon!!!' (`comingSoon`).
 */
export function toPlacementCourse(row: PlacementRow): PlacementCourse {
  const sells =
    row.programmeId !== null &&
    row.programmeOnSale &&
    !isComingSoonStatus(row.status) &&
    !isComingSoonStatus(row.programmeStatus);
  const cardPrices = {
    ...prices(row.realPricePaise, row.discountedPricePaise),
    price: paiseToRupees(row.pricePaise),
  };
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    subject: row.subject,
    coverPhoto: row.coverPhoto,
    description: row.description.map((item) => item.text),
    descriptionPrices: row.description.map((item) => ({
      realPrice: item.realPricePaise === undefined ? null : paiseToRupees(item.realPricePaise),
      price: item.pricePaise === undefined ? null : paiseToRupees(item.pricePaise),
    })),
    ...(sells && row.programmeRealPricePaise !== null
      ? prices(row.programmeRealPricePaise, row.programmeDiscountedPricePaise)
      : cardPrices),
    review: row.review,
    level: row.level,
    instructor: { name: row.instructorName },
    status: row.status,
    programmeId: sells ? row.programmeId : null,
    comingSoon: !sells,
  };
}

export function courseSearchItem(
  course: Pick<
    CourseRow['course'],
    | 'id'
    | 'title'
    | 'subject'
    | 'thumbnail'
    | 'description'
    | 'realPricePaise'
    | 'discountedPricePaise'
    | 'saleEndsAt'
    | 'review'
    | 'reviewCount'
    | 'status'
    | 'translations'
  >,
  locale: Locale = SOURCE_LOCALE,
): SearchItem {
  const texts = courseTextsIn(
    { title: course.title, description: course.description },
    course.translations,
    locale,
  );
  return {
    _id: course.id,
    id: course.id,
    kind: 'course',
    title: texts.title,
    subject: course.subject,
    thumbnail: course.thumbnail,
    description: texts.description,
    ...prices(course.realPricePaise, discountedPriceNow(course)),
    ...courseRating(course.review, course.reviewCount),
    status: course.status,
  };
}

/** A placement course among search results: the placement list's item, with the cover as its card image. */
export function placementSearchItem(row: PlacementRow): PlacementSearchItem {
  return { ...toPlacementCourse(row), kind: 'placement', thumbnail: row.coverPhoto };
}

/** What the full-text search reads for a course. */
export function courseSearchText(
  course: { title: string; subject: string; description: string[] },
  instructorName = '',
) {
  return [course.title, course.subject, ...course.description, instructorName].join(' \n');
}
