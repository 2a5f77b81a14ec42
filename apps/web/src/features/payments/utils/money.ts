const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const rupeesWithPaise = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1499 → '1,499'; 1199.2 → '1,199.20' (Indian digit grouping, paise only when there are some). */
export function formatRupees(amount: number): string {
  return Number.isInteger(amount) ? rupees.format(amount) : rupeesWithPaise.format(amount);
}

/** Gateway amounts are paise. */
export const formatPaise = (paise: number): string => formatRupees(paise / 100);
