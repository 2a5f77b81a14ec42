import { randomUUID } from 'node:crypto';
import { CODING_MESSAGES } from '@pathshala/shared/coding';
import { MOCK_CODING_MESSAGES } from '@pathshala/shared/mock-coding';
import { PERCENTILE_MIN_ATTEMPTS } from '@pathshala/shared/practice';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { mockAttempts, mockCodingAnswers, mockTests, questions } from '../../db/schema/practice.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createCodingProblem, createTestJudge } from '../../testing/coding.ts';
import { settleJudgedCodingAnswers } from './mock-coding-marks.ts';
import { SECTION_NOT_STARTED, SECTION_OVER, TIME_UP } from './mock-service.ts';

const testJudge = createTestJudge({ java: 'no JDK on this server' });
const { app, db } = await buildTestApp(
  { judge: { concurrency: 1, pollMs: 0, submissionsPerMinute: 100, runsPerMinute: 50 } },
  { judge: testJudge.judge },
);

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

/**
 * Four hidden tests, one of them summing to 0: the test judge's `sum` passes all four (full marks) and its
 * `zero` passes one (a quarter of the marks).
 */
const quarterTests = [
  { input: '0 0\n', expected: '0\n' },
  { input: '1 2\n', expected: '3\n' },
  { input: '4 4\n', expected: '8\n' },
  { input: '10 5\n', expected: '15\n' },
];

let testId = '';
let codingOnlyTestId = '';
let questionId = '';
let first: { id: string };
let second: { id: string };
let elsewhere: { id: string };

