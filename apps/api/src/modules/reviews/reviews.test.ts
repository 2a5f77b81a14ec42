import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { auditEntries } from '../../db/schema/audit.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/commerce.ts';
import { lectureProgress } from '../../db/schema/learning.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createChapter, createCourse, createInstructor } from '../../testing/factories.ts';
import { addCourseReviews } from '../catalogue/repository.ts';

const { app, db } = await buildTestApp();

const cookies = {
  visitor: '',
  buyer: '',
  second: '',
  notWatched: '',
  notEnrolled: '',
  revoked: '',
  owner: '',
  otherInstructor: '',
  admin: '',
};
type Who = keyof typeof cookies;
let courseId = '';
let otherCourseId = '';
let lectureId = '';
const ids: Record<string, string> = {};

async function watched(userId: string, course: string, lecture: string, seconds = 30) {
  await db
    .insert(lectureProgress)
    .values({ userId, courseId: course, lectureId: lecture, watchedSeconds: seconds });
}

beforeAll(async () => {
  const ownerProfile = await createInstructor(db, { name: 'Meera Iyer' });
  const otherProfile = await createInstructor(db, { name: 'Rohit Bansal' });
  cookies.owner = (
    await signedInLearner(app, db, { role: 'instructor', instructorId: ownerProfile.id })
  ).cookie;
  cookies.otherInstructor = (
    await signedInLearner(app, db, { role: 'instructor', instructorId: otherProfile.id })
  ).cookie;
  cookies.admin = (await signedInLearner(app, db, { role: 'admin' })).cookie;
  const course = await createCourse(db, { title: 'Data Science with Python', instructorId: ownerProfile.id });
  courseId = course.id;
  otherCourseId = (await createCourse(db, { title: 'Java Basics', instructorId: otherProfile.id })).id;
  const { lectures } = await createChapter(db, courseId, [{ title: 'Intro' }, { title: 'Pandas' }]);
  lectureId = lectures[0]?.id ?? '';
  // A demo review without a user: 3 stars.
  await addCourseReviews(db, courseId, [
    { name: 'Demo Reviewer', comment: 'Fine.', rating: 3, createdAt: new Date('2025-01-01') },
  ]);

  const learner = async (who: Who, name: string, setup: { enrol?: 'active' | 'revoked'; watch?: number }) => {
    const { user, cookie } = await signedInLearner(app, db, { name });
    cookies[who] = cookie;
    ids[who] = user.id;
    if (setup.enrol) await db.insert(enrollments).values({ userId: user.id, courseId, status: setup.enrol });
    if (setup.watch !== undefined) await watched(user.id, courseId, lectureId, setup.watch);
  };
  await learner('buyer', 'Asha Verma', { enrol: 'active', watch: 42 });
  await learner('second', 'Kabir Rao', { enrol: 'active', watch: 10 });
  await learner('notWatched', 'Nina Das', { enrol: 'active', watch: 0 });
  await learner('notEnrolled', 'Omar Khan', { watch: 30 });
  await learner('revoked', 'Priya Nair', { enrol: 'revoked', watch: 30 });
});

const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: cookies[who] ? { cookie: cookies[who] } : {},
    ...(payload ? { payload } : {}),
  });

const publicList = async (id = courseId) =>
  (await app.inject({ method: 'GET', url: `/api/reviews/getReviewById/${id}` })).json().data.review as {
    _id: string;
    name: string;
    comment: string;
    rating: number;
    updatedAt: string;
    reply: string | null;
  }[];

const rating = async () => {
  const [row] = await db
    .select({ review: courses.review, reviewCount: courses.reviewCount })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row;
};

const write = (who: Who, body: object = { rating: 5, comment: 'Clear and practical.' }) =>
  call(who, 'POST', `/api/courses/${courseId}/reviews`, body);

