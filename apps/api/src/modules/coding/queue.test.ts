import { CODING_MESSAGES } from '@pathshala/shared/coding';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { codingSubmissions } from '../../db/schema/coding.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createCodingProblem, createTestJudge } from '../../testing/coding.ts';
import {
  claimSubmission,
  createJudgeWorker,
  enqueueSubmission,
  JUDGE_CLAIM_MS,
  JUDGE_MAX_ATTEMPTS,
  judgeBackoffMs,
  queuePosition,
} from './queue.ts';

/**
 * The judge queue with a test judge (createTestJudge): what these prove is the queue's claiming, heartbeats,
 * retries, order and concurrency, not how programs run.
 */
const { app, db } = await buildTestApp({
  judge: { concurrency: 1, pollMs: 0, submissionsPerMinute: 100, runsPerMinute: 100 },
});
const log = app.log;

let problemId = '';
let userId = '';

beforeAll(async () => {
  problemId = (await createCodingProblem(db)).id;
  userId = (await signedInLearner(app, db)).user.id;
});

/** Submissions queued a millisecond apart, oldest first. */
async function queue(...sources: string[]) {
  const ids: string[] = [];
  for (const source of sources) {
    const row = await enqueueSubmission(db, { userId, problemId, language: 'cpp', source, testCount: 10 });
    ids.push(row.id);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return ids;
}

const rowOf = async (id: string) => {
  const [row] = await db.select().from(codingSubmissions).where(eq(codingSubmissions.id, id));
  if (!row) throw new Error('no such submission');
  return row;
};

/** Ends what earlier tests left unfinished, so each test sees only its own submissions in the queue. */
async function clearQueue() {
  await db
    .update(codingSubmissions)
    .set({ status: 'failed', claimedUntil: null })
    .where(inArray(codingSubmissions.status, ['queued', 'running']));
}

describe('the judge queue', () => {
  it('judges in the order submitted, one at a time with a concurrency of 1', async () => {
    await clearQueue();
    const testJudge = createTestJudge();
    const worker = createJudgeWorker({ db, judge: testJudge.judge, concurrency: 1, log });
    const ids = await queue('sum', 'zero', 'sum');
    expect(await worker.runDue()).toBe(3);
    expect(testJudge.requests.map((request) => request.source)).toEqual(['sum', 'zero', 'sum']);
    expect(testJudge.mostAtOnce()).toBe(1);
    const rows = await Promise.all(ids.map(rowOf));
    expect(rows.map((row) => [row.status, row.verdict, row.attempts])).toEqual([
      ['judged', 'accepted', 1],
      ['judged', 'wrongAnswer', 1],
      ['judged', 'accepted', 1],
    ]);
  });

  it('answers queue positions from 1, moving up as submissions ahead are judged', async () => {
    await clearQueue();
    const ids = await queue('sum', 'sum', 'sum');
    const positions = async () => Promise.all(ids.map(async (id) => queuePosition(db, await rowOf(id))));
    expect(await positions()).toEqual([1, 2, 3]);
    const claimed = await claimSubmission(db, new Date());
    expect(claimed?.id).toBe(ids[0]);
    expect(await positions()).toEqual([null, 1, 2]);
    await clearQueue();
  });

  it('runs at most JUDGE_CONCURRENCY at once, and two workers never judge one submission twice', async () => {
    await clearQueue();
    const testJudge = createTestJudge();
    const first = createJudgeWorker({ db, judge: testJudge.judge, concurrency: 2, log });
    const second = createJudgeWorker({ db, judge: testJudge.judge, concurrency: 2, log });
    const ids = await queue('sum', 'sum', 'sum', 'sum', 'sum', 'sum', 'sum', 'sum');
    const [byFirst, bySecond] = await Promise.all([first.runDue(), second.runDue()]);
    expect(byFirst + bySecond).toBe(8);
    expect(byFirst).toBeGreaterThan(0);
    expect(bySecond).toBeGreaterThan(0);
    // Two workers of two lanes each: never more than four programs at once, and each submission judged once.
    expect(testJudge.requests).toHaveLength(8);
    expect(testJudge.mostAtOnce()).toBeLessThanOrEqual(4);
    const rows = await Promise.all(ids.map(rowOf));
    expect(rows.every((row) => row.status === 'judged' && row.attempts === 1)).toBe(true);
  });

  it('keeps at most its concurrency in flight', async () => {
    await clearQueue();
    const testJudge = createTestJudge();
    const worker = createJudgeWorker({ db, judge: testJudge.judge, concurrency: 2, log });
    await queue('hold', 'hold', 'hold', 'hold');
    const running = worker.runDue();
    await expect.poll(() => testJudge.held()).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(testJudge.held()).toBe(2);
    const releaser = setInterval(() => testJudge.release(), 10);
    expect(await running).toBe(4);
    clearInterval(releaser);
    expect(testJudge.mostAtOnce()).toBe(2);
  });

  it('writes verdicts as they arrive, and keeps its claim alive with heartbeats while judging', async () => {
    await clearQueue();
    const testJudge = createTestJudge();
    const claimMs = 300;
    const worker = createJudgeWorker({
      db,
      judge: testJudge.judge,
      concurrency: 1,
      log,
      claimMs,
      heartbeatMs: 50,
    });
    const [id = ''] = await queue('hold');
    const running = worker.runDue();
    await expect.poll(() => testJudge.held()).toBe(1);
    await expect.poll(async () => (await rowOf(id)).results.length).toBe(1);
    const midway = await rowOf(id);
    expect(midway.status).toBe('running');
    expect(midway.results).toEqual([{ verdict: 'wrongAnswer', timeMs: 12, memoryKb: 2048 }]);
    // Past the first claim's end: the heartbeat has renewed it, so no other worker may take the submission.
    await new Promise((resolve) => setTimeout(resolve, claimMs * 2));
    expect(await claimSubmission(db, new Date(), claimMs)).toBeUndefined();
    expect((await rowOf(id)).claimedUntil?.getTime()).toBeGreaterThan(Date.now());
    testJudge.release();
    await running;
    expect(await rowOf(id)).toMatchObject({ status: 'judged', verdict: 'wrongAnswer', attempts: 1 });
    expect((await rowOf(id)).results).toHaveLength(10);
  });

  it("judges again a submission whose worker died, once the dead worker's claim has expired", async () => {
    await clearQueue();
    const [id = ''] = await queue('sum');
    const dead = await claimSubmission(db, new Date());
    expect(dead?.id).toBe(id);
    const testJudge = createTestJudge();
    const worker = createJudgeWorker({ db, judge: testJudge.judge, concurrency: 1, log });
    // Before the claim expires nothing is due.
    expect(await worker.runDue()).toBe(0);
    expect(await worker.runDue(new Date(Date.now() + JUDGE_CLAIM_MS + 1000))).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'judged', verdict: 'accepted', attempts: 2 });
  });

  it('retries a judge that failed, after a growing wait, and fails the submission after the last attempt', async () => {
    await clearQueue();
    const testJudge = createTestJudge();
    const worker = createJudgeWorker({ db, judge: testJudge.judge, concurrency: 1, log });
    const [id = ''] = await queue('crash');
    let now = Date.now();
    for (let attempt = 1; attempt < JUDGE_MAX_ATTEMPTS; attempt += 1) {
      await worker.runDue(new Date(now));
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: 'queued', attempts: attempt });
      const due = row.nextAttemptAt.getTime();
      expect(due - row.updatedAt.getTime()).toBe(judgeBackoffMs(attempt));
      // Not due again before its wait is over.
      expect(await worker.runDue(new Date(due - 500))).toBe(0);
      now = due + 10;
    }
    await worker.runDue(new Date(now));
    expect(await rowOf(id)).toMatchObject({
      status: 'failed',
      attempts: JUDGE_MAX_ATTEMPTS,
      lastError: CODING_MESSAGES.judgeStopped,
    });
    expect(testJudge.requests).toHaveLength(JUDGE_MAX_ATTEMPTS);
    expect(await worker.runDue(new Date(now + 60_000))).toBe(0);
  });

  it('fails a submission whose worker died on every attempt instead of judging it a fourth time', async () => {
    await clearQueue();
    const [id = ''] = await queue('sum');
    let at = Date.now();
    for (let attempt = 1; attempt <= JUDGE_MAX_ATTEMPTS; attempt += 1) {
      expect(await claimSubmission(db, new Date(at))).toMatchObject({
        id,
        attempts: attempt,
        exhausted: false,
      });
      at += JUDGE_CLAIM_MS + 1000;
    }
    const testJudge = createTestJudge();
    const worker = createJudgeWorker({ db, judge: testJudge.judge, concurrency: 1, log });
    await worker.runDue(new Date(at));
    expect(testJudge.requests).toHaveLength(0);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', lastError: CODING_MESSAGES.judgeStopped });
  });

  it('fails at once, saying why, a submission in a language this server cannot run', async () => {
    await clearQueue();
    const testJudge = createTestJudge({ cpp: 'g++ is not installed' });
    const worker = createJudgeWorker({ db, judge: testJudge.judge, concurrency: 1, log });
    const [id = ''] = await queue('sum');
    await worker.runDue();
    expect(await rowOf(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'C++17 is not available on this server (g++ is not installed).',
    });
    expect(testJudge.requests).toHaveLength(0);
  });

  it('puts a running submission back in the queue on shutdown, the attempt not counted', async () => {
    await clearQueue();
    const testJudge = createTestJudge();
    const worker = createJudgeWorker({ db, judge: testJudge.judge, concurrency: 1, log });
    const [id = ''] = await queue('hold');
    const running = worker.runDue();
    await expect.poll(() => testJudge.held()).toBe(1);
    await worker.stop();
    expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 0, results: [] });
    testJudge.release();
    await running;
    // The judgement that finished after shutdown was not written.
    expect(await rowOf(id)).toMatchObject({ status: 'queued', verdict: null });
    const nextJudge = createTestJudge();
    const next = createJudgeWorker({ db, judge: nextJudge.judge, concurrency: 1, log });
    const judging = next.runDue();
    await expect.poll(() => nextJudge.held()).toBe(1);
    nextJudge.release();
    expect(await judging).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'judged', attempts: 1 });
  });
});
