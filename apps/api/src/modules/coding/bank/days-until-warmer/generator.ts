import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines(8, [23, 24, 25, 21, 19, 22, 26, 23]), lines(4, [30, 30, 30, 30])],
  tests(rng) {
    const tests = [lines(1, [5]), lines(2, [-50, 60]), lines(2, [60, -50]), lines(5, [1, 2, 3, 4, 5])];
    for (let round = 0; round < 4; round += 1) {
      const n = rng.int(5, 400);
      tests.push(lines(n, rng.ints(n, -50, 60)));
    }
    const n = 20_000;
    tests.push(lines(n, rng.ints(n, -50, 60)));
    // Falling for a long time then one hot day: a nested scan is quadratic here.
    tests.push(
      lines(
        n,
        Array.from({ length: n }, (_, index) => (index === n - 1 ? 60 : 59 - Math.floor((index * 100) / n))),
      ),
    );
    tests.push(
      lines(
        5000,
        Array.from({ length: 5000 }, () => 7),
      ),
    );
    return tests;
  },
});
