import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines(4, 0, 8, 9, 1000000000000000000n), lines(2, 1, 99)],
  tests(rng) {
    const square = (r: bigint) => r * r;
    const near = () => {
      const r = BigInt(rng.int(1, 1_000_000_000));
      return square(r) + BigInt(rng.int(-1, 1));
    };
    const big = () => BigInt(rng.int(0, 999_999_999)) * 1_000_000_000n + BigInt(rng.int(0, 999_999_999));
    const tests = [
      lines(1, 0),
      lines(1, 1),
      lines(3, 2, 3, 4),
      lines(2, 999999999999999999n, 999999998000000001n),
    ];
    tests.push(lines(3, 999999997999999999n, 999999998000000000n, 15));
    for (let round = 0; round < 3; round += 1)
      tests.push(lines(100, ...Array.from({ length: 100 }, () => rng.int(0, 10_000))));
    tests.push(
      lines(5000, ...Array.from({ length: 5000 }, near)),
      lines(5000, ...Array.from({ length: 5000 }, big)),
    );
    return tests;
  },
});
