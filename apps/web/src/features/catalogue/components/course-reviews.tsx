import type { Review } from '@pathshala/shared/catalogue';
import { REVIEWS_PAGE_SIZE } from '@pathshala/shared/constants';
import { formatDate } from '@pathshala/shared/dates';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { StarRating } from '@/components/ui/star-rating';
import { useReviews } from '../api/get-reviews';

/** In India's time, as the server draws the reviews too (dates.ts). */
const reviewDate = (review: Review) => formatDate(review.date || review.updatedAt);

function ReviewCard({ review }: { review: Review }) {
  return (
    <li data-testid="review" className="flex gap-4 rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200/70">
      <span
        aria-hidden="true"
        className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
      >
        {review.name.trim().charAt(0).toUpperCase() || '?'}
      </span>
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="font-semibold text-slate-900" data-testid="review-name">
            {review.name}
          </p>
          <StarRating value={review.rating} />
        </div>
        <p className="text-xs text-slate-500">{reviewDate(review)}</p>
        <p className="text-slate-700">{review.comment}</p>
      </div>
    </li>
  );
}

/** Learner reviews, 3 to a page with Previous and Next (spec §2, §9). */
export function CourseReviews({ courseId }: { courseId: string }) {
  const reviews = useReviews(courseId);
  const [page, setPage] = useState(0);

  useEffect(() => {
    if (reviews.error) console.warn('Could not load reviews:', reviews.error);
  }, [reviews.error]);

  if (reviews.isPending) {
    return (
      <div role="status" aria-label="Loading reviews" className="flex flex-col gap-4">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (reviews.isError) return <p className="text-slate-500">Loading...</p>;
  if (reviews.data.length === 0) return <p className="text-slate-600">No reviews yet.</p>;

  const pageCount = Math.ceil(reviews.data.length / REVIEWS_PAGE_SIZE);
  const current = Math.min(page, pageCount - 1);
  const shown = reviews.data.slice(current * REVIEWS_PAGE_SIZE, (current + 1) * REVIEWS_PAGE_SIZE);

  return (
    <div className="flex flex-col gap-5" data-testid="reviews">
      <ul className="flex flex-col gap-4">
        {shown.map((review) => (
          <ReviewCard key={review._id} review={review} />
        ))}
      </ul>
      {pageCount > 1 ? (
        <nav aria-label="Review pages" className="flex items-center justify-between gap-4">
          <Button
            variant="outline"
            size="sm"
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
            data-testid="reviews-previous"
          >
            <ChevronLeftIcon className="size-4" />
            Previous
          </Button>
          <p className="text-sm text-slate-600" aria-live="polite" data-testid="reviews-page">
            Page {current + 1} of {pageCount}
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={current === pageCount - 1}
            onClick={() => setPage(current + 1)}
            data-testid="reviews-next"
          >
            Next
            <ChevronRightIcon className="size-4" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
