import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { type App, type AppDependencies, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createUser } from './factories.ts';
import type { LoggedQuery } from './query-plans.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * Counts SQL statements, so tests can pin the number of queries a request makes; keeps them (with their
 * parameters) while `recorded` is an array, so a test can explain them.
 */
export class QueryCounter implements Logger {
  count = 0;
  recorded: LoggedQuery[] | undefined;
  logQuery(query: string, params: unknown[]) {
    this.count += 1;
    this.recorded?.push({ query, params });
  }
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), webDistDir: undefined, ...overrides };
}

/** The app on a fresh database for this test file; closed (and the database dropped) after the file. */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  dependencies: Pick<AppDependencies, 'judge'> = {},
) {
  const queries = new QueryCounter();
  const database = await createTestDatabase({ logger: queries });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pathshala-test-'));
  const config = testConfig({ dataDir, ...overrides });
  // TEST_LOG=1 shows the server's own error logs while debugging a test.
  const app = await buildApp({
    config,
    db: database.db,
    changes: database.changes,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    ...dependencies,
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { app, db: database.db, queries, config, databaseUrl: database.url };
}

/** Session cookie of a response, as a Cookie header value for the next request. */
export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }) {
  const cookie = response.cookies.find((candidate) => candidate.name === 'pathshala_session');
  return cookie?.value ? `pathshala_session=${cookie.value}` : undefined;
}

/** A new learner in the database, signed in through the real login route: the user and its Cookie header. */
export async function signedInLearner(
  app: App,
  db: Database,
  overrides: Parameters<typeof createUser>[1] = {},
) {
  const { user, password } = await createUser(db, overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: user.email, password },
  });
  return { user, cookie: sessionCookieOf(response) ?? '' };
}
