import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { consoleMenuLink } from './course-content';
import { expect, PROMO_SEEN_KEY, test } from './fixtures';

/**
 * The admin console and the instructor view in a browser: an admin grants a role and finds it in the audit log,
 * creates a coupon (the shared schema's message first), and opens an order; a learner and an instructor are
 * turned away from /admin, a visitor is sent to the login screen; the instructor sees only their own courses
 * and edits one's title. Every journey registers its own learner, so the demo accounts only sign in.
 */

/** Registration and login hash the password at OWASP scrypt cost. */
const SIGN_IN_TIMEOUT = 20_000;
const PASSWORD = 'Console#2025';
const ADMIN = { email: 'admin@pathshala.local', password: 'Admin@12345' };
const INSTRUCTOR = { email: 'instructor@pathshala.local', password: 'Teach@12345' };
/** One of the demo instructor's courses that no other journey reads by title. */
const INSTRUCTOR_COURSE = 'Data Storytelling and Analytics Case Studies';
/** A course of another instructor, which the demo instructor must not see. */
const OTHER_COURSE = 'Web Development with Django';

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** Registers a learner and signs them in on `request` (a page's request context shares the page's cookies). */
async function signUpLearner(request: APIRequestContext, name: string): Promise<string> {
  const email = `${unique('console')}@example.com`;
  const registered = await request.post('/api/user/register', {
    data: { name, email, mobileNo: '9876543210', password: PASSWORD },
    timeout: SIGN_IN_TIMEOUT,
  });
  expect(registered.status()).toBe(201);
  await signIn(request, { email, password: PASSWORD });
  return email;
}

async function signIn(request: APIRequestContext, account: { email: string; password: string }) {
  const loggedIn = await request.post('/api/user/login', { data: account, timeout: SIGN_IN_TIMEOUT });
  expect(loggedIn.ok()).toBe(true);
}

/** Buys the first course on sale through the simulated gateway, as the checkout would. */
async function buyACourse(request: APIRequestContext): Promise<string> {
  const courses = (await (await request.get('/api/courses/getCourse')).json()) as {
    data: { id: string; title: string; status: string | null }[];
  };
  const course = courses.data.find((item) => item.status !== 'coming soon');
  if (!course) throw new Error('no course on sale in the demo data');
  const order = await request.post('/api/payment/createOrder', { data: { courseId: course.id } });
  expect(order.ok()).toBe(true);
  const { token, razorpayOrder } = (
    (await order.json()) as { data: { token: string; razorpayOrder: { id: string } } }
  ).data;
  const paid = await request.post('/api/payment/simulator/pay', {
    data: { orderId: razorpayOrder.id, outcome: 'success' },
  });
  expect(paid.ok()).toBe(true);
  const payment = ((await paid.json()) as { data: Record<string, string> }).data;
  const verified = await request.post('/api/payment/verifyPayment', { data: { token, ...payment } });
  expect(verified.ok()).toBe(true);
  return course.title;
}

