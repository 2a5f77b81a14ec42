import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines(4, [5, 4], [6, 4], [6, 7], [2, 3]), lines(3, [1, 1], [1, 1], [1, 1])],
  tests(rng) {
    const parcels = (n: number, max: number) =>
      lines(n, ...Array.from({ length: n }, () => [rng.int(1, max), rng.int(1, max)]));
    const tests = [lines(1, [1, 1]), lines(2, [1, 2], [2, 1]), lines(3, [3, 3], [3, 4], [4, 5])];
    tests.push(lines(4, [1, 5], [1, 6], [1, 7], [2, 8]));
    for (let round = 0; round < 3; round += 1) tests.push(parcels(rng.int(5, 300), rng.pick([5, 1000])));
    const n = 10_000;
    tests.push(parcels(n, 1_000_000_000), parcels(n, 100));
    // A long staircase hidden among noise: the answer is large.
    const stairs = Array.from({ length: n }, (_, index) =>
      index % 2 === 0 ? [index + 1, index + 1] : [rng.int(1, n), rng.int(1, n)],
    );
    tests.push(lines(n, ...rng.shuffle(stairs)));
    tests.push(lines(5000, ...Array.from({ length: 5000 }, (_, index) => [7, 5000 - index])));
    return tests;
  },
});
