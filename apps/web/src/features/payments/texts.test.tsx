import { COMMERCE_MESSAGES } from '@pathshala/shared/commerce-constants';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n, translateText } from '@/lib/i18n';
import { bundledCatalogue } from '@/locales/catalogues';
import { WithLocale } from '@/testing/i18n';
import { BillingStateField } from './components/billing-state-field';
import { PAYMENT_TEXTS } from './texts';
import { formatReceiptDate } from './utils/receipt';

const SHOWN_BY_THE_CHECKOUT = [
  'paymentSuccess',
  'paymentFailed',
  'purchaseFailed',
  'alreadyPurchased',
  'couponInvalid',
  'comingSoon',
  'cartEmpty',
  'paymentHeldForReview',
  'refundAlreadyPurchased',
  'refundReplacedOrder',
  'refundDuplicatePayment',
  'refundCouponLimit',
  'refundPriceChanged',
] as const;

describe('the checkout’s declared texts', () => {
  it('are the spec’s commerce messages word for word, each with its Hindi', () => {
    const declared = PAYMENT_TEXTS.map((text) => text.message);
    const hindi = createI18n('hi-IN', bundledCatalogue('hi-IN'));
    for (const key of SHOWN_BY_THE_CHECKOUT) {
      expect(declared).toContain(COMMERCE_MESSAGES[key]);
      expect(translateText(hindi, COMMERCE_MESSAGES[key])).not.toBe(COMMERCE_MESSAGES[key]);
    }
  });
});

describe('a receipt’s date', () => {
  const paidAt = '2025-03-12T10:35:00.000Z';

  it('reads in English as before, in India time', () => {
    expect(formatReceiptDate(paidAt, 'en-IN')).toBe('12 Mar 2025, 4:05 pm IST');
  });

  it('takes Hindi month names in Hindi, in India time', () => {
    expect(formatReceiptDate(paidAt, 'hi-IN')).toBe('12 मार्च 2025, 4:05 pm IST');
  });
});

describe('the GST state field', () => {
  it('reads in Hindi', () => {
    render(
      <WithLocale locale="hi-IN">
        <BillingStateField value="" onChange={() => {}} />
      </WithLocale>,
    );
    expect(screen.getByLabelText('GST इनवॉइस के लिए आपका राज्य')).toHaveDisplayValue('नहीं बताया');
  });
});
