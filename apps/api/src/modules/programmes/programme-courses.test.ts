/**
 * The courses a placement programme includes: its buyer gets each of them (lectures, My Learnings) for as long
 * as they hold the programme; a refund takes them away, except a course the learner bought of their own.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrollments } from '../../db/schema/commerce.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createChapter, createCourse } from '../../testing/factories.ts';
import { syncProgrammeCourses } from './course-access.ts';

const { app, db } = await buildTestApp();

type Caller = Awaited<ReturnType<typeof signedInLearner>>;
const call = (
  caller: Caller | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: caller ? { cookie: caller.cookie } : {},
    ...(payload ? { payload } : {}),
  });

let admin: Caller;
let programme: Awaited<ReturnType<typeof createCourse>>;
let included: Awaited<ReturnType<typeof createCourse>>;
let later: Awaited<ReturnType<typeof createCourse>>;
let includedLecture = '';
let laterLecture = '';

/** Buys the courses through the cart and the simulated gateway; answers the order and the verify payload. */
async function buy(learner: Caller, courseIds: string[]) {
  for (const courseId of courseIds) {
    const added = await call(learner, 'POST', '/api/cart/addToCart', { courseId });
    expect(added.statusCode, added.body).toBe(200);
  }
  const placed = await call(learner, 'POST', '/api/payment/createCartOrder', {});
  expect(placed.statusCode, placed.body).toBe(200);
  const order = placed.json().data;
  const paid = await call(learner, 'POST', '/api/payment/simulator/pay', {
    orderId: order.razorpayOrder.id,
    outcome: 'success',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const confirmation = { token: order.token, ...paid.json().data };
  const verified = await call(learner, 'POST', '/api/payment/verifyCartPayment', confirmation);
  expect(verified.statusCode, verified.body).toBe(200);
  return { orderId: order.token as string, confirmation };
}

const lectureStatus = async (learner: Caller, lectureId: string) =>
  (await call(learner, 'POST', '/api/lectures/getLectureDetails', { lectureId })).statusCode;

const enrolmentsOf = (userId: string, courseId: string) =>
  db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));

async function refund(orderId: string, key: string) {
  const refunded = await call(admin, 'POST', `/api/admin/orders/${orderId}/refund`, {
    note: 'Asked for a refund',
    idempotencyKey: key,
  });
  expect(refunded.statusCode, refunded.body).toBe(200);
}

beforeAll(async () => {
  admin = await signedInLearner(app, db, { role: 'admin' });
  programme = await createCourse(db, {
    title: 'DSA Placement Programme',
    kind: 'programme',
    realPricePaise: 399_900,
    discountedPricePaise: 199_900,
  });
  included = await createCourse(db, { title: 'Data Structures and Algorithms in Python' });
  later = await createCourse(db, { title: 'System Design for Backend Engineers' });
  includedLecture =
    (await createChapter(db, included.id, [{ title: 'Intro', free: true }, { title: 'Arrays' }])).lectures[1]
      ?.id ?? '';
  laterLecture = (await createChapter(db, later.id, [{ title: 'Scaling reads' }])).lectures[0]?.id ?? '';
});

describe('the console', () => {
  it("chooses a programme's courses: courses only, in order, and its page lists them", async () => {
    const contents = (courseIds: string[]) =>
      call(admin, 'PUT', `/api/admin/programmes/${programme.id}/contents`, {
        mockTestIds: [],
        topics: [],
        courseIds,
      });
    // A programme does not include another programme, nor a course that does not exist.
    expect((await contents([programme.id])).statusCode).toBe(400);
    expect((await contents(['00000000-0000-4000-8000-000000000000'])).statusCode).toBe(400);
    expect((await contents(['nope'])).statusCode).toBe(400);
    const saved = await contents([included.id]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.courseIds).toEqual([included.id]);

    const page = (await call(null, 'GET', `/api/programmes/${programme.id}`)).json().data.programme;
    expect(page.courses).toEqual([
      expect.objectContaining({ id: included.id, title: included.title, subject: included.subject }),
    ]);
    // Left out of the request, the courses stay as they are.
    const kept = await call(admin, 'PUT', `/api/admin/programmes/${programme.id}/contents`, {
      mockTestIds: [],
      topics: [],
    });
    expect(kept.json().data.courseIds).toEqual([included.id]);
  });
});

