import { at } from './arithmetic.ts';

/** A seeded pseudo-random source: the same seed gives the same questions on every run and machine. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy; the input is left as it was. */
  shuffle<T>(items: readonly T[]): T[];
}

/** mulberry32: 32 bits of state, good enough spread for drawing question parameters. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => at(items, int(0, items.length - 1)),
    shuffle(items) {
      const shuffled = [...items];
      for (let index = shuffled.length - 1; index > 0; index -= 1) {
        const other = int(0, index);
        [shuffled[index], shuffled[other]] = [at(shuffled, other), at(shuffled, index)];
      }
      return shuffled;
    },
  };
}

/**
 * A seed of its own for each template (FNV-1a of its id mixed with the bank's seed), so that adding or
 * changing one template leaves every other template's questions, and so their keys, as they were.
 */
export function seedFor(seed: number, label: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (const character of label) hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 0x01000193);
  return hash >>> 0;
}

/** Draws until the value is acceptable (rejection sampling, e.g. for numbers that give a clean answer). */
export function drawUntil<T>(draw: () => T, acceptable: (value: T) => boolean): T {
  for (let attempt = 0; attempt < 10_000; attempt += 1) {
    const value = draw();
    if (acceptable(value)) return value;
  }
  throw new Error('drawUntil found no acceptable value in 10,000 draws');
}
