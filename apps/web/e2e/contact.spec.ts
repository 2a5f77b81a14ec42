import type { Page } from '@playwright/test';
import { appTest as base, expect } from './fixtures';

/** The promo popup's once-per-session flag (sessionStorage); set so the popup never covers the page. */
const PROMO_SEEN_KEY = 'pathshala:promo-seen';
const CONTACT_CALL = '**/api/contactUs/bookAppointment';

const COMPANY = {
  address: '4th Floor, 80 Feet Road, Koramangala 4th Block, Bengaluru, Karnataka 560034, India',
  website: 'https://pathshala.in',
  supportEmail: 'support@pathshala.in',
  careersEmail: 'careers@pathshala.in',
  phone: '+91 80 4718 2200',
};

interface ConsoleGuard {
  /** Console errors a test provokes on purpose (a mocked 500 is logged by the browser) and so allows. */
  allow: (matches: (text: string, url: string) => boolean) => void;
}

/** Every journey starts without the promo popup and fails on any unexpected console error or page crash. */
const test = base.extend<{ consoleErrors: ConsoleGuard }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: { text: string; url: string }[] = [];
      const allowed: ((text: string, url: string) => boolean)[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push({ text: message.text(), url: message.location().url });
      });
      page.on('pageerror', (error) => errors.push({ text: error.message, url: '' }));
      await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), PROMO_SEEN_KEY);
      await use({ allow: (matches) => allowed.push(matches) });
      const unexpected = errors.filter(({ text, url }) => !allowed.some((matches) => matches(text, url)));
      expect(
        unexpected.map(({ text }) => text),
        'console errors',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

const form = (page: Page) => page.getByRole('form', { name: 'Contact Us' });
const field = (page: Page, label: string) => form(page).getByLabel(label);
const sendButton = (page: Page) => form(page).getByRole('button', { name: 'Send Message' });

async function fill(page: Page, values: { fullName: string; email: string; message: string }) {
  await field(page, 'Full name').fill(values.fullName);
  await field(page, 'Email').fill(values.email);
  await field(page, 'Message').fill(values.message);
}

test.describe('contact us', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the company card shows the address, website, both e-mails and the phone', async ({ page }) => {
    const card = page.getByTestId('company-card');
    await expect(card.getByText(COMPANY.address)).toBeVisible();
    await expect(card.getByRole('link', { name: COMPANY.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${COMPANY.supportEmail}`,
    );
    await expect(card.getByRole('link', { name: COMPANY.careersEmail })).toHaveAttribute(
      'href',
      `mailto:${COMPANY.careersEmail}`,
    );
    await expect(card.getByRole('link', { name: COMPANY.phone })).toHaveAttribute(
      'href',
      'tel:+918047182200',
    );
    const website = card.getByRole('link', { name: /^pathshala\.in/ });
    await expect(website).toHaveAttribute('href', COMPANY.website);
    await expect(website).toHaveAttribute('target', '_blank');
  });

  test('an empty submit shows the three required messages and sends nothing', async ({ page }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/contactUs/bookAppointment')) calls += 1;
    });
    await sendButton(page).click();
    await expect(form(page).getByText('Name is required')).toBeVisible();
    await expect(form(page).getByText('Email is required')).toBeVisible();
    await expect(form(page).getByText('Message is required')).toBeVisible();
    await expect(field(page, 'Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  test('a malformed e-mail shows Invalid email format', async ({ page }) => {
    await fill(page, { fullName: 'Asha Rao', email: 'asha@example', message: 'Hello' });
    await sendButton(page).click();
    await expect(form(page).getByText('Invalid email format')).toBeVisible();
    await expect(form(page).getByText('Name is required')).toBeHidden();
    await expect(form(page).getByText('Message is required')).toBeHidden();
  });

  test('a valid message is booked, thanked and the form emptied', async ({ page }) => {
    await fill(page, {
      fullName: 'Asha Rao',
      email: 'asha.rao@example.com',
      message: 'I would like to know when the next data structures batch starts.',
    });
    const answer = page.waitForResponse((response) =>
      response.url().includes('/api/contactUs/bookAppointment'),
    );
    await sendButton(page).click();
    expect((await answer).status()).toBe(201);
    await expect(form(page).getByText('Appointment Booked Successfully')).toBeVisible();
    await expect(page.getByText('Thank you for reaching out!')).toBeVisible();
    await expect(field(page, 'Full name')).toHaveValue('');
    await expect(field(page, 'Email')).toHaveValue('');
    await expect(field(page, 'Message')).toHaveValue('');
  });

  test('the button is disabled with a spinner while sending', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(CONTACT_CALL, async (route) => {
      await held;
      await route.continue();
    });
    await fill(page, { fullName: 'Asha Rao', email: 'asha.rao@example.com', message: 'Hello there' });
    await sendButton(page).click();
    const sending = form(page).getByRole('button', { name: 'Sending…' });
    await expect(sending).toBeDisabled();
    await expect(sending).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(form(page).getByText('Appointment Booked Successfully')).toBeVisible();
    await expect(sendButton(page)).toBeEnabled();
  });

  test('a server failure shows the failure text and toast and keeps the message', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(
      (text, url) => url.includes('/api/contactUs/bookAppointment') && text.includes('500'),
    );
    await page.route(CONTACT_CALL, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Internal Server Error' }),
      }),
    );
    await fill(page, { fullName: 'Asha Rao', email: 'asha.rao@example.com', message: 'Hello there' });
    await sendButton(page).click();
    await expect(form(page).getByRole('alert')).toHaveText('Something went wrong. Please try again.');
    await expect(page.getByText('Failed to submit the form. Please try again.')).toBeVisible();
    await expect(form(page).getByText('Appointment Booked Successfully')).toBeHidden();
    await expect(field(page, 'Message')).toHaveValue('Hello there');
  });
});
