import type { Locator, Page, TestInfo } from '@playwright/test';
import { buyCourse, signUpLearner } from './course-content';
import { expect, test } from './fixtures';

/**
 * The lecture player on a phone and on a desktop: one set of controls with one timeline, captions drawn by the
 * page at a readable size that move above the controls while they show, and a phone turned on its side going
 * full screen while the lecture plays. Demo lectures play as MP4 here, with their own WebVTT captions.
 */

const PASSWORD = 'Learner#2025';
const PHONE = { width: 375, height: 812 };
const PHONE_ON_ITS_SIDE = { width: 812, height: 375 };

interface CourseSummary {
  id: string;
  title: string;
  status: string | null;
  totalLecture: number;
}

/** A published demo course, bought by a new learner signed in on the page. */
async function boughtCourse(page: Page, name: string): Promise<CourseSummary> {
  await signUpLearner(page.request, name, PASSWORD);
  const response = await page.request.get('/api/courses/getCourse');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: CourseSummary[] };
  const course = data.find((item) => item.status !== 'coming soon' && item.totalLecture > 0);
  if (!course) throw new Error('No published demo course with lectures');
  await buyCourse(page.request, course.id);
  return course;
}

async function openPlayer(page: Page, course: CourseSummary) {
  await page.goto(`/view-lectures/${encodeURIComponent(course.title)}`);
  const video = page.getByTestId('lecture-video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(1);
  return {
    video,
    player: page.getByTestId('lecture-player'),
    controls: page.getByTestId('player-controls'),
    captions: page.getByTestId('caption-box'),
    seekBar: page.getByRole('slider', { name: 'Seek' }),
  };
}

/** Exactly one timeline, and the browser's own controls (with their own) are off. */
async function expectOneTimeline(page: Page, video: Locator) {
  await expect(page.getByRole('slider', { name: 'Seek' })).toHaveCount(1);
  await expect(page.locator('input[type="range"]')).toHaveCount(1);
  expect(await video.evaluate((element: HTMLVideoElement) => element.controls)).toBe(false);
}

/** Where the caption box and the top of the controls (the seek bar) are, in one look. */
async function captionLayout(captions: Locator, seekBar: Locator, video: Locator) {
  const [box, seek, picture] = await Promise.all([
    captions.boundingBox(),
    seekBar.boundingBox(),
    video.boundingBox(),
  ]);
  const fontSize = await captions
    .locator('p')
    .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
  if (!box || !seek || !picture) throw new Error('The player is not laid out');
  return {
    height: box.height,
    fontSize,
    bottom: box.y + box.height,
    seekTop: seek.y,
    insidePicture: box.y >= picture.y && box.y + box.height <= picture.y + picture.height + 0.5,
  };
}

async function inViewport(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return box.y >= -0.5 && box.y + box.height <= viewport.height + 0.5 && box.height > 0;
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('captions at 16 px or more sit above the controls; turning the phone while it plays goes full screen', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    // Which element asked for full screen, and whether the browser granted it.
    await page.addInitScript(() => {
      const requests: string[] = [];
      (window as Window & { fullscreenRequests?: string[] }).fullscreenRequests = requests;
      const request = Element.prototype.requestFullscreen;
      Element.prototype.requestFullscreen = function (this: Element, options?: FullscreenOptions) {
        requests.push((this as HTMLElement).dataset.testid ?? this.tagName);
        return request.call(this, options);
      };
    });
    const fullscreenRequests = () =>
      page.evaluate(() => (window as Window & { fullscreenRequests?: string[] }).fullscreenRequests ?? []);
    const course = await boughtCourse(page, 'Sana Qureshi');
    const { video, controls, captions, seekBar } = await openPlayer(page, course);
    await expectOneTimeline(page, video);

    // Captions on and play, with the thumb, as a learner would.
    const cc = page.getByTestId('captions-toggle');
    if ((await cc.getAttribute('aria-pressed')) !== 'true') await cc.tap();
    await expect(cc).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Play' }).tap();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(captions).toBeVisible({ timeout: 15_000 });
    // The browser draws no captions of its own over the page's.
    expect(
      await video.evaluate((element: HTMLVideoElement) =>
        Array.from(element.textTracks).map((track) => track.mode),
      ),
    ).toEqual(['hidden']);

    // Left alone while it plays, the controls fade and the captions drop to the bottom of the picture.
    await expect(controls).toHaveCSS('opacity', '0', { timeout: 10_000 });
    await expect
      .poll(async () => (await captionLayout(captions, seekBar, video)).bottom, { timeout: 5_000 })
      .toBeGreaterThan((await seekBar.boundingBox())?.y ?? 0);

    // A tap on the picture brings the controls back without pausing, and the captions rise above them.
    await video.tap();
    await expect(controls).toHaveCSS('opacity', '1');
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    await expect
      .poll(async () => {
        const layout = await captionLayout(captions, seekBar, video);
        return layout.bottom <= layout.seekTop;
      })
      .toBe(true);
    const shown = await captionLayout(captions, seekBar, video);
    expect(shown.height).toBeGreaterThanOrEqual(16);
    expect(shown.fontSize).toBeGreaterThanOrEqual(16);
    expect(shown.insidePicture).toBe(true);
    testInfo.annotations.push({
      type: 'measured',
      description: `375 px: caption box ${shown.height.toFixed(1)} px high, font ${shown.fontSize} px, ${(shown.seekTop - shown.bottom).toFixed(1)} px above the seek bar`,
    });
    await screenshot(page, testInfo, 'player-375-portrait');

    // On its side while playing: the player asks for full screen, and the video is in view.
    await page.setViewportSize(PHONE_ON_ITS_SIDE);
    await expect.poll(fullscreenRequests).toEqual(['lecture-player']);
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid') ?? null))
      .toBe('lecture-player');
    await expect.poll(() => inViewport(page, video)).toBe(true);
    await screenshot(page, testInfo, 'player-812-landscape-playing');

    // Upright again: full screen ends.
    await page.setViewportSize(PHONE);
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);

    // Paused, turning it asks for nothing, and the video still comes into view rather than the page's header.
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
    await page.setViewportSize(PHONE_ON_ITS_SIDE);
    await expect.poll(() => inViewport(page, video)).toBe(true);
    expect(await fullscreenRequests()).toEqual(['lecture-player']);
    await screenshot(page, testInfo, 'player-812-landscape-paused');
  });
});

test('on a desktop the player has one timeline and captions scaled to it, above its controls', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const course = await boughtCourse(page, 'Rohan Das');
  const { video, captions, seekBar, controls } = await openPlayer(page, course);
  await expectOneTimeline(page, video);
  const cc = page.getByTestId('captions-toggle');
  if ((await cc.getAttribute('aria-pressed')) !== 'true') await cc.click();
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(captions).toBeVisible({ timeout: 15_000 });
  // The pointer over the player keeps the controls up.
  await video.hover();
  await expect(controls).toHaveCSS('opacity', '1');
  const shown = await captionLayout(captions, seekBar, video);
  expect(shown.bottom).toBeLessThanOrEqual(shown.seekTop);
  // Scaled with the player: larger than a phone's.
  expect(shown.fontSize).toBeGreaterThan(20);
  testInfo.annotations.push({
    type: 'measured',
    description: `1280 px: caption box ${shown.height.toFixed(1)} px high, font ${shown.fontSize} px`,
  });
  await screenshot(page, testInfo, 'player-1280');
});
