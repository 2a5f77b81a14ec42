import type { APIRequestContext, Page } from '@playwright/test';
import { consoleMenuLink } from './course-content';
import { expect, test } from './fixtures';

/**
 * Money in the admin console: a learner's purchase shows on the dashboard; the admin refunds part of the order
 * and then the rest from the order page (a double click on "Issue refund" refunds once), each with its credit
 * note, and downloads the month's GST CSV. Bulk enrolment: a check (dry run) names the unknown e-mail, then the
 * two learners are enrolled. On a learner's page a course is granted and revoked; a bought one must be refunded.
 * Every journey registers its own learners, so the demo accounts only sign in; other journeys buy at the same
 * time, so the dashboard's figure is compared with the API's before and after the page read it.
 */

const SIGN_IN_TIMEOUT = 20_000;
const PASSWORD = 'Money#2025';
const ADMIN = { email: 'admin@pathshala.local', password: 'Admin@12345' };
/** A course no other journey enrols anyone in by hand. */
const BULK_COURSE = 'Excel and Power BI Dashboards';
const GRANT_COURSE = 'Statistics for Data Analysis';

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

async function register(request: APIRequestContext, name: string): Promise<string> {
  const email = `${unique('money')}@example.com`;
  const registered = await request.post('/api/user/register', {
    data: { name, email, mobileNo: '9876543210', password: PASSWORD },
    timeout: SIGN_IN_TIMEOUT,
  });
  expect(registered.status()).toBe(201);
  return email;
}

async function signIn(request: APIRequestContext, account: { email: string; password: string }) {
  const loggedIn = await request.post('/api/user/login', { data: account, timeout: SIGN_IN_TIMEOUT });
  expect(loggedIn.ok()).toBe(true);
}

/** Buys the first course on sale through the simulated gateway, as the checkout would; its title and price. */
async function buyACourse(request: APIRequestContext) {
  const courses = (await (await request.get('/api/courses/getCourse')).json()) as {
    data: { id: string; title: string; status: string | null }[];
  };
  const course = courses.data.find((item) => item.status !== 'coming soon');
  if (!course) throw new Error('no course on sale in the demo data');
  const order = await request.post('/api/payment/createOrder', {
    data: { courseId: course.id, state: '27' },
  });
  expect(order.ok()).toBe(true);
  const { token, razorpayOrder } = (
    (await order.json()) as { data: { token: string; razorpayOrder: { id: string; amount: number } } }
  ).data;
  const paid = await request.post('/api/payment/simulator/pay', {
    data: { orderId: razorpayOrder.id, outcome: 'success' },
  });
  expect(paid.ok()).toBe(true);
  const payment = ((await paid.json()) as { data: Record<string, string> }).data;
  const verified = await request.post('/api/payment/verifyPayment', { data: { token, ...payment } });
  expect(verified.ok()).toBe(true);
  return { title: course.title, price: razorpayOrder.amount / 100 };
}

interface AdminOrder {
  id: string;
  status: string;
  amount: number;
  refunds: { amount: number }[];
}

async function orderOf(page: Page, learnerEmail: string): Promise<AdminOrder> {
  const list = (await (
    await page.request.get(`/api/admin/orders?q=${encodeURIComponent(learnerEmail)}`)
  ).json()) as { data: { items: { id: string }[] } };
  const [order] = list.data.items;
  if (!order) throw new Error(`no order of ${learnerEmail}`);
  return orderById(page, order.id);
}

async function orderById(page: Page, orderId: string): Promise<AdminOrder> {
  const detail = await page.request.get(`/api/admin/orders/${orderId}`);
  expect(detail.ok()).toBe(true);
  return ((await detail.json()) as { data: AdminOrder }).data;
}

const dashboardRevenue = async (page: Page) =>
  (
    (await (await page.request.get('/api/admin/dashboard')).json()) as {
      data: { totals: { revenue: number } };
    }
  ).data.totals.revenue;

