/**
 * How a program's output is compared with a test's expected output: the server's judge and the browser's Run
 * use this same code, so a sample the browser accepts is one the judge accepts. No zod here: the browser's
 * run worker imports it and stays small.
 */

/** How a test's output is compared with the expected output. */
export type CodingChecker =
  | { kind: 'tokens' }
  | { kind: 'float'; tolerance: number }
  | { kind: 'custom'; name: string };

/** The most a program may print on one test, in bytes; past it the run ends as a runtime error. */
export const PROGRAM_OUTPUT_LIMIT_BYTES = 16 * 1024 * 1024;

/** The runtime error's text when a program prints past the limit. */
export const OUTPUT_LIMIT_MESSAGE = `Output limit exceeded (${PROGRAM_OUTPUT_LIMIT_BYTES / 1024 / 1024} MB).`;

function tokens(text: string) {
  return text.split(/\s+/).filter((token) => token !== '');
}

/** The same words in the same order: spaces, tabs, line ends and blank lines between them do not matter. */
export function sameTokens(expected: string, actual: string) {
  const want = tokens(expected);
  const got = tokens(actual);
  return want.length === got.length && want.every((token, index) => token === got[index]);
}

/** Numbers within `tolerance`, absolute or relative to the expected value; other tokens compared exactly. */
export function closeNumbers(expected: string, actual: string, tolerance: number) {
  const want = tokens(expected);
  const got = tokens(actual);
  if (want.length !== got.length) return false;
  return want.every((token, index) => {
    const other = got[index] as string;
    if (token === other) return true;
    const a = Number(token);
    const b = Number(other);
    if (!Number.isFinite(a) || !Number.isFinite(b) || other.trim() === '') return false;
    const difference = Math.abs(a - b);
    return difference <= tolerance || difference <= tolerance * Math.abs(a);
  });
}

/**
 * Whether `actual` is accepted under a tokens or float checker. A custom checker belongs to its problem and
 * runs on the server only: the answer is then undefined.
 */
export function standardCheck(checker: CodingChecker | undefined, expected: string, actual: string) {
  if (!checker || checker.kind === 'tokens') return sameTokens(expected, actual);
  if (checker.kind === 'float') return closeNumbers(expected, actual, checker.tolerance);
  return undefined;
}

/** What a run shows of a program's output and errors, at most (the page prints it; the server's Run too). */
export const RUN_SHOWN_MAX_CHARS = 16 * 1024;

/** How one run of a program ended, before its output is compared (the judge's and the browser's alike). */
export interface ProgramOutcome {
  status: 'ok' | 'timeLimitExceeded' | 'memoryLimitExceeded' | 'runtimeError';
  stdout: string;
  stderr: string;
  timeMs: number;
  memoryKb: number;
}

type RunVerdict = 'accepted' | 'wrongAnswer' | Exclude<ProgramOutcome['status'], 'ok'>;

/**
 * A Run's line for one test, from how the program ended, with the judge's rules: over the time or memory limit
 * is that verdict even when the program finished; a sample's output is compared under the problem's checker;
 * custom input has nothing to compare with, so only a failure to finish is a verdict (null otherwise).
 */
export function runTestLine(
  outcome: ProgramOutcome,
  test: { input: string; expected?: string },
  limits: { timeLimitMs: number; memoryLimitMb: number },
  checker: CodingChecker | undefined,
) {
  let verdict: RunVerdict | null = outcome.status === 'ok' ? 'accepted' : outcome.status;
  if (verdict === 'accepted' && outcome.timeMs > limits.timeLimitMs) verdict = 'timeLimitExceeded';
  if (verdict === 'accepted' && outcome.memoryKb > limits.memoryLimitMb * 1024)
    verdict = 'memoryLimitExceeded';
  if (verdict === 'accepted' && test.expected !== undefined) {
    const right = standardCheck(checker, test.expected, outcome.stdout);
    if (right === undefined) throw new Error('a custom checker runs on the server only');
    verdict = right ? 'accepted' : 'wrongAnswer';
  }
  if (verdict === 'accepted' && test.expected === undefined) verdict = null;
  return {
    verdict,
    timeMs: Math.round(outcome.timeMs),
    memoryKb: Math.round(outcome.memoryKb),
    input: test.input,
    expected: test.expected ?? null,
    // A program stopped before it printed anything has no output to show.
    stdout:
      outcome.status !== 'ok' && outcome.stdout === '' ? null : outcome.stdout.slice(0, RUN_SHOWN_MAX_CHARS),
    stderr: outcome.stderr ? outcome.stderr.slice(0, RUN_SHOWN_MAX_CHARS) : null,
  };
}
