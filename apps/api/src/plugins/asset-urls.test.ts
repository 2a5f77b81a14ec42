import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDemoData } from '../demo/load-demo-data.ts';
import { buildTestApp } from '../testing/build-test-app.ts';
import { absoluteAssetUrls } from './asset-urls.ts';

const CDN = 'https://cdn.pathshala.example/assets';

describe('absoluteAssetUrls', () => {
  it('prefixes root-relative paths under asset keys, at any depth, and leaves the rest alone', () => {
    const payload = {
      success: true,
      data: {
        details: {
          title: '/not/an/asset',
          thumbnail: '/images/courses/python.svg',
          instructor: { profilePhoto: '/images/people/a.svg' },
          chapters: [{ lectures: [{ videoUrl: '/api/lectures/1/preview' }, { title: 'Locked' }] }],
        },
        roadmaps: [{ icon: '📘' }, { icon: '/images/icons/book.svg' }],
        banners: [{ imageUrl: 'https://images.example/b.png' }, { imageUrl: '//cdn.example/x.png' }],
        notes: { notesLink: '' },
      },
    };
    const before = structuredClone(payload);
    const result = absoluteAssetUrls(payload, CDN);
    expect(result.data.details.title).toBe('/not/an/asset');
    expect(result.data.details.thumbnail).toBe(`${CDN}/images/courses/python.svg`);
    expect(result.data.details.instructor.profilePhoto).toBe(`${CDN}/images/people/a.svg`);
    expect(result.data.details.chapters[0]?.lectures).toEqual([
      { videoUrl: `${CDN}/api/lectures/1/preview` },
      { title: 'Locked' },
    ]);
    // A roadmap icon is an emoji, not an asset: whatever it holds is left as it is.
    expect(result.data.roadmaps).toBe(payload.data.roadmaps);
    expect(result.data.banners).toBe(payload.data.banners);
    expect(result.data.notes).toBe(payload.data.notes);
    // Cached payloads are shared between requests: the input is never changed.
    expect(payload).toEqual(before);
  });
});

// A stand-in for the Vite build: the page carries the policy the images are loaded under.
const webDist = mkdtempSync(path.join(tmpdir(), 'pathshala-web-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>Pathshala</title><div id="root"></div>',
);
const { app, db } = await buildTestApp({ assetBaseUrl: CDN, webDistDir: webDist });
await loadDemoData(db, app.storage);

describe('ASSET_BASE_URL', () => {
  it('puts every catalogue image on the configured asset base and lets the pages load from it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/courses/getCourse' });
    const courses = response.json().data as {
      thumbnail: string;
      instructor: { profilePhoto: string } | null;
    }[];
    expect(courses.length).toBeGreaterThan(0);
    for (const course of courses) {
      expect(course.thumbnail.startsWith(`${CDN}/`)).toBe(true);
      if (course.instructor) expect(course.instructor.profilePhoto.startsWith(`${CDN}/`)).toBe(true);
    }
    const page = await app.inject({ method: 'GET', url: '/courses', headers: { accept: 'text/html' } });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/img-src [^;]*https:\/\/cdn\.pathshala\.example/);
    expect(policy).toMatch(/media-src [^;]*https:\/\/cdn\.pathshala\.example/);
  });
});
