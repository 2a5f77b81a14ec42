/**
 * The database going away is normal: requests answer 503 with a message (never a 401 or a 500), the health
 * check answers within its bound, the process stays up and recovers by itself once the database is back.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../plugins/database-errors.ts';
import { sessionCookieOf, testConfig } from '../testing/build-test-app.ts';
import { createCourse, createUser } from '../testing/factories.ts';
import { stallableProxy } from '../testing/stallable-proxy.ts';
import { openDatabase } from './client.ts';

describe('the database is gone', () => {
  it('answers 503 with a message, not "please log in", while the database cannot answer', async () => {
    const database = await openDatabase({});
    await database.migrate();
    const app = await buildApp({ config: testConfig(), db: database.db, logger: false });
    afterAll(() => app.close());
    const course = await createCourse(database.db);
    const { user, password } = await createUser(database.db);
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password },
    });
    const cookie = sessionCookieOf(login) ?? '';

    await database.close();
    const order = await app.inject({
      method: 'POST',
      url: '/api/payment/createOrder',
      headers: { cookie },
      payload: { courseId: course.id },
    });
    expect(order.statusCode).toBe(503);
    expect(order.json()).toEqual({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(order.headers['retry-after']).toBe('5');

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ success: false, message: 'Database unavailable' });
    // A ceiling, not a timing: a fresh embedded database running every migration takes tens of seconds on a
    // busy 2-core machine.
  }, 120_000);
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('PostgreSQL connections fail (server run only)', async () => {
  const base = new URL(serverUrl ?? 'postgres://localhost/x');
  const name = `faults_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  if (serverUrl) {
    await admin.connect();
    await admin.query(`create database ${name}`);
  }
  afterAll(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const urlOf = (host: string, port: string) => {
    const url = new URL(base);
    url.hostname = host;
    url.port = port;
    url.pathname = `/${name}`;
    return url.toString();
  };

  it('survives idle connections being terminated and serves the next request', async () => {
    const lost: Error[] = [];
    const database = await openDatabase({
      url: urlOf(base.hostname, base.port || '5432'),
      onConnectionError: (error) => lost.push(error),
    });
    await database.migrate();
    const app = await buildApp({ config: testConfig(), db: database.db, logger: false });
    afterAll(async () => {
      await app.close();
      await database.close();
    });
    // Warm several pooled connections, then kill them all while idle.
    await Promise.all(Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/api/health' })));
    const killed = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    expect(killed.rowCount).toBeGreaterThan(0);
    // Each killed connection reports its loss (the pool and the client pass on the same error object); until
    // the last report arrives the pool could still hand out a dead connection, which would be one 503.
    await expect.poll(() => new Set(lost).size).toBeGreaterThanOrEqual(killed.rowCount ?? 1);
    // The process is still here (an unhandled 'error' would have ended it) and the next request reconnects.
    const after = await app.inject({ method: 'GET', url: '/api/courses/getCourse' });
    expect(after.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('survives a connection terminated between the statements of a transaction', async () => {
    // A background job's transaction (the transcode claim) held its connection when the chaos script cut it:
    // a checked-out client has no pool listener, and its 'error' event ended the process.
    const lost: Error[] = [];
    const database = await openDatabase({
      url: urlOf(base.hostname, base.port || '5432'),
      onConnectionError: (error) => lost.push(error),
    });
    afterAll(() => database.close());
    let cut!: () => void;
    const afterCut = new Promise<void>((resolve) => {
      cut = resolve;
    });
    const transaction = database.db.transaction(async (tx) => {
      // The server pool's result (Database types it for either kind of database).
      const backend = (await tx.execute(sql`select pg_backend_pid() as pid`)) as pg.QueryResult<{
        pid: number;
      }>;
      await admin.query('select pg_terminate_backend($1)', [backend.rows[0]?.pid]);
      await afterCut;
      await tx.execute(sql`select 1`);
    });
    await expect.poll(() => lost.length).toBeGreaterThan(0);
    cut();
    await expect(transaction).rejects.toThrow();
    // The pool dropped the broken connection on release: the next statement gets a new one.
    const next = (await database.db.execute(sql`select 1 as one`)) as pg.QueryResult<{ one: number }>;
    expect(next.rows).toEqual([{ one: 1 }]);
  });

  it('answers 503 during a stall instead of waiting, and recovers without a restart', async () => {
    const proxy = stallableProxy({ host: base.hostname, port: Number(base.port || 5432) });
    const port = await proxy.listen();
    const database = await openDatabase({
      url: urlOf('127.0.0.1', String(port)),
      timeouts: { queryMs: 1500, connectMs: 1000 },
      onConnectionError: () => {},
    });
    await database.migrate();
    const app = await buildApp({ config: testConfig(), db: database.db, logger: false });
    afterAll(async () => {
      await app.close();
      await database.close();
      await proxy.close();
    });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    proxy.stall();
    const [health, courses] = await Promise.all([
      app.inject({ method: 'GET', url: '/api/health' }),
      app.inject({ method: 'GET', url: '/api/courses/getCourse' }),
    ]);
    expect(health.statusCode).toBe(503);
    expect(courses.statusCode).toBe(503);
    expect(courses.json()).toEqual({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });

    proxy.resume();
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode, {
        timeout: 15_000,
        interval: 250,
      })
      .toBe(200);
    await database.db.execute(sql`select 1`);
  });
});
