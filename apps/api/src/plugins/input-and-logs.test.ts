import net from 'node:net';
import { Writable } from 'node:stream';
import { CONTROL_CHARACTERS_MESSAGE } from '@pathshala/shared/text';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, sessionCookieOf } from '../testing/build-test-app.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { errorsPlugin } from './errors.ts';
import { loggerOptions } from './logging.ts';

/** A log destination the test can read. */
function memoryLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

const { app } = await buildTestApp();

describe('control characters', () => {
  it('are refused with a 400 in bodies, query strings and params of every kind of route', async () => {
    const requests = [
      {
        method: 'POST' as const,
        url: '/api/user/register',
        payload: {
          name: 'Asha\u0000',
          email: 'nul@example.com',
          mobileNo: '9876543210',
          password: 'Nul@12345',
        },
      },
      { method: 'GET' as const, url: `/api/search?keyword=${encodeURIComponent('java\u0000')}&flag=courses` },
      { method: 'GET' as const, url: `/api/course-suggestions?keyword=${encodeURIComponent('py\u0000')}` },
      { method: 'POST' as const, url: '/api/user/login', payload: { email: 'a@b.co', password: 'x\u0007y' } },
      { method: 'GET' as const, url: `/api/reviews/getReviewById/${encodeURIComponent('id\u0000')}` },
    ];
    for (const request of requests) {
      const response = await app.inject(request);
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json()).toEqual({ success: false, message: CONTROL_CHARACTERS_MESSAGE });
    }
  });

  it('are refused in a logged-in call with a coupon code', async () => {
    const email = `ctrl-${Date.now()}@example.com`;
    await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { name: 'Asha', email, mobileNo: '9876543210', password: 'Ctrl@12345' },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password: 'Ctrl@12345' },
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/coupon/useCoupon',
      headers: { cookie: sessionCookieOf(login) },
      payload: { couponCode: 'WELCOME\u000020', courseId: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('still lets ordinary multi-line, Hindi and emoji text through', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/search?keyword=${encodeURIComponent('पायथन 🚀')}&flag=courses`,
    });
    expect(response.statusCode).toBe(200);
  });
});

const database = await createTestDatabase();
const log = memoryLog();
const server = Fastify({ logger: { ...(loggerOptions('info') as object), stream: log.stream } });
const hash = 'scrypt$16384$8$1$c2FsdA$aGFzaGhhc2hoYXNo';
const email = 'priya.secret@example.com';
await server.register(errorsPlugin);
server.get('/wrong-type', async () => database.db.execute(sql`select ${hash}::int as n`));
server.get('/nul', async () => database.db.execute(sql`select ${`a\u0000b`}::text as t, ${email} as e`));
server.get('/broken-query', async () =>
  database.db.execute(sql`select * from no_such_table where email = ${email} and hash = ${hash}`),
);
server.get('/logs-personal-data', async (request) => {
  request.log.info(
    { email, password: 'Hunter#2', user: { passwordHash: hash, mobileNo: '9876543210' } },
    'x',
  );
  return { ok: true };
});
afterAll(async () => {
  await server.close();
  await database.close();
});

describe('database errors and the log', () => {
  it('a value PostgreSQL cannot store or read is the client’s 400, never a 500', async () => {
    const wrongType = await server.inject({ method: 'GET', url: '/wrong-type' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({
      success: false,
      message: 'The request contains a value in the wrong format.',
    });
    const nul = await server.inject({ method: 'GET', url: '/nul' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().success).toBe(false);
  });

  it('never writes query parameters, hashes, e-mails or mobile numbers to the log', async () => {
    const broken = await server.inject({ method: 'GET', url: '/broken-query' });
    expect(broken.statusCode).toBe(500);
    expect(broken.body).not.toContain('no_such_table');
    await server.inject({ method: 'GET', url: '/logs-personal-data' });
    const text = log.text();
    expect(text).toContain('request failed'); // the 500 was logged…
    expect(text).toContain('no_such_table'); // …with the driver's own words,
    for (const secret of [hash, email, 'Hunter#2', '9876543210', 'Failed query']) {
      expect(text, secret).not.toContain(secret); // …and nothing the client or the database row carried.
    }
  });
});

describe('request ids', () => {
  it('are generated by the server; a client-chosen X-Request-Id is not echoed', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'forged-id' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('are taken from a trusted proxy only', async () => {
    const { app: behindProxy } = await buildTestApp({ trustProxy: true });
    const response = await behindProxy.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'proxy-id-1' },
    });
    expect(response.headers['x-request-id']).toBe('proxy-id-1');
  });
});

describe("errors raised before a route runs answer in the API's envelope", () => {
  it('a malformed %-encoding in the address is a 400', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/reviews/getReviewById/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'This address is not valid.' });
  });

  it('an over-long path parameter is a 414', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/reviews/getReviewById/${'a'.repeat(500)}`,
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ success: false, message: 'The address is too long.' });
  });

  it('headers too large (431) and malformed HTTP (400), on a real socket', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const raw = (request: string) =>
      new Promise<string>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk;
        });
        socket.on('close', () => resolve(answer));
        socket.on('error', () => resolve(answer));
      });
    const tooLarge = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(tooLarge).toMatch(/^HTTP\/1\.1 431/);
    expect(JSON.parse(tooLarge.slice(tooLarge.indexOf('\r\n\r\n') + 4))).toEqual({
      success: false,
      message: 'The request headers are too large.',
    });
    const malformed = await raw('GARBAGE\r\n\r\n');
    expect(malformed).toMatch(/^HTTP\/1\.1 400/);
    expect(JSON.parse(malformed.slice(malformed.indexOf('\r\n\r\n') + 4)).success).toBe(false);
  });
});
