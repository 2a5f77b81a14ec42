import { defineGenerator, lines, type Rng } from '../generator-kit.ts';

function coins(rng: Rng, n: number, min: number, max: number): number[] {
  const set = new Set<number>();
  while (set.size < n) set.add(rng.int(min, max));
  return [...set];
}

export default defineGenerator({
  samples: [lines([3, 11], [1, 2, 5]), lines([1, 3], [2])],
  tests(rng) {
    const tests = [
      lines([1, 0], [5]),
      lines([3, 6], [1, 3, 4]),
      lines([2, 7], [2, 4]),
      lines([1, 20000], [1]),
      lines([1, 20000], [20000]),
    ];
    for (let round = 0; round < 3; round += 1) {
      const n = rng.int(1, 8);
      tests.push(lines([n, rng.int(0, 500)], coins(rng, n, 2, 60)));
    }
    tests.push(
      lines([50, 20_000], coins(rng, 50, 1, 20_000)),
      lines([50, 19_999], coins(rng, 50, 100, 5000)),
    );
    tests.push(lines([3, 19_998], [9973, 9967, 9949]));
    return tests;
  },
});
