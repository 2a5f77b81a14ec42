import { CODING_MESSAGES, languageUnavailableMessage } from '@pathshala/shared/coding';
import { LANGUAGE_LABELS } from '@pathshala/shared/coding-constants';
import { and, asc, count, eq, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import {
  codingProblems,
  codingSubmissions,
  codingTests,
  type StoredTestOutcome,
} from '../../db/schema/coding.ts';
import { type Judge, type JudgeResult, overallVerdict } from './judging.ts';

/**
 * The durable queue of submissions, claimed like the transcode queue: a worker in each API process takes the
 * oldest due submission with SKIP LOCKED and a claim it keeps alive while the judge runs; a worker that dies lets
 * its claim expire and another judges the submission again. Three attempts with a short wait, then failed.
 */

type SubmissionRow = typeof codingSubmissions.$inferSelect;

export const JUDGE_MAX_ATTEMPTS = 3;
/** A claim lasts this long past the last heartbeat: how soon a killed worker's submission is judged elsewhere. */
export const JUDGE_CLAIM_MS = 30_000;
const HEARTBEAT_MS = 2000;
/** A compiler's message is kept to this many characters (a template error can run to megabytes). */
const COMPILE_ERROR_MAX = 8000;
/** How long shutdown waits for running judgements to let go before the database closes. */
const STOP_WAIT_MS = 2000;

/** Wait before attempt n+1: 2 s, then 8 s (the judge stopped; the learner is watching). */
export const judgeBackoffMs = (attempts: number) => 2000 * 4 ** Math.max(0, attempts - 1);

/** Why a submission whose worker died on its last attempt is not judged again. */
export const WORKER_DIED_EVERY_ATTEMPT = CODING_MESSAGES.judgeStopped;

/** Queues a submission, due at once by this process's clock (which claims compare with). */
export async function enqueueSubmission(
  db: Database,
  values: Pick<SubmissionRow, 'userId' | 'problemId' | 'language' | 'source' | 'testCount'>,
) {
  const now = new Date();
  const [row] = await db
    .insert(codingSubmissions)
    .values({ ...values, createdAt: now, nextAttemptAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('submission not queued');
  return row;
}

/** 1 for the next submission to be judged; null once judging has started or ended. */
export async function queuePosition(
  db: Database,
  submission: Pick<SubmissionRow, 'id' | 'status' | 'createdAt'>,
) {
  if (submission.status !== 'queued') return null;
  const [ahead] = await db
    .select({ count: count() })
    .from(codingSubmissions)
    .where(
      and(
        eq(codingSubmissions.status, 'queued'),
        or(
          lt(codingSubmissions.createdAt, submission.createdAt),
          and(eq(codingSubmissions.createdAt, submission.createdAt), lt(codingSubmissions.id, submission.id)),
        ),
      ),
    );
  return (ahead?.count ?? 0) + 1;
}

/**
 * Takes the oldest due submission: queued and due, or running with an expired claim (its worker died). One whose
 * worker died on its last attempt comes back `exhausted` and unclaimed, for the worker to fail rather than judge
 * a fourth time (a program that kills the worker would otherwise do so for ever). `skip` keeps one round from
 * taking a submission twice.
 */
export async function claimSubmission(
  db: Database,
  now: Date,
  claimMs = JUDGE_CLAIM_MS,
  skip: string[] = [],
) {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(codingSubmissions)
      .where(
        and(
          or(
            and(eq(codingSubmissions.status, 'queued'), lte(codingSubmissions.nextAttemptAt, now)),
            and(eq(codingSubmissions.status, 'running'), lte(codingSubmissions.claimedUntil, now)),
          ),
          skip.length > 0 ? notInArray(codingSubmissions.id, skip) : undefined,
        ),
      )
      .orderBy(asc(codingSubmissions.createdAt), asc(codingSubmissions.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    if (due.status === 'running' && due.attempts >= JUDGE_MAX_ATTEMPTS) return { ...due, exhausted: true };
    const [claimed] = await tx
      .update(codingSubmissions)
      .set({
        status: 'running',
        attempts: sql`${codingSubmissions.attempts} + 1`,
        claimedUntil: new Date(now.getTime() + claimMs),
        results: [],
        updatedAt: now,
      })
      .where(eq(codingSubmissions.id, due.id))
      .returning();
    return claimed && { ...claimed, exhausted: false };
  });
}

/** The submission as this attempt claimed it: still running, and not claimed again since. */
const heldBy = (job: SubmissionRow) =>
  and(
    eq(codingSubmissions.id, job.id),
    eq(codingSubmissions.status, 'running'),
    eq(codingSubmissions.attempts, job.attempts),
  );

/** A judgement that must not be retried: the language cannot run here, or the problem is gone. */
class NotJudgeable extends Error {}

export interface JudgeWorker {
  /** Judges due submissions (up to the concurrency at once) until none is due; answers how many it judged. */
  runDue(now?: Date): Promise<number>;
  start(pollMs: number): void;
  /** Stops polling; running submissions go back to the queue, their attempt not counted. */
  stop(): Promise<void>;
  /** A run soon, without waiting for the next poll (after a learner submitted). */
  nudge(): void;
}

export function createJudgeWorker(options: {
  db: Database;
  judge: Judge;
  /** Submissions this instance judges at once; 0 judges none. */
  concurrency: number;
  log: FastifyBaseLogger;
  claimMs?: number;
  heartbeatMs?: number;
}): JudgeWorker {
  const { db, judge, concurrency, log } = options;
  const claimMs = options.claimMs ?? JUDGE_CLAIM_MS;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const active = new Set<SubmissionRow>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopping = false;

  const renewClaim = async (job: SubmissionRow) => {
    const now = new Date();
    await db
      .update(codingSubmissions)
      .set({ claimedUntil: new Date(now.getTime() + claimMs), updatedAt: now })
      .where(heldBy(job));
  };

  const writeResults = (job: SubmissionRow, results: StoredTestOutcome[]) =>
    db.update(codingSubmissions).set({ results, updatedAt: new Date() }).where(heldBy(job));

  const complete = (job: SubmissionRow, result: JudgeResult) => {
    const now = new Date();
    return db
      .update(codingSubmissions)
      .set({
        status: 'judged',
        verdict: overallVerdict(result),
        compileError: result.compileError?.slice(0, COMPILE_ERROR_MAX) ?? null,
        results: result.tests.map(({ verdict, timeMs, memoryKb }) => ({ verdict, timeMs, memoryKb })),
        lastError: null,
        claimedUntil: null,
        judgedAt: now,
        updatedAt: now,
      })
      .where(heldBy(job));
  };

  /** After a failed attempt: again soon, or failed for good after the last one (or at once if it cannot run). */
  const recordFailure = async (job: SubmissionRow, error: unknown) => {
    const final = error instanceof NotJudgeable || job.attempts >= JUDGE_MAX_ATTEMPTS;
    const now = new Date();
    await db
      .update(codingSubmissions)
      .set({
        status: final ? 'failed' : 'queued',
        lastError: error instanceof NotJudgeable ? error.message : CODING_MESSAGES.judgeStopped,
        claimedUntil: null,
        nextAttemptAt: new Date(now.getTime() + judgeBackoffMs(job.attempts)),
        judgedAt: final ? now : null,
        updatedAt: now,
      })
      .where(heldBy(job));
    log.warn(
      { submissionId: job.id, attempts: job.attempts, err: error instanceof Error ? error.message : error },
      'judging failed',
    );
  };

  async function judgeOne(job: SubmissionRow) {
    const [problem] = await db.select().from(codingProblems).where(eq(codingProblems.id, job.problemId));
    if (!problem) throw new NotJudgeable(CODING_MESSAGES.problemMissing);
    const availability = (await judge.available())[job.language];
    if (!availability?.available) {
      throw new NotJudgeable(languageUnavailableMessage(LANGUAGE_LABELS[job.language], availability?.reason));
    }
    const tests = await db
      .select({ input: codingTests.input, expected: codingTests.expected })
      .from(codingTests)
      .where(and(eq(codingTests.problemId, job.problemId), eq(codingTests.isSample, false)))
      .orderBy(asc(codingTests.ordinal));
    // Each verdict is written as it arrives, one write at a time and in order, so the page shows them coming.
    const results: StoredTestOutcome[] = [];
    let writes = Promise.resolve();
    const result = await judge.judge(
      {
        language: job.language,
        source: job.source,
        tests,
        timeLimitMs: problem.timeLimitMs,
        memoryLimitMb: problem.memoryLimitMb,
        checker: problem.checker,
      },
      (index, { verdict, timeMs, memoryKb }) => {
        results[index] = { verdict, timeMs, memoryKb };
        // Tests may finish out of order: the page shows the run of them known from the first.
        const known: StoredTestOutcome[] = [];
        for (const outcome of results) {
          if (!outcome) break;
          known.push(outcome);
        }
        writes = writes
          .then(() => writeResults(job, known))
          .then(() => undefined)
          .catch((error) => log.warn({ err: error, submissionId: job.id }, 'verdict not written yet'));
      },
    );
    await writes;
    return result;
  }

  async function runJob(job: SubmissionRow) {
    active.add(job);
    let beat = Promise.resolve();
    const heartbeat = setInterval(() => {
      beat = beat
        .then(() => renewClaim(job))
        .catch((error) => log.warn({ err: error, submissionId: job.id }, 'judge heartbeat failed; retrying'));
    }, heartbeatMs);
    try {
      const result = await judgeOne(job);
      clearInterval(heartbeat);
      await beat;
      if (!stopping) await complete(job, result);
    } catch (error) {
      clearInterval(heartbeat);
      await beat;
      if (!stopping) await recordFailure(job, error);
    } finally {
      active.delete(job);
    }
  }

  /** Shutdown is not the program's fault: the attempt does not count, and the submission is due at once. */
  const release = (job: SubmissionRow) =>
    db
      .update(codingSubmissions)
      .set({
        status: 'queued',
        attempts: job.attempts - 1,
        results: [],
        claimedUntil: null,
        nextAttemptAt: new Date(),
        updatedAt: new Date(),
      })
      .where(heldBy(job));

  async function round(now?: Date) {
    const seen: string[] = [];
    let judged = 0;
    const lane = async () => {
      while (!stopping) {
        const job = await claimSubmission(db, now ?? new Date(), claimMs, seen);
        if (!job) return;
        seen.push(job.id);
        if (job.exhausted) {
          await recordFailure(job, new Error(WORKER_DIED_EVERY_ATTEMPT));
          continue;
        }
        try {
          await runJob(job);
        } catch (error) {
          // The outcome could not be written (database gone): the claim expires and the submission runs again.
          log.warn({ err: error, submissionId: job.id }, 'judgement not recorded');
        }
        judged += 1;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, lane));
    return judged;
  }

  const run = (now?: Date) => {
    running ??= round(now).finally(() => {
      running = undefined;
    });
    return running;
  };
  const runQuietly = () => {
    run().catch((error) => log.warn({ err: error }, 'judge run failed; the next poll retries'));
  };

  return {
    runDue: run,
    start(pollMs) {
      if (timer || pollMs <= 0 || concurrency <= 0) return;
      stopping = false;
      timer = setInterval(runQuietly, pollMs);
      timer.unref();
      setImmediate(runQuietly);
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await Promise.all(
        [...active].map((job) =>
          release(job).catch((error) => log.warn({ err: error, submissionId: job.id }, 'not released')),
        ),
      );
      if (running) {
        let waited: NodeJS.Timeout | undefined;
        await Promise.race([
          running.catch(() => undefined),
          new Promise((resolve) => {
            waited = setTimeout(resolve, STOP_WAIT_MS);
          }),
        ]);
        clearTimeout(waited);
      }
    },
    nudge() {
      if (timer) setImmediate(runQuietly);
    },
  };
}
