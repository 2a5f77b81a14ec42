import { defineGenerator, lines, type Rng } from '../generator-kit.ts';

const sorted = (rng: Rng, n: number, min: number, max: number) => rng.ints(n, min, max).sort((a, b) => a - b);
const pair = (a: number[], b: number[]) => lines(a.length, a, b.length, b);

export default defineGenerator({
  samples: [pair([1, 2, 4], [1, 3, 4]), pair([], [0])],
  tests(rng) {
    const tests = [pair([], []), pair([5], []), pair([-10000], [10000]), pair([1, 1, 1], [1, 1])];
    for (let round = 0; round < 4; round += 1)
      tests.push(pair(sorted(rng, rng.int(0, 200), -50, 50), sorted(rng, rng.int(0, 200), -50, 50)));
    tests.push(pair(sorted(rng, 10_000, -10_000, 10_000), sorted(rng, 10_000, -10_000, 10_000)));
    tests.push(pair(sorted(rng, 10_000, -10_000, 0), sorted(rng, 5000, 1, 10_000)));
    return tests;
  },
});
