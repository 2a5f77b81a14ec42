import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines(6, [1, 1, 1, 2, 2, 3]), lines(9, [0, 0, 1, 1, 1, 1, 2, 3, 3])],
  tests(rng) {
    const sorted = (n: number, min: number, max: number) => rng.ints(n, min, max).sort((a, b) => a - b);
    const tests = [lines(1, [5]), lines(2, [7, 7]), lines(3, [7, 7, 7]), lines(4, [-10000, -1, 0, 10000])];
    for (let round = 0; round < 4; round += 1) {
      const n = rng.int(2, 300);
      tests.push(lines(n, sorted(n, -20, 20)));
    }
    tests.push(
      lines(30_000, sorted(30_000, -10_000, 10_000)),
      lines(
        30_000,
        Array.from({ length: 30_000 }, () => 4),
      ),
    );
    tests.push(lines(10_000, sorted(10_000, -300, 300)));
    return tests;
  },
});
