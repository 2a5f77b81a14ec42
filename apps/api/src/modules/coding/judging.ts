import type { CodingLanguage, Verdict } from '@pathshala/shared/coding-constants';
import type { CodingChecker } from '../../db/schema/coding.ts';

/**
 * What the coding module needs of a judge: the shape the judge engine (judge/index.ts) exports. The module is
 * handed one (buildApp's `judge`), so tests of the queue and routes run with a small judge of their own.
 */
export interface JudgeTest {
  input: string;
  expected?: string;
}
export interface JudgeRequest {
  language: CodingLanguage;
  source: string;
  tests: JudgeTest[];
  timeLimitMs: number;
  memoryLimitMb: number;
  checker?: CodingChecker;
  stopOnFirstFailure?: boolean;
  /** Give back the program's stdout for tests with `expected` too (the samples, which the learner sees anyway). */
  showOutput?: boolean;
}
export interface TestOutcome {
  verdict: Verdict;
  timeMs: number;
  memoryKb: number;
  /** Truncated; only for tests without `expected` (a custom run), or all of them with `showOutput`. */
  stdout?: string;
  /** Truncated. */
  stderr?: string;
}
export interface JudgeResult {
  compileError?: string;
  tests: TestOutcome[];
}
export type LanguageAvailability = Record<CodingLanguage, { available: boolean; reason?: string }>;
export interface Judge {
  available(): Promise<LanguageAvailability>;
  judge(request: JudgeRequest, onTest?: (index: number, outcome: TestOutcome) => void): Promise<JudgeResult>;
  close(): Promise<void>;
}

/** Why no language runs on a server built without the judge engine. */
export const NO_JUDGE_ENGINE = 'no judge engine is installed';

/**
 * The judge of a server without a judge engine: every language says it is not available, and nothing runs
 * (code is never run outside the engine's sandbox).
 */
export function judgeWithoutEngine(): Judge {
  const unavailable = { available: false, reason: NO_JUDGE_ENGINE };
  return {
    available: async () => ({
      cpp: unavailable,
      java: unavailable,
      python: unavailable,
      javascript: unavailable,
    }),
    judge: async () => {
      throw new Error(NO_JUDGE_ENGINE);
    },
    close: async () => undefined,
  };
}

/** The submission's verdict: a compilation error, else its first failing test's, else accepted. */
export function overallVerdict(result: JudgeResult): Verdict {
  if (result.compileError !== undefined) return 'compilationError';
  return result.tests.find((test) => test.verdict !== 'accepted')?.verdict ?? 'accepted';
}
