import type { TaxDocumentSummary } from '@pathshala/shared/admin';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import type { AdminOrderDetail } from '../api/get-order';
import type { RefundResult } from '../api/refund-order';
import { formatCount, inr } from '../utils/format';
import { newIdempotencyKey } from '../utils/idempotency-key';
import { FormFallback } from './form-fallback';
import { Notice } from './notice';
import { TaxDocumentLink } from './order-documents';

// The form (and the form library) loads when the dialog is first opened; pointing at the button starts it early.
const loadRefundForm = () => import('./refund-form');
const RefundForm = lazy(() => loadRefundForm().then((module) => ({ default: module.RefundForm })));
const loadAcceptForm = () => import('./accept-payment-form');
const AcceptPaymentForm = lazy(() =>
  loadAcceptForm().then((module) => ({ default: module.AcceptPaymentForm })),
);

/**
 * Rupees still refundable: the amount less every refund so far, to the paisa. A payment held for review is
 * refunded whole, for what the gateway captured.
 */
export const refundableOf = (order: AdminOrderDetail) =>
  order.heldPayment
    ? order.heldPayment.amount
    : Math.round(order.amount * 100 - order.refunds.reduce((sum, refund) => sum + refund.amount * 100, 0)) /
      100;

/** The outcome of the last refund, with its credit note once the documents have reloaded. */
function RefundOutcome({
  result,
  documents,
}: {
  result: RefundResult['data'];
  documents: UseQueryResult<TaxDocumentSummary[]>;
}) {
  const creditNote = documents.data?.find((document) => document.id === result.creditNote?.id);
  return (
    <Notice
      tone="info"
      className="mt-4"
      title={
        result.repeated
          ? `This refund of ${inr(result.amount)} had already been made; nothing more was refunded.`
          : `${inr(result.amount)} refunded${result.orderStatus === 'refunded' ? ' in full' : ''}.`
      }
      action={creditNote ? <TaxDocumentLink document={creditNote} /> : null}
    >
      <span data-testid="refund-credit-note">
        {result.status === 'processed'
          ? 'The gateway has confirmed it. '
          : 'Sent to the gateway; reconciliation keeps trying until it confirms. '}
        {creditNote ? (
          <>
            Credit note <span className="font-mono font-semibold whitespace-nowrap">{creditNote.number}</span>
            .
          </>
        ) : documents.isError ? (
          'Its credit note is listed with the GST documents.'
        ) : (
          'Its credit note is on its way.'
        )}
      </span>
    </Notice>
  );
}

/**
 * Refunds a paid order in full or in part, or refunds or accepts the payment held for review. Each opening of the dialog makes one idempotency key, used by every
 * attempt until the refund is made: a double click or a retry after a lost answer never refunds twice.
 */
export function RefundAction({
  order,
  documents,
}: {
  order: AdminOrderDetail;
  documents: UseQueryResult<TaxDocumentSummary[]>;
}) {
  const [idempotencyKey, setIdempotencyKey] = useState<string | null>(null);
  const [lastResult, setLastResult] = useState<RefundResult['data'] | null>(null);
  const [accepting, setAccepting] = useState(false);
  const refundable = refundableOf(order);
  const held = order.heldPayment;
  const close = () => setIdempotencyKey(null);

  const onDone = (result: RefundResult) => {
    close();
    setLastResult(result.data);
    toast.success(result.message);
  };

  return (
    <div className="mt-5 border-t border-slate-100 pt-5" data-testid="refund-actions">
      {held ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600" data-testid="held-payment">
            {held.currency === 'INR' ? inr(held.amount) : `${held.currency} ${held.amount}`} was captured for
            this {inr(order.amount)} order and is held for review: it unlocked nothing. Refund it, or accept
            it.
          </p>
          <div className="flex shrink-0 gap-2">
            <Button
              variant="outline"
              data-testid="refund-order"
              onPointerEnter={loadRefundForm}
              onFocus={loadRefundForm}
              onClick={() => setIdempotencyKey(newIdempotencyKey())}
            >
              Refund
            </Button>
            {held.currency === 'INR' ? (
              <Button
                variant="outline"
                data-testid="accept-payment"
                onPointerEnter={loadAcceptForm}
                onFocus={loadAcceptForm}
                onClick={() => setAccepting(true)}
              >
                Accept
              </Button>
            ) : null}
          </div>
        </div>
      ) : order.status === 'paid' ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600">
            {inr(refundable)} of {inr(order.amount)} can still be refunded
            {order.refunds.length > 0 ? ` (${formatCount(order.refunds.length)} refunded so far)` : ''}.
          </p>
          <Button
            variant="outline"
            data-testid="refund-order"
            onPointerEnter={loadRefundForm}
            onFocus={loadRefundForm}
            onClick={() => setIdempotencyKey(newIdempotencyKey())}
          >
            Refund
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          {order.status === 'refunded'
            ? 'This order is refunded in full.'
            : 'Only a paid order or a payment held for review can be refunded.'}
        </p>
      )}
      {lastResult ? <RefundOutcome result={lastResult} documents={documents} /> : null}
      <Dialog
        open={idempotencyKey !== null}
        onClose={close}
        title={held ? 'Refund held payment' : 'Refund order'}
        description={
          <>
            Order <span className="font-mono">{order.receipt}</span> · {order.learner.name}
          </>
        }
      >
        {idempotencyKey ? (
          <Suspense fallback={<FormFallback fields={2} />}>
            <RefundForm
              key={idempotencyKey}
              orderId={order.id}
              refundable={refundable}
              heldPayment={held !== null}
              learnerName={order.learner.name}
              idempotencyKey={idempotencyKey}
              onDone={onDone}
              onCancel={close}
            />
          </Suspense>
        ) : null}
      </Dialog>
      <Dialog
        open={accepting && held !== null}
        onClose={() => setAccepting(false)}
        title="Accept held payment"
        description={
          <>
            Order <span className="font-mono">{order.receipt}</span> · {order.learner.name}
          </>
        }
      >
        {accepting && held ? (
          <Suspense fallback={<FormFallback fields={1} />}>
            <AcceptPaymentForm
              orderId={order.id}
              amount={held.amount}
              learnerName={order.learner.name}
              onDone={(result) => {
                setAccepting(false);
                toast.success(result.message);
              }}
              onCancel={() => setAccepting(false)}
            />
          </Suspense>
        ) : null}
      </Dialog>
    </div>
  );
}
