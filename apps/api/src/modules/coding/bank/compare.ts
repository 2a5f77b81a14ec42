import { bankCheckers } from './checkers.ts';
import type { Checker } from './meta-schema.ts';

const tokens = (text: string) => text.split(/\s+/).filter((token) => token.length > 0);

/** Absolute-or-relative: |a - b| <= tolerance * max(1, |b|). */
function closeEnough(actual: string, expected: string, tolerance: number): boolean {
  if (actual === expected) return true;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(actual)) return false;
  const a = Number(actual);
  const b = Number(expected);
  if (!Number.isFinite(a) || !Number.isFinite(b)) return false;
  return Math.abs(a - b) <= tolerance * Math.max(1, Math.abs(b));
}

/**
 * Whether an output is accepted under a problem's checker: the bank's own check uses it to compare every
 * reference solution with the committed answers, with the same rules the judge applies to submissions.
 */
export function outputAccepted(checker: Checker, input: string, expected: string, actual: string): boolean {
  if (checker.kind === 'custom') {
    const custom = bankCheckers[checker.name];
    if (!custom) throw new Error(`no checker named ${checker.name} in the bank`);
    return custom(input, expected, actual);
  }
  const want = tokens(expected);
  const got = tokens(actual);
  if (want.length !== got.length) return false;
  if (checker.kind === 'tokens') return want.every((token, index) => token === got[index]);
  return want.every((token, index) => closeEnough(got[index] ?? '', token, checker.tolerance));
}
