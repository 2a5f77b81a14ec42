import { Trans } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';

export interface ReportFormProps {
  /** The form's accessible name, e.g. "Report this review". */
  label: string;
  /** What the reader is asked, above the reason. */
  question: string;
  /** Shown when the reason is left empty. */
  emptyReason: string;
  reasonMax: number;
  /** Sends the report; answers the server's message (new, or already reported), already in the reader's words. */
  send: (reason: string) => Promise<string>;
  /** The message of a report sent, and of a refusal, to show. */
  onSent: (message: string) => void;
  describeError: (error: unknown) => string;
  onDone: () => void;
}

/**
 * The reason a reader reports someone else's post (a review, a question, an answer), sent to the moderators.
 * The server keeps one report per reader and post, and says so when asked again.
 */
export function ReportForm({
  label,
  question,
  emptyReason,
  reasonMax,
  send,
  onSent,
  describeError,
  onDone,
}: ReportFormProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const fieldId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setProblem(emptyReason);
      return;
    }
    setPending(true);
    try {
      onSent(await send(reason));
      onDone();
    } catch (error) {
      setProblem(describeError(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="mt-1 flex flex-col gap-2" aria-label={label}>
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
        {question}
      </label>
      <textarea
        id={fieldId}
        value={reason}
        rows={2}
        maxLength={reasonMax}
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
