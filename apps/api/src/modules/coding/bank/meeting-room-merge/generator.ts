import { defineGenerator, lines, type Rng } from '../generator-kit.ts';

function slots(rng: Rng, n: number, max: number, width: number): string {
  return lines(
    n,
    ...Array.from({ length: n }, () => {
      const l = rng.int(0, max);
      return [l, Math.min(max, l + rng.int(0, width))];
    }),
  );
}

export default defineGenerator({
  samples: [lines(4, [1, 3], [2, 6], [8, 10], [15, 18]), lines(2, [1, 4], [4, 5])],
  tests(rng) {
    const tests = [
      lines(1, [0, 0]),
      lines(2, [5, 5], [5, 5]),
      lines(2, [0, 1], [2, 3]),
      lines(3, [1, 10], [2, 3], [4, 5]),
    ];
    for (let round = 0; round < 4; round += 1)
      tests.push(slots(rng, rng.int(2, 300), 1000, rng.pick([2, 20, 200])));
    tests.push(
      slots(rng, 10_000, 100_000, 20),
      slots(rng, 10_000, 100_000, 10_000),
      slots(rng, 5000, 100_000, 0),
    );
    return tests;
  },
});
