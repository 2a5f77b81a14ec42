import { randomUUID } from 'node:crypto';
import {
  ANONYMOUS_LEARNER,
  LEADERBOARD_NAME_IMITATES,
  PERCENTILE_MIN_ATTEMPTS,
} from '@pathshala/shared/practice';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { enrollments } from '../../db/schema/commerce.ts';
import {
  attemptAnswers,
  mockAttempts,
  mockTests,
  practiceCards,
  questions,
} from '../../db/schema/practice.ts';
import { buildTestApp, sessionCookieOf, signedInLearner } from '../../testing/build-test-app.ts';
import { createCourse } from '../../testing/factories.ts';
import { eraseClosedAccounts } from '../accounts/service.ts';
import { attemptResult, SECTION_OVER, SUBMIT_FIRST, submitExpiredAttempts, TIME_UP } from './mock-service.ts';
import { LEARN_AHEAD_MS } from './practice-service.ts';
import { QUESTION_IN_OPEN_ATTEMPT } from './questions.ts';

const { app, db, queries } = await buildTestApp();

type Question = typeof questions.$inferSelect;
const bank: Question[] = [];
let freeTestId = '';
let courseTestId = '';
let courseId = '';

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

async function addQuestion(values: Partial<typeof questions.$inferInsert> & { key: string }) {
  const [row] = await db
    .insert(questions)
    .values({
      topic: 'quantitative-aptitude',
      subtopic: 'Percentages',
      difficulty: 'easy',
      kind: 'single',
      prompt: `Prompt ${values.key}`,
      options: ['10', '20', '30', '40'],
      correct: [2],
      explanation: `Worked solution of ${values.key}`,
      ...values,
    })
    .returning();
  if (!row) throw new Error('question not inserted');
  bank.push(row);
  return row;
}

beforeAll(async () => {
  const quant = [
    await addQuestion({ key: 'test.quant.1' }),
    await addQuestion({ key: 'test.quant.2', correct: [0] }),
    await addQuestion({ key: 'test.quant.3', subtopic: 'Time and work', correct: [3] }),
  ];
  const logical = [
    await addQuestion({
      key: 'test.logic.1',
      topic: 'logical-reasoning',
      subtopic: 'Number series',
      kind: 'multiple',
      options: ['2', '3', '4', '6'],
      correct: [0, 2],
    }),
    await addQuestion({
      key: 'test.logic.2',
      topic: 'logical-reasoning',
      subtopic: 'Clocks',
      kind: 'numeric',
      options: [],
      correct: [],
      numericAnswer: 7.5,
      numericTolerance: 0,
    }),
  ];
  const [free] = await db
    .insert(mockTests)
    .values({
      slug: 'free-mock',
      title: 'Free mock',
      sections: [
        {
          title: 'Quant',
          topic: 'quantitative-aptitude',
          durationSeconds: 600,
          questionIds: quant.map((q) => q.id),
        },
        {
          title: 'Logic',
          topic: 'logical-reasoning',
          durationSeconds: 300,
          questionIds: logical.map((q) => q.id),
        },
      ],
      negativeMarks: 0.25,
      maxAttempts: 20,
      // These tests read the solutions of attempts with attempts left: no cooling-off.
      solutionsCoolingOffHours: 0,
    })
    .returning();
  const course = await createCourse(db, { title: 'Aptitude Bootcamp' });
  courseId = course.id;
  const [locked] = await db
    .insert(mockTests)
    .values({
      slug: 'course-mock',
      title: 'Course mock',
      sections: [
        {
          title: 'Quant',
          topic: 'quantitative-aptitude',
          durationSeconds: 60,
          questionIds: [quant[0]?.id ?? ''],
        },
      ],
      maxAttempts: 1,
      requiredCourseId: course.id,
      position: 1,
    })
    .returning();
  freeTestId = free?.id ?? '';
  courseTestId = locked?.id ?? '';
});

