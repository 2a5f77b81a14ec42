import { defineGenerator, lines, type Rng } from '../generator-kit.ts';

function recode(rng: Rng, word: string): string {
  const alphabet = rng.shuffle('abcdefghijklmnopqrstuvwxyz'.split(''));
  return [...word].map((letter) => alphabet[letter.charCodeAt(0) - 97]).join('');
}

export default defineGenerator({
  samples: [lines('egg', 'add'), lines('foo', 'bar'), lines('paper', 'title')],
  tests(rng) {
    const tests = [
      lines('a', 'z'),
      lines('ab', 'aa'),
      lines('aa', 'ab'),
      lines('abc', 'ab'),
      lines('abab', 'baba'),
    ];
    for (let round = 0; round < 3; round += 1) {
      const word = rng.word(rng.int(2, 300), 'abcdef');
      tests.push(lines(word, round === 1 ? rng.word(word.length, 'abcdef') : recode(rng, word)));
    }
    const big = rng.word(50_000);
    const broken = recode(rng, big).split('');
    broken[rng.int(0, broken.length - 1)] = 'a';
    tests.push(
      lines(big, recode(rng, big)),
      lines(big, broken.join('')),
      lines('ab'.repeat(25_000), 'cc'.repeat(25_000)),
    );
    return tests;
  },
});
