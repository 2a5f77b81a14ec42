import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A placement programme's included courses: the DSA programme's page lists them; bought through the cart, the
 * programme opens them in My Learnings down to a locked lecture. A saved programme shows in the wishlist.
 */

const PASSWORD = 'Programme#2025';
const PROGRAMME = 'DSA Placement Programme';
const INCLUDED = 'Data Structures and Algorithms in Python';

async function registerAndLogIn(page: Page) {
  const email = `included-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await page.request.post('/api/user/register', {
    data: { name: 'Meera Nair', email, mobileNo: '9876543210', password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const login = await page.request.post('/api/user/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
}

async function openProgramme(page: Page) {
  await page.goto('/placement/dsa');
  await expect(page.getByRole('heading', { level: 1, name: PROGRAMME })).toBeVisible();
}

test.describe('courses a programme includes', () => {
  test('buying the DSA programme opens its included course in My Learnings, down to a locked lecture', async ({
    page,
  }, testInfo) => {
    test.slow();
    await registerAndLogIn(page);
    await openProgramme(page);
    await expect(page.getByTestId('programme-pace')).toHaveText('Pace: 10 weeks');
    const included = page.getByTestId('programme-course');
    await expect(included).toHaveCount(2);
    await expect(included.first().getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`^/course/${encodeURIComponent(INCLUDED)}/[0-9a-f-]{36}$`),
    );
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: testInfo.outputPath('programme-courses-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('programme-courses-1280.png'), fullPage: true });

    const panel = page.getByTestId('purchase-panel');
    await panel.getByRole('button', { name: 'Add to Cart' }).click();
    const cartLink = page.getByTestId('site-header').getByRole('link', { name: /^Cart/ });
    await expect(cartLink).toHaveAccessibleName('Cart, 1 item');
    await cartLink.click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole('button', { name: 'Proceed to Buy' }).click();
    const checkout = page.getByRole('dialog', { name: 'Pathshala checkout' });
    await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page).toHaveURL(/\/purchase\/[^/]+$/);

    await page.goto('/my-learnings');
    const card = page.getByTestId('enrolled-course').filter({ hasText: INCLUDED });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: INCLUDED }).click();
    await expect(page).toHaveURL(new RegExp(`/view-lectures/${encodeURIComponent(INCLUDED)}$`));
    await expect(page.getByRole('heading', { name: INCLUDED, level: 1 })).toBeVisible();
    // A lecture that is not free: only an enrolled learner may open it.
    await page.getByRole('button', { name: 'Next' }).click();
    const second = page.getByTestId('sidebar-lecture').nth(1);
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('lecture-video')).toBeVisible();
    await expect(page.getByText(/locked|purchase this course/i)).toHaveCount(0);
  });

  test('a saved programme is listed in the wishlist and leads to its page', async ({ page }, testInfo) => {
    await registerAndLogIn(page);
    await openProgramme(page);
    const heart = page.getByTestId('purchase-panel').getByRole('button', { name: 'Wishlist', exact: true });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/wishlist');
    const item = page.getByTestId('wishlist-item').filter({ hasText: PROGRAMME });
    await expect(item).toHaveAttribute('data-kind', 'programme');
    await expect(item.getByTestId('wishlist-item-byline')).toHaveText('Placement programme');
    await expect(item.getByTestId('wishlist-add-to-cart')).toBeEnabled();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: testInfo.outputPath('wishlist-programme-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('wishlist-programme-1280.png'), fullPage: true });
    await item.getByTestId('wishlist-item-title').click();
    await expect(page).toHaveURL(/\/placement\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: PROGRAMME })).toBeVisible();
  });
});
