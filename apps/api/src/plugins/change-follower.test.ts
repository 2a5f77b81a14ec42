import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/accounts.ts';
import { enrollments } from '../db/schema/commerce.ts';
import { buildTestApp, signedInLearner } from '../testing/build-test-app.ts';
import { createChapter, createCourse } from '../testing/factories.ts';

// Sessions and a learner's own reads are kept in memory and dropped by the database's own announcements of
// committed changes (migration 0013), whichever code path wrote them. Runs on PGlite in `npm test` and on the
// PostgreSQL server in CI (TEST_DATABASE_URL), where a dedicated connection LISTENs.
describe('memory that follows the database', async () => {
  const { app, db, queries } = await buildTestApp();
  await app.ready();

  const myLearnings = (cookie: string) =>
    app.inject({ method: 'GET', url: '/api/mylearnings/users/getCourseDetails', headers: { cookie } });
  const titles = async (cookie: string) =>
    (await myLearnings(cookie)).json().data.course.map((course: { title: string }) => course.title);

  it('answers a repeated learner read from memory, without the database', async () => {
    const { cookie } = await signedInLearner(app, db);
    const queriesPerRead = async () => {
      await myLearnings(cookie);
      queries.count = 0;
      const again = await myLearnings(cookie);
      expect(again.statusCode).toBe(200);
      expect(again.headers['cache-control']).toBe('private, no-cache');
      return queries.count;
    };
    // On a server database the listener may still be connecting, or the login's own announcement on its way
    // and empty the memory once.
    await expect.poll(queriesPerRead, { timeout: 15_000, interval: 20 }).toBe(0);
  });

  it("sees a write made outside the API (any code path) on the learner's next read", async () => {
    const { user, cookie } = await signedInLearner(app, db);
    const course = await createCourse(db, { title: 'Notified Course' });
    expect(await titles(cookie)).toEqual([]);
    await db.insert(enrollments).values({ userId: user.id, courseId: course.id });
    await expect.poll(() => titles(cookie), { timeout: 5_000, interval: 20 }).toEqual(['Notified Course']);
    await db.update(enrollments).set({ status: 'revoked' }).where(eq(enrollments.userId, user.id));
    await expect.poll(() => titles(cookie), { timeout: 5_000, interval: 20 }).toEqual([]);
  });

  it('refuses a session deleted or a user closed in the database, though it was cached', async () => {
    const first = await signedInLearner(app, db);
    const getUser = (cookie: string) =>
      app.inject({ method: 'GET', url: '/api/user/getUser', headers: { cookie } });
    const queriesPerCheck = async () => {
      expect((await getUser(first.cookie)).statusCode).toBe(200);
      queries.count = 0;
      expect((await getUser(first.cookie)).statusCode).toBe(200);
      return queries.count;
    };
    await expect.poll(queriesPerCheck, { timeout: 15_000, interval: 20 }).toBe(0);
    await db.delete(sessions).where(eq(sessions.userId, first.user.id));
    await expect.poll(async () => (await getUser(first.cookie)).statusCode, { timeout: 5_000 }).toBe(401);

    const second = await signedInLearner(app, db);
    expect((await getUser(second.cookie)).statusCode).toBe(200);
    await db.update(users).set({ closedAt: sql`now()` }).where(eq(users.id, second.user.id));
    await expect.poll(async () => (await getUser(second.cookie)).statusCode, { timeout: 5_000 }).toBe(401);
  });

  it('shows a profile change at once', async () => {
    const { user, cookie } = await signedInLearner(app, db);
    const name = async () =>
      (await app.inject({ method: 'GET', url: '/api/user/getUser', headers: { cookie } })).json().data.user
        .name;
    await name();
    await db.update(users).set({ name: 'Renamed Learner' }).where(eq(users.id, user.id));
    await expect.poll(name, { timeout: 5_000, interval: 20 }).toBe('Renamed Learner');
  });

  it("keeps a course's curriculum once for all its learners, and follows a change to it", async () => {
    const course = await createCourse(db, { title: 'Launch Day' });
    await createChapter(db, course.id, [{ title: 'Welcome' }, { title: 'Setup' }], { position: 0 });
    const enrolled = async () => {
      const learner = await signedInLearner(app, db);
      await db.insert(enrollments).values({ userId: learner.user.id, courseId: course.id });
      return learner;
    };
    const first = await enrolled();
    const second = await enrolled();
    const lectureTitles = async (cookie: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/courses/getPurchasedCourseDetails',
        headers: { cookie },
        payload: { courseId: course.id },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json()
        .data.details.chapters.flatMap((chapter: { lectures: { title: string }[] }) =>
          chapter.lectures.map((lecture) => lecture.title),
        );
    };
    expect(await lectureTitles(first.cookie)).toEqual(['Welcome', 'Setup']);
    // The second learner's first read asks the database for their own place in the course only.
    queries.recorded = [];
    try {
      expect(await lectureTitles(second.cookie)).toEqual(['Welcome', 'Setup']);
      const readsOfLectures = queries.recorded.filter(({ query }) => query.includes('"lectures"'));
      expect(readsOfLectures).toEqual([]);
    } finally {
      queries.recorded = undefined;
    }
    // A chapter added outside the API reaches both learners: the kept curriculum and their answers are dropped.
    await createChapter(db, course.id, [{ title: 'Deploy' }], { position: 1 });
    for (const { cookie } of [first, second]) {
      await expect
        .poll(() => lectureTitles(cookie), { timeout: 5_000, interval: 20 })
        .toEqual(['Welcome', 'Setup', 'Deploy']);
    }
  });

  it('bypasses memory while the announcements are not flowing, and starts empty when they resume', async () => {
    const { cookie } = await signedInLearner(app, db);
    app.sessionCache.setLive(false);
    app.learnerCache.setLive(false);
    try {
      await myLearnings(cookie);
      queries.count = 0;
      await myLearnings(cookie);
      // The session lookup and the learner's query, every time.
      expect(queries.count).toBe(2);
    } finally {
      app.sessionCache.setLive(true);
      app.learnerCache.setLive(true);
    }
  });
});

// The server's LISTEN connection dropping (restart, pg_terminate_backend): memory is bypassed at once, the
// listener reconnects by itself, and memory is used again.
const serverUrl = process.env.TEST_DATABASE_URL;
describe.runIf(serverUrl)('memory that follows the database server through a lost listener', async () => {
  const { app, db, queries } = await buildTestApp();
  await app.ready();

  it('bypasses memory while the listener is gone and uses it again once it is back', async () => {
    const { cookie } = await signedInLearner(app, db);
    const read = () =>
      app.inject({ method: 'GET', url: '/api/mylearnings/users/getCourseDetails', headers: { cookie } });
    const queriesPerRead = async () => {
      await read();
      queries.count = 0;
      await read();
      return queries.count;
    };
    // The listener connects after start-up; memory is used only once it listens (bypassed until then).
    await expect.poll(queriesPerRead, { timeout: 15_000, interval: 50 }).toBe(0);
    await db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN%'`,
    );
    await expect.poll(queriesPerRead, { timeout: 5_000, interval: 20 }).toBe(2);
    await expect.poll(queriesPerRead, { timeout: 15_000, interval: 100 }).toBe(0);
  });
});
