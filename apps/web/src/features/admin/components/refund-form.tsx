import type { RefundOrderRequest, ZRefundOrderRequestSchema } from '@pathshala/shared/admin';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { type RefundResult, useRefundOrder } from '../api/refund-order';
import { inr } from '../utils/format';
import { Notice, problemMessage } from './notice';

type RefundFormValues = z.input<typeof ZRefundOrderRequestSchema>;

const resolver = lazyZodResolver(
  async () => (await import('./money-form-schemas')).ZRefundOrderRequestSchema,
);

const amountOrUndefined = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);

interface RefundFormProps {
  orderId: string;
  /** Rupees still refundable: the order's amount less its refunds so far. */
  refundable: number;
  /** A payment held for review: refunded whole, and it unlocked nothing. */
  heldPayment?: boolean;
  learnerName: string;
  /** Made when the dialog opened; every attempt of this refund sends it. */
  idempotencyKey: string;
  onDone: (result: RefundResult) => void;
  onCancel: () => void;
}

/**
 * An amount (empty: everything still refundable, which ends the learner's access) and the reason, checked with
 * the API's own schema. The server's refusals (409: more than is left, already refunded) show under the form.
 */
export function RefundForm({
  orderId,
  refundable,
  heldPayment = false,
  learnerName,
  idempotencyKey,
  onDone,
  onCancel,
}: RefundFormProps) {
  const refund = useRefundOrder();
  // A second click while the first is on its way sends nothing (and the key would make it harmless anyway).
  const sending = useRef(false);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<RefundFormValues, unknown, RefundOrderRequest>({
    resolver,
    defaultValues: { note: '', idempotencyKey },
  });
  const amount = watch('amount');
  const full = amount === undefined || Number.isNaN(amount) || amount >= refundable;

  const submit = handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    try {
      const result = await refund.mutateAsync({ orderId, refund: { ...values, idempotencyKey } });
      onDone(result);
    } catch {
      // Shown under the form; the same key goes with the next attempt.
    } finally {
      sending.current = false;
    }
  });

  return (
    <form noValidate aria-label="Refund" onSubmit={submit} className="flex flex-col gap-5">
      {heldPayment ? (
        <Notice tone="warning" title={`The whole ${inr(refundable)} goes back`}>
          This payment unlocked no course: {learnerName} gets all of it back, and no access changes.
        </Notice>
      ) : (
        <>
          <Input
            label="Amount in ₹"
            type="number"
            inputMode="decimal"
            min={0.01}
            max={refundable}
            step={0.01}
            hint={`Leave empty to refund all that is left: ${inr(refundable)}.`}
            error={errors.amount?.message}
            {...register('amount', { setValueAs: amountOrUndefined })}
          />
          {full ? (
            <Notice tone="warning" title="A full refund ends the access">
              {learnerName} gets back {inr(refundable)} and loses the courses of this order (and their
              certificates) at once.
            </Notice>
          ) : (
            <Notice tone="info">A partial refund: {learnerName} keeps the courses of this order.</Notice>
          )}
        </>
      )}
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
      {errors.idempotencyKey?.message ? <Notice tone="error">{errors.idempotencyKey.message}</Notice> : null}
      {refund.isError ? (
        refund.error instanceof ApiError ? (
          <Notice tone="error" title="The refund was not made">
            {problemMessage(refund.error)}
          </Notice>
        ) : (
          <Notice tone="error" title="No answer from the server">
            The refund may or may not have been made. Trying again is safe: this refund is made once however
            often it is sent.
          </Notice>
        )
      ) : null}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" loading={refund.isPending}>
          Issue refund
        </Button>
      </div>
    </form>
  );
}
