import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COURSE_PAGE_DATA_ID } from '@pathshala/shared/constants';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { precompressDirectory } from '../../web/build/precompress.ts';
import { AppError } from './plugins/errors.ts';
import { buildTestApp } from './testing/build-test-app.ts';
import { createCourse } from './testing/factories.ts';

const webDist = mkdtempSync(path.join(tmpdir(), 'pathshala-web-'));
// Long enough (over 1 KB) for the build to write compressed variants of it, as it does for the real page.
const indexHtml = `<!doctype html><title>Pathshala</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
writeFileSync(path.join(webDist, 'index.html'), indexHtml);
mkdirSync(path.join(webDist, 'assets'));
const appScript = `export const courses = [${'"Python Foundations for Beginners",'.repeat(200)}];`;
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), appScript);
// The build's manifest: the entry, and the courses page's route chunk with one chunk of its own and one the
// entry already brings.
mkdirSync(path.join(webDist, '.vite'));
writeFileSync(
  path.join(webDist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-r1.js' },
    '_tabs.js': { file: 'assets/tabs-t1.js', imports: ['_react.js'] },
    'src/features/catalogue/routes/courses.tsx': {
      file: 'assets/courses-c1.js',
      imports: ['_tabs.js', '_react.js'],
    },
  }),
);
// The home page's prerendered document (apps/web/build/prerender.ts); the other landing pages have none here.
mkdirSync(path.join(webDist, 'prerendered'));
const homeDocument = `<!doctype html><title>Pathshala</title><div id="root"><main>Learn, practise and get placed</main></div>`;
writeFileSync(path.join(webDist, 'prerendered', 'home.html'), homeDocument);
// A browser engine's file (apps/web/build/engines.ts), in a folder named by its version.
mkdirSync(path.join(webDist, 'engines', 'pyodide-1.2.3'), { recursive: true });
const engineWasm = Buffer.concat([Buffer.from('0061736d01000000', 'hex'), Buffer.alloc(4096)]);
writeFileSync(path.join(webDist, 'engines', 'pyodide-1.2.3', 'pyodide.asm.wasm'), engineWasm);
await precompressDirectory(webDist);

const { app, db } = await buildTestApp({ webDistDir: webDist });
const typed = app.withTypeProvider<ZodTypeProvider>();
typed.post(
  '/api/test/echo',
  {
    schema: {
      body: z.object({ email: z.string({ message: 'Email is required' }).min(1, 'Email is required') }),
    },
  },
  async (request) => ({ success: true, email: request.body.email }),
);
typed.get('/api/test/boom', async () => {
  throw new Error('secret internals at /srv/app.ts:12');
});
typed.get('/api/test/conflict', async () => {
  throw new AppError('CONFLICT', 'Already there');
});

describe('app shell', () => {
  it('reports health with a database round trip', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { status: 'ok', database: 'up' } });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers validation failures with 400 and the schema message', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Email is required' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<email/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().success).toBe(false);
  });

  it('maps AppError codes to statuses', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: 'Already there' });
  });

  it('never leaks internals of a server error', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('app.ts');
    expect(response.json().success).toBe(false);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Route GET /api/nope not found' });
  });

  it('falls back to the web app for page navigations', async () => {
    for (const url of ['/courses', '/Placement%20Preparation', '/view-lectures/Node.js%20Basics']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it("preloads a landing page's route chunks with the page, so they load beside the entry", async () => {
    const courses = await app.inject({ method: 'GET', url: '/courses', headers: { accept: 'text/html' } });
    expect(courses.statusCode).toBe(200);
    expect(courses.headers.link).toBe(
      '</assets/courses-c1.js>; rel=modulepreload, </assets/tabs-t1.js>; rel=modulepreload',
    );
    // A page whose route is not in the build, or not a landing page, gets the page alone.
    const home = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(home.headers.link).toBeUndefined();
    const about = await app.inject({ method: 'GET', url: '/about-us', headers: { accept: 'text/html' } });
    expect(about.headers.link).toBeUndefined();
  });

  it('answers a prerendered landing page with its own document, unless a query string may change what it draws', async () => {
    for (const url of ['/', '/home', '/Home']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(homeDocument);
      expect(response.headers['cache-control'], url).toBe('private, no-cache');
      expect(response.headers['content-type'], url).toContain('text/html');
      // Its scripts start after the first paint: nothing is preloaded ahead of the document.
      expect(response.headers.link, url).toBeUndefined();
    }
    for (const url of ['/?token=abc', '/home?category=python']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.body, url).toBe(indexHtml);
    }
    // A landing page the build did not prerender gets the app's page, with its preloads.
    const courses = await app.inject({ method: 'GET', url: '/courses', headers: { accept: 'text/html' } });
    expect(courses.body).toBe(indexHtml);
    expect(courses.headers.link).toContain('courses-c1.js');
    expect(courses.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers the page for any Accept that is not JSON-only, as a static host does', async () => {
    for (const accept of [undefined, '*/*', 'text/plain', 'text/html,application/json']) {
      for (const url of ['/', '/courses', '/course/Python%20Foundations/1b2c']) {
        const response = await app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });
        expect(response.statusCode, `${url} ${accept}`).toBe(200);
        expect(response.body).toContain('<div id="root">');
      }
    }
    const jsonOnly = await app.inject({
      method: 'GET',
      url: '/courses',
      headers: { accept: 'application/json' },
    });
    expect(jsonOnly.statusCode).toBe(404);
    expect(jsonOnly.json().success).toBe(false);
    const api = await app.inject({ method: 'GET', url: '/api/nope', headers: { accept: '*/*' } });
    expect(api.json()).toEqual({ success: false, message: 'Route GET /api/nope not found' });
  });

  it("sends the build's brotli or gzip variant to a client that accepts it, the plain file otherwise", async () => {
    const asset = async (acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const br = await asset('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(appScript.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(appScript);
    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(appScript);
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(appScript);

    // The page every client route answers, too.
    const page = await app.inject({
      method: 'GET',
      url: '/courses',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toContain('text/html');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(indexHtml);
  });

  it('serves the browser engines compressed, as WebAssembly, cached for a year; a missing one is a 404', async () => {
    const wasm = await app.inject({
      method: 'GET',
      url: '/engines/pyodide-1.2.3/pyodide.asm.wasm',
      headers: { 'accept-encoding': 'br' },
    });
    expect(wasm.statusCode).toBe(200);
    expect(wasm.headers['content-type']).toBe('application/wasm');
    expect(wasm.headers['content-encoding']).toBe('br');
    expect(wasm.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(wasm.rawPayload).equals(engineWasm)).toBe(true);
    const missing = await app.inject({ method: 'GET', url: '/engines/pyodide-1.2.3/missing.zip' });
    expect(missing.statusCode).toBe(404);
  });

  it('writes a course page’s details into its document, exactly as the API answers them', async () => {
    // A title that tries to close the data block and run a script of its own.
    const title = 'Python </script><script>alert(1)</script> <!-- for beginners';
    const course = await createCourse(db, { title });
    const url = `/course/${encodeURIComponent(title)}/${course.id}`;
    const dataOf = (html: string) => {
      const match = new RegExp(
        `<script type="application/json" id="${COURSE_PAGE_DATA_ID}">([^<]*)</script>`,
      ).exec(html);
      return match ? JSON.parse(match[1] ?? '') : undefined;
    };
    const api = await app.inject({
      method: 'POST',
      url: '/api/courses/getCourseDetails',
      payload: { courseId: course.id },
    });
    const page = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.body.startsWith(indexHtml)).toBe(true);
    expect(page.body).not.toContain('<script>alert(1)');
    const roadmap = await app.inject({ method: 'GET', url: `/api/roadmap/getRoadmapById/${course.id}` });
    const reviews = await app.inject({ method: 'GET', url: `/api/reviews/getReviewById/${course.id}` });
    expect(dataOf(page.body)).toEqual({
      courseId: course.id,
      response: api.json(),
      roadmap: roadmap.json(),
      reviews: reviews.json(),
    });
    expect(dataOf(page.body).response.data.details.title).toBe(title);
    // Compressed for a client that takes it, as the static documents are.
    const br = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page.body);
    // A course that does not exist, or an address without a course id: the page alone, which says so itself.
    for (const other of [`/course/Gone/${crypto.randomUUID()}`, '/course/Python/not-an-id', '/course']) {
      const response = await app.inject({ method: 'GET', url: other, headers: { accept: 'text/html' } });
      expect(response.statusCode, other).toBe(200);
      expect(response.body, other).toBe(indexHtml);
    }
  });

  it('does not answer a missing asset with the web page', async () => {
    for (const url of ['/images/missing.png', '/favicon.ico', '/robots.txt']) {
      expect((await app.inject({ method: 'GET', url, headers: { accept: '*/*' } })).statusCode, url).toBe(
        404,
      );
    }
    const response = await app.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('serves a campus behind one address many pages, and limits only the answers that nothing is there', async () => {
    const campus = '203.0.113.7';
    const pages = [];
    for (let n = 0; n < 150; n += 1) {
      pages.push(
        await app.inject({
          method: 'GET',
          url: '/courses/some-page',
          remoteAddress: campus,
          headers: { accept: 'text/html' },
        }),
      );
    }
    expect(new Set(pages.map((page) => page.statusCode))).toEqual(new Set([200]));

    const scanner = '203.0.113.8';
    const misses = [];
    for (let n = 0; n < 121; n += 1) {
      misses.push(
        await app.inject({
          method: 'GET',
          url: `/images/missing-${n}.png`,
          remoteAddress: scanner,
          headers: { accept: '*/*' },
        }),
      );
    }
    expect([...new Set(misses.slice(0, 120).map((miss) => miss.statusCode))]).toEqual([404]);
    expect(misses[120]?.statusCode).toBe(429);
    expect(misses[120]?.json()).toMatchObject({ success: false });
    // The scanner's address still gets pages: the limits are counted apart.
    const page = await app.inject({
      method: 'GET',
      url: '/',
      remoteAddress: scanner,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
  });

  it('refuses state-changing requests from another site', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { email: 'a@b.c' },
    });
    expect(response.statusCode).toBe(403);
    const sameSite = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: { email: 'a@b.c' },
    });
    expect(sameSite.statusCode).toBe(200);
  });

  it('serves OpenAPI generated from the zod schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/courses/getCourse']).toBeDefined();
  });
});
