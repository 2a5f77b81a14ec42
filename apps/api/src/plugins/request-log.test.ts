/**
 * The whole app's own log, read from memory: whatever a request carries — secrets in its
 * address, a NUL byte, a query that fails with a password hash and an e-mail among its parameters — no log
 * line repeats a secret or a learner's personal data.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../testing/build-test-app.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { loggerOptions, PAGE_ASK_HEADER } from './logging.ts';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const logText = () => lines.join('');

const database = await createTestDatabase();
const dataDir = mkdtempSync(path.join(tmpdir(), 'pathshala-log-'));
// The production logger options, writing to memory instead of stdout.
const app = await buildApp({
  config: testConfig({ dataDir }),
  db: database.db,
  logger: { ...(loggerOptions('info') as object), stream },
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const hash = 'scrypt$16384$8$1$c2FsdHNhbHQ$c2VjcmV0aGFzaHNlY3JldGhhc2g';
const email = 'priya.private@example.com';
const mobile = '9123456780';
app.get('/api/test/failing-query', async () =>
  app.db.execute(
    sql`select * from no_such_table where email = ${email} and password_hash = ${hash} and mobile = ${mobile}`,
  ),
);

app.get('/api/test/logs-a-learner', async (request) => {
  request.log.info({ learner: { email } }, 'learner looked up');
  request.log.child({ step: 'nested' }).info('nested line');
  return { success: true };
});

describe('the log', () => {
  it('keeps secrets in a request address out: hand-over tokens, signed media links, sign-in codes', async () => {
    const secrets = [
      'handover-code-7f3a91',
      'media-signature-55c2e0',
      'oauth-code-0b1d2c',
      'oauth-state-9e8f7a',
    ];
    await app.inject({ method: 'GET', url: `/?token=${secrets[0]}` });
    await app.inject({
      method: 'GET',
      url: `/api/media/lectures/8f4c1a52-2b7e-4c1d-9a3e-5b6c7d8e9f01/video?e=1&s=${secrets[1]}`,
    });
    await app.inject({
      method: 'GET',
      url: `/api/auth/google/callback?code=${secrets[2]}&state=${secrets[3]}`,
    });
    const text = logText();
    expect(text).toContain('incoming request');
    expect(text).toContain('/api/media/lectures/8f4c1a52-2b7e-4c1d-9a3e-5b6c7d8e9f01/video');
    for (const secret of secrets) expect(text, secret).not.toContain(secret);
  });

  it('keeps a failing query’s parameters and a refused request’s body out', async () => {
    const failed = await app.inject({ method: 'GET', url: '/api/test/failing-query' });
    expect(failed.statusCode).toBe(500);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { name: 'Priya\u0000', email, mobileNo: mobile, password: 'Hunter#2secret' },
    });
    expect(refused.statusCode).toBe(400);
    const text = logText();
    expect(text).toContain('request failed');
    for (const secret of [hash, email, mobile, 'Hunter#2secret', 'Failed query', 'params:']) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('binds every line of a request to its id, as pino would, and still redacts what the route logs', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/test/logs-a-learner' });
    const id = answer.headers['x-request-id'];
    const ours = lines.map((line) => JSON.parse(line)).filter((line) => line.reqId === id);
    expect(ours.map((line) => line.msg)).toEqual([
      'incoming request',
      'learner looked up',
      'nested line',
      'request completed',
    ]);
    expect(ours[1].learner).toEqual({ email: '[Redacted]' });
    expect(ours[2].step).toBe('nested');
    expect(logText()).not.toContain(email);
  });

  it("leaves out a page's own asks of the API, and no client can hide a request with their mark", async () => {
    const linesOf = (id: unknown) =>
      lines.map((line) => JSON.parse(line)).filter((line) => line.reqId === id);
    const asked = await app.inject({
      method: 'GET',
      url: '/api/test/logs-a-learner',
      headers: { [PAGE_ASK_HEADER]: '1' },
    });
    // Not logged as a request; what the route itself logs still is.
    expect(linesOf(asked.headers['x-request-id']).map((line) => line.msg)).toEqual([
      'learner looked up',
      'nested line',
    ]);

    // The same mark sent over a socket, as any client can: logged like every request.
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const sent = await fetch(`${address}/api/test/logs-a-learner`, { headers: { [PAGE_ASK_HEADER]: '1' } });
    expect(sent.status).toBe(200);
    await expect
      .poll(() => linesOf(sent.headers.get('x-request-id')).map((line) => line.msg))
      .toEqual(['incoming request', 'learner looked up', 'nested line', 'request completed']);
  });
});
