import { RATING_STARS } from '@pathshala/shared/constants';
import { cn } from '@/utils/cn';
import { StarIcon } from './icons';

interface StarRatingProps {
  /** Whole stars to fill; fractions are rounded up (spec §9), clamped to 0…max. */
  value: number;
  max?: number;
  className?: string;
}

export function StarRating({ value, max = RATING_STARS, className }: StarRatingProps) {
  const filled = Math.min(max, Math.max(0, Math.ceil(value)));
  const stars = Array.from({ length: max }, (_, position) => position + 1);
  return (
    <span
      role="img"
      aria-label={`Rated ${filled} out of ${max} stars`}
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