describe('buying a programme', () => {
  let buyer: Caller;
  let other: Caller;
  let order: Awaited<ReturnType<typeof buy>>;

  it("opens its included courses' lectures to the buyer alone, and lists them in My Learnings", async () => {
    buyer = await signedInLearner(app, db);
    other = await signedInLearner(app, db);
    expect(await lectureStatus(buyer, includedLecture)).toBe(403);
    order = await buy(buyer, [programme.id]);
    expect(await lectureStatus(buyer, includedLecture)).toBe(200);
    expect(await lectureStatus(other, includedLecture)).toBe(403);
    const learnings = (await call(buyer, 'GET', '/api/mylearnings/users/getCourseDetails')).json().data
      .course;
    expect(learnings.map((entry: { courseId: string }) => entry.courseId).sort()).toEqual(
      [programme.id, included.id].sort(),
    );
    const [derived] = await enrolmentsOf(buyer.user.id, included.id);
    expect(derived).toMatchObject({ status: 'active', programmeId: programme.id, orderId: null });
  });

  it('does not duplicate the access when the payment is confirmed again or synced twice at once', async () => {
    const again = await call(buyer, 'POST', '/api/payment/verifyCartPayment', order.confirmation);
    expect(again.statusCode, again.body).toBe(200);
    await Promise.all([
      db.transaction((tx) => syncProgrammeCourses(tx, { userIds: [buyer.user.id] })),
      db.transaction((tx) => syncProgrammeCourses(tx, { programmeId: programme.id })),
    ]);
    expect(await enrolmentsOf(buyer.user.id, included.id)).toHaveLength(1);
    expect(await enrolmentsOf(buyer.user.id, programme.id)).toHaveLength(1);
  });

  it('gives holders a course added later and takes a dropped one; an admin cannot revoke it apart', async () => {
    const set = (courseIds: string[]) =>
      call(admin, 'PUT', `/api/admin/programmes/${programme.id}/contents`, {
        mockTestIds: [],
        topics: [],
        courseIds,
      });
    expect((await set([included.id, later.id])).statusCode).toBe(200);
    expect(await lectureStatus(buyer, laterLecture)).toBe(200);
    expect(await lectureStatus(other, laterLecture)).toBe(403);
    const revoke = await call(admin, 'DELETE', `/api/admin/users/${buyer.user.id}/courses/${later.id}`, {});
    expect(revoke.statusCode, revoke.body).toBe(409);
    expect((await set([included.id])).statusCode).toBe(200);
    expect(await lectureStatus(buyer, laterLecture)).toBe(403);
    expect(await lectureStatus(buyer, includedLecture)).toBe(200);
  });

  it('ends the access with a refund of the programme', async () => {
    await refund(order.orderId, 'programme-courses-refund-1');
    expect(await lectureStatus(buyer, includedLecture)).toBe(403);
    const [derived] = await enrolmentsOf(buyer.user.id, included.id);
    expect(derived?.status).toBe('revoked');
    const learnings = (await call(buyer, 'GET', '/api/mylearnings/users/getCourseDetails')).json().data
      .course;
    expect(learnings).toEqual([]);
  });

  it('leaves a course the learner bought of their own after the programme is refunded', async () => {
    const owner = await signedInLearner(app, db);
    const own = await buy(owner, [included.id]);
    const programmeOrder = await buy(owner, [programme.id]);
    const [before] = await enrolmentsOf(owner.user.id, included.id);
    expect(before).toMatchObject({ status: 'active', orderId: own.orderId, programmeId: null });
    await refund(programmeOrder.orderId, 'programme-courses-refund-2');
    expect(await lectureStatus(owner, includedLecture)).toBe(200);
    const [after] = await enrolmentsOf(owner.user.id, included.id);
    expect(after).toMatchObject({ status: 'active', orderId: own.orderId });
  });

  it('keeps a course that another programme the learner holds includes', async () => {
    const second = await createCourse(db, { title: 'Coding Interview Programme', kind: 'programme' });
    const saved = await call(admin, 'PUT', `/api/admin/programmes/${second.id}/contents`, {
      mockTestIds: [],
      topics: [],
      courseIds: [included.id],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const learner = await signedInLearner(app, db);
    const first = await buy(learner, [programme.id]);
    await buy(learner, [second.id]);
    await refund(first.orderId, 'programme-courses-refund-3');
    expect(await lectureStatus(learner, includedLecture)).toBe(200);
    const [derived] = await enrolmentsOf(learner.user.id, included.id);
    expect(derived).toMatchObject({ status: 'active', programmeId: second.id });
  });
});
