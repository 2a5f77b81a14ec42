import {
  ADMIN_CODING_MESSAGES,
  type AdminCodingProblem,
  type AdminCodingProblemSummary,
  type AdminCodingProblemsQuery,
  GENERATED_OUTPUT_MAX_CHARS,
} from '@pathshala/shared/admin-coding';
import { languageUnavailableMessage } from '@pathshala/shared/coding';
import { type CodingLanguage, LANGUAGE_LABELS, VERDICT_LABELS } from '@pathshala/shared/coding-constants';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { codingProblems, codingSubmissions, codingTests } from '../../db/schema/coding.ts';
import { pageWindow } from '../../lib/paging.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { AppError } from '../../plugins/errors.ts';
import type { Judge } from './judging.ts';
import type { ZippedTest } from './tests-zip.ts';

/**
 * The coding problem bank in the admin console. Every uploaded test is judged; the ones chosen as samples are
 * also stored as samples, which learners see and Run uses. A problem with submissions is never deleted (they
 * would go with it, by the foreign key): it is unpublished instead.
 */

type ProblemRow = typeof codingProblems.$inferSelect;
type ProblemFields = Omit<ProblemRow, 'id' | 'published' | 'createdAt' | 'updatedAt'>;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What the console shows of a test file: its first lines. */
const PREVIEW_CHARS = 200;
const bytes = (value: string) => Buffer.byteLength(value, 'utf8');

const missing = () => new AppError('NOT_FOUND', ADMIN_CODING_MESSAGES.problemMissing);

/** Tests judged, samples and submissions of each problem, counted in the query that lists them. */
const testCount = sql<number>`(select count(*)::int from coding_tests t where t.problem_id = "coding_problems"."id" and not t.is_sample)`;
const sampleCount = sql<number>`(select count(*)::int from coding_tests t where t.problem_id = "coding_problems"."id" and t.is_sample)`;
const submissionCount = sql<number>`(select count(*)::int from coding_submissions s where s.problem_id = "coding_problems"."id")`;

const summaryOf = (
  problem: ProblemRow,
  counts: { testCount: number; sampleCount: number; submissionCount: number },
): AdminCodingProblemSummary => ({
  _id: problem.id,
  id: problem.id,
  slug: problem.slug,
  title: problem.title,
  difficulty: problem.difficulty,
  topics: problem.topics,
  published: problem.published,
  ...counts,
  updatedAt: problem.updatedAt.toISOString(),
});

/** What the audit log keeps of a problem: its fields, not its tests (which run to megabytes). */
const audited = (problem: ProblemRow) => ({
  slug: problem.slug,
  title: problem.title,
  difficulty: problem.difficulty,
  topics: problem.topics,
  askedIn: problem.askedIn,
  timeLimitMs: problem.timeLimitMs,
  memoryLimitMb: problem.memoryLimitMb,
  checker: problem.checker,
  published: problem.published,
  statementChars: problem.statement.length,
});

