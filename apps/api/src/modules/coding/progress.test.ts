import { CODING_MESSAGES } from '@pathshala/shared/coding';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { codingGiveUps, codingSubmissions } from '../../db/schema/coding.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createCodingProblem, createTestJudge, HIDDEN_MARKER } from '../../testing/coding.ts';
import { progressOf, reviewsOf, streakOf } from './progress-service.ts';

const testJudge = createTestJudge();
const { app, db } = await buildTestApp(
  { judge: { concurrency: 1, pollMs: 0, submissionsPerMinute: 100, runsPerMinute: 50 } },
  { judge: testJudge.judge },
);

type Problem = Awaited<ReturnType<typeof createCodingProblem>>;
let sum: Problem;
let graphs: Problem;
let arraysHard: Problem;
const bodies: string[] = [];

const call = async (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  bodies.push(response.body);
  return response;
};

beforeAll(async () => {
  sum = await createCodingProblem(db, { slug: 'sum-of-numbers', topics: ['arrays', 'math'] });
  graphs = await createCodingProblem(db, {
    slug: 'graph-sum',
    title: 'Graph sum',
    difficulty: 'medium',
    topics: ['graphs'],
  });
  arraysHard = await createCodingProblem(db, {
    slug: 'hard-sum',
    title: 'Hard sum',
    difficulty: 'hard',
    topics: ['arrays'],
  });
  await createCodingProblem(db, { slug: 'draft-problem', published: false, topics: ['secret'] });
});

/** Submits and judges a program ('sum' is accepted, 'zero' a wrong answer), optionally as if at `at`. */
async function submit(cookie: string, problem: Problem, source: 'sum' | 'zero', at?: Date) {
  const submitted = await call(cookie, 'POST', '/api/coding/submissions', {
    problemId: problem.id,
    language: 'cpp',
    source,
  });
  expect(submitted.statusCode).toBe(200);
  await app.codingJudge.runDue();
  const id = submitted.json().data.submission.id as string;
  if (at) await db.update(codingSubmissions).set({ createdAt: at }).where(eq(codingSubmissions.id, id));
  return id;
}

describe('progress', () => {
  it('counts problems solved (an accepted submission) by difficulty and topic, and attempted ones', async () => {
    const { cookie } = await signedInLearner(app, db);
    const empty = await call(cookie, 'GET', '/api/coding/progress');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data.progress).toMatchObject({
      solved: 0,
      total: 3,
      attempted: 0,
      submissions: 0,
      streak: { current: 0, longest: 0, activeToday: false, lastActiveDay: null },
      dueForReview: 0,
    });

    await submit(cookie, sum, 'zero');
    await submit(cookie, sum, 'sum');
    await submit(cookie, sum, 'sum');
    await submit(cookie, graphs, 'zero');
    const { progress } = (await call(cookie, 'GET', '/api/coding/progress')).json().data;
    expect(progress).toMatchObject({ solved: 1, total: 3, attempted: 1, submissions: 4 });
    expect(progress.byDifficulty).toEqual([
      { difficulty: 'easy', solved: 1, total: 1 },
      { difficulty: 'medium', solved: 0, total: 1 },
      { difficulty: 'hard', solved: 0, total: 1 },
    ]);
    // An unpublished problem's topic is not counted.
    expect(progress.byTopic).toEqual([
      { topic: 'arrays', solved: 1, total: 2 },
      { topic: 'graphs', solved: 0, total: 1 },
      { topic: 'math', solved: 1, total: 1 },
    ]);
    expect(progress.streak).toMatchObject({ current: 1, activeToday: true });
    // The failed graph problem waits in review; the sum problem was solved after its miss.
    expect(progress.dueForReview).toBe(1);
  });

  it('needs a login', async () => {
    for (const url of ['/api/coding/progress', '/api/coding/history', '/api/coding/reviews']) {
      const response = await call('', 'GET', url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().success).toBe(false);
    }
    expect((await call('', 'POST', `/api/coding/problems/${sum.slug}/give-up`)).statusCode).toBe(401);
  });
});

