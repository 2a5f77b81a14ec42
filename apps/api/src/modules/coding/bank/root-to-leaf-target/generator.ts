import { defineGenerator, levelOrderTree, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines([13, 22], [5, 4, 8, 11, -1, 13, 4, 7, 2, -1, -1, 5, 1]), lines([3, 5], [1, 2, 3])],
  tests(rng) {
    const tree = (size: number, target: number, chain = false) => {
      const array = levelOrderTree(rng, size, () => rng.int(0, 3), chain);
      return lines([array.length, target], array);
    };
    const tests = [
      lines([1, 0], [0]),
      lines([1, 5], [4]),
      lines([3, 1], [0, 1, 1]),
      lines([3, 0], [0, 0, -1]),
    ];
    for (let round = 0; round < 4; round += 1) tests.push(tree(rng.int(4, 400), rng.int(0, 12)));
    tests.push(tree(10_000, 20), tree(10_000, 15_000, true), tree(5000, 0));
    return tests;
  },
});
