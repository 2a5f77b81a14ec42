import { Trans, useLingui } from '@lingui/react/macro';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '@pathshala/shared/reviews-constants';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { translateText } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { reportReview } from '../api/my-review';

/**
 * The reason a reader reports someone else's review, sent to the moderators. The server keeps one report per
 * reader and review, and says so when asked again.
 */
export function ReportReviewForm({ reviewId, onDone }: { reviewId: string; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const fieldId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setProblem(translateText(i18n, REVIEW_MESSAGES.reportReason));
      return;
    }
    setPending(true);
    try {
      toast.success(translateText(i18n, await reportReview(reviewId, reason)));
      onDone();
    } catch (error) {
      setProblem(translateText(i18n, error instanceof Error ? error.message : String(error)));
    } finally {
      setPending(false);
    }
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-1 flex flex-col gap-2"
      aria-label={t`Report this review`}
    >
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
        <Trans>What is wrong with this review?</Trans>
      </label>
      <textarea
        id={fieldId}
        value={reason}
        rows={2}
        maxLength={REVIEW_LIMITS.reportReasonMax}
        onChange={(event) => setReason(event.target.value)}
        aria-invalid={problem ? true : undefined}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      />
      {problem ? (
        <p className="text-sm text-red-700" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={pending}>
          <Trans>Send report</Trans>
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
