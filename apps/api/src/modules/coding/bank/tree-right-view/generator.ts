import { defineGenerator, levelOrderTree, lines } from '../generator-kit.ts';

export default defineGenerator({
  samples: [lines(7, [1, 2, 3, -1, 5, -1, 4]), lines(4, [1, 2, -1, 3])],
  tests(rng) {
    const tree = (size: number, chain = false) => {
      const array = levelOrderTree(rng, size, () => rng.int(0, 10_000), chain);
      return lines(array.length, array);
    };
    const tests = [lines(1, [0]), lines(2, [1, 2]), lines(3, [1, -1, 2]), lines(3, [1, 2, 3])];
    for (let round = 0; round < 4; round += 1) tests.push(tree(rng.int(4, 400)));
    tests.push(tree(10_000), tree(10_000, true), tree(5000));
    return tests;
  },
});
