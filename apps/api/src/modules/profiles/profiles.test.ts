import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  localeDocumentFile,
  PAGE_RENDERER_FILE,
  RENDERED_PAGE_DOCUMENT_FILE,
  RENDERED_PAGE_OUTLET,
} from '@pathshala/shared/constants';
import { PROFILE_PAGE_DATA_ID } from '@pathshala/shared/profile-page';
import { PROFILE_MESSAGES } from '@pathshala/shared/profiles-constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { certificates } from '../../db/schema/learning.ts';
import { mockAttempts, mockTests } from '../../db/schema/practice.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createCourse } from '../../testing/factories.ts';
import { eraseClosedAccounts } from '../accounts/service.ts';
import { newCertificateId } from '../learning/certificates.ts';

// A web build as apps/web/build/prerender.ts writes it (ADR 020), whose render module draws a profile's name.
const webDist = mkdtempSync(path.join(tmpdir(), 'pathshala-profile-pages-'));
const siteHead =
  '<meta name="description" content="Pathshala is an Indian learning platform" /><title>Pathshala</title>';
writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><html><head>${siteHead}</head><body><div id="root"></div></body></html>`,
);
mkdirSync(path.join(webDist, 'prerendered'));
for (const lang of ['en-IN', 'hi-IN'])
  writeFileSync(
    path.join(webDist, localeDocumentFile(RENDERED_PAGE_DOCUMENT_FILE, lang)),
    `<!doctype html><html lang="${lang}"><head>${siteHead}</head><body><div id="root" inert>${RENDERED_PAGE_OUTLET}</div></body></html>`,
  );
writeFileSync(
  path.join(webDist, PAGE_RENDERER_FILE),
  `export async function renderCoursePage() { return '<main></main>'; }
