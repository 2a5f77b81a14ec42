import { defineGenerator, lines, type Rng, randomTreeEdges } from '../generator-kit.ts';

function network(rng: Rng, n: number, m: number, maxCost: number, connected: boolean): string {
  const edges: number[][] = [];
  if (connected) for (const [u, v] of randomTreeEdges(rng, n)) edges.push([u, v, rng.int(1, maxCost)]);
  while (edges.length < m) {
    const u = rng.int(1, connected ? n : n - 1);
    edges.push([u, rng.int(1, connected ? n : n - 1), rng.int(1, maxCost)]);
  }
  return lines([n, edges.length], ...rng.shuffle(edges));
}

export default defineGenerator({
  samples: [lines([4, 5], [1, 2, 1], [2, 3, 4], [1, 3, 3], [3, 4, 2], [1, 4, 9]), lines([3, 1], [1, 2, 5])],
  tests(rng) {
    const tests = [
      lines([1, 0]),
      lines([2, 0]),
      lines([2, 3], [1, 2, 5], [2, 1, 3], [1, 1, 1]),
      lines([3, 3], [1, 2, 1000000], [2, 3, 1000000], [1, 3, 1000000]),
    ];
    for (let round = 0; round < 4; round += 1)
      tests.push(network(rng, rng.int(2, 200), rng.int(1, 500), 100, round !== 2));
    tests.push(
      network(rng, 5000, 10_000, 1_000_000, true),
      network(rng, 5000, 10_000, 1_000_000, false),
      network(rng, 5000, 4999, 1_000_000, true),
    );
    return tests;
  },
});
