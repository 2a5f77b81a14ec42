import type { AdminCoursesQuery, AdminInstructorsQuery } from '@pathshala/shared/admin-courses';
import { formatSpan } from '@pathshala/shared/duration';
import type { FaqTranslations } from '@pathshala/shared/translations';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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
import { type PageRequest, pageWindow } from '../../lib/paging.ts';
import { containing } from '../../lib/search-filters.ts';

const direction = (order: 'asc' | 'desc', column: PgColumn) => (order === 'asc' ? asc(column) : desc(column));

/** `ARRAY[...]::uuid[]` of the ids, one parameter each (both drivers, no array encoding to rely on). */
const uuidArray = (ids: string[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

// ── Courses ─────────────────────────────────────────────────────────────────────────────────────

export type CourseRow = typeof courses.$inferSelect;

const stateFilter = (state: AdminCoursesQuery['state']): SQL | undefined => {
  switch (state) {
    case 'all':
      return undefined;
    case 'deleted':
      return isNotNull(courses.deletedAt);
    case 'draft':
      return and(isNull(courses.deletedAt), isNull(courses.publishedAt));
    case 'published':
      return and(isNull(courses.deletedAt), isNotNull(courses.publishedAt));
    default:
      return isNull(courses.deletedAt);
  }
};

const courseListColumns = {
  course: getTableColumns(courses),
  instructor: { id: instructors.id, name: instructors.name },
};

export async function listCourses(db: Database, query: AdminCoursesQuery & PageRequest) {
  const where = and(
    stateFilter(query.state),
    query.instructorId ? eq(courses.instructorId, query.instructorId) : undefined,
    query.kind ? eq(courses.kind, query.kind) : undefined,
    query.q
      ? or(ilike(courses.title, containing(query.q)), ilike(courses.subject, containing(query.q)))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(courseListColumns)
      .from(courses)
      .leftJoin(instructors, eq(instructors.id, courses.instructorId))
      .where(where)
      .orderBy(direction(query.order, courses[query.sort]), asc(courses.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ n: count() }).from(courses).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findCourse(db: Database, courseId: string) {
  const [row] = await db.select().from(courses).where(eq(courses.id, courseId));
  return row;
}

/** The course row, locked: every content write of a course takes this lock first, so they run one at a time. */
export async function lockCourse(db: Database, courseId: string) {
  const [row] = await db.select().from(courses).where(eq(courses.id, courseId)).for('update');
  return row;
}

export async function insertCourse(db: Database, values: typeof courses.$inferInsert) {
  const [row] = await db.insert(courses).values(values).returning();
  if (!row) throw new Error('course not inserted');
  return row;
}

export async function updateCourse(
  db: Database,
  courseId: string,
  changes: Partial<typeof courses.$inferInsert>,
) {
  const [row] = await db
    .update(courses)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(courses.id, courseId))
    .returning();
  if (!row) throw new Error('course not updated');
  return row;
}

export async function findInstructor(db: Database, instructorId: string) {
  const [row] = await db.select().from(instructors).where(eq(instructors.id, instructorId));
  return row;
}

/** Everything the course editor shows: the course, its instructor, chapters with lectures, FAQs and roadmap. */
export async function courseContent(db: Database, courseId: string) {
  const [curriculum, faqs, roadmap] = await Promise.all([
    db
      .select({ chapter: chapters, lecture: lectures })
      .from(chapters)
      .leftJoin(lectures, eq(lectures.chapterId, chapters.id))
      .where(eq(chapters.courseId, courseId))
      .orderBy(asc(chapters.position), asc(lectures.position)),
    db.select().from(courseFaqs).where(eq(courseFaqs.courseId, courseId)).orderBy(asc(courseFaqs.position)),
    db
      .select()
      .from(roadmapSteps)
      .where(eq(roadmapSteps.courseId, courseId))
      .orderBy(asc(roadmapSteps.position)),
  ]);
  return { curriculum, faqs, roadmap };
}

export type CourseContent = Awaited<ReturnType<typeof courseContent>>;

/** Denormalised counters after lectures change: the course's lecture count, the chapters' lengths. */
export async function refreshCounters(db: Database, courseId: string) {
  const perChapter = await db
    .select({
      chapterId: chapters.id,
      duration: chapters.duration,
      lectureCount: sql<number>`count(${lectures.id}) filter (where ${lectures.isActive})::int`,
      seconds: sql<number>`coalesce(sum(${lectures.durationSeconds}) filter (where ${lectures.isActive}), 0)::float8`,
    })
    .from(chapters)
    .leftJoin(lectures, eq(lectures.chapterId, chapters.id))
    .where(eq(chapters.courseId, courseId))
    .groupBy(chapters.id);
  for (const chapter of perChapter) {
    const duration = formatSpan(Number(chapter.seconds));
    if (duration !== chapter.duration) {
      await db
        .update(chapters)
        .set({ duration, updatedAt: new Date() })
        .where(eq(chapters.id, chapter.chapterId));
    }
  }
  const totalLecture = perChapter.reduce((sum, chapter) => sum + Number(chapter.lectureCount), 0);
  await db
    .update(courses)
    .set({ totalLecture })
    .where(and(eq(courses.id, courseId), ne(courses.totalLecture, totalLecture)));
}

export async function replaceFaqs(
  db: Database,
  courseId: string,
  faqs: { question: string; answer: string; translations: FaqTranslations }[],
) {
  await db.delete(courseFaqs).where(eq(courseFaqs.courseId, courseId));
  if (faqs.length > 0) {
    await db.insert(courseFaqs).values(faqs.map((faq, position) => ({ ...faq, courseId, position })));
  }
}

export async function replaceRoadmap(
  db: Database,
  courseId: string,
  steps: { title: string; description: string; icon: string }[],
) {
  await db.delete(roadmapSteps).where(eq(roadmapSteps.courseId, courseId));
  if (steps.length > 0) {
    await db.insert(roadmapSteps).values(steps.map((step, position) => ({ ...step, courseId, position })));
  }
}

// ── Chapters ────────────────────────────────────────────────────────────────────────────────────

export async function findChapter(db: Database, chapterId: string) {
  const [row] = await db.select().from(chapters).where(eq(chapters.id, chapterId));
  return row;
}

export async function chaptersOf(db: Database, courseId: string) {
  return db.select().from(chapters).where(eq(chapters.courseId, courseId)).orderBy(asc(chapters.position));
}

export async function insertChapter(db: Database, courseId: string, name: string) {
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${chapters.position}), -1)::int` })
    .from(chapters)
    .where(eq(chapters.courseId, courseId));
  const [row] = await db
    .insert(chapters)
    .values({ courseId, name, position: (last?.position ?? -1) + 1 })
    .returning();
  if (!row) throw new Error('chapter not inserted');
  return row;
}

export async function renameChapter(db: Database, chapterId: string, name: string) {
  const [row] = await db
    .update(chapters)
    .set({ name, updatedAt: new Date() })
    .where(eq(chapters.id, chapterId))
    .returning();
  return row;
}

export async function deleteChapter(db: Database, chapterId: string) {
  await db.delete(chapters).where(eq(chapters.id, chapterId));
}

/**
 * Positions 0..n-1 in the given order. Two statements, because the (course, position) index is unique and
 * checked row by row: first every row to a distinct negative, then to its place.
 */
export async function rewriteChapterPositions(db: Database, orderedIds: string[]) {
  if (orderedIds.length === 0) return;
  const ids = uuidArray(orderedIds);
  await db
    .update(chapters)
    .set({ position: sql`-array_position(${ids}, ${chapters.id})`, updatedAt: new Date() })
    .where(inArray(chapters.id, orderedIds));
  await db
    .update(chapters)
    .set({ position: sql`-${chapters.position} - 1` })
    .where(inArray(chapters.id, orderedIds));
}

// ── Lectures ────────────────────────────────────────────────────────────────────────────────────

export type LectureRow = typeof lectures.$inferSelect;

/** The lecture with the course it belongs to. */
export async function findLecture(db: Database, lectureId: string) {
  const [row] = await db
    .select({ lecture: lectures, courseId: chapters.courseId })
    .from(lectures)
    .innerJoin(chapters, eq(chapters.id, lectures.chapterId))
    .where(eq(lectures.id, lectureId));
  return row;
}

/** Lectures of the course with their chapter, in reading order. */
export async function lecturesOfCourse(db: Database, courseId: string) {
  return db
    .select(getTableColumns(lectures))
    .from(lectures)
    .innerJoin(chapters, eq(chapters.id, lectures.chapterId))
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.position), asc(lectures.position));
}

export async function insertLecture(
  db: Database,
  chapterId: string,
  values: { title: string; free: boolean },
) {
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${lectures.position}), -1)::int` })
    .from(lectures)
    .where(eq(lectures.chapterId, chapterId));
  const [row] = await db
    .insert(lectures)
    .values({ ...values, chapterId, position: (last?.position ?? -1) + 1 })
    .returning();
  if (!row) throw new Error('lecture not inserted');
  return row;
}

