import { END_OF_LECTURES, NO_PREVIOUS_LECTURE } from '@pathshala/shared/learning';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courses, instructors, lectures } from '../../db/schema/catalogue.ts';
import { enrollments, orders } from '../../db/schema/commerce.ts';
import { buildTestApp, sessionCookieOf } from '../../testing/build-test-app.ts';
import { createChapter, createCourse, createUser } from '../../testing/factories.ts';
import { watchingSince } from '../../testing/watching.ts';
import { refundOrder } from '../commerce/service.ts';

const { app, db } = await buildTestApp();
const VIDEO_KEY = 'videos/learning-test.mp4';
const NOTES_KEY = 'notes/learning-test.pdf';
const video = Buffer.alloc(4096, 7);

type Role = 'visitor' | 'stranger' | 'enrolled' | 'refunded' | 'admin';
const cookies: Record<Role, string> = { visitor: '', stranger: '', enrolled: '', refunded: '', admin: '' };
let courseId = '';
let lectureIds: string[] = [];
let chapterId = '';

async function login(role: 'learner' | 'admin') {
  const { user, password } = await createUser(db, { role });
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: user.email, password },
  });
  return { user, cookie: sessionCookieOf(response) ?? '' };
}

beforeAll(async () => {
  await app.storage.put(VIDEO_KEY, video);
  await app.storage.put(NOTES_KEY, Buffer.from('%PDF-1.4 notes'));
  const course = await createCourse(db, { title: 'Node.js Backend' });
  courseId = course.id;
  const first = await createChapter(
    db,
    courseId,
    [
      { title: 'Intro', free: true, videoKey: VIDEO_KEY },
      { title: 'Express', videoKey: VIDEO_KEY },
    ],
    { position: 0 },
  );
  const second = await createChapter(db, courseId, [{ title: 'Databases', videoKey: VIDEO_KEY }], {
    position: 1,
  });
  chapterId = first.chapter.id;
  lectureIds = [...first.lectures, ...second.lectures].map((lecture) => lecture.id);
  // Every video is 100 s long, as read from the file; the certificate states the course's hours.
  await db.update(lectures).set({ durationSeconds: 100 });
  const [instructor] = await db
    .insert(instructors)
    .values({ name: 'Farhan Siddiqui', designation: 'Staff Backend Engineer' })
    .returning();
  await db.update(courses).set({ instructorId: instructor?.id }).where(eq(courses.id, courseId));
  await db
    .update(lectures)
    .set({ notesKey: NOTES_KEY })
    .where(eq(lectures.id, lectureIds[1] ?? ''));

  cookies.stranger = (await login('learner')).cookie;
  const enrolled = await login('learner');
  cookies.enrolled = enrolled.cookie;
  enrolledUserId = enrolled.user.id;
  await db.insert(enrollments).values({ userId: enrolled.user.id, courseId });
  const refunded = await login('learner');
  cookies.refunded = refunded.cookie;
  await db.insert(enrollments).values({ userId: refunded.user.id, courseId, status: 'revoked' });
  cookies.admin = (await login('admin')).cookie;
});

let enrolledUserId = '';

const post = (role: Role, url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, headers: cookies[role] ? { cookie: cookies[role] } : {} });
const get = (role: Role, url: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...(cookies[role] ? { cookie: cookies[role] } : {}), ...headers },
  });