beforeAll(async () => {
  first = await createCodingProblem(db, { slug: 'mock-sum-one', hidden: quarterTests });
  second = await createCodingProblem(db, { slug: 'mock-sum-two', hidden: quarterTests });
  elsewhere = await createCodingProblem(db, { slug: 'not-in-the-mock', hidden: quarterTests });
  const [question] = await db
    .insert(questions)
    .values({
      key: 'mock-coding.quant.1',
      topic: 'quantitative-aptitude',
      subtopic: 'Percentages',
      difficulty: 'easy',
      kind: 'single',
      prompt: 'What is 10% of 300?',
      options: ['10', '20', '30', '40'],
      correct: [2],
      explanation: 'A tenth of 300.',
    })
    .returning();
  questionId = question?.id ?? '';
  const [mixed] = await db
    .insert(mockTests)
    .values({
      slug: 'coding-round',
      title: 'Coding round',
      sections: [
        { title: 'Quant', topic: 'quantitative-aptitude', durationSeconds: 600, questionIds: [questionId] },
        {
          title: 'Coding',
          topic: 'dsa',
          kind: 'coding',
          durationSeconds: 2700,
          questionIds: [],
          codingProblemIds: [first.id, second.id],
          marksPerProblem: 10,
        },
      ],
      maxAttempts: 20,
      solutionsCoolingOffHours: 0,
    })
    .returning();
  const [codingOnly] = await db
    .insert(mockTests)
    .values({
      slug: 'coding-only',
      title: 'Coding only',
      sections: [
        {
          title: 'Coding',
          topic: 'dsa',
          kind: 'coding',
          durationSeconds: 1800,
          questionIds: [],
          codingProblemIds: [first.id],
          marksPerProblem: 20,
        },
      ],
      maxAttempts: 1,
      position: 1,
    })
    .returning();
  testId = mixed?.id ?? '';
  codingOnlyTestId = codingOnly?.id ?? '';
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

async function start(cookie: string, id = testId) {
  const response = await call(cookie, 'POST', `/api/mock-tests/${id}/attempts`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: string; sections: { kind: string; questionCount: number }[] };
}

/** Starts the mixed test and moves on to its coding section. */
async function inCodingSection(cookie: string) {
  const attempt = await start(cookie);
  const moved = await call(cookie, 'POST', `/api/attempts/${attempt.id}/next-section`, { fromSection: 0 });
  expect(moved.json().data.currentSection).toBe(1);
  return attempt.id;
}

async function submitCode(
  cookie: string,
  attemptId: string,
  problemId: string,
  source: string,
  language = 'python',
) {
  return call(cookie, 'POST', `/api/attempts/${attemptId}/coding-submissions`, {
    problemId,
    language,
    source,
  });
}

const result = async (cookie: string, attemptId: string) =>
  (await call(cookie, 'GET', `/api/attempts/${attemptId}/result`)).json().data;

describe('coding sections of mock tests', () => {
  it('shows a coding section as its problems, in the list and in the attempt', async () => {
    const { cookie } = await signedInLearner(app, db);
    const list = (await call(cookie, 'GET', '/api/mock-tests')).json().data.tests;
    const test = list.find((candidate: { id: string }) => candidate.id === testId);
    expect(test.sections).toEqual([
      {
        title: 'Quant',
        topic: 'quantitative-aptitude',
        kind: 'questions',
        questionCount: 1,
        durationSeconds: 600,
      },
      { title: 'Coding', topic: 'dsa', kind: 'coding', questionCount: 2, durationSeconds: 2700 },
    ]);
    expect(test.questionCount).toBe(3);

    const attempt = await start(cookie);
    expect(attempt.sections.map((section) => [section.kind, section.questionCount])).toEqual([
      ['questions', 1],
      ['coding', 2],
    ]);
    // Not yet: the coding section has not started.
    const early = await call(cookie, 'GET', `/api/attempts/${attempt.id}/coding`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ success: false, message: MOCK_CODING_MESSAGES.notCoding });
    const tooSoon = await submitCode(cookie, attempt.id, first.id, 'sum');
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json()).toEqual({ success: false, message: SECTION_NOT_STARTED });

    await call(cookie, 'POST', `/api/attempts/${attempt.id}/next-section`, { fromSection: 0 });
    const section = await call(cookie, 'GET', `/api/attempts/${attempt.id}/coding`);
    expect(section.statusCode, section.body).toBe(200);
    const { data } = section.json();
    expect(data.sectionIndex).toBe(1);
    expect(data.remainingSeconds).toBeGreaterThan(2690);
    expect(data.problems.map((problem: { id: string }) => problem.id)).toEqual([first.id, second.id]);
    expect(data.problems[0]).toMatchObject({
      maxMarks: 10,
      hiddenTestCount: 4,
      samples: [
        { input: '1 2\n', expected: '3\n' },
        { input: '5 5 5\n', expected: '15\n' },
      ],
      answer: null,
    });
    // Hidden tests never leave the server.
    expect(section.body).not.toContain('10 5');
  });

  it('marks each problem by the share of hidden tests its last submission passed', async () => {
    const { cookie } = await signedInLearner(app, db);
    const attemptId = await inCodingSection(cookie);
    const queued = await submitCode(cookie, attemptId, first.id, 'sum');
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json().data.submission).toMatchObject({ status: 'queued', position: 1 });
    expect((await submitCode(cookie, attemptId, second.id, 'zero')).statusCode).toBe(200);
    await app.codingJudge.runDue();

    const section = (await call(cookie, 'GET', `/api/attempts/${attemptId}/coding`)).json().data;
    expect(
      section.problems.map((problem: { answer: { passed: number; testCount: number; source: string } }) => [
        problem.answer.passed,
        problem.answer.testCount,
        problem.answer.source,
      ]),
    ).toEqual([
      [4, 4, 'sum'],
      [1, 4, 'zero'],
    ]);
    const view = (await call(cookie, 'GET', `/api/attempts/${attemptId}`)).json().data;
    expect(view.sections[1]).toMatchObject({ kind: 'coding', answered: 2 });

    const submitted = await call(cookie, 'POST', `/api/attempts/${attemptId}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const done = submitted.json().data;
    expect(done).toMatchObject({ score: 12.5, maxScore: 21, codingPending: false });
    expect(done.sections[1]).toMatchObject({
      kind: 'coding',
      score: 12.5,
      maxScore: 20,
      correct: 1,
      wrong: 1,
      unanswered: 0,
    });
    expect(done.sections[1].problems).toEqual([
      expect.objectContaining({
        problemId: first.id,
        marks: 10,
        passed: 4,
        testCount: 4,
        verdict: 'accepted',
      }),
      expect.objectContaining({
        problemId: second.id,
        marks: 2.5,
        passed: 1,
        testCount: 4,
        verdict: 'wrongAnswer',
      }),
    ]);
    expect(done.sections[0]).toMatchObject({ kind: 'questions', problems: [], unanswered: 1 });
  });

  it('counts the last submission before the deadline, and refuses one after it', async () => {
    const { cookie } = await signedInLearner(app, db);
    const attemptId = await inCodingSection(cookie);
    await submitCode(cookie, attemptId, first.id, 'zero');
    await submitCode(cookie, attemptId, first.id, 'sum');
    // A better program for the second problem, then a worse one: the worse one is the last and counts.
    await submitCode(cookie, attemptId, second.id, 'sum');
    await submitCode(cookie, attemptId, second.id, 'zero');
    await app.codingJudge.runDue();

    await timePasses(attemptId, 2700);
    const late = await submitCode(cookie, attemptId, second.id, 'sum');
    expect(late.statusCode).toBe(409);
    // The coding section was the last: its deadline ended the test.
    expect(late.json()).toEqual({ success: false, message: TIME_UP });
    const done = await result(cookie, attemptId);
    expect(done.endedBy).toBe('time-up');
    expect(done.sections[1].problems.map((problem: { marks: number }) => problem.marks)).toEqual([10, 2.5]);
    expect(done.score).toBe(12.5);
  });

  it("refuses a submission once the coding section's time is over while a later section runs", async () => {
    const { cookie } = await signedInLearner(app, db);
    const [test] = await db
      .insert(mockTests)
      .values({
        slug: `coding-then-quant-${randomUUID().slice(0, 8)}`,
        title: 'Coding then quant',
        sections: [
          {
            title: 'Coding',
            topic: 'dsa',
            kind: 'coding',
            durationSeconds: 60,
            questionIds: [],
            codingProblemIds: [first.id],
          },
          { title: 'Quant', topic: 'quantitative-aptitude', durationSeconds: 600, questionIds: [questionId] },
        ],
        published: true,
      })
      .returning();
    const attempt = await start(cookie, test?.id);
    expect((await submitCode(cookie, attempt.id, first.id, 'sum')).statusCode).toBe(200);
    await timePasses(attempt.id, 61);
    const late = await submitCode(cookie, attempt.id, first.id, 'zero');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ success: false, message: SECTION_OVER });
    await app.codingJudge.runDue();
    const done = (await call(cookie, 'POST', `/api/attempts/${attempt.id}/submit`)).json().data;
    // The default marks of a problem, all earned by the submission taken in time.
    expect(done.sections[0].problems[0]).toMatchObject({ marks: 10, maxMarks: 10 });
    expect(done.score).toBe(10);
  });

  it('adds marks judged after the attempt was submitted to its score', async () => {
    const { cookie } = await signedInLearner(app, db);
    const attempt = await start(cookie, codingOnlyTestId);
    expect((await submitCode(cookie, attempt.id, first.id, 'zero')).statusCode).toBe(200);
    const submitted = (await call(cookie, 'POST', `/api/attempts/${attempt.id}/submit`)).json().data;
    expect(submitted).toMatchObject({ score: 0, maxScore: 20, codingPending: true });
    expect(submitted.sections[0].problems[0]).toMatchObject({ marks: null, status: 'queued' });

    await app.codingJudge.runDue();
    // Nobody reads the result: the sweeper adds the marks, once.
    await settleJudgedCodingAnswers(db);
    await settleJudgedCodingAnswers(db);
    const [stored] = await db.select().from(mockAttempts).where(eq(mockAttempts.id, attempt.id));
    expect(stored?.score).toBe(5);
    const done = await result(cookie, attempt.id);
    expect(done).toMatchObject({ score: 5, codingPending: false });
  });

  it('counts coding-only first attempts in the percentile, shown from 30 of them', async () => {
    const [test] = await db
      .insert(mockTests)
      .values({
        slug: `coding-percentile-${randomUUID().slice(0, 8)}`,
        title: 'Coding percentile',
        sections: [
          {
            title: 'Coding',
            topic: 'dsa',
            kind: 'coding',
            durationSeconds: 1800,
            questionIds: [],
            codingProblemIds: [first.id],
          },
        ],
      })
      .returning();
    const id = test?.id ?? '';
    const { cookie } = await signedInLearner(app, db);
    const attempt = await start(cookie, id);
    await submitCode(cookie, attempt.id, first.id, 'sum');
    await app.codingJudge.runDue();
    const alone = (await call(cookie, 'POST', `/api/attempts/${attempt.id}/submit`)).json().data;
    expect(alone).toMatchObject({ score: 10, percentile: null, attemptsCompared: 1 });

    // 29 peers who each submitted code scoring 2.5 (written straight in: 29 sign-ups would hash 29 passwords).
    const peers = await db
      .insert(users)
      .values(
        Array.from({ length: PERCENTILE_MIN_ATTEMPTS - 1 }, () => ({
          name: 'Peer',
          email: `peer-${randomUUID()}@example.com`,
        })),
      )
      .returning({ id: users.id });
    const then = new Date(Date.now() - 60_000);
    const attempts = await db
      .insert(mockAttempts)
      .values(
        peers.map((peer) => ({
          testId: id,
          userId: peer.id,
          status: 'submitted',
          startedAt: then,
          sectionSeconds: [1800],
          expiresAt: then,
          slots: [],
          endedBy: 'submitted',
          submittedAt: then,
          score: 2.5,
        })),
      )
      .returning({ id: mockAttempts.id });
    const [counted] = await db
      .select()
      .from(mockCodingAnswers)
      .where(eq(mockCodingAnswers.attemptId, attempt.id));
    await db.insert(mockCodingAnswers).values(
      attempts.map((peerAttempt) => ({
        attemptId: peerAttempt.id,
        problemId: first.id,
        sectionIndex: 0,
        submissionId: counted?.submissionId ?? '',
        marks: 2.5,
      })),
    );
    const ranked = await result(cookie, attempt.id);
    expect(ranked).toMatchObject({ percentile: 100, attemptsCompared: PERCENTILE_MIN_ATTEMPTS });
  });

  it("keeps a learner's code and coding section from another learner", async () => {
    const owner = await signedInLearner(app, db);
    const other = await signedInLearner(app, db);
    const attemptId = await inCodingSection(owner.cookie);
    const queued = (await submitCode(owner.cookie, attemptId, first.id, 'sum')).json().data.submission;

    const section = await call(other.cookie, 'GET', `/api/attempts/${attemptId}/coding`);
    expect(section.statusCode).toBe(404);
    expect(section.json()).toEqual({ success: false, message: 'Attempt not found' });
    const sneaked = await submitCode(other.cookie, attemptId, first.id, 'zero');
    expect(sneaked.statusCode).toBe(404);
    const submission = await call(other.cookie, 'GET', `/api/coding/submissions/${queued.id}`);
    expect(submission.statusCode).toBe(404);
    expect(submission.json()).toEqual({ success: false, message: CODING_MESSAGES.submissionMissing });
    expect(submission.body).not.toContain('sum');
    // A visitor is asked to log in.
    expect((await call('', 'GET', `/api/attempts/${attemptId}/coding`)).statusCode).toBe(401);
    // The owner still reads their own.
    const own = await call(owner.cookie, 'GET', `/api/coding/submissions/${queued.id}`);
    expect(own.json().data.submission.source).toBe('sum');
  });

  it('validates submissions with clear 4xx messages', async () => {
    const { cookie } = await signedInLearner(app, db);
    const attemptId = await inCodingSection(cookie);
    const cases: [object, number, string][] = [
      [{ problemId: first.id, language: 'python', source: '   ' }, 400, CODING_MESSAGES.sourceEmpty],
      [{ problemId: first.id, language: 'cobol', source: 'sum' }, 400, CODING_MESSAGES.language],
      [
        { problemId: 'not-an-id', language: 'python', source: 'sum' },
        400,
        MOCK_CODING_MESSAGES.problemMissing,
      ],
      [
        { problemId: first.id, language: 'python', source: 'x'.repeat(65 * 1024) },
        400,
        CODING_MESSAGES.sourceTooLarge,
      ],
      [
        { problemId: elsewhere.id, language: 'python', source: 'sum' },
        404,
        MOCK_CODING_MESSAGES.problemMissing,
      ],
      [
        { problemId: first.id, language: 'java', source: 'sum' },
        409,
        'Java 17 is not available on this server (no JDK on this server).',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const response = await call(cookie, 'POST', `/api/attempts/${attemptId}/coding-submissions`, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(response.json()).toEqual({ success: false, message });
    }
    const unknown = await call(cookie, 'GET', `/api/attempts/${randomUUID()}/coding`);
    expect(unknown.statusCode).toBe(404);
    expect((await call(cookie, 'GET', '/api/attempts/nope/coding')).statusCode).toBe(400);
    // Nothing refused was counted.
    const section = (await call(cookie, 'GET', `/api/attempts/${attemptId}/coding`)).json().data;
    expect(section.problems.every((problem: { answer: unknown }) => problem.answer === null)).toBe(true);
  });
});
