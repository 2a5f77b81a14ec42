import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  CATALOGUE_PAGE_DATA_ID,
  COURSE_PAGE_DATA_ID,
  localeDocumentFile,
  PAGE_RENDERER_FILE,
  RENDERED_PAGE_DOCUMENT_FILE,
  RENDERED_PAGE_OUTLET,
  SERVICE_PAGE_DATA_ID,
} from '@pathshala/shared/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { courses, roadmapSteps } from '../db/schema/catalogue.ts';
import { courseReviews } from '../db/schema/reviews.ts';
import { buildTestApp, signedInLearner } from '../testing/build-test-app.ts';
import { createCourse } from '../testing/factories.ts';
import { DOCUMENT_VARY, RENDERS_KEPT } from './web-app.ts';

// A build as apps/web/build/prerender.ts writes it (ADR 020): the page's document with its outlet, and a render
// module, each in English and in Hindi. This one draws the title (escaped) and counts its renders; a title saying
// so makes it fail, or draw a style attribute, which the CSP would refuse. A render in another language than
// English ends with a paragraph naming it.
const webDist = mkdtempSync(path.join(tmpdir(), 'pathshala-web-render-'));
const indexHtml =
  '<!doctype html><html lang="en-IN"><head><title>Pathshala</title></head><body><div id="root"></div></body></html>';
const hindiIndexHtml =
  '<!doctype html><html lang="hi-IN"><head><title>Pathshala हिन्दी</title><link rel="modulepreload" crossorigin href="/assets/common-hi.js"></head><body><div id="root"></div></body></html>';
writeFileSync(path.join(webDist, 'index.html'), indexHtml);
mkdirSync(path.join(webDist, 'prerendered'));
writeFileSync(path.join(webDist, localeDocumentFile('index.html', 'hi-IN')), hindiIndexHtml);
const renderedDocument = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Pathshala</title></head><body><div id="root" inert>${RENDERED_PAGE_OUTLET}</div><script type="module" src="/assets/boot.js"></script></body></html>`;
for (const lang of ['en-IN', 'hi-IN'])
  writeFileSync(
    path.join(webDist, localeDocumentFile(RENDERED_PAGE_DOCUMENT_FILE, lang)),
    renderedDocument(lang),
  );
// The home page's prerendered documents, one per language.
const homeDocument = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head></head><body><div id="root" inert><main>home in ${lang}</main></div></body></html>`;
for (const lang of ['en-IN', 'hi-IN'])
  writeFileSync(path.join(webDist, localeDocumentFile('prerendered/home.html', lang)), homeDocument(lang));
writeFileSync(
  path.join(webDist, PAGE_RENDERER_FILE),
  `globalThis.coursePageRenders = 0;
const inLanguage = (locale) => (locale === 'en-IN' ? '' : '<p>in ' + locale + '</p>');
export async function renderCoursePage(url, block, locale) {
  globalThis.coursePageRenders += 1;
  const courseId = block.courseId;
  const details = block.response.data.details;
  const sections = { roadmap: block.roadmap?.roadmaps, reviews: block.reviews?.data?.review };
  if (details.title.includes('fails to render')) throw new Error('render failed');
  const title = details.title.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  if (details.title.includes('styled')) return '<main style="color:red">' + title + '</main>';
  const counted = (list, name) => '<p>' + (list ? list.length : 'no') + ' ' + name + '</p>';
  return '<main data-url="' + encodeURI(url) + '" data-course="' + courseId + '"><h1>' + title + '</h1>' +
    counted(sections?.roadmap, 'steps') + counted(sections?.reviews, 'reviews') + inLanguage(locale) + '</main>';
}
export function firstCataloguePageRequest() {
  return '/api/courses/catalogue?category=ALL+PROGRAM&offset=0&limit=2';
}
export async function renderCataloguePage(url, page, locale) {
  globalThis.cataloguePageRenders = (globalThis.cataloguePageRenders ?? 0) + 1;
  const cards = page.courses.map((course) => '<li>' + course.title.replaceAll('<', '&lt;') + '</li>').join('');
  return '<main data-url="' + url + '"><p>' + page.total + ' courses</p><ul>' + cards + '</ul>' + inLanguage(locale) + '</main>';
}
export function servicePageRequest(pathname) {
  return decodeURIComponent(pathname).toLowerCase() === '/industry projects'
    ? '/api/projects/showcase?limit=24'
    : undefined;
}
export async function renderServicePage(url, body, locale) {
  return '<main data-url="' + url + '"><p>' + body.data.courses.length + ' courses with projects</p>' + inLanguage(locale) + '</main>';
}
`,
);

