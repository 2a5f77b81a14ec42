import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { courses, programmeCourses } from '../../db/schema/catalogue.ts';
import { placementCourses } from '../../db/schema/content.ts';
import { liveSessions } from '../../db/schema/live.ts';
import { mockTests, programmeTopics } from '../../db/schema/practice.ts';
import { courseIsPublic } from '../catalogue/repository.ts';

type Reader = Pick<Database, 'select'>;

/** A programme learners may see and buy: public and of kind 'programme'. */
export async function findProgrammeOnSale(db: Reader, programmeId: string) {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, programmeId), eq(courses.kind, 'programme'), courseIsPublic));
  return row;
}

/** Programmes learners may see and buy, all of them or those of the ids, in title order. */
export function listProgrammesOnSale(db: Reader, ids: string[]) {
  return db
    .select()
    .from(courses)
    .where(
      and(
        eq(courses.kind, 'programme'),
        courseIsPublic,
        ids.length > 0 ? inArray(courses.id, ids) : undefined,
      ),
    )
    .orderBy(asc(courses.title));
}

/** Any programme, drafts and deleted ones too (the console's view). */
export async function findProgramme(db: Reader, programmeId: string) {
  const [row] = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.id, programmeId), eq(courses.kind, 'programme')));
  return row;
}

/** The published mock tests a programme opens, in the tests' order. */
export function listProgrammeMockTests(db: Reader, programmeId: string) {
  return db
    .select()
    .from(mockTests)
    .where(and(eq(mockTests.requiredCourseId, programmeId), eq(mockTests.published, true)))
    .orderBy(asc(mockTests.position), asc(mockTests.title));
}

/** Every mock test tied to the programme, published or not (what the console edits). */
export async function programmeMockTestIds(db: Reader, programmeId: string) {
  const rows = await db
    .select({ id: mockTests.id })
    .from(mockTests)
    .where(eq(mockTests.requiredCourseId, programmeId))
    .orderBy(asc(mockTests.position), asc(mockTests.title));
  return rows.map((row) => row.id);
}

export async function listProgrammeTopics(db: Reader, programmeId: string) {
  const rows = await db
    .select({ topic: programmeTopics.topic })
    .from(programmeTopics)
    .where(eq(programmeTopics.programmeId, programmeId))
    .orderBy(asc(programmeTopics.topic));
  return rows.map((row) => row.topic);
}

/** Live sessions scheduled on the programme and not cancelled. */
export async function countLiveSessions(db: Reader, programmeId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(liveSessions)
    .where(and(eq(liveSessions.courseId, programmeId), isNull(liveSessions.cancelledAt)));
  return row?.n ?? 0;
}

export async function existingMockTestIds(db: Reader, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db.select({ id: mockTests.id }).from(mockTests).where(inArray(mockTests.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function findPlacementCard(db: Reader, cardId: string) {
  const [row] = await db.select().from(placementCourses).where(eq(placementCourses.id, cardId));
  return row;
}

/** The courses a programme includes, in its order (every one, for the console). */
export function programmeCourseTitles(db: Reader, programmeId: string) {
  return db
    .select({ id: courses.id, title: courses.title })
    .from(programmeCourses)
    .innerJoin(courses, eq(courses.id, programmeCourses.courseId))
    .where(eq(programmeCourses.programmeId, programmeId))
    .orderBy(asc(programmeCourses.position));
}

export async function programmeCourseIds(db: Reader, programmeId: string) {
  return (await programmeCourseTitles(db, programmeId)).map((row) => row.id);
}

/** The public courses a programme includes, in its order (what its page lists). */
export function listProgrammeCourses(db: Reader, programmeId: string) {
  return db
    .select({
      id: courses.id,
      title: courses.title,
      subject: courses.subject,
      thumbnail: courses.thumbnail,
      totalLecture: courses.totalLecture,
    })
    .from(programmeCourses)
    .innerJoin(courses, eq(courses.id, programmeCourses.courseId))
    .where(and(eq(programmeCourses.programmeId, programmeId), courseIsPublic))
    .orderBy(asc(programmeCourses.position));
}

/** Which of the ids are courses (not programmes: a programme does not include another). */
export async function existingCourseIds(db: Reader, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(inArray(courses.id, ids), eq(courses.kind, 'course')));
  return new Set(rows.map((row) => row.id));
}
