import { and, asc, desc, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import {
  chapters,
  courseFaqs,
  courses,
  instructors,
  lectures,
  roadmapSteps,
} from '../../db/schema/catalogue.ts';
import { placementCourses } from '../../db/schema/content.ts';
import { courseReviews } from '../../db/schema/reviews.ts';
import { summariseRatings } from './ratings.ts';

const comingSoonLast = sql`${courses.status} = 'coming soon'`;

/**
 * The courses learners may find: published (not a draft) and not deleted. Every public read of courses, the
 * cart and checkout filter by it; learners enrolled in a hidden course keep it (My Learnings, the player).
 */
export const courseIsPublic: SQL = sql`(${courses.publishedAt} is not null and ${courses.deletedAt} is null)`;

/**
 * The course catalogue's courses: public and of kind 'course'. Placement programmes are sold from the placement
 * page, so the catalogue, its search and suggestions and the course page leave them out; the cart, checkout,
 * orders and invoices take them as any course (they filter by `courseIsPublic` alone).
 */
export const courseIsCatalogued: SQL = sql`(${courseIsPublic} and ${courses.kind} = 'course')`;

/** Columns a course card needs: the long texts stay out of the list. */
const summaryColumns = {
  id: courses.id,
  title: courses.title,
  subject: courses.subject,
  status: courses.status,
  thumbnail: courses.thumbnail,
  coverPhoto: courses.coverPhoto,
  review: courses.review,
  reviewCount: courses.reviewCount,
  description: courses.description,
  realPricePaise: courses.realPricePaise,
  discountedPricePaise: courses.discountedPricePaise,
  saleEndsAt: courses.saleEndsAt,
  duration: courses.duration,
  level: courses.level,
  totalLecture: courses.totalLecture,
  translations: courses.translations,
};

/**
 * All courses with their instructor; 'coming soon' courses sort last (spec §2). The instructors (a few dozen)
 * are read once and joined here, not in SQL: joined, every course row carried its instructor's description and
 * two timestamps, and at 10,000 courses a load cost the server a median 213 ms of CPU to receive and map (the
 * mapping in one tick), against 137 ms apart, where each course carries its instructor's id and shares one object.
 */
export async function listCourses(db: Database) {
  const [rows, people] = await Promise.all([
    db
      .select({ ...summaryColumns, instructorId: courses.instructorId, facts: factColumns })
      .from(courses)
      .where(courseIsCatalogued)
      .orderBy(comingSoonLast, asc(courses.createdAt), asc(courses.title)),
    db.select().from(instructors),
  ]);
  const byId = new Map(people.map((person) => [person.id, person]));
  return rows.map(({ instructorId, facts, ...course }) => ({
    course,
    instructor: (instructorId === null ? undefined : byId.get(instructorId)) ?? null,
    facts,
  }));
}

/**
 * A course's video length in seconds: the real lengths of its active lectures. Written with its own aliases and
 * a qualified "courses"."id": Drizzle leaves columns unqualified in a select from one table.
 */
export const courseVideoSeconds = sql<number>`(
  select coalesce(sum(l.duration_seconds), 0)::float8 from lectures l
  inner join chapters ch on ch.id = l.chapter_id
  where ch.course_id = "courses"."id" and l.is_active
)`.mapWith(Number);

/**
 * What a course's page may claim, counted from what is there rather than typed in by an admin: students are the
 * active enrolments of open accounts; the video length sums the lectures; live sessions count while one has not
 * ended (cancelled ones never); projects, when it has one. Each is read through an index on the course id.
 */
const factColumns = {
  students: sql<number>`(
    select count(*)::int from enrollments e
    inner join users u on u.id = e.user_id
    where e.course_id = "courses"."id" and e.status = 'active' and u.closed_at is null
  )`.mapWith(Number),
  videoSeconds: courseVideoSeconds,
  liveSessions: sql<boolean>`exists (
    select 1 from live_sessions s
    where s.course_id = "courses"."id" and s.cancelled_at is null
      and s.starts_at + make_interval(mins => s.duration_minutes) > now()
  )`,
  projects: sql<boolean>`exists (select 1 from course_projects p where p.course_id = "courses"."id")`,
};

export type CourseRow = Awaited<ReturnType<typeof listCourses>>[number];

/** Columns a search result needs: fewer than a card, so ranking many matches moves less data. */
const searchColumns = {
  id: courses.id,
  title: courses.title,
  subject: courses.subject,
  status: courses.status,
  thumbnail: courses.thumbnail,
  description: courses.description,
  review: courses.review,
  reviewCount: courses.reviewCount,
  realPricePaise: courses.realPricePaise,
  discountedPricePaise: courses.discountedPricePaise,
  saleEndsAt: courses.saleEndsAt,
  translations: courses.translations,
};

/** The course with its instructor (query 1 of the detail page). */
export async function findCourse(db: Database, courseId: string) {
  const [row] = await db
    .select({ course: courses, instructor: instructors, facts: factColumns })
    .from(courses)
    .leftJoin(instructors, eq(instructors.id, courses.instructorId))
    .where(and(eq(courses.id, courseId), courseIsCatalogued));
  return row;
}

/** Chapters with their lectures in one query (query 2), in order. */
export function listCurriculum(db: Database, courseId: string) {
  return db
    .select({ chapter: chapters, lecture: lectures })
    .from(chapters)
    .leftJoin(lectures, eq(lectures.chapterId, chapters.id))
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.position), asc(lectures.position));
}

