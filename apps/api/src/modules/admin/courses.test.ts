import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ADMIN_COURSE_MESSAGES, ROADMAP_ICON_MESSAGE } from '@pathshala/shared/admin-courses';
import { TRANSCODE_MESSAGES } from '@pathshala/shared/admin-media';
import { formatClock } from '@pathshala/shared/duration';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/audit.ts';
import { courses, lectures } from '../../db/schema/catalogue.ts';
import { transcodeJobs } from '../../db/schema/media.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { DEMO_MEDIA_DIR } from '../../demo/media-keys.ts';
import { mp4DurationSeconds } from '../../lib/mp4-duration.ts';
import type { Storage } from '../../plugins/storage.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { SAMPLE_CAPTIONS } from '../../testing/course-content-writes.ts';
import { createCourse } from '../../testing/factories.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { buyCourse } from '../../testing/purchases.ts';
import { startLocalS3 } from '../../testing/s3.ts';
import { sweepOrphanCourseFiles } from './course-media.ts';
import { findLecture } from './courses-repository.ts';

const { app, db, config } = await buildTestApp();
// The same app with a small video limit, to see a streamed upload cut off at it.
const small = await buildTestApp({
  uploads: { lectureVideoMaxBytes: 64 * 1024, videoChunkBytes: 8 * 1024 * 1024 },
});
// A local S3-compatible server, and the app storing its files there.
const onS3 = await buildTestApp({ s3: await startLocalS3() });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

// Real media committed with the demo: two MP4s of different lengths and a PDF.
const sampleVideo = readFileSync(path.join(DEMO_MEDIA_DIR, 'sample-lecture.mp4'));
const otherVideo = readFileSync(
  path.join(DEMO_MEDIA_DIR, 'lectures/data-science-with-python-and-pandas-c1-l1.mp4'),
);
const sampleNotes = readFileSync(path.join(DEMO_MEDIA_DIR, 'sample-notes.pdf'));
const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#1d4ed8' } })
  .png()
  .toBuffer();

type Caller = { cookie: string; user: { id: string } };
type Body = Record<string, unknown>;
let admin: Caller;
let learner: Caller;

const send = (caller: Caller | undefined, method: string, url: string, payload?: object) =>
  app.inject({
    method: method as 'GET',
    url,
    headers: caller ? { cookie: caller.cookie } : {},
    ...(payload ? { payload } : {}),
  });
const asAdmin = (method: string, url: string, payload?: object) => send(admin, method, url, payload);

