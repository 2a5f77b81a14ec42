/**
 * The generated demo media (scripts/media/build.ts, committed) matches the demo catalogue: every published
 * lecture has its narrated video and captions, every published chapter its notes, nothing is left over from
 * renamed lectures, and the whole folder fits the budget. Needs no ffmpeg.
 *
 * After a partial build (`npm run media:build -- --only <slug>`), DEMO_MEDIA_ONLY=<slug>[,<slug>…] limits the
 * courses that must have media to those.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mp4DurationSeconds } from '../lib/mp4-duration.ts';
import { allDemoCourses } from './courses.ts';
import {
  courseSlug,
  DEMO_MEDIA_DIR,
  demoMediaProblems,
  publishedDemoMedia,
  webVttCueEnds,
} from './media-keys.ts';

const only = process.env.DEMO_MEDIA_ONLY?.split(',').map((slug) => slug.trim());
const problems = await demoMediaProblems(allDemoCourses, {
  dir: DEMO_MEDIA_DIR,
  only: only ? (course) => only.includes(courseSlug(course.title)) : undefined,
});

/** Shows at most 25 problems, so a missing build reads as one clear list rather than a wall. */
function listed(items: string[]): string[] {
  return items.length > 25 ? [...items.slice(0, 25), `… and ${items.length - 25} more`] : items;
}

describe('generated demo media', () => {
  it('has a manifest (npm run media:build writes it)', () => {
    expect(listed(problems.manifest)).toEqual([]);
  });

  it('has something to check', () => {
    const published = publishedDemoMedia(allDemoCourses);
    expect(published.lectures.length).toBeGreaterThan(0);
    if (only) {
      const known = new Set(allDemoCourses.map((course) => courseSlug(course.title)));
      expect(only.filter((slug) => !known.has(slug))).toEqual([]);
    }
  });

  it('has a 25-125 s MP4 for every published lecture, as long as the manifest says', () => {
    expect(listed(problems.lectures)).toEqual([]);
  });

  it('has WebVTT captions for every published lecture, all within the video', () => {
    expect(listed(problems.captions)).toEqual([]);
  });

  it('has a notes PDF for every published chapter', () => {
    expect(listed(problems.notes)).toEqual([]);
  });

  it('has nothing for lectures or chapters that are not published', () => {
    expect(listed(problems.stale)).toEqual([]);
  });

  it('fits the size budget', () => {
    expect(problems.budget).toEqual([]);
  });

  it.skipIf(only)('has the home page benefits video with captions', async () => {
    const publicMedia = path.join(import.meta.dirname, '../../../web/public/media');
    const video = new Uint8Array(await readFile(path.join(publicMedia, 'benefits.mp4')));
    expect(String.fromCharCode(...video.subarray(4, 8))).toBe('ftyp');
    const duration = mp4DurationSeconds(video);
    expect(duration).toBeGreaterThanOrEqual(40);
    expect(duration).toBeLessThanOrEqual(70);
    const cueEnds = webVttCueEnds(await readFile(path.join(publicMedia, 'benefits.vtt'), 'utf8'));
    expect(cueEnds.length).toBeGreaterThan(0);
    expect(Math.max(...cueEnds)).toBeLessThanOrEqual(duration + 0.5);
  });
});