export function listFaqs(db: Database, courseId: string) {
  return db
    .select()
    .from(courseFaqs)
    .where(eq(courseFaqs.courseId, courseId))
    .orderBy(asc(courseFaqs.position));
}

export function listRoadmap(db: Database, courseId: string) {
  return db
    .select(getTableColumns(roadmapSteps))
    .from(roadmapSteps)
    .innerJoin(courses, eq(courses.id, roadmapSteps.courseId))
    .where(and(eq(roadmapSteps.courseId, courseId), courseIsPublic))
    .orderBy(asc(roadmapSteps.position));
}

/**
 * Adds reviews (the demo data's, without a user) and recomputes the course's rating and rating count. Learners'
 * reviews are written by the reviews module, which recomputes the same way.
 */
export async function addCourseReviews(
  db: Database,
  courseId: string,
  reviews: { name: string; comment: string; rating: number; createdAt?: Date }[],
) {
  if (reviews.length > 0) {
    await db.insert(courseReviews).values(
      reviews.map(({ createdAt, ...review }) => ({
        ...review,
        courseId,
        ...(createdAt ? { createdAt, updatedAt: createdAt } : {}),
      })),
    );
  }
  await recomputeCourseRating(db, courseId);
}

/**
 * Sets the course's rating and rating count from its visible reviews, so the number on the card is always what
 * the reviews say. Every review write calls it, in the write's transaction.
 */
export async function recomputeCourseRating(db: Pick<Database, 'select' | 'update'>, courseId: string) {
  const ratings = await db
    .select({ rating: courseReviews.rating })
    .from(courseReviews)
    .where(and(eq(courseReviews.courseId, courseId), isNull(courseReviews.hiddenAt)));
  await db
    .update(courses)
    .set(summariseRatings(ratings.map((row) => row.rating)))
    .where(eq(courses.id, courseId));
}

/** The public list: visible reviews, newest first, each with its reviewer's current name and state. */
export function listReviews(db: Database, courseId: string) {
  return db
    .select({
      ...getTableColumns(courseReviews),
      userName: users.name,
      userClosedAt: users.closedAt,
    })
    .from(courseReviews)
    .innerJoin(courses, eq(courses.id, courseReviews.courseId))
    .leftJoin(users, eq(users.id, courseReviews.userId))
    .where(and(eq(courseReviews.courseId, courseId), isNull(courseReviews.hiddenAt), courseIsPublic))
    .orderBy(desc(courseReviews.createdAt));
}

/** A free lecture's video and captions, for the public preview stream. */
export async function findFreeLectureMedia(db: Database, lectureId: string) {
  const [row] = await db
    .select({ videoKey: lectures.videoKey, captionsKey: lectures.captionsKey })
    .from(lectures)
    .innerJoin(chapters, eq(chapters.id, lectures.chapterId))
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    .where(
      and(sql`${lectures.id} = ${lectureId} and ${lectures.free} and ${lectures.isActive}`, courseIsPublic),
    );
  return row;
}

