import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/commerce.ts';
import { courseProjects, projectSubmissions } from '../../db/schema/projects.ts';
import { courseIsCatalogued } from '../catalogue/repository.ts';

export type ProjectRow = typeof courseProjects.$inferSelect;
export type SubmissionRow = typeof projectSubmissions.$inferSelect;
type NewProject = typeof courseProjects.$inferInsert;
type NewSubmission = typeof projectSubmissions.$inferInsert;

export async function findCourse(db: Database, courseId: string) {
  const [course] = await db
    .select({ id: courses.id, title: courses.title, instructorId: courses.instructorId })
    .from(courses)
    .where(and(eq(courses.id, courseId), isNull(courses.deletedAt)));
  return course;
}

/** A project with the course it belongs to (whose instructor may manage and review it). */
export async function findProject(db: Database, projectId: string) {
  const [row] = await db
    .select({
      project: courseProjects,
      courseTitle: courses.title,
      instructorId: courses.instructorId,
    })
    .from(courseProjects)
    .innerJoin(courses, eq(courses.id, courseProjects.courseId))
    .where(eq(courseProjects.id, projectId));
  return row;
}

const waitingCount = sql<number>`(
  select count(*) from ${projectSubmissions}
  where ${projectSubmissions.projectId} = ${courseProjects.id} and ${projectSubmissions.status} = 'submitted'
)`.mapWith(Number);

export function listCourseProjects(db: Database, courseId: string) {
  return db
    .select({ project: courseProjects, waiting: waitingCount })
    .from(courseProjects)
    .where(eq(courseProjects.courseId, courseId))
    .orderBy(asc(courseProjects.position), asc(courseProjects.createdAt));
}

export async function insertProject(db: Database, values: NewProject) {
  const [row] = await db.insert(courseProjects).values(values).returning();
  if (!row) throw new Error('project not created');
  return row;
}

export async function updateProject(db: Database, projectId: string, values: Partial<NewProject>) {
  const [row] = await db
    .update(courseProjects)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(courseProjects.id, projectId))
    .returning();
  return row;
}

export async function deleteProject(db: Database, projectId: string) {
  await db.delete(courseProjects).where(eq(courseProjects.id, projectId));
}

/** Files of a project's attempts, removed from storage when the project goes. */
export async function fileKeysOfProject(db: Database, projectId: string) {
  const rows = await db
    .select({ fileKey: projectSubmissions.fileKey })
    .from(projectSubmissions)
    .where(eq(projectSubmissions.projectId, projectId));
  return rows.flatMap((row) => (row.fileKey ? [row.fileKey] : []));
}

/** Which of these storage keys an attempt still points to. */
export async function referencedFileKeys(db: Database, keys: string[]) {
  const rows = await db
    .select({ fileKey: projectSubmissions.fileKey })
    .from(projectSubmissions)
    .where(inArray(projectSubmissions.fileKey, keys));
  return rows.flatMap((row) => (row.fileKey ? [row.fileKey] : []));
}

/** When the learner's active enrolment began (the last grant after a revoke), or undefined without one. */
export async function activeEnrolmentStart(db: Database, userId: string, courseId: string) {
  const [row] = await db
    .select({ createdAt: enrollments.createdAt, grantedAt: enrollments.grantedAt })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.userId, userId),
        eq(enrollments.courseId, courseId),
        eq(enrollments.status, 'active'),
      ),
    );
  return row ? (row.grantedAt ?? row.createdAt) : undefined;
}

/** Every attempt of the learner at the project, newest first. */
export function submissionsOf(db: Database, projectId: string, userId: string) {
  return db
    .select()
    .from(projectSubmissions)
    .where(and(eq(projectSubmissions.projectId, projectId), eq(projectSubmissions.userId, userId)))
    .orderBy(desc(projectSubmissions.attempt));
}

export async function insertSubmission(db: Database, values: NewSubmission) {
  const [row] = await db.insert(projectSubmissions).values(values).returning();
  if (!row) throw new Error('submission not created');
  return row;
}

const reviewColumns = {
  submission: projectSubmissions,
  project: courseProjects,
  courseTitle: courses.title,
  instructorId: courses.instructorId,
  learnerName: users.name,
  learnerEmail: users.email,
  /** The profile's language: the review's e-mail is written in it. */
  learnerLanguage: users.language,
};

/** `scope`: the instructor profile whose courses count; undefined for an admin (every course). */
const inScope = (scope: string | undefined) =>
  scope === undefined ? undefined : eq(courses.instructorId, scope);

