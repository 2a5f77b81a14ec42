import type { APIRequestContext, Page } from '@playwright/test';
import { appTest as base, expect } from './fixtures';

interface Position {
  _id: string;
  title: string;
  category: string;
  detailedDescription: string;
}

const CATEGORIES = ['Engineering', 'Product', 'Design', 'Operations', 'Marketing'] as const;
const CULTURE = [
  'Inclusive Culture',
  'Passionate Team',
  'Continuous Learning',
  'Work-Life Balance',
  'Impactful Work',
] as const;
const BENEFITS = [
  'Flexible hours',
  'Sporty environment',
  'Health care',
  'Recognition',
  'Team events',
  'Growth',
  'Flexible leave',
  'Performance incentives',
  'Collaboration with experts',
  'Career growth',
] as const;

/** Every journey fails on any console error or page crash (a failed request, a missing image). */
const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

async function listPositions(request: APIRequestContext): Promise<Position[]> {
  const response = await request.get('/api/internships/getInternships');
  expect(response.ok(), 'GET /api/internships/getInternships').toBe(true);
  const body = (await response.json()) as { success: boolean; data: { internships: Position[] } };
  expect(body.success).toBe(true);
  return body.data.internships;
}

const positionsSection = (page: Page) => page.getByTestId('careers-section-positions');
const cardTitles = (page: Page) => positionsSection(page).getByTestId('position-title');
const tab = (page: Page, label: string, count: number) =>
  page.getByRole('tab', { name: `${label}, ${count} open`, exact: true });

async function expectTitles(page: Page, titles: string[]) {
  await expect(cardTitles(page)).toHaveCount(titles.length);
  expect((await cardTitles(page).allTextContents()).sort()).toEqual([...titles].sort());
}

test.describe('careers', () => {
  test('See positions scrolls the open positions into view', async ({ page }) => {
    await page.goto('/Careers');
    await expect(page.getByRole('heading', { level: 1, name: 'Join the team' })).toBeVisible();
    const heading = page.getByRole('heading', { level: 2, name: 'Find your role' });
    await expect(heading).not.toBeInViewport();
    await page.getByRole('button', { name: 'See positions' }).click();
    await expect(heading).toBeInViewport();
    await expect(positionsSection(page)).toBeFocused();
    // The sticky header must not cover the heading.
    const box = await heading.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThanOrEqual(64);
  });

  test('shows the five culture cards and the ten benefits', async ({ page }) => {
    await page.goto('/Careers');
    const culture = page.getByTestId('culture-card');
    await expect(culture).toHaveCount(CULTURE.length);
    for (const title of CULTURE) {
      await expect(culture.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('benefit-title')).toHaveText([...BENEFITS]);
  });

  test('open positions and tab counts come from the API; a tab narrows the list', async ({
    page,
    request,
  }) => {
    const positions = await listPositions(request);
    expect(positions.length, 'demo positions').toBeGreaterThan(0);
    await page.goto('/Careers');

    const all = tab(page, 'All Positions', positions.length);
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab').first()).toHaveText(/^All Positions/);
    await expectTitles(
      page,
      positions.map((position) => position.title),
    );
    const cards = positionsSection(page).getByTestId('position-card');
    for (const card of await cards.all()) {
      await expect(card.getByTestId('position-tag')).toHaveText(['Hybrid', 'Full-time']);
      await expect(card.getByRole('link', { name: 'Apply Now' })).toBeVisible();
    }

    for (const category of CATEGORIES) {
      const inCategory = positions.filter((position) => position.category === category);
      await tab(page, category, inCategory.length).click();
      await expect(tab(page, category, inCategory.length)).toHaveAttribute('aria-selected', 'true');
      if (inCategory.length === 0) {
        await expect(positionsSection(page).getByTestId('no-positions')).toBeVisible();
        await expect(cardTitles(page)).toHaveCount(0);
      } else {
        await expectTitles(
          page,
          inCategory.map((position) => position.title),
        );
        await expect(positionsSection(page).getByTestId('position-category')).toHaveText(
          inCategory.map(() => category),
        );
      }
    }

    // Arrow keys move between tabs (WAI-ARIA tabs).
    await tab(page, 'All Positions', positions.length).click();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /^Engineering,/ })).toHaveAttribute('aria-selected', 'true');
  });

  test('Apply Now opens the application form for that position', async ({ page, request }) => {
    const [position] = await listPositions(request);
    if (!position) throw new Error('no demo positions');
    await page.goto('/Careers');
    const card = positionsSection(page)
      .getByTestId('position-card')
      .filter({ has: page.getByRole('heading', { name: position.title, exact: true }) })
      .first();
    await card.getByRole('link', { name: 'Apply Now' }).click();
    const expected = `/internship/${encodeURIComponent(position.title)}`;
    await expect(page).toHaveURL((url) => url.pathname === expected);
  });

  test('a failed load keeps the four skeleton cards and only logs a warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // A malformed answer fails the schema check without a network error in the console.
    // The page reads the board's list (GET /api/positions, with the address's filters).
    await page.route(/\/api\/positions(\?|$)/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":false}' }),
    );
    await page.goto('/Careers');
    await expect.poll(() => warnings.some((text) => text.includes('open positions'))).toBe(true);
    await expect(positionsSection(page).getByTestId('position-skeleton')).toHaveCount(4);
    await expect(cardTitles(page)).toHaveCount(0);
  });

  test('shows the 8-step hiring timeline', async ({ page }) => {
    await page.goto('/Careers');
    const steps = page.getByTestId('hiring-step');
    await expect(steps).toHaveCount(8);
    await expect(steps.nth(1)).toContainText('within 3 working days');
  });

  test('the testimonial carousel counts 1/6 and wraps both ways', async ({ page }) => {
    await page.goto('/Careers');
    const counter = page.getByTestId('careers-testimonial-counter');
    const author = page.getByTestId('careers-testimonial-author');
    await expect(counter).toHaveText('1/6 Testimonials');
    const first = await author.textContent();
    await expect(page.getByTestId('careers-testimonial-thumb')).toHaveCount(3);

    const next = page.getByRole('button', { name: 'Next testimonial' });
    await next.click();
    await expect(counter).toHaveText('2/6 Testimonials');
    for (let click = 2; click <= 6; click += 1) await next.click();
    await expect(counter).toHaveText('1/6 Testimonials');
    await expect(author).toHaveText(first ?? '');

    await page.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(counter).toHaveText('6/6 Testimonials');

    // A thumbnail jumps to that testimonial.
    await page.getByTestId('careers-testimonial-thumb').first().click();
    await expect(counter).toHaveText('1/6 Testimonials');
  });

  test('Explore more goes to the about page', async ({ page }) => {
    await page.goto('/Careers');
    await expect(page.getByTestId('careers-section-gallery').getByRole('listitem')).toHaveCount(6);
    await page.getByRole('link', { name: 'Explore more' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
  });
});
