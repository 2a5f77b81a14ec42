import type { Logger } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { createTestDatabase } from './test-database.ts';

/** Counts SQL statements, so tests can pin the number of queries a request makes. */
export class QueryCounter implements Logger {
  count = 0;
  logQuery() {
    this.count += 1;
  }
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), webDistDir: undefined, ...overrides };
}

/** The app on a fresh database for this test file; closed (and the database dropped) after the file. */
export async function buildTestApp(overrides: Partial<Config> = {}) {
  const queries = new QueryCounter();
  const database = await createTestDatabase({ logger: queries });
  const app = await buildApp({ config: testConfig(overrides), db: database.db, logger: false });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, db: database.db, queries };
}
