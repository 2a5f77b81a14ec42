import { COMMERCE_MESSAGES } from '@pathshala/shared/commerce-constants';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n, translateText } from '@/lib/i18n';
import { bundledCatalogue } from '@/locales/catalogues';
import { WithLocale } from '@/testing/i18n';
import { CartCouponForm } from './components/cart-coupon-form';
import { CART_TEXTS } from './texts';

const SHOWN_BY_THE_CART = [
  'addedToCart',
  'alreadyInCart',
  'addToCartFailed',
  'addToCartError',
  'removedFromCart',
  'removeFromCartFailed',
  'alreadyPurchased',
  'couponInvalid',
  'couponLoginRequired',
  'cartEmpty',
  'comingSoon',
] as const;

describe('the cart’s declared texts', () => {
  it('are the spec’s commerce messages word for word, each with its Hindi', () => {
    expect(CART_TEXTS.map((text) => text.message)).toEqual(
      SHOWN_BY_THE_CART.map((key) => COMMERCE_MESSAGES[key]),
    );
    const hindi = createI18n('hi-IN', bundledCatalogue('hi-IN'));
    for (const key of SHOWN_BY_THE_CART)
      expect(translateText(hindi, COMMERCE_MESSAGES[key])).not.toBe(COMMERCE_MESSAGES[key]);
  });
});

const couponForm = (appliedCode: string | null) => (
  <CartCouponForm
    appliedCode={appliedCode}
    pending={false}
    disabled={false}
    error={null}
    onApply={() => {}}
    onRemove={() => {}}
    onEdit={() => {}}
  />
);

describe('the cart’s coupon form', () => {
  it('reads in English as before', () => {
    render(<WithLocale>{couponForm('SAVE10')}</WithLocale>);
    expect(screen.getByTestId('cart-coupon-chip')).toHaveTextContent('SAVE10 applied');
    expect(screen.getByRole('button', { name: 'Remove coupon SAVE10' })).toBeInTheDocument();
  });

  it('reads in Hindi', () => {
    render(<WithLocale locale="hi-IN">{couponForm(null)}</WithLocale>);
    expect(screen.getByLabelText('कोई कूपन है?')).toHaveAttribute('placeholder', 'कूपन कोड डालें');
    expect(screen.getByTestId('cart-coupon-apply')).toHaveTextContent('लागू करें');
  });
});
