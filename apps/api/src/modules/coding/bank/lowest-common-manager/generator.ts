import { defineGenerator, levelOrderTree, lines, type Rng } from '../generator-kit.ts';

function company(rng: Rng, size: number, q: number, chain = false): string {
  const ids = rng.shuffle(Array.from({ length: 100_001 }, (_, index) => index)).slice(0, size);
  let next = 0;
  const tree = levelOrderTree(rng, size, () => ids[next++] as number, chain);
  const present = tree.filter((id) => id !== -1);
  const queries = Array.from({ length: q }, () => [rng.pick(present), rng.pick(present)]);
  return lines(tree.length, tree, q, ...queries);
}

export default defineGenerator({
  samples: [lines(7, [3, 5, 1, 6, 2, 0, 8], 3, [5, 1], [6, 2], [5, 5]), lines(3, [10, -1, 20], 1, [10, 20])],
  tests(rng) {
    const tests = [lines(1, [7], 1, [7, 7]), lines(3, [1, 2, 3], 2, [2, 3], [3, 1])];
    for (let round = 0; round < 5; round += 1) tests.push(company(rng, rng.int(2, 300), rng.int(1, 50)));
    tests.push(company(rng, 10_000, 1000), company(rng, 10_000, 1000, true), company(rng, 3000, 1000));
    return tests;
  },
});