describe('writing a review', () => {
  it('asks a visitor to log in', async () => {
    const response = await write('visitor');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false });
    expect((await call('visitor', 'GET', `/api/courses/${courseId}/my-review`)).statusCode).toBe(401);
  });

  it('is only for learners with an active enrolment who have watched a lecture', async () => {
    for (const who of ['notEnrolled', 'revoked'] as const) {
      const response = await write(who);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        message: 'Only learners enrolled in this course can review it.',
      });
    }
    const notWatched = await write('notWatched');
    expect(notWatched.statusCode).toBe(403);
    expect(notWatched.json().message).toBe('Watch at least one lecture of this course before reviewing it.');
    const mine = await call('notWatched', 'GET', `/api/courses/${courseId}/my-review`);
    expect(mine.json().data).toEqual({
      review: null,
      canReview: false,
      reason: 'Watch at least one lecture of this course before reviewing it.',
    });
  });

  it('checks the rating and comment with the shared rules', async () => {
    for (const [body, message] of [
      [{ rating: 0, comment: 'x' }, 'Choose a rating from 1 to 5 stars.'],
      [{ rating: 6, comment: 'x' }, 'Choose a rating from 1 to 5 stars.'],
      [{ rating: 4.5, comment: 'x' }, 'Choose a rating from 1 to 5 stars.'],
      [{ rating: 4, comment: '   ' }, 'Write a few words about the course.'],
      [{ rating: 4, comment: 'a'.repeat(2001) }, 'A review must be at most 2,000 characters.'],
    ] as const) {
      const response = await write('buyer', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
    }
  });

  it('lets a buyer who watched review once; the rating follows at once', async () => {
    expect((await call('buyer', 'GET', `/api/courses/${courseId}/my-review`)).json().data).toEqual({
      review: null,
      canReview: true,
      reason: null,
    });
    expect(await rating()).toEqual({ review: 3, reviewCount: 1 });
    const created = await write('buyer', { rating: 5, comment: '  Clear and practical.  ' });
    expect(created.statusCode).toBe(201);
    const review = created.json().data.review;
    ids.buyerReview = review.id;
    expect(review).toMatchObject({ rating: 5, comment: 'Clear and practical.', reply: null, hidden: false });
    expect(await rating()).toEqual({ review: 4, reviewCount: 2 });

    const again = await write('buyer', { rating: 1, comment: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reviewed this course. Edit your review instead.');

    const mine = (await call('buyer', 'GET', `/api/courses/${courseId}/my-review`)).json().data;
    expect(mine).toMatchObject({ canReview: false, review: { id: review.id, rating: 5 } });

    const second = await write('second', { rating: 4, comment: 'Good pace.' });
    ids.secondReview = second.json().data.review.id;
    expect(await rating()).toEqual({ review: 4, reviewCount: 3 });
  });

  it("lists reviews newest first with the reviewer's current name, 'Former learner' once closed", async () => {
    let list = await publicList();
    expect(list.map((review) => review.name)).toEqual(['Kabir Rao', 'Asha Verma', 'Demo Reviewer']);
    expect(Object.keys(list[0] ?? {})).toEqual(
      expect.arrayContaining(['name', 'comment', 'updatedAt', 'rating', 'reply']),
    );
    await db
      .update(users)
      .set({ name: 'Asha V.' })
      .where(eq(users.id, ids.buyer ?? ''));
    await app.publicCache.invalidate('catalogue:');
    list = await publicList();
    expect(list[1]?.name).toBe('Asha V.');
    await db
      .update(users)
      .set({ closedAt: new Date() })
      .where(eq(users.id, ids.second ?? ''));
    await app.publicCache.invalidate('catalogue:');
    list = await publicList();
    expect(list[0]?.name).toBe('Former learner');
    await db
      .update(users)
      .set({ closedAt: null })
      .where(eq(users.id, ids.second ?? ''));
    await app.publicCache.invalidate('catalogue:');
  });
});

describe('editing and deleting', () => {
  it('is for the review’s own writer only', async () => {
    const edit = { rating: 1, comment: 'Not mine to change' };
    for (const who of ['second', 'admin', 'owner'] as const) {
      expect((await call(who, 'PUT', `/api/reviews/${ids.buyerReview}`, edit)).statusCode).toBe(404);
      expect((await call(who, 'DELETE', `/api/reviews/${ids.buyerReview}`)).statusCode).toBe(404);
    }
    expect((await call('visitor', 'PUT', `/api/reviews/${ids.buyerReview}`, edit)).statusCode).toBe(401);
    expect((await call('visitor', 'DELETE', `/api/reviews/${ids.buyerReview}`)).statusCode).toBe(401);
    expect(await rating()).toEqual({ review: 4, reviewCount: 3 });
  });

  it('moves the average on edit and on delete, and the public list shows the edit', async () => {
    const edited = await call('buyer', 'PUT', `/api/reviews/${ids.buyerReview}`, {
      rating: 2,
      comment: 'Too fast for me.',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.review).toMatchObject({ rating: 2, comment: 'Too fast for me.' });
    // (3 + 2 + 4) / 3
    expect(await rating()).toEqual({ review: 3, reviewCount: 3 });
    expect((await publicList()).find((review) => review._id === ids.buyerReview)?.comment).toBe(
      'Too fast for me.',
    );

    const deleted = await call('second', 'DELETE', `/api/reviews/${ids.secondReview}`);
    expect(deleted.statusCode).toBe(200);
    expect(await rating()).toEqual({ review: 2.5, reviewCount: 2 });
    expect((await publicList()).map((review) => review._id)).not.toContain(ids.secondReview);
    // The writer may review again once their review is gone.
    const again = await write('second', { rating: 4, comment: 'Good pace, second look.' });
    expect(again.statusCode).toBe(201);
    ids.secondReview = again.json().data.review.id;
    expect(await rating()).toEqual({ review: 3, reviewCount: 3 });
  });
});

describe("the instructor's reply", () => {
  const reply = (who: Who, id: string, text = 'Thank you! Chapter 2 slows down.') =>
    call(who, 'POST', `/api/instructor/reviews/${id}/reply`, { reply: text });

  it("lists only the instructor's own courses' reviews", async () => {
    const mine = (await call('owner', 'GET', '/api/instructor/reviews')).json().data;
    expect(mine.total).toBe(3);
    expect(mine.items[0]).toMatchObject({ courseTitle: 'Data Science with Python', name: 'Kabir Rao' });
    const other = (await call('otherInstructor', 'GET', '/api/instructor/reviews')).json().data;
    expect(other.total).toBe(0);
    expect((await call('buyer', 'GET', '/api/instructor/reviews')).statusCode).toBe(403);
  });

  it('is for courses they teach, once, and names the reviewer for a notification', async () => {
    expect((await reply('otherInstructor', ids.buyerReview ?? '')).statusCode).toBe(404);
    expect((await reply('buyer', ids.buyerReview ?? '')).statusCode).toBe(403);
    expect((await reply('visitor', ids.buyerReview ?? '')).statusCode).toBe(401);
    const empty = await reply('owner', ids.buyerReview ?? '', '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Write a reply.');

    const first = await reply('owner', ids.buyerReview ?? '');
    expect(first.statusCode).toBe(200);
    // The reviewer is told, once, in the reply's transaction.
    const told = await db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.kind, 'reviewReplied'));
    expect(told.map((row) => row.userId)).toEqual([ids.buyer]);
    expect(first.json().data.review).toMatchObject({ reply: 'Thank you! Chapter 2 slows down.' });
    const second = await reply('owner', ids.buyerReview ?? '', 'Another');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This review already has a reply.');
    // An admin replies on any course.
    expect((await reply('admin', ids.secondReview ?? '', 'Glad it helped.')).statusCode).toBe(200);

    const shown = (await publicList()).find((review) => review._id === ids.buyerReview);
    expect(shown?.reply).toBe('Thank you! Chapter 2 slows down.');
    const own = (await call('buyer', 'GET', `/api/courses/${courseId}/my-review`)).json().data.review;
    expect(own.reply).toBe('Thank you! Chapter 2 slows down.');
  });

  it('the service answers the reviewer to notify', async () => {
    const { replyToReview } = await import('./service.ts');
    const [admin] = await db.select().from(users).where(eq(users.role, 'admin'));
    const demo = (await call('admin', 'GET', '/api/admin/reviews'))
      .json()
      .data.items.find((review: { name: string }) => review.name === 'Demo Reviewer');
    const fakeRequest = { id: 'test', currentSession: { user: admin } } as never;
    const answered = await replyToReview(db, fakeRequest, admin as never, demo.id, 'Thanks.');
    expect(answered.reviewerId).toBeNull();
    const onBuyers = await db
      .select()
      .from(users)
      .where(eq(users.id, ids.buyer ?? ''));
    expect(onBuyers).toHaveLength(1);
  });
});

