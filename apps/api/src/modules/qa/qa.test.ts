import { QA_POSTS_PER_MINUTE } from '@pathshala/shared/qa';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { auditEntries } from '../../db/schema/audit.ts';
import { enrollments } from '../../db/schema/commerce.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createChapter, createCourse, createInstructor } from '../../testing/factories.ts';
import { recipientsOfAnswer } from './service.ts';

const { app, db, queries } = await buildTestApp();

type Caller = { cookie: string; user: { id: string } } | undefined;
const call = (caller: Caller, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: caller ? { cookie: caller.cookie } : {},
    ...(payload ? { payload } : {}),
  });

let course: Awaited<ReturnType<typeof createCourse>>;
let otherCourse: Awaited<ReturnType<typeof createCourse>>;
let paidLecture: string;
let freeLecture: string;
let otherLecture: string;
let teacher: NonNullable<Caller>;
let otherTeacher: NonNullable<Caller>;
let admin: NonNullable<Caller>;
let learner: NonNullable<Caller>;
let classmate: NonNullable<Caller>;
let outsider: NonNullable<Caller>;

const enrol = (userId: string, courseId: string) => db.insert(enrollments).values({ userId, courseId });

async function ask(caller: Caller, overrides: object = {}, courseId = course.id) {
  return call(caller, 'POST', `/api/courses/${courseId}/questions`, {
    lectureId: paidLecture,
    title: 'Why does my loop never end?',
    body: 'I wrote `while True:` and it runs for ever.',
    ...overrides,
  });
}
async function asked(caller: Caller, overrides: object = {}) {
  const response = await ask(caller, overrides);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; at: number | null };
}
async function answered(caller: Caller, questionId: string, body = 'Add a `break` when the work is done.') {
  const response = await call(caller, 'POST', `/api/questions/${questionId}/answers`, { body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string };
}

beforeAll(async () => {
  const [ananya, ravi] = await Promise.all([createInstructor(db), createInstructor(db)]);
  course = await createCourse(db, {
    title: 'Python Basics',
    instructorId: ananya.id,
    publishedAt: new Date(),
  });
  otherCourse = await createCourse(db, { title: 'Django', instructorId: ravi.id, publishedAt: new Date() });
  const { lectures } = await createChapter(db, course.id, [
    { title: 'Loops' },
    { title: 'Welcome', free: true },
  ]);
  paidLecture = lectures[0]?.id ?? '';
  freeLecture = lectures[1]?.id ?? '';
  otherLecture = (await createChapter(db, otherCourse.id, [{ title: 'Forms' }])).lectures[0]?.id ?? '';
  [teacher, otherTeacher, admin, learner, classmate, outsider] = await Promise.all([
    signedInLearner(app, db, { role: 'instructor', instructorId: ananya.id }),
    signedInLearner(app, db, { role: 'instructor', instructorId: ravi.id }),
    signedInLearner(app, db, { role: 'admin' }),
    signedInLearner(app, db),
    signedInLearner(app, db),
    signedInLearner(app, db),
  ]);
  await enrol(learner.user.id, course.id);
  await enrol(classmate.user.id, course.id);
  await enrol(learner.user.id, otherCourse.id);
});

describe('who may read and write', () => {
  it("refuses a paid course's Q&A to a visitor (401) and to an account that is not its learner (403)", async () => {
    await asked(learner);
    for (const url of [
      `/api/courses/${course.id}/questions`,
      `/api/courses/${course.id}/questions?lectureId=${paidLecture}`,
    ]) {
      const visitor = await call(undefined, 'GET', url);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ success: false, message: expect.any(String) });
      expect((await call(outsider, 'GET', url)).statusCode).toBe(403);
    }
    expect((await ask(undefined)).statusCode).toBe(401);
    const refused = await ask(outsider);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Only learners of this course can take part in its Q&A',
    });
    // Another course's instructor is not staff here.
    expect((await ask(otherTeacher)).statusCode).toBe(403);
  });

  it("lets a visitor read a free lecture's questions, but writing needs enrolment", async () => {
    const question = await asked(learner, {
      lectureId: freeLecture,
      title: 'Which Python version do we use?',
    });
    const list = await call(undefined, 'GET', `/api/courses/${course.id}/questions?lectureId=${freeLecture}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toMatchObject({ canPost: false, staff: false });
    expect(list.json().data.items.map((item: { id: string }) => item.id)).toContain(question.id);
    expect((await call(undefined, 'GET', `/api/questions/${question.id}`)).statusCode).toBe(200);
    expect((await ask(undefined, { lectureId: freeLecture })).statusCode).toBe(401);
    expect((await ask(outsider, { lectureId: freeLecture })).statusCode).toBe(403);
    const answer = await call(outsider, 'POST', `/api/questions/${question.id}/answers`, { body: '3.12' });
    expect(answer.statusCode).toBe(403);
    expect((await call(undefined, 'POST', `/api/questions/${question.id}/upvote`)).statusCode).toBe(401);
  });

  it('shows a closed account as "Former learner"', async () => {
    const leaver = await signedInLearner(app, db);
    await enrol(leaver.user.id, course.id);
    const question = await asked(leaver, { title: 'Is there a certificate at the end?' });
    await db.update(users).set({ closedAt: new Date() }).where(eq(users.id, leaver.user.id));
    const thread = (await call(learner, 'GET', `/api/questions/${question.id}`)).json().data;
    expect(thread.question.author).toEqual({ id: null, name: 'Former learner', staff: false });
  });
});

describe('asking and answering', () => {
  it('asks at a moment of the lecture, answers, upvotes, follows and tells who to notify', async () => {
    const question = await asked(learner, { at: 452 });
    expect(question.at).toBe(452);
    const answer = await answered(classmate, question.id);
    await call(outsider, 'POST', `/api/questions/${question.id}/follow`);
    const follow = await call(teacher, 'POST', `/api/questions/${question.id}/follow`);
    expect(follow.json().data).toEqual({ on: true, count: 2 });
    // The asker follows their own question; the answer's author is not told of their own answer.
    expect(new Set(await recipientsOfAnswer(db, answer.id))).toEqual(
      new Set([learner.user.id, teacher.user.id]),
    );
    // Told with the answer: the asker (who followed by asking) once, not the answer's author.
    const told = await db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(eq(notifications.kind, 'questionAnswered'), eq(notifications.dedupeKey, `answer:${answer.id}`)),
      );
    expect(told.map((row) => row.userId)).toEqual([learner.user.id]);

    const up = await call(classmate, 'POST', `/api/questions/${question.id}/upvote`);
    expect(up.json().data).toEqual({ on: true, count: 1 });
    const down = await call(classmate, 'POST', `/api/questions/${question.id}/upvote`);
    expect(down.json().data).toEqual({ on: false, count: 0 });
    expect((await call(learner, 'POST', `/api/answers/${answer.id}/upvote`)).json().data).toEqual({
      on: true,
      count: 1,
    });
    const thread = (await call(learner, 'GET', `/api/questions/${question.id}`)).json().data;
    expect(thread.question).toMatchObject({ at: 452, answerCount: 1, following: true, mine: true });
    expect(thread.answers[0]).toMatchObject({ id: answer.id, upvotes: 1, upvoted: true, mine: false });
  });

  it('lists with search, filters and paging', async () => {
    const mine = await asked(classmate, { title: 'Difference between a list and a tuple' });
    const search = await call(learner, 'GET', `/api/courses/${course.id}/questions?q=tuple`);
    expect(search.json().data.items.map((item: { id: string }) => item.id)).toEqual([mine.id]);
    const own = await call(classmate, 'GET', `/api/courses/${course.id}/questions?filter=mine`);
    expect(own.json().data.items.every((item: { mine: boolean }) => item.mine)).toBe(true);
    const open = await call(learner, 'GET', `/api/courses/${course.id}/questions?filter=unanswered`);
    expect(open.json().data.items.every((item: { answerCount: number }) => item.answerCount === 0)).toBe(
      true,
    );
    await call(learner, 'POST', `/api/questions/${mine.id}/follow`);
    const following = await call(learner, 'GET', `/api/courses/${course.id}/questions?filter=following`);
    expect(following.json().data.items.map((item: { id: string }) => item.id)).toContain(mine.id);
    const paged = await call(learner, 'GET', `/api/courses/${course.id}/questions?pageSize=1&page=2`);
    expect(paged.json().data).toMatchObject({ page: 2, pageSize: 1 });
    expect(paged.json().data.items).toHaveLength(1);
    expect(paged.json().data.total).toBeGreaterThan(1);
  });

  it('finds a near-duplicate of a draft title, typo and all', async () => {
    const original = await asked(classmate, { title: 'How do I reverse a linked list in Python?' });
    const similar = await call(
      learner,
      'GET',
      `/api/courses/${course.id}/questions/similar?title=${encodeURIComponent('how to reverse a linkd list in python')}`,
    );
    expect(similar.statusCode, similar.body).toBe(200);
    expect(similar.json().data.questions[0]).toMatchObject({ id: original.id });
    const none = await call(learner, 'GET', `/api/courses/${course.id}/questions/similar?title=Decorators`);
    expect(none.json().data.questions).toEqual([]);
  });

  it('refuses titles and bodies out of bounds, and more than the posts a minute allow', async () => {
    const short = await ask(learner, { title: 'Why?' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      success: false,
      message: 'The title is too short (at least 8 characters)',
    });
    expect((await ask(learner, { title: 'x'.repeat(151) })).statusCode).toBe(400);
    expect((await ask(learner, { body: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect((await ask(learner, { at: -1 })).statusCode).toBe(400);

    const hasty = await signedInLearner(app, db);
    await enrol(hasty.user.id, course.id);
    for (let n = 0; n < QA_POSTS_PER_MINUTE; n += 1)
      await asked(hasty, { title: `Question number ${n} here` });
    const over = await ask(hasty, { title: 'One question too many' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      success: false,
      message: 'You are posting too fast. Please wait a minute.',
    });
  });
});

describe('the instructor', () => {
  it('accepts answers and pins questions on their own courses only', async () => {
    const question = await asked(learner);
    const answer = await answered(classmate, question.id);
    expect((await call(otherTeacher, 'POST', `/api/answers/${answer.id}/accept`)).statusCode).toBe(403);
    expect((await call(learner, 'POST', `/api/answers/${answer.id}/accept`)).statusCode).toBe(403);
    expect((await call(otherTeacher, 'POST', `/api/questions/${question.id}/pin`)).statusCode).toBe(403);
    const accepted = await call(teacher, 'POST', `/api/answers/${answer.id}/accept`);
    expect(accepted.json().data).toEqual({ on: true, count: 1 });
    expect((await call(teacher, 'POST', `/api/questions/${question.id}/pin`)).json().data.on).toBe(true);
    const list = (await call(learner, 'GET', `/api/courses/${course.id}/questions`)).json().data.items;
    expect(list[0]).toMatchObject({ id: question.id, pinned: true, accepted: true });
    // Admins are staff of every course.
    expect((await call(admin, 'POST', `/api/questions/${question.id}/pin`)).json().data.on).toBe(false);
  });

  it("lists the unanswered questions of the instructor's courses, oldest first", async () => {
    const elsewhere = await call(learner, 'POST', `/api/courses/${otherCourse.id}/questions`, {
      lectureId: otherLecture,
      title: 'How do Django forms validate?',
      body: 'Where does clean() run?',
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    const inbox = await call(teacher, 'GET', '/api/instructor/questions');
    expect(inbox.statusCode, inbox.body).toBe(200);
    const items = inbox.json().data.items as {
      id: string;
      courseId: string;
      answerCount: number;
      createdAt: string;
    }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.courseId === course.id && item.answerCount === 0)).toBe(true);
    expect(items.map((item) => item.createdAt)).toEqual([...items.map((item) => item.createdAt)].sort());
    expect((await call(learner, 'GET', '/api/instructor/questions')).statusCode).toBe(403);
  });
});

describe('reports and moderation', () => {
  it('queues reported posts for admins, who hide and restore them (audited)', async () => {
    // New posters: the learners above have used up this minute's posts.
    const [spammer, rude] = await Promise.all([signedInLearner(app, db), signedInLearner(app, db)]);
    await Promise.all([enrol(spammer.user.id, course.id), enrol(rude.user.id, course.id)]);
    const question = await asked(spammer, { title: 'Buy cheap followers at my site' });
    const answer = await answered(rude, question.id, 'Spam spam spam');
    expect(
      (await call(classmate, 'POST', `/api/qa/question/${question.id}/report`, { reason: 'Spam' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await call(learner, 'POST', `/api/qa/answer/${answer.id}/report`, { reason: 'Rude' })).statusCode,
    ).toBe(201);
    expect(
      (await call(classmate, 'POST', `/api/qa/question/${question.id}/report`, { reason: '' })).statusCode,
    ).toBe(400);
    expect((await call(teacher, 'GET', '/api/admin/qa/reports')).statusCode).toBe(403);
    const queue = (await call(admin, 'GET', '/api/admin/qa/reports')).json().data.items as {
      kind: string;
      id: string;
      reports: { reason: string }[];
    }[];
    expect(queue.find((item) => item.id === question.id)).toMatchObject({
      kind: 'question',
      reports: [{ reason: 'Spam' }],
    });
    expect(queue.find((item) => item.id === answer.id)).toMatchObject({ kind: 'answer' });

    const hide = await call(admin, 'POST', `/api/admin/qa/question/${question.id}/hide`, { reason: 'Spam' });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await call(learner, 'GET', `/api/questions/${question.id}`)).statusCode).toBe(404);
    const list = (await call(learner, 'GET', `/api/courses/${course.id}/questions`)).json().data.items;
    expect(list.map((item: { id: string }) => item.id)).not.toContain(question.id);
    const queueAfter = (await call(admin, 'GET', '/api/admin/qa/reports')).json().data.items;
    expect(queueAfter.map((item: { id: string }) => item.id)).not.toContain(question.id);

    expect((await call(admin, 'POST', `/api/admin/qa/question/${question.id}/restore`)).statusCode).toBe(200);
    expect((await call(learner, 'GET', `/api/questions/${question.id}`)).statusCode).toBe(200);
    const audit = await db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(and(eq(auditEntries.objectId, question.id)));
    expect(audit.map((entry) => entry.action)).toEqual(['qa-question.hide', 'qa-question.restore']);
  });

  it('reads the queue in the same number of queries however many posts it holds', async () => {
    const queueQueries = async () => {
      const before = queries.count;
      const queue = await call(admin, 'GET', '/api/admin/qa/reports');
      expect(queue.statusCode, queue.body).toBe(200);
      return { queries: queries.count - before, items: queue.json().data.items.length as number };
    };
    const reportedOne = async () => {
      const [asker, answerer] = await Promise.all([signedInLearner(app, db), signedInLearner(app, db)]);
      await Promise.all([enrol(asker.user.id, course.id), enrol(answerer.user.id, course.id)]);
      const question = await asked(asker, { title: 'Where can I download the notes?' });
      const answer = await answered(answerer, question.id, 'Rude words here');
      await call(classmate, 'POST', `/api/qa/question/${question.id}/report`, { reason: 'Off topic' });
      await call(learner, 'POST', `/api/qa/question/${question.id}/report`, { reason: 'Spam' });
      await call(classmate, 'POST', `/api/qa/answer/${answer.id}/report`, { reason: 'Rude' });
    };
    await reportedOne();
    await queueQueries(); // the admin's session is read once, then kept
    const few = await queueQueries();
    for (let n = 0; n < 3; n += 1) await reportedOne();
    const more = await queueQueries();
    expect(more.items).toBeGreaterThanOrEqual(few.items + 6);
    expect(more.queries).toBe(few.queries);
  });
});
