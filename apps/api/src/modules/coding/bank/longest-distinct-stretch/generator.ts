import { defineGenerator, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines('abcabcbb'), lines('bbbbb'), lines('pwwkew')],
  tests(rng) {
    const tests = [
      lines('a'),
      lines('ab'),
      lines('abba'),
      lines('abcdefghijklmnopqrstuvwxyz'),
      lines('zyxz'),
    ];
    for (let round = 0; round < 3; round += 1)
      tests.push(lines(rng.word(rng.int(10, 500), rng.pick(['ab', 'abcdef', 'abcdefghijklmnopqrstuvwxyz']))));
    tests.push(lines(rng.word(100_000)), lines('q'.repeat(100_000)));
    tests.push(lines('abcdefghijklmnopqrstuvwxyz'.repeat(3846)));
    return tests;
  },
});
