import { defineGenerator, lines, type Rng } from '../generator-kit.ts';

function mutate(rng: Rng, word: string, edits: number): string {
  const letters = word.split('');
  for (let edit = 0; edit < edits; edit += 1) {
    const at = rng.int(0, letters.length - 1);
    const kind = letters.length > 1 ? rng.int(0, 2) : rng.int(0, 1);
    if (kind === 0) letters[at] = rng.word(1, 'abc');
    else if (kind === 1) letters.splice(at, 0, rng.word(1, 'abc'));
    else letters.splice(at, 1);
  }
  return letters.join('');
}

export default defineGenerator({
  samples: [lines('kitten', 'sitting'), lines('placement', 'placement')],
  tests(rng) {
    const tests = [lines('a', 'b'), lines('a', 'a'), lines('abc', 'x'), lines('z', 'zzzzzzzzzz')];
    for (let round = 0; round < 3; round += 1)
      tests.push(lines(rng.word(rng.int(1, 60), 'abc'), rng.word(rng.int(1, 60), 'abc')));
    const base = rng.word(1000, 'abcd');
    tests.push(lines(base, mutate(rng, base, 300).slice(0, 1000)));
    tests.push(lines(rng.word(1000), rng.word(1000)));
    tests.push(lines('a'.repeat(1000), 'b'.repeat(1000)), lines(rng.word(1000, 'ab'), rng.word(7, 'ab')));
    return tests;
  },
});
