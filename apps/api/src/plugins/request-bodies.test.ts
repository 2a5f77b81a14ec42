import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { SITE_CONTENT_IMAGES } from '@pathshala/shared/admin-site-content';
import { afterAll, describe, expect, it } from 'vitest';
import { courses, instructors, lectures } from '../db/schema/catalogue.ts';
import {
  banners,
  collaborators,
  mentors,
  placementCourses,
  services,
  testimonials,
} from '../db/schema/content.ts';
import { questions } from '../db/schema/practice.ts';
import { DEMO_ACCOUNTS, loadDemoData } from '../demo/load-demo-data.ts';
import { loadPracticeBank } from '../demo/practice-bank.ts';
import { buildTestApp, sessionCookieOf, signedInLearner } from '../testing/build-test-app.ts';
import { multipartBody } from '../testing/multipart.ts';
import { DEFAULT_BODY_LIMIT, STAFF_BODY_LIMIT } from './request-bodies.ts';

const { app, db } = await buildTestApp();
await loadDemoData(db, app.storage);
await loadPracticeBank(db);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = new URL(address);

const adminLogin = await app.inject({
  method: 'POST',
  url: '/api/user/login',
  payload: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
});
const admin = sessionCookieOf(adminLogin) ?? '';
const learner = (await signedInLearner(app, db)).cookie;

const firstId = async (table: typeof courses | typeof lectures | typeof instructors | typeof questions) =>
  ((await db.select({ id: table.id }).from(table).limit(1))[0]?.id ?? '') as string;
const siteContentTables = {
  'placement-courses': placementCourses,
  mentors,
  services,
  testimonials,
  banners,
  collaborators,
} as const;

/** Each upload route with a real target and who may call it: the test below checks this list is complete. */
async function uploadTargets() {
  const lecture = await firstId(lectures);
  const targets: Record<string, { url: string; cookie: string }> = {
    'POST /api/internship/apply': { url: '/api/internship/apply', cookie: '' },
    'POST /api/internshipapplication/applyforinternship': {
      url: '/api/internshipapplication/applyforinternship',
      cookie: '',
    },
    'POST /api/user/updateProfilePhoto': { url: '/api/user/updateProfilePhoto', cookie: learner },
    // A project the learner is not enrolled in: refused while the file is still arriving.
    'POST /api/projects/:projectId/submissions': {
      url: '/api/projects/00000000-0000-4000-8000-000000000000/submissions',
      cookie: learner,
    },
    'PUT /api/admin/courses/:courseId/images/:image': {
      url: `/api/admin/courses/${await firstId(courses)}/images/thumbnail`,
      cookie: admin,
    },
    'PUT /api/admin/instructors/:instructorId/photo': {
      url: `/api/admin/instructors/${await firstId(instructors)}/photo`,
      cookie: admin,
    },
    'PUT /api/admin/questions/:questionId/image': {
      url: `/api/admin/questions/${await firstId(questions)}/image`,
      cookie: admin,
    },
  };
  // A coding problem that does not exist: refused while the tests' zip is still arriving.
  const noProblem = '/api/admin/coding/problems/00000000-0000-4000-8000-000000000000';
  targets['PUT /api/admin/coding/problems/:problemId/tests'] = { url: `${noProblem}/tests`, cookie: admin };
  targets['POST /api/admin/coding/problems/:problemId/tests/generate'] = {
    url: `${noProblem}/tests/generate`,
    cookie: admin,
  };
  for (const kind of ['video', 'notes', 'captions']) {
    targets[`PUT /api/admin/lectures/:lectureId/${kind}`] = {
      url: `/api/admin/lectures/${lecture}/${kind}`,
      cookie: admin,
    };
  }
  for (const [type, table] of Object.entries(siteContentTables)) {
    const [row] = await db.select({ id: table.id }).from(table).limit(1);
    const image = Object.keys(SITE_CONTENT_IMAGES[type as keyof typeof SITE_CONTENT_IMAGES])[0];
    targets[`PUT /api/admin/${type}/:id/images/:image`] = {
      url: `/api/admin/${type}/${row?.id}/images/${image}`,
      cookie: admin,
    };
  }
  return targets;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on `agent`, resolved when its whole answer has arrived. */
function send(
  agent: http.Agent | undefined,
  options: { method: string; path: string; headers?: http.OutgoingHttpHeaders; body?: Buffer },
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: options.method,
        path: options.path,
        headers: options.headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

const targets = await uploadTargets();

describe('a refused upload', () => {
  const agents: http.Agent[] = [];
  afterAll(() => {
    for (const agent of agents) agent.destroy();
  });

  it('lists every upload route', async () => {
    const registered = app.uploadRoutes.map(({ method, url }) => `${method} ${url}`).sort();
    expect(Object.keys(targets).sort()).toEqual(registered);
  });

  // Bigger than the stream buffers between the socket and the upload parser, so the unread rest is left waiting.
  const { payload, contentType } = multipartBody(
    'wrong',
    'file.bin',
    'application/pdf',
    randomBytes(512 * 1024),
  );
  for (const [route, target] of Object.entries(targets)) {
    it(`leaves its keep-alive connection able to answer the next request: ${route}`, {
      timeout: 20_000,
    }, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      agents.push(agent);
      const refused = await send(agent, {
        method: route.split(' ')[0] as string,
        path: target.url,
        headers: { 'content-type': contentType, 'content-length': payload.length, cookie: target.cookie },
        body: payload,
      });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
      const next = await send(agent, { method: 'GET', path: '/api/health' });
      expect(next.status).toBe(200);
    });
  }
});

describe('JSON body limits', () => {
  const bodyOf = (bytes: number) =>
    JSON.stringify({ email: `${'a'.repeat(bytes)}@example.com`, password: 'x' });

  it("refuses a learner route's body past the default limit with 413 in the envelope", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: bodyOf(DEFAULT_BODY_LIMIT),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: expect.any(String) });
  });

  it("takes a console write up to the consoles' limit", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/questions/import',
      headers: { 'content-type': 'application/json', cookie: admin },
      payload: JSON.stringify({ format: 'csv', content: 'x'.repeat(DEFAULT_BODY_LIMIT * 2) }),
    });
    expect(response.statusCode).not.toBe(413);
    const tooLarge = await app.inject({
      method: 'POST',
      url: '/api/admin/questions/import',
      headers: { 'content-type': 'application/json', cookie: admin },
      payload: JSON.stringify({ format: 'csv', content: 'x'.repeat(STAFF_BODY_LIMIT) }),
    });
    expect(tooLarge.statusCode).toBe(413);
  });
});