export function firstCataloguePageRequest() { return '/api/courses/catalogue?offset=0&limit=2'; }
export async function renderCataloguePage() { return '<main></main>'; }
export async function renderProfilePage(url, block, locale) {
  const name = block.response.data.profile.name.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  return '<main data-url="' + url + '" data-handle="' + block.handle + '" data-locale="' + locale + '"><h1>' + name + '</h1></main>';
}
`,
);

const { app, db, config } = await buildTestApp({ webDistDir: webDist });
const pageOf = (pathname: string) =>
  app.inject({ method: 'GET', url: pathname, headers: { accept: 'text/html' } });

const profileOf = (handle: string) => app.inject({ method: 'GET', url: `/api/profiles/${handle}` });

function saveSettings(cookie: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/user/publicProfile', headers: { cookie }, payload });
}

/** A signed-in learner with a public profile under `handle`. */
async function publicLearner(handle: string, fields: Partial<typeof users.$inferInsert> = {}) {
  const learner = await signedInLearner(app, db, fields);
  const saved = await saveSettings(learner.cookie, { handle, enabled: true });
  expect(saved.statusCode, saved.body).toBe(200);
  return learner;
}

async function certificateFor(userId: string, courseTitle: string, issuedAt: Date, revoked = false) {
  const course = await createCourse(db, { title: courseTitle });
  const [row] = await db
    .insert(certificates)
    .values({
      id: newCertificateId(),
      userId,
      courseId: course.id,
      learnerName: 'Asha Verma',
      courseTitle,
      lectureCount: 12,
      issuedAt,
      revokedAt: revoked ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('certificate not issued');
  return row;
}

async function mockTest(title: string, fields: Partial<typeof mockTests.$inferInsert> = {}) {
  const [test] = await db
    .insert(mockTests)
    .values({ slug: `profile-${randomUUID()}`, title, sections: [], marksPerQuestion: 2, ...fields })
    .returning();
  if (!test) throw new Error('mock test not created');
  return test;
}

/** An attempt whose paper held `questions` questions. */
async function attempt(
  testId: string,
  userId: string,
  score: number | null,
  questions: number,
  status: 'submitted' | 'in_progress' = 'submitted',
) {
  const slots = Array.from({ length: questions }, () => ({
    questionId: randomUUID(),
    sectionIndex: 0,
    optionOrder: [0, 1, 2, 3],
  }));
  await db.insert(mockAttempts).values({
    testId,
    userId,
    status,
    sectionSeconds: [600],
    expiresAt: new Date(),
    slots,
    score,
    submittedAt: status === 'submitted' ? new Date() : null,
  });
}

describe('a public profile', () => {
  it('shows an opted-in learner: name, photo, bio, standing certificates and mock-test bests', async () => {
    const { user } = await publicLearner('asha-verma', {
      name: 'Asha Verma',
      bio: 'Backend developer in the making.',
      mobileNo: '9123456780',
    });
    const older = await certificateFor(user.id, 'Python for Everyone', new Date('2026-03-15T10:00:00Z'));
    const newer = await certificateFor(user.id, 'SQL in Practice', new Date('2026-06-02T10:00:00Z'));
    await certificateFor(user.id, 'Revoked Course', new Date('2026-05-01T10:00:00Z'), true);
    const aptitude = await mockTest('Aptitude Mock 1', { position: 1 });
    const coding = await mockTest('Coding Mock', { position: 2 });
    const hidden = await mockTest('Unpublished Mock', { published: false });
    await attempt(aptitude.id, user.id, 14, 10);
    await attempt(aptitude.id, user.id, 17.5, 10);
    await attempt(aptitude.id, user.id, null, 10, 'in_progress');
    await attempt(coding.id, user.id, 6, 5);
    await attempt(hidden.id, user.id, 9, 5);
    // Another learner's better score is not this learner's.
    const other = await signedInLearner(app, db);
    await attempt(coding.id, other.user.id, 10, 5);

    const response = await profileOf('asha-verma');
    expect(response.statusCode, response.body).toBe(200);
    const { profile } = response.json().data;
    expect(profile).toMatchObject({
      handle: 'asha-verma',
      name: 'Asha Verma',
      bio: 'Backend developer in the making.',
      profilePhoto: null,
      url: `${config.publicUrl}/u/asha-verma`,
    });
    expect(profile.certificates.map((certificate: { id: string }) => certificate.id)).toEqual([
      newer.id,
      older.id,
    ]);
    expect(profile.certificates[0]).toMatchObject({
      courseTitle: 'SQL in Practice',
      issuedAt: '2026-06-02T10:00:00.000Z',
      verifyUrl: `${config.publicUrl}/certificate/${newer.id}`,
      imageUrl: `${config.assetBaseUrl}/api/certificates/${newer.id}/image.svg`,
    });
    expect(profile.mockTestBests).toEqual([
      { title: 'Aptitude Mock 1', score: 17.5, maxScore: 20 },
      { title: 'Coding Mock', score: 6, maxScore: 10 },
    ]);
    expect(response.headers['cache-control']).toBe('no-store');
    // Nothing private: no e-mail, phone number or account id.
    expect(response.body).not.toContain(user.email);
    expect(response.body).not.toContain('9123456780');
    expect(response.body).not.toContain(user.id);
    expect(response.body).not.toMatch(/email|mobile/i);
  });

  it("gives each certificate LinkedIn's add-to-profile link", async () => {
    const { user } = await publicLearner('linked-learner');
    const row = await certificateFor(user.id, 'Data & Design: A/B Tests', new Date('2026-02-20T08:00:00Z'));
    const { profile } = (await profileOf('linked-learner')).json().data;
    const link = new URL(profile.certificates[0].linkedInUrl);
    expect(`${link.origin}${link.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Data & Design: A/B Tests',
      organizationName: 'Pathshala',
      issueYear: '2026',
      issueMonth: '2',
      certUrl: `${config.publicUrl}/certificate/${row.id}`,
      certId: row.id,
    });
  });

  it('is found by its handle in any case', async () => {
    await publicLearner('case-learner');
    expect((await profileOf('Case-Learner')).json().data.profile.handle).toBe('case-learner');
  });

  it('answers the same 404 for an unknown handle, a profile that is off, a closed and an erased account', async () => {
    const off = await signedInLearner(app, db);
    expect((await saveSettings(off.cookie, { handle: 'kept-private', enabled: false })).statusCode).toBe(200);

    const closing = await publicLearner('closing-learner');
    expect((await profileOf('closing-learner')).statusCode).toBe(200);
    const closed = await app.inject({
      method: 'DELETE',
      url: '/api/user/delete',
      headers: { cookie: closing.cookie },
    });
    expect(closed.statusCode).toBe(200);

    const erasing = await publicLearner('erased-learner');
    await db
      .update(users)
      .set({ closedAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(users.id, erasing.user.id));
    await eraseClosedAccounts(db, app.storage);
    const [erased] = await db.select().from(users).where(eq(users.id, erasing.user.id));
    expect(erased).toMatchObject({ profileHandle: null, publicProfile: false });

    const answers = await Promise.all(
      ['nobody-here', 'kept-private', 'closing-learner', 'erased-learner', 'no', 'admin', 'bad_handle'].map(
        profileOf,
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json()).toEqual({ success: false, message: PROFILE_MESSAGES.notFound });
    }
    // Nothing in the answer tells the cases apart.
    const headerNames = (answer: (typeof answers)[number]) =>
      Object.keys(answer.headers)
        .filter((name) => !['x-request-id', 'date', 'x-ratelimit-remaining'].includes(name))
        .sort();
    for (const answer of answers.slice(1)) {
      expect(answer.body).toBe(answers[0]?.body);
      expect(headerNames(answer)).toEqual(headerNames(answers[0] as (typeof answers)[number]));
    }
  });

  it('is gone as soon as the learner turns it off', async () => {
    const learner = await publicLearner('turned-off');
    expect((await profileOf('turned-off')).statusCode).toBe(200);
    const off = await saveSettings(learner.cookie, { handle: 'turned-off', enabled: false });
    expect(off.json().data.settings).toEqual({ handle: 'turned-off', enabled: false, url: null });
    expect((await profileOf('turned-off')).statusCode).toBe(404);
  });
});

