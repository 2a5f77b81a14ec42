import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderResponse } from '@pathshala/shared/commerce';
import { withDiallingPrefix } from '@pathshala/shared/commerce-constants';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LockIcon } from '@/components/ui/icons';
import { gatewayRupees } from '@/lib/money';
import { paySimulated, type SimulatedOutcome } from '../api/simulate-payment';
import type { CheckoutCallbacks } from '../checkout/types';

interface SimulatedCheckoutDialogProps extends CheckoutCallbacks {
  order: OrderResponse;
}

function ReadOnlyField({ label, value, type }: { label: string; value: string; type: 'tel' | 'email' }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        readOnly
        className="h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 text-base text-slate-900"
      />
    </div>
  );
}

/**
 * The checkout of the simulated gateway (local runs and tests), laid out like Razorpay's: the merchant and
 * amount in a header of the theme colour, the prefilled contact, and a pay button. "Fail payment" lets a
 * tester see the failure path. The simulator settles the order through our own webhook, as Razorpay would.
 */
export function SimulatedCheckoutDialog({
  order,
  onSuccess,
  onFailure,
  onDismiss,
}: SimulatedCheckoutDialogProps) {
  const { t } = useLingui();
  const merchant = order.name;
  const [pending, setPending] = useState<SimulatedOutcome | null>(null);
  const amount = gatewayRupees(order.razorpayOrder.amount);
  const descriptionId = useId();

  const settle = async (outcome: SimulatedOutcome) => {
    setPending(outcome);
    try {
      const payment = await paySimulated(order.razorpayOrder.id, outcome);
      if (payment) await onSuccess(payment);
      else onFailure();
    } catch (error) {
      console.warn('The simulated payment did not go through:', error);
      onFailure();
    } finally {
      setPending(null);
    }
  };

  return (
    <Dialog
      open
      // A payment in flight is not abandoned half-way.
      onClose={() => {
        if (!pending) onDismiss();
      }}
      title={t`${merchant} checkout`}
      layout="bare"
      describedBy={descriptionId}
      className="max-w-sm! overflow-hidden"
      data-testid="simulated-checkout"
    >
      <div className="px-6 pt-6 pb-5 text-white" style={{ backgroundColor: order.themeColor }}>
        <div className="flex items-center gap-3 pr-10">
          <span
            aria-hidden="true"
            className="grid size-11 shrink-0 place-items-center rounded-lg bg-white text-xl font-extrabold"
            style={{ color: order.themeColor }}
          >
            {order.name.slice(0, 1)}
          </span>
          <div className="min-w-0">
            <p className="text-lg leading-tight font-bold">{order.name}</p>
            <p id={descriptionId} className="truncate text-sm text-white/85" title={order.description}>
              {order.description}
            </p>
          </div>
        </div>
        <div className="mt-5 flex items-end justify-between gap-3">
          <p className="text-3xl font-extrabold tracking-tight" data-testid="checkout-amount">
            {amount}
          </p>
          <span className="rounded-full bg-white/15 px-2.5 py-1 text-xs font-semibold tracking-wide uppercase ring-1 ring-white/30">
            <Trans>Test mode</Trans>
          </span>
        </div>
      </div>
      <div className="flex flex-col gap-4 p-6">
        <ReadOnlyField label={t`Contact`} value={withDiallingPrefix(order.mobileNo)} type="tel" />
        <ReadOnlyField label={t`Email`} value={order.email} type="email" />
        <div className="mt-1 flex flex-col gap-2">
          <Button
            size="lg"
            className="w-full hover:opacity-90"
            style={{ backgroundColor: order.themeColor }}
            loading={pending === 'success'}
            disabled={pending !== null}
            onClick={() => settle('success')}
          >
            <Trans>Pay {amount}</Trans>
          </Button>
          <Button
            variant="outline"
            className="w-full"
            loading={pending === 'failure'}
            disabled={pending !== null}
            onClick={() => settle('failure')}
          >
            <Trans>Fail payment</Trans>
          </Button>
        </div>
        <p className="flex items-center justify-center gap-1.5 text-xs text-slate-500">
          <LockIcon className="size-3.5" />
          <Trans>Simulated gateway: no real money moves.</Trans>
        </p>
      </div>
    </Dialog>
  );
}