/** Attempts waiting for review in the caller's courses, oldest first. */
export async function reviewQueue(
  db: Database,
  scope: string | undefined,
  window: { limit: number; offset: number },
) {
  const where = and(eq(projectSubmissions.status, 'submitted'), inScope(scope));
  const from = () =>
    db
      .select(reviewColumns)
      .from(projectSubmissions)
      .innerJoin(courseProjects, eq(courseProjects.id, projectSubmissions.projectId))
      .innerJoin(courses, eq(courses.id, courseProjects.courseId))
      .innerJoin(users, eq(users.id, projectSubmissions.userId));
  const [rows, [total]] = await Promise.all([
    from()
      .where(where)
      .orderBy(asc(projectSubmissions.submittedAt), asc(projectSubmissions.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ n: count() })
      .from(projectSubmissions)
      .innerJoin(courseProjects, eq(courseProjects.id, projectSubmissions.projectId))
      .innerJoin(courses, eq(courses.id, courseProjects.courseId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findSubmission(db: Database, submissionId: string) {
  const [row] = await db
    .select(reviewColumns)
    .from(projectSubmissions)
    .innerJoin(courseProjects, eq(courseProjects.id, projectSubmissions.projectId))
    .innerJoin(courses, eq(courses.id, courseProjects.courseId))
    .innerJoin(users, eq(users.id, projectSubmissions.userId))
    .where(eq(projectSubmissions.id, submissionId));
  return row;
}

/** Records the review of an attempt still waiting; undefined when someone reviewed it first. */
export async function reviewSubmission(
  db: Database,
  submissionId: string,
  review: Pick<SubmissionRow, 'scores' | 'feedback' | 'status' | 'reviewedBy'>,
) {
  const [row] = await db
    .update(projectSubmissions)
    .set({ ...review, reviewedAt: new Date() })
    .where(and(eq(projectSubmissions.id, submissionId), eq(projectSubmissions.status, 'submitted')))
    .returning();
  return row;
}

/** The projects of the learner's active enrolments (or of one course), each with its latest attempt's status. */
export function learnerProjects(db: Database, userId: string, courseId?: string) {
  const latestStatus = sql<string | null>`(
    select ${projectSubmissions.status} from ${projectSubmissions}
    where ${projectSubmissions.projectId} = ${courseProjects.id} and ${projectSubmissions.userId} = ${userId}
    order by ${projectSubmissions.attempt} desc limit 1
  )`;
  return db
    .select({
      project: courseProjects,
      courseTitle: courses.title,
      enrolledAt: sql<Date>`coalesce(${enrollments.grantedAt}, ${enrollments.createdAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
      status: latestStatus,
    })
    .from(courseProjects)
    .innerJoin(courses, eq(courses.id, courseProjects.courseId))
    .innerJoin(
      enrollments,
      and(
        eq(enrollments.courseId, courseProjects.courseId),
        eq(enrollments.userId, userId),
        eq(enrollments.status, 'active'),
      ),
    )
    .where(courseId ? eq(courseProjects.courseId, courseId) : undefined)
    .orderBy(asc(courses.title), asc(courseProjects.position), asc(courseProjects.createdAt));
}

/** The course's projects and which of them the learner has passed (titles in the course's order). */
export async function projectsPassedBy(db: Database, userId: string, courseId: string) {
  const projects = await db
    .select({ id: courseProjects.id, title: courseProjects.title })
    .from(courseProjects)
    .where(eq(courseProjects.courseId, courseId))
    .orderBy(asc(courseProjects.position), asc(courseProjects.createdAt));
  if (projects.length === 0) return { total: 0, passedTitles: [] as string[] };
  const passed = await db
    .selectDistinct({ projectId: projectSubmissions.projectId })
    .from(projectSubmissions)
    .where(
      and(
        eq(projectSubmissions.userId, userId),
        eq(projectSubmissions.status, 'passed'),
        inArray(
          projectSubmissions.projectId,
          projects.map((project) => project.id),
        ),
      ),
    );
  const passedIds = new Set(passed.map((row) => row.projectId));
  return {
    total: projects.length,
    passedTitles: projects.filter((project) => passedIds.has(project.id)).map((project) => project.title),
  };
}

/**
 * Public courses (kind 'course') that carry projects, with their projects in order: the 'Industry Projects'
 * page. `limit` counts courses, the most projects first.
 */
export async function showcase(db: Database, limit: number) {
  const carriers = await db
    .select({
      id: courses.id,
      title: courses.title,
      subject: courses.subject,
      thumbnail: courses.thumbnail,
      projectCount: count(courseProjects.id),
    })
    .from(courses)
    .innerJoin(courseProjects, eq(courseProjects.courseId, courses.id))
    .where(courseIsCatalogued)
    .groupBy(courses.id)
    .orderBy(desc(count(courseProjects.id)), asc(courses.title))
    .limit(limit);
  if (carriers.length === 0) return [];
  const projects = await db
    .select({
      id: courseProjects.id,
      courseId: courseProjects.courseId,
      title: courseProjects.title,
      brief: courseProjects.brief,
    })
    .from(courseProjects)
    .where(
      inArray(
        courseProjects.courseId,
        carriers.map((course) => course.id),
      ),
    )
    .orderBy(asc(courseProjects.position), asc(courseProjects.createdAt));
  return carriers.map(({ projectCount: _, ...course }) => ({
    ...course,
    projects: projects.filter((project) => project.courseId === course.id),
  }));
}
