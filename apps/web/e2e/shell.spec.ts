import { expect, showAllCourses, appTest as test } from './fixtures';

test.describe('web shell', () => {
  // The home page's promo popup opens once per session (spec §4); mark it seen so it cannot cover the page.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.sessionStorage.setItem('pathshala:promo-seen', '1'));
  });

  test('home loads, the Courses menu lists seeded courses, and a course card links to its page', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();

    await page.getByTestId('main-nav').getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('heading', { name: 'Learn something new everyday' })).toBeVisible();
    const titles = page.getByTestId('course-card-title');
    await expect(titles.first()).toBeVisible();
    expect(await titles.count()).toBeGreaterThanOrEqual(12);
    await expect(titles.filter({ hasText: 'Python Foundations for Beginners' })).toHaveCount(1);
    // 'coming soon' courses sort last and have an inert button.
    await showAllCourses(page);
    const lastCard = page.getByTestId('course-card').last();
    await expect(lastCard.getByRole('button', { name: 'coming soon' })).toBeVisible();
    await expect(lastCard.getByText('Prize will be announced soon')).toBeVisible();
  });

  test('an unknown path shows the 404 texts and Go Back returns', async ({ page }) => {
    await page.goto('/courses');
    await expect(page.getByTestId('course-card-title').first()).toBeVisible();
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });

  test('the coming-soon routes show the exact texts', async ({ page }) => {
    // Mock Technical Interviews leads to the interview programme now that one is on sale (programmes.spec.ts);
    // Workshops & Webinars and Industry Projects have their own pages (services.spec.ts).
    for (const path of ['/coming']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
      await expect(
        page.getByText("We're crafting something amazing just for you. Stay connected for updates!"),
      ).toBeVisible();
    }
  });

  test('the hamburger opens the menu at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.getByTestId('main-nav')).toBeHidden();
    const toggle = page.getByTestId('nav-toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await drawer.getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(drawer).toBeHidden();
  });
});
