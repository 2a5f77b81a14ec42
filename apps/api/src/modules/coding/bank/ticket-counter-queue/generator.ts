import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines([3, 3], [2, 3, 2]), lines([4, 1], [5, 1, 1, 1])],
  tests(rng) {
    const tests = [
      lines([1, 1], [1]),
      lines([1, 1], [1000000]),
      lines([2, 2], [1, 1]),
      lines([3, 2], [1000000, 1000000, 1000000]),
    ];
    for (let round = 0; round < 4; round += 1) {
      const n = rng.int(2, 300);
      tests.push(lines([n, rng.int(1, n)], rng.ints(n, 1, 20)));
    }
    tests.push(
      lines([20_000, 20_000], rng.ints(20_000, 1, 1_000_000)),
      lines([20_000, 1], rng.ints(20_000, 1, 1_000_000)),
    );
    tests.push(
      lines(
        [3000, 1500],
        Array.from({ length: 3000 }, () => 1_000_000),
      ),
    );
    return tests;
  },
});
