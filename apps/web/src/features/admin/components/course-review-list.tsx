import { type ConsoleReview, REVIEW_LIMITS } from '@pathshala/shared/reviews';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { StarRating } from '@/components/ui/star-rating';
import { Textarea } from '@/components/ui/textarea';
import { type ReviewConsole, useCourseReviews, useReviewAction } from '../api/course-reviews';
import { formatCount } from '../utils/format';
import { Badge } from './badge';
import { DateTime } from './date-time';
import { LoadError, problemMessage } from './notice';
import { SectionCard } from './section-card';

/** A short text form in place: a reply to send, or the reason a review is hidden. */
function InlineForm({
  label,
  submitLabel,
  max,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  max: number;
  onSubmit: (text: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await onSubmit(text);
    } catch (error) {
      setProblem(problemMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2" aria-label={label}>
      <Textarea
        label={label}
        value={text}
        rows={3}
        maxLength={max}
        onChange={(e) => setText(e.target.value)}
      />
      <FieldError>{problem}</FieldError>
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={pending}>
          {submitLabel}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ReviewItem({ review, console }: { review: ConsoleReview; console: ReviewConsole }) {
  const action = useReviewAction();
  const [open, setOpen] = useState<'reply' | 'hide' | null>(null);
  const close = () => setOpen(null);
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4" data-testid="console-review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="font-semibold text-slate-900">{review.name}</p>
        <StarRating value={review.rating} />
        {review.hiddenAt ? <Badge tone="red">Hidden</Badge> : null}
        {review.reports.length > 0 ? (
          <Badge tone="amber">
            {review.reports.length === 1 ? 'Reported once' : `Reported ${review.reports.length} times`}
          </Badge>
        ) : null}
      </div>
      <p className="text-sm text-slate-600">
        {review.courseTitle} · <DateTime iso={review.createdAt} inline />
      </p>
      {/* Plain text: markup in a review is shown as written, never run. */}
      <p className="whitespace-pre-line break-words text-slate-800">{review.comment}</p>
      {review.reports.length > 0 ? (
        <ul
          className="flex flex-col gap-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
          aria-label="Reports"
        >
          {review.reports.map((report) => (
            <li key={`${report.createdAt}-${report.reason}`} className="break-words">
              “{report.reason}” · <DateTime iso={report.createdAt} inline />
            </li>
          ))}
        </ul>
      ) : null}
      {review.hiddenReason ? (
        <p className="text-sm text-red-800">Hidden because: {review.hiddenReason}</p>
      ) : null}
      {review.reply ? (
        <div className="rounded-lg border-l-4 border-brand-300 bg-slate-50 p-3">
          <p className="text-xs font-semibold text-brand-800">
            Reply
            {review.repliedAt ? (
              <>
                {' '}
                · <DateTime iso={review.repliedAt} inline />
              </>
            ) : null}
          </p>
          <p className="whitespace-pre-line break-words text-sm text-slate-700">{review.reply}</p>
        </div>
      ) : null}
      {open === 'reply' ? (
        <InlineForm
          label="Your reply"
          submitLabel="Post reply"
          max={REVIEW_LIMITS.replyMax}
          onCancel={close}
          onSubmit={async (reply) => {
            await action.mutateAsync({ kind: 'reply', reviewId: review.id, reply });
            close();
          }}
        />
      ) : open === 'hide' ? (
        <InlineForm
          label="Reason for hiding"
          submitLabel="Hide review"
          max={REVIEW_LIMITS.reasonMax}
          onCancel={close}
          onSubmit={async (reason) => {
            await action.mutateAsync({ kind: 'hide', reviewId: review.id, reason });
            close();
          }}
        />
      ) : (
        <div className="flex gap-2">
          {console === 'instructor' && !review.reply ? (
            <Button size="sm" variant="outline" onClick={() => setOpen('reply')}>
              Reply
            </Button>
          ) : null}
          {console === 'admin' && !review.hiddenAt ? (
            <Button size="sm" variant="outline" onClick={() => setOpen('hide')}>
              Hide
            </Button>
          ) : null}
          {console === 'admin' && review.hiddenAt ? (
            <Button
              size="sm"
              variant="outline"
              loading={action.isPending}
              onClick={() => action.mutate({ kind: 'restore', reviewId: review.id })}
            >
              Restore
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}

/** Course reviews, newest first, 20 a page: the admin hides and restores, the instructor replies. */
export function CourseReviewList({
  console,
  visibility = 'all',
}: {
  console: ReviewConsole;
  visibility?: string;
}) {
  const [page, setPage] = useState(1);
  const reviews = useCourseReviews(console, page, visibility);
  const pages = reviews.data ? Math.max(1, Math.ceil(reviews.data.total / reviews.data.pageSize)) : 1;
  return (
    <SectionCard
      title="Reviews"
      intro={
        reviews.data
          ? `${formatCount(reviews.data.total)} ${reviews.data.total === 1 ? 'review' : 'reviews'}`
          : undefined
      }
      data-testid="course-reviews"
    >
      {reviews.isError ? (
        <LoadError error={reviews.error} onRetry={() => reviews.refetch()} what="the reviews" />
      ) : !reviews.data ? (
        <div className="flex flex-col gap-3" role="status" aria-label="Loading the reviews">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : reviews.data.items.length === 0 ? (
        <p className="text-slate-600">No reviews yet.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {reviews.data.items.map((review) => (
            <ReviewItem key={review.id} review={review} console={console} />
          ))}
        </ol>
      )}
      {pages > 1 ? (
        <div className="mt-4 flex items-center gap-3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="text-sm text-slate-600">
            Page {page} of {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </div>
      ) : null}
    </SectionCard>
  );
}
