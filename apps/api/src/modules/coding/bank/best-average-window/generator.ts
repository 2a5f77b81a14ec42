import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines([6, 4], [1, 12, -5, -6, 50, 3]), lines([3, 3], [1, 2, 2])],
  tests(rng) {
    const tests = [lines([1, 1], [-10000]), lines([1, 1], [7]), lines([5, 5], [-1, -1, -1, -1, -2])];
    tests.push(lines([4, 1], [-3, -7, -1, -9]));
    for (let round = 0; round < 4; round += 1) {
      const n = rng.int(10, 300);
      tests.push(lines([n, rng.int(1, n)], rng.ints(n, -100, 100)));
    }
    const n = 20_000;
    tests.push(lines([n, 3], rng.ints(n, -10_000, 10_000)));
    tests.push(lines([n, 19_999], rng.ints(n, -10_000, 10_000)));
    tests.push(
      lines(
        [5000, 777],
        Array.from({ length: 5000 }, () => 10_000),
      ),
    );
    return tests;
  },
});
