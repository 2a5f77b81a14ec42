import { type CodingChecker, standardCheck } from '@pathshala/shared/coding-output';

/** How a test's output is compared with the expected output (shared with the browser's Run). */
export type Checker = CodingChecker;

/** A problem's own checker, for problems with more than one right answer: true when `actual` is accepted. */
export type CustomChecker = (input: string, expected: string, actual: string) => boolean;

/** Custom checkers by name; the problem bank registers its own at load. */
export const customCheckers = new Map<string, CustomChecker>();

export function registerChecker(name: string, check: CustomChecker) {
  customCheckers.set(name, check);
}

/** Whether `actual` is an accepted answer to a test. A custom checker that throws rejects the answer. */
export function checkOutput(checker: Checker | undefined, input: string, expected: string, actual: string) {
  if (checker?.kind !== 'custom') return standardCheck(checker, expected, actual) === true;
  const custom = customCheckers.get(checker.name);
  if (!custom) throw new Error(`No checker named ${checker.name} is registered`);
  try {
    return custom(input, expected, actual) === true;
  } catch {
    return false;
  }
}
