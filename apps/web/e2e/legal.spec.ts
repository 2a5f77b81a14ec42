import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface LegalPage {
  path: string;
  title: string;
  /** The link text in the footer's Legal group. */
  footerLink: string;
  /** Spec facts (§2, §9) that must be on the page. */
  facts: ReadonlyArray<string | RegExp>;
}

const LEGAL_PAGES: readonly LegalPage[] = [
  {
    path: '/privacy',
    title: 'Privacy Policy',
    footerLink: 'Privacy Policy',
    facts: [
      'Last updated: July 08, 2024',
      /at least 13 years old/,
      '2-3 weeks',
      /reinstated within 14 days/,
      'Digital Personal Data Protection Act, 2023',
      'we never see your card numbers',
      'support@pathshala.in',
    ],
  },
  {
    path: '/terms',
    title: 'Terms and Conditions',
    footerLink: 'Terms',
    facts: [
      'Last updated: July 08, 2024',
      /14 days/,
      /100 %/,
      'A certificate is revoked if the course is refunded',
      'laws of India',
      'Indian rupees (INR)',
    ],
  },
  {
    path: '/cancellation',
    title: 'Return and Refund Policy',
    footerLink: 'Refund Policy',
    facts: [
      'Last updated: July 08, 2024',
      '14 days from the date you receive the goods',
      'within 14 days of receiving the returned goods',
      'the same payment method',
      'you pay the cost of return shipping',
      'Sale-priced goods are not refundable',
      'A refund revokes your access to the course',
      /refunded automatically/,
    ],
  },
  {
    path: '/disclaimer',
    title: 'Disclaimer',
    footerLink: 'Disclaimer',
    facts: [
      'Last updated: July 08, 2024',
      'The site is free of charge, so we accept no liability for any loss or damage that comes from using its free parts.',
    ],
  },
];

const article = (page: Page) => page.getByTestId('legal-document');
const toc = (page: Page) => page.getByRole('navigation', { name: 'On this page' });

/** Clicks every table-of-contents link and checks its section heading lands in view, below the sticky header. */
async function expectTocJumpsToSections(page: Page) {
  const links = toc(page).getByRole('link');
  const count = await links.count();
  expect(count).toBeGreaterThanOrEqual(2);
  // One link per section heading, in the same order.
  await expect(article(page).getByRole('heading', { level: 2 })).toHaveCount(count);

  const headerBottom = await page
    .getByTestId('site-header')
    .evaluate((element) => element.getBoundingClientRect().bottom);
  // Back to front, so every jump really has to scroll.
  for (let index = count - 1; index >= 0; index -= 1) {
    const link = links.nth(index);
    const href = await link.getAttribute('href');
    const id = /#([a-z-]+)$/.exec(href ?? '')?.[1] ?? '';
    expect(id, `anchor of ${href}`).not.toBe('');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    const heading = article(page).locator(`h2#${id}`);
    await expect(heading).toBeInViewport();
    await expect(heading).toContainText((await link.textContent())?.replace(/^\d+\./, '').trim() ?? '');
    // The heading is not hidden under the sticky header.
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(headerBottom - 1);
  }
}

test.describe('legal pages', () => {
  for (const legal of LEGAL_PAGES) {
    test(`${legal.path} shows its title, the required facts and a working table of contents`, async ({
      page,
    }) => {
      await page.goto(legal.path);
      await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
      await expect(page).toHaveTitle(`${legal.title} | Pathshala`);
      for (const fact of legal.facts) {
        await expect(article(page).getByText(fact).first()).toBeVisible();
      }
      await expectTocJumpsToSections(page);
    });
  }

  test('on a wide screen the table of contents stays in view as a sidebar', async ({ page }) => {
    await page.goto('/privacy');
    const nav = toc(page);
    const firstHeading = article(page).getByRole('heading', { level: 2 }).first();
    const [navBox, headingBox] = [await nav.boundingBox(), await firstHeading.boundingBox()];
    expect(navBox && headingBox && navBox.x + navBox.width <= headingBox.x).toBe(true);

    // Far down the page the sidebar is still on screen and marks the section being read.
    await nav.getByRole('link', { name: 'Contact us' }).click();
    await expect(article(page).getByRole('heading', { name: 'Contact us' })).toBeInViewport();
    await expect(nav).toBeInViewport();
    await expect(nav.getByRole('link', { name: 'Contact us' })).toHaveAttribute('aria-current', 'location');
    await expect(nav.getByRole('link', { name: 'Who we are' })).not.toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  test('on a phone the table of contents is a list above the text, and its links still jump', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/cancellation');
    const navBox = await toc(page).boundingBox();
    const updatedBox = await page.getByTestId('legal-updated').boundingBox();
    expect(navBox && updatedBox && navBox.y + navBox.height <= updatedBox.y).toBe(true);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectTocJumpsToSections(page);
  });

  test('the footer links reach all four legal pages', async ({ page }) => {
    await page.goto('/');
    for (const legal of LEGAL_PAGES) {
      await page
        .getByTestId('site-footer')
        .getByRole('navigation', { name: 'Legal' })
        .getByRole('link', { name: legal.footerLink, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${legal.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
      // A new page starts at the top, not at the footer the link was clicked in.
      await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeInViewport();
    }
  });
});
