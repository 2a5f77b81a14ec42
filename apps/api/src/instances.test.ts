import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { courses } from './db/schema/catalogue.ts';
import { buildTestApp, signedInLearner, testConfig } from './testing/build-test-app.ts';
import { createCourse } from './testing/factories.ts';

// Two API processes behind one load balancer, on one PostgreSQL server: a
// session made on one is good on the other, and what one instance keeps in memory follows a change made
// through the other (or outside the API), announced by the database. `npm run bench` with BENCH_INSTANCES=2
// measures how long that takes and the throughput of the pair. The polls give up at 5 s, inside the memory's
// own expiry (10 s learner reads and sessions, 30 s public reads), so only following the change passes them.
const serverUrl = process.env.TEST_DATABASE_URL;
describe.runIf(serverUrl)('two instances on one database server', async () => {
  // Vitest still collects a suite it will skip: build nothing on the embedded database.
  if (!serverUrl) return;
  const first = await buildTestApp();
  if (!first.databaseUrl) throw new Error('the first instance is not on the server');
  const secondDatabase = await openDatabase({ url: first.databaseUrl });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pathshala-second-'));
  const second = await buildApp({
    config: testConfig({ dataDir }),
    db: secondDatabase.db,
    changes: secondDatabase.changes,
    logger: false,
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const { cookie } = await signedInLearner(first.app, first.db);
  const course = await createCourse(first.db, { title: 'Docker from Zero' });

  const cartTitles = async () =>
    (await second.inject({ method: 'GET', url: '/api/cart/getCartItems', headers: { cookie } }))
      .json()
      .data.map((item: { title: string }) => item.title) as string[];

  it('accepts on one instance the session made on the other', async () => {
    const response = await second.inject({ method: 'GET', url: '/api/user/getUser', headers: { cookie } });
    expect(response.statusCode).toBe(200);
  });

  it("shows a learner's change made on one instance in the other's memory", async () => {
    await second.ready();
    expect(await cartTitles()).toEqual([]);
    expect(await cartTitles()).toEqual([]); // now served from the second instance's memory
    const added = await first.app.inject({
      method: 'POST',
      url: '/api/cart/addToCart',
      headers: { cookie },
      payload: { courseId: course.id },
    });
    expect(added.statusCode).toBe(200);
    await expect.poll(cartTitles, { timeout: 5_000, interval: 25 }).toEqual(['Docker from Zero']);
  });

  it("shows a catalogue change made outside the API in the other instance's public cache", async () => {
    const title = async () =>
      (
        await second.inject({
          method: 'POST',
          url: '/api/courses/getCourseDetails',
          payload: { courseId: course.id },
        })
      ).json().data.details.title as string;
    expect(await title()).toBe('Docker from Zero');
    await first.db
      .update(courses)
      .set({ title: 'Docker from Zero to Swarm' })
      .where(eq(courses.id, course.id));
    await expect.poll(title, { timeout: 5_000, interval: 25 }).toBe('Docker from Zero to Swarm');
  });

  it('refuses on the other instance a session ended on one', async () => {
    const status = async () =>
      (await second.inject({ method: 'GET', url: '/api/user/getUser', headers: { cookie } })).statusCode;
    expect(await status()).toBe(200);
    const loggedOut = await first.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { cookie },
    });
    expect(loggedOut.statusCode).toBe(200);
    await expect.poll(status, { timeout: 5_000, interval: 25 }).toBe(401);
  });
});