export async function listProblems(db: Database, query: AdminCodingProblemsQuery) {
  const where = and(
    query.q
      ? or(ilike(codingProblems.title, `%${query.q}%`), ilike(codingProblems.slug, `%${query.q}%`))
      : undefined,
    query.difficulty ? eq(codingProblems.difficulty, query.difficulty) : undefined,
    query.state ? eq(codingProblems.published, query.state === 'published') : undefined,
  );
  const direction = query.order === 'asc' ? asc : desc;
  const order =
    query.sort === 'title'
      ? direction(codingProblems.title)
      : query.sort === 'difficulty'
        ? direction(sql`case ${codingProblems.difficulty} when 'easy' then 0 when 'medium' then 1 else 2 end`)
        : direction(codingProblems.updatedAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({ problem: codingProblems, testCount, sampleCount, submissionCount })
      .from(codingProblems)
      .where(where)
      .orderBy(order, asc(codingProblems.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    db.select({ count: count() }).from(codingProblems).where(where),
  ]);
  return {
    items: rows.map(({ problem, ...counts }) => summaryOf(problem, counts)),
    total: total?.count ?? 0,
  };
}

async function problemRow(db: Database | Tx, problemId: string, lock = false) {
  const query = db.select().from(codingProblems).where(eq(codingProblems.id, problemId));
  const [problem] = lock ? await query.for('update') : await query;
  if (!problem) throw missing();
  return problem;
}

/** Whether the problem exists: checked before an upload is read. */
export async function problemExists(db: Database, problemId: string) {
  await problemRow(db, problemId);
}

export async function problemDetail(db: Database, problemId: string): Promise<AdminCodingProblem> {
  const problem = await problemRow(db, problemId);
  const [tests, [submissions]] = await Promise.all([
    db
      .select()
      .from(codingTests)
      .where(eq(codingTests.problemId, problemId))
      .orderBy(asc(codingTests.ordinal)),
    db.select({ count: count() }).from(codingSubmissions).where(eq(codingSubmissions.problemId, problemId)),
  ]);
  const judged = tests.filter((test) => !test.isSample);
  const samples = tests.filter((test) => test.isSample);
  // A sample is one of the judged tests shown to learners; the bank's samples may be tests of their own.
  const shown = new Set(samples.map((test) => `${test.input}\u0000${test.expected}`));
  return {
    ...summaryOf(problem, {
      testCount: judged.length,
      sampleCount: samples.length,
      submissionCount: submissions?.count ?? 0,
    }),
    statement: problem.statement,
    askedIn: problem.askedIn,
    timeLimitMs: problem.timeLimitMs,
    memoryLimitMb: problem.memoryLimitMb,
    checker: problem.checker,
    tests: judged.map((test, index) => ({
      number: index + 1,
      isSample: shown.has(`${test.input}\u0000${test.expected}`),
      inputBytes: bytes(test.input),
      expectedBytes: bytes(test.expected),
      inputPreview: test.input.slice(0, PREVIEW_CHARS),
      expectedPreview: test.expected.slice(0, PREVIEW_CHARS),
    })),
    createdAt: problem.createdAt.toISOString(),
  };
}

/** A new problem is a draft: learners see it once it has tests and is published. */
export async function createProblem(db: Database, request: FastifyRequest, fields: ProblemFields) {
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(codingProblems)
      .values({ ...fields, published: false })
      .onConflictDoNothing({ target: codingProblems.slug })
      .returning();
    if (!created) throw new AppError('CONFLICT', ADMIN_CODING_MESSAGES.slugTaken);
    await recordAudit(tx, request, {
      action: 'coding_problem.create',
      objectType: 'coding_problem',
      objectId: created.id,
      after: audited(created),
    });
    return created.id;
  });
  return problemDetail(db, id);
}

export async function updateProblem(
  db: Database,
  request: FastifyRequest,
  problemId: string,
  fields: Partial<ProblemFields>,
) {
  await db.transaction(async (tx) => {
    const before = await problemRow(tx, problemId, true);
    if (fields.slug !== undefined && fields.slug !== before.slug) {
      const [holder] = await tx
        .select({ id: codingProblems.id })
        .from(codingProblems)
        .where(eq(codingProblems.slug, fields.slug));
      if (holder) throw new AppError('CONFLICT', ADMIN_CODING_MESSAGES.slugTaken);
    }
    const [after] = await tx
      .update(codingProblems)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(codingProblems.id, problemId))
      .returning();
    if (!after) throw missing();
    await recordAudit(tx, request, {
      action: 'coding_problem.update',
      objectType: 'coding_problem',
      objectId: problemId,
      before: audited(before),
      after: audited(after),
    });
  });
  return problemDetail(db, problemId);
}

