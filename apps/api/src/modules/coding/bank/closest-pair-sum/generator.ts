import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines([5, 54], [22, 28, 10, 30, 40]), lines([3, 10], [1, 3, 4])],
  tests(rng) {
    const tests = [
      lines([2, 2], [1, 1]),
      lines([2, 2000000000], [1, 1]),
      lines([2, 1], [1000000000, 1000000000]),
      lines([3, 7], [5, 5, 2]),
    ];
    for (let round = 0; round < 4; round += 1) {
      const n = rng.int(2, 300);
      tests.push(lines([n, rng.int(1, 2000)], rng.ints(n, 1, 1000)));
    }
    tests.push(lines([20_000, rng.int(1, 2_000_000_000)], rng.ints(20_000, 1, 1_000_000_000)));
    tests.push(lines([10_000, 1_999_999_999], rng.ints(10_000, 1, 1_000_000_000)));
    tests.push(lines([20_000, 777], rng.ints(20_000, 1, 1000)));
    return tests;
  },
});
