import { defineGenerator, lines, type Rng, randomTreeEdges } from '../generator-kit.ts';

function graph(rng: Rng, n: number, m: number, maxWeight: number, connected: boolean): string {
  const edges: number[][] = [];
  if (connected) for (const [u, v] of randomTreeEdges(rng, n)) edges.push([u, v, rng.int(1, maxWeight)]);
  while (edges.length < m) edges.push([rng.int(1, n), rng.int(1, n), rng.int(1, maxWeight)]);
  return lines([n, edges.length, rng.int(1, n)], ...edges);
}

export default defineGenerator({
  samples: [lines([4, 4, 1], [1, 2, 5], [2, 3, 1], [1, 3, 9], [3, 4, 2]), lines([3, 1, 2], [2, 3, 7])],
  tests(rng) {
    const tests = [lines([1, 0, 1]), lines([2, 0, 2]), lines([2, 2, 1], [1, 1, 3], [1, 2, 10000])];
    tests.push(lines([3, 3, 1], [1, 2, 5], [1, 2, 2], [2, 3, 1]));
    for (let round = 0; round < 4; round += 1)
      tests.push(graph(rng, rng.int(5, 200), rng.int(0, 400), 100, rng.next() < 0.5));
    tests.push(graph(rng, 5000, 10_000, 10_000, true), graph(rng, 2000, 4000, 10_000, false));
    // A long path whose shortcuts are all slower: a queue without priorities revisits nodes many times.
    const n = 5000;
    const path: number[][] = [];
    for (let v = 1; v < n; v += 1) path.push([v, v + 1, 1]);
    for (let extra = 0; extra < 10_000 - (n - 1); extra += 1) {
      const u = rng.int(1, n - 1);
      const v = rng.int(u + 1, n);
      path.push([u, v, 10_000]);
    }
    tests.push(lines([n, path.length, 1], ...rng.shuffle(path)));
    return tests;
  },
});
