import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines([10, 5], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), lines([4, 4], [3, 2, 2, 4])],
  tests(rng) {
    const tests = [
      lines([1, 1], [100000]),
      lines([3, 1], [1, 2, 3]),
      lines([3, 3], [5, 1, 1]),
      lines([5, 2], [1, 1, 1, 1, 100000]),
    ];
    for (let round = 0; round < 4; round += 1) {
      const n = rng.int(2, 300);
      tests.push(lines([n, rng.int(1, n)], rng.ints(n, 1, 500)));
    }
    tests.push(
      lines([20_000, 37], rng.ints(20_000, 1, 100_000)),
      lines([20_000, 1], rng.ints(20_000, 1, 100_000)),
    );
    tests.push(lines([10_000, 9999], rng.ints(10_000, 1, 100_000)));
    return tests;
  },
});
