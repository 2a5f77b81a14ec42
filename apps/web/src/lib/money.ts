import { CURRENCY_LABEL } from '@pathshala/shared/constants';

const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const rupeesWithPaise = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * The one way the web app writes an amount of rupees: 1499 → '1,499', 149999 → '1,49,999' (Indian digit
 * grouping), 1199.2 → '1,199.20' (paise only when there are some).
 */
export function formatRupees(amount: number): string {
  // Sums of prices carry float noise (0.1 + 0.2): decide on whole paise.
  const paise = Math.round(amount * 100);
  return paise % 100 === 0 ? wholeRupees.format(paise / 100) : rupeesWithPaise.format(paise / 100);
}

/** A price as the spec shows it on cards, the course page, the cart and orders: 'Rs. 1,499'. */
export const rupees = (amount: number): string => `${CURRENCY_LABEL} ${formatRupees(amount)}`;

/** What the payment gateway shows: '₹1,499' (gateway amounts are paise). */
export const gatewayRupees = (paise: number): string => `₹${formatRupees(paise / 100)}`;
