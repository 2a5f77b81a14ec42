import {
  CODING_MESSAGES,
  type CodingProblem,
  type CodingProblemsQuery,
  type CodingRun,
  type CodingRunRequest,
  type CodingSubmission,
  type CodingSubmitRequest,
  languageUnavailableMessage,
} from '@pathshala/shared/coding';
import { CODING_LANGUAGES, type CodingLanguage, LANGUAGE_LABELS } from '@pathshala/shared/coding-constants';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import type { Judge } from './judging.ts';
import { enqueueSubmission, queuePosition } from './queue.ts';
import * as repository from './repository.ts';

/** What a run or a sample shows of a program's output, at most (the page prints it). */
const OUTPUT_SHOWN_MAX = 16 * 1024;

async function publishedProblem(db: Database, ref: string) {
  const problem = await repository.findPublishedProblem(db, ref);
  if (!problem) throw new AppError('NOT_FOUND', CODING_MESSAGES.problemMissing);
  return problem;
}

export async function listProblems(db: Database, query: CodingProblemsQuery, userId: string | undefined) {
  const [problems, topics] = await Promise.all([
    repository.listProblems(db, query, userId),
    repository.publishedTopics(db),
  ]);
  return { problems: problems.map((problem) => ({ _id: problem.id, ...problem })), topics };
}

export async function problemDetails(
  db: Database,
  judge: Judge,
  ref: string,
  userId: string | undefined,
): Promise<CodingProblem> {
  const problem = await publishedProblem(db, ref);
  const [samples, hiddenTestCount, availability, solved] = await Promise.all([
    repository.sampleTests(db, problem.id),
    repository.hiddenTestCount(db, problem.id),
    judge.available(),
    userId ? repository.hasSolved(db, userId, problem.id) : false,
  ]);
  return {
    _id: problem.id,
    id: problem.id,
    slug: problem.slug,
    title: problem.title,
    difficulty: problem.difficulty,
    topics: problem.topics,
    askedIn: problem.askedIn,
    solved,
    statement: problem.statement,
    timeLimitMs: problem.timeLimitMs,
    memoryLimitMb: problem.memoryLimitMb,
    samples,
    hiddenTestCount,
    languages: CODING_LANGUAGES.map((language) => ({ language, ...availability[language] })),
    checker: problem.checker,
  };
}

export async function requireAvailable(judge: Judge, language: CodingLanguage) {
  const availability = (await judge.available())[language];
  if (!availability?.available) {
    throw new AppError(
      'CONFLICT',
      languageUnavailableMessage(LANGUAGE_LABELS[language], availability?.reason),
    );
  }
}

/**
 * A gate in front of runs on this instance: at most `capacity` at once, a few more waiting, the rest refused
 * (503) so a burst of runs cannot starve the queue's judging or the site's reads.
 */
export function createRunGate(capacity: number, maxWaiting = capacity * 4) {
  let inside = 0;
  const waiting: (() => void)[] = [];
  return async function through<Result>(work: () => Promise<Result>): Promise<Result> {
    if (inside >= capacity) {
      if (waiting.length >= maxWaiting) throw new AppError('SERVICE_UNAVAILABLE', CODING_MESSAGES.judgeBusy);
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else inside += 1;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else inside -= 1;
    }
  };
}
export type RunGate = ReturnType<typeof createRunGate>;

const shown = (output: string | undefined) =>
  output === undefined ? null : output.slice(0, OUTPUT_SHOWN_MAX);

/** Runs the program on the samples (compared) or on custom input (output shown as it is), at once. */
export async function runProgram(
  db: Database,
  judge: Judge,
  gate: RunGate,
  request: CodingRunRequest,
): Promise<CodingRun> {
  const problem = await publishedProblem(db, request.problemId);
  await requireAvailable(judge, request.language);
  const custom = request.customInput !== undefined;
  const tests = custom
    ? [{ input: request.customInput ?? '' }]
    : await repository.sampleTests(db, problem.id);
  const result = await gate(() =>
    judge.judge({
      language: request.language,
      source: request.source,
      tests,
      timeLimitMs: problem.timeLimitMs,
      memoryLimitMb: problem.memoryLimitMb,
      checker: problem.checker,
      // Samples are public: a wrong answer is shown beside what was expected.
      showOutput: true,
    }),
  );
  return {
    compileError: result.compileError ?? null,
    tests: result.tests.map((outcome, index) => {
      const test = tests[index];
      return {
        // A custom input has nothing to compare with: only a failure to run to the end is a verdict.
        verdict: custom && outcome.verdict === 'accepted' ? null : outcome.verdict,
        timeMs: outcome.timeMs,
        memoryKb: outcome.memoryKb,
        input: test?.input ?? '',
        expected: test && 'expected' in test ? test.expected : null,
        stdout: shown(outcome.stdout),
        stderr: shown(outcome.stderr),
      };
    }),
  };
}

/** Queues the program to be judged on the problem's hidden tests; answers where it stands in the queue. */
export async function submitProgram(db: Database, judge: Judge, user: UserRow, request: CodingSubmitRequest) {
  const problem = await publishedProblem(db, request.problemId);
  await requireAvailable(judge, request.language);
  const submission = await enqueueSubmission(db, {
    userId: user.id,
    problemId: problem.id,
    language: request.language,
    source: request.source,
    testCount: await repository.hiddenTestCount(db, problem.id),
  });
  return {
    _id: submission.id,
    id: submission.id,
    status: 'queued' as const,
    position: await queuePosition(db, submission),
  };
}

/** The submission as its author (or staff) sees it; anyone else is told it does not exist. */
export async function readSubmission(
  db: Database,
  user: UserRow,
  submissionId: string,
): Promise<CodingSubmission & { source: string }> {
  const submission = await repository.findSubmission(db, submissionId);
  if (!submission || (submission.userId !== user.id && user.role === 'learner')) {
    throw new AppError('NOT_FOUND', CODING_MESSAGES.submissionMissing);
  }
  const status = submission.status as CodingSubmission['status'];
  return {
    _id: submission.id,
    id: submission.id,
    problemId: submission.problemId,
    language: submission.language,
    source: submission.source,
    status,
    position: await queuePosition(db, submission),
    verdict: status === 'judged' ? submission.verdict : null,
    compileError: submission.compileError,
    failure: status === 'failed' ? submission.lastError : null,
    testCount: submission.testCount,
    passed: submission.results.filter((test) => test.verdict === 'accepted').length,
    tests: submission.results,
    createdAt: submission.createdAt.toISOString(),
    judgedAt: submission.judgedAt?.toISOString() ?? null,
  };
}

export async function readDraft(db: Database, userId: string, problemRef: string, language: CodingLanguage) {
  const problem = await publishedProblem(db, problemRef);
  const draft = await repository.findDraft(db, userId, problem.id, language);
  return draft ? { source: draft.source, updatedAt: draft.updatedAt.toISOString() } : null;
}

export async function writeDraft(
  db: Database,
  userId: string,
  problemRef: string,
  language: CodingLanguage,
  source: string,
) {
  const problem = await publishedProblem(db, problemRef);
  const draft = await repository.saveDraft(db, { userId, problemId: problem.id, language, source });
  return { source: draft.source, updatedAt: draft.updatedAt.toISOString() };
}
