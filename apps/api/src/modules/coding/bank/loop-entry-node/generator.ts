import { defineGenerator, lines, permutation, type Rng } from '../generator-kit.ts';

/** A path from the head through `pathLength` nodes, then back to its `entry`-th node (0: no loop). */
function list(rng: Rng, n: number, pathLength: number, entry: number): string {
  const order = [1, ...permutation(rng, n - 1).map((v) => v + 1)].slice(0, pathLength);
  const next = Array.from({ length: n + 1 }, () => rng.int(0, n));
  order.forEach((node, index) => {
    next[node] =
      index + 1 < order.length ? (order[index + 1] as number) : entry > 0 ? (order[entry - 1] as number) : 0;
  });
  return lines(n, next.slice(1));
}

export default defineGenerator({
  samples: [lines(4, [2, 3, 4, 2]), lines(3, [2, 3, 0])],
  tests(rng) {
    const tests = [lines(1, [0]), lines(1, [1]), lines(2, [2, 1]), lines(2, [2, 2])];
    for (let round = 0; round < 4; round += 1) {
      const n = rng.int(2, 300);
      const length = rng.int(1, n);
      tests.push(list(rng, n, length, round === 3 ? 0 : rng.int(1, length)));
    }
    tests.push(list(rng, 20_000, 20_000, 1), list(rng, 20_000, 20_000, 19_999), list(rng, 10_000, 7000, 0));
    return tests;
  },
});
