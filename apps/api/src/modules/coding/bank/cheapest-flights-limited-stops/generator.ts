import { defineGenerator, lines, type Rng } from '../generator-kit.ts';

function flights(rng: Rng, n: number, m: number, k: number): string {
  const edges: number[][] = [];
  while (edges.length < m) {
    const u = rng.int(1, n);
    const v = rng.int(1, n);
    if (u !== v) edges.push([u, v, rng.int(1, 10_000)]);
  }
  const s = rng.int(1, n);
  let t = rng.int(1, n);
  while (t === s) t = rng.int(1, n);
  return lines([n, m, s, t, k], ...edges);
}

export default defineGenerator({
  samples: [
    lines([4, 5, 1, 4, 1], [1, 2, 100], [2, 3, 100], [3, 4, 100], [1, 3, 500], [2, 4, 600]),
    lines([3, 1, 3, 1, 5], [1, 3, 10]),
  ],
  tests(rng) {
    const tests = [
      lines([2, 0, 1, 2, 0]),
      lines([2, 1, 1, 2, 0], [1, 2, 7]),
      lines([3, 2, 1, 3, 0], [1, 2, 1], [2, 3, 1]),
    ];
    tests.push(lines([3, 3, 1, 3, 1], [1, 2, 1], [2, 3, 1], [1, 3, 10000]));
    for (let round = 0; round < 4; round += 1)
      tests.push(flights(rng, rng.int(3, 60), rng.int(1, 300), rng.int(0, 5)));
    tests.push(flights(rng, 1000, 5000, 100), flights(rng, 1000, 5000, 3));
    // A cheap long chain and a dear direct flight: only enough stops make the chain usable.
    const chain: number[][] = Array.from({ length: 999 }, (_, index) => [index + 1, index + 2, 1]);
    chain.push([1, 1000, 10_000]);
    tests.push(lines([1000, chain.length, 1, 1000, 100], ...rng.shuffle(chain)));
    return tests;
  },
});
