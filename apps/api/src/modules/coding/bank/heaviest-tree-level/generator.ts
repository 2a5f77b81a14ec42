import { defineGenerator, levelOrderTree, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines(7, [1, 2, 3, 4, 5, -1, 6]), lines(5, [10, 1, 2, -1, 3])],
  tests(rng) {
    const tree = (size: number, max: number, chain = false) => {
      const array = levelOrderTree(rng, size, () => rng.int(0, max), chain);
      return lines(array.length, array);
    };
    const tests = [lines(1, [0]), lines(1, [10000]), lines(3, [0, 0, 0]), lines(3, [5, -1, 5])];
    for (let round = 0; round < 4; round += 1) tests.push(tree(rng.int(2, 300), rng.pick([3, 10_000])));
    tests.push(tree(20_000, 10_000), tree(20_000, 10_000, true), tree(5000, 1));
    return tests;
  },
});
