import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines('abcde', 'ace'), lines('abc', 'def')],
  tests(rng) {
    const tests = [lines('a', 'a'), lines('a', 'b'), lines('ab', 'ba'), lines('aaaa', 'aa')];
    for (let round = 0; round < 3; round += 1)
      tests.push(lines(rng.word(rng.int(1, 80), 'abc'), rng.word(rng.int(1, 80), 'abc')));
    tests.push(lines(rng.word(1000), rng.word(1000)), lines(rng.word(1000, 'ab'), rng.word(1000, 'ab')));
    tests.push(lines('z'.repeat(1000), 'z'.repeat(1000)), lines(rng.word(1000, 'xy'), rng.word(3, 'xy')));
    return tests;
  },
});
