import { TESTIMONIAL_DEFAULTS } from '@pathshala/shared/content';
import { ENGAGEMENT_MESSAGES } from '@pathshala/shared/engagement-constants';
import { describe, expect, it } from 'vitest';
import { createI18n, translateText } from '@/lib/i18n';
import { bundledCatalogue } from '@/locales/catalogues';
import { NEWSLETTER_LOGIN_TEXT, TESTIMONIAL_DEFAULT_TEXTS } from './texts';

describe('the content pages’ texts from the shared package', () => {
  it('are the shared constants, word for word', () => {
    expect(TESTIMONIAL_DEFAULT_TEXTS.map((text) => text.message)).toEqual([
      TESTIMONIAL_DEFAULTS.message,
      TESTIMONIAL_DEFAULTS.name,
      TESTIMONIAL_DEFAULTS.designation,
    ]);
    expect(NEWSLETTER_LOGIN_TEXT.message).toBe(ENGAGEMENT_MESSAGES.newsletterLogin);
  });

  it('are shown in Hindi to a Hindi reader, and as they are in English', () => {
    const hindi = createI18n('hi-IN', bundledCatalogue('hi-IN'));
    expect(translateText(hindi, TESTIMONIAL_DEFAULTS.name)).toBe('अनाम');
    expect(hindi._(NEWSLETTER_LOGIN_TEXT)).toBe('न्यूज़लेटर सब्सक्राइब करने के लिए कृपया लॉग इन करें');
    expect(translateText(createI18n('en-IN', {}), TESTIMONIAL_DEFAULTS.name)).toBe('Anonymous');
  });
});