/**
 * Sends only a request's head with `Expect: 100-continue` on a raw socket and waits for the server's first
 * interim or final answer, as curl and browsers' upload libraries do before sending a large body.
 */
function firstAnswerToExpect(head: string) {
  return new Promise<string>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, agent: false, ...parseHead(head) });
    request.on('continue', () => {
      resolve('100 Continue');
      request.destroy();
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(`${response.statusCode} ${Buffer.concat(chunks).toString('utf8')}`));
    });
    request.on('error', (error) => {
      if (!request.destroyed) reject(error);
    });
    request.flushHeaders();
  });
}
function parseHead(head: string) {
  const [requestLine = '', ...headerLines] = head.split('\n');
  const [method, path] = requestLine.split(' ');
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    }),
  );
  return { method, path, headers };
}

describe('Expect: 100-continue', () => {
  it("answers an upload whose declared length is over the route's limit 413, without inviting the body", async () => {
    const answer = await firstAnswerToExpect(
      `POST /api/user/updateProfilePhoto\ncookie: ${learner}\ncontent-type: multipart/form-data; boundary=x\ncontent-length: ${1024 ** 3}\nexpect: 100-continue`,
    );
    expect(answer).toMatch(/^413 /);
    expect(JSON.parse(answer.slice(4))).toEqual({ success: false, message: expect.any(String) });
  });

  it("answers a JSON body over the route's limit 413, without inviting the body", async () => {
    const answer = await firstAnswerToExpect(
      `POST /api/user/login\ncontent-type: application/json\ncontent-length: ${1024 ** 3}\nexpect: 100-continue`,
    );
    expect(answer).toMatch(/^413 /);
    expect(JSON.parse(answer.slice(4))).toEqual({ success: false, message: expect.any(String) });
  });

  it('invites a body within the limit', async () => {
    const answer = await firstAnswerToExpect(
      'POST /api/user/login\ncontent-type: application/json\ncontent-length: 100\nexpect: 100-continue',
    );
    expect(answer).toBe('100 Continue');
  });
});
