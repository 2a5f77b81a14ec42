/**
 * What a problem's `generator.ts` is written with: a seeded random source and helpers that format stdin.
 * The same seed gives the same hidden tests on every machine, so tests are reproducible from code.
 */

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included (exact for ranges below 2^53). */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy; the input is left as it was. */
  shuffle<T>(items: readonly T[]): T[];
  /** `length` integers drawn from [min, max]. */
  ints(length: number, min: number, max: number): number[];
  /** A string of `length` characters drawn from `alphabet`. */
  word(length: number, alphabet?: string): string;
}

export interface ProblemGenerator {
  /** Sample inputs shown to learners (2 or 3); their outputs come from the reference solution. */
  samples: string[];
  /** Hidden inputs: edge cases, random cases and maximum-size cases (at least 10). */
  tests(rng: Rng): string[];
}

export function defineGenerator(generator: ProblemGenerator): ProblemGenerator {
  return generator;
}

/** xoshiro128**-style mixing over 32-bit words; two draws make a 53-bit float so large ranges stay uniform. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0 || 1;
  const next32 = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const next = () => ((next32() >>> 5) * 67_108_864 + (next32() >>> 6)) / 9_007_199_254_740_992;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  return {
    next,
    int,
    pick,
    shuffle<T>(items: readonly T[]): T[] {
      const shuffled = [...items];
      for (let index = shuffled.length - 1; index > 0; index -= 1) {
        const other = int(0, index);
        const a = shuffled[index] as T;
        shuffled[index] = shuffled[other] as T;
        shuffled[other] = a;
      }
      return shuffled;
    },
    ints: (length, min, max) => Array.from({ length }, () => int(min, max)),
    word: (length, alphabet = 'abcdefghijklmnopqrstuvwxyz') =>
      Array.from({ length }, () => alphabet.charAt(int(0, alphabet.length - 1))).join(''),
  };
}

/** FNV-1a of the problem's slug: each problem has its own stream, so editing one leaves the others' tests alone. */
export function seedFor(slug: string): number {
  let hash = 0x811c9dc5;
  for (const character of slug) hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 0x01000193);
  return hash >>> 0;
}

type Line = string | number | bigint | readonly (string | number | bigint)[];

/** Formats stdin: each argument is one line; an array becomes space-separated values. */
export function lines(...parts: Line[]): string {
  return `${parts.map((part) => (Array.isArray(part) ? part.join(' ') : String(part))).join('\n')}\n`;
}

/** The integers 1..n in a random order. */
export function permutation(rng: Rng, n: number): number[] {
  return rng.shuffle(Array.from({ length: n }, (_, index) => index + 1));
}

/** A random tree on nodes 1..n as n-1 edges [parent, child], shuffled. */
export function randomTreeEdges(rng: Rng, n: number): [number, number][] {
  const order = permutation(rng, n);
  const edges: [number, number][] = [];
  for (let index = 1; index < n; index += 1) {
    const parent = order[rng.int(Math.max(0, index - 3 - rng.int(0, index)), index - 1)] as number;
    edges.push(rng.next() < 0.5 ? [parent, order[index] as number] : [order[index] as number, parent]);
  }
  return rng.shuffle(edges);
}

/**
 * A binary tree as a level-order array with -1 for a missing child (the format the tree problems read):
 * `size` nodes with values from `value()`, shaped at random (a chain when `chain` is set).
 */
export function levelOrderTree(rng: Rng, size: number, value: () => number, chain = false): number[] {
  if (size === 0) return [];
  interface Node {
    value: number;
    left?: Node;
    right?: Node;
  }
  const root: Node = { value: value() };
  const open: Node[] = [root];
  let last = root;
  for (let made = 1; made < size; made += 1) {
    const node: Node = { value: value() };
    if (chain) {
      if (rng.next() < 0.5) last.left = node;
      else last.right = node;
      last = node;
      continue;
    }
    for (;;) {
      const index = rng.int(0, open.length - 1);
      const parent = open[index] as Node;
      const side = rng.next() < 0.5 ? 'left' : 'right';
      const other = side === 'left' ? 'right' : 'left';
      const free = parent[side] ? (parent[other] ? undefined : other) : side;
      if (!free) {
        open[index] = open[open.length - 1] as Node;
        open.pop();
        continue;
      }
      parent[free] = node;
      open.push(node);
      break;
    }
  }
  const out: number[] = [];
  const queue: (Node | undefined)[] = [root];
  for (let head = 0; head < queue.length; head += 1) {
    const node = queue[head];
    if (!node) {
      out.push(-1);
      continue;
    }
    out.push(node.value);
    queue.push(node.left, node.right);
  }
  while (out.length > 0 && out[out.length - 1] === -1) out.pop();
  return out;
}