describe('streak', () => {
  const at = (iso: string) => new Date(iso);

  it('counts consecutive India days ending today, or yesterday while today has none yet', () => {
    const days = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-05', '2026-03-06'];
    // 06:00 IST on 6 March: active today.
    expect(streakOf(days, at('2026-03-06T00:30:00Z'))).toEqual({
      current: 2,
      longest: 3,
      activeToday: true,
      lastActiveDay: '2026-03-06',
    });
    // 7 March, nothing yet: yesterday's run still stands.
    expect(streakOf(days, at('2026-03-07T10:00:00Z'))).toMatchObject({ current: 2, activeToday: false });
    // 8 March: a whole day missed.
    expect(streakOf(days, at('2026-03-08T10:00:00Z'))).toMatchObject({ current: 0, longest: 3 });
  });

  it('puts a submission at 19:25 UTC on the next India day', async () => {
    const { user, cookie } = await signedInLearner(app, db);
    // 10 March 23:00 IST, then 11 March 00:55 IST (19:25 UTC on 10 March).
    await submit(cookie, sum, 'sum', at('2026-03-10T17:30:00Z'));
    await submit(cookie, sum, 'sum', at('2026-03-10T19:25:00Z'));
    const onEleventh = await progressOf(db, user.id, at('2026-03-11T12:00:00Z'));
    expect(onEleventh.streak).toEqual({
      current: 2,
      longest: 2,
      activeToday: true,
      lastActiveDay: '2026-03-11',
    });
    // 12 March in India, though still 11 March in UTC (20:00 UTC = 01:30 IST): yesterday counts.
    const earlyTwelfth = await progressOf(db, user.id, at('2026-03-11T20:00:00Z'));
    expect(earlyTwelfth.streak).toMatchObject({ current: 2, activeToday: false });
    const thirteenth = await progressOf(db, user.id, at('2026-03-12T19:00:00Z'));
    expect(thirteenth.streak).toMatchObject({ current: 0, longest: 2 });
  });
});

describe('history', () => {
  it("pages the learner's own submissions, newest first, without code", async () => {
    const owner = await signedInLearner(app, db);
    const other = await signedInLearner(app, db);
    const ids: string[] = [];
    for (let minute = 0; minute < 5; minute += 1) {
      ids.push(
        await submit(
          owner.cookie,
          minute % 2 ? graphs : sum,
          'zero',
          new Date(Date.UTC(2026, 2, 1, 10, minute)),
        ),
      );
    }
    await submit(other.cookie, sum, 'sum');

    const first = await call(owner.cookie, 'GET', '/api/coding/history?pageSize=2');
    expect(first.statusCode).toBe(200);
    const page = first.json().data;
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(page.submissions.map((entry: { id: string }) => entry.id)).toEqual([ids[4], ids[3]]);
    expect(page.submissions[0]).toMatchObject({
      _id: ids[4],
      problem: { id: sum.id, slug: 'sum-of-numbers', title: 'Sum of numbers', difficulty: 'easy' },
      language: 'cpp',
      status: 'judged',
      verdict: 'wrongAnswer',
      passed: 0,
      testCount: 10,
    });
    expect(page.submissions[0]).not.toHaveProperty('source');

    const last = (await call(owner.cookie, 'GET', '/api/coding/history?page=3&pageSize=2')).json().data;
    expect(last.submissions.map((entry: { id: string }) => entry.id)).toEqual([ids[0]]);
    const ofGraphs = (await call(owner.cookie, 'GET', `/api/coding/history?problemId=${graphs.slug}`)).json()
      .data;
    expect(ofGraphs.submissions.map((entry: { id: string }) => entry.id)).toEqual([ids[3], ids[1]]);

    // The code opens for its owner; another learner is told it does not exist.
    const own = await call(owner.cookie, 'GET', `/api/coding/submissions/${ids[4]}`);
    expect(own.json().data.submission.source).toBe('zero');
    const foreign = await call(other.cookie, 'GET', `/api/coding/submissions/${ids[4]}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ success: false, message: CODING_MESSAGES.submissionMissing });
    const othersHistory = (await call(other.cookie, 'GET', '/api/coding/history')).json().data;
    expect(othersHistory.total).toBe(1);
  });

  it('refuses a bad page, page size or problem with 4xx and a message', async () => {
    const { cookie } = await signedInLearner(app, db);
    for (const query of ['page=0', 'page=abc', 'pageSize=0', 'pageSize=101', 'problemId=Not%20A%20Slug']) {
      const response = await call(cookie, 'GET', `/api/coding/history?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().success).toBe(false);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const unknown = await call(cookie, 'GET', '/api/coding/history?problemId=no-such-problem');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: CODING_MESSAGES.problemMissing });
  });
});

