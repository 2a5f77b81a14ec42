import type { CodingLanguage, Verdict } from '@pathshala/shared/coding-constants';
import type { Checker } from './checkers.ts';

export interface JudgeTest {
  input: string;
  /** Absent for a custom Run: the outcome then carries the program's stdout. */
  expected?: string;
}

export interface JudgeRequest {
  language: CodingLanguage;
  source: string;
  tests: JudgeTest[];
  timeLimitMs: number;
  memoryLimitMb: number;
  checker?: Checker;
  stopOnFirstFailure?: boolean;
  /** Give back the program's stdout for tests with `expected` too (the samples, which the learner sees anyway). */
  showOutput?: boolean;
}

export interface TestOutcome {
  verdict: Verdict;
  timeMs: number;
  memoryKb: number;
  /** Truncated; only for tests without `expected` (custom Run), or all of them with `showOutput`. */
  stdout?: string;
  /** Truncated. */
  stderr?: string;
}

export interface JudgeResult {
  compileError?: string;
  tests: TestOutcome[];
}

export interface Judge {
  available(): Promise<Record<CodingLanguage, { available: boolean; reason?: string }>>;
  judge(request: JudgeRequest, onTest?: (index: number, outcome: TestOutcome) => void): Promise<JudgeResult>;
  close(): Promise<void>;
}

export interface RunLimits {
  timeLimitMs: number;
  memoryLimitMb: number;
}

/** How one run ended, before its output is checked. */
export interface RawOutcome {
  status: 'ok' | 'timeLimitExceeded' | 'memoryLimitExceeded' | 'runtimeError';
  stdout: string;
  stderr: string;
  timeMs: number;
  memoryKb: number;
}

/** A language's program after compilation (or, for the interpreted ones, after its runtime is ready). */
export type PreparedProgram = object;

export interface LanguageRunner {
  /** Why this language cannot run here, or null. */
  problem(): Promise<string | null>;
  prepare(source: string, uid: number): Promise<{ program: PreparedProgram; compileError?: string }>;
  run(program: PreparedProgram, input: string, limits: RunLimits): Promise<RawOutcome>;
  dispose(program: PreparedProgram): Promise<void>;
  close?(): Promise<void>;
}
