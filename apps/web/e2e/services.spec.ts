import { expect, test } from './fixtures';

/**
 * The home page's service cards 'Workshops & Webinars' and 'Industry Projects': real pages, drawn by the server
 * with their data, that lead on to the courses.
 */

test.describe('service pages', () => {
  test('Workshops & Webinars lists the live sessions to come, without join links, and leads to the course', async ({
    page,
  }, testInfo) => {
    // Drawn by the server: the sessions are in the document itself, with the answer they were drawn from.
    const documentAnswer = await page.request.get('/Workshops%20%26%20Webinars', {
      headers: { accept: 'text/html' },
    });
    const html = await documentAnswer.text();
    expect(html).toContain('Office hours: your SQL questions');
    expect(html).toContain('id="service-page-data"');
    expect(html).not.toContain('meet.google.com');

    await page.goto('/');
    await page
      .getByTestId('service-card')
      .getByRole('link', { name: /Workshops/ })
      .click();
    await expect(page).toHaveURL(/\/Workshops%20&%20Webinars$|\/Workshops%20%26%20Webinars$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Workshops & Webinars' })).toBeVisible();
    const session = page
      .getByTestId('workshop-session')
      .filter({ hasText: 'Office hours: your SQL questions' });
    await expect(session.getByTestId('workshop-start')).toHaveText(/IST$/);
    await expect(session.getByTestId('workshop-length')).toHaveText('1 hr');
    await expect(page.getByRole('link', { name: /join/i })).toHaveCount(0);
    // Ended sessions are not listed.
    await expect(page.getByTestId('workshop-session').filter({ hasText: 'Joins in practice' })).toHaveCount(
      0,
    );

    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: testInfo.outputPath('workshops-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('workshops-1280.png'), fullPage: true });

    await session.getByTestId('workshop-course-link').click();
    await expect(page).toHaveURL(/\/course\/SQL%20and%20Data%20Analysis%20for%20Business\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'SQL and Data Analysis for Business' }),
    ).toBeVisible();
  });

  test('Workshops & Webinars says so when nothing is scheduled', async ({ page }) => {
    await page.route('**/api/live-sessions/schedule*', (route) =>
      route.fulfill({ json: { success: true, data: { sessions: [] } } }),
    );
    await page.goto('/');
    await page
      .getByTestId('service-card')
      .getByRole('link', { name: /Workshops/ })
      .click();
    await expect(page.getByTestId('workshops-empty')).toContainText(
      'No live sessions are scheduled right now',
    );
    await expect(
      page.getByTestId('workshops-empty').getByRole('link', { name: 'Browse courses' }),
    ).toHaveAttribute('href', '/courses');
  });

  test('Industry Projects lists the courses that carry projects with each brief’s opening', async ({
    page,
  }, testInfo) => {
    const html = await (
      await page.request.get('/Industry%20Projects', { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toContain('Festive-season sales analysis');
    expect(html).toContain('id="service-page-data"');

    await page.goto('/');
    await page
      .getByTestId('service-card')
      .getByRole('link', { name: /Industry Projects/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Industry Projects' })).toBeVisible();
    const course = page
      .getByTestId('showcase-course')
      .filter({ hasText: 'Data Science with Python and Pandas' });
    const project = course
      .getByTestId('showcase-project')
      .filter({ hasText: 'Festive-season sales analysis' });
    await expect(project).toContainText('Analyse three months of sales');
    // The excerpt is text: no Markdown marks.
    await expect(course).not.toContainText('**');

    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: testInfo.outputPath('industry-projects-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('industry-projects-1280.png'), fullPage: true });

    await course.getByTestId('showcase-course-link').click();
    await expect(page).toHaveURL(/\/course\/Data%20Science%20with%20Python%20and%20Pandas\/[0-9a-f-]{36}$/);
  });
});
