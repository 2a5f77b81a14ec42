import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/accounts.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { attemptAnswers, mockAttempts, mockTests, questions } from '../../db/schema/practice.ts';
import { hashToken, SESSION_COOKIE } from '../../plugins/auth.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { hashPassword } from '../accounts/password.ts';
import { SECTION_OVER, submitExpiredAttempts, TIME_UP } from './mock-service.ts';

/**
 * A placement drive's mock day, as a correctness check rather than a timing: many learners start the same
 * three-section test at once, save answers (with the retries a flaky network sends), move sections twice over,
 * submit several times, and the rest are ended by the clock while they are still sending answers.
 */
const TAKERS = 200;
const SECTION_SECONDS = 600;

const { app, db } = await buildTestApp();

type Taker = { userId: string; cookie: string; attemptId: string };
const takers: Taker[] = [];
let testId = '';

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie } });

/**
 * Takers at once in a wave: enough that every lock and upsert meets its twin, while the queue for the database
 * pool (10 connections, 3 s to get one) stays under its limit on a busy CI machine. A wider burst is the
 * placement-day bench's (scripts/bench/day.ts), where a slow answer is a measurement rather than a failure.
 */
const AT_ONCE = 25;

/** Every taker's requests, AT_ONCE takers at a time, each taker's own requests in flight together. */
async function wave<T>(work: (taker: Taker, index: number) => Promise<T>) {
  const results: T[] = [];
  for (let first = 0; first < takers.length; first += AT_ONCE) {
    results.push(
      ...(await Promise.all(takers.slice(first, first + AT_ONCE).map((taker, n) => work(taker, first + n)))),
    );
  }
  return results;
}

beforeAll(async () => {
  const sections = [];
  for (const [index, topic] of (
    ['quantitative-aptitude', 'logical-reasoning', 'verbal-ability'] as const
  ).entries()) {
    const rows = await db
      .insert(questions)
      .values(
        [0, 1].map((number) => ({
          key: `burst.${index}.${number}`,
          topic,
          subtopic: 'Burst',
          difficulty: 'easy' as const,
          kind: 'single' as const,
          prompt: `Burst question ${index}.${number}`,
          options: ['A', 'B', 'C', 'D'],
          correct: [0],
          explanation: 'Worked solution',
        })),
      )
      .returning({ id: questions.id });
    sections.push({
      title: `Section ${index + 1}`,
      topic,
      durationSeconds: SECTION_SECONDS,
      questionIds: rows.map((row) => row.id),
    });
  }
  const [test] = await db
    .insert(mockTests)
    .values({ slug: 'placement-day', title: 'Placement day mock', sections, maxAttempts: 1 })
    .returning({ id: mockTests.id });
  testId = test?.id ?? '';

  // One password hash for everyone: two hundred real hashes would time the hashing, not the test.
  const passwordHash = await hashPassword('Secret@123');
  const learners = await db
    .insert(users)
    .values(
      Array.from({ length: TAKERS }, (_, index) => ({
        name: `Taker ${index + 1}`,
        email: `taker-${index + 1}-${randomBytes(4).toString('hex')}@example.com`,
        mobileNo: '9876543210',
        passwordHash,
      })),
    )
    .returning({ id: users.id });
  const tokens = learners.map(() => randomBytes(32).toString('base64url'));
  await db.insert(sessions).values(
    learners.map((learner, index) => ({
      tokenHash: hashToken(tokens[index] ?? ''),
      userId: learner.id,
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    })),
  );
  for (const [index, learner] of learners.entries()) {
    takers.push({ userId: learner.id, cookie: `${SESSION_COOKIE}=${tokens[index]}`, attemptId: '' });
  }
});

/** The shown option that holds the stored key (option 0) of a question in this taker's shuffled attempt. */
async function shownKeys(attemptId: string) {
  const [attempt] = await db.select().from(mockAttempts).where(eq(mockAttempts.id, attemptId));
  return new Map((attempt?.slots ?? []).map((slot) => [slot.questionId, slot.optionOrder.indexOf(0)]));
}

