/**
 * Every error answers `{ success: false, message }` — also the ones Fastify, Node's HTTP
 * parser or a broken upload raise outside any route's code. Where `inject` cannot reproduce a fault (a body
 * cut off on the wire, a request that never finishes, a request arriving while the server drains), a real
 * socket does.
 */
import net from 'node:net';
import { ZErrorResponseSchema } from '@pathshala/shared/api';
import { describe, expect, it } from 'vitest';
import { buildTestApp, sessionCookieOf } from '../testing/build-test-app.ts';
import { createChapter, createCourse, createUser } from '../testing/factories.ts';
import { UPLOAD_CUT_OFF_MESSAGE } from './uploads.ts';

const envelope = ZErrorResponseSchema.strict();

const { app, db, config } = await buildTestApp({ requestTimeoutMs: 1000 });
let releaseSlowRequest: () => void = () => {};
let slowRequestArrived: () => void = () => {};
app.get('/api/test/slow', async () => {
  slowRequestArrived();
  await new Promise<void>((resolve) => {
    releaseSlowRequest = resolve;
  });
  return { success: true };
});

/** Resolves once `check` holds, looking every few milliseconds: a busy machine decides how long that is. */
async function until(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
}

async function loggedInCookie() {
  const { user, password } = await createUser(db);
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: user.email, password },
  });
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

async function listening() {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as net.AddressInfo).port;
}

/** A raw HTTP exchange: writes the bytes, then reads until the server closes or `until` matches. */
function exchange(port: number, bytes: Buffer | string, until?: RegExp) {
  return new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
      if (until?.test(answer)) socket.end();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
  });
}

/** Status and parsed body of each HTTP/1.1 response in a raw answer (several when pipelined). */
function responsesIn(answer: string) {
  return answer
    .split(/(?=HTTP\/1\.1 \d{3})/)
    .filter(Boolean)
    .map((response) => {
      const body = response.slice(response.indexOf('\r\n\r\n') + 4);
      return { status: Number(response.slice(9, 12)), head: response, body };
    });
}

function photoUpload(cookie: string, photo: Buffer) {
  const boundary = '----pathshala-cut';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="profilePhoto"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const head = (length: number) =>
    `POST /api/user/updateProfilePhoto HTTP/1.1\r\nHost: localhost\r\nOrigin: ${config.publicUrl}\r\nCookie: ${cookie}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;
  return { body, head, boundary };
}

describe('a multipart upload cut off mid-part', () => {
  it('is a 400 in the envelope, wherever the cut falls (inject)', async () => {
    const cookie = await loggedInCookie();
    const { body, boundary } = photoUpload(cookie, Buffer.alloc(5000, 0x41));
    // Inside the part headers, inside the file, just before the closing boundary.
    for (const cut of [60, 120, 2500, body.length - 5]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/updateProfilePhoto',
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body.subarray(0, cut),
      });
      expect(response.statusCode, `cut at ${cut}`).toBe(400);
      expect(envelope.parse(response.json()).message).toBe(UPLOAD_CUT_OFF_MESSAGE);
    }
  });

  it('is a 400 in the envelope when the connection delivers fewer bytes than it announced the end of', async () => {
    const port = await listening();
    const cookie = await loggedInCookie();
    const { body, head } = photoUpload(cookie, Buffer.alloc(50_000, 0x41));
    const cut = body.subarray(0, 20_000);
    const [response] = responsesIn(await exchange(port, Buffer.concat([Buffer.from(head(cut.length)), cut])));
    expect(response?.status).toBe(400);
    expect(envelope.safeParse(JSON.parse(response?.body ?? '')).success).toBe(true);
  });
});

describe("Fastify's own errors", () => {
  const post = (headers: Record<string, string>, payload?: string) =>
    app.inject({ method: 'POST', url: '/api/courses/getCourseDetails', headers, payload });

  it('invalid JSON, an empty JSON body, an unsupported type and an oversize body each answer in the envelope', async () => {
    const cases = [
      { status: 400, response: await post({ 'content-type': 'application/json' }, '{"courseId":') },
      { status: 400, response: await post({ 'content-type': 'application/json' }, '') },
      { status: 415, response: await post({ 'content-type': 'application/xml' }, '<courseId/>') },
      {
        status: 413,
        response: await post(
          { 'content-type': 'application/json' },
          JSON.stringify({ x: 'x'.repeat(1_100_000) }),
        ),
      },
    ];
    for (const { status, response } of cases) {
      expect(response.statusCode).toBe(status);
      expect(envelope.safeParse(response.json()).success, response.body).toBe(true);
    }
  });

  it('a range past the end of a video is a 416 in the envelope', async () => {
    await app.storage.put('videos/envelope-test.mp4', Buffer.alloc(1000, 1));
    const course = await createCourse(db);
    const {
      lectures: [lecture],
    } = await createChapter(db, course.id, [
      { title: 'Free intro', free: true, videoKey: 'videos/envelope-test.mp4' },
    ]);
    const response = await app.inject({
      method: 'GET',
      url: `/api/lectures/${lecture?.id}/preview`,
      headers: { range: 'bytes=5000-' },
    });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */1000');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(envelope.safeParse(response.json()).success, response.body).toBe(true);
  });

  it('a request that does not arrive in time is a 408 in the envelope (real socket)', async () => {
    const port = await listening();
    // Headers never finished: Node gives up after requestTimeout (1 s here), checked every 2 s.
    const answer = await exchange(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    const [response] = responsesIn(answer);
    expect(response?.status).toBe(408);
    expect(envelope.safeParse(JSON.parse(response?.body ?? '')).success).toBe(true);
  });

  it('a request that arrives while the server drains is a 503 in the envelope (real socket)', async () => {
    const port = await listening();
    // A slow request keeps its connection busy (not idle, so not closed at once) while the server closes;
    // the next request on that connection meets the drain.
    // The server's end of the connection: how many bytes it has read says when the second request is in.
    let serverSide: net.Socket | undefined;
    app.server.once('connection', (socket: net.Socket) => {
      serverSide = socket;
    });
    const arrived = new Promise<void>((resolve) => {
      slowRequestArrived = resolve;
    });
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    const closed = new Promise((resolve) => socket.on('close', resolve));
    const slowRequest = 'GET /api/test/slow HTTP/1.1\r\nHost: localhost\r\n\r\n';
    const nextRequest = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n';
    socket.write(slowRequest);
    await arrived;
    const closing = app.close();
    socket.write(nextRequest);
    await until(() => (serverSide?.bytesRead ?? 0) >= slowRequest.length + nextRequest.length);
    releaseSlowRequest();
    await Promise.all([closed, closing]);
    const [slow, drained] = responsesIn(answer);
    expect(slow?.status).toBe(200);
    expect(drained?.status).toBe(503);
    expect(envelope.safeParse(JSON.parse(drained?.body ?? '')).success, drained?.body).toBe(true);
  });
});
