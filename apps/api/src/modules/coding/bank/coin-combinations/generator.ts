import { defineGenerator, lines, type Rng } from '../generator-kit.ts';

function coins(rng: Rng, n: number, max: number): number[] {
  const set = new Set<number>();
  while (set.size < n) set.add(rng.int(1, max));
  return [...set];
}

export default defineGenerator({
  samples: [lines([3, 5], [1, 2, 5]), lines([1, 3], [2])],
  tests(rng) {
    const tests = [lines([1, 1], [1]), lines([1, 20000], [1]), lines([2, 7], [3, 5]), lines([1, 5], [20000])];
    for (let round = 0; round < 4; round += 1) {
      const n = rng.int(1, 10);
      tests.push(lines([n, rng.int(1, 500)], coins(rng, n, 50)));
    }
    tests.push(
      lines([50, 20_000], coins(rng, 50, 200)),
      lines(
        [50, 20_000],
        Array.from({ length: 50 }, (_, index) => index + 1),
      ),
    );
    tests.push(lines([50, 19_999], coins(rng, 50, 20_000)));
    return tests;
  },
});
