import { Trans, useLingui } from '@lingui/react/macro';
import type { Review } from '@pathshala/shared/catalogue';
import { REVIEWS_PAGE_SIZE } from '@pathshala/shared/constants';
import { formatDate } from '@pathshala/shared/dates';
import { isLocale, SOURCE_LOCALE } from '@pathshala/shared/locales';
import { FORMER_LEARNER, REVIEW_MESSAGES } from '@pathshala/shared/reviews-constants';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { StarRating } from '@/components/ui/star-rating';
import { useUser } from '@/lib/auth';
import { translateText } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useReviews } from '../api/get-reviews';
import { useMyReview, useWriteReview } from '../api/my-review';

/** The form (with its schema's validation) loads only for a learner who may review. */
const ReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));
/** The report form loads when a reader opens it. */
const ReportReviewForm = lazy(() =>
  import('./report-review-form').then((module) => ({ default: module.ReportReviewForm })),
);

/** In India's time, as the server draws the reviews too (dates.ts), with the reader's month names. */
function reviewDate(locale: string, review: Review): string {
  return formatDate(review.date || review.updatedAt, { locale: isLocale(locale) ? locale : SOURCE_LOCALE });
}

/**
 * "Report" under someone else's review, for a signed-in reader; its form loads when it is opened.
 */
function ReportReview({ reviewId }: { reviewId: string }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <div>
        <Button
          variant="ghost"
          size="sm"
          className="-ml-3 text-slate-500"
          onClick={() => setOpen(true)}
          data-testid="report-review"
        >
          <Trans>Report</Trans>
        </Button>
      </div>
    );
  }
  return (
    <Suspense fallback={<Skeleton className="h-28 w-full" />}>
      <ReportReviewForm reviewId={reviewId} onDone={() => setOpen(false)} />
    </Suspense>
  );
}

function ReviewCard({ review, canReport }: { review: Review; canReport: boolean }) {
  const { i18n, t } = useLingui();
  const name = review.name === FORMER_LEARNER ? t`Former learner` : review.name;
  return (
    <li
      data-testid="review"
      className="flex gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200/70 sm:gap-4 sm:p-5"
    >
      <span
        aria-hidden="true"
        className="grid size-9 shrink-0 sm:size-11 place-items-center rounded-full bg-brand-100 text-base font-bold sm:text-lg text-brand-800"
      >
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="font-semibold text-slate-900" data-testid="review-name">
            {name}
          </p>
          <StarRating value={review.rating} />
        </div>
        <p className="text-xs text-slate-500">{reviewDate(i18n.locale, review)}</p>
        {/* Plain text: whatever markup a comment holds is shown as the characters written. */}
        <p className="whitespace-pre-line break-words text-slate-700" data-testid="review-comment">
          {review.comment}
        </p>
        {review.reply ? <InstructorReply reply={review.reply} /> : null}
        {canReport ? <ReportReview reviewId={review._id} /> : null}
      </div>
    </li>
  );
}

/** The course instructor's one reply, under the review it answers, as plain text. */
function InstructorReply({ reply }: { reply: string }) {
  return (
    <div className="mt-2 rounded-lg border-l-4 border-brand-300 bg-white p-3" data-testid="review-reply">
      <p className="text-xs font-semibold text-brand-800">
        <Trans>Instructor's reply</Trans>
      </p>
      <p className="whitespace-pre-line break-words text-sm text-slate-700">{reply}</p>
    </div>
  );
}

/**
 * For a signed-in learner: their review with Edit and Delete, or the form to write one when they may (enrolled,
 * a lecture watched). Nothing for a visitor, or for a learner who may not review yet.
 */
