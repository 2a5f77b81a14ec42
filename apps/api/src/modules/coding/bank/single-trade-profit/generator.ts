import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines(6, [7, 1, 5, 3, 6, 4]), lines(5, [7, 6, 4, 3, 1])],
  tests(rng) {
    const tests = [lines(1, [5]), lines(2, [1, 100000]), lines(2, [100000, 1]), lines(3, [3, 3, 3])];
    for (let round = 0; round < 4; round += 1) {
      const n = rng.int(2, 300);
      tests.push(lines(n, rng.ints(n, 1, 1000)));
    }
    tests.push(lines(20_000, rng.ints(20_000, 1, 100_000)));
    tests.push(
      lines(
        20_000,
        Array.from({ length: 20_000 }, (_, index) => 100_000 - index * 3),
      ),
    );
    tests.push(lines(10_000, [...rng.ints(5000, 50_000, 100_000), ...rng.ints(5000, 1, 60_000)]));
    return tests;
  },
});
