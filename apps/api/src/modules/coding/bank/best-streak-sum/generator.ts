import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines(9, [-2, 1, -3, 4, -1, 2, 1, -5, 4]), lines(3, [-3, -1, -2])],
  tests(rng) {
    const tests = [
      lines(1, [-1000000000]),
      lines(1, [1000000000]),
      lines(2, [0, 0]),
      lines(4, [5, -10, 5, 5]),
    ];
    for (let round = 0; round < 4; round += 1) {
      const n = rng.int(2, 300);
      tests.push(lines(n, rng.ints(n, -100, 100)));
    }
    tests.push(
      lines(
        10_000,
        Array.from({ length: 10_000 }, () => 1_000_000_000),
      ),
    );
    tests.push(lines(20_000, rng.ints(20_000, -1000, 999)));
    tests.push(lines(10_000, rng.ints(10_000, -1_000_000_000, -1)));
    return tests;
  },
});
