import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines('12'), lines('226'), lines('06')],
  tests(rng) {
    const tests = [lines('0'), lines('1'), lines('10'), lines('27'), lines('100'), lines('2101')];
    for (let round = 0; round < 2; round += 1) tests.push(lines(rng.word(rng.int(5, 200), '1234567')));
    tests.push(
      lines(rng.word(100_000, '12')),
      lines(rng.word(100_000, '0123456789')),
      lines(`${rng.word(99_999, '12')}0`),
    );
    return tests;
  },
});
