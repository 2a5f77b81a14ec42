import { defineGenerator, lines, type Rng } from '../generator-kit.ts';

function queries(rng: Rng, n: number, q: number, min: number, max: number): string {
  const ranges = Array.from({ length: q }, () => {
    const l = rng.int(1, n);
    return [l, rng.int(l, n)];
  });
  return lines([n, q], rng.ints(n, min, max), ...ranges);
}

export default defineGenerator({
  samples: [lines([5, 3], [3, -1, 4, 1, 5], [1, 3], [2, 2], [1, 5]), lines([1, 1], [7], [1, 1])],
  tests(rng) {
    const tests = [lines([1, 1], [-10000], [1, 1]), lines([2, 3], [10000, 10000], [1, 2], [2, 2], [1, 1])];
    for (let round = 0; round < 5; round += 1)
      tests.push(queries(rng, rng.int(2, 300), rng.int(1, 300), -100, 100));
    tests.push(queries(rng, 5000, 5000, -10_000, 10_000), queries(rng, 5000, 5000, 9990, 10_000));
    tests.push(
      lines(
        [5000, 1],
        Array.from({ length: 5000 }, () => -10_000),
        [1, 5000],
      ),
    );
    return tests;
  },
});
