import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The interface in Hindi (docs/languages.md): a visitor switches with the header's menu (or the phone sidebar's)
 * and the choice holds across a reload, the page arriving drawn in Hindi by the server and hydrating without a
 * mismatch (the fixture fails on any console error, React's included); a learner whose profile says Hindi gets
 * Hindi on a fresh browser as soon as they sign in; and on a 375 px phone the Hindi pages, whose words run longer
 * than the English ones, fit the screen's width.
 */

const SIGN_IN_TIMEOUT = 20_000;
const FREE_TEST = 'tcs-nqt-style-aptitude-mock';
const DEVANAGARI = /[\u0900-\u097F]/;
const PHONE = { width: 375, height: 812 };

// Carousels stand still: the home hero stays on its first slide.
test.use({ reducedMotion: 'reduce' });

/** The home hero's title and a header link, in each language. */
const TEXTS = {
  'en-IN': { name: 'English', heading: 'Learn, practise and get placed', nav: 'About Us', menu: 'Open menu' },
  'hi-IN': {
    name: 'हिन्दी',
    heading: 'सीखिए, प्रैक्टिस कीजिए और प्लेसमेंट पाइए',
    nav: 'हमारे बारे में',
    menu: 'मेन्यू खोलें',
  },
} as const;
type Language = keyof typeof TEXTS;

const switcherName = (language: Language) =>
  language === 'hi-IN' ? `भाषा: ${TEXTS[language].name}` : `Language: ${TEXTS[language].name}`;

/** The page in `language`: its document, the home hero and the header's link (in the bar, hidden on a phone). */
async function expectHomeIn(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS[language].heading);
  await expect(
    page.getByTestId('site-header').getByRole('link', { name: TEXTS[language].nav, includeHidden: true }),
  ).toBeAttached();
}

/** The document the server sends for `path` to this browser (its cookies, its session), before any script. */
async function expectDrawnIn(page: Page, urlPath: string, language: Language) {
  const html = await (await page.request.get(urlPath, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain(`<html lang="${language}">`);
  expect(html).toContain(`>${TEXTS[language].nav}<`);
}

/** A screenshot attached to the report and kept under test-results, to look at. */
async function attachScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  options: { fullPage?: boolean } = {},
) {
  const file = testInfo.outputPath(`${name}.png`);
  mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, ...options });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** Reloaded, hydrated and settled: a hydration mismatch would have been logged by then. */
async function reloadSettled(page: Page) {
  await page.reload();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.waitForLoadState('networkidle');
}

/** Chooses `to` in the language menu of the header's bar, or of the phone's sidebar. */
async function switchLanguage(
  page: Page,
  testInfo: TestInfo,
  layout: 'bar' | 'drawer',
  from: Language,
  to: Language,
) {
  let scope = page.getByTestId('site-header');
  if (layout === 'drawer') {
    await page.getByRole('button', { name: TEXTS[from].menu }).click();
    scope = page.getByRole('dialog');
    await expect(scope).toBeVisible();
  }
  await scope.getByRole('button', { name: switcherName(from) }).click();
  await page.getByRole('menuitemradio', { name: TEXTS[to].name }).click();
  await expect(scope.getByRole('button', { name: switcherName(to) })).toBeVisible();
  if (layout === 'drawer') {
    // The sidebar stays open on a choice, in the new language; Escape closes it.
    await expect(scope).toHaveAccessibleName(to === 'hi-IN' ? 'मेन्यू' : 'Menu');
    await attachScreenshot(page, testInfo, `sidebar-${to}-375`);
    await page.keyboard.press('Escape');
    await expect(scope).toBeHidden();
  }
}

for (const layout of ['bar', 'drawer'] as const) {
  test.describe(`the ${layout === 'bar' ? "header's" : "phone sidebar's"} language switcher`, () => {
    if (layout === 'drawer') test.use({ viewport: PHONE });

    test('switches the page to Hindi in place, the reload arrives drawn in Hindi, and back to English', async ({
      page,
    }, testInfo) => {
      test.setTimeout(180_000);
      await page.goto('/');
      await expectHomeIn(page, 'en-IN');

      await switchLanguage(page, testInfo, layout, 'en-IN', 'hi-IN');
      await expectHomeIn(page, 'hi-IN');
      expect((await page.context().cookies()).find((cookie) => cookie.name === 'pathshala_lang')?.value).toBe(
        'hi-IN',
      );

      await reloadSettled(page);
      await expectHomeIn(page, 'hi-IN');
      await expectDrawnIn(page, '/', 'hi-IN');

      await switchLanguage(page, testInfo, layout, 'hi-IN', 'en-IN');
      await expectHomeIn(page, 'en-IN');
      await reloadSettled(page);
      await expectHomeIn(page, 'en-IN');
      await expectDrawnIn(page, '/', 'en-IN');
    });
  });
}

