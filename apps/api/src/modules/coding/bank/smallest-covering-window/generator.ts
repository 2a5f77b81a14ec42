import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines('adobecodebanc', 'abc'), lines('a', 'aa'), lines('zaaz', 'za')],
  tests(rng) {
    const tests = [
      lines('a', 'a'),
      lines('a', 'b'),
      lines('ab', 'ba'),
      lines('aaab', 'aab'),
      lines('abcdef', 'fa'),
    ];
    for (let round = 0; round < 3; round += 1)
      tests.push(lines(rng.word(rng.int(10, 400), 'abcd'), rng.word(rng.int(1, 8), 'abcd')));
    tests.push(lines(rng.word(100_000), rng.word(26, 'abcdefghijklmnopqrstuvwxyz')));
    tests.push(lines(`${'a'.repeat(99_999)}b`, 'ab'), lines(rng.word(60_000, 'ab'), rng.word(1000, 'ab')));
    return tests;
  },
});
