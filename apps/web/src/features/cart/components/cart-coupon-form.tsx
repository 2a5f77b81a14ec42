import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { cn } from '@/utils/cn';

interface CartCouponFormProps {
  /** The code now applied to the cart, if any. */
  appliedCode: string | null;
  pending: boolean;
  disabled: boolean;
  error: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
  onEdit: () => void;
}

/** Spec §4 Coupon, for the whole cart: not applied → applied (input locked, 'Applied', a chip) → removed. */
export function CartCouponForm({
  appliedCode,
  pending,
  disabled,
  error,
  onApply,
  onRemove,
  onEdit,
}: CartCouponFormProps) {
  const { t } = useLingui();
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const applied = appliedCode !== null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!applied && !pending) onApply(code);
  };

  return (
    <form onSubmit={submit} aria-label={t`Cart coupon`} className="flex flex-col gap-2" noValidate>
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
        <Trans>Have a coupon?</Trans>
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="couponCode"
          value={applied ? appliedCode : code}
          onChange={(event) => {
            setCode(event.target.value);
            if (error) onEdit();
          }}
          placeholder={t`Enter coupon code`}
          autoComplete="off"
          maxLength={40}
          disabled={disabled || applied}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid="cart-coupon-input"
          className={cn(
            'h-11 min-w-0 flex-1 rounded-xl border bg-white px-4 text-base uppercase placeholder:normal-case placeholder:text-slate-400 focus-visible:outline-offset-0 disabled:bg-slate-50 disabled:text-slate-500',
            error ? 'border-red-600' : 'border-slate-300',
          )}
        />
        <Button
          type="submit"
          variant="outline"
          disabled={disabled || applied}
          loading={pending && !applied}
          data-testid="cart-coupon-apply"
        >
          {applied ? <Trans>Applied</Trans> : <Trans>Apply</Trans>}
        </Button>
      </div>
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="text-sm font-medium text-red-700"
          data-testid="cart-coupon-error"
        >
          {error}
        </p>
      ) : null}
      {applied ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-green-50 px-3 py-2 text-sm ring-1 ring-green-200">
          <span
            className="inline-flex items-center gap-1.5 font-semibold text-green-800"
            data-testid="cart-coupon-chip"
          >
            <CheckIcon className="size-4" />
            <Trans>{appliedCode} applied</Trans>
          </span>
          <button
            type="button"
            onClick={() => {
              setCode('');
              onRemove();
            }}
            disabled={pending}
            aria-label={t`Remove coupon ${appliedCode}`}
            className="rounded-lg px-2 py-1 font-semibold text-green-900 underline-offset-4 hover:underline disabled:opacity-60"
          >
            <Trans>Remove</Trans>
          </button>
        </div>
      ) : null}
    </form>
  );
}