function MyReview({ courseId }: { courseId: string }) {
  const { t, i18n } = useLingui();
  const { isLoggedIn } = useUser();
  const mine = useMyReview(courseId, isLoggedIn);
  const write = useWriteReview();
  const [editing, setEditing] = useState(false);
  if (!isLoggedIn || !mine.data) return null;
  const { review, canReview } = mine.data;

  if (!review) {
    if (!canReview) return null;
    return (
      <section
        aria-labelledby="write-review"
        className="rounded-xl p-5 ring-1 ring-slate-200"
        data-testid="write-review"
      >
        <h3 id="write-review" className="mb-4 text-lg font-semibold text-slate-900">
          <Trans>Write a review</Trans>
        </h3>
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <ReviewForm
            submitLabel={t`Post review`}
            pending={write.isPending}
            onSubmit={async (input) => {
              await write.mutateAsync({ kind: 'create', courseId, input });
              toast.success(translateText(i18n, REVIEW_MESSAGES.created));
            }}
          />
        </Suspense>
      </section>
    );
  }

  return (
    <section
      aria-labelledby="my-review"
      className="rounded-xl p-5 ring-1 ring-brand-200"
      data-testid="my-review"
    >
      <h3 id="my-review" className="mb-3 text-lg font-semibold text-slate-900">
        <Trans>Your review</Trans>
      </h3>
      {editing ? (
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <ReviewForm
            initial={{ rating: review.rating, comment: review.comment }}
            submitLabel={t`Save review`}
            pending={write.isPending}
            onCancel={() => setEditing(false)}
            onSubmit={async (input) => {
              await write.mutateAsync({ kind: 'update', courseId, reviewId: review.id, input });
              setEditing(false);
              toast.success(translateText(i18n, REVIEW_MESSAGES.updated));
            }}
          />
        </Suspense>
      ) : (
        <div className="flex flex-col gap-2">
          <StarRating value={review.rating} />
          <p className="whitespace-pre-line break-words text-slate-700" data-testid="my-review-comment">
            {review.comment}
          </p>
          {review.hidden ? (
            <p className="text-sm text-slate-500">
              <Trans>This review is hidden from the course page by the Pathshala team.</Trans>
            </p>
          ) : null}
          {review.reply ? <InstructorReply reply={review.reply} /> : null}
          <div className="flex gap-3">
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Trans>Edit</Trans>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              loading={write.isPending}
              onClick={async () => {
                if (!window.confirm(t`Delete your review?`)) return;
                try {
                  await write.mutateAsync({ kind: 'delete', courseId, reviewId: review.id });
                  toast.success(translateText(i18n, REVIEW_MESSAGES.deleted));
                } catch (error) {
                  toast.error(translateText(i18n, error instanceof Error ? error.message : String(error)));
                }
              }}
            >
              <Trans>Delete</Trans>
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

/** Learner reviews, 3 to a page with Previous and Next (spec §2, §9). */
export function CourseReviews({ courseId }: { courseId: string }) {
  return (
    <div className="flex flex-col gap-6">
      <MyReview courseId={courseId} />
      <ReviewList courseId={courseId} />
    </div>
  );
}

function ReviewList({ courseId }: { courseId: string }) {
  const { t } = useLingui();
  const reviews = useReviews(courseId);
  // A signed-in reader reports others' reviews (their own is theirs to edit).
  const { isLoggedIn } = useUser();
  const mine = useMyReview(courseId, isLoggedIn);
  const myReviewId = mine.data?.review?.id;
  const [page, setPage] = useState(0);

  useEffect(() => {
    if (reviews.error) console.warn('Could not load reviews:', reviews.error);
  }, [reviews.error]);

  if (reviews.isPending) {
    return (
      <div role="status" aria-label={t`Loading reviews`} className="flex flex-col gap-4">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (reviews.isError) {
    return (
      <p className="text-slate-500">
        <Trans>Loading...</Trans>
      </p>
    );
  }
  if (reviews.data.length === 0) {
    return (
      <p className="text-slate-600">
        <Trans>No reviews yet.</Trans>
      </p>
    );
  }

  const pageCount = Math.ceil(reviews.data.length / REVIEWS_PAGE_SIZE);
  const current = Math.min(page, pageCount - 1);
  const shown = reviews.data.slice(current * REVIEWS_PAGE_SIZE, (current + 1) * REVIEWS_PAGE_SIZE);
  const pageNumber = current + 1;

  return (
    <div className="flex flex-col gap-5" data-testid="reviews">
      <ul className="flex flex-col gap-4">
        {shown.map((review) => (
          <ReviewCard
            key={review._id}
            review={review}
            canReport={isLoggedIn && mine.data !== undefined && review._id !== myReviewId}
          />
        ))}
      </ul>
      {pageCount > 1 ? (
        <nav aria-label={t`Review pages`} className="flex items-center justify-between gap-2 sm:gap-4">
          <Button
            variant="outline"
            size="sm"
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
            data-testid="reviews-previous"
          >
            <ChevronLeftIcon className="size-4" />
            <Trans>Previous</Trans>
          </Button>
          <p
            className="text-sm whitespace-nowrap text-slate-600"
            aria-live="polite"
            data-testid="reviews-page"
          >
            <Trans>
              Page {pageNumber} of {pageCount}
            </Trans>
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={current === pageCount - 1}
            onClick={() => setPage(current + 1)}
            data-testid="reviews-next"
          >
            <Trans>Next</Trans>
            <ChevronRightIcon className="size-4" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
