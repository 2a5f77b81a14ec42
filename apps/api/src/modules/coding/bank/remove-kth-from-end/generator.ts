import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines([5, 2], [1, 2, 3, 4, 5]), lines([1, 1], [9])],
  tests(rng) {
    const tests = [
      lines([2, 1], [1, 2]),
      lines([2, 2], [1, 2]),
      lines([3, 3], [7, 7, 7]),
      lines([4, 1], [0, 10000, 0, 10000]),
    ];
    for (let round = 0; round < 4; round += 1) {
      const n = rng.int(2, 300);
      tests.push(lines([n, rng.int(1, n)], rng.ints(n, 0, 10_000)));
    }
    tests.push(
      lines([20_000, 20_000], rng.ints(20_000, 0, 999)),
      lines([20_000, 1], rng.ints(20_000, 0, 999)),
    );
    tests.push(lines([10_000, 4321], rng.ints(10_000, 0, 10_000)));
    return tests;
  },
});
