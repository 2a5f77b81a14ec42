import { describe, expect, it } from 'vitest';
import { findConflictingTranslations } from './i18n-consistency.ts';

describe('one translation per message in i18n:check', () => {
  it('names a message two files translate differently, with the files giving each wording', () => {
    const conflicts = findConflictingTranslations([
      {
        file: 'hi-IN/catalogue.po',
        messages: {
          cart: { message: 'Add to Cart', translation: 'कार्ट में जोड़ें' },
          free: { message: 'Free', translation: 'फ़्री' },
        },
      },
      {
        file: 'hi-IN/wishlist.po',
        messages: { cart: { message: 'Add to Cart', translation: 'कार्ट में डालें' } },
      },
      { file: 'hi-IN/cart.po', messages: { cart: { message: 'Add to Cart', translation: 'कार्ट में जोड़ें' } } },
      { file: 'hi-IN/practice.po', messages: { free: { message: 'Free', translation: 'फ़्री' } } },
    ]);
    expect(conflicts).toEqual([
      {
        id: 'cart',
        message: 'Add to Cart',
        translations: [
          { translation: 'कार्ट में जोड़ें', files: ['hi-IN/catalogue.po', 'hi-IN/cart.po'] },
          { translation: 'कार्ट में डालें', files: ['hi-IN/wishlist.po'] },
        ],
      },
    ]);
  });

  it('lets the same English stand for two meanings when a context makes them two messages', () => {
    // The ids are hashes of the English and the context: two contexts, two ids.
    const conflicts = findConflictingTranslations([
      {
        file: 'hi-IN/catalogue.po',
        messages: { price: { message: 'Paid', context: 'a price that is not free', translation: 'पेड' } },
      },
      {
        file: 'hi-IN/payments.po',
        messages: {
          state: { message: 'Paid', context: 'the payment went through', translation: 'पेमेंट हो गया' },
        },
      },
    ]);
    expect(conflicts).toEqual([]);
  });

  it('names the context of a conflicting message, and leaves out missing and obsolete translations', () => {
    const conflicts = findConflictingTranslations([
      {
        file: 'a.po',
        messages: {
          resume: { message: 'Resume', context: 'a CV', translation: 'रिज़्यूमे' },
          old: { message: 'Locked', translation: 'लॉक है', obsolete: true },
        },
      },
      {
        file: 'b.po',
        messages: {
          resume: { message: 'Resume', context: 'a CV', translation: 'बायोडाटा' },
          old: { message: 'Locked', translation: 'लॉक' },
        },
      },
      { file: 'c.po', messages: { resume: { message: 'Resume', context: 'a CV', translation: ' ' } } },
    ]);
    expect(conflicts).toEqual([
      {
        id: 'resume',
        message: 'Resume',
        context: 'a CV',
        translations: [
          { translation: 'रिज़्यूमे', files: ['a.po'] },
          { translation: 'बायोडाटा', files: ['b.po'] },
        ],
      },
    ]);
  });
});