describe('hiding by an admin', () => {
  it('takes the review out of the list and the average, audited; restore brings it back', async () => {
    expect(
      (await call('owner', 'POST', `/api/admin/reviews/${ids.buyerReview}/hide`, { reason: 'Spam' }))
        .statusCode,
    ).toBe(403);
    const noReason = await call('admin', 'POST', `/api/admin/reviews/${ids.buyerReview}/hide`, {
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Give a reason for hiding this review.');

    const hidden = await call('admin', 'POST', `/api/admin/reviews/${ids.buyerReview}/hide`, {
      reason: 'Personal details in the text',
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data.review).toMatchObject({ hiddenReason: 'Personal details in the text' });
    expect((await publicList()).map((review) => review._id)).not.toContain(ids.buyerReview);
    // (3 + 4) / 2
    expect(await rating()).toEqual({ review: 3.5, reviewCount: 2 });
    const mine = (await call('buyer', 'GET', `/api/courses/${courseId}/my-review`)).json().data.review;
    expect(mine.hidden).toBe(true);
    const hiddenList = (await call('admin', 'GET', '/api/admin/reviews?visibility=hidden')).json().data;
    expect(hiddenList.items.map((review: { id: string }) => review.id)).toEqual([ids.buyerReview]);

    const restored = await call('admin', 'POST', `/api/admin/reviews/${ids.buyerReview}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.review).toMatchObject({ hiddenAt: null, hiddenReason: null });
    expect(await rating()).toEqual({ review: 3, reviewCount: 3 });
    expect((await publicList()).map((review) => review._id)).toContain(ids.buyerReview);

    const audit = await db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.objectType, 'course_review'), eq(auditEntries.objectId, ids.buyerReview ?? '')),
      );
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'review.hide',
      'review.reply',
      'review.restore',
    ]);
    const hide = audit.find((entry) => entry.action === 'review.hide');
    expect(hide).toMatchObject({
      actorRole: 'admin',
      after: { hiddenReason: 'Personal details in the text' },
    });
  });
});

describe('reporting a review', () => {
  const report = (who: Who, reason = 'Advertises another site') =>
    call(who, 'POST', `/api/reviews/${ids.buyerReview}/report`, { reason });
  const reported = async () =>
    (await call('admin', 'GET', '/api/admin/reviews?visibility=reported')).json().data as {
      items: { id: string; reports: { reason: string }[] }[];
      reported: number;
    };

  it('is for signed-in readers, not the review’s writer, with a reason, once each', async () => {
    const visitor = await report('visitor');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ success: false });
    const own = await report('buyer');
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ success: false, message: 'You cannot report your own review.' });
    const empty = await report('second', '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please say what is wrong with this review.');
    expect((await report('second', 'x'.repeat(501))).statusCode).toBe(400);
    const unknown = await call('second', 'POST', '/api/reviews/00000000-0000-0000-0000-000000000000/report', {
      reason: 'Spam',
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await call('second', 'POST', '/api/reviews/not-a-uuid/report', { reason: 'Spam' })).statusCode,
    ).toBe(400);

    expect(await reported()).toMatchObject({ items: [], reported: 0 });
    const first = await report('second');
    expect(first.statusCode, first.body).toBe(201);
    // Again: nothing changes, and the reader is told.
    const again = await report('second', 'Another reason');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, message: 'You have already reported this review.' });
    // Any signed-in reader may report, a learner of another course too.
    expect((await report('notEnrolled', 'Rude')).statusCode).toBe(201);

    const queue = await reported();
    expect(queue.reported).toBe(1);
    expect(queue.items.map((item) => item.id)).toEqual([ids.buyerReview]);
    expect(queue.items[0]?.reports.map((entry) => entry.reason)).toEqual(['Advertises another site', 'Rude']);
    // The reports are the admins' to settle: an instructor sees none.
    expect((await call('owner', 'GET', '/api/instructor/reviews?visibility=reported')).statusCode).toBe(403);
    const ownerList = (await call('owner', 'GET', '/api/instructor/reviews')).json().data;
    expect(ownerList.reported).toBe(0);
    expect(ownerList.items.find((item: { id: string }) => item.id === ids.buyerReview)?.reports).toEqual([]);
  });

  it('leaves the reported list once an admin hides or restores the review', async () => {
    expect((await reported()).reported).toBe(1);
    const hidden = await call('admin', 'POST', `/api/admin/reviews/${ids.buyerReview}/hide`, {
      reason: 'Spam',
    });
    expect(hidden.statusCode).toBe(200);
    expect(await reported()).toMatchObject({ items: [], reported: 0 });
    // A hidden review cannot be reported.
    expect((await report('second')).statusCode).toBe(404);
    expect((await call('admin', 'POST', `/api/admin/reviews/${ids.buyerReview}/restore`)).statusCode).toBe(
      200,
    );
    // Each reader reports a review once, settled or not.
    expect((await report('second')).statusCode).toBe(200);
    expect((await reported()).reported).toBe(0);
  });
});

describe('stored XSS', () => {
  const payloads = [
    '<script>alert(1)</script>',
    '<img src=x onerror="alert(1)">',
    '[click](javascript:alert(1)) <a href="javascript:alert(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">y</a>',
  ];

  it('keeps comments and replies as the plain text written, in a JSON answer', async () => {
    const comment = payloads.join('\n');
    const edited = await call('buyer', 'PUT', `/api/reviews/${ids.buyerReview}`, { rating: 3, comment });
    expect(edited.statusCode).toBe(200);
    const response = await app.inject({ method: 'GET', url: `/api/reviews/getReviewById/${courseId}` });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const shown = response
      .json()
      .data.review.find((review: { _id: string }) => review._id === ids.buyerReview);
    expect(shown.comment).toBe(comment);
    const other = await createCourse(db, { instructorId: null });
    expect((await publicList(other.id)).length).toBe(0);
    expect(otherCourseId).not.toBe('');
  });
});

describe('rate limit', () => {
  it('caps one account’s review writes an hour', async () => {
    let last = 0;
    for (let i = 0; i < 25 && last !== 429; i += 1) {
      last = (
        await call('buyer', 'PUT', `/api/reviews/${ids.buyerReview}`, { rating: 3, comment: `Try ${i}` })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});
