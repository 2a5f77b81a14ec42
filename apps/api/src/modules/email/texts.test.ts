import { LOCALES, SOURCE_LOCALE } from '@pathshala/shared/locales';
import { describe, expect, it } from 'vitest';
import { EMAIL_TEXTS } from './templates.ts';

/** Every text of a language's e-mail texts by its path ('purchaseReceipt.subject'); a list is one text. */
function textsByPath(texts: object, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(texts)) {
    const path = `${prefix}${key}`;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, text] of textsByPath(value, `${path}.`)) found.set(inner, text);
    } else found.set(path, value);
  }
  return found;
}

const kindOf = (value: unknown) => (Array.isArray(value) ? `list of ${value.length}` : typeof value);

/** Texts every language writes the same way: the signature names the product and its address. */
const SAME_IN_EVERY_LANGUAGE = new Set(['signature']);

const english = textsByPath(EMAIL_TEXTS[SOURCE_LOCALE]);
const others = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

describe('the e-mail texts of every language', () => {
  it.each(others)('%s has every English text, of the same kind, and no other', (locale) => {
    const theirs = textsByPath(EMAIL_TEXTS[locale]);
    for (const [path, text] of english) {
      expect(theirs.has(path), `${locale} has no ${path}`).toBe(true);
      expect(kindOf(theirs.get(path)), `${locale} ${path}`).toBe(kindOf(text));
      // A text written from values takes the same ones.
      if (typeof text === 'function')
        expect((theirs.get(path) as () => string).length, path).toBe(text.length);
    }
    expect([...theirs.keys()].filter((path) => !english.has(path))).toEqual([]);
  });

  it.each(others)('%s writes its own words: no English text is left in place', (locale) => {
    const theirs = textsByPath(EMAIL_TEXTS[locale]);
    const leftInEnglish = [...english]
      .filter(([path, text]) => !SAME_IN_EVERY_LANGUAGE.has(path) && typeof text !== 'function')
      .filter(([path, text]) => JSON.stringify(theirs.get(path)) === JSON.stringify(text))
      .map(([path]) => path);
    expect(leftInEnglish).toEqual([]);
  });
});