const { app, db } = await buildTestApp({ webDistDir: webDist });
const renders = () => (globalThis as { coursePageRenders?: number }).coursePageRenders ?? 0;
const catalogueRenders = () => (globalThis as { cataloguePageRenders?: number }).cataloguePageRenders ?? 0;

// Page views are rate-limited per address (120 a minute): each view here comes from an address of its own.
let views = 0;
async function viewOf(url: string, headers: Record<string, string | undefined> = {}) {
  views += 1;
  const remoteAddress = `10.${(views >> 16) & 255}.${(views >> 8) & 255}.${views & 255}`;
  const response = await app.inject({
    method: 'GET',
    url,
    remoteAddress,
    headers: { accept: 'text/html', ...headers },
  });
  expect(response.statusCode, url).toBe(200);
  return response;
}
const pageOf = async (url: string) => (await viewOf(url)).body;

const dataBlock = new RegExp(`<script type="application/json" id="${COURSE_PAGE_DATA_ID}">([^<]*)</script>`);

describe('pages rendered by the server', () => {
  it('arrives drawn in its document, with its details beside, and is rendered once per version', async () => {
    const course = await createCourse(db, { title: 'Python <b>Foundations</b> & more' });
    const url = `/course/Python/${course.id}`;
    const before = renders();
    const body = await pageOf(url);
    expect(body).toContain(
      `<div id="root" inert><main data-url="${url}" data-course="${course.id}"><h1>Python &lt;b>Foundations&lt;/b> &amp; more</h1><p>0 steps</p><p>0 reviews</p></main></div>`,
    );
    expect(body).toContain('<script type="module" src="/assets/boot.js"></script>');
    // The answers it was drawn from, exactly as the calls give them: the page asks the API nothing.
    const answerOf = async (method: 'GET' | 'POST', call: string, payload?: object) =>
      (await app.inject({ method, url: call, payload })).json();
    expect(JSON.parse(dataBlock.exec(body)?.[1] ?? 'null')).toEqual({
      courseId: course.id,
      response: await answerOf('POST', '/api/courses/getCourseDetails', { courseId: course.id }),
      roadmap: await answerOf('GET', `/api/roadmap/getRoadmapById/${course.id}`),
      reviews: await answerOf('GET', `/api/reviews/getReviewById/${course.id}`),
    });
    // Rendered once; the next visits are answered from the kept render while the details are the same.
    await pageOf(url);
    await pageOf(url);
    expect(renders()).toBe(before + 1);

    // A change to the course reaches its page: the details' answer changes, so the page is rendered again.
    await db
      .update(courses)
      .set({ title: 'Python Foundations, second edition' })
      .where(eq(courses.id, course.id));
    await expect
      .poll(async () => pageOf(url), { timeout: 10_000, interval: 50 })
      .toContain('second edition</h1>');
    expect(renders()).toBe(before + 2);

    // So does a new review, and a roadmap step: the page is drawn from their answers too.
    await db
      .insert(courseReviews)
      .values({ courseId: course.id, name: 'Asha', comment: 'Clear.', rating: 5 });
    await db
      .insert(roadmapSteps)
      .values({ courseId: course.id, title: 'Basics', description: 'Start.', icon: '📘', position: 1 });
    await expect
      .poll(async () => pageOf(url), { timeout: 10_000, interval: 50 })
      .toContain('<p>1 steps</p><p>1 reviews</p>');
  });

  it('is left to the browser when a query string may change it, the render fails, or it has a style attribute', async () => {
    const plain = await createCourse(db, { title: 'Plain course' });
    const failing = await createCourse(db, { title: 'A course that fails to render' });
    const styled = await createCourse(db, { title: 'A styled course' });
    for (const url of [
      `/course/Plain/${plain.id}?tab=reviews`,
      `/course/Failing/${failing.id}`,
      `/course/Styled/${styled.id}`,
    ]) {
      const body = await pageOf(url);
      // index.html as the browser draws it, with the details still sent beside (ADR 018).
      expect(body.startsWith(indexHtml.slice(0, indexHtml.indexOf('</head>'))), url).toBe(true);
      expect(body, url).toContain('<div id="root"></div>');
      expect(dataBlock.test(body), url).toBe(true);
    }
  });

  it('draws /courses with its first page of cards and writes that page in, once per catalogue version', async () => {
    const catalogueData = new RegExp(
      `<script type="application/json" id="${CATALOGUE_PAGE_DATA_ID}">([^<]*)</script>`,
    );
    const request = '/api/courses/catalogue?category=ALL+PROGRAM&offset=0&limit=2';
    const answer = (await app.inject({ method: 'GET', url: request })).json();
    const before = catalogueRenders();
    const body = await pageOf('/courses');
    const titles = answer.data.courses.map(
      (course: { title: string }) => `<li>${course.title.replaceAll('<', '&lt;')}</li>`,
    );
    expect(body).toContain(
      `<div id="root" inert><main data-url="/courses"><p>${answer.data.total} courses</p><ul>${titles.join('')}</ul></main></div>`,
    );
    expect(JSON.parse(catalogueData.exec(body)?.[1] ?? 'null')).toEqual({ request, response: answer });
    await pageOf('/courses');
    expect(catalogueRenders()).toBe(before + 1);

    // A new course changes the first page's answer, and so the page.
    await createCourse(db, { title: 'Newest course', createdAt: new Date('2000-01-01') });
    await expect
      .poll(async () => pageOf('/courses'), { timeout: 10_000, interval: 50 })
      .toContain('<li>Newest course</li>');
    expect(catalogueRenders()).toBe(before + 2);

    // Compressed once and kept with the page: every client gets the same bytes of the same document.
    const plainBody = await pageOf('/courses');
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const first = await app.inject({
        method: 'GET',
        url: '/courses',
        headers: { accept: 'text/html', 'accept-encoding': encoding },
      });
      const second = await app.inject({
        method: 'GET',
        url: '/courses',
        headers: { accept: 'text/html', 'accept-encoding': encoding },
      });
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(decompress(first.rawPayload).toString()).toBe(plainBody);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    }

    // A query string may change what the page draws: the browser draws it.
    expect(await pageOf('/courses?category=PYTHON')).toContain('<div id="root"></div>');
  });

  it('keeps the most recently viewed pages, up to RENDERS_KEPT, and renders an evicted one again', async () => {
    const [kept, dropped] = await Promise.all([
      createCourse(db, { title: 'Viewed often' }),
      createCourse(db, { title: 'Viewed once' }),
    ]);
    const others = await Promise.all(
      Array.from({ length: RENDERS_KEPT - 1 }, (_, index) => createCourse(db, { title: `Other ${index}` })),
    );
    await pageOf(`/course/Kept/${kept.id}`);
    await pageOf(`/course/Dropped/${dropped.id}`);
    const before = renders();
    for (const other of others) {
      await pageOf(`/course/Other/${other.id}`);
      // Viewed between the others: used last, so dropped last, and never rendered again.
      await pageOf(`/course/Kept/${kept.id}`);
    }
    expect(renders()).toBe(before + others.length);
    // 'Viewed once' was the least recently viewed when the kept pages overflowed: rendered again.
    await pageOf(`/course/Dropped/${dropped.id}`);
    expect(renders()).toBe(before + others.length + 1);
  });

  it('draws a service page with the answer it shows, written in beside; other pages stay the browser’s', async () => {
    const serviceData = new RegExp(
      `<script type="application/json" id="${SERVICE_PAGE_DATA_ID}">([^<]*)</script>`,
    );
    const request = '/api/projects/showcase?limit=24';
    const answer = (await app.inject({ method: 'GET', url: request })).json();
    for (const url of ['/Industry%20Projects', '/industry%20projects']) {
      const body = await pageOf(url);
      expect(body).toContain(
        `<div id="root" inert><main data-url="${url}"><p>${answer.data.courses.length} courses with projects</p></main></div>`,
      );
      expect(JSON.parse(serviceData.exec(body)?.[1] ?? 'null')).toEqual({ request, response: answer });
    }
    expect(await pageOf('/Industry%20Projects?x=1')).not.toContain(SERVICE_PAGE_DATA_ID);
    expect(await pageOf('/coming')).toBe(indexHtml);
  });

  it('never sends the render module itself', async () => {
    for (const url of [`/${PAGE_RENDERER_FILE}`, '/prerendered/%72ender.mjs']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('renderCoursePage');
    }
  });
});

