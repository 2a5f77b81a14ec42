import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines('placement'), lines('aabb'), lines('racecar')],
  tests(rng) {
    const tests = [
      lines('z'),
      lines('zz'),
      lines('abcabcd'),
      lines('abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxy'),
    ];
    for (let round = 0; round < 3; round += 1) tests.push(lines(rng.word(rng.int(2, 200), 'abcdefgh')));
    tests.push(lines(rng.word(100_000)), lines(`${'ab'.repeat(49_999)}c`), lines('y'.repeat(100_000)));
    tests.push(lines(`${rng.word(99_990, 'abcdefghijklmnopqrstuvwxy')}z`));
    return tests;
  },
});
