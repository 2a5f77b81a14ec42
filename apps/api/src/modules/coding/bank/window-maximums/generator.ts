import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines([8, 3], [1, 3, 1, 2, 0, 5, 7, 6]), lines([3, 1], [4, 4, 2])],
  tests(rng) {
    const tests = [
      lines([1, 1], [0]),
      lines([2, 2], [999, 1]),
      lines([5, 5], [1, 2, 3, 4, 5]),
      lines([5, 2], [5, 4, 3, 2, 1]),
    ];
    for (let round = 0; round < 4; round += 1) {
      const n = rng.int(2, 300);
      tests.push(lines([n, rng.int(1, n)], rng.ints(n, 0, 999)));
    }
    const n = 20_000;
    tests.push(
      lines(
        [n, 10_000],
        Array.from({ length: n }, (_, index) => 999 - Math.floor((index * 999) / n)),
      ),
    );
    tests.push(lines([n, 100], rng.ints(n, 0, 999)));
    tests.push(lines([10_000, 9000], rng.ints(10_000, 0, 999)));
    return tests;
  },
});
