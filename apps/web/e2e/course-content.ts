import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * What the course content journeys share: the demo admin, sign-in on a request context (a page's request context
 * shares the page's cookies), buying a course, unique names, the committed demo media, and filtering the console
 * lines a journey provokes on purpose.
 */

/** Registration and login hash the password at OWASP scrypt cost. */
export const SIGN_IN_TIMEOUT = 20_000;
export const ADMIN = { email: 'admin@pathshala.local', password: 'Admin@12345' };

const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** A few seconds of MP4 (its length reads 00:06) and a one-page PDF, committed with the demo data. */
export const SAMPLE_VIDEO = path.join(repoRoot, 'apps/api/src/demo/media/sample-lecture.mp4');
export const SAMPLE_NOTES = path.join(repoRoot, 'apps/api/src/demo/media/sample-notes.pdf');

export const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function signIn(request: APIRequestContext, account: { email: string; password: string }) {
  const loggedIn = await request.post('/api/user/login', { data: account, timeout: SIGN_IN_TIMEOUT });
  expect(loggedIn.ok()).toBe(true);
}

/** A new learner, signed in on `request`; returns the e-mail. */
export async function signUpLearner(request: APIRequestContext, name: string, password: string) {
  const email = `${unique('learner').replace(' ', '-')}@example.com`;
  const registered = await request.post('/api/user/register', {
    data: { name, email, mobileNo: '9876543210', password },
    timeout: SIGN_IN_TIMEOUT,
  });
  expect(registered.status()).toBe(201);
  await signIn(request, { email, password });
  return email;
}

/** Buys a course for the learner signed in on `request`, through the simulated gateway, as the checkout would. */
export async function buyCourse(request: APIRequestContext, courseId: string) {
  const order = await request.post('/api/payment/createOrder', { data: { courseId } });
  expect(order.ok()).toBe(true);
  const { token, razorpayOrder } = (
    (await order.json()) as { data: { token: string; razorpayOrder: { id: string } } }
  ).data;
  const paid = await request.post('/api/payment/simulator/pay', {
    data: { orderId: razorpayOrder.id, outcome: 'success' },
  });
  expect(paid.ok()).toBe(true);
  const payment = ((await paid.json()) as { data: Record<string, string> }).data;
  const verified = await request.post('/api/payment/verifyPayment', {
    data: {
      token,
      razorpay_order_id: payment.razorpay_order_id,
      razorpay_payment_id: payment.razorpay_payment_id,
      razorpay_signature: payment.razorpay_signature,
    },
  });
  expect(verified.ok()).toBe(true);
}

/** The browser reports an answer it was given on purpose (413, 415) as a console error: not this journey's fault. */
export function allowFailedRequests(consoleErrors: string[], ...statuses: number[]) {
  const others = consoleErrors.filter(
    (text) => !statuses.some((status) => text.includes(`status of ${status}`)),
  );
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

export const consoleMenu = (page: Page) => page.getByRole('navigation', { name: 'Admin console' });

/** An entry of the admin console's menu, its folded groups opened first (only the page's own group is open). */
export async function consoleMenuLink(page: Page, name: string) {
  const menu = consoleMenu(page);
  await expect(menu).toBeVisible();
  const folded = menu.locator('button[aria-expanded="false"]');
  while ((await folded.count()) > 0) await folded.first().click();
  return menu.getByRole('link', { name, exact: true });
}
