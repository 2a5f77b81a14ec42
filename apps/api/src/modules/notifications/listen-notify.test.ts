import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { buildTestApp, signedInLearner, testConfig } from '../../testing/build-test-app.ts';
import { notify } from './service.ts';

// Two API instances on one PostgreSQL server: a notification written through one reaches a bell open on the
// other, by the database's NOTIFY heard on the other's LISTEN connection. The embedded database is one process
// with its own in-process listener (notifications.test.ts covers that path), so this runs in CI's server run.
const serverUrl = process.env.TEST_DATABASE_URL;
describe('the live count across instances on a PostgreSQL server', async () => {
  if (!serverUrl) {
    it.skip("needs TEST_DATABASE_URL (CI's PostgreSQL run): the embedded database has one process, no second instance", () => {});
    return;
  }
  // Instance A on a throw-away database of its own (created from the migrated template, dropped after the file).
  const first = await buildTestApp();
  if (!first.databaseUrl) throw new Error('instance A is not on the server');
  // Instance B: its own connections and its own LISTEN, on the same database.
  const secondDatabase = await openDatabase({ url: first.databaseUrl });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pathshala-second-'));
  const second = await buildApp({
    config: testConfig({ dataDir }),
    db: secondDatabase.db,
    changes: secondDatabase.changes,
    logger: false,
  });
  const abort = new AbortController();
  afterAll(async () => {
    abort.abort();
    await second.close();
    await secondDatabase.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('pushes a count changed through instance A to a stream open on instance B', async () => {
    await second.listen({ port: 0, host: '127.0.0.1' });
    const { port } = second.server.address() as AddressInfo;
    const learner = await signedInLearner(first.app, first.db);
    const response = await fetch(`http://127.0.0.1:${port}/api/notifications/stream`, {
      headers: { cookie: learner.cookie },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const nextCount = async () => {
      for (;;) {
        const match = buffer.match(/event: count\ndata: (\{[^\n]*\})\n\n/);
        if (match?.index !== undefined) {
          buffer = buffer.slice(match.index + match[0].length);
          return JSON.parse(match[1] ?? '{}').unread as number;
        }
        const chunk = await reader?.read();
        if (!chunk || chunk.done) throw new Error('the stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    };
    expect(await nextCount()).toBe(0);

    // Written by instance A's connections: B has no part in it but its LISTEN.
    for (const n of [1, 2])
      await first.db.transaction((tx) =>
        notify(tx, {
          userIds: [learner.user.id],
          kind: 'refundCompleted',
          params: { amount: '₹499', receipt: `R-${n}` },
          link: '/profile/orders',
          dedupeKey: `refund:across-instances:${n}`,
        }),
      );
    // Counts are sent as they change: one or two events, the last one 2.
    let unread = await nextCount();
    if (unread === 1) unread = await nextCount();
    expect(unread).toBe(2);

    // Marking read through instance A's API reaches B too.
    const read = await first.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: { cookie: learner.cookie },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(await nextCount()).toBe(0);
    expect(second.notificationHub.openStreams).toBe(1);
    expect(first.app.notificationHub.openStreams).toBe(0);
  });
});
