import { useLingui } from '@lingui/react/macro';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '@pathshala/shared/reviews-constants';
import { ReportForm } from '@/components/report-form';
import { translateText } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { reportReview } from '../api/my-review';

/** Reporting someone else's review to the moderators. */
export function ReportReviewForm({ reviewId, onDone }: { reviewId: string; onDone: () => void }) {
  const { t, i18n } = useLingui();
  return (
    <ReportForm
      label={t`Report this review`}
      question={t`What is wrong with this review?`}
      emptyReason={translateText(i18n, REVIEW_MESSAGES.reportReason)}
      reasonMax={REVIEW_LIMITS.reportReasonMax}
      send={(reason) => reportReview(reviewId, reason)}
      onSent={(message) => toast.success(translateText(i18n, message))}
      describeError={(error) => translateText(i18n, error instanceof Error ? error.message : String(error))}
      onDone={onDone}
    />
  );
}
