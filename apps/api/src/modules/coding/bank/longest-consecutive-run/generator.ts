import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines(6, [100, 4, 200, 1, 3, 2]), lines(10, [0, 3, 7, 2, 5, 8, 4, 6, 0, 1])],
  tests(rng) {
    const tests = [
      lines(1, [5]),
      lines(2, [5, 5]),
      lines(2, [-1000000000, 1000000000]),
      lines(3, [999999999, 1000000000, 999999998]),
    ];
    for (let round = 0; round < 4; round += 1) {
      const n = rng.int(2, 300);
      tests.push(lines(n, rng.ints(n, -200, 200)));
    }
    tests.push(lines(10_000, rng.ints(10_000, -1_000_000_000, 1_000_000_000)));
    const start = rng.int(-1_000_000_000, 0);
    tests.push(lines(20_000, rng.shuffle(Array.from({ length: 20_000 }, (_, index) => start + index))));
    tests.push(lines(10_000, rng.ints(10_000, -15_000, 15_000)));
    return tests;
  },
});