/** Publishing needs tests to judge; repeating a state changes nothing and writes no audit entry. */
export async function setPublished(
  db: Database,
  request: FastifyRequest,
  problemId: string,
  published: boolean,
) {
  const changed = await db.transaction(async (tx) => {
    const before = await problemRow(tx, problemId, true);
    if (before.published === published) return false;
    if (published) {
      const [judged] = await tx
        .select({ count: count() })
        .from(codingTests)
        .where(and(eq(codingTests.problemId, problemId), eq(codingTests.isSample, false)));
      if (!judged?.count) throw new AppError('CONFLICT', ADMIN_CODING_MESSAGES.needsTests);
    }
    await tx
      .update(codingProblems)
      .set({ published, updatedAt: new Date() })
      .where(eq(codingProblems.id, problemId));
    await recordAudit(tx, request, {
      action: published ? 'coding_problem.publish' : 'coding_problem.unpublish',
      objectType: 'coding_problem',
      objectId: problemId,
      before: { published: before.published },
      after: { published },
    });
    return true;
  });
  return { changed, problem: await problemDetail(db, problemId) };
}

/** Refused once anyone has submitted: their submissions, verdicts and history would be deleted with it. */
export async function deleteProblem(db: Database, request: FastifyRequest, problemId: string) {
  await db.transaction(async (tx) => {
    const before = await problemRow(tx, problemId, true);
    const [submissions] = await tx
      .select({ count: count() })
      .from(codingSubmissions)
      .where(eq(codingSubmissions.problemId, problemId));
    if (submissions?.count) throw new AppError('CONFLICT', ADMIN_CODING_MESSAGES.hasSubmissions);
    await tx.delete(codingProblems).where(eq(codingProblems.id, problemId));
    await recordAudit(tx, request, {
      action: 'coding_problem.delete',
      objectType: 'coding_problem',
      objectId: problemId,
      before: audited(before),
    });
  });
}

function checkSamples(samples: number[], testCount: number) {
  const unknown = samples.find((number) => number > testCount);
  if (unknown !== undefined) throw new AppError('BAD_REQUEST', ADMIN_CODING_MESSAGES.sampleUnknown(unknown));
}

async function writeTests(
  tx: Tx,
  problemId: string,
  tests: { input: string; expected: string }[],
  samples: number[],
) {
  await tx.delete(codingTests).where(eq(codingTests.problemId, problemId));
  const rows = [
    ...tests.map((test, index) => ({ ...test, problemId, ordinal: index, isSample: false })),
    ...[...samples]
      .sort((a, b) => a - b)
      .flatMap((number, index) => {
        const test = tests[number - 1];
        return test
          ? [{ input: test.input, expected: test.expected, problemId, ordinal: index, isSample: true }]
          : [];
      }),
  ];
  // A row at a time keeps each insert's parameters well under the driver's limit, whatever the test sizes.
  for (const row of rows) await tx.insert(codingTests).values(row);
}

/** Replaces every test (a zip's pairs, or a reference solution's outputs) and which of them are samples. */
export async function replaceTests(
  db: Database,
  request: FastifyRequest,
  problemId: string,
  tests: { input: string; expected: string }[],
  samples: number[],
  source: 'zip' | 'reference',
) {
  checkSamples(samples, tests.length);
  await db.transaction(async (tx) => {
    await problemRow(tx, problemId, true);
    const [before] = await tx
      .select({ count: count() })
      .from(codingTests)
      .where(and(eq(codingTests.problemId, problemId), eq(codingTests.isSample, false)));
    await writeTests(tx, problemId, tests, samples);
    await tx.update(codingProblems).set({ updatedAt: new Date() }).where(eq(codingProblems.id, problemId));
    await recordAudit(tx, request, {
      action: 'coding_problem.tests',
      objectType: 'coding_problem',
      objectId: problemId,
      before: { testCount: before?.count ?? 0 },
      after: {
        testCount: tests.length,
        samples,
        from: source,
        bytes: tests.reduce((total, test) => total + bytes(test.input) + bytes(test.expected), 0),
      },
    });
  });
  return problemDetail(db, problemId);
}

