import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_COURSE_MESSAGES } from '@pathshala/shared/admin-courses';
import { VIDEO_UPLOAD_MESSAGES } from '@pathshala/shared/admin-video-uploads';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/audit.ts';
import { courses, lectures } from '../../db/schema/catalogue.ts';
import { transcodeJobs } from '../../db/schema/media.ts';
import { videoUploads } from '../../db/schema/video-uploads.ts';
import { DEMO_MEDIA_DIR } from '../../demo/media-keys.ts';
import type { Storage } from '../../plugins/storage.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createChapter, createCourse } from '../../testing/factories.ts';
import { startLocalS3 } from '../../testing/s3.ts';
import { LECTURE_MEDIA_KEY } from './course-media.ts';
import { sweepVideoUploads } from './video-uploads.ts';

/** Chunks of 16 KiB: the 48 KB sample video goes in four. */
const CHUNK = 16 * 1024;
const { app, db } = await buildTestApp({
  uploads: { lectureVideoMaxBytes: 1024 * 1024, videoChunkBytes: CHUNK },
});
const video = readFileSync(path.join(DEMO_MEDIA_DIR, 'sample-lecture.mp4'));
const pdf = readFileSync(path.join(DEMO_MEDIA_DIR, 'sample-notes.pdf'));

type Caller = { cookie: string; user: { id: string } };
const admin: Caller = await signedInLearner(app, db, { role: 'admin' });
const otherAdmin: Caller = await signedInLearner(app, db, { role: 'admin' });

async function newLecture(videoKey?: string) {
  const course = await createCourse(db);
  const { lectures: made } = await createChapter(db, course.id, [
    { title: 'Uploaded', ...(videoKey ? { videoKey } : {}) },
  ]);
  return made[0]?.id ?? '';
}

type Target = { app: typeof app; db: typeof db; admin: Caller };
const here: Target = { app, db, admin };