export async function updateLecture(
  db: Database,
  lectureId: string,
  changes: Partial<typeof lectures.$inferInsert>,
) {
  const [row] = await db
    .update(lectures)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(lectures.id, lectureId))
    .returning();
  if (!row) throw new Error('lecture not updated');
  return row;
}

export async function deleteLecture(db: Database, lectureId: string) {
  await db.delete(lectures).where(eq(lectures.id, lectureId));
}

/**
 * Puts the lectures into the chapter at positions 0..n-1 in the given order (moving those of other chapters
 * here), in the two steps `rewriteChapterPositions` explains.
 */
export async function rewriteLecturePositions(db: Database, chapterId: string, orderedIds: string[]) {
  if (orderedIds.length === 0) return;
  const ids = uuidArray(orderedIds);
  await db
    .update(lectures)
    .set({ chapterId, position: sql`-array_position(${ids}, ${lectures.id})`, updatedAt: new Date() })
    .where(inArray(lectures.id, orderedIds));
  await db
    .update(lectures)
    .set({ position: sql`-${lectures.position} - 1` })
    .where(inArray(lectures.id, orderedIds));
}

/** Which of these keys lectures still point to (videos, notes), for the orphan sweep. */
export async function referencedLectureFiles(db: Database, keys: string[]) {
  const rows = await db
    .select({ videoKey: lectures.videoKey, notesKey: lectures.notesKey, captionsKey: lectures.captionsKey })
    .from(lectures)
    .where(
      or(
        inArray(lectures.videoKey, keys),
        inArray(lectures.notesKey, keys),
        inArray(lectures.captionsKey, keys),
      ),
    );
  return new Set(rows.flatMap((row) => [row.videoKey ?? '', row.notesKey ?? '', row.captionsKey ?? '']));
}

