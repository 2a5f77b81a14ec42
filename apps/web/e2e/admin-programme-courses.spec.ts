import { ADMIN, signIn } from './course-content';
import { expect, test } from './fixtures';

/**
 * The console chooses the courses a programme includes, where the programme is edited; its page then lists them,
 * in the chosen order, each leading to its course page.
 */

const PROGRAMME = 'HR and Interview Programme';
const COURSE = 'Python Foundations for Beginners';

test('an admin adds a course to a programme and its page lists it', async ({ page }, testInfo) => {
  await signIn(page.request, ADMIN);
  const listed = await page.request.get('/api/programmes');
  const programme = (
    (await listed.json()) as { data: { programmes: { id: string; title: string }[] } }
  ).data.programmes.find((entry) => entry.title === PROGRAMME);
  if (!programme) throw new Error('the demo HR programme is missing');

  await page.goto(`/admin/courses/${programme.id}`);
  const contents = page.getByTestId('programme-contents');
  const field = contents.getByTestId('programme-courses-field');
  await expect(field.getByText('No courses yet.')).toBeVisible();
  await field.getByLabel('Add a course').selectOption({ label: COURSE });
  await expect(field.getByRole('listitem').filter({ hasText: COURSE })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await contents.screenshot({ path: testInfo.outputPath('programme-contents-375.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await contents.getByRole('button', { name: 'Save contents' }).click();
  await expect(page.getByText('Programme contents saved')).toBeVisible();

  await page.goto(`/placement/${programme.id}`);
  const included = page.getByTestId('programme-course');
  await expect(included).toHaveCount(1);
  await expect(included.getByRole('link')).toContainText(COURSE);
  await included.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();

  // Taken out again, so the demo programme stays as other journeys expect it.
  await page.goto(`/admin/courses/${programme.id}`);
  await field.getByRole('button', { name: `Remove ${COURSE}` }).click();
  await contents.getByRole('button', { name: 'Save contents' }).click();
  await expect(page.getByText('Programme contents saved')).toBeVisible();
});