function uploadAs(caller: Caller, url: string, field: string, filename: string, type: string, bytes: Buffer) {
  const body = multipartBody(field, filename, type, bytes);
  return app.inject({
    method: 'PUT',
    url,
    headers: { cookie: caller.cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
}
const uploadVideo = (lectureId: string, bytes: Buffer, filename = 'lecture.mp4') =>
  uploadAs(admin, `/api/admin/lectures/${lectureId}/video`, 'video', filename, 'video/mp4', bytes);

async function newCourse(title: string, extra: Body = {}) {
  const response = await asAdmin('POST', '/api/admin/courses', {
    title,
    subject: 'Mobile Development',
    realPrice: 2999,
    discountedPrice: 999,
    description: ['Build three apps'],
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Body & { id: string };
}
async function newChapter(courseId: string, name: string) {
  const response = await asAdmin('POST', `/api/admin/courses/${courseId}/chapters`, { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string };
}
async function newLecture(chapterId: string, title: string, free = false) {
  const response = await asAdmin('POST', `/api/admin/chapters/${chapterId}/lectures`, { title, free });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string };
}
const detailOf = async (courseId: string) =>
  (await asAdmin('GET', `/api/admin/courses/${courseId}`)).json().data;

/** Buys the course through the simulated gateway, as a learner does. */
async function buy(caller: Caller, courseId: string) {
  await buyCourse(app, caller.cookie, courseId);
}

/** What a visitor finds of the course: catalogue list, course page, search and suggestions. */
async function publicView(courseId: string, keyword: string) {
  const listed = (await send(undefined, 'GET', '/api/courses/getCourse')).json().data as { _id: string }[];
  const page = await send(undefined, 'POST', '/api/courses/getCourseDetails', { courseId });
  const found = (await send(undefined, 'GET', `/api/search?keyword=${encodeURIComponent(keyword)}`)).json()
    .data.items as { _id: string }[];
  const suggested = (
    await send(undefined, 'GET', `/api/course-suggestions?keyword=${encodeURIComponent(keyword)}`)
  ).json().data.suggestions as string[];
  return {
    listed: listed.some((course) => course._id === courseId),
    pageStatus: page.statusCode,
    page: page.statusCode === 200 ? page.json().data.details : undefined,
    searched: found.some((item) => item._id === courseId),
    suggested: suggested.length > 0,
  };
}

const myLearnings = async (caller: Caller) =>
  (
    (await send(caller, 'GET', '/api/mylearnings/users/getCourseDetails')).json().data.course as {
      courseId: string;
    }[]
  ).map((course) => course.courseId);

const auditOf = (objectId: string, action: string) =>
  db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.objectId, objectId), eq(auditEntries.action, action)));

async function storedKeys(storage: Storage, prefix: string) {
  const keys: string[] = [];
  for await (const file of storage.list(prefix)) keys.push(file.key);
  return keys.sort();
}

/** The media URL the player gets for this lecture, as a path. */
async function signedVideoPath(caller: Caller, lectureId: string) {
  const details = await send(caller, 'POST', '/api/lectures/getLectureDetails', { lectureId });
  expect(details.statusCode, details.body).toBe(200);
  const url = new URL(details.json().data.currentLecture.video);
  return `${url.pathname}${url.search}`;
}

beforeAll(async () => {
  admin = await signedInLearner(app, db, { role: 'admin' });
  learner = await signedInLearner(app, db);
});

describe('a course from draft to published', () => {
  let course: Body & { id: string };
  let freeLecture: { id: string };
  let paidLecture: { id: string };
  const keyword = 'Kotlin';

  it('starts as a draft no learner can find, and cannot be published empty', async () => {
    course = await newCourse('Kotlin Coroutines Masterclass');
    expect(course).toMatchObject({
      state: 'draft',
      status: 'published',
      comingSoon: false,
      realPrice: 2999,
      discountedPrice: 999,
      publishedAt: null,
      totalLecture: 0,
      chapters: [],
    });
    const [created] = await auditOf(course.id, 'course.create');
    expect(created).toMatchObject({ actorId: admin.user.id, before: null });
    expect(await publicView(course.id, keyword)).toMatchObject({
      listed: false,
      pageStatus: 404,
      searched: false,
      suggested: false,
    });
    const cart = await send(learner, 'POST', '/api/cart/addToCart', { courseId: course.id });
    expect(cart.statusCode).toBe(404);

    const empty = await asAdmin('POST', `/api/admin/courses/${course.id}/publish`);
    expect(empty.statusCode, empty.body).toBe(409);
    expect(empty.json()).toEqual({ success: false, message: ADMIN_COURSE_MESSAGES.nothingToPublish });
  });

  it('takes a chapter, a free lecture with a real MP4 (its length read from the file) and a paid one', async () => {
    const chapter = await newChapter(course.id, 'Getting started');
    freeLecture = await newLecture(chapter.id, 'Why coroutines', true);
    paidLecture = await newLecture(chapter.id, 'Structured concurrency');

    const uploaded = await uploadVideo(freeLecture.id, sampleVideo);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const seconds = mp4DurationSeconds(new Uint8Array(sampleVideo));
    expect(uploaded.json().data).toMatchObject({
      id: freeLecture.id,
      hasVideo: true,
      durationSeconds: seconds,
      duration: formatClock(seconds),
    });
    const notes = await uploadAs(
      admin,
      `/api/admin/lectures/${paidLecture.id}/notes`,
      'notes',
      'notes.pdf',
      'application/pdf',
      sampleNotes,
    );
    expect(notes.statusCode, notes.body).toBe(200);
    expect(notes.json().data.hasNotes).toBe(true);

    const detail = await detailOf(course.id);
    expect(detail.totalLecture).toBe(2);
    expect(detail.chapters).toEqual([
      expect.objectContaining({
        name: 'Getting started',
        duration: '6s',
        lectures: [
          expect.objectContaining({ id: freeLecture.id, free: true, hasVideo: true, position: 0 }),
          expect.objectContaining({ id: paidLecture.id, free: false, hasNotes: true, position: 1 }),
        ],
      }),
    ]);
    const [videoEntry] = await auditOf(freeLecture.id, 'lecture.video');
    expect(videoEntry).toMatchObject({ before: { videoKey: null }, after: { durationSeconds: seconds } });
  });

  it('names the lectures without a video ready before publishing, and publishes when asked to anyway', async () => {
    const second = await newChapter(course.id, 'Flows');
    const failing = await newLecture(second.id, 'Cold and hot flows');
    await uploadVideo(failing.id, sampleVideo);
    // The worker gave up on this one for good; the first lecture's transcode is still queued.
    await db
      .update(transcodeJobs)
      .set({ status: 'failed', lastError: TRANSCODE_MESSAGES.ffmpegMissing })
      .where(eq(transcodeJobs.lectureId, failing.id));
    // A lecture whose transcode finished is ready, and one switched off is not the learners' concern.
    const ready = await newLecture(second.id, 'Channels');
    await uploadVideo(ready.id, sampleVideo);
    await db.update(transcodeJobs).set({ status: 'done' }).where(eq(transcodeJobs.lectureId, ready.id));
    const inactive = await newLecture(second.id, 'Retired lecture');
    await db.update(lectures).set({ isActive: false }).where(eq(lectures.id, inactive.id));

    for (const body of [undefined, { publishAnyway: false }]) {
      const refused = await asAdmin('POST', `/api/admin/courses/${course.id}/publish`, body);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toEqual({
        success: false,
        message: ADMIN_COURSE_MESSAGES.lecturesNotReady(3),
        lectures: [
          {
            lectureId: freeLecture.id,
            chapterId: expect.any(String),
            chapter: 'Getting started',
            title: 'Why coroutines',
            reason: 'transcoding',
            detail: null,
          },
          {
            lectureId: paidLecture.id,
            chapterId: expect.any(String),
            chapter: 'Getting started',
            title: 'Structured concurrency',
            reason: 'noVideo',
            detail: null,
          },
          {
            lectureId: failing.id,
            chapterId: second.id,
            chapter: 'Flows',
            title: 'Cold and hot flows',
            reason: 'transcodeFailed',
            detail: TRANSCODE_MESSAGES.ffmpegMissing,
          },
        ],
      });
    }
    expect((await detailOf(course.id)).state).toBe('draft');
    expect(await auditOf(course.id, 'course.publish')).toHaveLength(0);
    const wrong = await asAdmin('POST', `/api/admin/courses/${course.id}/publish`, { publishAnyway: 'yes' });
    expect(wrong.statusCode).toBe(400);

    for (const lecture of [failing, ready, inactive]) {
      expect((await asAdmin('DELETE', `/api/admin/lectures/${lecture.id}`)).statusCode).toBe(200);
    }
    expect((await asAdmin('DELETE', `/api/admin/chapters/${second.id}`)).statusCode).toBe(200);
  });

  it('once published, shows in the catalogue, on its page, in search and suggestions, with a playable preview', async () => {
    const published = await asAdmin('POST', `/api/admin/courses/${course.id}/publish`, {
      publishAnyway: true,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.state).toBe('published');
    expect(published.json().data.publishedAt).toEqual(expect.any(String));
    // Publishing again is a no-op, not an error (a retried click), and writes no second entry.
    const again = await asAdmin('POST', `/api/admin/courses/${course.id}/publish`);
    expect(again.json().message).toBe(ADMIN_COURSE_MESSAGES.alreadyPublished);
    expect(await auditOf(course.id, 'course.publish')).toHaveLength(1);

    const view = await publicView(course.id, keyword);
    expect(view).toMatchObject({ listed: true, pageStatus: 200, searched: true, suggested: true });
    const [free, paid] = view.page.chapters[0].lectures;
    expect(free).toMatchObject({
      free: true,
      videoUrl: expect.stringContaining(`/api/lectures/${freeLecture.id}/preview`),
    });
    expect(paid).toMatchObject({ locked: true });
    expect(paid).not.toHaveProperty('videoUrl');
    const preview = await app.inject({
      method: 'GET',
      url: `/api/lectures/${freeLecture.id}/preview`,
      headers: { range: 'bytes=0-99' },
    });
    expect(preview.statusCode).toBe(206);
    expect(preview.rawPayload.equals(sampleVideo.subarray(0, 100))).toBe(true);
  });

  it('plays the uploaded video for an enrolled learner through the signed media URL, with ranges', async () => {
    const upload = await uploadVideo(paidLecture.id, otherVideo);
    expect(upload.statusCode, upload.body).toBe(200);
    const buyer = await signedInLearner(app, db);
    const locked = await send(buyer, 'POST', '/api/lectures/getLectureDetails', {
      lectureId: paidLecture.id,
    });
    expect(locked.statusCode).toBe(403);
    await buy(buyer, course.id);
    const video = await signedVideoPath(buyer, paidLecture.id);
    const ranged = await app.inject({ method: 'GET', url: video, headers: { range: 'bytes=100-1099' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 100-1099/${otherVideo.length}`);
    expect(ranged.headers['content-type']).toBe('video/mp4');
    expect(ranged.rawPayload.equals(otherVideo.subarray(100, 1100))).toBe(true);
  });

  it('disappears from every public read when unpublished or deleted; its buyers keep it in My Learnings', async () => {
    const buyer = await signedInLearner(app, db);
    await buy(buyer, course.id);

    for (const [hide, show] of [
      ['unpublish', 'publish'],
      ['delete', 'restore'],
    ] as const) {
      const hidden = await asAdmin(
        hide === 'delete' ? 'DELETE' : 'POST',
        `/api/admin/courses/${course.id}${hide === 'delete' ? '' : `/${hide}`}`,
      );
      expect(hidden.statusCode, hidden.body).toBe(200);
      expect(hidden.json().data.state).toBe(hide === 'delete' ? 'deleted' : 'draft');

      expect(await publicView(course.id, keyword), hide).toEqual({
        listed: false,
        pageStatus: 404,
        page: undefined,
        searched: false,
        suggested: false,
      });
      expect((await send(undefined, 'GET', `/api/lectures/${freeLecture.id}/preview`)).statusCode).toBe(404);
      // A learner who does not own it can neither buy it nor open its free lecture.
      expect((await send(learner, 'POST', '/api/cart/addToCart', { courseId: course.id })).statusCode).toBe(
        404,
      );
      expect(
        (await send(learner, 'POST', '/api/payment/createOrder', { courseId: course.id })).statusCode,
      ).toBe(404);
      expect(
        (await send(learner, 'POST', '/api/lectures/getLectureDetails', { lectureId: freeLecture.id }))
          .statusCode,
      ).toBe(404);
      // Its buyer keeps it: My Learnings, the course's lectures and the player.
      expect(await myLearnings(buyer)).toContain(course.id);
      const purchased = await send(buyer, 'POST', '/api/courses/getPurchasedCourseDetails', {
        courseId: course.id,
      });
      expect(purchased.statusCode).toBe(200);
      expect(purchased.json().data.details.totalLessons).toBe(2);
      const video = await signedVideoPath(buyer, paidLecture.id);
      expect(
        (await app.inject({ method: 'GET', url: video, headers: { range: 'bytes=0-9' } })).statusCode,
      ).toBe(206);
      // The admin console still has it.
      const listed = (
        await asAdmin('GET', `/api/admin/courses?state=${hide === 'delete' ? 'deleted' : 'draft'}`)
      ).json().data.items as { id: string }[];
      expect(listed.map((item) => item.id)).toContain(course.id);

      const shown = await asAdmin('POST', `/api/admin/courses/${course.id}/${show}`, {
        ...(show === 'publish' ? { publishAnyway: true } : {}),
      });
      expect(shown.statusCode, shown.body).toBe(200);
      expect(shown.json().data.state).toBe('published');
      expect(await publicView(course.id, keyword)).toMatchObject({
        listed: true,
        pageStatus: 200,
        searched: true,
      });
    }
  });

  it('refuses changes to a deleted course until it is restored, and leaves it out of the default list', async () => {
    await asAdmin('DELETE', `/api/admin/courses/${course.id}`);
    const edit = await asAdmin('PATCH', `/api/admin/courses/${course.id}`, { title: 'Renamed' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(ADMIN_COURSE_MESSAGES.deleted);
    expect((await asAdmin('POST', `/api/admin/courses/${course.id}/publish`)).statusCode).toBe(409);
    expect((await uploadVideo(freeLecture.id, sampleVideo)).statusCode).toBe(409);
    const listed = (await asAdmin('GET', '/api/admin/courses?pageSize=100')).json().data.items as {
      id: string;
    }[];
    expect(listed.map((item) => item.id)).not.toContain(course.id);
    const all = (await asAdmin('GET', '/api/admin/courses?state=all&q=coroutines')).json().data;
    expect(all.items.map((item: { id: string }) => item.id)).toEqual([course.id]);
    await asAdmin('POST', `/api/admin/courses/${course.id}/restore`);
    expect(await auditOf(course.id, 'course.delete')).toHaveLength(2);
    expect(await auditOf(course.id, 'course.restore')).toHaveLength(2);
  });

  it("'coming soon' lists the course but takes it off sale", async () => {
    const marked = await asAdmin('PUT', `/api/admin/courses/${course.id}/coming-soon`, { comingSoon: true });
    expect(marked.json().data).toMatchObject({ status: 'coming soon', comingSoon: true, state: 'published' });
    expect((await publicView(course.id, keyword)).listed).toBe(true);
    const order = await send(learner, 'POST', '/api/payment/createOrder', { courseId: course.id });
    expect(order.statusCode).toBe(400);
    const back = await asAdmin('PUT', `/api/admin/courses/${course.id}/coming-soon`, { comingSoon: false });
    expect(back.json().data.status).toBe('published');
  });
});

describe('editing a course', () => {
  it('edits any field, keeps the search text and prices right, and audits before and after', async () => {
    const ravi = (
      await asAdmin('POST', '/api/admin/instructors', { name: 'Ravi Shankar', designation: 'Android GDE' })
    ).json().data;
    const course = await newCourse('Jetpack Compose in Practice');
    const edited = await asAdmin('PATCH', `/api/admin/courses/${course.id}`, {
      subject: 'Android',
      realPrice: 4999.5,
      discountedPrice: null,
      level: 'Intermediate',
      whatYouWillLearn: ['State hoisting', 'Navigation'],
      instructorId: ravi.id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      subject: 'Android',
      realPrice: 4999.5,
      discountedPrice: null,
      level: 'Intermediate',
      whatYouWillLearn: ['State hoisting', 'Navigation'],
      instructor: { id: ravi.id, name: 'Ravi Shankar', designation: 'Android GDE' },
    });
    const [stored] = await db.select().from(courses).where(eq(courses.id, course.id));
    expect(stored).toMatchObject({ realPricePaise: 499_950, discountedPricePaise: null });
    expect(stored?.searchText).toContain('Ravi Shankar');
    const [entry] = await auditOf(course.id, 'course.update');
    expect(entry?.before).toEqual({
      subject: 'Mobile Development',
      realPrice: 2999,
      discountedPrice: 999,
      level: 'Beginner',
      whatYouWillLearn: [],
      instructorId: null,
    });

    // A new instructor name is searched for in their courses too.
    await asAdmin('PATCH', `/api/admin/instructors/${ravi.id}`, { name: 'Ravi S. Iyer' });
    const [renamed] = await db.select().from(courses).where(eq(courses.id, course.id));
    expect(renamed?.searchText).toContain('Ravi S. Iyer');
  });

  it.each([
    [{ discountedPrice: 5000 }, ADMIN_COURSE_MESSAGES.discountNotBelowPrice],
    [{ realPrice: 0 }, 'Price must be at least ₹1.'],
    [{ realPrice: 10.005 }, 'Price takes at most two decimals.'],
    [{ level: 'Expert' }, 'Level must be Beginner, Intermediate or Advanced.'],
    [{ title: 'ab' }, 'Title must be at least 3 characters.'],
    [{}, 'Nothing to change.'],
  ])('refuses %o in plain words', async (patch, message) => {
    const course = await newCourse('Validation Course');
    const response = await asAdmin('PATCH', `/api/admin/courses/${course.id}`, patch);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('answers 404 for missing courses, chapters, lectures and instructors', async () => {
    const id = randomUUID();
    for (const [method, url, payload] of [
      ['GET', `/api/admin/courses/${id}`],
      ['PATCH', `/api/admin/courses/${id}`, { title: 'Nobody' }],
      ['POST', `/api/admin/courses/${id}/chapters`, { name: 'Nowhere' }],
      ['PATCH', `/api/admin/chapters/${id}`, { name: 'Nowhere' }],
      ['POST', `/api/admin/chapters/${id}/lectures`, { title: 'Nothing' }],
      ['PATCH', `/api/admin/lectures/${id}`, { free: true }],
      ['DELETE', `/api/admin/lectures/${id}`],
      ['PATCH', `/api/admin/instructors/${id}`, { name: 'No One' }],
      [
        'POST',
        '/api/admin/courses',
        { title: 'Orphan course', subject: 'Misc', realPrice: 10, instructorId: id },
      ],
    ] as const) {
      const response = await asAdmin(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().success).toBe(false);
    }
    expect((await asAdmin('GET', '/api/admin/courses/not-a-uuid')).json().message).toBe('Course not found');
  });

  it('replaces FAQs and roadmap as ordered lists, shown on the public pages', async () => {
    const course = await newCourse('Roadmap Course', { comingSoon: true });
    await asAdmin('POST', `/api/admin/courses/${course.id}/publish`);
    const faqs = await asAdmin('PUT', `/api/admin/courses/${course.id}/faqs`, {
      faqs: [
        { question: 'Is it online?', answer: 'Yes, fully.' },
        { question: 'Do I get a certificate?', answer: 'Yes.' },
      ],
    });
    expect(faqs.statusCode, faqs.body).toBe(200);
    expect(faqs.json().data.faqs.map((faq: { question: string }) => faq.question)).toEqual([
      'Is it online?',
      'Do I get a certificate?',
    ]);
    const roadmap = await asAdmin('PUT', `/api/admin/courses/${course.id}/roadmap`, {
      steps: [
        { title: 'Basics', description: 'Syntax and tools', icon: '📘' },
        { title: 'Project', description: 'Ship an app', icon: ' 👩🏽‍💻 ' },
      ],
    });
    expect(roadmap.json().data.roadmap).toEqual([
      expect.objectContaining({ title: 'Basics', icon: '📘' }),
      expect.objectContaining({ title: 'Project', icon: '👩🏽‍💻' }),
    ]);
    // The public roadmap answers the same emoji, not an asset URL.
    const shown = (await send(undefined, 'GET', `/api/roadmap/getRoadmapById/${course.id}`)).json().roadmaps;
    expect(shown.map((step: { icon: string }) => step.icon)).toEqual(['📘', '👩🏽‍💻']);
    const page = (
      await send(undefined, 'POST', '/api/courses/getCourseDetails', { courseId: course.id })
    ).json();
    expect(page.data.details.faq).toHaveLength(2);
  });

  it('refuses a roadmap icon that is not an emoji (an image URL, a path, a word) and keeps the saved one', async () => {
    const course = await newCourse('Emoji Roadmap Course');
    const saved = await asAdmin('PUT', `/api/admin/courses/${course.id}/roadmap`, {
      steps: [{ title: 'Basics', description: 'Syntax', icon: '🧠' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const icon of [
      'https://cdn.example/icons/book.svg',
      '/images/roadmap/book.svg',
      'book',
      'Book 📘',
      '📘📘📘',
      '',
    ]) {
      const bad = await asAdmin('PUT', `/api/admin/courses/${course.id}/roadmap`, {
        steps: [{ title: 'Basics', description: 'Syntax', icon }],
      });
      expect(bad.statusCode, icon).toBe(400);
      expect(bad.json().message, icon).toBe(ROADMAP_ICON_MESSAGE);
    }
    const detail = (await asAdmin('GET', `/api/admin/courses/${course.id}`)).json().data;
    expect(detail.roadmap.map((step: { icon: string }) => step.icon)).toEqual(['🧠']);
  });
});

describe('chapters and lectures in order', () => {
  it('reorders chapters with the full list and refuses lists that do not match', async () => {
    const course = await newCourse('Reorder Course');
    const [a, b, c] = [
      await newChapter(course.id, 'A'),
      await newChapter(course.id, 'B'),
      await newChapter(course.id, 'C'),
    ];
    const reordered = await asAdmin('PUT', `/api/admin/courses/${course.id}/chapters/order`, {
      chapterIds: [c.id, a.id, b.id],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(
      reordered
        .json()
        .data.map((chapter: { name: string; position: number }) => [chapter.name, chapter.position]),
    ).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
    const other = await newChapter((await newCourse('Other Course')).id, 'Elsewhere');
    for (const [chapterIds, status, message] of [
      [[c.id, a.id], 409, ADMIN_COURSE_MESSAGES.chapterListChanged],
      [[c.id, a.id, other.id], 409, ADMIN_COURSE_MESSAGES.chapterListChanged],
      [[c.id, a.id, b.id, other.id], 409, ADMIN_COURSE_MESSAGES.chapterListChanged],
      [[c.id, a.id, a.id], 400, 'Chapter ids names an id more than once.'],
      [[c.id, 'a', b.id], 400, ADMIN_COURSE_MESSAGES.chapterMissing],
    ] as const) {
      const refused = await asAdmin('PUT', `/api/admin/courses/${course.id}/chapters/order`, { chapterIds });
      expect(refused.statusCode).toBe(status);
      expect(refused.json()).toEqual({ success: false, message });
    }
    expect((await detailOf(course.id)).chapters.map((chapter: { name: string }) => chapter.name)).toEqual([
      'C',
      'A',
      'B',
    ]);
    const [entry] = await auditOf(course.id, 'chapter.reorder');
    expect(entry).toMatchObject({
      before: { chapterIds: [a.id, b.id, c.id] },
      after: { chapterIds: [c.id, a.id, b.id] },
    });
  });

  it('reorders lectures within a chapter and moves them between chapters of the same course', async () => {
    const course = await newCourse('Moving Course');
    const first = await newChapter(course.id, 'First');
    const second = await newChapter(course.id, 'Second');
    const [l1, l2, l3] = [
      await newLecture(first.id, 'One'),
      await newLecture(first.id, 'Two'),
      await newLecture(first.id, 'Three'),
    ];
    const l4 = await newLecture(second.id, 'Four');
    await uploadVideo(l2.id, sampleVideo);

    const within = await asAdmin('PUT', `/api/admin/chapters/${first.id}/lectures/order`, {
      lectureIds: [l3.id, l1.id, l2.id],
    });
    expect(within.statusCode, within.body).toBe(200);
    // Two moves into the second chapter, at chosen places.
    const moved = await asAdmin('PUT', `/api/admin/chapters/${second.id}/lectures/order`, {
      lectureIds: [l2.id, l4.id, l3.id],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const shape = (
      moved.json().data as {
        name: string;
        duration: string;
        lectures: { title: string; position: number }[];
      }[]
    ).map((chapter) => [
      chapter.name,
      chapter.duration,
      chapter.lectures.map((lecture) => `${lecture.title}@${lecture.position}`),
    ]);
    expect(shape).toEqual([
      ['First', '0s', ['One@0']],
      ['Second', '6s', ['Two@0', 'Four@1', 'Three@2']],
    ]);
    expect((await detailOf(course.id)).totalLecture).toBe(4);

    const foreign = await newLecture(
      (await newChapter((await newCourse('Foreign Course')).id, 'X')).id,
      'Foreign',
    );
    for (const lectureIds of [
      [l2.id, l4.id], // leaves out one of the chapter's own
      [l2.id, l4.id, l3.id, foreign.id], // another course's lecture
      [l2.id, l4.id, l3.id, randomUUID()],
    ]) {
      const refused = await asAdmin('PUT', `/api/admin/chapters/${second.id}/lectures/order`, { lectureIds });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(ADMIN_COURSE_MESSAGES.lectureListChanged);
    }

    // Only an empty chapter can be deleted; deleting a lecture closes the gap and keeps the count.
    const notEmpty = await asAdmin('DELETE', `/api/admin/chapters/${first.id}`);
    expect(notEmpty.statusCode).toBe(409);
    expect(notEmpty.json().message).toBe(ADMIN_COURSE_MESSAGES.chapterNotEmpty);
    expect((await asAdmin('DELETE', `/api/admin/lectures/${l1.id}`)).statusCode).toBe(200);
    expect((await asAdmin('DELETE', `/api/admin/chapters/${first.id}`)).statusCode).toBe(200);
    expect((await asAdmin('DELETE', `/api/admin/lectures/${l4.id}`)).statusCode).toBe(200);
    const detail = await detailOf(course.id);
    expect(detail.totalLecture).toBe(2);
    expect(detail.chapters).toEqual([
      expect.objectContaining({
        name: 'Second',
        position: 0,
        lectures: [
          expect.objectContaining({ title: 'Two', position: 0 }),
          expect.objectContaining({ title: 'Three', position: 1 }),
        ],
      }),
    ]);
  });

  it('renames chapters and edits lectures, audited', async () => {
    const course = await newCourse('Editing Course');
    const chapter = await newChapter(course.id, 'Intro');
    const lecture = await newLecture(chapter.id, 'Hello');
    const renamed = await asAdmin('PATCH', `/api/admin/chapters/${chapter.id}`, { name: 'Introduction' });
    expect(renamed.json().data.name).toBe('Introduction');
    const edited = await asAdmin('PATCH', `/api/admin/lectures/${lecture.id}`, {
      title: 'Hello, world',
      free: true,
    });
    expect(edited.json().data).toMatchObject({ title: 'Hello, world', free: true });
    const [entry] = await auditOf(lecture.id, 'lecture.update');
    expect(entry).toMatchObject({
      before: { title: 'Hello', free: false },
      after: { title: 'Hello, world', free: true },
    });
  });
});

describe('lecture uploads', () => {
  let lectureId: string;
  beforeAll(async () => {
    const course = await newCourse('Upload Course');
    lectureId = (await newLecture((await newChapter(course.id, 'Media')).id, 'Clip')).id;
  });
  const lectureRow = async () => (await db.select().from(lectures).where(eq(lectures.id, lectureId)))[0];

  it('refuses a file that is not an MP4 whatever its name says, and one that only starts like one', async () => {
    const before = await storedKeys(app.storage, 'lecture-media/');
    const renamed = await uploadVideo(lectureId, png, 'holiday.mp4');
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json()).toEqual({ success: false, message: ADMIN_COURSE_MESSAGES.videoWrongType });
    const pdf = await uploadVideo(lectureId, sampleNotes, 'lecture.mp4');
    expect(pdf.statusCode).toBe(415);
    const cut = await uploadVideo(lectureId, sampleVideo.subarray(0, 20_000));
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toBe(ADMIN_COURSE_MESSAGES.videoUnreadable);
    const notes = await uploadAs(
      admin,
      `/api/admin/lectures/${lectureId}/notes`,
      'notes',
      'notes.pdf',
      'application/pdf',
      png,
    );
    expect(notes.statusCode).toBe(415);
    expect(notes.json().message).toBe(ADMIN_COURSE_MESSAGES.notesWrongType);
    const wrongField = await uploadAs(
      admin,
      `/api/admin/lectures/${lectureId}/video`,
      'file',
      'a.mp4',
      'video/mp4',
      sampleVideo,
    );
    expect(wrongField.statusCode).toBe(400);
    const json = await asAdmin('PUT', `/api/admin/lectures/${lectureId}/video`, { video: 'x' });
    expect(json.statusCode).toBe(415);
    expect(await lectureRow()).toMatchObject({ videoKey: null, notesKey: null, durationSeconds: null });
    expect(await storedKeys(app.storage, 'lecture-media/')).toEqual(before);
  });

  it('refuses an upload over the limit from its Content-Length, before reading the body, and closes the connection', async () => {
    const { port } = new URL(address);
    const head =
      `PUT /api/admin/lectures/${lectureId}/video HTTP/1.1\r\n` +
      'Host: 127.0.0.1\r\n' +
      `Cookie: ${admin.cookie}\r\n` +
      'Content-Type: multipart/form-data; boundary=----pathshala-form-boundary\r\n' +
      `Content-Length: ${config.uploads.lectureVideoMaxBytes + 1024 * 1024}\r\n\r\n`;
    // Only the start of the body is ever sent: a server that tried to read it all would never answer.
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', () => {});
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
      socket.write(head);
      socket.write(multipartBody('video', 'big.mp4', 'video/mp4', sampleVideo).payload.subarray(0, 4096));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain(ADMIN_COURSE_MESSAGES.videoTooLarge(config.uploads.lectureVideoMaxBytes));
    expect((await lectureRow())?.videoKey).toBeNull();
  });

  it('cuts off a streamed upload at the configured limit with 413 and keeps nothing', async () => {
    const smallAdmin = await signedInLearner(small.app, small.db, { role: 'admin' });
    const course = await createCourse(small.db);
    const chapter = (
      await small.app.inject({
        method: 'POST',
        url: `/api/admin/courses/${course.id}/chapters`,
        headers: { cookie: smallAdmin.cookie },
        payload: { name: 'One' },
      })
    ).json().data;
    const lecture = (
      await small.app.inject({
        method: 'POST',
        url: `/api/admin/chapters/${chapter.id}/lectures`,
        headers: { cookie: smallAdmin.cookie },
        payload: { title: 'Big' },
      })
    ).json().data;
    const body = multipartBody('video', 'big.mp4', 'video/mp4', otherVideo);
    const response = await small.app.inject({
      method: 'PUT',
      url: `/api/admin/lectures/${lecture.id}/video`,
      headers: { cookie: smallAdmin.cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(ADMIN_COURSE_MESSAGES.videoTooLarge(64 * 1024));
    expect(await storedKeys(small.app.storage, 'lecture-media/')).toEqual([]);
  });

  it('keeps serving the old video until the new one is stored, then deletes the old file; a retry just works', async () => {
    const first = await uploadVideo(lectureId, sampleVideo);
    expect(first.statusCode, first.body).toBe(200);
    const oldKey = (await lectureRow())?.videoKey ?? '';
    expect(await app.storage.size(oldKey)).toBe(sampleVideo.length);
    const buyer = await signedInLearner(app, db);
    const courseId = (await findLecture(db, lectureId))?.courseId ?? '';
    await asAdmin('POST', `/api/admin/courses/${courseId}/publish`, { publishAnyway: true });
    await buy(buyer, courseId);
    const video = await signedVideoPath(buyer, lectureId);

    const storage = app.storage;
    const putFile = storage.putFile;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived = () => {};
    const storing = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    storage.putFile = async (...args) => {
      arrived();
      await gate;
      return putFile(...args);
    };
    try {
      const replacing = uploadVideo(lectureId, otherVideo);
      await storing;
      const during = await app.inject({ method: 'GET', url: video });
      expect(during.statusCode).toBe(200);
      expect(during.rawPayload.equals(sampleVideo)).toBe(true);
      release();
      const replaced = await replacing;
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(replaced.json().data.durationSeconds).toBe(mp4DurationSeconds(new Uint8Array(otherVideo)));
    } finally {
      storage.putFile = putFile;
    }
    const after = await app.inject({ method: 'GET', url: video });
    expect(after.rawPayload.equals(otherVideo)).toBe(true);
    expect(await app.storage.size(oldKey)).toBeNull();

    // The same call again (a retry after a lost answer) stores it once more and leaves one file.
    const retried = await uploadVideo(lectureId, otherVideo);
    expect(retried.statusCode).toBe(200);
    expect(await storedKeys(app.storage, `lecture-media/${lectureId}/`)).toEqual([
      (await lectureRow())?.videoKey,
    ]);
    expect(await auditOf(lectureId, 'lecture.video')).toHaveLength(3);
  });

  it("tells a live course's learners of a lecture's first video, once; a replaced video tells no one", async () => {
    const live = await newCourse(`Notified ${randomUUID().slice(0, 8)}`);
    const chapter = await newChapter(live.id, 'Week one');
    const opening = await newLecture(chapter.id, 'Opening', true);
    const later = await newLecture(chapter.id, 'Later');
    expect((await uploadVideo(opening.id, sampleVideo)).statusCode).toBe(200);
    await asAdmin('POST', `/api/admin/courses/${live.id}/publish`, { publishAnyway: true });
    const buyer = await signedInLearner(app, db);
    const stranger = await signedInLearner(app, db);
    await buy(buyer, live.id);

    expect((await uploadVideo(later.id, sampleVideo)).statusCode).toBe(200);
    expect((await uploadVideo(later.id, otherVideo)).statusCode).toBe(200);
    const told = await db
      .select({ userId: notifications.userId, dedupeKey: notifications.dedupeKey })
      .from(notifications)
      .where(eq(notifications.kind, 'lectureAdded'));
    const about = told.filter((row) => row.dedupeKey === `lecture:${later.id}`);
    expect(about).toEqual([{ userId: buyer.user.id, dedupeKey: `lecture:${later.id}` }]);
    expect(told.some((row) => row.userId === stranger.user.id)).toBe(false);
  });

  it('sweeps files no lecture points to once they are old', async () => {
    const orphan = `lecture-media/${lectureId}/${'0'.repeat(32)}.mp4`;
    await app.storage.put(orphan, sampleVideo);
    expect(await sweepOrphanCourseFiles(db, app.storage, config.dataDir)).toBe(0);
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    expect(await sweepOrphanCourseFiles(db, app.storage, config.dataDir, later)).toBe(1);
    expect(await app.storage.size(orphan)).toBeNull();
    expect(await app.storage.size((await lectureRow())?.videoKey ?? '')).not.toBeNull();
  });
  it('takes WebVTT captions for a lecture with a video, checked by content, and drops them with a new video', async () => {
    // A lecture of its own: the other tests here count this one's files and audit entries.
    const course = await newCourse('Captions Course');
    const lectureId = (await newLecture((await newChapter(course.id, 'Captioned')).id, 'Clip')).id;
    const lectureRow = async () => (await db.select().from(lectures).where(eq(lectures.id, lectureId)))[0];
    const captions = (body: Buffer, name = 'captions.vtt') =>
      uploadAs(admin, `/api/admin/lectures/${lectureId}/captions`, 'captions', name, 'text/vtt', body);
    const early = await captions(SAMPLE_CAPTIONS);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(ADMIN_COURSE_MESSAGES.captionsNeedVideo);
    expect((await uploadVideo(lectureId, sampleVideo)).statusCode).toBe(200);
    const subtitles = await captions(
      Buffer.from('1\n00:00:00,000 --> 00:00:02,000\nHello\n'),
      'subtitles.vtt',
    );
    expect(subtitles.statusCode).toBe(415);
    expect(subtitles.json().message).toBe(ADMIN_COURSE_MESSAGES.captionsWrongType);
    const saved = await captions(Buffer.concat([Buffer.from('\uFEFF'), SAMPLE_CAPTIONS]));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.hasCaptions).toBe(true);
    const { captionsKey } = (await lectureRow()) ?? {};
    expect(captionsKey).toMatch(/^lecture-media\/.+\.vtt$/);
    expect(await app.storage.size(captionsKey ?? '')).toBeGreaterThan(0);
    // A new video drops the captions (they were timed to the old one) and deletes their file.
    expect((await uploadVideo(lectureId, sampleVideo)).json().data.hasCaptions).toBe(false);
    expect(await app.storage.size(captionsKey ?? '')).toBeNull();
  });
});

describe('images and instructors', () => {
  it('stores course images re-encoded and resized, served publicly, and deletes the replaced one', async () => {
    const course = await newCourse('Image Course');
    const first = await uploadAs(
      admin,
      `/api/admin/courses/${course.id}/images/thumbnail`,
      'image',
      'a.png',
      'image/png',
      png,
    );
    expect(first.statusCode, first.body).toBe(200);
    const thumbnail = first.json().data.thumbnail as string;
    expect(thumbnail).toMatch(/^https?:\/\/[^/]+\/api\/catalogue-images\/[a-f0-9]{32}\.webp$/);
    const served = await app.inject({ method: 'GET', url: new URL(thumbnail).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 800, height: 400 });

    const cover = await uploadAs(
      admin,
      `/api/admin/courses/${course.id}/images/cover`,
      'image',
      'b.png',
      'image/png',
      png,
    );
    expect(cover.json().data.coverPhoto).toMatch(/\/api\/catalogue-images\//);
    const second = await uploadAs(
      admin,
      `/api/admin/courses/${course.id}/images/thumbnail`,
      'image',
      'c.png',
      'image/png',
      png,
    );
    expect(second.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: new URL(thumbnail).pathname })).statusCode).toBe(404);

    const fake = await uploadAs(
      admin,
      `/api/admin/courses/${course.id}/images/thumbnail`,
      'image',
      'x.png',
      'image/png',
      sampleNotes,
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe(ADMIN_COURSE_MESSAGES.imageWrongType);
    expect(
      (await app.inject({ method: 'GET', url: `/api/catalogue-images/${'a'.repeat(32)}.webp` })).statusCode,
    ).toBe(404);
  });

  it('lists, creates and edits instructors with a square photo, and shows which account teaches as each', async () => {
    const created = await asAdmin('POST', '/api/admin/instructors', {
      name: 'Meenakshi Sundaram',
      designation: 'Staff Engineer',
      description: 'Teaches systems.\nLoves tea.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const instructor = created.json().data;
    expect(instructor).toMatchObject({ courseCount: 0, account: null });
    const photo = await uploadAs(
      admin,
      `/api/admin/instructors/${instructor.id}/photo`,
      'photo',
      'me.png',
      'image/png',
      png,
    );
    expect(photo.statusCode, photo.body).toBe(200);
    const served = await app.inject({ method: 'GET', url: new URL(photo.json().data.profilePhoto).pathname });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 512, height: 512 });

    const teacher = await signedInLearner(app, db);
    await asAdmin('PUT', `/api/admin/users/${teacher.user.id}/role`, {
      role: 'instructor',
      instructorId: instructor.id,
    });
    const found = (await asAdmin('GET', '/api/admin/instructors?q=meenakshi')).json().data;
    expect(found.items).toEqual([
      expect.objectContaining({
        id: instructor.id,
        account: expect.objectContaining({ id: teacher.user.id }),
      }),
    ]);
    const unlinked = (await asAdmin('GET', '/api/admin/instructors?unlinked=true&pageSize=100')).json().data;
    expect(unlinked.items.map((item: { id: string }) => item.id)).not.toContain(instructor.id);

    const edited = await asAdmin('PATCH', `/api/admin/instructors/${instructor.id}`, {
      designation: 'Principal Engineer',
    });
    expect(edited.json().data.designation).toBe('Principal Engineer');
    const [entry] = await auditOf(instructor.id, 'instructor.update');
    expect(entry).toMatchObject({
      before: { designation: 'Staff Engineer' },
      after: { designation: 'Principal Engineer' },
    });
    expect((await send(learner, 'GET', '/api/admin/instructors')).statusCode).toBe(403);
  });
});

describe('lecture uploads to S3-compatible storage', () => {
  it('streams the video to the object store with its type, and replaces it there', async () => {
    const s3Admin = await signedInLearner(onS3.app, onS3.db, { role: 'admin' });
    const course = await createCourse(onS3.db);
    const inject = (method: string, url: string, payload: object) =>
      onS3.app.inject({ method: method as 'POST', url, headers: { cookie: s3Admin.cookie }, payload });
    const chapter = (
      await inject('POST', `/api/admin/courses/${course.id}/chapters`, { name: 'Cloud' })
    ).json().data;
    const lecture = (
      await inject('POST', `/api/admin/chapters/${chapter.id}/lectures`, { title: 'Up' })
    ).json().data;
    const put = (bytes: Buffer) => {
      const body = multipartBody('video', 'lecture.mp4', 'video/mp4', bytes);
      return onS3.app.inject({
        method: 'PUT',
        url: `/api/admin/lectures/${lecture.id}/video`,
        headers: { cookie: s3Admin.cookie, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    expect((await put(sampleVideo)).statusCode).toBe(200);
    const first = (await findLecture(onS3.db, lecture.id))?.lecture.videoKey ?? '';
    expect(await onS3.app.storage.size(first)).toBe(sampleVideo.length);
    const presigned = await onS3.app.storage.presignedUrl?.(first, 60);
    const fetched = await fetch(String(presigned));
    expect(fetched.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await fetched.arrayBuffer()).equals(sampleVideo)).toBe(true);

    expect((await put(otherVideo)).statusCode).toBe(200);
    const second = (await findLecture(onS3.db, lecture.id))?.lecture.videoKey ?? '';
    expect(await onS3.app.storage.size(second)).toBe(otherVideo.length);
    expect(await onS3.app.storage.size(first)).toBeNull();
  });
});
