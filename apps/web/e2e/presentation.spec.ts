import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, showAllCourses, test } from './fixtures';

/** Registration and login hash the password at OWASP scrypt cost. */
const SIGN_IN_TIMEOUT = 20_000;
const PHONE = { width: 375, height: 780 };

interface CourseSummary {
  id: string;
  title: string;
  status: string | null;
  /** Whole stars; the exact mean and its count are `rating` and `ratingCount`. */
  review: number;
  rating: number;
  ratingCount: number;
  level: string;
  duration: string;
  totalLecture: number;
  instructor: { name: string } | null;
}

interface Banner {
  imageUrl: string;
  headline: string;
  subline: string;
  ctaLabel: string | null;
  link: string | null;
}

async function listCourses(request: APIRequestContext): Promise<CourseSummary[]> {
  const response = await request.get('/api/courses/getCourse');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: CourseSummary[] }).data;
}

const isComingSoon = (course: CourseSummary) => course.status?.toLowerCase() === 'coming soon';

/** A published course with reviews (the first in catalogue order). */
async function ratedCourse(request: APIRequestContext): Promise<CourseSummary> {
  const course = (await listCourses(request)).find((item) => !isComingSoon(item) && item.ratingCount > 0);
  if (!course) throw new Error('No published demo course with reviews');
  return course;
}

const coursePath = (course: Pick<CourseSummary, 'title' | 'id'>) =>
  `/course/${encodeURIComponent(course.title)}/${course.id}`;

/** '4.6 (128 ratings)', '5.0 (1 rating)'. */
const ratingLine = (course: CourseSummary) =>
  `${course.rating.toFixed(1)} (${course.ratingCount} ${course.ratingCount === 1 ? 'rating' : 'ratings'})`;

async function logIn(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/user/login', {
    data: { email, password },
    timeout: SIGN_IN_TIMEOUT,
  });
  expect(response.ok()).toBe(true);
}

