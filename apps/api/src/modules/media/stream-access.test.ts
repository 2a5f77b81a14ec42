import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createChapter, createCourse } from '../../testing/factories.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { buyCourse } from '../../testing/purchases.ts';
import { describeWithFfmpeg, sampleVideo } from '../../testing/sample-video.ts';

/**
 * The stream's access rules on a real transcode, start to finish: an admin uploads a generated video, the worker
 * turns it into HLS, a buyer streams it, and nobody else can, not even with the buyer's links; a full refund
 * through the admin console cuts the playlists and segments the buyer already holds, at once.
 * (learning/hls.test.ts covers the same rules on hand-written files, without ffmpeg.)
 */
const withFfmpeg = describeWithFfmpeg('stream access tests');
const { app, db } = await buildTestApp();
const work = mkdtempSync(path.join(tmpdir(), 'pathshala-stream-access-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, ''), headers: cookie ? { cookie } : {} });
const linksIn = (body: string) =>
  body.split('\n').filter((line) => line.startsWith('http') || line.startsWith('/'));

withFfmpeg('a transcoded lecture, streamed', () => {
  it('plays for its buyer only, and a refund cuts it at once', async () => {
    const admin = await signedInLearner(app, db, { role: 'admin' });
    const course = await createCourse(db, { title: 'Streaming for buyers' });
    const { lectures } = await createChapter(db, course.id, [{ title: 'Paid lecture' }]);
    const lectureId = lectures[0]?.id ?? '';
    const form = multipartBody(
      'video',
      'lecture.mp4',
      'video/mp4',
      sampleVideo(work, { width: 640, height: 360 }),
    );
    const uploaded = await app.inject({
      method: 'PUT',
      url: `/api/admin/lectures/${lectureId}/video`,
      headers: { cookie: admin.cookie, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(await app.transcoder.runDue()).toBe(1);

    const buyer = await signedInLearner(app, db);
    const { orderId } = await buyCourse(app, buyer.cookie, course.id);
    const details = await app.inject({
      method: 'POST',
      url: '/api/lectures/getLectureDetails',
      headers: { cookie: buyer.cookie },
      payload: { lectureId },
    });
    const lecture = details.json().data.currentLecture;
    expect(lecture.qualities.map((quality: { name: string }) => quality.name)).toEqual(['240p', '360p']);

    // The master playlist lists both renditions, each signed; a rendition lists its signed segments.
    const master = await get(lecture.hls, buyer.cookie);
    expect(master.statusCode).toBe(200);
    const variants = linksIn(master.body);
    expect(
      variants.map((url) => /\/hls\/[0-9a-f-]{36}\/(.+)$/.exec(new URL(url, 'http://x').pathname)?.[1]),
    ).toEqual(['240p/index.m3u8', '360p/index.m3u8']);
    const rendition = await get(variants[1] ?? '', buyer.cookie);
    const segments = linksIn(rendition.body);
    expect(segments.length).toBeGreaterThanOrEqual(1);
    const segment = await get(segments[0] ?? '', buyer.cookie);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    // MPEG-TS: 188-byte packets, each starting with the sync byte.
    expect(segment.rawPayload[0]).toBe(0x47);
    expect(segment.rawPayload[188]).toBe(0x47);

    // Another learner, even one who bought the course too, and a visitor: the buyer's links do not work.
    const other = await signedInLearner(app, db);
    await buyCourse(app, other.cookie, course.id);
    for (const url of [lecture.hls, variants[1] ?? '', segments[0] ?? '']) {
      expect((await get(url, other.cookie)).statusCode, 'another buyer').toBe(403);
      expect((await get(url)).statusCode, 'a visitor').toBe(403);
    }

    // A full refund from the console: the links the buyer holds stop working at once.
    const refunded = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refund`,
      headers: { cookie: admin.cookie },
      payload: { note: 'Changed mind', idempotencyKey: `stream-${orderId}` },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    for (const url of [lecture.hls, variants[1] ?? '', segments[0] ?? '']) {
      expect((await get(url, buyer.cookie)).statusCode, 'after the refund').toBe(403);
    }
    // The other buyer, with links of their own, still watches.
    const theirs = await app.inject({
      method: 'POST',
      url: '/api/lectures/getLectureDetails',
      headers: { cookie: other.cookie },
      payload: { lectureId },
    });
    expect((await get(theirs.json().data.currentLecture.hls, other.cookie)).statusCode).toBe(200);
  });
});
