import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines(5, [2, 4, 1, 3, 5]), lines(3, [3, 2, 1])],
  tests(rng) {
    const tests = [lines(1, [7]), lines(2, [1, 1]), lines(2, [2, 1]), lines(4, [1, 2, 3, 4])];
    for (let round = 0; round < 4; round += 1) {
      const n = rng.int(2, 300);
      tests.push(lines(n, rng.ints(n, 1, 50)));
    }
    tests.push(lines(30_000, rng.ints(30_000, 1, 10_000)));
    tests.push(
      lines(
        30_000,
        Array.from({ length: 30_000 }, (_, index) => 10_000 - Math.floor(index / 3)),
      ),
    );
    tests.push(lines(10_000, rng.ints(10_000, 1, 3)));
    return tests;
  },
});
