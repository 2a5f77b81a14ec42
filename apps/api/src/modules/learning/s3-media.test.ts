import { describe, expect, it } from 'vitest';
import { enrollments } from '../../db/schema/commerce.ts';
import { buildTestApp, sessionCookieOf } from '../../testing/build-test-app.ts';
import { createChapter, createCourse, createUser } from '../../testing/factories.ts';
import { startLocalS3 } from '../../testing/s3.ts';

// A local S3-compatible server: the object store path runs for real (SigV4 requests and presigned URLs).
const s3 = await startLocalS3();
const { app, db } = await buildTestApp({ s3 });

describe('media on S3-compatible storage', () => {
  it('stores, measures, reads ranges of and removes objects', async () => {
    await app.storage.put('videos/s3-probe.mp4', Buffer.from('0123456789'));
    expect(await app.storage.size('videos/s3-probe.mp4')).toBe(10);
    const chunks: Buffer[] = [];
    for await (const chunk of app.storage.read('videos/s3-probe.mp4', { start: 2, end: 5 }))
      chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).toString()).toBe('2345');
    await app.storage.remove('videos/s3-probe.mp4');
    expect(await app.storage.size('videos/s3-probe.mp4')).toBeNull();
  });

  it('redirects an enrolled learner to a presigned URL that serves byte ranges', async () => {
    const video = Buffer.alloc(2048, 3);
    await app.storage.put('videos/s3-lecture.mp4', video);
    const course = await createCourse(db);
    const { lectures } = await createChapter(db, course.id, [
      { title: 'On S3', videoKey: 'videos/s3-lecture.mp4' },
    ]);
    const { user, password } = await createUser(db);
    await db.insert(enrollments).values({ userId: user.id, courseId: course.id });
    const cookie =
      sessionCookieOf(
        await app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { email: user.email, password },
        }),
      ) ?? '';
    const details = await app.inject({
      method: 'POST',
      url: '/api/lectures/getLectureDetails',
      headers: { cookie },
      payload: { lectureId: lectures[0]?.id },
    });
    const media = await app.inject({
      method: 'GET',
      url: details.json().data.currentLecture.video,
      headers: { cookie },
    });
    expect(media.statusCode).toBe(302);
    const presigned = String(media.headers.location);
    expect(presigned).toContain(`${s3.endpoint}/pathshala/videos/s3-lecture.mp4`);
    expect(presigned).toContain('X-Amz-Signature=');
    const ranged = await fetch(presigned, { headers: { range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);
    // Short-lived like our own signed URLs (the store enforces the signature and expiry).
    expect(presigned).toContain('X-Amz-Expires=600');
  });
});
