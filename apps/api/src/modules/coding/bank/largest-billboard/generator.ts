import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines(6, [2, 1, 5, 6, 2, 3]), lines(2, [2, 4])],
  tests(rng) {
    const tests = [
      lines(1, [0]),
      lines(1, [100000]),
      lines(3, [0, 0, 0]),
      lines(5, [1, 2, 3, 4, 5]),
      lines(5, [5, 4, 3, 2, 1]),
    ];
    for (let round = 0; round < 3; round += 1) {
      const n = rng.int(2, 300);
      tests.push(lines(n, rng.ints(n, 0, 50)));
    }
    tests.push(lines(30_000, rng.ints(30_000, 0, 100_000)));
    tests.push(
      lines(
        30_000,
        Array.from({ length: 30_000 }, (_, index) => 1 + (index % 5)),
      ),
    );
    tests.push(
      lines(
        10_000,
        Array.from({ length: 10_000 }, () => 100_000),
      ),
    );
    return tests;
  },
});
