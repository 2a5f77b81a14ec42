import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [
    lines(6, [540, 550], [580, 720], [590, 680], [660, 690], [900, 1200], [1000, 1020]),
    lines(2, [600, 700], [700, 800]),
  ],
  tests(rng) {
    const trains = (n: number, maxStay: number) =>
      lines(
        n,
        ...Array.from({ length: n }, () => {
          const arrive = rng.int(0, 1439);
          return [arrive, Math.min(1439, arrive + rng.int(0, maxStay))];
        }),
      );
    const tests = [
      lines(1, [0, 1439]),
      lines(2, [0, 0], [0, 0]),
      lines(3, [10, 20], [21, 30], [31, 40]),
      lines(2, [5, 10], [10, 10]),
    ];
    for (let round = 0; round < 4; round += 1) tests.push(trains(rng.int(5, 300), rng.pick([5, 60, 600])));
    tests.push(trains(20_000, 30), trains(10_000, 1439));
    tests.push(lines(5000, ...Array.from({ length: 5000 }, () => [720, 720])));
    return tests;
  },
});
