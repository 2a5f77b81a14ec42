import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines(5, [2, 3, 1, 1, 4]), lines(5, [3, 2, 1, 0, 4])],
  tests(rng) {
    const tests = [lines(1, [0]), lines(2, [0, 5]), lines(2, [1, 0]), lines(4, [1, 1, 1, 1])];
    for (let round = 0; round < 4; round += 1) {
      const n = rng.int(2, 300);
      tests.push(lines(n, rng.ints(n, 0, 6)));
    }
    tests.push(
      lines(
        50_000,
        Array.from({ length: 50_000 }, () => 1),
      ),
    );
    tests.push(lines(50_000, rng.ints(50_000, 1, 1000)), lines(50_000, rng.ints(50_000, 0, 3)));
    return tests;
  },
});