async function start(lectureId: string, file = video, target = here) {
  const response = await target.app.inject({
    method: 'POST',
    url: `/api/admin/lectures/${lectureId}/video/uploads`,
    headers: { cookie: target.admin.cookie },
    payload: { size: file.length, fileName: 'lecture.mp4' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { uploadId: string; chunkSize: number; received: number };
}

function sendChunk(uploadId: string, file: Buffer, index: number, caller = admin, target = here) {
  const from = index * CHUNK;
  const to = Math.min(from + CHUNK, file.length);
  return target.app.inject({
    method: 'PUT',
    url: `/api/admin/video-uploads/${uploadId}`,
    headers: {
      cookie: caller.cookie,
      'content-type': 'application/octet-stream',
      'content-range': `bytes ${from}-${to - 1}/${file.length}`,
    },
    payload: file.subarray(from, to),
  });
}

const status = (uploadId: string, caller = admin) =>
  app.inject({
    method: 'GET',
    url: `/api/admin/video-uploads/${uploadId}`,
    headers: { cookie: caller.cookie },
  });

async function partsOf(storage: Storage, uploadId: string) {
  const keys: string[] = [];
  for await (const file of storage.list(`video-uploads/${uploadId}/`)) keys.push(file.key);
  return keys;
}

const lectureRow = async (lectureId: string, target = here) =>
  (await target.db.select().from(lectures).where(eq(lectures.id, lectureId)))[0];
const jobsOf = (lectureId: string, target = here) =>
  target.db.select().from(transcodeJobs).where(eq(transcodeJobs.lectureId, lectureId));
const auditOf = (objectId: string, target = here) =>
  target.db.select().from(auditEntries).where(eq(auditEntries.objectId, objectId));

/** Sends every chunk in order; answers the last answer. */
async function uploadWhole(lectureId: string, target = here) {
  const { uploadId, chunkSize } = await start(lectureId, video, target);
  expect(chunkSize).toBe(CHUNK);
  const chunks = Math.ceil(video.length / CHUNK);
  expect(chunks).toBeGreaterThan(2);
  let last: Awaited<ReturnType<typeof sendChunk>> | undefined;
  for (let index = 0; index < chunks; index += 1) {
    last = await sendChunk(uploadId, video, index, target.admin, target);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().data.received).toBe(Math.min((index + 1) * CHUNK, video.length));
  }
  return { uploadId, last: last?.json() };
}

async function expectPlaysNewVideo(lectureId: string, uploadId: string, target = here) {
  const lecture = await lectureRow(lectureId, target);
  expect(lecture?.videoKey).toMatch(LECTURE_MEDIA_KEY);
  expect(lecture?.durationSeconds).toBeGreaterThan(0);
  expect(await target.app.storage.size(lecture?.videoKey ?? '')).toBe(video.length);
  const jobs = await jobsOf(lectureId, target);
  expect(jobs.map((job) => [job.status, job.sourceKey])).toEqual([['queued', lecture?.videoKey]]);
  expect((await auditOf(lectureId, target)).map((entry) => entry.action)).toEqual(['lecture.video']);
  expect((await auditOf(uploadId, target)).map((entry) => entry.action)).toEqual(['video_upload.start']);
  expect(await partsOf(target.app.storage, uploadId)).toEqual([]);
}

describe('resumable lecture video uploads', () => {
  it('takes a video in several chunks, then plays it and queues its transcode', async () => {
    const lectureId = await newLecture();
    const { uploadId, last } = await uploadWhole(lectureId);
    expect(last).toMatchObject({
      success: true,
      message: 'Video uploaded',
      data: { completed: true, received: video.length, lecture: { id: lectureId, hasVideo: true } },
    });
    await expectPlaysNewVideo(lectureId, uploadId);
    // A client that lost the last answer asks, and learns it is done; the last chunk again changes nothing.
    expect((await status(uploadId)).json().data).toMatchObject({ completed: true, received: video.length });
    const again = await sendChunk(uploadId, video, Math.ceil(video.length / CHUNK) - 1);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.completed).toBe(true);
    expect(await jobsOf(lectureId)).toHaveLength(1);
  });

  it('refuses a chunk that does not start where the upload stands, with the offset to resume from', async () => {
    const { uploadId } = await start(await newLecture());
    const early = await sendChunk(uploadId, video, 1);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      success: false,
      message: VIDEO_UPLOAD_MESSAGES.outOfOrder(0),
      received: 0,
    });
    expect((await sendChunk(uploadId, video, 0)).statusCode).toBe(200);
    const skipped = await sendChunk(uploadId, video, 2);
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().received).toBe(CHUNK);
    expect(await partsOf(app.storage, uploadId)).toHaveLength(1);
  });

  it('refuses chunks of the wrong size or range, and a body that differs from its range', async () => {
    const { uploadId } = await start(await newLecture());
    const put = (range: string | undefined, body: Buffer) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/video-uploads/${uploadId}`,
        headers: {
          cookie: admin.cookie,
          'content-type': 'application/octet-stream',
          ...(range ? { 'content-range': range } : {}),
        },
        payload: body,
      });
    const missing = await put(undefined, video.subarray(0, CHUNK));
    expect(missing.json()).toEqual({ success: false, message: VIDEO_UPLOAD_MESSAGES.rangeMissing });
    const short = await put(`bytes 0-99/${video.length}`, video.subarray(0, 100));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(VIDEO_UPLOAD_MESSAGES.rangeInvalid(video.length, CHUNK));
    const wrongTotal = await put(`bytes 0-${CHUNK - 1}/${video.length + 1}`, video.subarray(0, CHUNK));
    expect(wrongTotal.statusCode).toBe(400);
    const lying = await put(`bytes 0-${CHUNK - 1}/${video.length}`, video.subarray(0, CHUNK - 1));
    expect(lying.json()).toEqual({ success: false, message: VIDEO_UPLOAD_MESSAGES.bodyMismatch });
    const tooBig = await put(`bytes 0-${CHUNK - 1}/${video.length}`, Buffer.concat([video, video]));
    expect(tooBig.statusCode).toBe(413);
    expect((await status(uploadId)).json().data.received).toBe(0);
  });

  it('resumes after a lost answer: the repeated chunk is acknowledged, the upload goes on from there', async () => {
    const lectureId = await newLecture();
    const { uploadId } = await start(lectureId);
    expect((await sendChunk(uploadId, video, 0)).statusCode).toBe(200);
    expect((await sendChunk(uploadId, video, 1)).statusCode).toBe(200);
    // The answer to chunk 1 was lost: the client asks, or simply sends it again.
    expect((await status(uploadId)).json().data).toMatchObject({ received: 2 * CHUNK, completed: false });
    const repeated = await sendChunk(uploadId, video, 1);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json().data.received).toBe(2 * CHUNK);
    expect(await partsOf(app.storage, uploadId)).toHaveLength(2);
    for (let index = 2; index < Math.ceil(video.length / CHUNK); index += 1) {
      expect((await sendChunk(uploadId, video, index)).statusCode).toBe(200);
    }
    await expectPlaysNewVideo(lectureId, uploadId);
  });

  it('is seen only by the admin who started it: anyone else gets 404', async () => {
    const { uploadId } = await start(await newLecture());
    expect((await sendChunk(uploadId, video, 0)).statusCode).toBe(200);
    const missing = { success: false, message: VIDEO_UPLOAD_MESSAGES.uploadMissing };
    expect((await status(uploadId, otherAdmin)).json()).toEqual(missing);
    const chunk = await sendChunk(uploadId, video, 1, otherAdmin);
    expect(chunk.statusCode).toBe(404);
    expect(chunk.json()).toEqual(missing);
    const cancel = await app.inject({
      method: 'DELETE',
      url: `/api/admin/video-uploads/${uploadId}`,
      headers: { cookie: otherAdmin.cookie },
    });
    expect(cancel.statusCode).toBe(404);
    expect((await status(uploadId)).json().data.received).toBe(CHUNK);
  });

  it('checks the lecture and the size before it starts', async () => {
    const tooLarge = await app.inject({
      method: 'POST',
      url: `/api/admin/lectures/${await newLecture()}/video/uploads`,
      headers: { cookie: admin.cookie },
      payload: { size: 1024 * 1024 + 1, fileName: 'huge.mp4' },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(ADMIN_COURSE_MESSAGES.videoTooLarge(1024 * 1024));
    const empty = await app.inject({
      method: 'POST',
      url: `/api/admin/lectures/${await newLecture()}/video/uploads`,
      headers: { cookie: admin.cookie },
      payload: { size: 0, fileName: 'empty.mp4' },
    });
    expect(empty.json()).toEqual({ success: false, message: VIDEO_UPLOAD_MESSAGES.sizeInvalid });
    const missing = await app.inject({
      method: 'POST',
      url: '/api/admin/lectures/00000000-0000-4000-8000-000000000000/video/uploads',
      headers: { cookie: admin.cookie },
      payload: { size: 10, fileName: 'a.mp4' },
    });
    expect(missing.json()).toEqual({ success: false, message: ADMIN_COURSE_MESSAGES.lectureMissing });
  });

  it('refuses a file that is not an MP4 at its first chunk, and one that is no readable MP4 at its end', async () => {
    const lectureId = await newLecture('demo/kept.mp4');
    const notVideo = await start(lectureId, pdf);
    const first = await sendChunk(notVideo.uploadId, pdf, 0);
    expect(first.statusCode).toBe(415);
    expect(first.json().message).toBe(ADMIN_COURSE_MESSAGES.videoWrongType);
    expect(await partsOf(app.storage, notVideo.uploadId)).toEqual([]);

    // Starts like an MP4, but the rest is not one: refused when the last byte arrives, nothing changed.
    const fake = Buffer.concat([video.subarray(0, 32), Buffer.alloc(2 * CHUNK + 100, 7)]);
    const { uploadId } = await start(lectureId, fake);
    for (let index = 0; index < 2; index += 1) {
      expect((await sendChunk(uploadId, fake, index)).statusCode).toBe(200);
    }
    const last = await sendChunk(uploadId, fake, 2);
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toBe(ADMIN_COURSE_MESSAGES.videoUnreadable);
    expect((await lectureRow(lectureId))?.videoKey).toBe('demo/kept.mp4');
    expect(await jobsOf(lectureId)).toEqual([]);
    expect((await auditOf(lectureId)).map((entry) => entry.action)).toEqual([]);
    expect((await status(uploadId)).statusCode).toBe(404);
    expect(await partsOf(app.storage, uploadId)).toEqual([]);
  });

  it('cancels: the session and its stored chunks go, audited', async () => {
    const { uploadId } = await start(await newLecture());
    for (let index = 0; index < 2; index += 1) await sendChunk(uploadId, video, index);
    expect(await partsOf(app.storage, uploadId)).toHaveLength(2);
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/admin/video-uploads/${uploadId}`,
      headers: { cookie: admin.cookie },
    });
    expect(cancelled.json()).toEqual({ success: true, message: 'Upload cancelled' });
    expect(await partsOf(app.storage, uploadId)).toEqual([]);
    expect((await status(uploadId)).statusCode).toBe(404);
    expect((await sendChunk(uploadId, video, 2)).statusCode).toBe(404);
    expect((await auditOf(uploadId)).map((entry) => entry.action).sort()).toEqual([
      'video_upload.cancel',
      'video_upload.start',
    ]);
  });

  it('applies the video once when the last chunk is sent again twice at the same time', async () => {
    const course = await createCourse(db);
    const { lectures: made } = await createChapter(db, course.id, [{ title: 'Twice' }]);
    const lectureId = made[0]?.id ?? '';
    const { uploadId } = await start(lectureId);
    const chunks = Math.ceil(video.length / CHUNK);
    for (let index = 0; index < chunks - 1; index += 1) await sendChunk(uploadId, video, index);
    // Finishing fails the first time (the course was deleted meanwhile): every byte is stored, nothing applied.
    await db.update(courses).set({ deletedAt: new Date() }).where(eq(courses.id, course.id));
    const refused = await sendChunk(uploadId, video, chunks - 1);
    expect(refused.json()).toEqual({ success: false, message: ADMIN_COURSE_MESSAGES.deleted });
    expect((await status(uploadId)).json().data).toMatchObject({ received: video.length, completed: false });
    await db.update(courses).set({ deletedAt: null }).where(eq(courses.id, course.id));
    // Restored, the client sends the last chunk again, twice at once: one of them finishes, once.
    const answers = await Promise.all([
      sendChunk(uploadId, video, chunks - 1),
      sendChunk(uploadId, video, chunks - 1),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses).toContain(200);
    for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
    expect((await status(uploadId)).json().data.completed).toBe(true);
    await expectPlaysNewVideo(lectureId, uploadId);
  });

  it('removes sessions idle for a day with their chunks, and chunks no session owns', async () => {
    const { uploadId: idle } = await start(await newLecture());
    const { uploadId: active } = await start(await newLecture());
    for (const uploadId of [idle, active]) await sendChunk(uploadId, video, 0);
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await db.update(videoUploads).set({ updatedAt: dayAgo }).where(eq(videoUploads.id, idle));
    const stray = 'video-uploads/00000000-0000-4000-8000-000000000000/000000.part';
    await app.storage.put(stray, Buffer.from('left by a crash'));
    // The stray part is younger than an hour: kept this time, swept two hours later.
    expect(await sweepVideoUploads(db, app.storage)).toBe(1);
    expect((await status(idle)).statusCode).toBe(404);
    expect(await partsOf(app.storage, idle)).toEqual([]);
    expect(await partsOf(app.storage, active)).toHaveLength(1);
    expect(await app.storage.size(stray)).not.toBeNull();
    expect(await sweepVideoUploads(db, app.storage, new Date(Date.now() + 2 * 60 * 60 * 1000))).toBe(1);
    expect(await app.storage.size(stray)).toBeNull();
    expect(await partsOf(app.storage, active)).toHaveLength(1);
  });
});

// The same on S3-compatible storage (a local S3 server): chunks are objects, assembled by whichever instance.
const onS3 = await buildTestApp({
  uploads: { lectureVideoMaxBytes: 1024 * 1024, videoChunkBytes: CHUNK },
  s3: await startLocalS3(),
});

describe('resumable uploads on S3-compatible storage', () => {
  it('stores the chunks as objects and assembles them into the lecture video', async () => {
    const target: Target = {
      app: onS3.app,
      db: onS3.db,
      admin: await signedInLearner(onS3.app, onS3.db, { role: 'admin' }),
    };
    const course = await createCourse(onS3.db);
    const { lectures: made } = await createChapter(onS3.db, course.id, [{ title: 'On S3' }]);
    const lectureId = made[0]?.id ?? '';
    const { uploadId } = await uploadWhole(lectureId, target);
    await expectPlaysNewVideo(lectureId, uploadId, target);
  });
});
