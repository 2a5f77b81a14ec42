import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Placement programmes: a placement card leads to its programme's page, the programme is bought through the
 * cart with a coupon like any course, and its gated mock test then starts for the buyer.
 */

const PASSWORD = 'Programme#2025';
const PROGRAMME = 'Aptitude Placement Programme';
const GATED_MOCK = 'Full-Length Aptitude Mock';

async function registerAndLogIn(page: Page) {
  const email = `programme-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await page.request.post('/api/user/register', {
    data: { name: 'Ishaan Verma', email, mobileNo: '9876543210', password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const login = await page.request.post('/api/user/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
}

test.describe('placement programmes', () => {
  test('a learner buys a programme through the cart with WELCOME20 and starts its gated mock', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    test.slow();
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 500) failed.push(new URL(response.url()).pathname);
    });
    await registerAndLogIn(page);

    // Before buying, the programme's mock is locked and leads to the programme.
    await page.goto('/mock-tests');
    const mock = page.getByTestId('mock-test').filter({ hasText: GATED_MOCK });
    await expect(mock.getByRole('link', { name: 'Get the programme' })).toBeVisible();

    await page.goto('/Placement%20Preparation');
    const card = page.getByTestId('placement-card').filter({ hasText: 'Aptitude Placement Course' });
    await card.getByRole('link', { name: 'View programme' }).click();
    await expect(page).toHaveURL(/\/placement\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: PROGRAMME })).toBeVisible();
    const inside = page.getByTestId('programme-inside');
    await expect(inside.getByTestId('programme-mock').filter({ hasText: GATED_MOCK })).toBeVisible();
    const panel = page.getByTestId('purchase-panel');
    await expect(panel.getByTestId('price-amount')).toHaveText(/Rs\. 1,499$/);
    await expect(panel.getByTestId('price-note')).toContainText('GST');

    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: testInfo.outputPath('programme-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('programme-1280.png'), fullPage: true });

    await panel.getByRole('button', { name: 'Add to Cart' }).click();
    const cartLink = page.getByTestId('site-header').getByRole('link', { name: /^Cart/ });
    await expect(cartLink).toHaveAccessibleName('Cart, 1 item');
    await cartLink.click();
    await expect(page).toHaveURL(/\/cart$/);
    const item = page.getByTestId('cart-item');
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('link', { name: PROGRAMME })).toHaveAttribute('href', /\/placement\//);

    await page.getByTestId('cart-coupon-input').fill('WELCOME20');
    await page.getByTestId('cart-coupon-apply').click();
    await expect(page.getByTestId('cart-coupon-chip')).toContainText('WELCOME20');
    // ₹1,499 less 20%, in whole rupees rounded down.
    await expect(page.getByTestId('cart-total')).toHaveText('Rs. 1,199');

    await page.getByRole('button', { name: 'Proceed to Buy' }).click();
    const checkout = page.getByRole('dialog', { name: 'Pathshala checkout' });
    await checkout.getByRole('button', { name: 'Pay ₹1,199' }).click();
    await expect(page).toHaveURL(/\/purchase\/[^/]+$/);
    await page.getByRole('link', { name: `Open programme ${PROGRAMME}` }).click();

    await expect(page.getByRole('heading', { level: 1, name: PROGRAMME })).toBeVisible();
    await expect(panel.getByTestId('purchased-badge')).toHaveText('Purchased');
    await page.getByTestId('go-to-mocks').click();
    await expect(page).toHaveURL(/\/mock-tests$/);
    await expect(mock.getByText('Included with your programme')).toBeVisible();
    await mock.getByRole('button', { name: 'Start test' }).click();
    await page.getByTestId('start-test-dialog').getByRole('button', { name: 'Start now' }).click();
    await expect(page).toHaveURL(/\/mock-tests\/attempts\/[0-9a-f-]+$/);
    await expect(page.getByTestId('attempt-section-title')).toContainText('Quantitative aptitude');

    // My Learnings lists the programme, leading to its page.
    await page.goto('/my-learnings');
    await expect(page.getByTestId('enrolled-course').getByRole('link', { name: PROGRAMME })).toHaveAttribute(
      'href',
      /\/placement\//,
    );
    expect(failed, failed.join(', ')).toEqual([]);
  });

  test('the promo and the Mock Technical Interviews service lead to their programmes', async ({ page }) => {
    await page.goto('/placement/aptitude');
    await expect(page.getByRole('heading', { level: 1, name: PROGRAMME })).toBeVisible();
    await page.goto('/Mock%20Technical%20Interviews');
    await expect(page.getByRole('heading', { level: 1, name: 'HR and Interview Programme' })).toBeVisible();
    // A card that sells nothing keeps the spec's button.
    await page.goto('/Placement%20Preparation');
    const soon = page.getByTestId('placement-card').filter({ hasText: 'Graph Algorithms Interview Prep' });
    await expect(soon.getByRole('link', { name: 'Coming soon!!!' })).toBeVisible();
  });
});
