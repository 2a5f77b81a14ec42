import { indiaDay } from '@pathshala/shared/dates';
import { EDUCATION_SAC_CODE, GST_RATE_PERCENT } from '@pathshala/shared/gst';
import type { InvoiceLine } from '../../db/schema/invoices.ts';

/**
 * The arithmetic of a GST invoice, in integer paise. Prices are GST-inclusive, so tax is taken out of each
 * line (total × rate / (100 + rate)), rounded to the paisa; the taxable value is what remains, so every line,
 * and therefore the invoice, adds up to exactly what was paid. Within the seller's state the tax is CGST and
 * SGST in equal halves (each rounded, the taxable value absorbing the paisa); across states it is IGST.
 */

export type Supply = 'intra' | 'inter';

/**
 * Spreads `totalPaise` (what was paid, after the order's coupon) over lines in proportion to their prices,
 * by largest remainder, so the shares are whole paise and add up to the total exactly.
 */
export function spreadOver(pricesPaise: number[], totalPaise: number): number[] {
  const sum = pricesPaise.reduce((a, b) => a + b, 0);
  if (sum === 0) return pricesPaise.map((_, index) => (index === 0 ? totalPaise : 0));
  const exact = pricesPaise.map((price) => (price * totalPaise) / sum);
  const shares = exact.map(Math.floor);
  let left = totalPaise - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

export function taxLine(description: string, totalPaise: number, supply: Supply): InvoiceLine {
  if (supply === 'intra') {
    const half = Math.round((totalPaise * GST_RATE_PERCENT) / 2 / (100 + GST_RATE_PERCENT));
    return {
      description,
      sac: EDUCATION_SAC_CODE,
      totalPaise,
      taxablePaise: totalPaise - 2 * half,
      cgstPaise: half,
      sgstPaise: half,
      igstPaise: 0,
    };
  }
  const igst = Math.round((totalPaise * GST_RATE_PERCENT) / (100 + GST_RATE_PERCENT));
  return {
    description,
    sac: EDUCATION_SAC_CODE,
    totalPaise,
    taxablePaise: totalPaise - igst,
    cgstPaise: 0,
    sgstPaise: 0,
    igstPaise: igst,
  };
}

/** The lines of a document and their totals. */
export function taxLines(
  items: { description: string; pricePaise: number }[],
  totalPaise: number,
  supply: Supply,
) {
  const shares = spreadOver(
    items.map((item) => item.pricePaise),
    totalPaise,
  );
  const lines = items.map((item, index) => taxLine(item.description, shares[index] ?? 0, supply));
  const sum = (key: keyof Omit<InvoiceLine, 'description' | 'sac'>) =>
    lines.reduce((total, line) => total + line[key], 0);
  return {
    lines,
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
    totalPaise: sum('totalPaise'),
  };
}

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The calendar day in India (no daylight saving: a fixed +05:30) of a moment: '2026-11-26'. */
export const indiaDate = (at: Date) => indiaDay(at);

/** The Indian financial year (April to March, India time) of a moment, as on invoices: '2026-27'. */
export function financialYear(at: Date) {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number) {
  if (n < 20) return ONES[n] ?? '';
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10]}`;
}

function belowThousand(n: number) {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds > 0 ? `${ONES[hundreds]} Hundred` : '', rest > 0 ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in the Indian system of words: crore, lakh, thousand, hundred. */
export function numberInWords(n: number): string {
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  if (crore > 0) parts.push(`${numberInWords(crore)} Crore`);
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/** As printed on Indian invoices: 'Rupees Three Thousand Nine Hundred Ninety-Nine and Fifty Paise Only'. */
export function amountInWords(paise: number) {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${numberInWords(rupees)}${rest > 0 ? ` and ${numberInWords(rest)} Paise` : ''} Only`;
}
