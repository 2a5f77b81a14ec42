import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { API_ROOT } from '../paths.ts';
import { type ChangeFeed, pgliteChangeFeed, serverChangeFeed } from './change-feed.ts';
import { keepStatementsPrepared } from './pglite-statements.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One type for both drivers: feature code never knows which one it talks to. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'embedded' | 'server';
  /** Committed changes announced by the database (migration 0013), for in-memory caches to follow. */
  changes: ChangeFeed;
  migrate(): Promise<void>;
  /** Embedded only: the whole database as a tarball, to open copies of it with `fromSnapshot`. */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL of a server; when absent the embedded database is used. */
  url?: string;
  /** Folder of the embedded database; when absent it lives in memory (tests). */
  dataDir?: string;
  /**
   * Embedded, in memory only: starts as a copy of this snapshot (`snapshot()` of another handle) instead of an
   * empty cluster; the tests open each file's database from one migrated snapshot.
   */
  fromSnapshot?: Blob;
  /** Sees every SQL statement (tests count queries with it). */
  logger?: Logger;
  /** Server only: a stalled or lost database fails a query after these instead of holding it for ever. */
  timeouts?: { queryMs: number; connectMs: number };
  /**
   * Server only: an idle pooled connection died (database restart, pg_terminate_backend, a proxy's idle
   * timeout). The pool drops it and the next query connects again; this only reports it.
   */
  onConnectionError?: (error: Error) => void;
}

export const DEFAULT_DATABASE_TIMEOUTS = { queryMs: 5000, connectMs: 3000 };

export const migrationsFolder = path.join(API_ROOT, 'drizzle');

// Arbitrary constant: serialises migrations when several API instances start at once.
const MIGRATION_LOCK_ID = 7_400_211;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // Also bounds the wait for a free pooled connection, so a stall cannot queue requests for ever.
      connectionTimeoutMillis: timeouts.connectMs,
      // Client side: a query on a stalled connection is given up (the server may never answer).
      query_timeout: timeouts.queryMs,
      // Server side: the database cancels a runaway statement or a transaction left open.
      statement_timeout: timeouts.queryMs,
      idle_in_transaction_session_timeout: timeouts.queryMs * 2,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
    });
    // Without a listener, a client's error (the server restarted, the backend was terminated) is an unhandled
    // 'error' event and ends the process. The pool listens to idle clients only (and has already discarded that
    // one); a checked-out client, say between the statements of a transaction, is heard here: its next statement
    // fails and the pool discards it on release. An idle client's error reaches both listeners: reported once.
    const reported = new WeakSet<Error>();
    const report = (error: Error) => {
      if (reported.has(error)) return;
      reported.add(error);
      options.onConnectionError?.(error);
    };
    pool.on('error', report);
    pool.on('connect', (client) => client.on('error', report));
    const db = drizzlePg(pool, { schema, logger: options.logger }) as unknown as Database;
    return {
      db,
      kind: 'server',
      changes: serverChangeFeed(options.url, {
        connectMs: timeouts.connectMs,
        onError: (error) => options.onConnectionError?.(error),
      }),
      async migrate() {
        // Its own connection without the request timeouts: a migration may rightly take minutes.
        const client = new pg.Client({ connectionString: options.url });
        client.on('error', (error) => options.onConnectionError?.(error));
        await client.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
          await client.end();
        }
      },
      close: () => pool.end(),
    };
  }

  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm (typo-tolerant suggestions) ships with PGlite as a contrib extension, as with PostgreSQL.
  const extensions = { pg_trgm };
  const client = options.dataDir
    ? new PGlite(path.join(options.dataDir, 'pg'), { extensions })
    : new PGlite({ extensions, ...(options.fromSnapshot ? { loadDataDir: options.fromSnapshot } : {}) });
  await client.waitReady;
  keepStatementsPrepared(client);
  const db = drizzlePglite(client, { schema, logger: options.logger }) as unknown as Database;
  return {
    db,
    kind: 'embedded',
    changes: pgliteChangeFeed(client),
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    snapshot: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/**
 * What `build` makes from a database (prepared statements), made once per database on first use: the app runs on
 * one database, the tests on one each.
 */
export function oncePerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
