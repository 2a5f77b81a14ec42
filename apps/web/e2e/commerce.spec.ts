import type { APIRequestContext, Page } from '@playwright/test';
import { expect, appTest as test } from './fixtures';

/**
 * Commerce journeys on the simulated gateway: buy one course (with a coupon), buy a cart, a failed payment,
 * and the orders page. Every journey registers its own learner, so the demo learner stays untouched.
 */

/** Registration and login hash the password at OWASP scrypt cost. */
const SIGN_IN_TIMEOUT = { timeout: 20_000 };
const PASSWORD = 'Commerce#2025';
const MOBILE = '9876543210';

const MESSAGES = {
  buyLogin: 'Please login to buy the course.',
  paymentSuccess: 'Payment successful! Your order has been placed.',
  paymentFailed: 'Payment failed! Please try again.',
  cartEmpty: 'Your Cart is Empty',
  addedToCart: 'Item added to cart successfully',
  receiptHeading: 'Payment successful',
} as const;

interface CourseSummary {
  id: string;
  title: string;
  status: string | null;
  realPrice: number;
  discountedPrice: number | null;
  price: number;
}

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const coursePath = (course: Pick<CourseSummary, 'title' | 'id'>) =>
  `/course/${encodeURIComponent(course.title)}/${course.id}`;

/** The receipt page of an order. */
const purchasePath = (orderId: string) => new RegExp(`/purchase/${orderId}$`);

/** Where a bought course's lectures open (the viewer is addressed by the course's title). */
const viewLecturesPath = (course: Pick<CourseSummary, 'title'>) =>
  `/view-lectures/${encodeURIComponent(course.title)}`;

/** The learner's newest order (the orders API lists the newest first). */
async function latestOrder(page: Page): Promise<{ id: string }> {
  const response = await page.request.get('/api/payment/orders');
  expect(response.ok()).toBe(true);
  const [order] = ((await response.json()) as { data: { id: string }[] }).data;
  if (!order) throw new Error('the learner has no order');
  return order;
}

async function courseNamed(request: APIRequestContext, title: string): Promise<CourseSummary> {
  const response = await request.get('/api/courses/getCourse');
  expect(response.ok()).toBe(true);
  const courses = ((await response.json()) as { data: CourseSummary[] }).data;
  const course = courses.find((item) => item.title === title);
  if (!course) throw new Error(`demo course '${title}' is missing`);
  return course;
}

/** A fresh learner, created through the API (page.request shares the browser's cookie jar). */
async function registerLearner(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const response = await page.request.post('/api/user/register', {
    data: { name: 'Meera Iyer', email, mobileNo: MOBILE, password: PASSWORD },
  });
  expect(response.status()).toBe(201);
  return email;
}

