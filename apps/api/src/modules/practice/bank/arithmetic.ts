// Arithmetic, number display and parsing shared by the question templates.

export function gcd(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

export function factorial(n: number): number {
  let product = 1;
  for (let factor = 2; factor <= n; factor += 1) product *= factor;
  return product;
}

/** nCk: ways to choose k of n; 0 when k is out of range. */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let ways = 1;
  for (let chosen = 1; chosen <= k; chosen += 1) ways = (ways * (n - k + chosen)) / chosen;
  return Math.round(ways);
}

/** nPk: ordered arrangements of k of n. */
export function arrangements(n: number, k: number): number {
  let ways = 1;
  for (let place = 0; place < k; place += 1) ways *= n - place;
  return ways;
}

export function roundTo2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** True when a value needs no more than two decimals, allowing for floating-point noise. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** Equal up to floating-point noise (answers are at most two decimals, mistakes differ by far more). */
export function sameValue(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Indian digit grouping, at most two decimals: 1,23,456.5 */
export function formatNumber(value: number): string {
  return roundTo2(value).toLocaleString('en-IN', { maximumFractionDigits: 2 });
}

/** ₹1,250 or ₹12,50,000.50: whole rupees without paise, otherwise two decimals. */
export function rupees(value: number): string {
  const rounded = roundTo2(value);
  const decimals = Number.isInteger(rounded) ? 0 : 2;
  return `₹${rounded.toLocaleString('en-IN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}`;
}

/** The first number in a displayed option such as '₹1,250', '7.2 days' or '12 km North'. */
export function parseNumber(text: string): number {
  const match = text.replaceAll(',', '').match(/-?\d+(?:\.\d+)?/);
  return match ? Number(match[0]) : Number.NaN;
}

/** A fraction in lowest terms: '5/36', or '1' for a whole one. */
export function fractionText(numerator: number, denominator: number): string {
  const divisor = gcd(numerator, denominator);
  const [top, bottom] = [numerator / divisor, denominator / divisor];
  return bottom === 1 ? `${top}` : `${top}/${bottom}`;
}

/** For worked solutions: '15/36 = 5/12', or '5/16' when it is already in lowest terms. */
export function fractionWorking(numerator: number, denominator: number): string {
  const lowest = fractionText(numerator, denominator);
  const given = `${numerator}/${denominator}`;
  return lowest === given ? given : `${given} = ${lowest}`;
}

/** '5/36' as [5, 36]; a whole number n as [n, 1]. */
export function parseFraction(text: string): [number, number] {
  const match = text.match(/^(\d+)(?:\/(\d+))?$/);
  if (!match) return [Number.NaN, 1];
  return [Number(match[1]), Number(match[2] ?? 1)];
}

/** Compares a/b with c/d by cross-multiplying, so no rounding is involved. */
export function sameFraction([a, b]: [number, number], [c, d]: [number, number]): boolean {
  return a * d === b * c;
}

/** For worked solutions: '36/5 = 7.2', or just '12' when the fraction is a whole number. */
export function divisionWorking(numerator: number, denominator: number): string {
  const fraction = fractionText(numerator, denominator);
  return fraction.includes('/') ? `${fraction} = ${formatNumber(numerator / denominator)}` : fraction;
}

/** '7 days', '1 day', '7.5 hours'. */
export function plural(count: number, unit: string): string {
  return `${formatNumber(count)} ${count === 1 ? unit : `${unit}s`}`;
}

export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

const smallNumberWords = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];

/** 'three' for 3, the figure itself from 11 on. */
export function numberWord(n: number): string {
  return smallNumberWords[n] ?? `${n}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The item at an index that the caller knows exists; fails loudly otherwise. */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`No item at index ${index} of ${items.length}`);
  return item;
}

/** 'an ace', 'a king'. */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}
