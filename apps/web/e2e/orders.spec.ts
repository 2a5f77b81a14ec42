import { expect, appTest as test } from './fixtures';

/**
 * A learner who pays twice for one course (an old checkout tab and a new one) keeps one charge: the replaced
 * checkout's payment is refunded through the gateway, and My Orders says so and why.
 */

const PASSWORD = 'Orders#2025';

test('a payment for a replaced checkout is refunded and shown in the orders', async ({ page }) => {
  const email = `orders-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await page.request.post('/api/user/register', {
    data: { name: 'Kavya Nair', email, mobileNo: '9876543210', password: PASSWORD },
  });
  expect(registered.status()).toBe(201);
  expect((await page.request.post('/api/user/login', { data: { email, password: PASSWORD } })).ok()).toBe(
    true,
  );

  const courses = (await (await page.request.get('/api/courses/getCourse')).json()) as {
    data: { _id: string; title: string; status: string | null }[];
  };
  const course = courses.data.find((item) => item.status !== 'coming soon');
  if (!course) throw new Error('no course on sale in the demo data');

  type Checkout = { token: string; razorpayOrder: { id: string } };
  const checkout = async () => {
    const response = await page.request.post('/api/payment/createOrder', { data: { courseId: course._id } });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: Checkout }).data;
  };
  const pay = async (order: Checkout) => {
    const paid = await page.request.post('/api/payment/simulator/pay', {
      data: { orderId: order.razorpayOrder.id, outcome: 'success' },
    });
    expect(paid.status()).toBe(200);
    return page.request.post('/api/payment/verifyPayment', {
      data: { token: order.token, ...((await paid.json()) as { data: object }).data },
    });
  };

  const oldTab = await checkout();
  const newTab = await checkout();
  const stale = await pay(oldTab);
  expect(stale.status()).toBe(409);
  expect(((await stale.json()) as { message: string }).message).toContain('refunded in full');
  expect((await pay(newTab)).status()).toBe(200);

  await page.goto('/profile/orders');
  const refund = page.getByTestId('order-refund');
  await expect(refund).toHaveCount(1);
  await expect(refund).toContainText(/Refunded|Refund on its way/);
  await expect(refund).toContainText('because a newer checkout replaced this one');
  await expect(page.getByText('Replaced by a newer checkout for the same course.')).toBeVisible();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
});

test('the state picked at checkout makes an inter-state GST invoice, downloaded from Orders', async ({
  page,
}) => {
  const email = `invoice-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.request.post('/api/user/register', {
    data: { name: 'Meera Joshi', email, mobileNo: '9876543210', password: PASSWORD },
  });
  await page.request.post('/api/user/login', { data: { email, password: PASSWORD } });
  const courses = (await (await page.request.get('/api/courses/getCourse')).json()) as {
    data: { _id: string; title: string; status: string | null }[];
  };
  const course = courses.data.find((item) => item.status !== 'coming soon');
  if (!course) throw new Error('no course on sale in the demo data');

  await page.goto(`/course/${encodeURIComponent(course.title)}/${course._id}`);
  const panel = page.getByTestId('purchase-panel');
  await panel.getByLabel('Your state, for the GST invoice').selectOption({ label: 'Maharashtra' });
  await panel.getByTestId('buy-now').click();
  const checkout = page.getByRole('dialog', { name: 'Pathshala checkout' });
  await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();

  await page.goto('/profile/orders');
  const invoice = page.getByTestId('invoice-download');
  await expect(invoice).toContainText(/GST invoice\s*PS\/\d{4}-\d{2}\/\d{6}/);
  const [download] = await Promise.all([page.waitForEvent('download'), invoice.click()]);
  expect(download.suggestedFilename()).toMatch(/^PS-\d{4}-\d{2}-\d{6}\.pdf$/);
  const pdf = await download.createReadStream();
  const head = await new Promise<string>((resolve) =>
    pdf.once('data', (chunk) => resolve(String(chunk).slice(0, 5))),
  );
  expect(head).toBe('%PDF-');

  // The state is remembered for the next checkout.
  const another = courses.data.find((item) => item.status !== 'coming soon' && item._id !== course._id);
  if (another) {
    await page.goto(`/course/${encodeURIComponent(another.title)}/${another._id}`);
    await expect(page.getByLabel('Your state, for the GST invoice')).toHaveValue('27');
  }
  const orders = (await (await page.request.get('/api/payment/orders')).json()) as {
    data: { documents: { kind: string; number: string }[] }[];
  };
  expect(orders.data[0]?.documents.map((document) => document.kind)).toEqual(['invoice']);
});