// ── Instructors ─────────────────────────────────────────────────────────────────────────────────

const courseCountOfInstructor = sql<number>`(select count(*) from ${courses} where ${courses.instructorId} = ${instructors.id} and ${courses.deletedAt} is null)::int`;

const adminInstructorColumns = {
  instructor: instructors,
  courseCount: courseCountOfInstructor,
  account: { id: users.id, name: users.name, email: users.email },
};

export type AdminInstructorRow = NonNullable<Awaited<ReturnType<typeof findAdminInstructor>>>;

export async function listInstructors(db: Database, query: AdminInstructorsQuery & PageRequest) {
  const where = and(
    query.q
      ? or(ilike(instructors.name, containing(query.q)), ilike(instructors.designation, containing(query.q)))
      : undefined,
    query.unlinked === 'true'
      ? isNull(users.id)
      : query.unlinked === 'false'
        ? isNotNull(users.id)
        : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(adminInstructorColumns)
      .from(instructors)
      .leftJoin(users, eq(users.instructorId, instructors.id))
      .where(where)
      .orderBy(direction(query.order, instructors[query.sort]), asc(instructors.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db
      .select({ n: count() })
      .from(instructors)
      .leftJoin(users, eq(users.instructorId, instructors.id))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findAdminInstructor(db: Database, instructorId: string) {
  const [row] = await db
    .select(adminInstructorColumns)
    .from(instructors)
    .leftJoin(users, eq(users.instructorId, instructors.id))
    .where(eq(instructors.id, instructorId));
  return row;
}

export async function lockInstructor(db: Database, instructorId: string) {
  const [row] = await db.select().from(instructors).where(eq(instructors.id, instructorId)).for('update');
  return row;
}

export async function insertInstructor(db: Database, values: typeof instructors.$inferInsert) {
  const [row] = await db.insert(instructors).values(values).returning();
  if (!row) throw new Error('instructor not inserted');
  return row;
}

export async function updateInstructor(
  db: Database,
  instructorId: string,
  changes: Partial<typeof instructors.$inferInsert>,
) {
  const [row] = await db
    .update(instructors)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(instructors.id, instructorId))
    .returning();
  if (!row) throw new Error('instructor not updated');
  return row;
}

export async function coursesOfInstructor(db: Database, instructorId: string) {
  return db.select().from(courses).where(eq(courses.instructorId, instructorId));
}
