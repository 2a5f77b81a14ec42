import { describe, expect, it } from 'vitest';
import { checkOutput, registerChecker } from './checkers.ts';

describe('output checkers', () => {
  it('compares tokens, tolerating any whitespace between and around them', () => {
    expect(checkOutput(undefined, '', '1 2\n3\n', '1   2 3')).toBe(true);
    expect(checkOutput({ kind: 'tokens' }, '', '1 2 3', '\n1\t2\r\n3\n\n')).toBe(true);
    expect(checkOutput({ kind: 'tokens' }, '', '1 2 3', '1 2')).toBe(false);
    expect(checkOutput({ kind: 'tokens' }, '', '1 2', '1 2 3')).toBe(false);
    expect(checkOutput({ kind: 'tokens' }, '', 'YES', 'yes')).toBe(false);
    expect(checkOutput({ kind: 'tokens' }, '', '', '')).toBe(true);
  });

  it('accepts numbers within an absolute or relative tolerance', () => {
    const float = { kind: 'float', tolerance: 1e-6 } as const;
    expect(checkOutput(float, '', '0.3333333', '0.33333335')).toBe(true);
    expect(checkOutput(float, '', '0.3333333', '0.3334')).toBe(false);
    expect(checkOutput(float, '', '1000000000', '1000000500')).toBe(true); // relative
    expect(checkOutput(float, '', '1.5 abc', '1.5000000001 abc')).toBe(true);
    expect(checkOutput(float, '', '1.5 abc', '1.5 abd')).toBe(false);
    expect(checkOutput(float, '', '1.5', 'nan')).toBe(false);
    expect(checkOutput(float, '', '1.5 2', '1.5')).toBe(false);
  });

  it('asks a registered custom checker, which sees the input', () => {
    registerChecker('any-pair-summing-to-target', (input, _expected, actual) => {
      const [target] = input.split(/\s+/).map(Number);
      const [a, b] = actual.trim().split(/\s+/).map(Number);
      return a !== undefined && b !== undefined && a + b === target;
    });
    const custom = { kind: 'custom', name: 'any-pair-summing-to-target' } as const;
    expect(checkOutput(custom, '10', '3 7', '4 6')).toBe(true);
    expect(checkOutput(custom, '10', '3 7', '4 5')).toBe(false);
  });

  it('rejects an answer when the custom checker throws, and refuses an unknown checker', () => {
    registerChecker('throws', () => {
      throw new Error('malformed answer');
    });
    expect(checkOutput({ kind: 'custom', name: 'throws' }, '', '', 'x')).toBe(false);
    expect(() => checkOutput({ kind: 'custom', name: 'nobody-registered-this' }, '', '', '')).toThrow(
      /No checker/,
    );
  });
});
