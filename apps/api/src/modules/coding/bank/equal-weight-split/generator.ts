import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines(4, [1, 5, 11, 5]), lines(4, [1, 2, 3, 5])],
  tests(rng) {
    const tests = [
      lines(1, [7]),
      lines(2, [500, 500]),
      lines(2, [1, 2]),
      lines(3, [3, 3, 3]),
      lines(3, [2, 2, 4]),
    ];
    for (let round = 0; round < 3; round += 1) {
      const n = rng.int(2, 30);
      tests.push(lines(n, rng.ints(n, 1, 50)));
    }
    tests.push(lines(200, rng.ints(200, 1, 500)));
    // Even weights and one odd bag: the total is odd, never splittable. Then all even with a huge target.
    tests.push(lines(200, [...rng.ints(199, 1, 250).map((w) => w * 2), 7]));
    tests.push(lines(200, [...Array.from({ length: 199 }, () => 500), 2]));
    tests.push(
      lines(
        200,
        rng.ints(200, 1, 250).map((w) => w * 2),
      ),
    );
    return tests;
  },
});
