/**
 * Checkers for "any valid answer" problems, by name (a problem's meta.json says `{ kind: 'custom', name }`).
 * Each receives the test's input, the reference's output and the submission's output and says whether the
 * submission is right. They must not trust the submission's output: parse defensively and return false.
 */
export type CustomChecker = (input: string, expected: string, actual: string) => boolean;

const tokens = (text: string) => text.split(/\s+/).filter((token) => token.length > 0);
const integers = (text: string) =>
  tokens(text).map((token) => (/^-?\d+$/.test(token) ? Number(token) : Number.NaN));

/**
 * pair-with-target-sum: "-1" when no pair exists, else two distinct 1-based indices i < j whose values sum
 * to the target. The reference decides existence; any valid pair is accepted.
 */
function pairWithTargetSum(input: string, expected: string, actual: string): boolean {
  const [n = 0, target = 0, ...values] = integers(input);
  const answer = integers(actual);
  if (integers(expected)[0] === -1) return answer.length === 1 && answer[0] === -1;
  if (answer.length !== 2) return false;
  const [i = 0, j = 0] = answer;
  if (!Number.isInteger(i) || !Number.isInteger(j) || i < 1 || j > n || i >= j) return false;
  return (values[i - 1] ?? Number.NaN) + (values[j - 1] ?? Number.NaN) === target;
}

/**
 * topological-course-order: "-1" when the prerequisites have a cycle, else an order of all n courses in which
 * every prerequisite comes before the course that needs it.
 */
function topologicalCourseOrder(input: string, expected: string, actual: string): boolean {
  const [n = 0, m = 0, ...rest] = integers(input);
  const answer = integers(actual);
  if (integers(expected)[0] === -1) return answer.length === 1 && answer[0] === -1;
  if (answer.length !== n) return false;
  const position = new Array<number>(n + 1).fill(-1);
  for (const [index, course] of answer.entries()) {
    if (!Number.isInteger(course) || course < 1 || course > n || position[course] !== -1) return false;
    position[course] = index;
  }
  for (let edge = 0; edge < m; edge += 1) {
    const before = rest[2 * edge] ?? 0;
    const after = rest[2 * edge + 1] ?? 0;
    if ((position[before] ?? -1) > (position[after] ?? -1)) return false;
  }
  return true;
}

export const bankCheckers: Record<string, CustomChecker> = {
  'pair-with-target-sum': pairWithTargetSum,
  'topological-course-order': topologicalCourseOrder,
};

/** Hands every bank checker to the judge's registry (the judge exports `registerChecker(name, fn)`). */
export function registerBankCheckers(register: (name: string, checker: CustomChecker) => void): void {
  for (const [name, checker] of Object.entries(bankCheckers)) register(name, checker);
}
