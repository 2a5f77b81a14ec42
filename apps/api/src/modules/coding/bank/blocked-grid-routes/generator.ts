import { defineGenerator, lines, type Rng } from '../generator-kit.ts';

function grid(rng: Rng, r: number, c: number, blocked: number): string {
  return lines(
    [r, c],
    ...Array.from({ length: r }, () =>
      Array.from({ length: c }, () => (rng.next() < blocked ? '#' : '.')).join(''),
    ),
  );
}

export default defineGenerator({
  samples: [lines([3, 3], '...', '.#.', '...'), lines([2, 2], '.#', '#.')],
  tests(rng) {
    const tests = [
      lines([1, 1], '.'),
      lines([1, 1], '#'),
      lines([1, 5], '.....'),
      lines([2, 2], '..', '.#'),
      lines([3, 1], '.', '#', '.'),
    ];
    for (let round = 0; round < 3; round += 1) tests.push(grid(rng, rng.int(2, 30), rng.int(2, 30), 0.1));
    tests.push(lines([300, 300], ...Array.from({ length: 300 }, () => '.'.repeat(300))));
    tests.push(grid(rng, 300, 300, 0.05), grid(rng, 300, 300, 0.3));
    return tests;
  },
});
