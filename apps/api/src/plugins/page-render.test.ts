import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  CATALOGUE_PAGE_DATA_ID,
  COURSE_PAGE_DATA_ID,
  PAGE_RENDERER_FILE,
  RENDERED_PAGE_DOCUMENT_FILE,
  RENDERED_PAGE_OUTLET,
  SERVICE_PAGE_DATA_ID,
} from '@pathshala/shared/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseReviews, courses, roadmapSteps } from '../db/schema/catalogue.ts';
import { buildTestApp } from '../testing/build-test-app.ts';
import { createCourse } from '../testing/factories.ts';
import { RENDERS_KEPT } from './web-app.ts';

// A build as apps/web/build/prerender.ts writes it (ADR 020): the page's document with its outlet, and a render
// module. This one draws the title (escaped) and counts its renders; a title saying so makes it fail, or draw a
// style attribute, which the CSP would refuse.
const webDist = mkdtempSync(path.join(tmpdir(), 'pathshala-web-render-'));
const indexHtml =
  '<!doctype html><html><head><title>Pathshala</title></head><body><div id="root"></div></body></html>';
writeFileSync(path.join(webDist, 'index.html'), indexHtml);
mkdirSync(path.join(webDist, 'prerendered'));
writeFileSync(
  path.join(webDist, RENDERED_PAGE_DOCUMENT_FILE),
  `<!doctype html><html><head><title>Pathshala</title></head><body><div id="root" inert>${RENDERED_PAGE_OUTLET}</div><script type="module" src="/assets/boot.js"></script></body></html>`,
);
writeFileSync(
  path.join(webDist, PAGE_RENDERER_FILE),
  `globalThis.coursePageRenders = 0;
export async function renderCoursePage(url, block) {
  globalThis.coursePageRenders += 1;
  const courseId = block.courseId;
  const details = block.response.data.details;
  const sections = { roadmap: block.roadmap?.roadmaps, reviews: block.reviews?.data?.review };
  if (details.title.includes('fails to render')) throw new Error('render failed');
  const title = details.title.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  if (details.title.includes('styled')) return '<main style="color:red">' + title + '</main>';
  const counted = (list, name) => '<p>' + (list ? list.length : 'no') + ' ' + name + '</p>';
  return '<main data-url="' + encodeURI(url) + '" data-course="' + courseId + '"><h1>' + title + '</h1>' +
    counted(sections?.roadmap, 'steps') + counted(sections?.reviews, 'reviews') + '</main>';
}
export function firstCataloguePageRequest() {
  return '/api/courses/catalogue?category=ALL+PROGRAM&offset=0&limit=2';
}
export async function renderCataloguePage(url, page) {
  globalThis.cataloguePageRenders = (globalThis.cataloguePageRenders ?? 0) + 1;
  const cards = page.courses.map((course) => '<li>' + course.title.replaceAll('<', '&lt;') + '</li>').join('');
  return '<main data-url="' + url + '"><p>' + page.total + ' courses</p><ul>' + cards + '</ul></main>';
}
export function servicePageRequest(pathname) {
  return decodeURIComponent(pathname).toLowerCase() === '/industry projects'
    ? '/api/projects/showcase?limit=24'
    : undefined;
}
export async function renderServicePage(url, body) {
  return '<main data-url="' + url + '"><p>' + body.data.courses.length + ' courses with projects</p></main>';
}
`,
);

const { app, db } = await buildTestApp({ webDistDir: webDist });
const renders = () => (globalThis as { coursePageRenders?: number }).coursePageRenders ?? 0;
const catalogueRenders = () => (globalThis as { cataloguePageRenders?: number }).cataloguePageRenders ?? 0;

// Page views are rate-limited per address (120 a minute): each view here comes from an address of its own.
let views = 0;
async function pageOf(url: string) {
  views += 1;
  const remoteAddress = `10.${(views >> 16) & 255}.${(views >> 8) & 255}.${views & 255}`;
  const response = await app.inject({ method: 'GET', url, remoteAddress, headers: { accept: 'text/html' } });
  expect(response.statusCode, url).toBe(200);
  return response.body;
}

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