async function registerAndLogIn(page: Page, label: string): Promise<string> {
  const email = await registerLearner(page, label);
  const login = await page.request.post('/api/user/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  return email;
}

async function isPurchased(page: Page, courseId: string): Promise<boolean> {
  const response = await page.request.get(`/api/payment/isCoursePurchased/${courseId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { isPurchased: boolean } }).data.isPurchased;
}

const checkoutDialog = (page: Page) => page.getByRole('dialog', { name: 'Pathshala checkout' });

declare global {
  interface Window {
    __toasts?: string[];
  }
}

/**
 * Toasts close after 1500 ms (spec §9), which a loaded machine can miss between two polls; every toast
 * the page shows is recorded, so a journey can assert it appeared at all.
 */
function recordToasts() {
  window.__toasts = [];
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      mutation.addedNodes.forEach((node) => {
        if (!(node instanceof HTMLElement)) return;
        const toasts = node.matches('.Toastify__toast')
          ? [node]
          : Array.from(node.querySelectorAll('.Toastify__toast'));
        for (const toast of toasts) window.__toasts?.push(toast.textContent ?? '');
      });
    }
  }).observe(document, { childList: true, subtree: true });
}

/** The page (since its last load) showed a toast with this text. */
async function expectToast(page: Page, text: string) {
  const shownToasts = () => page.evaluate(() => window.__toasts ?? []);
  await expect
    .poll(async () => (await shownToasts()).some((shown) => shown.includes(text)), {
      message: `toast '${text}'`,
    })
    .toBe(true);
}

test.describe('commerce', () => {
  // The home page's promo popup opens once per session; mark it seen so it never covers a page.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.sessionStorage.setItem('pathshala:promo-seen', '1'));
    await page.addInitScript(recordToasts);
  });

  test('a visitor logs in to buy, applies WELCOME20 and pays in the simulated checkout', async ({ page }) => {
    test.slow();
    const course = await courseNamed(page.request, 'Python Foundations for Beginners');
    const email = await registerLearner(page, 'buyer');

    await page.goto('/courses');
    await page.getByRole('article', { name: course.title }).getByRole('link', { name: 'Learn Now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();

    const panel = page.getByTestId('purchase-panel');
    await panel.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(MESSAGES.buyLogin)).toBeVisible();

    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(coursePath(course), SIGN_IN_TIMEOUT);
    // Buy Now resumes once signed in: the checkout opens at the price without a coupon. The learner closes it to
    // apply one first.
    const resumed = checkoutDialog(page);
    await expect(resumed).toBeVisible();
    await expect(
      resumed.getByRole('button', { name: `Pay ₹${course.price.toLocaleString('en-IN')}` }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(resumed).toHaveCount(0);

    // Coupon: 20% off the discounted price, shown rounded down (spec §9).
    const expected = Math.floor(course.price * 0.8);
    await panel.getByLabel('Have a coupon?').fill('WELCOME20');
    await panel.getByRole('button', { name: 'Apply', exact: true }).click();
    const amount = expected.toLocaleString('en-IN');
    await expect(panel.getByTestId('price-amount')).toHaveText(new RegExp(`Rs\\. ${amount}$`));
    // The saving shown is the discount on the receipt: what the coupon takes off the price.
    await expect(
      panel.getByText(`You save Rs. ${(course.price - expected).toLocaleString('en-IN')}`),
    ).toBeVisible();
    await expect(panel.getByLabel('Have a coupon?')).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Applied' })).toBeDisabled();
    await expect(panel.getByTestId('coupon-chip')).toContainText('WELCOME20');

    await panel.getByRole('button', { name: 'Buy Now' }).click();
    const checkout = checkoutDialog(page);
    await expect(checkout).toBeVisible();
    await expect(checkout.getByText(course.title)).toBeVisible();
    await expect(checkout.getByLabel('Contact')).toHaveValue(`+91${MOBILE}`);
    await expect(checkout.getByLabel('Email')).toHaveValue(email);
    // The gateway charges exactly the price shown: ₹1,499 less 20% is shown and charged as ₹1,199.
    await checkout.getByRole('button', { name: `Pay ₹${amount}` }).click();

    await expectToast(page, MESSAGES.paymentSuccess);
    await expect(checkout).toHaveCount(0);
    // The payment ends on its receipt, /purchase/<orderId>, with a way straight into the course.
    const order = await latestOrder(page);
    await expect(page).toHaveURL(purchasePath(order.id));
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES.receiptHeading })).toBeVisible();
    const bought = page.getByTestId('purchased-courses').getByRole('listitem');
    await expect(bought).toHaveCount(1);
    await expect(bought.getByTestId('purchased-course-title')).toHaveText(course.title);
    await expect(bought.getByRole('link', { name: `Start learning ${course.title}` })).toHaveAttribute(
      'href',
      viewLecturesPath(course),
    );

    // Back on the course page: a readable 'Purchased' and a way in, no longer anything to buy.
    await page.goto(coursePath(course));
    await expect(panel.getByTestId('purchased-badge')).toHaveText('Purchased');
    await expect(panel.getByTestId('purchased-badge')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Go to course' })).toHaveAttribute(
      'href',
      viewLecturesPath(course),
    );
    await expect(panel.getByRole('button', { name: 'Purchased' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);

    const mine = await page.request.get('/api/mylearnings/users/getCourseDetails');
    expect(mine.ok()).toBe(true);
    expect(JSON.stringify(await mine.json())).toContain(course.id);
  });

  test('a cart of two courses is bought in one checkout and the cart empties', async ({ page }) => {
    test.slow();
    const first = await courseNamed(page.request, 'SQL and Data Analysis for Business');
    const second = await courseNamed(page.request, 'JavaScript Essentials for the Web');
    await registerAndLogIn(page, 'cart');
    const cartLink = page.getByTestId('site-header').getByRole('link', { name: /^Cart/ });

    for (const course of [first, second]) {
      await page.goto(coursePath(course));
      await page.getByTestId('purchase-panel').getByRole('button', { name: 'Add to Cart' }).click();
      await expectToast(page, MESSAGES.addedToCart);
    }
    await expect(cartLink).toHaveAccessibleName('Cart, 2 items');
    await expect(cartLink.getByTestId('cart-count-badge')).toHaveText('2');

    // Adding the same course again is refused with the spec's message.
    await page.getByTestId('purchase-panel').getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, 'Item is already in cart');

    await cartLink.click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-item')).toHaveCount(2);
    await expect(page.getByTestId('cart-shipping')).toHaveText('Free');
    await expect(page.getByTestId('cart-subtotal')).toHaveText(
      `Rs. ${(first.price + second.price).toLocaleString('en-IN')}`,
    );
    await expect(page.getByTestId('cart-total')).toHaveText(
      `Rs. ${(first.price + second.price).toLocaleString('en-IN')}`,
    );

    await page.getByRole('button', { name: 'Proceed to Buy' }).click();
    const checkout = checkoutDialog(page);
    await expect(checkout.getByText('2 courses')).toBeVisible();
    await checkout.getByRole('button', { name: /^Pay ₹/ }).click();

    await expectToast(page, MESSAGES.paymentSuccess);
    // The checkout ends on the order's receipt, listing both courses.
    const order = await latestOrder(page);
    await expect(page).toHaveURL(purchasePath(order.id));
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES.receiptHeading })).toBeVisible();
    await expect(page.getByTestId('purchased-course-title')).toHaveText([first.title, second.title], {
      useInnerText: true,
    });
    await expect(cartLink).toHaveAccessibleName('Cart');
    await expect(page.getByTestId('cart-count-badge')).toHaveCount(0);

    // And the cart was emptied by the purchase.
    await cartLink.click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: MESSAGES.cartEmpty })).toBeVisible();
    await expect(page.getByTestId('cart-item')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/');
    expect(await isPurchased(page, first.id)).toBe(true);
    expect(await isPurchased(page, second.id)).toBe(true);
  });

  test('a failed payment says so and does not enrol', async ({ page }) => {
    test.slow();
    const course = await courseNamed(page.request, 'Python for Automation and Scripting');
    await registerAndLogIn(page, 'failed');
    await page.goto(coursePath(course));

    const panel = page.getByTestId('purchase-panel');
    await panel.getByRole('button', { name: 'Buy Now' }).click();
    const checkout = checkoutDialog(page);
    await checkout.getByRole('button', { name: 'Fail payment' }).click();

    await expectToast(page, MESSAGES.paymentFailed);
    await expect(checkout).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    expect(await isPurchased(page, course.id)).toBe(false);

    // Closing the checkout with its X is quiet and leaves the course unbought too.
    await panel.getByRole('button', { name: 'Buy Now' }).click();
    await checkout.getByRole('button', { name: 'Close' }).click();
    await expect(checkout).toHaveCount(0);
    expect(await isPurchased(page, course.id)).toBe(false);
  });

  test('the orders page lists the paid order with its receipt number', async ({ page }) => {
    test.slow();
    const course = await courseNamed(page.request, 'Figma and Design Systems');
    await registerAndLogIn(page, 'orders');

    await page.goto('/profile');
    await page.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/profile\/orders$/);
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');

    await page.goto(coursePath(course));
    await page.getByTestId('purchase-panel').getByRole('button', { name: 'Buy Now' }).click();
    await checkoutDialog(page)
      .getByRole('button', { name: /^Pay ₹/ })
      .click();
    await expectToast(page, MESSAGES.paymentSuccess);

    const response = await page.request.get('/api/payment/orders');
    expect(response.ok()).toBe(true);
    const [order] = ((await response.json()) as { data: { receipt: string; status: string }[] }).data;
    expect(order?.status).toBe('paid');

    await page.goto('/profile/orders');
    const card = page.getByTestId('order-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('order-receipt')).toHaveText(order?.receipt ?? '');
    await expect(card.getByText('Paid', { exact: true }).first()).toBeVisible();
    await expect(card.getByRole('link', { name: course.title })).toBeVisible();
    await expect(card.getByTestId('order-amount')).toHaveText(`Rs. ${course.price.toLocaleString('en-IN')}`);
    await expect(card.getByTestId('order-history').getByRole('listitem')).toHaveCount(2);
  });
});
