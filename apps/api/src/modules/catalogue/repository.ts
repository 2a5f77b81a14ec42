import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { courses, instructors } from '../../db/schema/catalogue.ts';

/** All courses with their instructor in one query; 'coming soon' courses sort last (spec §2). */
export function listCourses(db: Database) {
  return db
    .select({ course: courses, instructor: instructors })
    .from(courses)
    .leftJoin(instructors, eq(instructors.id, courses.instructorId))
    .orderBy(sql`${courses.status} = 'coming soon'`, asc(courses.createdAt), asc(courses.title));
}

export type CourseRow = Awaited<ReturnType<typeof listCourses>>[number];