/** Moves an attempt's clock back, as if `seconds` had passed. */
const timePasses = (attemptId: string, seconds: number) =>
  db
    .update(mockAttempts)
    .set({
      startedAt: sql`${mockAttempts.startedAt} - make_interval(secs => ${seconds})`,
      sectionStartedAt: sql`${mockAttempts.sectionStartedAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${mockAttempts.expiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(mockAttempts.id, attemptId));

async function start(cookie: string, testId = freeTestId) {
  const response = await call(cookie, 'POST', `/api/mock-tests/${testId}/attempts`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** The shown option index that holds the stored key of a question in this attempt. */
async function shownCorrect(attemptId: string, questionId: string) {
  const [attempt] = await db.select().from(mockAttempts).where(eq(mockAttempts.id, attemptId));
  const slot = attempt?.slots.find((candidate) => candidate.questionId === questionId);
  const question = bank.find((candidate) => candidate.id === questionId);
  return (question?.correct ?? []).map((stored) => slot?.optionOrder.indexOf(stored) ?? -1);
}

/**
 * Other learners' first attempts of a test, each submitted with its score after answering a question (so each
 * counts towards the percentile), optionally shown on the leaderboard. Written straight into the database: thirty
 * sign-ups through the API would hash thirty passwords.
 */
async function othersTookIt(testId: string, scores: number[], leaderboardNames: string[] = []) {
  if (scores.length === 0) return;
  const peers = await db
    .insert(users)
    .values(scores.map(() => ({ name: 'Peer', email: `peer-${randomUUID()}@example.com` })))
    .returning({ id: users.id });
  const submittedAt = new Date(Date.now() - 60_000);
  const attempts = await db
    .insert(mockAttempts)
    .values(
      peers.map((peer, index) => ({
        testId,
        userId: peer.id,
        status: 'submitted',
        startedAt: submittedAt,
        sectionSeconds: [600],
        expiresAt: submittedAt,
        slots: [],
        endedBy: 'submitted',
        submittedAt,
        score: scores[index] ?? 0,
        leaderboardName: leaderboardNames[index] ?? null,
      })),
    )
    .returning({ id: mockAttempts.id });
  await db
    .insert(attemptAnswers)
    .values(
      attempts.map((attempt) => ({ attemptId: attempt.id, questionId: bank[0]?.id ?? '', selected: [0] })),
    );
}

const keysOf = (value: unknown, found = new Set<string>()): Set<string> => {
  if (Array.isArray(value)) for (const item of value) keysOf(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      found.add(key);
      keysOf(inner, found);
    }
  }
  return found;
};

describe('mock tests: the server owns the clock', () => {
  it('lists tests with sections and marking, and tells a learner which need a course', async () => {
    const visitor = (await call('', 'GET', '/api/mock-tests')).json().data.tests;
    expect(visitor.map((test: { slug: string }) => test.slug)).toEqual(['free-mock', 'course-mock']);
    expect(visitor[0]).toMatchObject({
      questionCount: 5,
      durationSeconds: 900,
      negativeMarks: 0.25,
      free: true,
    });
    expect(visitor[1]).toMatchObject({
      free: false,
      locked: true,
      requiredCourse: { title: 'Aptitude Bootcamp' },
    });
    const { cookie, user } = await signedInLearner(app, db);
    expect((await call(cookie, 'POST', `/api/mock-tests/${courseTestId}/attempts`)).statusCode).toBe(403);
    expect((await call('', 'POST', `/api/mock-tests/${freeTestId}/attempts`)).statusCode).toBe(401);
    await db.insert(enrollments).values({ userId: user.id, courseId });
    const mine = (await call(cookie, 'GET', '/api/mock-tests')).json().data.tests;
    expect(mine[1]).toMatchObject({ locked: false, attemptsUsed: 0 });
    const attempt = await start(cookie, courseTestId);
    await call(cookie, 'POST', `/api/attempts/${attempt.id}/submit`);
    const again = await call(cookie, 'POST', `/api/mock-tests/${courseTestId}/attempts`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have used all 1 attempt of this test.');
  });

  it('never sends the answer key or an explanation before the attempt is submitted', async () => {
    const { cookie } = await signedInLearner(app, db);
    const attempt = await start(cookie);
    const payloads = [attempt, (await call(cookie, 'GET', `/api/attempts/${attempt.id}`)).json()];
    const first = attempt.questions[0];
    payloads.push(
      (
        await call(cookie, 'POST', `/api/attempts/${attempt.id}/answers`, {
          questionId: first.id,
          selected: [1],
        })
      ).json(),
    );
    payloads.push((await call(cookie, 'POST', `/api/attempts/${attempt.id}/next-section`)).json());
    payloads.push(
      (await call(cookie, 'POST', '/api/practice/next', { topic: 'quantitative-aptitude' })).json(),
    );
    for (const payload of payloads) {
      const keys = keysOf(payload);
      for (const secret of [
        'correct',
        'correctOptions',
        'explanation',
        'numericAnswer',
        'numericTolerance',
      ]) {
        expect(keys.has(secret), `${secret} in ${JSON.stringify(payload).slice(0, 80)}`).toBe(false);
      }
      expect(JSON.stringify(payload)).not.toContain('Worked solution');
    }
    expect((await call(cookie, 'GET', `/api/attempts/${attempt.id}/result`)).json().message).toBe(
      SUBMIT_FIRST,
    );
  });

  it("keeps a running test's questions out of practice, whose answers show the key, until it is submitted", async () => {
    const { cookie } = await signedInLearner(app, db);
    const clocks = bank.find((question) => question.subtopic === 'Clocks');
    const selection = { topic: 'logical-reasoning', subtopic: 'Clocks' };
    const attempt = await start(cookie);
    const nothing = (await call(cookie, 'POST', '/api/practice/next', selection)).json().data;
    expect(nothing.question).toBeNull();
    const refused = await call(cookie, 'POST', '/api/practice/answer', {
      questionId: clocks?.id,
      value: 7.5,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, message: QUESTION_IN_OPEN_ATTEMPT });
    // Another learner, with no test running, practises it as usual.
    const other = await signedInLearner(app, db);
    expect((await call(other.cookie, 'POST', '/api/practice/next', selection)).json().data.question?.id).toBe(
      clocks?.id,
    );

    await call(cookie, 'POST', `/api/attempts/${attempt.id}/submit`);
    expect((await call(cookie, 'POST', '/api/practice/next', selection)).json().data.question?.id).toBe(
      clocks?.id,
    );
    const answered = await call(cookie, 'POST', '/api/practice/answer', {
      questionId: clocks?.id,
      value: 7.5,
    });
    expect(answered.json().data).toMatchObject({ correct: true, numericAnswer: 7.5 });
  });

  it('moves on only from the section the learner is leaving: a repeat or a late Next skips nothing', async () => {
    const { cookie } = await signedInLearner(app, db);
    const next = (attemptId: string, payload?: object) =>
      call(cookie, 'POST', `/api/attempts/${attemptId}/next-section`, payload);
    const attempt = await start(cookie);
    expect((await next(attempt.id, { fromSection: 0 })).json().data.currentSection).toBe(1);
    // The same press again (a retry, or a second device still showing section 0): the last section stays open.
    const repeated = (await next(attempt.id, { fromSection: 0 })).json().data;
    expect(repeated).toMatchObject({ status: 'in_progress', currentSection: 1 });

    // Next pressed with a second left, arriving after the deadline: the test moved on by itself; nothing more.
    await call(cookie, 'POST', `/api/attempts/${attempt.id}/submit`);
    const fresh = await start(cookie);
    await timePasses(fresh.id, 601);
    const arrived = (await next(fresh.id, { fromSection: 0 })).json().data;
    expect(arrived).toMatchObject({ status: 'in_progress', currentSection: 1 });
    expect((await next(fresh.id, { fromSection: 7 })).json().data.currentSection).toBe(1);
    expect((await next(fresh.id, { fromSection: -1 })).statusCode).toBe(400);
    // Without fromSection (older clients), the current section ends: here the last, which submits the test.
    expect((await next(fresh.id)).json().data.status).toBe('submitted');
  });

  it('shows only the current section, in a shuffled order that maps back to the key', async () => {
    const { cookie } = await signedInLearner(app, db);
    const attempt = await start(cookie);
    expect(attempt.currentSection).toBe(0);
    expect(attempt.questions).toHaveLength(3);
    expect(attempt.sections.map((section: { state: string }) => section.state)).toEqual([
      'current',
      'upcoming',
    ]);
    expect(attempt.sections[0].remainingSeconds).toBeGreaterThanOrEqual(599);
    for (const question of attempt.questions) {
      const selected = await shownCorrect(attempt.id, question.id);
      const saved = await call(cookie, 'POST', `/api/attempts/${attempt.id}/answers`, {
        questionId: question.id,
        selected,
      });
      expect(saved.json().data.question.selected).toEqual(selected);
    }
    const result = (await call(cookie, 'POST', `/api/attempts/${attempt.id}/submit`)).json().data;
    expect(result).toMatchObject({ score: 3, correct: 3, unanswered: 2, wrong: 0, endedBy: 'submitted' });
    expect(result.review.filter((item: { outcome: string }) => item.outcome === 'correct')).toHaveLength(3);
    expect(result.review[0].explanation).toMatch(/^Worked solution/);
  });

  it('refuses an answer after its section deadline and moves the learner on', async () => {
    const { cookie } = await signedInLearner(app, db);
    const attempt = await start(cookie);
    const quantQuestion = attempt.questions[0];
    await timePasses(attempt.id, 601);
    const late = await call(cookie, 'POST', `/api/attempts/${attempt.id}/answers`, {
      questionId: quantQuestion.id,
      selected: [0],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ success: false, message: SECTION_OVER });
    const now = (await call(cookie, 'GET', `/api/attempts/${attempt.id}`)).json().data;
    expect(now.currentSection).toBe(1);
    expect(now.questions.map((question: { sectionIndex: number }) => question.sectionIndex)).toEqual([1, 1]);
    // The logic section began when the quant one ended, a second ago: 299 s of its 300 are left.
    expect(now.sections[1].remainingSeconds).toBeGreaterThanOrEqual(298);
    expect(now.sections[1].remainingSeconds).toBeLessThanOrEqual(300);
  });

  it('submits an attempt whose time ran out with the answers given so far, even if nobody comes back', async () => {
    const { cookie } = await signedInLearner(app, db);
    const attempt = await start(cookie);
    const [right, wrong] = attempt.questions;
    await call(cookie, 'POST', `/api/attempts/${attempt.id}/answers`, {
      questionId: right.id,
      selected: await shownCorrect(attempt.id, right.id),
    });
    const correctOfWrong = await shownCorrect(attempt.id, wrong.id);
    await call(cookie, 'POST', `/api/attempts/${attempt.id}/answers`, {
      questionId: wrong.id,
      selected: [[0, 1, 2, 3].find((index) => !correctOfWrong.includes(index)) ?? 0],
    });
    await timePasses(attempt.id, 901);
    expect(await submitExpiredAttempts(db)).toBeGreaterThanOrEqual(1);
    const [stored] = await db.select().from(mockAttempts).where(eq(mockAttempts.id, attempt.id));
    expect(stored).toMatchObject({ status: 'submitted', endedBy: 'time-up', score: 0.75 });
    // Ended at its deadline, not when the sweeper came by.
    expect(stored?.submittedAt?.getTime()).toBe(stored?.expiresAt.getTime());

    const late = await call(cookie, 'POST', `/api/attempts/${attempt.id}/answers`, {
      questionId: right.id,
      selected: [0],
    });
    expect(late.json()).toEqual({ success: false, message: TIME_UP });
    const result = (await call(cookie, 'GET', `/api/attempts/${attempt.id}/result`)).json().data;
    expect(result).toMatchObject({ endedBy: 'time-up', score: 0.75, correct: 1, wrong: 1, unanswered: 3 });
  });

  it('submits an expired attempt on the next read too', async () => {
    const { cookie } = await signedInLearner(app, db);
    const attempt = await start(cookie);
    await timePasses(attempt.id, 5000);
    const read = (await call(cookie, 'GET', `/api/attempts/${attempt.id}`)).json().data;
    expect(read).toMatchObject({ status: 'submitted', currentSection: null, questions: [] });
  });

  it('resumes the same attempt at the same remaining time, from another device too', async () => {
    const { user, cookie } = await signedInLearner(app, db);
    const first = await start(cookie);
    await timePasses(first.id, 120);
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: 'Secret@123' },
    });
    const otherDevice = sessionCookieOf(login) ?? '';
    expect(otherDevice).not.toBe(cookie);
    const resumed = await start(otherDevice);
    expect(resumed).toMatchObject({ id: first.id, resumed: true });
    expect(Math.abs(resumed.sections[0].remainingSeconds - 480)).toBeLessThanOrEqual(1);
    expect(resumed.questions.map((question: { id: string }) => question.id)).toEqual(
      first.questions.map((question: { id: string }) => question.id),
    );
    expect(resumed.questions[0].options).toEqual(first.questions[0].options);
  });

  it("does not let one learner read or answer another's attempt", async () => {
    const owner = await signedInLearner(app, db);
    const intruder = await signedInLearner(app, db);
    const attempt = await start(owner.cookie);
    const questionId = attempt.questions[0].id;
    const tries = [
      call(intruder.cookie, 'GET', `/api/attempts/${attempt.id}`),
      call(intruder.cookie, 'POST', `/api/attempts/${attempt.id}/answers`, { questionId, selected: [0] }),
      call(intruder.cookie, 'POST', `/api/attempts/${attempt.id}/next-section`),
      call(intruder.cookie, 'POST', `/api/attempts/${attempt.id}/events`, { kind: 'tab-switch' }),
      call(intruder.cookie, 'POST', `/api/attempts/${attempt.id}/submit`),
      call(intruder.cookie, 'GET', `/api/attempts/${attempt.id}/result`),
      call(intruder.cookie, 'PUT', `/api/attempts/${attempt.id}/leaderboard`, { displayName: 'Hacker' }),
    ];
    for (const response of await Promise.all(tries)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Attempt not found' });
    }
    expect((await call('', 'GET', `/api/attempts/${attempt.id}`)).statusCode).toBe(401);
    const [stored] = await db.select().from(mockAttempts).where(eq(mockAttempts.id, attempt.id));
    expect(stored).toMatchObject({ status: 'in_progress', tabSwitches: 0 });
    const answers = await db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attempt.id));
    expect(answers).toHaveLength(0);
  });

  it('scores an attempt once under 50 concurrent submissions', async () => {
    const { cookie } = await signedInLearner(app, db);
    const attempt = await start(cookie);
    for (const question of attempt.questions) {
      await call(cookie, 'POST', `/api/attempts/${attempt.id}/answers`, {
        questionId: question.id,
        selected: await shownCorrect(attempt.id, question.id),
      });
    }
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => call(cookie, 'POST', `/api/attempts/${attempt.id}/submit`)),
    );
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([200]));
    const results = responses.map((response) => response.json().data);
    expect(new Set(results.map((result) => `${result.score}|${result.submittedAt}`)).size).toBe(1);
    expect(results[0].score).toBe(3);
    const rows = await db.select().from(mockAttempts).where(eq(mockAttempts.id, attempt.id));
    expect(rows).toHaveLength(1);
  });

  it('counts tab switches and fullscreen exits and shows them on the result', async () => {
    const { cookie } = await signedInLearner(app, db);
    const attempt = await start(cookie);
    await call(cookie, 'POST', `/api/attempts/${attempt.id}/events`, { kind: 'tab-switch' });
    await call(cookie, 'POST', `/api/attempts/${attempt.id}/events`, { kind: 'tab-switch' });
    const counted = await call(cookie, 'POST', `/api/attempts/${attempt.id}/events`, {
      kind: 'fullscreen-exit',
    });
    expect(counted.json().data).toEqual({ tabSwitches: 2, fullscreenExits: 1 });
    expect(
      (await call(cookie, 'POST', `/api/attempts/${attempt.id}/events`, { kind: 'copy' })).statusCode,
    ).toBe(400);
    const result = (await call(cookie, 'POST', `/api/attempts/${attempt.id}/submit`)).json().data;
    expect(result).toMatchObject({ tabSwitches: 2, fullscreenExits: 1 });
  });

  it('marks for review, validates answers and scores multiple-choice and numeric answers', async () => {
    const { cookie } = await signedInLearner(app, db);
    const attempt = await start(cookie);
    const marked = await call(cookie, 'POST', `/api/attempts/${attempt.id}/answers`, {
      questionId: attempt.questions[0].id,
      markedForReview: true,
    });
    expect(marked.json().data.question).toMatchObject({ markedForReview: true, selected: [] });
    expect((await call(cookie, 'GET', `/api/attempts/${attempt.id}`)).json().data.sections[0]).toMatchObject({
      answered: 0,
      marked: 1,
    });
    const tooMany = await call(cookie, 'POST', `/api/attempts/${attempt.id}/answers`, {
      questionId: attempt.questions[0].id,
      selected: [0, 1],
    });
    expect(tooMany.json()).toEqual({ success: false, message: 'Choose one option.' });
    const outOfRange = await call(cookie, 'POST', `/api/attempts/${attempt.id}/answers`, {
      questionId: attempt.questions[0].id,
      selected: [5],
    });
    expect(outOfRange.statusCode).toBe(400);

    const logic = (await call(cookie, 'POST', `/api/attempts/${attempt.id}/next-section`)).json().data;
    // The section left behind keeps its count of marked questions (the submit dialog adds them up).
    expect(logic.sections.map((section: { marked: number }) => section.marked)).toEqual([1, 0]);
    const reloaded = (await call(cookie, 'GET', `/api/attempts/${attempt.id}`)).json().data;
    expect(reloaded.sections.map((section: { marked: number }) => section.marked)).toEqual([1, 0]);
    const multiple = logic.questions.find((question: { kind: string }) => question.kind === 'multiple');
    const numeric = logic.questions.find((question: { kind: string }) => question.kind === 'numeric');
    expect(numeric.options).toEqual([]);
    await call(cookie, 'POST', `/api/attempts/${attempt.id}/answers`, {
      questionId: multiple.id,
      selected: await shownCorrect(attempt.id, multiple.id),
    });
    const text = await call(cookie, 'POST', `/api/attempts/${attempt.id}/answers`, {
      questionId: numeric.id,
      selected: [0],
    });
    expect(text.json().message).toBe('This question takes a number, not options.');
    await call(cookie, 'POST', `/api/attempts/${attempt.id}/answers`, { questionId: numeric.id, value: 7.4 });
    const result = (await call(cookie, 'POST', `/api/attempts/${attempt.id}/submit`)).json().data;
    // Multiple right (+1), numeric wrong (no negative marks for numeric), quant left alone.
    expect(result).toMatchObject({ score: 1, correct: 1, wrong: 1, unanswered: 3 });
    expect(result.sections.map((section: { score: number }) => section.score)).toEqual([0, 1]);
    expect(result.weakestSubtopics[0]).toMatchObject({ accuracy: 0 });
    expect(result.weakestSubtopics[0].practicePath).toMatch(/^\/practice\?topic=/);
  });
});

describe("a placement day's calls", () => {
  /**
   * Statements a call sends to the database, its session's lookup included; a transaction's begin and commit are
   * not counted (the embedded driver does not report them).
   */
  const statementsOf = async (work: () => Promise<{ statusCode: number; body: string }>) => {
    queries.recorded = [];
    const response = await work();
    const sent = queries.recorded.filter(({ query }) => !/^\s*(begin|commit)\b/i.test(query)).length;
    queries.recorded = undefined;
    expect(response.statusCode, response.body).toBe(200);
    return sent;
  };

  // Thousands of takers send these within the same minutes, each statement a round trip holding one of the pool's
  // connections: a new statement here is a placement day's capacity, lowered.
  it('start, save an answer, move on and submit in a few statements each, whatever the test holds', async () => {
    const { cookie } = await signedInLearner(app, db);
    let attemptId = '';
    let questionId = '';
    const started = await statementsOf(async () => {
      const response = await call(cookie, 'POST', `/api/mock-tests/${freeTestId}/attempts`);
      attemptId = response.json().data.id;
      questionId = response.json().data.questions[0].id;
      return response;
    });
    const saved = await statementsOf(() =>
      call(cookie, 'POST', `/api/attempts/${attemptId}/answers`, {
        questionId,
        selected: [1],
        timeSpentSeconds: 20,
      }),
    );
    const savedAgain = await statementsOf(() =>
      call(cookie, 'POST', `/api/attempts/${attemptId}/answers`, {
        questionId,
        selected: [2],
        timeSpentSeconds: 20,
      }),
    );
    const moved = await statementsOf(() =>
      call(cookie, 'POST', `/api/attempts/${attemptId}/next-section`, { fromSection: 0 }),
    );
    const submitted = await statementsOf(() => call(cookie, 'POST', `/api/attempts/${attemptId}/submit`));
    // Each begins with its session's lookup. A start: the learner's lock, the test, their attempts, the questions,
    // the new attempt (its view is drawn from those). A save: the attempt with its test, the question with the saved
    // answer, the upsert. A move: the attempt, its clock, the questions with their answers. A submission: the
    // attempt, the questions with answers, the score, the notice (whom, what, the bell), the percentile's scores and
    // whether solutions are open.
    expect({ started, saved, savedAgain, moved, submitted }).toEqual({
      started: 6,
      saved: 4,
      savedAgain: 4,
      moved: 4,
      submitted: 9,
    });
  });
});

describe('results: percentile and leaderboard', () => {
  it('ranks submitted attempts with ties sharing a percentile, and shows only learners who opt in', async () => {
    const [test] = await db
      .insert(mockTests)
      .values({
        slug: 'ranked',
        title: 'Ranked',
        sections: [
          {
            title: 'Quant',
            topic: 'quantitative-aptitude',
            durationSeconds: 600,
            questionIds: bank.slice(0, 3).map((q) => q.id),
          },
        ],
        maxAttempts: 2,
        position: 5,
      })
      .returning();
    const testId = test?.id ?? '';
    // Enough first attempts for a percentile: 26 others, all below the four learners here.
    await othersTookIt(testId, Array(PERCENTILE_MIN_ATTEMPTS - 4).fill(0));
    const scored = async (right: number) => {
      const learner = await signedInLearner(app, db);
      const attempt = await start(learner.cookie, testId);
      for (const question of attempt.questions.slice(0, right)) {
        await call(learner.cookie, 'POST', `/api/attempts/${attempt.id}/answers`, {
          questionId: question.id,
          selected: await shownCorrect(attempt.id, question.id),
        });
      }
      const result = (await call(learner.cookie, 'POST', `/api/attempts/${attempt.id}/submit`)).json().data;
      return { ...learner, attemptId: attempt.id, result };
    };
    const low = await scored(1);
    const tiedA = await scored(2);
    const tiedB = await scored(2);
    const top = await scored(3);
    const percentile = async (who: typeof low) =>
      (await call(who.cookie, 'GET', `/api/attempts/${who.attemptId}/result`)).json().data.percentile;
    expect(await percentile(top)).toBe(100);
    expect(await percentile(tiedA)).toBe(96.67);
    expect(await percentile(tiedB)).toBe(96.67);
    expect(await percentile(low)).toBe(90);

    const empty = (await call('', 'GET', `/api/mock-tests/${testId}/leaderboard`)).json().data.entries;
    expect(empty).toEqual([]);
    for (const [who, name] of [
      [top, 'Asha'],
      [tiedA, 'Ravi'],
      [tiedB, 'Meena'],
    ] as const) {
      const opted = await call(who.cookie, 'PUT', `/api/attempts/${who.attemptId}/leaderboard`, {
        displayName: name,
      });
      expect(opted.statusCode).toBe(200);
    }
    const board = (await call(tiedB.cookie, 'GET', `/api/mock-tests/${testId}/leaderboard`)).json().data
      .entries;
    expect(
      board.map((entry: { rank: number; displayName: string; mine: boolean }) => [
        entry.rank,
        entry.displayName,
        entry.mine,
      ]),
    ).toEqual([
      [1, 'Asha', false],
      [2, 'Ravi', false],
      [2, 'Meena', true],
    ]);
    await call(top.cookie, 'PUT', `/api/attempts/${top.attemptId}/leaderboard`, { displayName: null });
    const after = (await call('', 'GET', `/api/mock-tests/${testId}/leaderboard`)).json().data.entries;
    expect(after.map((entry: { displayName: string }) => entry.displayName)).toEqual(['Ravi', 'Meena']);
    // A closed account leaves the board at once; erasure 14 days later takes the chosen name too.
    const closedAt = new Date();
    await db.update(users).set({ closedAt }).where(eq(users.id, tiedA.user.id));
    const withoutRavi = (await call('', 'GET', `/api/mock-tests/${testId}/leaderboard`)).json().data.entries;
    expect(withoutRavi.map((entry: { displayName: string }) => entry.displayName)).toEqual(['Meena']);
    await eraseClosedAccounts(db, app.storage, new Date(closedAt.getTime() + 15 * 24 * 3600_000));
    const [erased] = await db.select().from(mockAttempts).where(eq(mockAttempts.id, tiedA.attemptId));
    expect(erased?.leaderboardName).toBeNull();
    const tooShort = await call(low.cookie, 'PUT', `/api/attempts/${low.attemptId}/leaderboard`, {
      displayName: 'A',
    });
    expect(tooShort.statusCode).toBe(400);
  });
});

describe('practice with spaced repetition', () => {
  it('gives instant feedback and brings a missed question back before new ones run out', async () => {
    const { cookie, user } = await signedInLearner(app, db);
    const selection = { topic: 'quantitative-aptitude', subtopic: 'Percentages' };
    const first = (await call(cookie, 'POST', '/api/practice/next', selection)).json().data;
    expect(first).toMatchObject({ review: false, dueCount: 0 });
    const missed = bank.find((question) => question.id === first.question.id);
    const wrongIndex = [0, 1, 2, 3].find((index) => !missed?.correct.includes(index)) ?? 0;
    const feedback = (
      await call(cookie, 'POST', '/api/practice/answer', { questionId: missed?.id, selected: [wrongIndex] })
    ).json().data;
    expect(feedback).toMatchObject({
      correct: false,
      correctOptions: missed?.correct,
      explanation: missed?.explanation,
    });
    // Wrong: back within minutes, not days.
    expect(new Date(feedback.nextReviewAt).getTime() - Date.now()).toBeLessThan(LEARN_AHEAD_MS);

    const second = (await call(cookie, 'POST', '/api/practice/next', selection)).json().data;
    expect(second.question.id).not.toBe(missed?.id);
    const right = bank.find((question) => question.id === second.question.id);
    const good = (
      await call(cookie, 'POST', '/api/practice/answer', { questionId: right?.id, selected: right?.correct })
    ).json().data;
    expect(good.correct).toBe(true);

    // Nothing new left in the subtopic: the missed one comes back early.
    const back = (await call(cookie, 'POST', '/api/practice/next', selection)).json().data;
    expect(back).toMatchObject({ review: true, question: { id: missed?.id } });

    // Once it is due, it comes before anything new in the whole topic.
    await db
      .update(practiceCards)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(and(eq(practiceCards.userId, user.id), eq(practiceCards.questionId, missed?.id ?? '')));
    const due = (await call(cookie, 'POST', '/api/practice/next', { topic: 'quantitative-aptitude' })).json()
      .data;
    expect(due).toMatchObject({ review: true, dueCount: 1, question: { id: missed?.id } });

    const topics = (await call(cookie, 'GET', '/api/practice/topics')).json().data.topics;
    const quant = topics.find((topic: { topic: string }) => topic.topic === 'quantitative-aptitude');
    expect(quant).toMatchObject({ questionCount: 3, seen: 2, due: 1, accuracy: 50 });
    expect(quant.subtopics.map((subtopic: { name: string }) => subtopic.name)).toEqual([
      'Percentages',
      'Time and work',
    ]);
  });

  it('answers an empty selection with when the next review falls due', async () => {
    const { cookie } = await signedInLearner(app, db);
    const selection = { topic: 'logical-reasoning', subtopic: 'Clocks' };
    const only = (await call(cookie, 'POST', '/api/practice/next', selection)).json().data.question;
    const answered = await call(cookie, 'POST', '/api/practice/answer', { questionId: only.id, value: 7.5 });
    expect(answered.json().data).toMatchObject({ correct: true, numericAnswer: 7.5 });
    const none = (await call(cookie, 'POST', '/api/practice/next', selection)).json().data;
    expect(none.question).toBeNull();
    expect(new Date(none.nextDueAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('validates practice input and needs a login to answer', async () => {
    const { cookie } = await signedInLearner(app, db);
    expect((await call('', 'POST', '/api/practice/next', { topic: 'dsa' })).statusCode).toBe(401);
    const badTopic = await call(cookie, 'POST', '/api/practice/next', { topic: 'astrology' });
    expect(badTopic.json()).toEqual({ success: false, message: 'Choose a topic from the list.' });
    const single = bank[0];
    const noChoice = await call(cookie, 'POST', '/api/practice/answer', {
      questionId: single?.id,
      selected: [],
    });
    expect(noChoice.json()).toEqual({ success: false, message: 'Choose an option.' });
    const missing = await call(cookie, 'POST', '/api/practice/answer', {
      questionId: '00000000-0000-4000-8000-000000000000',
      selected: [0],
    });
    expect(missing.statusCode).toBe(404);
    const visitorTopics = (await call('', 'GET', '/api/practice/topics')).json().data.topics;
    expect(visitorTopics.every((topic: { seen: number }) => topic.seen === 0)).toBe(true);
  });
});

describe('mock tests that cannot be gamed', () => {
  let poolNumber = 0;
  /** A one-section test asking `questionCount` questions of a pool of `poolSize` fresh questions. */
  async function pooledTest(options: {
    poolSize: number;
    questionCount?: number;
    maxAttempts: number;
    solutionsCoolingOffHours?: number;
  }) {
    poolNumber += 1;
    const pool: Question[] = [];
    for (let index = 0; index < options.poolSize; index += 1) {
      pool.push(await addQuestion({ key: `pool.${poolNumber}.${index}`, correct: [index % 4] }));
    }
    const [test] = await db
      .insert(mockTests)
      .values({
        slug: `pooled-${poolNumber}`,
        title: `Pooled ${poolNumber}`,
        sections: [
          {
            title: 'Quant',
            topic: 'quantitative-aptitude',
            durationSeconds: 600,
            questionIds: pool.map((question) => question.id),
            ...(options.questionCount ? { questionCount: options.questionCount } : {}),
          },
        ],
        maxAttempts: options.maxAttempts,
        ...(options.solutionsCoolingOffHours === undefined
          ? {}
          : { solutionsCoolingOffHours: options.solutionsCoolingOffHours }),
        position: 10 + poolNumber,
      })
      .returning();
    return test?.id ?? '';
  }

  /** One attempt answering `right` questions correctly (and the rest left alone), submitted. */
  async function attemptScoring(cookie: string, testId: string, right: number) {
    const attempt = await start(cookie, testId);
    for (const question of attempt.questions.slice(0, right)) {
      await call(cookie, 'POST', `/api/attempts/${attempt.id}/answers`, {
        questionId: question.id,
        selected: await shownCorrect(attempt.id, question.id),
      });
    }
    const submitted = await call(cookie, 'POST', `/api/attempts/${attempt.id}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    return { attemptId: attempt.id as string, result: submitted.json().data };
  }

  const idsOf = (attempt: { questions: { id: string }[] }) =>
    attempt.questions.map((question) => question.id);

  it('draws a retake from the pool, meeting questions the learner has not seen in the test', async () => {
    const testId = await pooledTest({ poolSize: 6, questionCount: 2, maxAttempts: 4 });
    const { cookie } = await signedInLearner(app, db);
    const seen = new Set<string>();
    for (let round = 0; round < 3; round += 1) {
      const attempt = await start(cookie, testId);
      expect(attempt.questions).toHaveLength(2);
      for (const id of idsOf(attempt)) {
        expect(seen.has(id), `question met again in attempt ${round + 1}`).toBe(false);
        seen.add(id);
      }
      await call(cookie, 'POST', `/api/attempts/${attempt.id}/submit`);
    }
    // The pool is used up: the fourth attempt still asks two questions, met before.
    const fourth = await start(cookie, testId);
    expect(fourth.questions).toHaveLength(2);
    const listed = (await call(cookie, 'GET', '/api/mock-tests')).json().data.tests;
    expect(listed.find((test: { id: string }) => test.id === testId)).toMatchObject({ questionCount: 2 });
  });

  it('keeps the solutions of an empty attempt closed while attempts remain and before the cooling-off ends', async () => {
    const testId = await pooledTest({ poolSize: 3, maxAttempts: 3 });
    const { cookie, user } = await signedInLearner(app, db);
    const { attemptId, result } = await attemptScoring(cookie, testId, 0);
    const read = (await call(cookie, 'GET', `/api/attempts/${attemptId}/result`)).json().data;
    for (const closed of [result, read]) {
      expect(closed).toMatchObject({ score: 0, unanswered: 3, solutionsAvailable: false, review: [] });
      const keys = keysOf(closed);
      for (const secret of ['correctOptions', 'explanation', 'numericAnswer']) {
        expect(keys.has(secret), secret).toBe(false);
      }
      expect(JSON.stringify(closed)).not.toContain('Worked solution');
      expect(closed.sections[0]).toMatchObject({ score: 0, unanswered: 3 });
    }
    const opensAt = new Date(read.solutionsAvailableAt).getTime();
    expect(opensAt - new Date(read.submittedAt).getTime()).toBe(24 * 3600_000);
    // After the cooling-off the review opens.
    const later = await attemptResult(db, user, attemptId, 'en-IN', new Date(opensAt + 1000));
    expect(later).toMatchObject({ solutionsAvailable: true, solutionsAvailableAt: null });
    expect(later.review).toHaveLength(3);
    expect(later.review[0]?.explanation).toMatch(/^Worked solution/);
  });

  it('opens the solutions at once when the learner has no attempts left', async () => {
    const testId = await pooledTest({ poolSize: 3, maxAttempts: 1 });
    const { cookie } = await signedInLearner(app, db);
    const { result } = await attemptScoring(cookie, testId, 0);
    expect(result).toMatchObject({ solutionsAvailable: true, solutionsAvailableAt: null });
    expect(result.review).toHaveLength(3);
  });

  it("counts each learner's first attempt only in the percentile: a retake does not move it", async () => {
    const testId = await pooledTest({ poolSize: 3, maxAttempts: 3, solutionsCoolingOffHours: 0 });
    await othersTookIt(testId, Array(PERCENTILE_MIN_ATTEMPTS - 2).fill(0));
    const first = await signedInLearner(app, db);
    const second = await signedInLearner(app, db);
    await attemptScoring(first.cookie, testId, 1);
    const best = await attemptScoring(second.cookie, testId, 2);
    const percentileOf = async () =>
      (await call(second.cookie, 'GET', `/api/attempts/${best.attemptId}/result`)).json().data;
    expect(await percentileOf()).toMatchObject({ percentile: 100, attemptsCompared: 30 });
    // The first learner retakes it, knowing the answers now, and scores 3.
    const retake = await attemptScoring(first.cookie, testId, 3);
    expect(await percentileOf()).toMatchObject({ percentile: 100, attemptsCompared: 30 });
    // The retake is ranked among first attempts but is not one of them.
    expect(retake.result).toMatchObject({ score: 3, percentile: 100, attemptsCompared: 30 });
  });

  it('leaves attempts that answered nothing out of the percentile', async () => {
    const testId = await pooledTest({ poolSize: 3, maxAttempts: 1 });
    await othersTookIt(testId, Array(PERCENTILE_MIN_ATTEMPTS - 2).fill(0));
    const low = await signedInLearner(app, db);
    const high = await signedInLearner(app, db);
    const lowAttempt = await attemptScoring(low.cookie, testId, 1);
    await attemptScoring(high.cookie, testId, 2);
    // Throw-away accounts submitting empty attempts (one only marks a question for review).
    for (let account = 0; account < 3; account += 1) {
      const throwaway = await signedInLearner(app, db);
      const attempt = await start(throwaway.cookie, testId);
      if (account === 0) {
        await call(throwaway.cookie, 'POST', `/api/attempts/${attempt.id}/answers`, {
          questionId: attempt.questions[0].id,
          markedForReview: true,
        });
      }
      await call(throwaway.cookie, 'POST', `/api/attempts/${attempt.id}/submit`);
    }
    const result = (await call(low.cookie, 'GET', `/api/attempts/${lowAttempt.attemptId}/result`)).json()
      .data;
    // 28 others at 0, the low learner's 1 and the high one's 2: the empty attempts are not among the 30.
    expect(result).toMatchObject({ percentile: 96.67, attemptsCompared: 30 });
  });

  it(`gives no percentile below ${PERCENTILE_MIN_ATTEMPTS} first attempts, only how many there are`, async () => {
    const testId = await pooledTest({ poolSize: 3, maxAttempts: 2, solutionsCoolingOffHours: 0 });
    await othersTookIt(testId, [...Array(14).fill(0), ...Array(14).fill(3)]);
    // An empty first attempt is left out of everybody else's count, but its learner is one of those counted.
    const idle = await signedInLearner(app, db);
    const empty = await attemptScoring(idle.cookie, testId, 0);
    expect(empty.result).toMatchObject({ percentile: null, attemptsCompared: PERCENTILE_MIN_ATTEMPTS - 1 });
    const { cookie } = await signedInLearner(app, db);
    const { attemptId, result } = await attemptScoring(cookie, testId, 1);
    expect(result).toMatchObject({ percentile: null, attemptsCompared: PERCENTILE_MIN_ATTEMPTS - 1 });
    // A retake is not a first attempt: it neither adds to the count nor gets a percentile.
    const retake = await attemptScoring(cookie, testId, 3);
    expect(retake.result).toMatchObject({ percentile: null, attemptsCompared: PERCENTILE_MIN_ATTEMPTS - 1 });

    // The 30th learner's first attempt: now every result has one (14 at 0, the learner's 1, of 30).
    await othersTookIt(testId, [3]);
    const now = (await call(cookie, 'GET', `/api/attempts/${attemptId}/result`)).json().data;
    expect(now).toMatchObject({ percentile: 50, attemptsCompared: PERCENTILE_MIN_ATTEMPTS });
  });

  it("gives the learner's own place on the leaderboard from the same ranking as the board", async () => {
    const testId = await pooledTest({ poolSize: 3, maxAttempts: 3, solutionsCoolingOffHours: 0 });
    const { cookie } = await signedInLearner(app, db);
    const board = async (who = cookie) =>
      (await call(who, 'GET', `/api/mock-tests/${testId}/leaderboard`)).json().data;
    const first = await attemptScoring(cookie, testId, 2);
    expect(await board()).toEqual({ entries: [], mine: null });
    const shown = await call(cookie, 'PUT', `/api/attempts/${first.attemptId}/leaderboard`, {
      displayName: 'Asha',
    });
    expect(shown.json().data.mine).toMatchObject({
      rank: 1,
      displayName: 'Asha',
      chosenName: 'Asha',
      score: 2,
    });

    // A weaker retake: the board keeps the best attempt, and the learner is shown from every result alike.
    const second = await attemptScoring(cookie, testId, 1);
    const afterRetake = await board();
    expect(afterRetake.entries).toEqual([expect.objectContaining({ rank: 1, score: 2, mine: true })]);
    expect(afterRetake.mine).toMatchObject({ rank: 1, displayName: 'Asha', score: 2 });

    // Leaving from the second result takes the learner off the board, not just that attempt.
    await call(cookie, 'PUT', `/api/attempts/${second.attemptId}/leaderboard`, { displayName: null });
    expect(await board()).toEqual({ entries: [], mine: null });
    const back = await call(cookie, 'PUT', `/api/attempts/${second.attemptId}/leaderboard`, {
      displayName: 'Asha K',
    });
    expect(back.json().data.entries).toEqual([
      expect.objectContaining({ rank: 1, displayName: 'Asha K', score: 2, mine: true }),
    ]);

    // Twenty others above: the learner is off the top of the board but still told their rank, shared on a tie.
    await othersTookIt(
      testId,
      [...Array(20).fill(3), 2],
      Array.from({ length: 21 }, (_, index) => `Peer ${index + 1}`),
    );
    const crowded = await board();
    expect(crowded.entries).toHaveLength(20);
    expect(crowded.entries.some((entry: { mine: boolean }) => entry.mine)).toBe(false);
    expect(crowded.mine).toMatchObject({ rank: 21, displayName: 'Asha K', score: 2, mine: true });
    // A later better attempt is shown under the same name, and ranked like everybody's: first, shared with the
    // twenty who got there earlier (they take the board's twenty places; the page adds the learner's own row).
    await attemptScoring(cookie, testId, 3);
    const better = await board();
    expect(better.entries.map((entry: { rank: number }) => entry.rank)).toEqual(Array(20).fill(1));
    expect(better.mine).toMatchObject({ rank: 1, displayName: 'Asha K', score: 3 });
    // A visitor has no entry of their own.
    expect((await board('')).mine).toBeNull();
  });

  it('refuses leaderboard names that pass for the brand or its staff, however they are spelt', async () => {
    const testId = await pooledTest({ poolSize: 1, maxAttempts: 1 });
    const { cookie } = await signedInLearner(app, db);
    const { attemptId } = await attemptScoring(cookie, testId, 1);
    const named = (displayName: string) =>
      call(cookie, 'PUT', `/api/attempts/${attemptId}/leaderboard`, { displayName });
    for (const name of [
      'Pathshala Admin',
      'P@thsh4la',
      'ADMIN',
      'a.d.m.1.n',
      'Ｐａｔｈｓｈａｌａ',
      'Аdmin',
      'Supp0rt Team',
      'Moderat0r',
      'adrnin',
      'Official Staff',
      'páthshälä',
    ]) {
      const refused = await named(name);
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json(), name).toEqual({ success: false, message: LEADERBOARD_NAME_IMITATES });
    }
    for (const name of ['Asha', 'Mustafa K', 'Ravi 2003']) {
      expect((await named(name)).statusCode, name).toBe(200);
    }
  });

  it('shows a name an admin hid as an anonymous learner', async () => {
    const testId = await pooledTest({ poolSize: 1, maxAttempts: 2 });
    const admin = await signedInLearner(app, db, { role: 'admin' });
    const { cookie } = await signedInLearner(app, db);
    const { attemptId } = await attemptScoring(cookie, testId, 0);
    await call(cookie, 'PUT', `/api/attempts/${attemptId}/leaderboard`, { displayName: 'Rude Name' });
    const hidden = await call(
      admin.cookie,
      'PUT',
      `/api/admin/mock-tests/${testId}/attempts/${attemptId}/leaderboard-name`,
      { hidden: true },
    );
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data).toMatchObject({ leaderboardName: 'Rude Name', leaderboardNameHidden: true });
    const board = (await call('', 'GET', `/api/mock-tests/${testId}/leaderboard`)).json().data.entries;
    expect(board.map((entry: { displayName: string }) => entry.displayName)).toEqual([ANONYMOUS_LEARNER]);
    expect(JSON.stringify(board)).not.toContain('Rude Name');
    // Choosing the same name again keeps it hidden; a learner cannot hide names.
    await call(cookie, 'PUT', `/api/attempts/${attemptId}/leaderboard`, { displayName: 'Rude Name' });
    const again = (await call('', 'GET', `/api/mock-tests/${testId}/leaderboard`)).json().data.entries;
    expect(again.map((entry: { displayName: string }) => entry.displayName)).toEqual([ANONYMOUS_LEARNER]);
    // A better retake takes the learner's name, hidden as it was.
    await attemptScoring(cookie, testId, 1);
    const retaken = (await call(cookie, 'GET', `/api/mock-tests/${testId}/leaderboard`)).json().data;
    expect(JSON.stringify(retaken)).not.toContain('"displayName":"Rude Name"');
    expect(retaken.mine).toMatchObject({ displayName: ANONYMOUS_LEARNER, chosenName: 'Rude Name' });
    const byLearner = await call(
      cookie,
      'PUT',
      `/api/admin/mock-tests/${testId}/attempts/${attemptId}/leaderboard-name`,
      { hidden: true },
    );
    expect(byLearner.statusCode).toBe(403);
  });
});
