import { describe, expect, it } from 'vitest';
import { chooseLocale, localeFor, localeFromAcceptLanguage } from './locales';

describe('interface language', () => {
  it('reads a stored language by exact value or primary subtag', () => {
    expect(localeFor('hi-IN')).toBe('hi-IN');
    expect(localeFor('en-US')).toBe('en-IN');
    expect(localeFor('hi')).toBe('hi-IN');
    expect(localeFor('ta-IN')).toBeUndefined();
    expect(localeFor('')).toBeUndefined();
  });

  it('follows Accept-Language by quality, then order', () => {
    expect(localeFromAcceptLanguage('hi-IN,hi;q=0.9,en-US;q=0.8')).toBe('hi-IN');
    expect(localeFromAcceptLanguage('en-GB,en;q=0.9,hi;q=0.8')).toBe('en-IN');
    expect(localeFromAcceptLanguage('ta-IN, hi;q=0.5, en;q=0.4')).toBe('hi-IN');
    expect(localeFromAcceptLanguage('en;q=0.2, hi;q=0.7')).toBe('hi-IN');
    expect(localeFromAcceptLanguage('fr, de;q=0.5')).toBeUndefined();
    expect(localeFromAcceptLanguage('hi;q=0, *')).toBeUndefined();
    expect(localeFromAcceptLanguage('hi;q=abc')).toBeUndefined();
  });

  it('prefers the profile, then the cookie, then the header, then English', () => {
    expect(chooseLocale({ profileLanguage: 'hi-IN', cookie: 'en-IN', acceptLanguage: 'en' })).toBe('hi-IN');
    expect(chooseLocale({ profileLanguage: 'en-US', cookie: 'hi-IN' })).toBe('en-IN');
    expect(chooseLocale({ cookie: 'hi-IN', acceptLanguage: 'en' })).toBe('hi-IN');
    expect(chooseLocale({ cookie: 'xx', acceptLanguage: 'hi' })).toBe('hi-IN');
    expect(chooseLocale({})).toBe('en-IN');
  });
});
