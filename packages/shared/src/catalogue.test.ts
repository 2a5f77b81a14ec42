import { describe, expect, it } from 'vitest';
import { courseRating, ZStarsSchema } from './catalogue.ts';

describe('a course rating in a response', () => {
  it('draws the mean rounded up as whole stars, with the exact mean and the count beside it', () => {
    expect(courseRating(4.6, 128)).toEqual({ review: 5, rating: 4.6, ratingCount: 128 });
    expect(courseRating(4.1, 3)).toEqual({ review: 5, rating: 4.1, ratingCount: 3 });
    expect(courseRating(4, 2)).toEqual({ review: 4, rating: 4, ratingCount: 2 });
    expect(courseRating(1, 1)).toEqual({ review: 1, rating: 1, ratingCount: 1 });
  });

  it('is 0 stars without ratings, whatever the stored mean says', () => {
    expect(courseRating(0, 0)).toEqual({ review: 0, rating: 0, ratingCount: 0 });
    expect(courseRating(4.5, 0)).toEqual({ review: 0, rating: 0, ratingCount: 0 });
    expect(courseRating(Number.NaN, 3)).toEqual({ review: 0, rating: 0, ratingCount: 0 });
  });

  it('never answers more than five stars', () => {
    expect(courseRating(7, 2)).toEqual({ review: 5, rating: 5, ratingCount: 2 });
  });

  it('refuses a fractional or out-of-range star count in a response', () => {
    expect(ZStarsSchema.safeParse(4.6).success).toBe(false);
    expect(ZStarsSchema.safeParse(6).success).toBe(false);
    expect(ZStarsSchema.safeParse(-1).success).toBe(false);
    expect(ZStarsSchema.safeParse(5).success).toBe(true);
  });
});
