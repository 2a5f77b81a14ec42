import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines([5, 9], [2, 7, 11, 15, 1]), lines([4, 100], [10, 20, 30, 40]), lines([3, 6], [3, 3, 4])],
  tests(rng) {
    const tests = [
      lines([2, 0], [0, 0]),
      lines([2, 5], [2, 2]),
      lines([3, -2000000000], [-1000000000, 5, -1000000000]),
    ];
    for (let round = 0; round < 4; round += 1) {
      const n = rng.int(5, 200);
      const values = rng.ints(n, -50, 50);
      tests.push(lines([n, rng.int(-100, 100)], values));
    }
    // Largest size: one planted pair among values that cannot reach the target, and one with no pair at all.
    const n = 20_000;
    const odd = Array.from({ length: n }, () => rng.int(0, 499_999_999) * 2 + 1);
    const planted = [...odd];
    planted[rng.int(0, n / 2)] = 4;
    planted[rng.int(n / 2 + 1, n - 1)] = 6;
    tests.push(
      lines([n, 10], planted),
      lines(
        [n / 2, 1_000_000_001],
        odd.slice(0, n / 2).map((value) => value - 1_000_000_000),
      ),
    );
    tests.push(lines([5000, 123456], rng.ints(5000, -1_000_000_000, 1_000_000_000)));
    tests.push(
      lines(
        [n, 14],
        Array.from({ length: n }, () => 7),
      ),
    );
    return tests;
  },
});
