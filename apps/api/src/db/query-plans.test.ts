import { describe, expect, it } from 'vitest';
import { buildTestApp, signedInLearner } from '../testing/build-test-app.ts';
import { createChapter, createCourse, createInstructor } from '../testing/factories.ts';
import { hotReads } from '../testing/hot-reads.ts';
import { explainable, explainQuery, sendRecorded } from '../testing/query-plans.ts';
import { cartItems, enrollments } from './schema/commerce.ts';
import { lectureProgress } from './schema/learning.ts';

// At scale: every statement the hot reads send can be served by an index, so none of them reads a
// growing table (users, enrollments, progress, the catalogue) from end to end. The test database is small,
// so the planner is asked with sequential scans priced out: "could an index serve this?" — a missing index
// fails here long before a million enrolments make it slow. `npm run bench:plans` explains the same
// statements with real timings on a database at scale.
describe('query plans of the hot reads', async () => {
  const { app, db, queries } = await buildTestApp();
  const instructor = await createInstructor(db);
  const course = await createCourse(db, { title: 'Python for Placements', instructorId: instructor.id });
  const other = await createCourse(db, { title: 'Pandas in Practice', instructorId: instructor.id });
  const { lectures } = await createChapter(db, course.id, [
    { title: 'Welcome', free: true },
    { title: 'Lists' },
  ]);
  const lecture = lectures[0];
  if (!lecture) throw new Error('no lecture');
  const { user, cookie } = await signedInLearner(app, db);
  await db.insert(enrollments).values({ userId: user.id, courseId: course.id });
  await db.insert(lectureProgress).values({ userId: user.id, lectureId: lecture.id, courseId: course.id });
  await db.insert(cartItems).values({ userId: user.id, courseId: other.id });

  for (const read of hotReads(course.id, lecture.id)) {
    it(`${read.label}: every statement can use an index`, async () => {
      const { response, sent } = await sendRecorded(app, queries, read, cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(sent.length, 'the read sent no statement: it was answered from memory').toBeGreaterThan(0);

      const problems: string[] = [];
      for (const statement of sent.filter((logged) => explainable(logged.query))) {
        const plan = await explainQuery(db, statement, { forceIndexes: true });
        const scanned = plan.sequentialScans.filter((table) => !(read.wholeCatalogue && table === 'courses'));
        if (scanned.length > 0) problems.push(`${scanned.join(', ')} scanned by: ${statement.query}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('finds a sequential scan when no index can serve the statement', async () => {
    // The check itself must be able to fail: bio has no index.
    const plan = await explainQuery(
      db,
      { query: 'select id from users where bio = $1', params: ['x'] },
      { forceIndexes: true },
    );
    expect(plan.sequentialScans).toEqual(['users']);
  });
});