describe('access matrix', () => {
  const expected: Record<Role, number> = {
    visitor: 401,
    stranger: 403,
    enrolled: 200,
    refunded: 403,
    admin: 200,
  };

  it.each(Object.entries(expected) as [Role, number][])(
    '%s: course details, chapter, locked lecture → %i',
    async (role, status) => {
      expect((await post(role, '/api/courses/getPurchasedCourseDetails', { courseId })).statusCode).toBe(
        status,
      );
      expect((await post(role, '/api/chapters/getChapterDetails', { chapterId })).statusCode).toBe(status);
      expect(
        (await post(role, '/api/lectures/getLectureDetails', { lectureId: lectureIds[1] })).statusCode,
      ).toBe(status);
      expect(
        (await post(role, '/api/lectures/getNextLecture', { lectureId: lectureIds[0] })).statusCode,
      ).toBe(status);
      expect((await post(role, '/api/access/grantaccess', { lectureId: lectureIds[1] })).statusCode).toBe(
        status,
      );
    },
  );

  it('lets any logged-in learner open a free lecture, but not the locked one after it', async () => {
    const free = await post('stranger', '/api/lectures/getLectureDetails', { lectureId: lectureIds[0] });
    expect(free.statusCode).toBe(200);
    expect(free.json().data.currentLecture.video).toMatch(
      /^http:\/\/localhost:3000\/api\/media\/lectures\/.+\/video\?u=[0-9a-f-]{36}&e=\d+&s=[a-f0-9]{64}$/,
    );
    expect(
      (await post('stranger', '/api/lectures/getNextLecture', { lectureId: lectureIds[0] })).statusCode,
    ).toBe(403);
  });

  it('streams media to the learner it was signed for, with or without a cookie, never to another learner', async () => {
    const details = await post('enrolled', '/api/lectures/getLectureDetails', { lectureId: lectureIds[1] });
    const videoUrl: string = details.json().data.currentLecture.video;
    const own = await get('enrolled', videoUrl, { range: 'bytes=0-99' });
    expect(own.statusCode).toBe(206);
    expect(own.headers['cache-control']).toContain('private');
    expect(own.rawPayload.length).toBe(100);
    expect((await get('stranger', videoUrl)).statusCode).toBe(403);
    // A native or cross-origin player sends no cookie: the signed URL alone plays, for its learner.
    expect((await get('visitor', videoUrl, { range: 'bytes=0-9' })).statusCode).toBe(206);
    const adminUrl = (
      await post('admin', '/api/lectures/getLectureDetails', { lectureId: lectureIds[1] })
    ).json().data.currentLecture.video;
    expect((await get('admin', adminUrl)).statusCode).toBe(200);
  });

  it('refuses tampered and expired signatures', async () => {
    const url: string = (
      await post('enrolled', '/api/lectures/getLectureDetails', { lectureId: lectureIds[1] })
    ).json().data.currentLecture.video;
    const tampered = url.replace(/s=([a-f0-9])/, (_match, first: string) => `s=${first === 'a' ? 'b' : 'a'}`);
    expect((await get('enrolled', tampered)).statusCode).toBe(403);
    const expired = url.replace(/e=\d+/, 'e=1000');
    expect((await get('enrolled', expired)).statusCode).toBe(403);
    const otherLecture = url.replace(lectureIds[1] ?? '', lectureIds[2] ?? '');
    expect((await get('enrolled', otherLecture)).statusCode).toBe(403);
  });
});

describe('lecture navigation', () => {
  it('walks the course in order with the spec markers at both ends', async () => {
    const next = await post('enrolled', '/api/lectures/getNextLecture', { lectureId: lectureIds[1] });
    expect(next.json().data).toBe(lectureIds[2]);
    const end = await post('enrolled', '/api/lectures/getNextLecture', { lectureId: lectureIds[2] });
    expect(end.json().data).toBe(END_OF_LECTURES);
    const previous = await post('enrolled', '/api/lectures/getPreLecture', { lectureId: lectureIds[2] });
    expect(previous.json().data).toBe(lectureIds[1]);
    const start = await post('enrolled', '/api/lectures/getPreLecture', { lectureId: lectureIds[0] });
    expect(start.json().data).toBe(NO_PREVIOUS_LECTURE);
  });
});

