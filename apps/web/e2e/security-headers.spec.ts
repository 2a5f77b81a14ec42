import type { APIRequestContext, Page } from '@playwright/test';
import { expect, appTest as test } from './fixtures';

/**
 * The Content-Security-Policy in a real browser: the main pages, a learner's journey (its requests pass the
 * CSRF check) and the API docs load with no violation at all. A violation is recorded from the
 * `securitypolicyviolation` event (fired even when a library swallows the blocked call) and from the console.
 */

const SIGN_IN_TIMEOUT = { timeout: 20_000 };
// A 1×1 PNG: enough for the photo upload (the server re-encodes it as a square WebP).
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface CourseSummary {
  id: string;
  title: string;
  status: string | null;
  totalLecture: number;
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

function recordViolations() {
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations?.push(
      `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
    );
  });
}

/** Console lines about the policy, over the whole test (a violation may come just before a navigation). */
function watchConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) lines.push(message.text());
  });
  return lines;
}

async function expectNoViolations(page: Page, consoleLines: string[], where: string) {
  expect(await page.evaluate(() => window.__cspViolations ?? []), where).toEqual([]);
  expect(consoleLines, where).toEqual([]);
}

/** Opens a page with the policy on its document, lets it settle, and checks nothing was refused. */
async function visit(page: Page, consoleLines: string[], path: string) {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, consoleLines, path);
}

async function publishedCourses(request: APIRequestContext): Promise<CourseSummary[]> {
  const response = await request.get('/api/courses/getCourse');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: CourseSummary[] };
  return data.filter((course) => course.status !== 'coming soon' && course.totalLecture >= 1);
}

const coursePath = (course: CourseSummary) => `/course/${encodeURIComponent(course.title)}/${course.id}`;

test.describe('security headers in the browser', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.sessionStorage.setItem('pathshala:promo-seen', '1'));
    await page.addInitScript(recordViolations);
  });

  test("a visitor's pages load with no Content-Security-Policy violation", async ({ page }) => {
    const consoleLines = watchConsole(page);
    const [course] = await publishedCourses(page.request);
    if (!course) throw new Error('no published demo course');
    for (const path of [
      '/',
      '/courses',
      coursePath(course),
      '/login',
      '/signup',
      '/Placement%20Preparation',
      '/my-learnings',
      '/this/page/does-not-exist',
    ]) {
      await visit(page, consoleLines, path);
    }
    // The free lecture preview plays (media from our own origin).
    await page.goto(coursePath(course));
    await page.getByRole('tab', { name: 'Curriculum' }).click();
    const free = page.locator('[data-testid="lecture-row"][data-locked="false"]').first();
    if ((await free.count()) > 0) {
      await free.getByRole('button', { name: /Preview/ }).click();
      const video = page.getByTestId('preview-video');
      await expect
        .poll(() => video.evaluate((element) => (element as HTMLVideoElement).readyState), {
          timeout: 15_000,
        })
        .toBeGreaterThanOrEqual(1);
    }
    await expectNoViolations(page, consoleLines, 'lecture preview');
  });

  test("a learner's journey passes the CSRF check with no violation", async ({ page }) => {
    test.slow();
    const consoleLines = watchConsole(page);

    // Register in the browser: a real cross-checked POST (Origin and Sec-Fetch-Site sent by Chromium).
    await page.goto('/signup');
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Name').fill('Kavya Rao');
    await form
      .getByLabel('Email')
      .fill(`csp-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
    await form.getByLabel('Mobile number').fill('9876543210');
    await form.getByLabel('Password', { exact: true }).fill('Kavya#2025');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByTestId('site-header').getByRole('link', { name: 'Your profile' })).toBeVisible(
      SIGN_IN_TIMEOUT,
    );
    await expectNoViolations(page, consoleLines, 'register');

    // A photo: the preview is a blob: URL, the upload a multipart POST, the toast styled by the bundle's CSS.
    await visit(page, consoleLines, '/profile');
    await page.getByRole('tab', { name: 'Photo' }).click();
    await page.getByLabel('Choose a photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await expect(page.getByAltText('Preview of the chosen photo')).toBeVisible();
    await page.getByRole('button', { name: 'Upload' }).click();
    const toast = page.locator('.Toastify__toast').filter({ hasText: 'Profile photo updated successfully' });
    await expect(toast).toBeVisible();
    expect(
      await page.locator('.Toastify__toast-container').evaluate((node) => getComputedStyle(node).position),
    ).toBe('fixed');
    await expect(page.getByAltText('Your current profile photo')).toHaveJSProperty('complete', true);
    await expectNoViolations(page, consoleLines, 'profile photo');

    // The cart, from the course page's own button (another browser POST).
    const [course] = await publishedCourses(page.request);
    if (!course) throw new Error('no published demo course');
    await visit(page, consoleLines, coursePath(course));
    await page.getByTestId('purchase-panel').getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Item added to cart successfully')).toBeVisible();
    await visit(page, consoleLines, '/cart');
    await expect(page.getByText(course.title).first()).toBeVisible();

    // Pay in the simulated checkout (three more browser POSTs), then watch the first lecture.
    await page.getByRole('button', { name: 'Proceed to Buy' }).click();
    const checkout = page.getByRole('dialog', { name: 'Pathshala checkout' });
    await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page.getByText('Payment successful! Your order has been placed.')).toBeVisible();
    await visit(page, consoleLines, '/my-learnings');
    await page
      .getByTestId('enrolled-course')
      .filter({ hasText: course.title })
      .getByRole('link')
      .first()
      .click();
    const video = page.getByTestId('lecture-video');
    await expect
      .poll(() => video.evaluate((element) => (element as HTMLVideoElement).readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, consoleLines, 'lecture');
  });

  test('the API docs render under their own policy', async ({ page }) => {
    const consoleLines = watchConsole(page);
    const response = await page.goto('/api/docs/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.locator('.opblock').first()).toBeVisible();
    expect(await page.locator('.opblock').count()).toBeGreaterThan(10);
    await expectNoViolations(page, consoleLines, '/api/docs');
  });
});
