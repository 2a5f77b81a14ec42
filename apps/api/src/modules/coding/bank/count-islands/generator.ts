import { defineGenerator, lines, type Rng } from '../generator-kit.ts';

function grid(rng: Rng, r: number, c: number, land: number): string {
  return lines(
    [r, c],
    ...Array.from({ length: r }, () =>
      Array.from({ length: c }, () => (rng.next() < land ? '#' : '.')).join(''),
    ),
  );
}

export default defineGenerator({
  samples: [lines([4, 5], '##..#', '#...#', '..#..', '.##.#'), lines([2, 2], '..', '..')],
  tests(rng) {
    const tests = [
      lines([1, 1], '#'),
      lines([1, 1], '.'),
      lines([1, 5], '#.#.#'),
      lines([3, 3], '#.#', '.#.', '#.#'),
    ];
    for (let round = 0; round < 4; round += 1)
      tests.push(grid(rng, rng.int(2, 40), rng.int(2, 40), rng.pick([0.3, 0.5, 0.7])));
    tests.push(grid(rng, 300, 300, 0.45), grid(rng, 300, 300, 1));
    // A single snake-shaped island: a recursive flood fill goes 45,000 calls deep here.
    const snake = Array.from({ length: 300 }, (_, row) => {
      if (row % 2 === 0) return '#'.repeat(300);
      return row % 4 === 1 ? `${'.'.repeat(299)}#` : `#${'.'.repeat(299)}`;
    });
    tests.push(lines([300, 300], ...snake));
    return tests;
  },
});
