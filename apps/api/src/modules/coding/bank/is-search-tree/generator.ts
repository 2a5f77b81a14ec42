import { defineGenerator, levelOrderTree, lines, type Rng } from '../generator-kit.ts';

/** A random shape filled in-order with increasing values makes a valid search tree; `flaw` breaks one value. */
function searchTree(rng: Rng, size: number, chain: boolean, flaw: boolean): string {
  const shape = levelOrderTree(rng, size, () => 0, chain);
  // In-order positions of the level-order slots, found without recursion.
  const present = shape.map((value) => value !== -1);
  const leftOf = new Map<number, number>();
  const rightOf = new Map<number, number>();
  let next = 1;
  shape.forEach((value, index) => {
    if (value === -1) return;
    if (next < shape.length && present[next]) leftOf.set(index, next);
    if (next + 1 < shape.length && present[next + 1]) rightOf.set(index, next + 1);
    next += 2;
  });
  const values = [...shape];
  const stack: number[] = [];
  let current: number | undefined = 0;
  let counter = 0;
  while (current !== undefined || stack.length > 0) {
    while (current !== undefined) {
      stack.push(current);
      current = leftOf.get(current);
    }
    const node = stack.pop() as number;
    counter += rng.int(1, 100);
    values[node] = counter;
    current = rightOf.get(node);
  }
  if (flaw) {
    const slots = values.map((value, index) => (value === -1 ? -1 : index)).filter((index) => index >= 0);
    const a = rng.pick(slots);
    const b = rng.pick(slots);
    const swap = values[a] as number;
    values[a] = values[b] as number;
    values[b] = a === b ? swap + 0 : swap;
    if (a === b) values[a] = rng.int(0, counter);
  }
  return lines(values.length, values);
}

export default defineGenerator({
  samples: [lines(3, [2, 1, 3]), lines(7, [5, 1, 4, -1, -1, 3, 6]), lines(2, [7, 7])],
  tests(rng) {
    const tests = [
      lines(1, [0]),
      lines(2, [5, 5]),
      lines(3, [10, 5, 15]),
      lines(7, [10, 5, 15, -1, -1, 6, 20]),
    ];
    for (let round = 0; round < 4; round += 1)
      tests.push(searchTree(rng, rng.int(3, 300), false, round % 2 === 0));
    tests.push(
      searchTree(rng, 10_000, false, false),
      searchTree(rng, 10_000, true, false),
      searchTree(rng, 10_000, false, true),
    );
    return tests;
  },
});