describe('notes', () => {
  it('signs the notes of an enrolled learner, records Get Notes, and answers 404 where there are none', async () => {
    await post('enrolled', '/api/access/removeaccess', { lectureId: lectureIds[1] });
    const before = await post('enrolled', '/api/lectures/getLectureDetails', { lectureId: lectureIds[1] });
    expect(before.json().data.currentLecture).toMatchObject({ hasNotes: true, notesTaken: false });
    const granted = await post('enrolled', '/api/access/grantaccess', { lectureId: lectureIds[1] });
    expect(granted.statusCode).toBe(200);
    const notesLink: string = granted.json().data.notesLink;
    const pdf = await get('enrolled', notesLink);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const after = await post('enrolled', '/api/lectures/getLectureDetails', { lectureId: lectureIds[1] });
    expect(after.json().data.currentLecture.notesTaken).toBe(true);
    expect((await get('stranger', notesLink)).statusCode).toBe(403);
    expect((await post('enrolled', '/api/access/grantaccess', { lectureId: lectureIds[0] })).statusCode).toBe(
      404,
    );
    const removed = await post('enrolled', '/api/access/removeaccess', { lectureId: lectureIds[1] });
    expect(removed.json()).toEqual({ success: true, message: 'Notes access removed' });
  });

  it('gives every lecture of a purchased course its signed video and notes links', async () => {
    const details = (await post('enrolled', '/api/courses/getPurchasedCourseDetails', { courseId })).json()
      .data.details;
    const [intro, express, databases] = details.chapters.flatMap(
      (chapter: { lectures: { video: string; notesLink: string }[] }) => chapter.lectures,
    );
    for (const lecture of [intro, express, databases]) {
      expect(lecture.video).toMatch(/^http:\/\/localhost:3000\/api\/media\/lectures\/.+\/video\?/);
      expect((await get('visitor', lecture.video, { range: 'bytes=0-9' })).statusCode).toBe(206);
    }
    expect(intro.notesLink).toBe('');
    expect(express.notesLink).toMatch(/\/notes\?u=/);
    expect((await get('visitor', express.notesLink)).statusCode).toBe(200);
  });

  it('signs the captions of a video that has them, and no captions link where there are none', async () => {
    await app.storage.put(
      'captions/learning-test.vtt',
      Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n'),
    );
    await db
      .update(lectures)
      .set({ captionsKey: 'captions/learning-test.vtt' })
      .where(eq(lectures.id, lectureIds[1] ?? ''));
    const lecture = (
      await post('enrolled', '/api/lectures/getLectureDetails', { lectureId: lectureIds[1] })
    ).json().data.currentLecture;
    expect(lecture.captions).toMatch(/^http:\/\/localhost:3000\/api\/media\/lectures\/.+\/captions\?u=/);
    const captions = await get('visitor', lecture.captions);
    expect(captions.statusCode).toBe(200);
    expect(captions.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(captions.body.startsWith('WEBVTT')).toBe(true);
    // A captions signature does not open the video, and another learner's browser gets nothing.
    expect((await get('visitor', lecture.captions.replace('/captions?', '/video?'))).statusCode).toBe(403);
    expect((await get('stranger', lecture.captions)).statusCode).toBe(403);
    const intro = (
      await post('enrolled', '/api/lectures/getLectureDetails', { lectureId: lectureIds[0] })
    ).json().data.currentLecture;
    expect(intro.captions).toBe('');
  });
});

describe('progress', () => {
  // Each report comes an hour after the last one, so the wall clock never limits what these tests report.
  const report = async (lectureId: string, positionSeconds: number, extra: object = {}) => {
    await watchingSince(db, enrolledUserId, [lectureId]);
    return post('enrolled', '/api/lectures/progress', {
      lectureId,
      positionSeconds,
      durationSeconds: 100,
      // Played from the start to here, as the player's `video.played` says after watching straight through.
      played: [[0, positionSeconds]],
      ...extra,
    });
  };

  it('is idempotent and monotonic, completes at 90 % watched, and feeds my learnings and resume', async () => {
    const first = await report(lectureIds[0] ?? '', 50);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.lecture).toMatchObject({
      completed: false,
      watchedSeconds: 50,
    });
    expect((await report(lectureIds[0] ?? '', 50)).json().data.lecture.watchedSeconds).toBe(50);
    // An older report arriving late does not lower what was watched.
    expect((await report(lectureIds[0] ?? '', 20)).json().data.lecture.watchedSeconds).toBe(50);
    const done = await report(lectureIds[0] ?? '', 91);
    expect(done.json().data.lecture.completed).toBe(true);
    expect(done.json().data.course).toEqual({ progress: 1, totalLessons: 3, certificateId: null });
    expect((await report(lectureIds[0] ?? '', 5)).json().data.lecture.completed).toBe(true);

    await report(lectureIds[1] ?? '', 42, { playbackRate: 1.5 });
    const watched = await report(lectureIds[2] ?? '', 95);
    expect(watched.json().data.course.progress).toBe(2);
    // The player reopens a lecture where it stopped, and a finished one from the start.
    const reopen = async (lectureId = '') =>
      (await post('enrolled', '/api/lectures/getLectureDetails', { lectureId })).json().data.currentLecture;
    expect(await reopen(lectureIds[1])).toMatchObject({ positionSeconds: 42, completed: false });
    expect(await reopen(lectureIds[0])).toMatchObject({ positionSeconds: 0, completed: true });

    const mine = await get('enrolled', '/api/mylearnings/users/getCourseDetails');
    expect(mine.json().data.course).toEqual([
      expect.objectContaining({ courseId, title: 'Node.js Backend', progress: 2, totalLessons: 3 }),
    ]);
    const details = (await post('enrolled', '/api/courses/getPurchasedCourseDetails', { courseId })).json()
      .data.details;
    expect(details).toMatchObject({ progress: 2, totalLessons: 3, playbackRate: 1.5 });
    expect(details.resume.lectureId).toBe(lectureIds[2]);
    const completedFlags = details.chapters.flatMap((chapter: { lectures: { completed: boolean }[] }) =>
      chapter.lectures.map((lecture) => lecture.completed),
    );
    expect(completedFlags).toEqual([true, false, true]);
  });

  it('does not complete a video lecture by seeking to the end or by saying it is done', async () => {
    const seeked = await report(lectureIds[1] ?? '', 99, {
      played: [
        [0, 2],
        [97, 99],
      ],
    });
    expect(seeked.json().data.lecture).toMatchObject({ completed: false });
    const claimed = await report(lectureIds[1] ?? '', 99, { played: [], completed: true });
    expect(claimed.json().data.lecture.completed).toBe(false);
    // Replaying the same stretch counts once.
    const replayed = await report(lectureIds[1] ?? '', 42, { played: [[0, 42]] });
    expect(replayed.json().data.lecture.watchedSeconds).toBe(44);
  });

  it('believes played time only as far as the wall clock allows: reports sent at once add little', async () => {
    const { user, cookie } = await login('learner');
    await db.insert(enrollments).values({ userId: user.id, courseId });
    const burst = () =>
      app.inject({
        method: 'POST',
        url: '/api/lectures/progress',
        headers: { cookie },
        payload: { lectureId: lectureIds[2], positionSeconds: 100, durationSeconds: 100, played: [[0, 100]] },
      });
    // Six reports in a row, each claiming the whole video: the first may have played at most 30 s, each later
    // one at most twice the seconds since the one before (a player at 2x), give or take the network.
    const watched: number[] = [];
    for (let index = 0; index < 6; index += 1)
      watched.push((await burst()).json().data.lecture.watchedSeconds);
    expect(watched[0]).toBe(30);
    expect(watched.at(-1)).toBeLessThan(60);
    expect((await burst()).json().data.lecture.completed).toBe(false);
    // Once a player could have played it (its previous report an hour ago), the same report completes it.
    await watchingSince(db, user.id, [lectureIds[2] ?? '']);
    const later = (await burst()).json().data;
    expect(later.lecture).toMatchObject({ completed: true, watchedSeconds: 100 });
    expect(later.course.certificateId).toBeNull();
  });

  it('refuses unsupported speeds and reports on lectures the learner may not open', async () => {
    expect((await report(lectureIds[1] ?? '', 1, { playbackRate: 3 })).statusCode).toBe(400);
    const stranger = await post('stranger', '/api/lectures/progress', {
      lectureId: lectureIds[1],
      positionSeconds: 1,
      durationSeconds: 100,
    });
    expect(stranger.statusCode).toBe(403);
  });
});

