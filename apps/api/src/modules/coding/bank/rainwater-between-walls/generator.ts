import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines(12, [0, 1, 0, 2, 1, 0, 1, 3, 2, 1, 2, 1]), lines(6, [4, 2, 0, 3, 2, 5])],
  tests(rng) {
    const tests = [
      lines(1, [5]),
      lines(2, [3, 0]),
      lines(3, [5, 0, 5]),
      lines(5, [1, 2, 3, 4, 5]),
      lines(3, [100000, 0, 100000]),
    ];
    for (let round = 0; round < 3; round += 1) {
      const n = rng.int(3, 300);
      tests.push(lines(n, rng.ints(n, 0, 20)));
    }
    tests.push(lines(30_000, rng.ints(30_000, 0, 100_000)));
    tests.push(
      lines(
        30_000,
        Array.from({ length: 30_000 }, (_, index) => (index === 0 || index === 29_999 ? 100_000 : 0)),
      ),
    );
    tests.push(
      lines(
        10_000,
        Array.from({ length: 10_000 }, (_, index) => Math.abs(5000 - index)),
      ),
    );
    return tests;
  },
});
