import { defineGenerator, lines, type Rng } from '../generator-kit.ts';

function crate(rng: Rng, r: number, c: number, empty: number, rotten: number): string {
  return lines(
    [r, c],
    ...Array.from({ length: r }, () =>
      Array.from({ length: c }, () => {
        const roll = rng.next();
        return roll < empty ? '.' : roll < empty + rotten ? 'R' : 'F';
      }).join(''),
    ),
  );
}

export default defineGenerator({
  samples: [lines([3, 3], 'RFF', 'FF.', '.FF'), lines([3, 3], 'RFF', '.FF', 'F.F')],
  tests(rng) {
    const tests = [
      lines([1, 1], '.'),
      lines([1, 1], 'F'),
      lines([1, 1], 'R'),
      lines([1, 4], 'RFFR'),
      lines([2, 2], 'R.', '.F'),
    ];
    for (let round = 0; round < 3; round += 1)
      tests.push(crate(rng, rng.int(2, 40), rng.int(2, 40), 0.1, 0.05));
    tests.push(crate(rng, 300, 300, 0.05, 0.001));
    tests.push(
      lines([300, 300], `R${'F'.repeat(299)}`, ...Array.from({ length: 299 }, () => 'F'.repeat(300))),
    );
    tests.push(crate(rng, 300, 300, 0.3, 0.0001));
    return tests;
  },
});
