import type { Page } from '@playwright/test';
import { signIn } from './course-content';
import { expect, test } from './fixtures';

/**
 * The landing pages arrive with their first render in the HTML (ADR 017) and the app hydrates it. Hydration keeps
 * the elements it finds (Preact does not correct their attributes), so what it leaves must equal what the app
 * draws from nothing: compared here element by element, against the same page with a query string (which the
 * server answers with the empty page, rendered in the browser), for a visitor and a signed-in learner.
 */

/** Every element of #root with its attributes in order, an input's current value, and the text. */
const DOM_OUTLINE = `(() => {
  const lines = [];
  const walk = (node, depth) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent.trim();
      if (text) lines.push(' '.repeat(depth) + JSON.stringify(text));
      return;
    }
    if (!(node instanceof Element)) return;
    const input = node instanceof HTMLInputElement;
    const attributes = [...node.attributes]
      .filter((attribute) => !(input && attribute.name === 'value'))
      .map((attribute) => attribute.name + '=' + JSON.stringify(attribute.value))
      .sort();
    if (input) attributes.push('.value=' + JSON.stringify(node.value));
    lines.push(' '.repeat(depth) + '<' + node.localName + ' ' + attributes.join(' ') + '>');
    for (const child of node.childNodes) walk(child, depth + 1);
  };
  walk(document.getElementById('root'), 0);
  return lines;
})()`;

async function settledOutline(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.waitForLoadState('networkidle');
  // Whatever the data's arrival started (images decoding, a count-up) has ended: two reads in a row agree.
  let previous = '';
  await expect
    .poll(
      async () => {
        const outline = JSON.stringify(await page.evaluate(DOM_OUTLINE));
        const settled = outline === previous;
        previous = outline;
        return settled;
      },
      { intervals: [300] },
    )
    .toBe(true);
  return (await page.evaluate(DOM_OUTLINE)) as string[];
}

/** The pages the build prerenders (apps/web/build/prerender.ts). */
const PRERENDERED = ['/', '/courses', '/my-learnings'];

// Carousels stand still, so two loads of a page can be compared at any moment.
test.use({ reducedMotion: 'reduce' });

test.describe('prerendered landing pages', () => {
  test('the first render is in the HTML: readable with scripts off, and inert until hydrated', async ({
    browser,
    page,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const bare = await noScript.newPage();
      for (const [path, text] of [
        ['/', 'Learn, practise and get placed'],
        ['/courses', 'Learn something new everyday'],
        ['/my-learnings', 'Pick up where you left off'],
      ] as const) {
        await bare.goto(path);
        await expect(bare.locator('#root'), path).toContainText(text);
        // Not a control works yet: the scripts that answer them have not run.
        await expect(bare.locator('#root'), path).toHaveAttribute('inert', '');
      }
    } finally {
      await noScript.close();
    }
    await page.goto('/');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
  });

  for (const signedIn of [false, true]) {
    test(`hydration leaves the same page the app draws from nothing (${signedIn ? 'signed in' : 'visitor'})`, async ({
      page,
    }) => {
      test.slow();
      if (signedIn) await signIn(page.request, { email: 'demo@pathshala.local', password: 'Demo@12345' });
      for (const path of PRERENDERED) {
        const hydrated = await settledOutline(page, path);
        const drawn = await settledOutline(page, `${path}?drawn=1`);
        expect(hydrated, path).toEqual(drawn);
      }
    });
  }
});
