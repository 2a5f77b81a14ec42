import { defineGenerator, lines, permutation, type Rng } from '../generator-kit.ts';

function dag(rng: Rng, n: number, m: number, cycle: boolean): string {
  const order = permutation(rng, n);
  const edges: number[][] = [];
  for (let edge = 0; edge < m; edge += 1) {
    const i = rng.int(0, n - 2);
    const j = rng.int(i + 1, Math.min(n - 1, i + 50));
    edges.push([order[i] as number, order[j] as number]);
  }
  if (cycle) {
    const last = edges[rng.int(0, edges.length - 1)] as number[];
    edges.push([last[1] as number, last[0] as number]);
  }
  return lines([n, edges.length], ...rng.shuffle(edges));
}

export default defineGenerator({
  samples: [lines([4, 3], [1, 2], [1, 3], [3, 4]), lines([3, 3], [1, 2], [2, 3], [3, 1])],
  tests(rng) {
    const tests = [lines([1, 0]), lines([2, 1], [2, 1]), lines([2, 2], [1, 2], [2, 1]), lines([5, 0])];
    for (let round = 0; round < 4; round += 1)
      tests.push(dag(rng, rng.int(3, 200), rng.int(1, 400), round % 2 === 1));
    tests.push(dag(rng, 5000, 9999, false), dag(rng, 5000, 9999, true));
    const chain = Array.from({ length: 4999 }, (_, index) => [index + 2, index + 1]);
    tests.push(lines([5000, 4999], ...rng.shuffle(chain)));
    return tests;
  },
});
