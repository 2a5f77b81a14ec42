import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CodingReview } from '@pathshala/shared/coding-progress';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCodingReviews } from '../api/get-coding-reviews';
import { DIFFICULTY_NAMES } from '../texts';
import { formatDayIn } from '../utils/format';

const OUTCOME_TEXT: Record<CodingReview['lastOutcome'], MessageDescriptor> = {
  failed: msg`Not solved last time`,
  gaveUp: msg`You gave up last time`,
  solved: msg`Solved last time`,
};

/** Due problems listed before "Show all", so the topics stay near the top. */
const SHOWN_AT_FIRST = 5;

/**
 * Coding problems due for spaced review, beside the question topics: the ones failed or given up until they
 * are solved, then each again when FSRS brings it back. Each opens in the coding workspace. Shown only when
 * the learner has some in review.
 */
export function CodingReviews() {
  const { i18n } = useLingui();
  const reviews = useCodingReviews();
  const [all, setAll] = useState(false);
  if (!reviews.data || reviews.data.reviews.length === 0) return null;
  const due = reviews.data.reviews.filter((review) => review.due);
  const next = reviews.data.reviews.find((review) => !review.due);
  const nextTitle = next?.problem.title;
  const nextDay = next ? formatDayIn(i18n, next.dueAt) : '';
  const dueCount = due.length;
  return (
    <section
      id="coding-review"
      aria-labelledby="coding-review-title"
      className="flex flex-col gap-4 rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70"
    >
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <h2 id="coding-review-title" className="text-title font-bold">
          <Trans>Coding problems to review</Trans>
        </h2>
        <Link to={paths.codingProgress} className="text-sm font-semibold text-brand-700 hover:underline">
          <Trans>My coding progress</Trans>
        </Link>
      </div>
      {due.length === 0 ? (
        <p className="text-slate-600">
          <Trans>Nothing due now.</Trans>
          {next ? (
            <>
              {' '}
              <Trans>
                Next: {nextTitle} on {nextDay}.
              </Trans>
            </>
          ) : null}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {(all ? due : due.slice(0, SHOWN_AT_FIRST)).map((review) => {
            const title = review.problem.title;
            return (
              <li
                key={review.problem.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <Link
                    to={paths.codingProblem(review.problem.slug)}
                    className="font-semibold text-slate-900 hover:text-brand-700 hover:underline"
                  >
                    {review.problem.title}
                  </Link>
                  <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                    <span className="capitalize">{i18n._(DIFFICULTY_NAMES[review.problem.difficulty])}</span>
                    <span aria-hidden="true">·</span>
                    {i18n._(OUTCOME_TEXT[review.lastOutcome])}, {formatDayIn(i18n, review.lastReviewedAt)}
                  </p>
                </div>
                <ButtonLink
                  to={paths.codingProblem(review.problem.slug)}
                  variant="outline"
                  size="sm"
                  className="self-start sm:self-center"
                >
                  <Trans>
                    Try again<span className="sr-only"> {title}</span>
                  </Trans>
                </ButtonLink>
              </li>
            );
          })}
        </ul>
      )}
      {!all && due.length > SHOWN_AT_FIRST ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => setAll(true)}>
          <Trans>Show all {dueCount} due</Trans>
        </Button>
      ) : null}
    </section>
  );
}