/** A new learner, signed in on `request`, whose profile language is Hindi; returns the credentials. */
async function signUpInHindi(request: APIRequestContext) {
  const email = `hindi-ui-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Hindi#2025';
  const registered = await request.post('/api/user/register', {
    data: { name: 'Ananya Verma', email, mobileNo: '9876543210', password },
    timeout: SIGN_IN_TIMEOUT,
  });
  expect(registered.status()).toBe(201);
  const loggedIn = await request.post('/api/user/login', {
    data: { email, password },
    timeout: SIGN_IN_TIMEOUT,
  });
  expect(loggedIn.ok()).toBe(true);
  const chosen = await request.post('/api/user/updateDetails', { data: { bio: '', language: 'hi-IN' } });
  expect(chosen.status()).toBe(201);
  return { email, password };
}

test.describe('a learner whose profile says Hindi', () => {
  // A fresh browser asking for English, with no language cookie.
  test.use({ locale: 'en-US' });

  test('signs in on a fresh browser and the interface is in Hindi, after a reload too', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    // Signed up on a context of its own: the browser below has neither its session nor a language cookie.
    const learner = await signUpInHindi(request);
    expect(await page.context().cookies()).toEqual([]);

    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill(learner.email);
    await form.getByLabel('Password', { exact: true }).fill(learner.password);
    await form.getByRole('button', { name: 'Login' }).click();

    // Back home, signed in, in the profile's language.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('link', { name: 'सीखना जारी रखें' })).toBeVisible();
    await expect(page.getByTestId('site-header').getByRole('link', { name: 'हमारे बारे में' })).toBeVisible();

    // The server draws the reload in Hindi from the profile alone, without the cookie the switch kept.
    await page.context().clearCookies({ name: 'pathshala_lang' });
    await reloadSettled(page);
    await expectHomeIn(page, 'hi-IN');
    await expect(page.getByRole('link', { name: 'सीखना जारी रखें' })).toBeVisible();
    await expectDrawnIn(page, '/', 'hi-IN');

    await page.goto('/profile');
    const language = page.getByRole('combobox', { name: 'भाषा' });
    await expect(language).toHaveValue('hi-IN');
    await expect(language.locator('option:checked')).toHaveText(/हिन्दी/);
  });
});

/**
 * Elements of the page reaching past the right edge of the window, outside a scroller that clips or scrolls them
 * (a carousel's next slides, a table in its own scroller): each named by its tag, test id or classes and text.
 */
const STICKING_OUT = `(() => {
  const width = window.innerWidth;
  const clippedByAncestor = (element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (['auto', 'hidden', 'scroll', 'clip'].includes(getComputedStyle(parent).overflowX)) return true;
    }
    return false;
  };
  const out = [];
  for (const element of document.querySelectorAll('#root *')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.right <= width + 1) continue;
    if (clippedByAncestor(element)) continue;
    const name = element.getAttribute('data-testid') ?? String(element.getAttribute('class') ?? '').slice(0, 80);
    out.push('<' + element.localName + '> ' + name + ' right=' + Math.round(box.right) + ' ' + JSON.stringify((element.textContent ?? '').trim().slice(0, 60)));
  }
  return out;
})()`;

/** Scrolls through the page, so what loads on approach (the home page's later sections, images) is drawn. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += PHONE.height / 2) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // A frame drawn at each step, for what the step brought into view.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}

/** A full-page screenshot, attached to the report and kept under test-results; then the width checks. */
async function shootAndCheckWidth(page: Page, testInfo: TestInfo, name: string) {
  await scrollThrough(page);
  await attachScreenshot(page, testInfo, name, { fullPage: true });
  const widths = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(widths.scrollWidth, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(widths.innerWidth);
  expect(await page.evaluate(STICKING_OUT), `${name}: elements past the right edge`).toEqual([]);
}

test.describe('Hindi pages on a 375 px phone', () => {
  test.use({ viewport: PHONE });

  test('home, a course, practice and a mock question fit the width', async ({ page, baseURL }, testInfo) => {
    test.setTimeout(180_000);
    await page.context().addCookies([{ name: 'pathshala_lang', value: 'hi-IN', url: baseURL ?? '' }]);

    await page.goto('/');
    await expectHomeIn(page, 'hi-IN');
    await shootAndCheckWidth(page, testInfo, 'home-hi-375');

    const catalogue = await page.request.get('/api/courses/catalogue?limit=1');
    const [course] = ((await catalogue.json()) as { data: { courses: { id: string; title: string }[] } }).data
      .courses;
    if (!course) throw new Error('the demo catalogue is empty');
    await page.goto(`/course/${encodeURIComponent(course.title)}/${course.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'कार्ट में जोड़ें' })).toBeVisible();
    await shootAndCheckWidth(page, testInfo, 'course-hi-375');

    // The practice pages and the mock test are a learner's: one whose profile says Hindi too.
    await signUpInHindi(page.request);
    await page.goto('/practice');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('प्लेसमेंट की प्रैक्टिस करें');
    await expect(page.getByTestId('practice-topic').first()).toBeVisible();
    await shootAndCheckWidth(page, testInfo, 'practice-hi-375');

    const list = (await (await page.request.get('/api/mock-tests')).json()) as {
      data: { tests: { id: string; slug: string }[] };
    };
    const mock = list.data.tests.find((entry) => entry.slug === FREE_TEST);
    if (!mock) throw new Error('the free mock is missing from the demo data');
    const started = await page.request.post(`/api/mock-tests/${mock.id}/attempts`);
    expect(started.ok()).toBe(true);
    const attemptId = ((await started.json()) as { data: { id: string } }).data.id;
    await page.goto(`/mock-tests/attempts/${attemptId}`);
    await expect(page.getByTestId('attempt-question').getByTestId('question-prompt')).toHaveText(DEVANAGARI);
    await shootAndCheckWidth(page, testInfo, 'mock-question-hi-375');
  });
});