describe('a mock day: every taker starts, answers and is scored at once', () => {
  it('gives each taker exactly one attempt, however often they press Start at once', async () => {
    const started = await wave(async (taker) => {
      // A double click: two starts from the same learner, in flight together.
      const [first, second] = await Promise.all([
        call(taker.cookie, 'POST', `/api/mock-tests/${testId}/attempts`),
        call(taker.cookie, 'POST', `/api/mock-tests/${testId}/attempts`),
      ]);
      expect(first?.statusCode, first?.body).toBe(200);
      expect(second?.statusCode, second?.body).toBe(200);
      const attempt = first?.json().data;
      expect(second?.json().data.id).toBe(attempt.id);
      taker.attemptId = attempt.id;
      return attempt;
    });
    expect(new Set(started.map((attempt) => attempt.id)).size).toBe(TAKERS);
    const rows = await db
      .select({ id: mockAttempts.id })
      .from(mockAttempts)
      .where(eq(mockAttempts.testId, testId));
    expect(rows).toHaveLength(TAKERS);
  });

  it('saves every answer exactly once, retries included, and keeps the last choice', async () => {
    await wave(async (taker) => {
      const attempt = (await call(taker.cookie, 'GET', `/api/attempts/${taker.attemptId}`)).json().data;
      const keys = await shownKeys(taker.attemptId);
      for (const question of attempt.questions as { id: string }[]) {
        const right = keys.get(question.id) ?? 0;
        // A wrong choice, then the right one sent twice (the retry of a save whose answer was lost).
        const wrong = await call(taker.cookie, 'POST', `/api/attempts/${taker.attemptId}/answers`, {
          questionId: question.id,
          selected: [(right + 1) % 4],
        });
        expect(wrong.statusCode, wrong.body).toBe(200);
        const retries = await Promise.all(
          [0, 1].map(() =>
            call(taker.cookie, 'POST', `/api/attempts/${taker.attemptId}/answers`, {
              questionId: question.id,
              selected: [right],
              timeSpentSeconds: 5,
            }),
          ),
        );
        for (const retry of retries) expect(retry.statusCode, retry.body).toBe(200);
      }
    });
    const ids = takers.map((taker) => taker.attemptId);
    const saved = await db.select().from(attemptAnswers).where(inArray(attemptAnswers.attemptId, ids));
    expect(saved).toHaveLength(TAKERS * 2);
    expect(new Set(saved.map((row) => `${row.attemptId}|${row.questionId}`)).size).toBe(TAKERS * 2);
    expect(saved.every((row) => row.selected.length === 1 && row.selected[0] === 0)).toBe(true);
  });

  it('moves each taker on by one section when Next is sent twice at once', async () => {
    await wave(async (taker) => {
      const moves = await Promise.all(
        [0, 1].map(() =>
          call(taker.cookie, 'POST', `/api/attempts/${taker.attemptId}/next-section`, { fromSection: 0 }),
        ),
      );
      for (const move of moves) expect(move.statusCode, move.body).toBe(200);
    });
    const rows = await db
      .select({ currentSection: mockAttempts.currentSection })
      .from(mockAttempts)
      .where(eq(mockAttempts.testId, testId));
    expect(rows.map((row) => row.currentSection)).toEqual(Array(TAKERS).fill(1));

    // The first section is closed for everyone now: an answer to one of its questions is refused.
    const firstSectionAnswers = await db
      .select({ attemptId: attemptAnswers.attemptId, questionId: attemptAnswers.questionId })
      .from(attemptAnswers)
      .where(
        inArray(
          attemptAnswers.attemptId,
          takers.map((taker) => taker.attemptId),
        ),
      );
    const questionOf = new Map(firstSectionAnswers.map((row) => [row.attemptId, row.questionId]));
    const late = await wave((taker) =>
      call(taker.cookie, 'POST', `/api/attempts/${taker.attemptId}/answers`, {
        questionId: questionOf.get(taker.attemptId),
        selected: [1],
      }),
    );
    expect(new Set(late.map((response) => response.statusCode))).toEqual(new Set([409]));
    expect(new Set(late.map((response) => response.json().message))).toEqual(new Set([SECTION_OVER]));
  });

  it('scores every attempt once: half submit (several times over), the clock ends the rest while they still answer', async () => {
    const half = TAKERS / 2;
    const submitting = takers.slice(0, half);
    const stragglers = takers.slice(half);

    const submissions = [];
    for (let first = 0; first < submitting.length; first += AT_ONCE) {
      submissions.push(
        ...(await Promise.all(
          submitting
            .slice(first, first + AT_ONCE)
            .map((taker) =>
              Promise.all(
                [0, 1, 2].map(() => call(taker.cookie, 'POST', `/api/attempts/${taker.attemptId}/submit`)),
              ),
            ),
        )),
      );
    }
    for (const responses of submissions) {
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      const results = responses.map((response) => response.json().data);
      expect(new Set(results.map((result) => `${result.score}|${result.submittedAt}`)).size).toBe(1);
      // Two right answers in the first section, nothing after it.
      expect(results[0].score).toBe(2);
    }

    // The stragglers' time runs out: every remaining section's deadline is in the past.
    const stragglerIds = stragglers.map((taker) => taker.attemptId);
    const elapsed = 3 * SECTION_SECONDS + 5;
    await db
      .update(mockAttempts)
      .set({
        startedAt: sql`${mockAttempts.startedAt} - make_interval(secs => ${elapsed})`,
        sectionStartedAt: sql`${mockAttempts.sectionStartedAt} - make_interval(secs => ${elapsed})`,
        expiresAt: sql`${mockAttempts.expiresAt} - make_interval(secs => ${elapsed})`,
      })
      .where(inArray(mockAttempts.id, stragglerIds));
    const questionOfSection = async (attemptId: string, section: number) => {
      const [attempt] = await db.select().from(mockAttempts).where(eq(mockAttempts.id, attemptId));
      return attempt?.slots.find((slot) => slot.sectionIndex === section)?.questionId ?? '';
    };
    const lateQuestions = await Promise.all(stragglerIds.map((id) => questionOfSection(id, 1)));

    // Two sweepers (two instances) and a wave of stragglers' late answers, all at once.
    const [sweptA, sweptB, ...late] = await Promise.all([
      submitExpiredAttempts(db, new Date(), TAKERS),
      submitExpiredAttempts(db, new Date(), TAKERS),
      ...stragglers.slice(0, AT_ONCE).map((taker, index) =>
        call(taker.cookie, 'POST', `/api/attempts/${taker.attemptId}/answers`, {
          questionId: lateQuestions[index],
          selected: [0],
        }),
      ),
    ]);
    expect((sweptA as number) + (sweptB as number)).toBeLessThanOrEqual(half);
    for (const response of late as { statusCode: number; json: () => unknown }[]) {
      expect(response.statusCode).toBe(409);
      expect([TIME_UP, SECTION_OVER]).toContainEqual((response.json() as { message: string }).message);
    }

    const attempts = await db.select().from(mockAttempts).where(eq(mockAttempts.testId, testId));
    expect(attempts.every((attempt) => attempt.status === 'submitted' && attempt.score === 2)).toBe(true);
    const ended = attempts.filter((attempt) => stragglerIds.includes(attempt.id));
    expect(ended.every((attempt) => attempt.endedBy === 'time-up')).toBe(true);
    // Ended at the deadline, not when a sweeper or a late request noticed.
    expect(ended.every((attempt) => attempt.submittedAt?.getTime() === attempt.expiresAt.getTime())).toBe(
      true,
    );

    // Nothing was saved after a deadline: the stragglers hold only their first section's two answers, unchanged.
    const stragglerAnswers = await db
      .select()
      .from(attemptAnswers)
      .where(inArray(attemptAnswers.attemptId, stragglerIds));
    expect(stragglerAnswers).toHaveLength(stragglers.length * 2);
    expect(stragglerAnswers.every((answer) => answer.selected[0] === 0)).toBe(true);

    // One result notice per taker: the attempt was closed once.
    const notices = await db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'mockResult'),
          inArray(
            notifications.userId,
            takers.map((taker) => taker.userId),
          ),
        ),
      );
    expect(notices).toHaveLength(TAKERS);
  });
});
