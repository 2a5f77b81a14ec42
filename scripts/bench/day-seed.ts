/**
 * What a placement day's load needs before it starts, written straight into the database: learners already
 * signed in (a session each, no password hashing per learner), a three-section mock test of its own, and an
 * enrolment in a course with lectures for the course launch. Each step of the bench seeds its own, under `tag`.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client.ts';
import { sessions, users } from '../../apps/api/src/db/schema/accounts.ts';
import { chapters, courses, lectures } from '../../apps/api/src/db/schema/catalogue.ts';
import { enrollments } from '../../apps/api/src/db/schema/commerce.ts';
import { mockTests, questions } from '../../apps/api/src/db/schema/practice.ts';
import { hashPassword } from '../../apps/api/src/modules/accounts/password.ts';
import { hashToken, SESSION_COOKIE } from '../../apps/api/src/plugins/auth.ts';

export interface DaySeed {
  /** A Cookie header per learner. */
  cookies: string[];
  mockTestId: string;
  /** A published course with lectures every learner is enrolled in, and its first lecture. */
  courseId: string;
  courseTitle: string;
  lectureId: string;
}

export interface DaySeedOptions {
  tag: string;
  learners: number;
  /** Questions in each of the mock's three sections, and each section's time. */
  questionsPerSection: number;
  sectionSeconds: number;
}

const SECTION_TOPICS = ['quantitative-aptitude', 'logical-reasoning', 'verbal-ability'] as const;
const BATCH = 500;

export async function seedDay(db: Database, options: DaySeedOptions): Promise<DaySeed> {
  const { tag, learners, questionsPerSection, sectionSeconds } = options;
  const sections = [];
  for (const [index, topic] of SECTION_TOPICS.entries()) {
    const rows = await db
      .insert(questions)
      .values(
        Array.from({ length: questionsPerSection }, (_, number) => ({
          key: `bench.${tag}.${index}.${number}`,
          topic,
          subtopic: 'Placement day',
          difficulty: 'medium' as const,
          kind: 'single' as const,
          prompt: `Placement day question ${index + 1}.${number + 1}`,
          options: ['12', '15', '18', '21'],
          correct: [1],
          explanation: 'Worked solution.',
        })),
      )
      .returning({ id: questions.id });
    sections.push({
      title: `Section ${index + 1}`,
      topic,
      durationSeconds: sectionSeconds,
      questionIds: rows.map((row) => row.id),
    });
  }
  const [test] = await db
    .insert(mockTests)
    .values({ slug: `placement-day-${tag}`, title: `Placement day ${tag}`, sections, maxAttempts: 1 })
    .returning({ id: mockTests.id });
  if (!test) throw new Error('mock test not created');

  const [course] = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(
      and(
        eq(courses.status, 'published'),
        eq(courses.kind, 'course'),
        sql`exists (select 1 from ${chapters} join ${lectures} on ${lectures.chapterId} = ${chapters.id}
          where ${chapters.courseId} = ${courses.id} and ${lectures.videoKey} is not null)`,
      ),
    )
    .orderBy(asc(courses.createdAt))
    .limit(1);
  if (!course) throw new Error('no published course with lectures to launch');
  const [lecture] = await db
    .select({ id: lectures.id })
    .from(lectures)
    .innerJoin(chapters, eq(chapters.id, lectures.chapterId))
    .where(and(eq(chapters.courseId, course.id), sql`${lectures.videoKey} is not null`))
    .orderBy(asc(chapters.position), asc(lectures.position))
    .limit(1);
  if (!lecture) throw new Error('the launched course has no lectures');

  const passwordHash = await hashPassword(randomBytes(12).toString('base64url'));
  const cookies: string[] = [];
  for (let first = 0; first < learners; first += BATCH) {
    const count = Math.min(BATCH, learners - first);
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, n) => ({
          name: `Day Learner ${first + n + 1}`,
          email: `day-${tag}-${first + n + 1}@bench.pathshala.local`,
          mobileNo: '9876543210',
          passwordHash,
        })),
      )
      .returning({ id: users.id });
    const tokens = rows.map(() => randomBytes(32).toString('base64url'));
    await db.insert(sessions).values(
      rows.map((row, n) => ({
        tokenHash: hashToken(tokens[n] ?? ''),
        userId: row.id,
        expiresAt: new Date(Date.now() + 6 * 60 * 60 * 1000),
      })),
    );
    await db
      .insert(enrollments)
      .values(rows.map((row) => ({ userId: row.id, courseId: course.id, grantedAt: new Date() })));
    cookies.push(...tokens.map((token) => `${SESSION_COOKIE}=${token}`));
  }
  return {
    cookies,
    mockTestId: test.id,
    courseId: course.id,
    courseTitle: course.title,
    lectureId: lecture.id,
  };
}
