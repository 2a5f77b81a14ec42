import { CODING_LANGUAGES } from '@pathshala/shared/coding-constants';
import {
  MOCK_CODING_MESSAGES,
  type MockCodingSection,
  type MockCodingSubmitRequest,
} from '@pathshala/shared/mock-coding';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { codingProblems, codingSubmissions } from '../../db/schema/coding.ts';
import { mockCodingAnswers, mockTests } from '../../db/schema/practice.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import type { Judge } from '../coding/judging.ts';
import { enqueueSubmission, queuePosition } from '../coding/queue.ts';
import * as codingRepository from '../coding/repository.ts';
import { requireAvailable } from '../coding/service.ts';
import { remainingSeconds } from './clock.ts';
import { marksPerProblem, passedTests, problemsOf } from './mock-coding-marks.ts';
import { SECTION_NOT_STARTED, SECTION_OVER, TEST_NOT_FOUND, withOpenAttempt } from './mock-service.ts';

/**
 * The learner's side of a coding section: its problems while the section runs, and submissions judged by the
 * coding judge's queue. A submission counts for the attempt only when the server takes it before the section's
 * deadline (the attempt is locked and its clock settled first); the last one taken for a problem is the one marked.
 */

async function testOf(db: Parameters<Parameters<typeof withOpenAttempt>[4]>[0], testId: string) {
  const [test] = await db.select().from(mockTests).where(eq(mockTests.id, testId));
  if (!test) throw new AppError('NOT_FOUND', TEST_NOT_FOUND);
  return test;
}

/** The current coding section's problems (statement, samples, limits) and the submission that counts for each. */
export async function codingSection(
  db: Database,
  judge: Judge,
  user: UserRow,
  attemptId: string,
  now = new Date(),
): Promise<MockCodingSection> {
  const { attempt, clock, section, sectionIndex } = await withOpenAttempt(
    db,
    user,
    attemptId,
    now,
    async (tx, attempt, clock) => {
      const test = await testOf(tx, attempt.testId);
      const sectionIndex = clock.currentSection ?? 0;
      return { attempt, clock, section: test.sections[sectionIndex], sectionIndex };
    },
  );
  const ids = problemsOf(section);
  if (ids.length === 0) throw new AppError('CONFLICT', MOCK_CODING_MESSAGES.notCoding);
  const [problems, answers, availability] = await Promise.all([
    db.select().from(codingProblems).where(inArray(codingProblems.id, ids)),
    db
      .select({ answer: mockCodingAnswers, submission: codingSubmissions })
      .from(mockCodingAnswers)
      .innerJoin(codingSubmissions, eq(codingSubmissions.id, mockCodingAnswers.submissionId))
      .where(eq(mockCodingAnswers.attemptId, attempt.id)),
    judge.available(),
  ]);
  const byId = new Map(problems.map((problem) => [problem.id, problem]));
  const answerOf = new Map(answers.map((row) => [row.answer.problemId, row]));
  const views = await Promise.all(
    ids.flatMap((id) => {
      const problem = byId.get(id);
      if (!problem) return [];
      return [
        (async () => {
          const [samples, hiddenTestCount] = await Promise.all([
            codingRepository.sampleTests(db, problem.id),
            codingRepository.hiddenTestCount(db, problem.id),
          ]);
          const counted = answerOf.get(problem.id);
          const status = counted?.submission.status as 'queued' | 'running' | 'judged' | 'failed' | undefined;
          return {
            _id: problem.id,
            id: problem.id,
            slug: problem.slug,
            title: problem.title,
            difficulty: problem.difficulty,
            topics: problem.topics,
            askedIn: problem.askedIn,
            statement: problem.statement,
            timeLimitMs: problem.timeLimitMs,
            memoryLimitMb: problem.memoryLimitMb,
            checker: problem.checker,
            samples,
            hiddenTestCount,
            languages: CODING_LANGUAGES.map((language) => ({ language, ...availability[language] })),
            maxMarks: marksPerProblem(section),
            answer:
              counted && status
                ? {
                    submissionId: counted.submission.id,
                    language: counted.submission.language,
                    source: counted.submission.source,
                    status,
                    verdict: status === 'judged' ? counted.submission.verdict : null,
                    passed: passedTests(counted.submission),
                    testCount: counted.submission.testCount,
                    // Marks are set when the result settles them; until then the page shows tests passed.
                    marks: counted.answer.marks,
                    submittedAt: counted.answer.submittedAt.toISOString(),
                  }
                : null,
          };
        })(),
      ];
    }),
  );
  return {
    sectionIndex,
    endsAt: clock.sectionEndsAt?.toISOString() ?? null,
    remainingSeconds: remainingSeconds(clock.sectionEndsAt, now),
    problems: views,
  };
}

/**
 * Queues a program for a problem of the current coding section and makes it the one that counts. Refused (409)
 * once the section's time is over or before it starts, and when the whole test is over.
 */
export async function submitCoding(
  db: Database,
  judge: Judge,
  user: UserRow,
  attemptId: string,
  request: MockCodingSubmitRequest,
  now = new Date(),
) {
  const outcome = await withOpenAttempt(db, user, attemptId, now, async (tx, attempt, clock) => {
    const test = await testOf(tx, attempt.testId);
    const current = clock.currentSection ?? 0;
    const sectionIndex = test.sections.findIndex((section) =>
      problemsOf(section).includes(request.problemId),
    );
    if (sectionIndex < 0) return { refusal: 'NOT_FOUND' as const };
    if (sectionIndex < current) return { refusal: 'SECTION_OVER' as const };
    if (sectionIndex > current) return { refusal: 'SECTION_NOT_STARTED' as const };
    // Checked here, not before: a late submission hears that its section is over, whatever its language.
    await requireAvailable(judge, request.language);
    const submission = await enqueueSubmission(tx, {
      userId: user.id,
      problemId: request.problemId,
      language: request.language,
      source: request.source,
      testCount: await codingRepository.hiddenTestCount(tx, request.problemId),
    });
    const values = { sectionIndex, submissionId: submission.id, marks: null, submittedAt: now };
    await tx
      .insert(mockCodingAnswers)
      .values({ attemptId: attempt.id, problemId: request.problemId, ...values })
      .onConflictDoUpdate({
        target: [mockCodingAnswers.attemptId, mockCodingAnswers.problemId],
        set: values,
      });
    return { submission, remainingSeconds: remainingSeconds(clock.sectionEndsAt, now) };
  });
  if ('refusal' in outcome) {
    if (outcome.refusal === 'NOT_FOUND') throw new AppError('NOT_FOUND', MOCK_CODING_MESSAGES.problemMissing);
    throw new AppError('CONFLICT', outcome.refusal === 'SECTION_OVER' ? SECTION_OVER : SECTION_NOT_STARTED);
  }
  return {
    submission: {
      _id: outcome.submission.id,
      id: outcome.submission.id,
      status: 'queued' as const,
      position: await queuePosition(db, outcome.submission),
    },
    remainingSeconds: outcome.remainingSeconds,
  };
}
