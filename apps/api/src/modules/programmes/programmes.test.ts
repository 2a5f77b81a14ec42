/**
 * Placement programmes: sold through the cart, coupons, orders and invoices as a course is, kept out of the
 * course catalogue, and what their enrolment opens (gated mock tests and practice topics) is the buyer's alone
 * and ends with a refund.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/audit.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { coupons, enrollments, orderItems } from '../../db/schema/commerce.ts';
import { placementCourses } from '../../db/schema/content.ts';
import { taxDocuments } from '../../db/schema/invoices.ts';
import { mockTests, programmeTopics, questions } from '../../db/schema/practice.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createCourse } from '../../testing/factories.ts';
import { courseIsCatalogued } from '../catalogue/repository.ts';

const { app, db } = await buildTestApp();

type Caller = Awaited<ReturnType<typeof signedInLearner>>;
const call = (caller: Caller | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: caller ? { cookie: caller.cookie } : {},
    ...(payload ? { payload } : {}),
  });

let admin: Caller;
let programme: Awaited<ReturnType<typeof createCourse>>;
let course: Awaited<ReturnType<typeof createCourse>>;
let gatedTestId = '';
let freeTestId = '';
let cardId = '';
let dsaQuestionId = '';

/** Buys what is in the learner's cart with the coupon, through the simulated gateway's signed confirmation. */
async function buyCart(learner: Caller, couponCode?: string) {
  const placed = await call(
    learner,
    'POST',
    '/api/payment/createCartOrder',
    couponCode ? { couponCode } : {},
  );
  expect(placed.statusCode, placed.body).toBe(200);
  const order = placed.json().data;
  const paid = await call(learner, 'POST', '/api/payment/simulator/pay', {
    orderId: order.razorpayOrder.id,
    outcome: 'success',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const verified = await call(learner, 'POST', '/api/payment/verifyCartPayment', {
    token: order.token,
    ...paid.json().data,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  expect(verified.json().success).toBe(true);
  return { orderId: order.token as string, amountPaise: order.razorpayOrder.amount as number };
}

beforeAll(async () => {
  admin = await signedInLearner(app, db, { role: 'admin' });
  programme = await createCourse(db, {
    title: 'Aptitude Placement Programme',
    subject: 'Aptitude and Quantitative',
    kind: 'programme',
    realPricePaise: 299_900,
    discountedPricePaise: 149_900,
  });
  course = await createCourse(db, {
    title: 'Spreadsheets for Analysts',
    realPricePaise: 100_000,
    discountedPricePaise: null,
  });
  await db.insert(coupons).values({ code: 'WELCOME20', kind: 'percent', value: 20 });
  const bank = await db
    .insert(questions)
    .values(
      ['a', 'b', 'c'].map((key, index) => ({
        key: `programme.dsa.${key}`,
        topic: 'dsa',
        subtopic: 'Arrays',
        difficulty: 'easy',
        kind: 'single',
        prompt: `Which index ${key}?`,
        options: ['0', '1', '2', '3'],
        correct: [index],
        explanation: 'Counted from zero.',
      })),
    )
    .returning();
  const [gated, free] = await db
    .insert(mockTests)
    .values([
      {
        slug: 'programme-mock',
        title: 'Programme Mock',
        sections: [{ title: 'DSA', topic: 'dsa', durationSeconds: 600, questionIds: bank.map((q) => q.id) }],
      },
      {
        slug: 'free-mock',
        title: 'Free Mock',
        sections: [{ title: 'DSA', topic: 'dsa', durationSeconds: 600, questionIds: bank.map((q) => q.id) }],
      },
    ])
    .returning();
  dsaQuestionId = bank[0]?.id ?? '';
  gatedTestId = gated?.id ?? '';
  freeTestId = free?.id ?? '';
  const [card] = await db
    .insert(placementCourses)
    .values({
      title: 'Aptitude Placement Course',
      subject: 'Aptitude and Quantitative',
      description: [{ text: 'Mock placement tests' }],
      realPricePaise: 1,
      pricePaise: 1,
    })
    .returning();
  cardId = card?.id ?? '';
});

describe('the console', () => {
  it('chooses the mocks and topics a programme opens and links a placement card to it', async () => {
    const saved = await call(admin, 'PUT', `/api/admin/programmes/${programme.id}/contents`, {
      mockTestIds: [gatedTestId],
      topics: ['dsa'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({
      programmeId: programme.id,
      mockTestIds: [gatedTestId],
      topics: ['dsa'],
      courseIds: [],
      courses: [],
    });
    const [stored] = await db.select().from(mockTests).where(eq(mockTests.id, gatedTestId));
    expect(stored?.requiredCourseId).toBe(programme.id);
    expect(await db.select().from(programmeTopics)).toEqual([{ programmeId: programme.id, topic: 'dsa' }]);
    const [audited] = await db.select().from(auditEntries).where(eq(auditEntries.objectId, programme.id));
    expect(audited).toMatchObject({ action: 'programme.contents', actorId: admin.user.id });

    // A course is not a programme, and a learner is not an admin.
    expect(
      (
        await call(admin, 'PUT', `/api/admin/programmes/${course.id}/contents`, {
          mockTestIds: [],
          topics: [],
        })
      ).statusCode,
    ).toBe(404);
    const learner = await signedInLearner(app, db);
    expect(
      (
        await call(learner, 'PUT', `/api/admin/programmes/${programme.id}/contents`, {
          mockTestIds: [],
          topics: [],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(admin, 'PUT', `/api/admin/programmes/${programme.id}/contents`, {
          mockTestIds: ['nope'],
          topics: ['astrology'],
        })
      ).statusCode,
    ).toBe(400);

    const before = (await call(null, 'GET', '/api/placementPreparation/getPlacementPrepration')).json().data
      .placementPreparation[0];
    expect(before).toMatchObject({ programmeId: null, comingSoon: true });
    const linked = await call(admin, 'PUT', `/api/admin/placement-courses/${cardId}/programme`, {
      programmeId: programme.id,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const [cardAudit] = await db.select().from(auditEntries).where(eq(auditEntries.objectId, cardId));
    expect(cardAudit?.action).toBe('placement_course.programme');
    expect(
      (
        await call(admin, 'PUT', `/api/admin/placement-courses/${cardId}/programme`, {
          programmeId: course.id,
        })
      ).statusCode,
    ).toBe(404);
    const after = (await call(null, 'GET', '/api/placementPreparation/getPlacementPrepration')).json().data
      .placementPreparation[0];
    // The card sells the programme at the programme's price; its description stays a list of strings.
    expect(after).toMatchObject({
      programmeId: programme.id,
      comingSoon: false,
      price: 1499,
      realPrice: 2999,
      description: ['Mock placement tests'],
    });
  });
});

describe('the catalogue', () => {
  it('leaves programmes out of the course list, search, suggestions and course page', async () => {
    // The filter of the course list and the catalogue's pages (listCourses).
    const catalogued = await db.select({ id: courses.id }).from(courses).where(courseIsCatalogued);
    expect(catalogued.map((entry) => entry.id)).toContain(course.id);
    expect(catalogued.map((entry) => entry.id)).not.toContain(programme.id);
    const search = await call(null, 'GET', '/api/search?keyword=Placement%20Programme&flag=courses');
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().data.items.map((item: { id: string }) => item.id)).not.toContain(programme.id);
    // A course of the same words is found, so the search did run.
    const found = await call(null, 'GET', '/api/search?keyword=Spreadsheets&flag=courses');
    expect(found.json().data.items.map((item: { id: string }) => item.id)).toContain(course.id);
    const suggestions = await call(null, 'GET', '/api/course-suggestions?keyword=aptitude%20placement');
    expect(suggestions.statusCode, suggestions.body).toBe(200);
    expect(suggestions.json().data.suggestions).not.toContain(programme.title);
    expect(
      (await call(null, 'POST', '/api/courses/getCourseDetails', { courseId: programme.id })).statusCode,
    ).toBe(404);
  });

  it('shows the programme page with what is inside, its price and GST note', async () => {
    const visitor = await call(null, 'GET', `/api/programmes/${programme.id}`);
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.json().data.programme).toMatchObject({
      title: 'Aptitude Placement Programme',
      price: 1499,
      realPrice: 2999,
      discountedPrice: 1499,
      mockTests: [{ id: gatedTestId, title: 'Programme Mock', questionCount: 3, durationSeconds: 600 }],
      topics: [{ topic: 'dsa', label: 'Data structures and algorithms' }],
      liveSessionCount: 0,
      isPurchased: false,
    });
    expect(visitor.json().data.programme.gstNote).toMatch(/GST/);
    expect((await call(null, 'GET', `/api/programmes/${course.id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/programmes/not-an-id')).statusCode).toBe(400);
  });
});

describe('the wishlist', () => {
  it('keeps a programme, and the programmes list names it by id where the catalogue does not', async () => {
    const learner = await signedInLearner(app, db);
    const toggled = await call(learner, 'POST', `/api/wishlist/toggleWishlist/${programme.id}`);
    expect(toggled.statusCode, toggled.body).toBe(200);
    expect((await call(learner, 'GET', '/api/wishlist/getWishlist')).json().data).toEqual([programme.id]);

    const catalogue = await call(null, 'GET', `/api/courses/catalogue?id=${programme.id}&id=${course.id}`);
    expect(catalogue.statusCode, catalogue.body).toBe(200);
    expect(catalogue.json().data.courses.map((entry: { id: string }) => entry.id)).toEqual([course.id]);

    const named = await call(null, 'GET', `/api/programmes?id=${programme.id}&id=${course.id}`);
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().data.programmes).toEqual([
      {
        _id: programme.id,
        id: programme.id,
        title: programme.title,
        subject: programme.subject,
        status: programme.status,
        thumbnail: programme.thumbnail,
        duration: programme.duration,
        realPrice: 2999,
        discountedPrice: 1499,
        price: 1499,
      },
    ]);
    const one = await call(null, 'GET', `/api/programmes?id=${programme.id}`);
    expect(one.json().data.programmes.map((entry: { id: string }) => entry.id)).toEqual([programme.id]);
    expect((await call(null, 'GET', '/api/programmes?id=nope')).statusCode).toBe(400);
    const tooMany = Array.from({ length: 51 }, () => `id=${programme.id}`).join('&');
    expect((await call(null, 'GET', `/api/programmes?${tooMany}`)).statusCode).toBe(400);
  });
});

describe('buying a programme', () => {
  let buyer: Caller;
  let other: Caller;
  let orderId = '';

  it('goes through one cart order with a course and a coupon, with both on the order and the invoice', async () => {
    buyer = await signedInLearner(app, db);
    other = await signedInLearner(app, db);
    for (const courseId of [programme.id, course.id]) {
      const added = await call(buyer, 'POST', '/api/cart/addToCart', { courseId });
      expect(added.statusCode, added.body).toBe(200);
    }
    const cart = (await call(buyer, 'GET', '/api/cart/getCartItems')).json().data as {
      _id: string;
      kind: string;
    }[];
    expect(cart).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ _id: programme.id, kind: 'programme' }),
        expect.objectContaining({ _id: course.id, kind: 'course' }),
      ]),
    );
    // Before buying: the gated mock and the gated topic are refused, the free ones are open.
    expect((await call(buyer, 'POST', `/api/mock-tests/${gatedTestId}/attempts`)).statusCode).toBe(403);
    expect((await call(buyer, 'POST', '/api/practice/next', { topic: 'dsa' })).statusCode).toBe(403);
    const freeAttempt = await call(buyer, 'POST', `/api/mock-tests/${freeTestId}/attempts`);
    expect(freeAttempt.statusCode, freeAttempt.body).toBe(200);
    expect((await call(buyer, 'POST', `/api/attempts/${freeAttempt.json().data.id}/submit`)).statusCode).toBe(
      200,
    );
    expect(
      (await call(buyer, 'POST', '/api/practice/next', { topic: 'quantitative-aptitude' })).statusCode,
    ).toBe(200);

    const bought = await buyCart(buyer, 'WELCOME20');
    orderId = bought.orderId;
    // ₹1,499 + ₹1,000, less 20%, in whole rupees rounded down.
    expect(bought.amountPaise).toBe(199_900);
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(lines.map((line) => line.courseId).sort()).toEqual([programme.id, course.id].sort());
    const [invoice] = await db
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')));
    expect(invoice?.lines.map((line) => line.description).sort()).toEqual(
      [course.title, programme.title].sort(),
    );
    expect(invoice?.totalPaise).toBe(199_900);
    const orders = (await call(buyer, 'GET', '/api/payment/orders')).json();
    expect(JSON.stringify(orders)).toContain(programme.title);

    const learnings = (await call(buyer, 'GET', '/api/mylearnings/users/getCourseDetails')).json().data
      .course;
    expect(learnings).toEqual(
      expect.arrayContaining([expect.objectContaining({ courseId: programme.id, kind: 'programme' })]),
    );
    expect(
      (await call(buyer, 'GET', `/api/programmes/${programme.id}`)).json().data.programme.isPurchased,
    ).toBe(true);
  });

  it("opens the programme's mock and topic to the buyer alone", async () => {
    const started = await call(buyer, 'POST', `/api/mock-tests/${gatedTestId}/attempts`);
    expect(started.statusCode, started.body).toBe(200);
    const attemptId = started.json().data.id;
    expect((await call(buyer, 'GET', `/api/attempts/${attemptId}`)).statusCode).toBe(200);
    const listed = (await call(buyer, 'GET', '/api/mock-tests')).json().data.tests;
    expect(listed.find((test: { id: string }) => test.id === gatedTestId)?.locked).toBe(false);

    const next = await call(buyer, 'POST', '/api/practice/next', { topic: 'dsa' });
    expect(next.statusCode, next.body).toBe(200);
    const topics = (await call(buyer, 'GET', '/api/practice/topics')).json().data.topics;
    expect(topics.find((topic: { topic: string }) => topic.topic === 'dsa')).toMatchObject({ locked: false });

    // Another learner: refused, and the listing shows the topic locked with the programme to buy.
    expect((await call(other, 'POST', `/api/mock-tests/${gatedTestId}/attempts`)).statusCode).toBe(403);
    expect((await call(other, 'GET', `/api/attempts/${attemptId}`)).statusCode).toBe(404);
    const refused = await call(other, 'POST', '/api/practice/next', { topic: 'dsa' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain(programme.title);
    const theirs = (await call(other, 'GET', '/api/practice/topics')).json().data.topics;
    expect(theirs.find((topic: { topic: string }) => topic.topic === 'dsa')).toMatchObject({
      locked: true,
      programmes: [{ id: programme.id, title: programme.title }],
    });
    expect(theirs.find((topic: { topic: string }) => topic.topic === 'quantitative-aptitude')).toMatchObject({
      locked: false,
      programmes: [],
    });
    const answered = await call(other, 'POST', '/api/practice/answer', {
      questionId: dsaQuestionId,
      selected: [0],
    });
    expect(answered.statusCode).toBe(403);
  });

  it('ends the access with a refund: start, the open attempt and the topic are refused again', async () => {
    const open = (await call(buyer, 'GET', '/api/mock-tests'))
      .json()
      .data.tests.find((test: { id: string }) => test.id === gatedTestId);
    const refund = await call(admin, 'POST', `/api/admin/orders/${orderId}/refund`, {
      note: 'Changed their mind',
      idempotencyKey: 'programme-refund-1',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const [enrolment] = await db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, buyer.user.id), eq(enrollments.courseId, programme.id)));
    expect(enrolment?.status).not.toBe('active');

    expect((await call(buyer, 'POST', `/api/mock-tests/${gatedTestId}/attempts`)).statusCode).toBe(403);
    expect((await call(buyer, 'GET', `/api/attempts/${open.inProgressAttemptId}`)).statusCode).toBe(403);
    expect((await call(buyer, 'POST', `/api/attempts/${open.inProgressAttemptId}/submit`)).statusCode).toBe(
      403,
    );
    expect((await call(buyer, 'POST', '/api/practice/next', { topic: 'dsa' })).statusCode).toBe(403);
    expect(
      (await call(buyer, 'GET', `/api/programmes/${programme.id}`)).json().data.programme.isPurchased,
    ).toBe(false);
    // The free mock stays open.
    expect((await call(buyer, 'POST', `/api/mock-tests/${freeTestId}/attempts`)).statusCode).toBe(200);
  });
});
