import { useLingui } from '@lingui/react/macro';
import type { CourseRating } from '@pathshala/shared/catalogue';
import { RATING_STARS } from '@pathshala/shared/constants';
import { displayedStars } from '@pathshala/shared/course-filters';
import { cn } from '@/utils/cn';
import { StarIcon } from './icons';

interface StarRatingProps {
  /** Whole stars to fill; fractions are rounded up (spec §9), clamped to 0…max. */
  value: number;
  max?: number;
  className?: string;
}

export function StarRating({ value, max = RATING_STARS, className }: StarRatingProps) {
  const { t } = useLingui();
  const filled = displayedStars(value, max);
  const stars = Array.from({ length: max }, (_, position) => position + 1);
  return (
    <span
      role="img"
      aria-label={t`Rated ${filled} out of ${max} stars`}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {stars.map((star) => (
        <StarIcon
          key={star}
          className={cn('size-4', star <= filled ? 'text-accent-500' : 'text-slate-300')}
        />
      ))}
    </span>
  );
}

interface RatingSummaryProps {
  /** The course's rating as the API answers it: whole stars, the exact mean and the count behind it. */
  rating: CourseRating;
  /** 'dark' for a dark background (the course page header). */
  tone?: 'light' | 'dark';
  className?: string;
}

/** Stars, then '4.6 (128 ratings)' or '5.0 (1 rating)'; nothing when the course has no ratings yet (no invented 5.0). */
export function RatingSummary({ rating, tone = 'light', className }: RatingSummaryProps) {
  const { t } = useLingui();
  const { review, rating: mean, ratingCount: count } = rating;
  if (count <= 0) return null;
  const dark = tone === 'dark';
  return (
    <p data-testid="rating-summary" className={cn('flex flex-wrap items-center gap-x-2 gap-y-1', className)}>
      {/* The text says the same; the stars are only a picture of it. */}
      <span aria-hidden="true" className="inline-flex">
        <StarRating value={review} />
      </span>
      <span className={dark ? 'text-brand-100' : 'text-slate-600'}>
        <span className={cn('font-bold', dark ? 'text-accent-300' : 'text-accent-700')}>
          {mean.toFixed(1)}
        </span>{' '}
        {/* Not an ICU plural: its Intl formatters are a long task on a phone's first load of the catalogue
            (ADR 032). No ratings draw nothing, so only 1 is singular, in English and Hindi alike. */}
        {count === 1 ? t`(${count} rating)` : t`(${count} ratings)`}
      </span>
    </p>
  );
}
