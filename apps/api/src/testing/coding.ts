import { randomUUID } from 'node:crypto';
import type { CodingLanguage } from '@pathshala/shared/coding-constants';
import type { Database } from '../db/client.ts';
import type {
  Judge,
  JudgeRequest,
  JudgeResult,
  LanguageAvailability,
  TestOutcome,
} from '../modules/coding/judging.ts';
import { type CodingProblemInput, saveCodingProblem } from '../modules/coding/problem-store.ts';

/**
 * A judge for tests of the coding module's queue and routes (the engine's own tests cover real programs). Its
 * "programs" are names: `sum` prints the sum of the input's numbers, `zero` prints 0, `no-compile` fails to
 * compile, `crash` makes the judge itself fail (as a dying sandbox would), and `hold` waits, after its first
 * test, until the test calls `release()`.
 */
export function createTestJudge(unavailable: Partial<Record<CodingLanguage, string>> = {}) {
  const requests: JudgeRequest[] = [];
  let inFlight = 0;
  let mostAtOnce = 0;
  let holds: (() => void)[] = [];
  const outcome = (
    source: string,
    input: string,
    expected: string | undefined,
    showOutput = false,
  ): TestOutcome => {
    const output =
      source === 'sum'
        ? String(
            input
              .split(/\s+/)
              .filter(Boolean)
              .reduce((total, token) => total + Number(token), 0),
          )
        : '0';
    const base = { timeMs: 12, memoryKb: 2048 };
    if (expected === undefined) return { ...base, verdict: 'accepted', stdout: `${output}\n` };
    const verdict = output === expected.trim() ? 'accepted' : 'wrongAnswer';
    return showOutput ? { ...base, verdict, stdout: `${output}\n` } : { ...base, verdict };
  };
  const judge: Judge = {
    async available() {
      const availability = {} as LanguageAvailability;
      for (const language of ['cpp', 'java', 'python', 'javascript'] as const) {
        const reason = unavailable[language];
        availability[language] = reason ? { available: false, reason } : { available: true };
      }
      return availability;
    },
    async judge(request, onTest): Promise<JudgeResult> {
      requests.push(request);
      inFlight += 1;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      try {
        // A judge answers later than it is asked: the queue must not rely on it being synchronous.
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (request.source === 'crash') throw new Error('sandbox died');
        if (request.source === 'no-compile')
          return { compileError: 'main.cpp:1: error: expected ;', tests: [] };
        const tests: TestOutcome[] = [];
        for (const [index, test] of request.tests.entries()) {
          const result = outcome(request.source, test.input, test.expected, request.showOutput);
          tests.push(result);
          onTest?.(index, result);
          if (request.source === 'hold' && index === 0)
            await new Promise<void>((resolve) => holds.push(resolve));
        }
        return { tests };
      } finally {
        inFlight -= 1;
      }
    },
    async close() {
      for (const resume of holds) resume();
      holds = [];
    },
  };
  return {
    judge,
    requests,
    mostAtOnce: () => mostAtOnce,
    /** Lets every held program go on. */
    release() {
      for (const resume of holds) resume();
      holds = [];
    },
    held: () => holds.length,
  };
}

/** Digits every hidden test's input and expected output carry, so a test can look for them in any answer. */
export const HIDDEN_MARKER = '98765432';

/** Hidden tests of the sum problem: `index 3 98765432xyz`, whose sums carry the marker too. */
export function hiddenSumTests(count = 10) {
  return Array.from({ length: count }, (_, index) => {
    const big = Number(`${HIDDEN_MARKER}${100 + index}`);
    return { input: `${index} 3 ${big}\n`, expected: `${index + 3 + big}\n` };
  });
}

export async function createCodingProblem(db: Database, overrides: Partial<CodingProblemInput> = {}) {
  const slug = overrides.slug ?? `sum-of-numbers-${randomUUID().slice(0, 8)}`;
  return saveCodingProblem(db, {
    slug,
    title: 'Sum of numbers',
    statement: 'Print the sum of the numbers on the line. $1 \\le n \\le 10^5$',
    difficulty: 'easy',
    topics: ['arrays'],
    askedIn: ['Service companies'],
    timeLimitMs: 1000,
    memoryLimitMb: 256,
    checker: { kind: 'tokens' },
    published: true,
    samples: [
      { input: '1 2\n', expected: '3\n' },
      { input: '5 5 5\n', expected: '15\n' },
    ],
    hidden: hiddenSumTests(),
    ...overrides,
  });
}
