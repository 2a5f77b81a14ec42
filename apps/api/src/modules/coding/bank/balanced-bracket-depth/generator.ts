import { defineGenerator, lines, type Rng } from '../generator-kit.ts';

function balanced(rng: Rng, pairs: number, maxDepth: number): string {
  const out: string[] = [];
  const open: string[] = [];
  const closing: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
  let remaining = pairs;
  while (remaining > 0 || open.length > 0) {
    if (remaining > 0 && open.length < maxDepth && (open.length === 0 || rng.next() < 0.5)) {
      const bracket = rng.pick(['(', '[', '{']);
      open.push(bracket);
      out.push(bracket);
      remaining -= 1;
    } else out.push(closing[open.pop() ?? '('] ?? ')');
  }
  return out.join('');
}

export default defineGenerator({
  samples: [lines('([]{()})'), lines('([)]'), lines('((')],
  tests(rng) {
    const tests = [lines('('), lines(')'), lines('()'), lines('}{'), lines('[[[]]]]')];
    tests.push(lines(balanced(rng, 200, 15)), lines(`${balanced(rng, 300, 40)}]`));
    tests.push(lines('('.repeat(50_000) + ')'.repeat(50_000)));
    tests.push(lines(balanced(rng, 50_000, 1000)));
    const broken = balanced(rng, 50_000, 50).split('');
    broken[rng.int(0, broken.length - 1)] = '{';
    tests.push(lines(broken.join('')));
    tests.push(lines(`${'('.repeat(49_999)}]${')'.repeat(49_999)}`));
    return tests;
  },
});
