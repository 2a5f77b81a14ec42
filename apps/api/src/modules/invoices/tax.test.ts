import { gstinCheckCharacter, isValidGstin } from '@pathshala/shared/gst';
import { describe, expect, it } from 'vitest';
import { amountInWords, financialYear, numberInWords, spreadOver, taxLine, taxLines } from './tax.ts';

describe('GST arithmetic', () => {
  it('takes 18 % out of an inclusive price: IGST across states, equal CGST and SGST within', () => {
    expect(taxLine('Course', 399_900, 'inter')).toMatchObject({
      taxablePaise: 338_898,
      igstPaise: 61_002,
      cgstPaise: 0,
      sgstPaise: 0,
    });
    expect(taxLine('Course', 399_900, 'intra')).toMatchObject({
      taxablePaise: 338_898,
      cgstPaise: 30_501,
      sgstPaise: 30_501,
      igstPaise: 0,
    });
    // ₹1: the tax rounds to whole paise and the taxable value takes what is left.
    expect(taxLine('Course', 100, 'intra')).toMatchObject({ taxablePaise: 84, cgstPaise: 8, sgstPaise: 8 });
  });

  it('adds up to what was paid, line by line and in total, for any prices and discount', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    for (let draw = 0; draw < 2000; draw += 1) {
      const prices = Array.from(
        { length: 1 + Math.floor(random() * 5) },
        () => 100 + Math.floor(random() * 999_900),
      );
      const sum = prices.reduce((a, b) => a + b, 0);
      const paid = Math.max(100, Math.floor(sum * (0.5 + random() / 2)));
      for (const supply of ['intra', 'inter'] as const) {
        const document = taxLines(
          prices.map((pricePaise, index) => ({ description: `Course ${index}`, pricePaise })),
          paid,
          supply,
        );
        expect(document.totalPaise).toBe(paid);
        expect(document.taxablePaise + document.cgstPaise + document.sgstPaise + document.igstPaise).toBe(
          paid,
        );
        for (const line of document.lines) {
          expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(line.totalPaise);
          expect(line.cgstPaise).toBe(line.sgstPaise);
          // Within a paisa (two for the halves) of 18 % of the taxable value.
          const tax = line.cgstPaise + line.sgstPaise + line.igstPaise;
          expect(Math.abs(tax - line.taxablePaise * 0.18)).toBeLessThanOrEqual(2);
        }
      }
    }
  });

  it('spreads a coupon over the lines by price, in whole paise', () => {
    expect(spreadOver([100_000, 200_000], 240_000)).toEqual([80_000, 160_000]);
    expect(spreadOver([1, 1, 1], 100)).toEqual([34, 33, 33]);
    expect(spreadOver([0], 500)).toEqual([500]);
  });
});

describe('invoice wording', () => {
  it('dates the financial year in India time, April to March', () => {
    expect(financialYear(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYear(new Date('2026-03-31T23:59:59+05:30'))).toBe('2025-26');
    // 31 March 19:00 UTC is already 1 April in India.
    expect(financialYear(new Date('2027-03-31T19:00:00Z'))).toBe('2027-28');
    expect(financialYear(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });

  it('writes amounts in the Indian system', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(3999)).toBe('Three Thousand Nine Hundred Ninety-Nine');
    expect(numberInWords(1_25_00_010)).toBe('One Crore Twenty-Five Lakh Ten');
    expect(amountInWords(399_950)).toBe(
      'Rupees Three Thousand Nine Hundred Ninety-Nine and Fifty Paise Only',
    );
    expect(amountInWords(10_000_000)).toBe('Rupees One Lakh Only');
  });

  it("checks a GSTIN's shape, state and check digit", () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAACP1234F1ZR')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin(`99AAPFU0939F1Z${gstinCheckCharacter('99AAPFU0939F1Z')}`)).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
  });
});