/** Chooses other judged tests as samples; the judged tests stay as they are, so nothing needs rejudging. */
export async function chooseSamples(
  db: Database,
  request: FastifyRequest,
  problemId: string,
  samples: number[],
) {
  await db.transaction(async (tx) => {
    await problemRow(tx, problemId, true);
    const tests = await tx
      .select({ input: codingTests.input, expected: codingTests.expected })
      .from(codingTests)
      .where(and(eq(codingTests.problemId, problemId), eq(codingTests.isSample, false)))
      .orderBy(asc(codingTests.ordinal));
    checkSamples(samples, tests.length);
    await writeTests(tx, problemId, tests, samples);
    await recordAudit(tx, request, {
      action: 'coding_problem.samples',
      objectType: 'coding_problem',
      objectId: problemId,
      after: { samples },
    });
  });
  return problemDetail(db, problemId);
}

/**
 * Runs the reference solution on each input through the judge, with the problem's limits, and keeps its outputs
 * as the expected ones. Any input it does not pass cleanly (compile error, time, memory, crash) refuses them all.
 */
export async function referenceOutputs(
  db: Database,
  judge: Judge,
  problemId: string,
  inputs: ZippedTest[],
  language: CodingLanguage,
  source: string,
) {
  const problem = await problemRow(db, problemId);
  const availability = (await judge.available())[language];
  if (!availability?.available) {
    throw new AppError(
      'CONFLICT',
      languageUnavailableMessage(LANGUAGE_LABELS[language], availability?.reason),
    );
  }
  const result = await judge.judge({
    language,
    source,
    tests: inputs.map(({ input }) => ({ input })),
    timeLimitMs: problem.timeLimitMs,
    memoryLimitMb: problem.memoryLimitMb,
  });
  if (result.compileError !== undefined) {
    throw new AppError('BAD_REQUEST', ADMIN_CODING_MESSAGES.referenceCompile);
  }
  return inputs.map((test, index) => {
    const outcome = result.tests[index];
    if (outcome?.verdict !== 'accepted') {
      const verdict = outcome ? VERDICT_LABELS[outcome.verdict] : 'not run';
      throw new AppError('BAD_REQUEST', ADMIN_CODING_MESSAGES.referenceFailed(test.number, verdict));
    }
    const stdout = outcome.stdout ?? '';
    // The judge cuts output it shows at this length: an output that long may be cut, so it is not trusted.
    if (stdout.length >= GENERATED_OUTPUT_MAX_CHARS) {
      throw new AppError('BAD_REQUEST', ADMIN_CODING_MESSAGES.referenceOutputTooLong(test.number));
    }
    return { input: test.input, expected: stdout };
  });
}

/**
 * Queues every submission of the problem again, through the judge queue, against today's tests: each goes back
 * to `queued` with its attempts reset. One being judged right now loses its claim, so its old outcome is not
 * written over the new judgement (the queue writes only to the attempt it holds).
 */
export async function rejudgeProblem(db: Database, request: FastifyRequest, problemId: string) {
  return db.transaction(async (tx) => {
    await problemRow(tx, problemId, true);
    const [judged] = await tx
      .select({ count: count() })
      .from(codingTests)
      .where(and(eq(codingTests.problemId, problemId), eq(codingTests.isSample, false)));
    const now = new Date();
    const queued = await tx
      .update(codingSubmissions)
      .set({
        status: 'queued',
        verdict: null,
        compileError: null,
        results: [],
        testCount: judged?.count ?? 0,
        attempts: 0,
        lastError: null,
        nextAttemptAt: now,
        claimedUntil: null,
        judgedAt: null,
        updatedAt: now,
      })
      .where(eq(codingSubmissions.problemId, problemId))
      .returning({ id: codingSubmissions.id });
    await recordAudit(tx, request, {
      action: 'coding_problem.rejudge',
      objectType: 'coding_problem',
      objectId: problemId,
      after: { queued: queued.length, testCount: judged?.count ?? 0 },
    });
    return queued.length;
  });
}
