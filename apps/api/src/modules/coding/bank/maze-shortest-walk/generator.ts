import { defineGenerator, lines, type Rng } from '../generator-kit.ts';

function maze(rng: Rng, r: number, c: number, wall: number): string {
  const cells = Array.from({ length: r }, () =>
    Array.from({ length: c }, () => (rng.next() < wall ? '#' : '.')),
  );
  const sr = rng.int(0, r - 1);
  const sc = rng.int(0, c - 1);
  let er = rng.int(0, r - 1);
  let ec = rng.int(0, c - 1);
  while (er === sr && ec === sc) {
    er = rng.int(0, r - 1);
    ec = rng.int(0, c - 1);
  }
  (cells[sr] as string[])[sc] = 'S';
  (cells[er] as string[])[ec] = 'E';
  return lines([r, c], ...cells.map((row) => row.join('')));
}

export default defineGenerator({
  samples: [lines([3, 4], 'S..#', '.#..', '...E'), lines([2, 3], 'S#E', '.#.')],
  tests(rng) {
    const tests = [
      lines([1, 2], 'SE'),
      lines([2, 1], 'E', 'S'),
      lines([1, 3], 'S#E'),
      lines([3, 3], 'S..', '###', '..E'),
    ];
    for (let round = 0; round < 4; round += 1)
      tests.push(maze(rng, rng.int(2, 50), rng.int(2, 50), rng.pick([0.1, 0.3, 0.45])));
    tests.push(maze(rng, 300, 300, 0.3));
    // A serpentine corridor: the path runs through almost every open cell.
    const serpent = Array.from({ length: 300 }, (_, row) => {
      if (row % 2 === 0) return '.'.repeat(300);
      return row % 4 === 1 ? `${'#'.repeat(299)}.` : `.${'#'.repeat(299)}`;
    });
    serpent[0] = `S${'.'.repeat(299)}`;
    serpent[299] = `${'.'.repeat(299)}E`;
    tests.push(lines([300, 300], ...serpent));
    tests.push(maze(rng, 300, 300, 0));
    return tests;
  },
});
