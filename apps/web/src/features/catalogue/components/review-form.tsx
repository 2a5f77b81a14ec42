import { Trans, useLingui } from '@lingui/react/macro';
import { REVIEW_LIMITS, type ReviewInput, ZReviewInputSchema } from '@pathshala/shared/reviews';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { StarIcon } from '@/components/ui/icons';
import { Textarea } from '@/components/ui/textarea';
import { useTranslateText } from '@/hooks/use-translate-text';
import { cn } from '@/utils/cn';
import '../texts';

const STARS = [1, 2, 3, 4, 5] as const;

/** Stars 1–5 as a radio group: arrow keys move between them, and each says how many stars it gives. */
function StarInput({ value, onChange }: { value: number; onChange: (stars: number) => void }) {
  const { t } = useLingui();
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="text-sm font-medium text-slate-800">
        <Trans>Your rating</Trans>
      </legend>
      <div role="radiogroup" aria-label={t`Your rating`} className="flex items-center gap-1">
        {STARS.map((stars) => (
          <label
            key={stars}
            className="relative cursor-pointer rounded focus-within:ring-2 focus-within:ring-brand-500"
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              // Over the star, transparent: the star is what is clicked, the radio what is checked and read.
              className="absolute inset-0 m-0 cursor-pointer opacity-0"
              aria-label={t`${stars} of 5 stars`}
            />
            <StarIcon
              aria-hidden="true"
              className={cn(
                'pointer-events-none size-7',
                stars <= value ? 'text-accent-500' : 'text-slate-300',
              )}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface ReviewFormProps {
  initial?: ReviewInput;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: ReviewInput) => Promise<unknown>;
  onCancel?: () => void;
}

/** A rating and a comment, checked by the same schema as the API. */
export function ReviewForm({ initial, submitLabel, pending, onSubmit, onCancel }: ReviewFormProps) {
  const { t } = useLingui();
  const shown = useTranslateText();
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const length = comment.length;
  const max = REVIEW_LIMITS.commentMax;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = ZReviewInputSchema.safeParse({ rating, comment });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    try {
      await onSubmit(checked.data);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t`Your review`}>
      <StarInput value={rating} onChange={setRating} />
      <Textarea
        label={t`Your review`}
        value={comment}
        rows={4}
        maxLength={max}
        onChange={(event) => setComment(event.target.value)}
        counter={t`${length} of ${max} characters`}
      />
      <FieldError>{shown(problem)}</FieldError>
      <div className="flex gap-3">
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
