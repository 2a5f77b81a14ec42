import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

/** Only the shown slide is exposed; the others are inert. */
async function expectShown(hero: Locator, shown: number) {
  for (const position of [1, 2, 3]) {
    const slide = hero.getByRole('group', { name: `${position} of 3` });
    if (position === shown) await expect(slide).not.toHaveAttribute('inert');
    else await expect(slide).toHaveAttribute('inert');
  }
  await expect(hero.getByRole('button', { name: `Go to slide ${shown}:` })).toHaveAttribute(
    'aria-current',
    'true',
  );
}

test.describe('home variant', () => {
  test('the hero is a three-slide carousel whose first slide registers visitors', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByTestId('home-section-hero');
    await expect(hero).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(hero).toHaveAttribute('aria-label', /\S/);
    const slides = hero.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(3);

    const first = hero.getByRole('group', { name: '1 of 3' });
    await expect(first.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(first.getByRole('button', { name: 'Register' })).toBeVisible();
    const stats: [string, string][] = [
      ['30+', 'Courses'],
      ['3000+', 'Students trained'],
      ['10+', 'Mentors'],
    ];
    for (const [value, label] of stats) {
      await expect(first.getByText(value, { exact: true })).toBeVisible();
      await expect(first.getByText(label, { exact: true })).toBeVisible();
    }
    await expectShown(hero, 1);
    const heightBefore = (await hero.boundingBox())?.height;

    const next = hero.getByRole('button', { name: 'Next slide' });
    const previous = hero.getByRole('button', { name: 'Previous slide' });
    await next.click();
    await expectShown(hero, 2);
    const second = hero.getByRole('group', { name: '2 of 3' });
    await expect(second.getByRole('heading', { name: /placement season/ })).toBeVisible();
    await expect(second.getByRole('link', { name: 'Start preparing' })).toHaveAttribute(
      'href',
      '/Placement%20Preparation',
    );

    await next.click();
    await expectShown(hero, 3);
    const third = hero.getByRole('group', { name: '3 of 3' });
    await expect(third.getByRole('heading', { name: /internship/ })).toBeVisible();
    await expect(third.getByRole('link', { name: 'Find an internship' })).toHaveAttribute(
      'href',
      '/internships',
    );

    // Wraps at both ends (spec §4).
    await next.click();
    await expectShown(hero, 1);
    await previous.click();
    await expectShown(hero, 3);

    // The dots pick a slide directly.
    await hero.getByRole('button', { name: 'Go to slide 2:' }).click();
    await expectShown(hero, 2);
    await hero.getByRole('button', { name: 'Go to slide 1:' }).click();
    await expectShown(hero, 1);
    await expect(first.getByRole('button', { name: 'Register' })).toBeVisible();

    // Changing slides does not move the page below.
    expect((await hero.boundingBox())?.height).toBe(heightBefore);
  });

  test('arrow keys move between slides', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByTestId('home-section-hero');
    await hero.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('ArrowRight');
    await expectShown(hero, 2);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expectShown(hero, 3);
  });

  test('the experience banner and the four benefit cards follow the benefits', async ({ page }) => {
    await page.goto('/');
    const grid = page.getByTestId('home-section-benefit-grid');
    const banner = page.getByTestId('home-section-experience');

    const cards = grid.getByTestId('benefit-card');
    await expect(cards).toHaveCount(4);
    for (const title of ['One-on-one monitoring', '24/7 mentor', 'Whiteboard', 'Affordable price']) {
      const card = cards.filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await expect(card).toBeVisible();
      await expect(card.locator('p')).toHaveText(/\S/);
      await expect(card.locator('svg')).toBeAttached();
    }

    await banner.scrollIntoViewIfNeeded();
    await expect(banner.getByRole('heading', { level: 2 })).toBeVisible();
    for (const value of ['3000+', '30+', '10+', '500+']) {
      await expect(banner.getByTestId('experience-stat').filter({ hasText: value })).toBeVisible();
    }
    await expect(banner.getByText(/August 2025/).first()).toBeVisible();
    const cta = banner.getByRole('link', { name: 'See all courses' });
    await expect(cta).toHaveAttribute('href', '/courses');

    // Placed after the services and benefits, before the success story.
    const tops: number[] = [];
    for (const name of ['services', 'benefits', 'benefit-grid', 'experience', 'success-story']) {
      const box = await page.getByTestId(`home-section-${name}`).boundingBox();
      if (!box) throw new Error(`home-section-${name} has no box`);
      tops.push(box.y);
    }
    expect(tops).toEqual([...tops].sort((a, b) => a - b));

    await cta.click();
    await expect(page).toHaveURL(/\/courses$/);
  });
});
