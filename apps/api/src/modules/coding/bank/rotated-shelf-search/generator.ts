import { defineGenerator, lines, type Rng } from '../generator-kit.ts';

function shelf(rng: Rng, n: number, q: number, max: number): string {
  const values = new Set<number>();
  while (values.size < n) values.add(rng.int(0, max));
  const sorted = [...values].sort((a, b) => a - b);
  const shift = rng.int(0, n - 1);
  const rotated = [...sorted.slice(shift), ...sorted.slice(0, shift)];
  const queries = Array.from({ length: q }, () => (rng.next() < 0.6 ? rng.pick(sorted) : rng.int(0, max)));
  return lines([n, q], rotated, queries);
}

export default defineGenerator({
  samples: [lines([7, 4], [40, 50, 60, 10, 20, 30, 35], [20, 60, 45, 40]), lines([3, 2], [1, 2, 3], [3, 4])],
  tests(rng) {
    const tests = [
      lines([1, 2], [5], [5, 6]),
      lines([2, 3], [9, 1], [1, 9, 0]),
      lines([2, 2], [0, 1000000000], [1000000000, 0]),
    ];
    for (let round = 0; round < 5; round += 1)
      tests.push(shelf(rng, rng.int(3, 300), rng.int(1, 300), rng.pick([500, 1_000_000_000])));
    tests.push(shelf(rng, 10_000, 10_000, 1_000_000_000), shelf(rng, 10_000, 10_000, 20_000));
    return tests;
  },
});
