import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines('aaabccdddd'), lines('abc')],
  tests(rng) {
    const runs = (count: number, longest: number) =>
      Array.from({ length: count }, () => rng.word(1).repeat(rng.int(1, longest))).join('');
    const tests = [lines('z'), lines('zz'), lines('zyz'), lines('a'.repeat(100_000))];
    for (let round = 0; round < 4; round += 1) tests.push(lines(runs(rng.int(1, 100), 12)));
    tests.push(lines(rng.word(30_000)), lines(runs(2000, 50)), lines('ab'.repeat(15_000)));
    return tests;
  },
});