describe('spaced review', () => {
  const minutes = (start: Date, count: number) => new Date(start.getTime() + count * 60_000);
  const start = new Date('2026-04-01T04:30:00Z');

  it('brings back a failed problem until it is solved, then on the FSRS schedule', async () => {
    const { user, cookie } = await signedInLearner(app, db);
    await submit(cookie, sum, 'sum', start);
    expect((await reviewsOf(db, user.id, minutes(start, 1))).reviews).toEqual([]);

    await submit(cookie, graphs, 'zero', minutes(start, 5));
    const missed = await reviewsOf(db, user.id, minutes(start, 6));
    expect(missed.dueCount).toBe(1);
    expect(missed.reviews[0]).toMatchObject({
      problem: { id: graphs.id, slug: 'graph-sum' },
      lastOutcome: 'failed',
      due: true,
      lapses: 0,
    });
    // Still due days later: a miss waits until it is solved.
    expect((await reviewsOf(db, user.id, minutes(start, 60 * 24 * 5))).dueCount).toBe(1);

    await submit(cookie, graphs, 'sum', minutes(start, 30));
    const solved = await reviewsOf(db, user.id, minutes(start, 31));
    expect(solved.dueCount).toBe(0);
    const [review] = solved.reviews;
    expect(review).toMatchObject({ lastOutcome: 'solved', due: false });
    // FSRS graduates it out of learning: back in a day or more, not minutes.
    const dueAt = new Date(review?.dueAt ?? 0);
    expect(dueAt.getTime() - minutes(start, 30).getTime()).toBeGreaterThanOrEqual(24 * 60 * 60_000);
    expect((await reviewsOf(db, user.id, new Date(dueAt.getTime() + 1000))).dueCount).toBe(1);

    // Solving it again before it is due leaves the schedule where it was.
    await submit(cookie, graphs, 'sum', minutes(start, 40));
    expect((await reviewsOf(db, user.id, minutes(start, 41))).reviews[0]?.dueAt).toBe(review?.dueAt);

    // Solved on time, it goes out further.
    await submit(cookie, graphs, 'sum', new Date(dueAt.getTime() + 60_000));
    const later = (await reviewsOf(db, user.id, new Date(dueAt.getTime() + 120_000))).reviews[0];
    expect(new Date(later?.dueAt ?? 0).getTime() - dueAt.getTime()).toBeGreaterThan(
      dueAt.getTime() - minutes(start, 30).getTime(),
    );
    // Failing it then is a lapse.
    await submit(cookie, graphs, 'zero', new Date(dueAt.getTime() + 180_000));
    const lapsed = (await reviewsOf(db, user.id, new Date(dueAt.getTime() + 240_000))).reviews[0];
    expect(lapsed).toMatchObject({ lastOutcome: 'failed', due: true, lapses: 1 });
  });

  it('orders by when the learner submitted, not when the judge finished', async () => {
    const { user, cookie } = await signedInLearner(app, db);
    // The accepted one judged first but submitted later: the problem is solved.
    await submit(cookie, graphs, 'sum', minutes(start, 2));
    await submit(cookie, graphs, 'zero', minutes(start, 1));
    const { reviews } = await reviewsOf(db, user.id, minutes(start, 3));
    expect(reviews[0]).toMatchObject({ lastOutcome: 'solved', due: false });
  });

  it('"Give up" puts a problem in review and reveals nothing hidden', async () => {
    const { user, cookie } = await signedInLearner(app, db);
    const response = await call(cookie, 'POST', `/api/coding/problems/${arraysHard.slug}/give-up`);
    expect(response.statusCode).toBe(200);
    const { review } = response.json().data;
    expect(review).toMatchObject({
      problem: { id: arraysHard.id, slug: 'hard-sum', title: 'Hard sum', difficulty: 'hard' },
      lastOutcome: 'gaveUp',
      due: true,
    });
    expect(Object.keys(response.json().data)).toEqual(['review']);
    const [row] = await db.select().from(codingGiveUps).where(eq(codingGiveUps.userId, user.id));
    expect(row?.problemId).toBe(arraysHard.id);

    const listed = (await call(cookie, 'GET', '/api/coding/reviews')).json().data;
    expect(listed.dueCount).toBe(1);
    expect(listed.reviews[0].problem.slug).toBe('hard-sum');
    expect((await call(cookie, 'GET', '/api/coding/progress')).json().data.progress.dueForReview).toBe(1);

    await submit(cookie, arraysHard, 'sum');
    expect((await call(cookie, 'GET', '/api/coding/reviews')).json().data.dueCount).toBe(0);
  });

  it('gives up only on a published problem', async () => {
    const { cookie } = await signedInLearner(app, db);
    for (const ref of ['no-such-problem', 'draft-problem']) {
      const response = await call(cookie, 'POST', `/api/coding/problems/${ref}/give-up`);
      expect(response.statusCode, ref).toBe(404);
      expect(response.json()).toEqual({ success: false, message: CODING_MESSAGES.problemMissing });
    }
    expect((await call(cookie, 'POST', '/api/coding/problems/Bad%20Ref/give-up')).statusCode).toBe(400);
  });

  it('keeps reviews apart between learners', async () => {
    const first = await signedInLearner(app, db);
    const second = await signedInLearner(app, db);
    await call(first.cookie, 'POST', `/api/coding/problems/${sum.slug}/give-up`);
    expect((await reviewsOf(db, second.user.id)).reviews).toEqual([]);
  });
});

it('never answers a hidden test', () => {
  for (const body of bodies) expect(body).not.toContain(HIDDEN_MARKER);
});
