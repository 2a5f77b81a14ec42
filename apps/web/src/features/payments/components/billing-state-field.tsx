import { useLingui } from '@lingui/react/macro';
import { GST_STATES } from '@pathshala/shared/gst';
import { useState } from 'react';
import { Select } from '@/components/ui/select';

/** localStorage: the state last chosen for a GST invoice, offered again at the next checkout. */
const BILLING_STATE_KEY = 'pathshala:billing-state';
const STATE_OPTIONS = GST_STATES.map((state) => ({ value: state.code, label: state.name }));

function rememberedState(): string {
  try {
    const code = window.localStorage.getItem(BILLING_STATE_KEY) ?? '';
    return GST_STATES.some((state) => state.code === code) ? code : '';
  } catch {
    return '';
  }
}

/**
 * The learner's state for the GST invoice (its place of supply): optional, asked beside the buy button and
 * remembered in this browser. Without it the invoice is made out in the seller's state.
 */
export function useBillingState() {
  const [state, setState] = useState(rememberedState);
  const choose = (code: string) => {
    setState(code);
    try {
      if (code) window.localStorage.setItem(BILLING_STATE_KEY, code);
      else window.localStorage.removeItem(BILLING_STATE_KEY);
    } catch {
      // Storage blocked (private mode): the choice lasts for this page only.
    }
  };
  return { state, choose };
}

export function BillingStateField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  return (
    <Select
      label={t`Your state, for the GST invoice`}
      hint={t`Optional`}
      placeholder={t`Not specified`}
      options={STATE_OPTIONS}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      data-testid="billing-state"
      className="h-10 text-sm"
    />
  );
}