/** A new learner with an empty cart, logged in; the page shares the request context's cookies. */
async function signUpLearner(request: APIRequestContext) {
  const email = `presentation-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Learner#2025';
  const registered = await request.post('/api/user/register', {
    data: { name: 'Kavya Reddy', email, mobileNo: '9876543210', password },
    timeout: SIGN_IN_TIMEOUT,
  });
  expect(registered.status()).toBe(201);
  await logIn(request, email, password);
}

async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'page wider than the screen').toBeLessThanOrEqual(innerWidth);
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

/** The first free lecture's preview popup on the course page (an accordion below 768 px). */
async function openPreview(page: Page, course: CourseSummary) {
  await page.goto(coursePath(course));
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  const curriculumTab = page.getByRole('tab', { name: 'Curriculum' });
  if (await curriculumTab.isVisible()) await curriculumTab.click();
  else await page.getByRole('button', { name: 'Curriculum', exact: true }).click();
  const free = page.locator('[data-testid="lecture-row"][data-locked="false"]').first();
  const title = ((await free.getByTestId('lecture-title').textContent()) ?? '').trim();
  await free.getByRole('button', { name: /Preview/ }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('presentation', () => {
  test('catalogue cards show instructor, rating, duration and level; coming soon shows no stars', async ({
    page,
  }) => {
    const courses = await listCourses(page.request);
    const rated = await ratedCourse(page.request);
    const comingSoon = courses.find(isComingSoon);
    if (!comingSoon) throw new Error('No coming-soon demo course');

    await page.goto('/courses');
    const cards = page.getByTestId('course-card');
    // The first page of a worker can wait on a busy server (CI runs two browsers at once).
    await expect(cards.first()).toBeVisible({ timeout: 15_000 });
    await showAllCourses(page);
    const card = cards.filter({ has: page.getByRole('heading', { name: rated.title, exact: true }) });
    // The first page of a worker can wait on a busy server (CI runs two browsers at once).
    await expect(card).toHaveCount(1, { timeout: 15_000 });
    await expect(card.getByTestId('course-card-instructor')).toContainText(rated.instructor?.name ?? '');
    await expect(card.getByTestId('rating-summary')).toHaveText(ratingLine(rated));
    const facts = card.getByTestId('course-card-facts');
    await expect(facts).toContainText(rated.duration);
    await expect(facts).toContainText(rated.level);
    await expect(facts).toContainText(`${rated.totalLecture} lectures`);
    await expect(card).toContainText(/Rs\. [\d,]+/);

    const soon = cards.filter({ has: page.getByRole('heading', { name: comingSoon.title, exact: true }) });
    await expect(soon).toHaveCount(1);
    await expect(soon.getByTestId('rating-summary')).toHaveCount(0);
    await expect(soon.getByRole('img', { name: /Rated/ })).toHaveCount(0);
    await expect(soon).not.toContainText('5.0');

    // The course page header says the same, or nothing.
    await page.goto(coursePath(rated));
    await expect(page.getByTestId('course-detail').getByTestId('rating-summary').first()).toHaveText(
      ratingLine(rated),
    );
  });

  test('the lecture player shows captions once CC is pressed, and remembers the choice', async ({ page }) => {
    test.slow();
    // The admin may open any lecture without buying the course.
    await logIn(page.request, 'admin@pathshala.local', 'Admin@12345');
    const course = await ratedCourse(page.request);
    // The viewer takes the course from the history entry's state (as My Learnings passes it) on a reload.
    await page.goto('/');
    await page.evaluate(
      ({ path, courseId }) =>
        window.history.replaceState({ usr: { courseId }, key: 'e2e', idx: 0 }, '', path),
      { path: `/view-lectures/${encodeURIComponent(course.title)}`, courseId: course.id },
    );
    await page.reload();

    const video = page.getByTestId('lecture-video');
    await expect(video).toBeVisible();
    const captions = page.getByRole('button', { name: 'Captions (CC)' });
    await expect(captions).toHaveAttribute('aria-pressed', 'false');
    const trackMode = () => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.mode);
    await expect.poll(trackMode).toBe('hidden');

    await captions.click();
    await expect(captions).toHaveAttribute('aria-pressed', 'true');
    // The player draws the active cues itself (above its controls), so the browser's own rendering stays off.
    await expect.poll(trackMode).toBe('hidden');
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    const cueText = () =>
      video.evaluate((element: HTMLVideoElement) =>
        Array.from(element.textTracks[0]?.activeCues ?? []).map((cue) => (cue as VTTCue).text.split('\n')[0]),
      );
    await expect.poll(async () => (await cueText()).length, { timeout: 20_000 }).toBeGreaterThan(0);
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    const captionBox = page.getByTestId('caption-box');
    await expect(captionBox).toBeVisible();
    await expect(captionBox).toContainText((await cueText())[0] ?? '');

    // Remembered in this browser.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Captions (CC)' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(trackMode).toBe('hidden');
  });

  test('the preview popup keeps its video box at 16:9 at 375 and 1280 px', async ({ page }) => {
    // Measured without the pop-in animation (a scale transform).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const course = await ratedCourse(page.request);
    for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      const dialog = await openPreview(page, course);
      const video = dialog.getByTestId('preview-video');
      await expect(video).toHaveCSS('object-fit', 'contain');
      const { box, videoBox } = await dialog.getByTestId('preview-video-box').evaluate((element) => {
        const rect = (target: Element) => {
          const { x, width, height } = target.getBoundingClientRect();
          return { x, width, height };
        };
        const player = element.querySelector('video');
        if (!player) throw new Error('No video in the preview box');
        return { box: rect(element), videoBox: rect(player) };
      });
      const label = `${viewport.width} px: video box ${box.width}×${box.height}`;
      expect(Math.abs(box.width / box.height - 16 / 9), label).toBeLessThan(0.02);
      expect(box.x, label).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, label).toBeLessThanOrEqual(viewport.width);
      // The spec's preview height is the most it grows to.
      expect(box.height, label).toBeLessThanOrEqual(401);
      // The video fills the box exactly; object-fit: contain letterboxes instead of stretching or cropping.
      expect(videoBox.width, label).toBeCloseTo(box.width, 0);
      expect(videoBox.height, label).toBeCloseTo(box.height, 0);
      await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
      await expect(dialog).toBeHidden();
    }
  });

  test('the sign-in backdrop reaches the bottom of the screen at 375 and 1280 px (no white band)', async ({
    page,
  }) => {
    for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      // The page's one section, with the tinted backdrop, ends at or below the screen's bottom edge.
      const bottom = await page
        .locator('#main > section')
        .evaluate((section) => section.getBoundingClientRect().bottom);
      expect(bottom, `${viewport.width} px`).toBeGreaterThanOrEqual(viewport.height);
    }
  });

  test('a banner is word-free artwork with its headline as real text at 375 px', async ({ page }) => {
    // No automatic slide change, so the first banner stays in view.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(PHONE);
    const response = await page.request.get('/api/banner/getAllBannerImages');
    const { banners } = ((await response.json()) as { data: { banners: Banner[] } }).data;
    const first = banners[0];
    if (!first) throw new Error('No demo banners');
    for (const banner of banners) {
      const artwork = await page.request.get(banner.imageUrl);
      expect(artwork.ok()).toBe(true);
      expect(await artwork.text(), `${banner.imageUrl} has words`).not.toMatch(/<text[\s>]/);
    }

    await page.goto('/');
    const section = page.getByTestId('home-section-banners');
    const slide = section.getByRole('group', { name: /^1 of \d+$/ });
    await slide.scrollIntoViewIfNeeded();
    const headline = slide.getByText(first.headline, { exact: true });
    await expect(headline).toBeVisible();
    await expect(slide.getByText(first.subline, { exact: true })).toBeVisible();
    if (first.ctaLabel && first.link) {
      await expect(slide.getByRole('link', { name: first.ctaLabel })).toHaveAttribute('href', first.link);
    }
    // The text sits inside the slide, not cut off by it.
    const slideBox = await slide.boundingBox();
    const textBox = await headline.boundingBox();
    if (!slideBox || !textBox) throw new Error('The banner is not laid out');
    expect(textBox.x).toBeGreaterThanOrEqual(slideBox.x);
    expect(textBox.x + textBox.width).toBeLessThanOrEqual(slideBox.x + slideBox.width + 0.5);
    expect(textBox.y + textBox.height).toBeLessThanOrEqual(slideBox.y + slideBox.height + 0.5);
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: PHONE });

    test('the header shows the cart count after a course is added', async ({ page }) => {
      test.slow();
      await signUpLearner(page.request);
      const course = await ratedCourse(page.request);
      await page.goto(coursePath(course));
      const cart = page.getByTestId('site-header').getByTestId('header-cart');
      await expect(cart).toBeVisible();
      await expect(cart).toHaveAccessibleName('Cart');
      await expect(page.getByTestId('site-header').getByRole('link', { name: 'Wishlist' })).toHaveAttribute(
        'href',
        '/wishlist',
      );

      await page.getByTestId('purchase-panel').getByRole('button', { name: 'Add to Cart' }).click();
      await expect(cart).toHaveAccessibleName('Cart, 1 item');
      await expect(cart.getByTestId('header-cart-count')).toHaveText('1');
      // Seen without opening the menu.
      await expect(page.getByTestId('nav-toggle')).toHaveAttribute('aria-expanded', 'false');
      await cart.click();
      await expect(page).toHaveURL(/\/cart$/);
    });

    test('home, a course page and the cart fit the screen', async ({ page }, testInfo) => {
      test.slow();
      await signUpLearner(page.request);
      const course = await ratedCourse(page.request);
      const added = await page.request.post('/api/cart/addToCart', { data: { courseId: course.id } });
      expect(added.ok()).toBe(true);

      await page.goto('/');
      await expect(page.getByTestId('service-card').first()).toBeVisible();
      await expect(page.getByTestId('banner-headline').first()).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await attachScreenshot(page, testInfo, 'home-375.png');

      await page.goto(coursePath(course));
      await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
      await expect(page.getByTestId('purchase-panel')).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await attachScreenshot(page, testInfo, 'course-375.png');

      await page.goto('/cart');
      await expect(page.getByTestId('cart-item')).toHaveCount(1);
      await expect(page.getByTestId('header-cart-count')).toHaveText('1');
      await expectNoHorizontalOverflow(page);
      await attachScreenshot(page, testInfo, 'cart-375.png');
    });
  });
});
