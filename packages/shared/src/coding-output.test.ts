import { describe, expect, it } from 'vitest';
import {
  OUTPUT_LIMIT_MESSAGE,
  type ProgramOutcome,
  RUN_SHOWN_MAX_CHARS,
  runTestLine,
  standardCheck,
} from './coding-output.ts';

const limits = { timeLimitMs: 2000, memoryLimitMb: 256 };
const finished = (stdout: string, overrides: Partial<ProgramOutcome> = {}): ProgramOutcome => ({
  status: 'ok',
  stdout,
  stderr: '',
  timeMs: 12.4,
  memoryKb: 2048,
  ...overrides,
});

describe('the comparison the judge and the browser share', () => {
  it('ignores whitespace between words, not the words', () => {
    expect(standardCheck(undefined, '3 3\n', '3\n3')).toBe(true);
    expect(standardCheck({ kind: 'tokens' }, '3 1', '3 1 \r\n\n')).toBe(true);
    expect(standardCheck({ kind: 'tokens' }, '3 1', '31')).toBe(false);
    expect(standardCheck({ kind: 'float', tolerance: 1e-6 }, '0.5', '0.5000001')).toBe(true);
  });

  it('leaves a custom checker to the server', () => {
    expect(standardCheck({ kind: 'custom', name: 'pair-with-target-sum' }, '1 2', '1 2')).toBeUndefined();
    expect(() =>
      runTestLine(finished('1 2'), { input: '', expected: '1 2' }, limits, {
        kind: 'custom',
        name: 'pair-with-target-sum',
      }),
    ).toThrow(/server/);
  });
});

describe("a Run's line for one test", () => {
  const sample = { input: '2\n4 9\n', expected: '2\n3\n' };

  it('accepts a sample whose output matches, and shows the output and time', () => {
    expect(runTestLine(finished('2 3\n'), sample, limits, { kind: 'tokens' })).toEqual({
      verdict: 'accepted',
      timeMs: 12,
      memoryKb: 2048,
      input: sample.input,
      expected: sample.expected,
      stdout: '2 3\n',
      stderr: null,
    });
    expect(runTestLine(finished('2 4\n'), sample, limits, { kind: 'tokens' }).verdict).toBe('wrongAnswer');
  });

  it('gives a program that finished past a limit that limit’s verdict, as the judge does', () => {
    expect(runTestLine(finished('2 3', { timeMs: 2400 }), sample, limits, { kind: 'tokens' }).verdict).toBe(
      'timeLimitExceeded',
    );
    expect(
      runTestLine(finished('2 3', { memoryKb: 300 * 1024 }), sample, limits, { kind: 'tokens' }).verdict,
    ).toBe('memoryLimitExceeded');
  });

  it('keeps a failure’s verdict and its traceback', () => {
    const traceback =
      'Traceback (most recent call last):\n  File "main.py", line 1\nZeroDivisionError: division by zero\n';
    const line = runTestLine(
      finished('', { status: 'runtimeError', stderr: traceback }),
      sample,
      limits,
      undefined,
    );
    expect(line.verdict).toBe('runtimeError');
    expect(line.stderr).toBe(traceback);
    const stopped = runTestLine(
      finished('', { status: 'timeLimitExceeded', timeMs: 2000 }),
      sample,
      limits,
      undefined,
    );
    expect(stopped).toMatchObject({ verdict: 'timeLimitExceeded', timeMs: 2000, stdout: null, stderr: null });
    expect(
      runTestLine(
        finished('x', { status: 'runtimeError', stderr: OUTPUT_LIMIT_MESSAGE }),
        sample,
        limits,
        undefined,
      ).stderr,
    ).toBe('Output limit exceeded (16 MB).');
  });

  it('compares nothing on custom input: a finished program has no verdict', () => {
    const custom = { input: '1\n49\n' };
    expect(runTestLine(finished('7\n'), custom, limits, { kind: 'tokens' })).toMatchObject({
      verdict: null,
      expected: null,
      stdout: '7\n',
    });
    expect(runTestLine(finished('', { status: 'runtimeError' }), custom, limits, undefined).verdict).toBe(
      'runtimeError',
    );
  });

  it('shows at most 16 KB of output, after comparing all of it', () => {
    const long = `${'1 '.repeat(20_000)}`;
    const line = runTestLine(finished(long), { input: '', expected: long }, limits, undefined);
    expect(line.verdict).toBe('accepted');
    expect(line.stdout).toHaveLength(RUN_SHOWN_MAX_CHARS);
  });
});
