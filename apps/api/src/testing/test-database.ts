import { randomBytes } from 'node:crypto';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a throw-away database
 * on the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped by `close`).
 */
export async function createTestDatabase(
  options: { logger?: Logger } = {},
): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ logger: options.logger });
    await handle.migrate();
    return handle;
  }

  // Named after the server database, so a CI run can drop everything it made by that prefix.
  const serverDatabase = new URL(serverUrl).pathname.slice(1) || 'pathshala';
  const name = `${serverDatabase}_t_${randomBytes(6).toString('hex')}`.replace(/[^a-z0-9_]/gi, '_');
  await withAdminClient(serverUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), logger: options.logger });
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      await withAdminClient(serverUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
