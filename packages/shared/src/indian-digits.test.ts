import { describe, expect, it } from 'vitest';
import { formatRupeeAmount, groupIndian, studentCountLabel } from './indian-digits.ts';

// The reference is what the browser's Intl writes for en-IN (Node has the same ICU data).
const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The same samples every run: a seeded linear congruential generator, 0 ≤ x < 1. */
let seed = 20261128;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

describe('Indian digit grouping without Intl', () => {
  it('groups the last three digits, then pairs', () => {
    expect(groupIndian(0)).toBe('0');
    expect(groupIndian(999)).toBe('999');
    expect(groupIndian(1000)).toBe('1,000');
    expect(groupIndian(149_999)).toBe('1,49,999');
    expect(groupIndian(12_34_56_789)).toBe('12,34,56,789');
    expect(groupIndian(-1_00_000)).toBe('-1,00,000');
  });

  it('writes every whole number as Intl en-IN does', () => {
    const samples = [1, 12, 123, 1234, 12345, 123456, 1234567, 12345678, 123456789, 10_00_00_000];
    for (let n = 0; n < 2000; n += 1) samples.push(Math.floor(random() * 10 ** (1 + (n % 12))));
    for (const n of samples) expect(groupIndian(n), String(n)).toBe(whole.format(n));
  });

  it('writes rupees with paise only when there are some, as the app did with Intl', () => {
    const reference = (amount: number) => {
      const paise = Math.round(amount * 100);
      return paise % 100 === 0 ? whole.format(paise / 100) : withPaise.format(paise / 100);
    };
    const samples = [0, 0.1 + 0.2, 1199.2, 1499, 149_999, 4999.99, 0.05, -1199.2, 12_34_567.5];
    for (let n = 0; n < 2000; n += 1) samples.push(Math.round(random() * 10 ** (2 + (n % 9))) / 100);
    for (const amount of samples) expect(formatRupeeAmount(amount), String(amount)).toBe(reference(amount));
  });
});

describe('student count label', () => {
  it('says the exact count below a hundred and whole hundreds with a plus from there', () => {
    expect(studentCountLabel(1)).toBe('1 Student');
    expect(studentCountLabel(42)).toBe('42 Students');
    expect(studentCountLabel(99)).toBe('99 Students');
    expect(studentCountLabel(100)).toBe('100+ Students');
    expect(studentCountLabel(156)).toBe('100+ Students');
    expect(studentCountLabel(1234)).toBe('1,200+ Students');
  });
});
