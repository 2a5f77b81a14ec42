import { describe, expect, it } from 'vitest';
import { summariseRatings } from './ratings.ts';

describe('course rating from reviews', () => {
  it('has no rating without reviews', () => {
    expect(summariseRatings([])).toEqual({ review: 0, reviewCount: 0 });
  });

  it('averages the ratings to one decimal and counts them', () => {
    expect(summariseRatings([5, 5, 4, 5, 4])).toEqual({ review: 4.6, reviewCount: 5 });
    expect(summariseRatings([4, 4, 3])).toEqual({ review: 3.7, reviewCount: 3 });
    expect(summariseRatings([5])).toEqual({ review: 5, reviewCount: 1 });
  });

  it('rounds halves up, as people read them', () => {
    expect(summariseRatings([4, 5, 5, 4])).toEqual({ review: 4.5, reviewCount: 4 });
    expect(summariseRatings([4, 4, 4, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5, 5])).toEqual({
      review: 4.3,
      reviewCount: 20,
    });
  });

  it('ignores ratings outside one to five stars', () => {
    expect(summariseRatings([5, 0, 9, Number.NaN, 3])).toEqual({ review: 4, reviewCount: 2 });
  });
});