/** A page of its own (own cookies) without the promo popup. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), PROMO_SEEN_KEY);
  return context.newPage();
}

test.describe('admin console', () => {
  test('an admin grants a role and finds it in the audit log, creates a coupon and opens an order', async ({
    page,
    request,
  }) => {
    // A learner of our own with a paid order, on a request context apart from the admin's page.
    const learnerName = 'Nandini Rao';
    const learnerEmail = await signUpLearner(request, learnerName);
    const courseTitle = await buyACourse(request);

    // The admin signs in on the login screen and reaches the console from the header.
    await page.goto('/login');
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Email').fill(ADMIN.email);
    await login.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await login.getByRole('button', { name: 'Login' }).click();
    await page.getByTestId('site-header').getByRole('link', { name: 'Admin console' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();

    // Users: the search finds the learner; their page grants the admin role.
    await (await consoleMenuLink(page, 'Users')).click();
    await page.getByLabel('Search users').fill(learnerEmail);
    await expect(page).toHaveURL(/[?&]q=/);
    const users = page.getByTestId('users-table');
    await expect(users.getByRole('row')).toHaveCount(2);
    await users.getByRole('link', { name: learnerName }).click();
    await expect(page.getByRole('heading', { level: 1, name: learnerName })).toBeVisible();
    await expect(page.getByRole('table', { name: `Orders of ${learnerName}` })).toContainText(courseTitle);

    const roleForm = page.getByRole('form', { name: 'Role' });
    await roleForm.getByRole('radio', { name: /^Admin/ }).check();
    await roleForm.getByRole('button', { name: 'Save role' }).click();
    await expect(page.getByText('Role saved')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Account' }).getByText('Admin', { exact: true }),
    ).toBeVisible();

    // The audit log holds the change, with the role before and after.
    await page.getByRole('link', { name: 'Changes to this account in the audit log' }).click();
    await expect(page).toHaveURL(/\/admin\/audit\?objectType=user&objectId=/);
    const audit = page.getByTestId('audit-table');
    const entry = audit.getByRole('row').filter({ hasText: 'Role changed' });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(ADMIN.email);
    await entry.getByRole('button', { name: /^Show/ }).click();
    const changes = page.getByRole('table', { name: /^Role changed: user .*, before and after$/ });
    const roleRow = changes.getByRole('row').filter({ hasText: 'role' });
    await expect(roleRow).toContainText('"learner"');
    await expect(roleRow).toContainText('"admin"');

    // The console's course choices never load the whole catalogue (megabytes at 10,000 courses).
    const wholeCatalogue: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/courses/getCourse') wholeCatalogue.push(sent.url());
    });

    // Coupons: the shared schema's message for a bad value, then the coupon in the table.
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
    await (await consoleMenuLink(page, 'Coupons')).click();
    await page.getByRole('button', { name: 'New coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'New coupon' });
    await dialog.getByLabel('Code').fill(code.toLowerCase());
    await dialog.getByLabel('Percent off').fill('150');
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    await expect(dialog.getByText('A percent coupon takes a whole number from 1 to 100.')).toBeVisible();
    await dialog.getByLabel('Percent off').fill('15');
    await dialog.getByLabel('Max uses', { exact: true }).fill('25');
    // The course comes from one page of the console's course list, not the whole catalogue.
    const courseChoice = dialog.getByLabel('Course', { exact: true });
    await expect(courseChoice.getByRole('option', { name: 'Every course' })).toHaveCount(1);
    await courseChoice.selectOption({ label: courseTitle });
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    await expect(page.getByText(`Coupon ${code} created`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByLabel('Search coupons').fill(code);
    const coupon = page.getByTestId('coupons-table').getByRole('row').filter({ hasText: code });
    await expect(coupon).toContainText('15%');
    await expect(coupon).toContainText('0 / 25');
    await expect(coupon).toContainText('Active');
    await expect(coupon).toContainText(courseTitle);
    // Editing it shows its course chosen.
    await coupon.getByRole('button', { name: `Edit coupon ${code}` }).click();
    const editor = page.getByRole('dialog', { name: `Edit coupon ${code}` });
    await expect(editor.getByLabel('Course', { exact: true }).locator('option:checked')).toHaveText(
      courseTitle,
    );
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await expect(editor).toBeHidden();

    // Orders: found by the learner's e-mail; the detail has the course, the learner and the history.
    await (await consoleMenuLink(page, 'Orders')).click();
    await page.getByLabel('Search orders').fill(learnerEmail);
    const orders = page.getByTestId('orders-table');
    await expect(orders.getByRole('row')).toHaveCount(2);
    // The course filter narrows to the order's course, and no order is of a course it was not.
    await page.getByLabel('Course', { exact: true }).selectOption({ label: courseTitle });
    await expect(page).toHaveURL(/[?&]courseId=/);
    await expect(orders.getByRole('row')).toHaveCount(2);
    const otherCourse = (
      await page.getByLabel('Course', { exact: true }).locator('option').allTextContents()
    ).find((title) => title !== courseTitle && title !== 'Any course');
    if (!otherCourse) throw new Error('the demo data has one course only');
    await page.getByLabel('Course', { exact: true }).selectOption({ label: otherCourse });
    await expect(page.getByText('No orders match these filters.')).toBeVisible();
    await page.getByLabel('Course', { exact: true }).selectOption({ label: 'Any course' });
    await expect(page).not.toHaveURL(/[?&]courseId=/);
    await orders.getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Courses in order / })).toContainText(courseTitle);
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText(learnerEmail);
    await expect(page.getByTestId('order-history')).toContainText('Paid');
    expect(wholeCatalogue).toEqual([]);
  });

  test('past one list of courses, the coupon form and the orders filter find a course by a search', async ({
    page,
  }) => {
    await signIn(page.request, ADMIN);
    // 101 drafts whose titles sort after every demo course: the last is not on the list's first page.
    const stamp = unique('Zz scale');
    const created: string[] = [];
    try {
      for (let n = 0; n <= 100; n += 1) {
        const response = await page.request.post('/api/admin/courses', {
          data: { title: `${stamp} ${String(n).padStart(3, '0')}`, subject: 'Scale check', realPrice: 999 },
        });
        expect(response.status()).toBe(201);
        created.push(((await response.json()) as { data: { id: string } }).data.id);
      }
      const lastTitle = `${stamp} 100 (draft)`;

      await page.goto('/admin/coupons');
      await page.getByRole('button', { name: 'New coupon' }).click();
      const dialog = page.getByRole('dialog', { name: 'New coupon' });
      const courseChoice = dialog.getByLabel('Course', { exact: true });
      await expect(dialog.getByText('More courses than one list holds: type to narrow them.')).toBeVisible();
      await expect(courseChoice.getByRole('option', { name: lastTitle })).toHaveCount(0);
      await dialog.getByLabel('Find a course').fill(`${stamp} 100`);
      await expect(courseChoice.getByRole('option')).toHaveText(['Every course', lastTitle]);
      await courseChoice.selectOption({ label: lastTitle });
      // A search that no longer finds the chosen course keeps it chosen.
      await dialog.getByLabel('Find a course').fill(`${stamp} 099`);
      await expect(courseChoice.getByRole('option', { name: `${stamp} 099 (draft)` })).toHaveCount(1);
      await expect(courseChoice.locator('option:checked')).toHaveText(lastTitle);
      const code = unique('SCALE').toUpperCase().slice(0, 40);
      await dialog.getByLabel('Code').fill(code);
      await dialog.getByLabel('Percent off').fill('10');
      await dialog.getByRole('button', { name: 'Create coupon' }).click();
      await expect(page.getByText(`Coupon ${code} created`)).toBeVisible();
      await page.getByLabel('Search coupons').fill(code);
      await expect(
        page.getByTestId('coupons-table').getByRole('row').filter({ hasText: code }),
      ).toContainText(`${stamp} 100`);

      await page.goto('/admin/orders');
      await page.getByLabel('Find a course').fill(`${stamp} 100`);
      await page.getByLabel('Find a course').press('Enter');
      await page.getByLabel('Course', { exact: true }).selectOption({ label: lastTitle });
      await expect(page).toHaveURL(/[?&]courseId=/);
      await expect(page.getByText('No orders match these filters.')).toBeVisible();
    } finally {
      for (const courseId of created) {
        expect.soft((await page.request.delete(`/api/admin/courses/${courseId}`)).ok()).toBe(true);
      }
    }
  });

  test('a visitor is sent to log in; a learner and an instructor are not allowed in', async ({ browser }) => {
    const visitor = await freshPage(browser);
    await visitor.goto('/admin/users');
    await expect(visitor).toHaveURL(/\/login$/);
    await expect(visitor.getByText('Please login to open the admin console.')).toBeVisible();

    const learner = await freshPage(browser);
    await signUpLearner(learner.request, 'Kiran Das');
    await learner.goto('/admin');
    await expect(
      learner.getByRole('heading', { name: 'You are not allowed to see this page' }),
    ).toBeVisible();
    await expect(learner.getByRole('table')).toHaveCount(0);
    // A learner's menu has no way into a console.
    await expect(learner.getByTestId('site-header').getByRole('link', { name: 'Admin console' })).toHaveCount(
      0,
    );

    const instructor = await freshPage(browser);
    await signIn(instructor.request, INSTRUCTOR);
    await instructor.goto('/admin/coupons');
    await expect(
      instructor.getByRole('heading', { name: 'You are not allowed to see this page' }),
    ).toBeVisible();

    for (const opened of [visitor, learner, instructor]) await opened.context().close();
  });

  test('the instructor sees only their own courses and edits a course title', async ({ page }) => {
    await signIn(page.request, INSTRUCTOR);
    await page.goto('/');
    await page.getByTestId('site-header').getByRole('link', { name: 'Instructor view' }).click();
    await expect(page).toHaveURL(/\/instructor$/);
    const courses = page.getByTestId('instructor-courses-table');
    await expect(courses.getByRole('link', { name: INSTRUCTOR_COURSE })).toBeVisible();
    await expect(courses.getByRole('link', { name: OTHER_COURSE })).toHaveCount(0);
    // Only their own courses: no instructor column to tell them apart.
    await expect(courses.getByRole('columnheader', { name: 'Instructor' })).toHaveCount(0);

    await courses.getByRole('link', { name: INSTRUCTOR_COURSE }).click();
    await expect(page.getByRole('heading', { level: 1, name: INSTRUCTOR_COURSE })).toBeVisible();
    const courseId = new URL(page.url()).pathname.split('/').pop();
    const form = page.getByRole('form', { name: 'Course text' });
    const newTitle = `${INSTRUCTOR_COURSE} (${unique('edit')})`;
    try {
      await form.getByLabel('Title').fill(newTitle);
      await form.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Course saved')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();

      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'My courses' })
        .click();
      await expect(courses.getByRole('link', { name: newTitle })).toBeVisible();
    } finally {
      // The demo catalogue goes back to how other journeys expect it.
      const restored = await page.request.patch(`/api/instructor/courses/${courseId}`, {
        data: { title: INSTRUCTOR_COURSE },
      });
      expect(restored.ok()).toBe(true);
    }
  });
});
