import { CURRENCY_LABEL } from '@pathshala/shared/constants';
import { formatRupeeAmount } from '@pathshala/shared/indian-digits';

/**
 * The one way the web app writes an amount of rupees: 1499 → '1,499', 149999 → '1,49,999' (Indian digit
 * grouping), 1199.2 → '1,199.20' (paise only when there are some). Written without `Intl`, whose first use on a
 * page costs 90–190 ms on a throttled phone (`indian-digits.ts`).
 */
export const formatRupees = formatRupeeAmount;

/** A price as the spec shows it on cards, the course page, the cart and orders: 'Rs. 1,499'. */
export const rupees = (amount: number): string => `${CURRENCY_LABEL} ${formatRupees(amount)}`;

/** What the payment gateway shows: '₹1,499' (gateway amounts are paise). */
export const gatewayRupees = (paise: number): string => `₹${formatRupees(paise / 100)}`;
