import { defineGenerator, lines, type Rng } from '../generator-kit.ts';

function rivals(rng: Rng, n: number, m: number, oddCycle: boolean): string {
  const side = Array.from({ length: n + 1 }, () => rng.int(0, 1));
  const edges: number[][] = [];
  while (edges.length < m) {
    const u = rng.int(1, n);
    const v = rng.int(1, n);
    if (u !== v && side[u] !== side[v]) edges.push([u, v]);
  }
  if (oddCycle) {
    const [a = 1, b = 2] = rng.shuffle(
      Array.from({ length: n }, (_, index) => index + 1).filter((v) => side[v] === side[1]),
    );
    edges.push([a, b]);
  }
  return lines([n, edges.length], ...rng.shuffle(edges));
}

export default defineGenerator({
  samples: [lines([4, 4], [1, 2], [2, 3], [3, 4], [4, 1]), lines([3, 3], [1, 2], [2, 3], [3, 1])],
  tests(rng) {
    const tests = [
      lines([1, 0]),
      lines([2, 1], [1, 2]),
      lines([5, 0]),
      lines([5, 5], [1, 2], [2, 3], [3, 4], [4, 5], [5, 1]),
    ];
    for (let round = 0; round < 4; round += 1)
      tests.push(rivals(rng, rng.int(3, 200), rng.int(1, 300), round % 2 === 0));
    tests.push(rivals(rng, 10_000, 10_000, false), rivals(rng, 10_000, 10_000, true));
    const path = Array.from({ length: 9999 }, (_, index) => [index + 1, index + 2]);
    tests.push(lines([10_000, 9999], ...rng.shuffle(path)));
    return tests;
  },
});
