import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [
    lines([5, 2], [1, 2, 3, 4, 5]),
    lines([6, 3], [10, 20, 30, 40, 50, 60]),
    lines([3, 1], [7, 8, 9]),
  ],
  tests(rng) {
    const tests = [lines([1, 1], [42]), lines([4, 4], [1, 2, 3, 4]), lines([7, 3], [1, 2, 3, 4, 5, 6, 7])];
    for (let round = 0; round < 5; round += 1) {
      const n = rng.int(2, 500);
      tests.push(lines([n, rng.int(1, n)], rng.ints(n, 0, 10_000)));
    }
    const n = 20_000;
    tests.push(lines([n, 2], rng.ints(n, 0, 999)));
    tests.push(lines([n, n], rng.ints(n, 0, 999)));
    tests.push(lines([5000, 333], rng.ints(5000, 0, 9)));
    return tests;
  },
});
