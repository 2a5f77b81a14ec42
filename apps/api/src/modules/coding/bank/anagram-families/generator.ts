import { defineGenerator, lines, type Rng } from '../generator-kit.ts';

function scramble(rng: Rng, word: string): string {
  return rng.shuffle(word.split('')).join('');
}

export default defineGenerator({
  samples: [lines(6, 'listen', 'silent', 'enlist', 'google', 'gogole', 'cat'), lines(3, 'a', 'b', 'aa')],
  tests(rng) {
    const family = (n: number, roots: number, length: number, alphabet: string) => {
      const bases = Array.from({ length: roots }, () => rng.word(rng.int(1, length), alphabet));
      return lines(n, ...Array.from({ length: n }, () => scramble(rng, rng.pick(bases))));
    };
    const tests = [
      lines(1, 'z'),
      lines(2, 'ab', 'ba'),
      lines(3, 'abc', 'abd', 'abcc'),
      lines(4, 'aab', 'abb', 'bab', 'aba'),
    ];
    for (let round = 0; round < 3; round += 1)
      tests.push(family(rng.int(5, 300), rng.int(1, 20), 8, 'abcde'));
    tests.push(family(20_000, 2000, 5, 'abcdefghijklmnopqrstuvwxyz'));
    tests.push(lines(20_000, ...Array.from({ length: 20_000 }, () => rng.word(5))));
    tests.push(family(5000, 1, 20, 'abcdefghijklmnopqrstuvwxyz'));
    return tests;
  },
});
