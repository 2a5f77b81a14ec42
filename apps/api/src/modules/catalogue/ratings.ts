/**
 * A course's star rating is what its reviewers gave it: the mean of the review ratings, rounded to one
 * decimal (as shown, "4.6 (128 ratings)"), with the count. No reviews means no rating, not five stars.
 */
export function summariseRatings(ratings: readonly number[]): { review: number; reviewCount: number } {
  const valid = ratings.filter((rating) => Number.isFinite(rating) && rating >= 1 && rating <= 5);
  if (valid.length === 0) return { review: 0, reviewCount: 0 };
  const mean = valid.reduce((sum, rating) => sum + rating, 0) / valid.length;
  return { review: Math.round(mean * 10) / 10, reviewCount: valid.length };
}
