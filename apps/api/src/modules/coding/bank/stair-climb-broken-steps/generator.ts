import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines([6, 1], [3]), lines([4, 2], [1, 2])],
  tests(rng) {
    const broken = (n: number, k: number) =>
      rng.shuffle(Array.from({ length: n - 1 }, (_, index) => index + 1)).slice(0, k);
    const tests = [
      lines([1, 0], []),
      lines([2, 0], []),
      lines([2, 1], [1]),
      lines([3, 2], [2, 1]),
      lines([5, 1], [4]),
    ];
    for (let round = 0; round < 3; round += 1) {
      const n = rng.int(5, 300);
      const k = rng.int(0, 10);
      tests.push(lines([n, k], broken(n, k)));
    }
    tests.push(lines([100_000, 0], []), lines([100_000, 1000], broken(100_000, 1000)));
    tests.push(lines([90, 0], []));
    return tests;
  },
});