describe('certificates', () => {
  it('issues one certificate at 100 %, verifiable publicly, and revokes it with a refund', async () => {
    const { user, cookie } = await login('learner');
    const [order] = await db
      .insert(orders)
      .values({
        receipt: 'PS-TEST-CERT',
        userId: user.id,
        kind: 'single',
        status: 'paid',
        amountPaise: 100_00,
        gateway: 'simulated',
        gatewayOrderId: 'order_cert_test',
        gatewayPaymentId: 'pay_cert_test',
      })
      .returning();
    await db.insert(enrollments).values({ userId: user.id, courseId, orderId: order?.id });
    const as = { cookie };
    const report = async (lectureId: string) => {
      await watchingSince(db, user.id, [lectureId]);
      return app.inject({
        method: 'POST',
        url: '/api/lectures/progress',
        headers: as,
        payload: { lectureId, positionSeconds: 100, durationSeconds: 100, played: [[0, 100]] },
      });
    };

    // Claiming the video is one second long and playing that second completes nothing: the server knows
    // the real length.
    const cheat = await app.inject({
      method: 'POST',
      url: '/api/lectures/progress',
      headers: as,
      payload: { lectureId: lectureIds[0], positionSeconds: 1, durationSeconds: 1, played: [[0, 1]] },
    });
    expect(cheat.json().data.lecture.completed).toBe(false);
    expect((await report(lectureIds[0] ?? '')).json().data.course.certificateId).toBeNull();
    await report(lectureIds[1] ?? '');
    const last = await report(lectureIds[2] ?? '');
    const certificateId: string = last.json().data.course.certificateId;
    expect(certificateId).toMatch(/^PS-[A-Z2-9]{10}$/);
    expect((await report(lectureIds[2] ?? '')).json().data.course.certificateId).toBe(certificateId);

    const reopened = await app.inject({
      method: 'POST',
      url: '/api/courses/getPurchasedCourseDetails',
      headers: as,
      payload: { courseId },
    });
    expect(reopened.json().data.details).toMatchObject({ progress: 3, totalLessons: 3, certificateId });
    const verify = await app.inject({ method: 'GET', url: `/api/certificates/${certificateId}` });
    expect(verify.json().data.certificate).toMatchObject({
      id: certificateId,
      learnerName: user.name,
      courseTitle: 'Node.js Backend',
      instructorName: 'Farhan Siddiqui',
      totalHours: '5 minutes',
      lectureCount: 3,
      status: 'valid',
      verifyUrl: `http://localhost:3000/certificate/${certificateId}`,
    });
    expect(verify.json().data.certificate.linkedInUrl).toContain('linkedin.com/profile/add');
    const svg = await app.inject({ method: 'GET', url: `/api/certificates/${certificateId}/image.svg` });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain(user.name);
    expect(svg.body).toContain('Scan to verify');
    expect(svg.body).toContain('Farhan Siddiqui');
    expect(svg.body).toContain('Course instructor, Pathshala');
    expect(svg.body).toContain('3 lectures (5 minutes of video)');
    const pdf = await app.inject({ method: 'GET', url: `/api/certificates/${certificateId}/pdf` });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const mine = await app.inject({
      method: 'POST',
      url: '/api/certificate/getCertificate',
      headers: as,
      payload: { id: courseId },
    });
    expect(mine.json().data.certificateImage).toEqual({
      certificateImage: `http://localhost:3000/api/certificates/${certificateId}/image.svg`,
      alt: expect.stringContaining(user.name),
    });
    const visitor = await app.inject({
      method: 'POST',
      url: '/api/certificate/getCertificate',
      payload: { id: courseId },
    });
    expect(visitor.statusCode).toBe(404);

    await refundOrder(db, 'pay_cert_test', 'test');
    const revoked = await app.inject({ method: 'GET', url: `/api/certificates/${certificateId}` });
    expect(revoked.json().data.certificate.status).toBe('revoked');
    const access = await app.inject({
      method: 'POST',
      url: '/api/lectures/getLectureDetails',
      headers: as,
      payload: { lectureId: lectureIds[1] },
    });
    expect(access.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/certificates/PS-AAAAAAAAAA' })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url: '/api/certificates/../../etc' })).statusCode).toBe(404);
  });

  it('shows visitors a sample drawn like the real certificate, with the course, instructor and hours', async () => {
    await db
      .update(courses)
      .set({ certificateImage: '/images/certificates/course-certificate.svg' })
      .where(eq(courses.id, courseId));
    const design = await app.inject({
      method: 'POST',
      url: '/api/certificate/getCertificate',
      payload: { id: courseId },
    });
    expect(design.json().data.certificateImage).toEqual({
      certificateImage: `http://localhost:3000/api/certificates/sample/${courseId}/image.svg`,
      alt: 'Sample certificate of Node.js Backend',
    });
    const sample = await app.inject({ method: 'GET', url: `/api/certificates/sample/${courseId}/image.svg` });
    expect(sample.headers['content-type']).toContain('image/svg+xml');
    for (const text of [
      'Your Name',
      'Node.js Backend',
      'Farhan Siddiqui',
      '3 lectures (5 minutes of video)',
    ]) {
      expect(sample.body).toContain(text);
    }
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/certificates/sample/00000000-0000-4000-8000-000000000000/image.svg',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