describe('documents in the request’s language', () => {
  const HINDI = { cookie: 'pathshala_lang=hi-IN' };
  const langOf = (html: string) => /<html lang="([^"]+)">/.exec(html)?.[1];

  it('draws a landing page in the cookie’s language, else Accept-Language’s, else English', async () => {
    for (const [headers, lang] of [
      [{}, 'en-IN'],
      [HINDI, 'hi-IN'],
      [{ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }, 'hi-IN'],
      [{ 'accept-language': 'ta-IN,en;q=0.5' }, 'en-IN'],
      // The visitor's own choice wins over the browser's.
      [{ cookie: 'pathshala_lang=en-IN', 'accept-language': 'hi' }, 'en-IN'],
      // A cookie naming no language of ours is no choice.
      [{ cookie: 'pathshala_lang=xx', 'accept-language': 'hi' }, 'hi-IN'],
    ] as const) {
      for (const url of ['/', '/home']) {
        const response = await viewOf(url, headers);
        expect(response.body, `${url} ${JSON.stringify(headers)}`).toBe(homeDocument(lang));
      }
    }
  });

  it('draws a signed-in learner’s pages in the profile’s language, whatever the browser says', async () => {
    const { cookie } = await signedInLearner(app, db, { language: 'hi-IN' });
    for (const headers of [
      { cookie },
      { cookie: `${cookie}; pathshala_lang=en-IN`, 'accept-language': 'en' },
    ]) {
      expect(langOf((await viewOf('/', headers)).body)).toBe('hi-IN');
      expect(langOf((await viewOf('/cart', headers)).body)).toBe('hi-IN');
    }
    // The profile's stored value may be a region of the language ('en-US', the spec's default): English.
    const english = await signedInLearner(app, db, { language: 'en-US' });
    expect(
      langOf((await viewOf('/', { ...HINDI, cookie: `${english.cookie}; pathshala_lang=hi-IN` })).body),
    ).toBe('en-IN');
  });

  it('sends the app’s own document in the language, preloading its catalogue, for pages the browser draws', async () => {
    for (const url of ['/cart', '/Placement%20Preparation', '/home?category=python']) {
      expect((await viewOf(url, HINDI)).body, url).toBe(hindiIndexHtml);
      expect((await viewOf(url)).body, url).toBe(indexHtml);
    }
  });

  it('draws a server-rendered page once per language and keeps each apart, compressed forms included', async () => {
    const course = await createCourse(db, { title: 'Data Structures in Two Languages' });
    const url = `/course/Data/${course.id}`;
    const before = renders();
    const hindi = (await viewOf(url, HINDI)).body;
    const english = (await viewOf(url)).body;
    expect(langOf(hindi)).toBe('hi-IN');
    expect(hindi).toContain('<p>0 reviews</p><p>in hi-IN</p></main>');
    expect(langOf(english)).toBe('en-IN');
    expect(english).toContain('<p>0 reviews</p></main>');
    // Each language rendered once; later views of either are the kept documents.
    await viewOf(url, HINDI);
    await viewOf(url);
    expect(renders()).toBe(before + 2);
    for (const [headers, body] of [
      [HINDI, hindi],
      [{}, english],
    ] as const) {
      const br = await viewOf(url, { ...headers, 'accept-encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(body);
    }

    // /courses and a service page too.
    const catalogue = (await viewOf('/courses', HINDI)).body;
    expect(langOf(catalogue)).toBe('hi-IN');
    expect(catalogue).toContain('<p>in hi-IN</p></main>');
    expect(langOf((await viewOf('/courses')).body)).toBe('en-IN');
    const service = (await viewOf('/Industry%20Projects', { 'accept-language': 'hi' })).body;
    expect(service).toContain('<p>in hi-IN</p></main>');
  });

  it('asks the API for a page’s data in the page’s language', async () => {
    const course = await createCourse(db, { title: 'Asked in Hindi' });
    const inject = vi.spyOn(app, 'inject');
    try {
      await viewOf(`/course/Asked/${course.id}`, { 'accept-language': 'hi' });
      const asked = inject.mock.calls
        .map((call) => (call as unknown[])[0] as { url?: string; headers?: Record<string, string> })
        .filter((options) => options.url?.startsWith('/api/'));
      expect(asked.map((options) => options.url)).toContain('/api/courses/getCourseDetails');
      for (const options of asked) expect(options.headers?.cookie).toBe('pathshala_lang=hi-IN');
    } finally {
      inject.mockRestore();
    }
  });

  it('is never kept by a shared cache, and varies by what chooses its language', async () => {
    const course = await createCourse(db, { title: 'Cached Nowhere' });
    for (const url of ['/', '/cart', '/courses', `/course/Cached/${course.id}`, '/Industry%20Projects']) {
      for (const headers of [
        {},
        HINDI,
        { 'accept-encoding': 'br' },
        { ...HINDI, 'accept-encoding': 'gzip' },
      ]) {
        const response = await viewOf(url, headers);
        expect(response.headers['cache-control'], url).toBe('private, no-cache');
        const vary = String(response.headers.vary)
          .split(',')
          .map((name) => name.trim().toLowerCase());
        for (const name of DOCUMENT_VARY.split(', ')) expect(vary, url).toContain(name.toLowerCase());
      }
    }
  });
});