describe('public profile settings', () => {
  it('start off, without a handle', async () => {
    const { cookie } = await signedInLearner(app, db);
    const response = await app.inject({ method: 'GET', url: '/api/user/publicProfile', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { settings: { handle: null, enabled: false, url: null } },
    });
  });

  it('set a handle, lower-cased, and give the public URL once on', async () => {
    const { cookie } = await signedInLearner(app, db);
    const saved = await saveSettings(cookie, { handle: ' Ravi-Kumar ', enabled: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.settings).toEqual({
      handle: 'ravi-kumar',
      enabled: true,
      url: `${config.publicUrl}/u/ravi-kumar`,
    });
    const read = await app.inject({ method: 'GET', url: '/api/user/publicProfile', headers: { cookie } });
    expect(read.json().data.settings.handle).toBe('ravi-kumar');
  });

  it('refuse a handle that breaks the rules, with the shared messages', async () => {
    const { cookie } = await signedInLearner(app, db);
    const cases: [Record<string, unknown>, string][] = [
      [{ handle: 'ab', enabled: true }, PROFILE_MESSAGES.handleLength],
      [{ handle: 'x'.repeat(31), enabled: true }, PROFILE_MESSAGES.handleLength],
      [{ handle: 'ravi_k', enabled: true }, PROFILE_MESSAGES.handleCharacters],
      [{ handle: '-ravi', enabled: true }, PROFILE_MESSAGES.handleEnds],
      [{ handle: 'support', enabled: true }, PROFILE_MESSAGES.handleReserved],
      [{ handle: '', enabled: true }, PROFILE_MESSAGES.handleRequired],
    ];
    for (const [payload, message] of cases) {
      const response = await saveSettings(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
    }
    expect((await saveSettings(cookie, { handle: 'ravi' })).statusCode).toBe(400);
  });

  it('need a signed-in learner', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/user/publicProfile' })).statusCode).toBe(401);
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/publicProfile',
      payload: { handle: 'visitor', enabled: true },
    });
    expect(response.statusCode).toBe(401);
  });

  it('give a taken handle a 409, also when two learners claim it at the same moment', async () => {
    const first = await publicLearner('taken-handle');
    const second = await signedInLearner(app, db);
    const taken = await saveSettings(second.cookie, { handle: 'Taken-Handle', enabled: true });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ success: false, message: PROFILE_MESSAGES.handleTaken });
    // The owner may save their own handle again.
    expect((await saveSettings(first.cookie, { handle: 'taken-handle', enabled: true })).statusCode).toBe(
      200,
    );

    const racers = await Promise.all([1, 2, 3, 4].map(() => signedInLearner(app, db)));
    const answers = await Promise.all(
      racers.map(({ cookie }) => saveSettings(cookie, { handle: 'raced-handle', enabled: true })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const answer of answers.filter((candidate) => candidate.statusCode === 409)) {
      expect(answer.json().message).toBe(PROFILE_MESSAGES.handleTaken);
    }
    const owners = await db.select().from(users).where(eq(users.profileHandle, 'raced-handle'));
    expect(owners).toHaveLength(1);
  });
});

