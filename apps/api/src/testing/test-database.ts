import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, migrationsFolder, openDatabase } from '../db/client.ts';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a throw-away database
 * on the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped by `close`). Both start as a copy of
 * a database migrated once (a snapshot in each worker; a template database on the server) instead of running the
 * migrations for every file: a new embedded cluster and its migrations take about 3.5 s, a copy about 1.2 s.
 */
export async function createTestDatabase(
  options: { logger?: Logger } = {},
): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return openDatabase({ logger: options.logger, fromSnapshot: await migratedSnapshot() });
  }

  // Named after the server database, so a CI run can drop everything it made by that prefix.
  const serverDatabase = databaseNamePrefix(serverUrl);
  const template = await migratedTemplate(serverUrl, serverDatabase);
  const name = `${serverDatabase}_t_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (admin) => admin.query(`create database ${name} template ${template}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), logger: options.logger });
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

let embeddedSnapshot: Promise<Blob> | undefined;

/** The embedded database after every migration, made once per worker. */
function migratedSnapshot(): Promise<Blob> {
  embeddedSnapshot ??= (async () => {
    const template = await openDatabase({});
    try {
      await template.migrate();
      // biome-ignore lint/style/noNonNullAssertion: an embedded handle always has a snapshot.
      return await template.snapshot!();
    } finally {
      await template.close();
    }
  })();
  return embeddedSnapshot;
}

function databaseNamePrefix(serverUrl: string) {
  return (new URL(serverUrl).pathname.slice(1) || 'pathshala').replace(/[^a-z0-9_]/gi, '_');
}

// Arbitrary constant: one worker at a time creates the template; the others wait for it.
const TEMPLATE_LOCK_ID = 7_400_212;
let serverTemplate: Promise<string> | undefined;

/**
 * A database on the server with every migration applied, the template of each test file's database. Named by a hash
 * of the migrations, so a changed migration makes a new one; named like the files' databases, so the run's teardown
 * (global-setup.ts) and `.ci/run` drop it with them.
 */
function migratedTemplate(serverUrl: string, serverDatabase: string): Promise<string> {
  serverTemplate ??= (async () => {
    const name = `${serverDatabase}_t_${migrationsHash().slice(0, 12)}`;
    await withAdminClient(serverUrl, async (admin) => {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
      try {
        const existing = await admin.query('select 1 from pg_database where datname = $1', [name]);
        if (existing.rowCount) return;
        await admin.query(`create database ${name}`);
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        const handle = await openDatabase({ url: url.toString() });
        try {
          await handle.migrate();
        } catch (error) {
          await handle.close();
          await admin.query(`drop database if exists ${name} with (force)`);
          throw error;
        }
        await handle.close();
      } finally {
        await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]);
      }
    });
    return name;
  })();
  return serverTemplate;
}

function migrationsHash() {
  const hash = createHash('sha256');
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files.filter((name) => name.endsWith('.sql') || name.endsWith('_journal.json'))) {
    hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
  }
  return hash.digest('hex');
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
