import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines(5, [2, 7, 9, 3, 1]), lines(4, [5, 1, 1, 5])],
  tests(rng) {
    const tests = [lines(1, [0]), lines(1, [10000]), lines(2, [3, 4]), lines(3, [10, 1, 10])];
    for (let round = 0; round < 4; round += 1) {
      const n = rng.int(2, 300);
      tests.push(lines(n, rng.ints(n, 0, 100)));
    }
    tests.push(
      lines(30_000, rng.ints(30_000, 0, 10_000)),
      lines(
        30_000,
        Array.from({ length: 30_000 }, () => 10_000),
      ),
    );
    tests.push(
      lines(
        10_000,
        Array.from({ length: 10_000 }, (_, index) => (index % 3 === 0 ? 10_000 : 6000)),
      ),
    );
    return tests;
  },
});
