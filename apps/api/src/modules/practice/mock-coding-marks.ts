import { MOCK_PROBLEM_MARKS } from '@pathshala/shared/practice-constants';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { codingProblems, codingSubmissions } from '../../db/schema/coding.ts';
import { type MockSection, mockAttempts, mockCodingAnswers, mockTests } from '../../db/schema/practice.ts';
import { roundMarks } from './marking.ts';

/**
 * Marks of coding sections: a problem earns its marks times the share of hidden tests its counted submission
 * passed. The judge may finish after the attempt is submitted, so a counted submission's marks are set once it is
 * judged (`settle`), and added to a submitted attempt's score then: the score, percentile and leaderboard catch up
 * by themselves (the result page asks again, and a sweeper settles what nobody asks for).
 */

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Database | Transaction;

export const isCodingSection = (section: MockSection | undefined) => section?.kind === 'coding';
export const problemsOf = (section: MockSection | undefined) =>
  isCodingSection(section) ? (section?.codingProblemIds ?? []) : [];
export const marksPerProblem = (section: MockSection | undefined) =>
  section?.marksPerProblem ?? MOCK_PROBLEM_MARKS.default;

export interface JudgedState {
  status: string;
  testCount: number;
  results: { verdict: string }[];
}

export const passedTests = (submission: JudgedState) =>
  submission.results.filter((test) => test.verdict === 'accepted').length;

/** null while the submission waits for the judge; a failed judgement earns nothing (the page says to submit again). */
export function marksOfSubmission(submission: JudgedState, maxMarks: number): number | null {
  if (submission.status === 'failed') return 0;
  if (submission.status !== 'judged') return null;
  if (submission.testCount === 0) return 0;
  return roundMarks((maxMarks * passedTests(submission)) / submission.testCount);
}

/** Sets the marks of the attempt's counted submissions judged since; answers the marks newly set. */
export async function settleCodingAnswers(tx: Transaction, attemptId: string, sections: MockSection[]) {
  const pending = await tx
    .select({
      problemId: mockCodingAnswers.problemId,
      sectionIndex: mockCodingAnswers.sectionIndex,
      submissionId: mockCodingAnswers.submissionId,
      status: codingSubmissions.status,
      testCount: codingSubmissions.testCount,
      results: codingSubmissions.results,
    })
    .from(mockCodingAnswers)
    .innerJoin(codingSubmissions, eq(codingSubmissions.id, mockCodingAnswers.submissionId))
    .where(and(eq(mockCodingAnswers.attemptId, attemptId), isNull(mockCodingAnswers.marks)));
  let added = 0;
  for (const row of pending) {
    const marks = marksOfSubmission(row, marksPerProblem(sections[row.sectionIndex]));
    if (marks === null) continue;
    const [set] = await tx
      .update(mockCodingAnswers)
      .set({ marks })
      .where(
        and(
          eq(mockCodingAnswers.attemptId, attemptId),
          eq(mockCodingAnswers.problemId, row.problemId),
          eq(mockCodingAnswers.submissionId, row.submissionId),
          isNull(mockCodingAnswers.marks),
        ),
      )
      .returning({ marks: mockCodingAnswers.marks });
    if (set) added += marks;
  }
  return added;
}

/** The coding marks an attempt holds so far (its counted submissions judged until now). */
export async function codingMarksOf(db: Reader, attemptId: string) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${mockCodingAnswers.marks}), 0)::float8` })
    .from(mockCodingAnswers)
    .where(eq(mockCodingAnswers.attemptId, attemptId));
  return row?.total ?? 0;
}

/**
 * Adds the marks of counted submissions judged since to a submitted attempt's score. Answers whether the score
 * changed. The attempt is locked, like `finalize` does, so marks are added once: either there or here.
 */
export async function settleSubmittedAttempt(db: Database, attemptId: string) {
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select({ status: mockAttempts.status, testId: mockAttempts.testId, score: mockAttempts.score })
      .from(mockAttempts)
      .where(eq(mockAttempts.id, attemptId))
      .for('update');
    if (attempt?.status !== 'submitted' || attempt.score === null) return false;
    const [test] = await tx
      .select({ sections: mockTests.sections })
      .from(mockTests)
      .where(eq(mockTests.id, attempt.testId));
    const added = await settleCodingAnswers(tx, attemptId, test?.sections ?? []);
    if (added === 0) return false;
    await tx
      .update(mockAttempts)
      .set({ score: roundMarks(attempt.score + added) })
      .where(eq(mockAttempts.id, attemptId));
    return true;
  });
}

/** Settles submitted attempts whose counted submissions the judge has finished. Answers how many it looked at. */
export async function settleJudgedCodingAnswers(db: Database, batch = 100) {
  const due = await db
    .selectDistinct({ attemptId: mockCodingAnswers.attemptId })
    .from(mockCodingAnswers)
    .innerJoin(mockAttempts, eq(mockAttempts.id, mockCodingAnswers.attemptId))
    .innerJoin(codingSubmissions, eq(codingSubmissions.id, mockCodingAnswers.submissionId))
    .where(
      and(
        isNull(mockCodingAnswers.marks),
        eq(mockAttempts.status, 'submitted'),
        inArray(codingSubmissions.status, ['judged', 'failed']),
      ),
    )
    .limit(batch);
  for (const { attemptId } of due) await settleSubmittedAttempt(db, attemptId);
  return due.length;
}

/** Each coding problem of the test's coding sections with what its counted submission earned. */
export async function codingResults(db: Reader, attemptId: string, sections: MockSection[]) {
  const ids = sections.flatMap(problemsOf);
  if (ids.length === 0) return [];
  const [problems, answers] = await Promise.all([
    db
      .select({ id: codingProblems.id, title: codingProblems.title, slug: codingProblems.slug })
      .from(codingProblems)
      .where(inArray(codingProblems.id, ids)),
    db
      .select({
        problemId: mockCodingAnswers.problemId,
        marks: mockCodingAnswers.marks,
        status: codingSubmissions.status,
        verdict: codingSubmissions.verdict,
        language: codingSubmissions.language,
        testCount: codingSubmissions.testCount,
        results: codingSubmissions.results,
      })
      .from(mockCodingAnswers)
      .innerJoin(codingSubmissions, eq(codingSubmissions.id, mockCodingAnswers.submissionId))
      .where(eq(mockCodingAnswers.attemptId, attemptId)),
  ]);
  const byId = new Map(problems.map((problem) => [problem.id, problem]));
  const answerOf = new Map(answers.map((answer) => [answer.problemId, answer]));
  return sections.flatMap((section, sectionIndex) =>
    problemsOf(section).flatMap((problemId) => {
      const problem = byId.get(problemId);
      if (!problem) return [];
      const answer = answerOf.get(problemId);
      const status = (answer?.status ?? null) as 'queued' | 'running' | 'judged' | 'failed' | null;
      return [
        {
          sectionIndex,
          problemId,
          title: problem.title,
          slug: problem.slug,
          maxMarks: marksPerProblem(section),
          marks: answer ? answer.marks : 0,
          passed: answer ? passedTests(answer) : 0,
          testCount: answer?.testCount ?? 0,
          status,
          verdict: status === 'judged' ? (answer?.verdict ?? null) : null,
          language: answer?.language ?? null,
        },
      ];
    }),
  );
}