test('an admin sees a purchase on the dashboard, refunds it in two parts (once per click) and gets the GST CSV', async ({
  page,
  request,
  consoleErrors,
}) => {
  const learnerEmail = await register(request, 'Farhan Qureshi');
  await signIn(request, { email: learnerEmail, password: PASSWORD });
  const course = await buyACourse(request);
  await signIn(page.request, ADMIN);

  // Dashboard: the revenue total, in rupees with Indian grouping, counts the purchase.
  const before = await dashboardRevenue(page);
  expect(before).toBeGreaterThanOrEqual(course.price);
  await page.goto('/admin');
  await (await consoleMenuLink(page, 'Dashboard')).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const revenue = page.getByTestId('dashboard-revenue');
  await expect(revenue).toHaveText(/^₹[\d,]+(\.\d\d)?$/);
  const shown = Number((await revenue.textContent())?.replace(/[₹,]/g, ''));
  expect(shown).toBeGreaterThanOrEqual(before);
  expect(shown).toBeLessThanOrEqual(await dashboardRevenue(page));
  expect(await revenue.textContent()).toBe(`₹${rupees.format(shown)}`);
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  // The chart's figures as a table, for every reader.
  await page.getByRole('button', { name: 'Show as table' }).first().click();
  await expect(page.getByRole('table', { name: 'Revenue and refunds per day, one row a day' })).toBeVisible();

  // A partial refund, double-clicked: one refund, the order stays paid, a credit note is issued.
  const order = await orderOf(page, learnerEmail);
  expect(order.status).toBe('paid');
  await page.goto(`/admin/orders/${order.id}`);
  const refundKeys: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith(`/api/admin/orders/${order.id}/refund`)) {
      refundKeys.push((sent.postDataJSON() as { idempotencyKey: string }).idempotencyKey);
    }
  });
  await page.getByTestId('refund-order').click();
  let dialog = page.getByRole('dialog', { name: 'Refund order' });
  // More than was paid: the server's own message, and nothing refunded.
  await dialog.getByLabel('Amount in ₹').fill(String(course.price + 1));
  await dialog.getByLabel('Reason').fill('Goodwill: the live session was moved');
  await dialog.getByRole('button', { name: 'Issue refund' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    `At most ₹${rupees.format(course.price)} can be refunded`,
  );
  const refused = consoleErrors.findIndex((text) => text.includes('status of 409'));
  expect(refused).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(refused, 1);
  await dialog.getByLabel('Amount in ₹').fill('500');
  await dialog.getByRole('button', { name: 'Issue refund' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-refunds')).toContainText('₹500');
  await expect(page.getByTestId('refund-credit-note')).toContainText(/Credit note CN\/\d{4}-\d{2}\/\d{6}/);
  const afterPart = await orderById(page, order.id);
  expect(afterPart.refunds).toHaveLength(1);
  // Every attempt from that one opening of the dialog carried the same key.
  expect(new Set(refundKeys).size).toBe(1);
  expect(afterPart.status).toBe('paid');

  // The rest: the amount left empty refunds all that is left, and the order reads Refunded.
  await page.getByTestId('refund-order').click();
  dialog = page.getByRole('dialog', { name: 'Refund order' });
  await expect(dialog.getByText('A full refund ends the access')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The learner asked to cancel');
  await dialog.getByRole('button', { name: 'Issue refund' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
  await expect(page.getByTestId('refund-actions')).toContainText('This order is refunded in full.');
  await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('refund-order')).toHaveCount(0);
  const refunded = await orderById(page, order.id);
  expect(refunded.status).toBe('refunded');
  expect(refunded.refunds).toHaveLength(2);
  expect(refunded.refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBeCloseTo(course.price, 2);
  const documents = page.getByTestId('order-documents');
  await expect(documents.getByText('Tax invoice')).toHaveCount(1);
  await expect(documents.getByText('Credit note')).toHaveCount(2);

  // GST invoices: the learner's documents in the table, and this month's CSV with them.
  await (await consoleMenuLink(page, 'GST invoices')).click();
  await page.getByLabel('Search documents').fill(learnerEmail);
  const table = page.getByTestId('invoices-table');
  await expect(table.getByRole('row')).toHaveCount(4);
  const invoiceNumber = (
    await table.getByRole('row').filter({ hasText: 'Tax invoice' }).getByRole('rowheader').textContent()
  )?.match(/PS\/\d{4}-\d{2}\/\d{6}/)?.[0];
  expect(invoiceNumber).toBeTruthy();
  const csvLink = page.getByRole('link', { name: /^Download CSV for / });
  const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^pathshala-gst-\d{4}-\d{2}\.csv$/);
  const csv = await new Promise<string>((resolve, reject) => {
    download.createReadStream().then((stream) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      stream.on('error', reject);
    }, reject);
  });
  expect(csv.split('\r\n')[0]).toContain('"Document type"');
  expect(csv).toContain(`"${invoiceNumber}"`);
  expect(csv.match(/"Credit note"/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
});

test('bulk enrolment: the check names the unknown e-mail, then the two learners are enrolled', async ({
  page,
  request,
}) => {
  const first = await register(request, 'Lakshmi Pillai');
  const second = await register(request, 'Arjun Mehta');
  const unknown = `${unique('nobody')}@example.com`;
  await signIn(page.request, ADMIN);

  await page.goto('/admin/enrolments/bulk');
  const form = page.getByRole('form', { name: 'Bulk enrolment' });
  await form.getByRole('combobox', { name: 'Course' }).selectOption({ label: BULK_COURSE });
  await form.getByLabel('E-mails').fill(`email\n${first}\n${unknown}\n${second.toUpperCase()}\n`);
  await form.getByRole('button', { name: 'Check' }).click();

  const report = page.getByTestId('bulk-report');
  await expect(report.getByTestId('bulk-count-enrol')).toHaveText('2');
  await expect(report.getByTestId('bulk-count-no-account')).toHaveText('1');
  await expect(report.getByRole('table', { name: 'No account' })).toContainText(unknown);
  await expect(report.getByRole('table', { name: 'No account' }).getByRole('rowheader')).toHaveText('3');
  const enrol = page.getByRole('button', { name: 'Enrol 2 learners' });
  // All or nothing while a row is invalid, unless the invalid rows are left out.
  await expect(enrol).toBeDisabled();
  await page.getByLabel('Leave out the 1 invalid row and enrol the rest').check();
  await enrol.click();

  await expect(page.getByTestId('bulk-result')).toContainText(`Enrolled 2 learners in ${BULK_COURSE}.`);
  for (const email of [first, second]) {
    const users = (await (
      await page.request.get(`/api/admin/users?q=${encodeURIComponent(email)}`)
    ).json()) as {
      data: { items: { activeEnrollments: number }[] };
    };
    expect(users.data.items[0]?.activeEnrollments).toBe(1);
  }
});

test("a learner's page grants and revokes a course; a bought course points to a refund instead", async ({
  page,
  request,
}) => {
  const learnerName = 'Sneha Kulkarni';
  const email = await register(request, learnerName);
  await signIn(request, { email, password: PASSWORD });
  const bought = await buyACourse(request);
  await signIn(page.request, ADMIN);
  const users = (await (
    await page.request.get(`/api/admin/users?q=${encodeURIComponent(email)}`)
  ).json()) as {
    data: { items: { id: string }[] };
  };
  await page.goto(`/admin/users/${users.data.items[0]?.id}`);
  const courses = page.getByRole('table', { name: `Courses of ${learnerName}` });
  await expect(courses).toContainText(bought.title);

  await page.getByRole('button', { name: 'Grant a course' }).click();
  const grant = page.getByRole('dialog', { name: 'Grant a course' });
  await grant.getByRole('combobox', { name: 'Course' }).selectOption({ label: GRANT_COURSE });
  await grant.getByLabel('Note').fill('Scholarship batch');
  await grant.getByRole('button', { name: 'Grant course' }).click();
  await expect(grant).toBeHidden();
  const granted = courses.getByRole('row').filter({ hasText: GRANT_COURSE });
  await expect(granted).toContainText('Active');

  // The bought course is ended by refunding its order, so it offers no revoke.
  const boughtRow = courses.getByRole('row').filter({ hasText: bought.title });
  await expect(boughtRow).toContainText('Bought: refund the order to end it');
  await expect(boughtRow.getByRole('button', { name: `Revoke ${bought.title}` })).toHaveCount(0);

  await courses.getByRole('button', { name: `Revoke ${GRANT_COURSE}` }).click();
  const revoke = page.getByRole('dialog', { name: `Revoke ${GRANT_COURSE}?` });
  await revoke.getByRole('button', { name: 'Revoke access' }).click();
  await expect(revoke).toBeHidden();
  await expect(granted).toContainText('Revoked');
  await expect(granted.getByRole('button', { name: `Grant ${GRANT_COURSE} again` })).toBeVisible();
});
