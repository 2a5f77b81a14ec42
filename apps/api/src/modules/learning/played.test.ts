import { describe, expect, it } from 'vitest';
import {
  clipTo,
  coveredSeconds,
  creditedStretches,
  FIRST_REPORT_SECONDS,
  newStretches,
  playAllowanceSeconds,
  unionOf,
} from './played.ts';

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

describe('what a report may add', () => {
  it('finds the stretches a report adds to what is stored', () => {
    expect(
      newStretches(
        [
          [10, 20],
          [30, 40],
        ],
        [[0, 50]],
      ),
    ).toEqual([
      [0, 10],
      [20, 30],
      [40, 50],
    ]);
    expect(newStretches([[0, 50]], [[10, 20]])).toEqual([]);
  });

  it('credits new stretches in order up to the allowance, and nothing already stored twice', () => {
    expect(creditedStretches([[10, 20]], [[0, 100]], 15)).toEqual([
      [0, 10],
      [20, 25],
    ]);
    expect(creditedStretches([], [[0, 100]], 0)).toEqual([]);
  });

  it('allows the first report 30 s, and later ones twice the wall-clock time since the previous one', () => {
    const now = new Date('2026-01-01T10:00:00Z');
    expect(playAllowanceSeconds(null, now)).toBe(FIRST_REPORT_SECONDS);
    expect(playAllowanceSeconds(new Date('2026-01-01T09:59:50Z'), now)).toBe(22);
    // A clock that runs backwards allows no more than the jitter.
    expect(playAllowanceSeconds(new Date('2026-01-01T10:05:00Z'), now)).toBe(2);
  });
});