/** The placement page's order: coming-soon courses last, each group in the console's order. */
export const placementOrder = [
  sql`${placementCourses.status} = 'coming soon'`,
  asc(placementCourses.position),
  asc(placementCourses.id),
];

/**
 * A placement card with the programme it sells, when that programme is on sale (public, of kind 'programme'):
 * the card then shows the programme's prices, which are what the cart charges.
 */
const placementColumns = {
  ...getTableColumns(placementCourses),
  programmeOnSale: sql<boolean>`${courses.id} is not null`,
  programmeStatus: courses.status,
  programmeRealPricePaise: courses.realPricePaise,
  programmeDiscountedPricePaise: courses.discountedPricePaise,
};

const programmeOnSale = and(
  eq(courses.id, placementCourses.programmeId),
  eq(courses.kind, 'programme'),
  courseIsPublic,
);

export function listPlacementCourses(db: Database) {
  return db
    .select(placementColumns)
    .from(placementCourses)
    .leftJoin(courses, programmeOnSale)
    .orderBy(...placementOrder);
}

export type PlacementRow = Awaited<ReturnType<typeof listPlacementCourses>>[number];

export const SEARCH_LIMIT = 50;

/**
 * Full-text search over title, subject, description and instructor, ranked (title weighs most). When it
 * finds nothing, a second query matches titles by trigram similarity, so a misspelt word
 * ('pyhton') still finds its course. Each query is served by its own index (an OR of the two would not be).
 */
export async function searchCourses(db: Database, keyword: string) {
  const query = sql`websearch_to_tsquery('english', ${keyword})`;
  const ranked = await db
    .select({ course: searchColumns })
    .from(courses)
    .where(and(sql`${courses.searchVector} @@ ${query}`, courseIsCatalogued))
    .orderBy(comingSoonLast, sql`ts_rank(${courses.searchVector}, ${query}) desc`, asc(courses.title))
    .limit(SEARCH_LIMIT);
  if (ranked.length > 0) return ranked;

  // Nearest titles by word similarity through the trigram GiST index (k-nearest-neighbour order), then
  // only the plausible ones: 'pyhton' ~ 'Python …' scores 0.29, unrelated titles score near 0.
  const needle = keyword.toLowerCase();
  const nearest = await db
    .select({
      course: searchColumns,
      score: sql<number>`word_similarity(${needle}, lower(${courses.title}))`.mapWith(Number),
    })
    .from(courses)
    .where(courseIsCatalogued)
    .orderBy(sql`${needle} <<-> lower(${courses.title})`)
    .limit(SEARCH_LIMIT);
  const similar = nearest.filter((row) => row.score >= SUGGESTION_MIN_SCORE);
  const found = new Set(ranked.map((row) => row.course.id));
  return [...ranked, ...similar.filter((row) => !found.has(row.course.id))].slice(0, SEARCH_LIMIT);
}

export function searchPlacementCourses(db: Database, keyword: string) {
  const haystack = sql`lower(${placementCourses.title} || ' ' || ${placementCourses.subject})`;
  return db
    .select(placementColumns)
    .from(placementCourses)
    .leftJoin(courses, programmeOnSale)
    .where(
      sql`${haystack} like ${`%${keyword.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`} or ${haystack} % lower(${keyword})`,
    )
    .orderBy(sql`similarity(${haystack}, lower(${keyword})) desc`)
    .limit(SEARCH_LIMIT);
}

export const SUGGESTION_LIMIT = 8;
// Below this word similarity a title is not a plausible completion ('pyhton' ~ 'Python …' scores 0.29).
export const SUGGESTION_MIN_SCORE = 0.25;

/** Nearest titles by word similarity, through the trigram GiST index (k-nearest-neighbour order). */
export function suggestCourses(db: Database, keyword: string) {
  const needle = keyword.toLowerCase();
  return db
    .select({
      id: courses.id,
      title: courses.title,
      subject: courses.subject,
      score: sql<number>`word_similarity(${needle}, lower(${courses.title}))`.mapWith(Number),
    })
    .from(courses)
    .where(courseIsCatalogued)
    .orderBy(sql`${needle} <<-> lower(${courses.title})`)
    .limit(SUGGESTION_LIMIT);
}