describe('the public profile page', () => {
  it('is drawn by the server with its own title, description and Open Graph tags', async () => {
    const { user } = await publicLearner('page-learner', {
      name: 'Meera <Iyer> & Co',
      bio: 'Frontend developer. Loves "accessible" forms.',
    });
    await certificateFor(user.id, 'React in Depth', new Date('2026-04-01T10:00:00Z'));
    const page = await pageOf('/u/page-learner');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.body;
    expect(html).toContain('<h1>Meera &lt;Iyer> &amp; Co</h1>');
    expect(html).toContain('<title>Meera &lt;Iyer&gt; &amp; Co (@page-learner) | Pathshala</title>');
    expect(html).toContain(
      '<meta name="description" content="Meera &lt;Iyer&gt; &amp; Co on Pathshala: 1 verified certificate. Frontend developer. Loves &quot;accessible&quot; forms." />',
    );
    expect(html).toContain(`<link rel="canonical" href="${config.publicUrl}/u/page-learner" />`);
    expect(html).toContain('<meta property="og:type" content="profile" />');
    expect(html).toContain(
      '<meta property="og:title" content="Meera &lt;Iyer&gt; &amp; Co (@page-learner) | Pathshala" />',
    );
    expect(html).toContain(`<meta property="og:url" content="${config.publicUrl}/u/page-learner" />`);
    // The site's own title and description are replaced, not repeated.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    // The page carries the profile call's answer, exactly, for the browser to hydrate from.
    const block = new RegExp(
      `<script type="application/json" id="${PROFILE_PAGE_DATA_ID}">(.*?)</script>`,
    ).exec(html)?.[1];
    const answer = await profileOf('page-learner');
    expect(JSON.parse((block ?? '').replaceAll('\\u003c', '<'))).toEqual({
      handle: 'page-learner',
      response: answer.json(),
    });
    expect(html).not.toContain(user.email);

    // In the visitor's language: the page, and the description a link preview shows.
    const hindi = (
      await app.inject({
        method: 'GET',
        url: '/u/page-learner',
        headers: { accept: 'text/html', cookie: 'pathshala_lang=hi-IN' },
      })
    ).body;
    expect(hindi).toContain('<html lang="hi-IN">');
    expect(hindi).toContain('data-locale="hi-IN"');
    expect(hindi).toContain(
      '<meta name="description" content="Pathshala पर Meera &lt;Iyer&gt; &amp; Co: 1 वेरिफ़ाइड सर्टिफिकेट। Frontend developer. Loves &quot;accessible&quot; forms." />',
    );
  });

  it('is the same 404 page for an unknown handle, a profile that is off and a closed account', async () => {
    const off = await signedInLearner(app, db);
    await saveSettings(off.cookie, { handle: 'page-off', enabled: false });
    const closing = await publicLearner('page-closed');
    await app.inject({ method: 'DELETE', url: '/api/user/delete', headers: { cookie: closing.cookie } });

    const pages = await Promise.all(
      ['/u/page-nobody', '/u/page-off', '/u/page-closed', '/u/Page-Off'].map(pageOf),
    );
    for (const page of pages) {
      expect(page.statusCode).toBe(404);
      expect(page.body).toBe(pages[0]?.body);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).not.toContain(PROFILE_PAGE_DATA_ID);
    }
  });
});
