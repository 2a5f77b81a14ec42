import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines(5, [1, 2, 3, 4, 5], [3, 4, 5, 1, 2]), lines(3, [2, 3, 4], [3, 4, 3])],
  tests(rng) {
    const tests = [
      lines(1, [0], [0]),
      lines(1, [5], [6]),
      lines(2, [1, 2], [2, 1]),
      lines(3, [0, 0, 9], [3, 3, 3]),
    ];
    for (let round = 0; round < 4; round += 1) {
      const n = rng.int(2, 300);
      tests.push(lines(n, rng.ints(n, 0, 20), rng.ints(n, 0, 20)));
    }
    const n = 20_000;
    const fuel = rng.ints(n, 0, 10_000);
    const cost = fuel.map((f) => Math.max(0, f + rng.int(-3, 2)));
    tests.push(lines(n, fuel, cost), lines(5000, rng.ints(5000, 0, 10_000), rng.ints(5000, 0, 10_000)));
    tests.push(
      lines(
        10_000,
        Array.from({ length: 10_000 }, (_, index) => (index === 9999 ? 10_000 : 0)),
        Array.from({ length: 10_000 }, () => 1),
      ),
    );
    return tests;
  },
});
