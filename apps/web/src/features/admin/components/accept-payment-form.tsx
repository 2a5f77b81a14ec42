import type { AcceptHeldPaymentRequest, ZAcceptHeldPaymentRequestSchema } from '@pathshala/shared/admin';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { type AcceptHeldPaymentResult, useAcceptHeldPayment } from '../api/accept-held-payment';
import { inr } from '../utils/format';
import { Notice, problemMessage } from './notice';

type AcceptFormValues = z.input<typeof ZAcceptHeldPaymentRequestSchema>;

const resolver = lazyZodResolver(
  async () => (await import('./money-form-schemas')).ZAcceptHeldPaymentRequestSchema,
);

interface AcceptPaymentFormProps {
  orderId: string;
  /** Rupees the gateway captured for the held payment. */
  amount: number;
  learnerName: string;
  onDone: (result: AcceptHeldPaymentResult) => void;
  onCancel: () => void;
}

/** The reason for accepting a held payment, checked with the API's own schema; the server's refusals show below. */
export function AcceptPaymentForm({
  orderId,
  amount,
  learnerName,
  onDone,
  onCancel,
}: AcceptPaymentFormProps) {
  const accept = useAcceptHeldPayment();
  const sending = useRef(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AcceptFormValues, unknown, AcceptHeldPaymentRequest>({
    resolver,
    defaultValues: { note: '' },
  });

  const submit = handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    try {
      onDone(await accept.mutateAsync({ orderId, accept: values }));
    } catch {
      // Shown under the form; accepting again is harmless (a settled payment is not held any more).
    } finally {
      sending.current = false;
    }
  });

  return (
    <form noValidate aria-label="Accept payment" onSubmit={submit} className="flex flex-col gap-5">
      <Notice tone="warning" title={`The order becomes paid for ${inr(amount)}`}>
        {learnerName} gets the courses of this order, with an invoice for what was captured.
      </Notice>
      <Textarea
        label="Reason"
        required
        rows={3}
        maxLength={300}
        className="min-h-24"
        hint="Kept in the order's history and the audit log."
        error={errors.note?.message}
        {...register('note')}
      />
      {accept.isError ? (
        <Notice tone="error" title="The payment was not accepted">
          {accept.error instanceof ApiError ? problemMessage(accept.error) : 'No answer from the server.'}
        </Notice>
      ) : null}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={accept.isPending}>
          Accept payment
        </Button>
      </div>
    </form>
  );
}
