import type { Page } from '@playwright/test';
import { ADMIN, signIn, unique } from './course-content';
import { expect, hydrated, appTest as test } from './fixtures';

/** The promo popup's once-per-session flag (sessionStorage); set it to keep the popup out of a test. */
const PROMO_SEEN_KEY = 'pathshala:promo-seen';

const HOME_SECTIONS = [
  'hero',
  'services',
  'benefits',
  'success-story',
  'banners',
  'mentors',
  'testimonials',
  'newsletter',
] as const;

async function skipPromo(page: Page) {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), PROMO_SEEN_KEY);
}

/** Any console error fails the journey (a missing image, a crash, a failed parse). */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('home', () => {
  test('the sections come in the order of the spec, with data from the API', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await skipPromo(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('service-card').first()).toBeVisible();
    await expect(page.getByTestId('mentor-card').first()).toBeVisible();
    await expect(page.getByTestId('testimonial').first()).toBeAttached();

    const tops: number[] = [];
    for (const name of HOME_SECTIONS) {
      const section = page.getByTestId(`home-section-${name}`);
      await expect(section, name).toBeVisible();
      await expect(section.getByRole('heading').first(), name).toBeVisible();
      const box = await section.boundingBox();
      if (!box) throw new Error(`home-section-${name} has no box`);
      tops.push(box.y);
    }
    expect(tops).toEqual([...tops].sort((a, b) => a - b));

    // Spec §2: each service card links to /{service title}.
    const firstService = page.getByTestId('service-card').first().getByRole('link');
    const title = (await firstService.textContent()) ?? '';
    await expect(firstService).toHaveAttribute('href', `/${encodeURIComponent(title)}`);
    expect(errors).toEqual([]);
  });

  test('every service card opens a page of the site, none the 404', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await skipPromo(page);
    await page.goto('/');
    const links = page.getByTestId('service-card').getByRole('link');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
    );
    expect(hrefs.length).toBeGreaterThanOrEqual(8);
    for (const href of hrefs) {
      const link = page.locator(`[data-testid="service-card"] a[href="${href}"]`).first();
      // A service another journey made and has deleted since; the list moved on.
      if ((await link.count()) === 0) continue;
      await link.click();
      await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === decodeURIComponent(href));
      // The page the card opened, not the home page still on screen while it loads.
      await expect(page.getByTestId('home-section-services')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 }).first(), href).toBeVisible();
      await expect(page.getByRole('heading', { name: '404 - Page Not Found' }), href).toHaveCount(0);
      await page.goBack();
      await expect(links.first()).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test("a service an admin creates opens the Coming-soon page at /{title}, in the title's case or not", async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await skipPromo(page);
    // page.request shares the browser context's cookies, so this signs the page in.
    await signIn(page.request, ADMIN);
    const title = unique('Alumni Circles');
    const created = await page.request.post('/api/services/createService', {
      data: { title, description: 'Meet graduates who work where you want to.' },
    });
    expect(created.status()).toBe(201);
    const { id } = ((await created.json()) as { data: { id: string } }).data;
    try {
      for (const path of [`/${encodeURIComponent(title)}`, `/${encodeURIComponent(title.toLowerCase())}`]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: 'Coming Soon' }), path).toBeVisible();
        await expect(
          page.getByText("We're crafting something amazing just for you. Stay connected for updates!"),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
      }
      // A path that names no service stays the 404.
      await page.goto(`/${encodeURIComponent(`${title} and more`)}`);
      await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
    } finally {
      expect((await page.request.delete(`/api/admin/services/${id}`)).ok()).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  test('the banner carousel advances by itself', async ({ page }) => {
    await skipPromo(page);
    await page.goto('/');
    const banners = page.getByTestId('home-section-banners');
    const first = banners.getByRole('group', { name: /^1 of \d+$/ });
    const second = banners.getByRole('group', { name: /^2 of \d+$/ });
    await expect(first).not.toHaveAttribute('inert');
    await expect(second).toHaveAttribute('inert');
    // Below the fold it waits: no slide changes where nobody sees them (a phone's main thread).
    await expect(banners).not.toBeInViewport();
    await expect(banners.locator('[aria-live="polite"]')).toHaveCount(1);
    await expect(first).not.toHaveAttribute('inert');
    await banners.scrollIntoViewIfNeeded();
    // Autoplay announces nothing (aria-live off) and moves on 1 s after it comes into view, then every 3 s.
    await expect(banners.locator('[aria-live="off"]')).toHaveCount(1);
    await expect(second).not.toHaveAttribute('inert');
    await expect(first).toHaveAttribute('inert');
    await expect(first.getByRole('img')).toHaveAttribute('alt', /\S/);
  });

  test('benefit points open one at a time, toggling Read More and Read Less', async ({ page }) => {
    await skipPromo(page);
    await page.goto('/');
    const points = page.getByTestId('benefit-point');
    await expect(points).toHaveCount(3);
    const toggle = (index: number) => points.nth(index).getByRole('button');
    await hydrated(toggle(0));

    await expect(toggle(0)).toHaveText('Read More');
    await toggle(0).click();
    await expect(toggle(0)).toHaveText('Read Less');
    await expect(toggle(0)).toHaveAttribute('aria-expanded', 'true');

    await toggle(1).click();
    await expect(toggle(1)).toHaveText('Read Less');
    await expect(toggle(0)).toHaveText('Read More');
    await expect(toggle(0)).toHaveAttribute('aria-expanded', 'false');

    await toggle(1).click();
    for (const index of [0, 1, 2]) await expect(toggle(index)).toHaveText('Read More');
    await expect(page.getByTestId('home-section-benefits').locator('video')).toHaveAttribute(
      'preload',
      'none',
    );
  });

  test('the mentor strip moves on its own, and a mentor opens a popup that locks page scroll', async ({
    page,
  }) => {
    await skipPromo(page);
    await page.goto('/');
    const strip = page.getByTestId('mentor-strip');
    // Below the fold it rests: no frame is spent moving what nobody sees (a low-end phone's main thread).
    await expect(strip).not.toBeInViewport();
    await expect(strip).toHaveAttribute('data-moving', 'false');
    await strip.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect(strip).toHaveAttribute('data-moving', 'true');
    const start = await strip.evaluate((element) => element.scrollLeft);
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(start + 5);

    // Hovering stops the strip, so the card stands still under the pointer.
    await strip.hover();
    await expect(strip).toHaveAttribute('data-moving', 'false');
    const card = page.getByTestId('mentor-card').first();
    const name = (await card.getByRole('button').textContent()) ?? '';
    await card.getByRole('button').click();

    const popup = page.getByRole('dialog', { name });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('img', { name })).toBeVisible();
    await expect(popup.getByRole('link', { name: /LinkedIn profile/ })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('the testimonial slider wraps from the first to the last with Previous', async ({ page }) => {
    await skipPromo(page);
    await page.goto('/');
    const testimonials = page.getByTestId('home-section-testimonials');
    const slides = testimonials.getByRole('group');
    await expect(slides.first()).not.toHaveAttribute('inert');
    const count = await slides.count();
    expect(count).toBeGreaterThan(1);

    await testimonials.getByRole('button', { name: 'Previous slide' }).click();
    await expect(testimonials.getByRole('group', { name: `${count} of ${count}` })).not.toHaveAttribute(
      'inert',
    );
    await expect(slides.first()).toHaveAttribute('inert');

    await testimonials.getByRole('button', { name: 'Next slide' }).click();
    await expect(slides.first()).not.toHaveAttribute('inert');
  });

  test('a success-story photo opens a preview with previous and next', async ({ page }) => {
    await skipPromo(page);
    await page.goto('/');
    const story = page.getByTestId('home-section-success-story');
    await expect(story.getByText('500+')).toBeVisible();
    await story.getByRole('button', { name: /^View photo 1 of 6/ }).click();

    const preview = page.getByTestId('image-preview');
    await expect(preview).toBeVisible();
    await expect(preview.getByText('1 / 6')).toBeVisible();
    await preview.getByRole('button', { name: 'Next image' }).click();
    await expect(preview.getByText('2 / 6')).toBeVisible();
    await preview.getByRole('button', { name: 'Previous image' }).click();
    await preview.getByRole('button', { name: 'Previous image' }).click();
    await expect(preview.getByText('6 / 6')).toBeVisible();
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect(preview).toBeHidden();
  });

  test('Subscribe asks a visitor to log in', async ({ page }) => {
    await skipPromo(page);
    await page.goto('/');
    await page.getByTestId('home-section-newsletter').getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Please login to subscribe newsletter')).toBeVisible();
  });

  test('Subscribe toggles the newsletter for a signed-in learner', async ({ page }) => {
    await skipPromo(page);
    // page.request shares the browser context's cookies, so this signs the page in.
    const login = await page.request.post('/api/user/login', {
      data: { email: 'demo@pathshala.local', password: 'Demo@12345' },
    });
    expect(login.ok()).toBe(true);
    await page.goto('/');
    await expect(page.getByTestId('site-header').getByRole('link', { name: 'Your profile' })).toBeVisible();
    // The hero offers a signed-in learner their courses, not Register.
    const hero = page.getByTestId('home-section-hero');
    await expect(hero.getByRole('link', { name: 'Continue learning' })).toHaveAttribute(
      'href',
      '/my-learnings',
    );
    await expect(hero.getByRole('button', { name: 'Register' })).toHaveCount(0);
    const button = page.getByTestId('home-section-newsletter').getByRole('button', { name: /^Subscribed?$/ });
    await expect(button).toBeEnabled();
    const before = (await button.textContent()) ?? '';
    const after = before === 'Subscribed' ? 'Subscribe' : 'Subscribed';
    await button.click();
    await expect(button).toHaveText(after);
    // Put the demo learner's flag back.
    await button.click();
    await expect(button).toHaveText(before);
  });

  test('the promo popup shows once per browser session', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-section-hero')).toBeVisible();
    // It waits 1.5 s after the page appears (the default expect timeout allows for a busy machine).
    const promo = page.getByRole('dialog', { name: 'Aptitude Placement Course' });
    await expect(promo).toBeVisible();
    for (const text of ['50+ hours of lectures', '1000+ practice questions', 'Mock placement tests']) {
      await expect(promo.getByText(text)).toBeVisible();
    }
    // The Aptitude programme's page (/placement/aptitude finds it among the placement cards).
    await expect(promo.getByRole('link', { name: 'View the course' })).toHaveAttribute(
      'href',
      '/placement/aptitude',
    );
    await promo.getByRole('button', { name: 'Close' }).click();
    await expect(promo).toBeHidden();

    await page.reload();
    await expect(page.getByTestId('home-section-hero')).toBeVisible();
    // Longer than the popup's delay: it must stay away for the rest of the session.
    await page.waitForTimeout(2_500);
    await expect(promo).toHaveCount(0);
  });

  test('a dialog opening restyles itself, not the page behind it', async ({ page, browser }) => {
    await page.goto('/');
    // Past the restyle that lifting the root's `inert` costs once hydrated (two frames), and before the promo
    // popup's 1.5 s delay ends.
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const pageElements = await page.locator('#root *').count();
    await browser.startTracing(page, { categories: ['devtools.timeline'] });
    await expect(page.getByRole('dialog', { name: 'Aptitude Placement Course' })).toBeVisible();
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: { name: string; args?: { elementCount?: number } }[];
    };
    // Chromium counts the elements each style recalculation visited. Appended as body's last child, the dialog
    // took that place from #root, and react-toastify's `:not(:last-child) > *` restyled every element of the page.
    const restyled = trace.traceEvents
      .filter((event) => event.name === 'UpdateLayoutTree')
      .map((event) => event.args?.elementCount ?? 0);
    expect(restyled.length).toBeGreaterThan(0);
    expect(Math.max(...restyled)).toBeLessThan(pageElements / 4);
  });
});

test('the About page tells the story and shows the mentors and collaborators', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our story' })).toBeVisible();
  const mentors = page.getByTestId('about-section-mentors');
  await expect(mentors.getByTestId('mentor-card').first()).toBeVisible();
  expect(await mentors.getByTestId('mentor-card').count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId('collaborator').first()).toBeVisible();

  await mentors.getByTestId('mentor-card').first().getByRole('button').click();
  await expect(page.getByTestId('mentor-popup')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByTestId('about-section-cta').getByRole('link', { name: 'Browse courses' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  expect(errors).toEqual([]);
});
