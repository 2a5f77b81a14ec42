import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines('babad'), lines('cbbd')],
  tests(rng) {
    const tests = [lines('a'), lines('ab'), lines('aa'), lines('abcba'), lines('abccbx')];
    for (let round = 0; round < 3; round += 1) tests.push(lines(rng.word(rng.int(5, 300), 'ab')));
    const half = rng.word(700, 'abc');
    const mirrored = `${rng.word(300)}${half}${[...half].reverse().join('')}${rng.word(300)}`;
    tests.push(lines(mirrored), lines('a'.repeat(2000)), lines(rng.word(2000)), lines(rng.word(2000, 'ab')));
    return tests;
  },
});
