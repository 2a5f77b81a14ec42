import type { Page } from '@playwright/test';
import { ADMIN, signIn, unique } from './course-content';
import { expect, test } from './fixtures';

/**
 * The jobs and internships board: an admin adds an internship in the console, it appears on the internships page,
 * the filters narrow the list and are kept in the address, and a position past its deadline is not listed.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** A calendar day in India, `days` from now, as a date input takes it. */
const indiaDay = (days: number) =>
  new Date(Date.now() + days * DAY_MS + 330 * 60 * 1000).toISOString().slice(0, 10);

const board = (page: Page) => page.getByTestId('internship-board');
const boardTitles = (page: Page) => board(page).getByTestId('board-position-title');
const filters = (page: Page) => page.getByRole('form', { name: 'Filter positions' });

test('an admin adds an internship; the board lists it, filters narrow it, an expired one stays off', async ({
  page,
}, testInfo) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page.request, ADMIN);
  const title = unique('Cloud Intern');
  const expired = unique('Expired Intern');

  // The console: a new internship with the board's fields.
  await page.goto('/admin/content/positions');
  await page.getByRole('button', { name: 'New position' }).click();
  const form = page.getByRole('form', { name: 'New position' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Kind').selectOption('internship');
  await form.getByLabel('Category').selectOption('Engineering');
  await form.getByLabel('Company or team').fill('Cloud Platform');
  await form.getByLabel('Location', { exact: true }).selectOption('Hybrid');
  await form.getByLabel('City').fill('Pune');
  await form.getByLabel('Duration (months)').fill('3');
  await form.getByLabel('Pay from (₹)').fill('12000');
  await form.getByLabel('Pay up to (₹)').fill('18000');
  await form.getByLabel('Openings').fill('2');
  await form.getByLabel('Application deadline').fill(indiaDay(20));
  await form.getByRole('group', { name: 'Open to years of study' }).getByLabel('3rd Year').check();
  await form.getByRole('group', { name: 'Open to programmes' }).getByLabel('BCA', { exact: true }).check();
  await form.getByLabel('Skills').fill('AWS, Linux');
  await form.getByLabel('Description').fill('Keep our servers healthy and our deploys boring.');
  await page.screenshot({ path: testInfo.outputPath('console-new-position-1280.png'), fullPage: true });
  await page.getByRole('button', { name: 'Create position' }).click();
  await expect(page.getByText(title, { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('console-positions-1280.png') });

  // One past its deadline (yesterday in India), made through the console's API.
  const made = await page.request.post('/api/admin/positions', {
    data: { title: expired, category: 'Engineering', kind: 'internship', deadline: indiaDay(-1) },
  });
  expect(made.status(), await made.text()).toBe(201);

  // The internships page lists the new one, with its facts, and not the expired one.
  await page.goto('/internships');
  await expect(boardTitles(page).filter({ hasText: title })).toHaveCount(1);
  await expect(boardTitles(page).filter({ hasText: expired })).toHaveCount(0);
  const card = board(page).getByTestId('board-position').filter({ hasText: title });
  await expect(card.getByTestId('board-position-pay')).toHaveText('₹12,000 – ₹18,000 per month');
  await expect(card.getByTestId('board-position-eligibility')).toHaveText('3rd Year · BCA');
  await expect(boardTitles(page).filter({ hasText: 'Frontend Developer Intern' })).toHaveCount(1);
  await board(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('internships-board-1280.png') });

  // A location narrows the list, and the address says so.
  await filters(page).getByLabel('Location').selectOption('Hybrid');
  await expect(page).toHaveURL(/[?&]location=Hybrid/);
  await expect(boardTitles(page).filter({ hasText: 'Frontend Developer Intern' })).toHaveCount(0);
  await expect(boardTitles(page).filter({ hasText: title })).toHaveCount(1);

  // A 3rd-year BCA student still sees it; a 2nd-year student does not.
  await filters(page).getByLabel('Your year of study').selectOption('3');
  await filters(page).getByLabel('Your programme').selectOption('BCA');
  await expect(page).toHaveURL(/year=3/);
  await expect(boardTitles(page).filter({ hasText: title })).toHaveCount(1);
  await filters(page).getByLabel('Your year of study').selectOption('2');
  await expect(boardTitles(page).filter({ hasText: title })).toHaveCount(0);

  // The filtered address is a link to share: opened afresh, it shows the same choices and list.
  const shared = new URL(page.url());
  shared.searchParams.set('year', '3');
  await page.goto(`${shared.pathname}${shared.search}`);
  await expect(filters(page).getByLabel('Location')).toHaveValue('Hybrid');
  await expect(filters(page).getByLabel('Your programme')).toHaveValue('BCA');
  await expect(boardTitles(page).filter({ hasText: title })).toHaveCount(1);
  const titles = await boardTitles(page).allTextContents();
  expect(titles).not.toContain('Frontend Developer Intern');

  // Clearing the filters brings the whole list back.
  await filters(page).getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/location=/);
  await expect(boardTitles(page).filter({ hasText: 'Frontend Developer Intern' })).toHaveCount(1);

  // Apply on a listing the form offers ticks it in the form.
  await board(page)
    .getByTestId('board-position')
    .filter({ hasText: 'Data Analyst Intern' })
    .getByRole('button', { name: 'Apply Now' })
    .click();
  await expect(page).toHaveURL(/internship=3/);
  await expect(page.getByRole('checkbox', { name: 'Data Analyst Intern', exact: true })).toBeChecked();

  // The careers page lists it too, and not the expired one.
  await page.goto('/Careers');
  const careers = page.getByTestId('careers-section-positions');
  await expect(careers.getByTestId('position-title').filter({ hasText: title })).toHaveCount(1);
  await expect(careers.getByTestId('position-title').filter({ hasText: expired })).toHaveCount(0);
});

for (const width of [1280, 375]) {
  test(`the internships board at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/internships?location=Remote');
    await expect(board(page).getByTestId('board-position').first()).toBeVisible();
    await board(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`internships-board-${width}.png`), fullPage: true });
    await page.goto('/Careers?year=4&programme=MBA');
    await expect(page.getByTestId('positions-grid').first()).toBeVisible();
    await page.getByTestId('careers-section-positions').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`careers-board-${width}.png`), fullPage: true });
  });
}
