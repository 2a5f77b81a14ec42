import { describe, expect, it } from 'vitest';
import { clipTo, coveredSeconds, unionOf } from './played.ts';

describe('played intervals', () => {
  it('joins overlaps and touching stretches, keeps gaps, drops empty and inverted ones', () => {
    expect(
      unionOf([
        [30, 40],
        [0, 10],
        [5, 12],
        [12, 15],
        [20, 20],
        [50, 45],
      ]),
    ).toEqual([
      [0, 15],
      [30, 40],
    ]);
  });

  it('counts a replayed second once, and a seek (a jump) adds nothing', () => {
    // Played 0-10, watched 5-10 again, then jumped to 95 and played to 100.
    const played: [number, number][] = [
      [0, 10],
      [5, 10],
      [95, 100],
    ];
    expect(coveredSeconds(played)).toBe(15);
  });

  it('reaches 90 % only by playing 90 % of the video', () => {
    const watched = (intervals: [number, number][]) => coveredSeconds(clipTo(intervals, 100)) >= 90;
    expect(watched([[0, 89]])).toBe(false);
    expect(watched([[0, 90]])).toBe(true);
    expect(
      watched([
        [0, 50],
        [60, 100],
      ]),
    ).toBe(true);
    // Claiming more than the video has is clipped to its length.
    expect(watched([[99, 5000]])).toBe(false);
  });
});
