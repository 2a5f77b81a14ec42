import { defineGenerator, lines, type Rng } from '../generator-kit.ts';

function spots(rng: Rng, n: number, k: number, max: number): string {
  const set = new Set<number>();
  while (set.size < n) set.add(rng.int(0, max));
  return lines([n, k], [...set]);
}

export default defineGenerator({
  samples: [lines([5, 3], [1, 2, 8, 4, 9]), lines([4, 4], [10, 0, 30, 20])],
  tests(rng) {
    const tests = [
      lines([2, 2], [0, 1000000000]),
      lines([2, 2], [5, 6]),
      lines([3, 2], [1, 2, 3]),
      lines([5, 5], [0, 1, 3, 6, 10]),
    ];
    for (let round = 0; round < 4; round += 1) {
      const n = rng.int(2, 300);
      tests.push(spots(rng, n, rng.int(2, n), 2000));
    }
    tests.push(
      spots(rng, 20_000, 2, 1_000_000_000),
      spots(rng, 20_000, 777, 1_000_000_000),
      spots(rng, 5000, 5000, 100_000),
    );
    return tests;
  },
});
