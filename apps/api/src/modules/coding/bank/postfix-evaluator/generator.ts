import { defineGenerator, lines, type Rng } from '../generator-kit.ts';

/** A random valid postfix expression with `operands` operands. */
function expression(rng: Rng, operands: number, max: number): string {
  const tokens: (string | number)[] = [];
  let depth = 0;
  let left = operands;
  while (left > 0 || depth > 1) {
    if (left > 0 && (depth < 2 || rng.next() < 0.5)) {
      tokens.push(rng.int(0, max));
      depth += 1;
      left -= 1;
    } else {
      tokens.push(rng.pick(['+', '-', '*']));
      depth -= 1;
    }
  }
  return lines(tokens.length, tokens);
}

export default defineGenerator({
  samples: [lines(5, ['3', '4', '+', '2', '*']), lines(3, ['2', '5', '-'])],
  tests(rng) {
    const tests = [
      lines(1, [0]),
      lines(1, [1000000000]),
      lines(3, [1000000000, 1000000000, '*']),
      lines(3, [0, 1000000000, '-']),
    ];
    for (let round = 0; round < 4; round += 1)
      tests.push(expression(rng, rng.int(2, 200), rng.pick([9, 1_000_000_000])));
    tests.push(expression(rng, 15_000, 1_000_000_000));
    const chain: (string | number)[] = [2];
    for (let step = 0; step < 14_999; step += 1) chain.push(3, '*');
    tests.push(lines(chain.length, chain), expression(rng, 15_000, 9));
    return tests;
  },
});
