import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines([3, 2], [1, 1, 1]), lines([5, 0], [1, -1, 1, -1, 0])],
  tests(rng) {
    const tests = [
      lines([1, 5], [5]),
      lines([1, 5], [4]),
      lines([4, 0], [0, 0, 0, 0]),
      lines([3, -3], [-1, -1, -1]),
    ];
    for (let round = 0; round < 4; round += 1) {
      const n = rng.int(2, 300);
      tests.push(lines([n, rng.int(-5, 5)], rng.ints(n, -3, 3)));
    }
    tests.push(
      lines(
        [30_000, 0],
        Array.from({ length: 30_000 }, () => 0),
      ),
    );
    tests.push(
      lines([30_000, 7], rng.ints(30_000, -2, 2)),
      lines([20_000, 12_345], rng.ints(20_000, -1000, 1000)),
    );
    return tests;
  },
});
