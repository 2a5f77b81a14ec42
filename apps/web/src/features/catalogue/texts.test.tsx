import { COMMERCE_MESSAGES } from '@pathshala/shared/commerce-constants';
import { CATALOGUE_CATEGORIES, PLACEMENT_TOPICS } from '@pathshala/shared/constants';
import {
  PLACEMENT_CATEGORIES,
  PLACEMENT_LEVEL_OPTIONS,
  PLACEMENT_PRICE_OPTIONS,
} from '@pathshala/shared/course-filters';
import { describe, expect, it } from 'vitest';
import { createI18n, translateText } from '@/lib/i18n';
import { bundledCatalogue } from '@/locales/catalogues';
import { COUPON_MESSAGES } from './components/course-purchase-panel';
import {
  CATALOGUE_CATEGORY_TEXTS,
  PLACEMENT_CATEGORY_TEXTS,
  PLACEMENT_OPTION_TEXTS,
  subjectName,
} from './texts';

const english = (texts: readonly { message?: unknown }[]) => texts.map((text) => text.message);

describe('the catalogue’s texts from the shared package', () => {
  it('are the shared constants, word for word', () => {
    expect(english(CATALOGUE_CATEGORY_TEXTS)).toEqual([...CATALOGUE_CATEGORIES]);
    expect(english(PLACEMENT_CATEGORY_TEXTS)).toEqual([...PLACEMENT_CATEGORIES]);
    expect(english(PLACEMENT_OPTION_TEXTS)).toEqual([...PLACEMENT_PRICE_OPTIONS, ...PLACEMENT_LEVEL_OPTIONS]);
    for (const [key, text] of Object.entries(COUPON_MESSAGES)) {
      expect(text.message).toBe(COMMERCE_MESSAGES[key as keyof typeof COUPON_MESSAGES]);
    }
  });

  it('are shown in Hindi to a Hindi reader, and as they are in English', () => {
    const hindi = createI18n('hi-IN', bundledCatalogue('hi-IN'));
    expect(translateText(hindi, 'DATA SCIENCE')).toBe('डेटा साइंस');
    expect(hindi._(COUPON_MESSAGES.couponInvalid)).toBe('कृपया सही कूपन डालें।');
    expect(translateText(createI18n('en-IN', {}), 'DATA SCIENCE')).toBe('DATA SCIENCE');
  });

  it('name a course’s subject in the reader’s language by the tab it shows under', () => {
    const hindi = createI18n('hi-IN', bundledCatalogue('hi-IN'));
    const english = createI18n('en-IN', {});
    // Every placement topic (a placement course's subject) has its Hindi name.
    for (const topic of PLACEMENT_TOPICS) expect(subjectName(hindi, topic), topic).not.toBe(topic);
    expect(subjectName(hindi, 'Data Structures')).toBe('डेटा स्ट्रक्चर्स');
    expect(subjectName(hindi, 'HR Round Strategies')).toBe('HR राउंड की रणनीतियाँ');
    expect(subjectName(hindi, 'Data Science')).toBe('डेटा साइंस');
    // The tab the spec misspells still names the subject spelt right.
    expect(subjectName(hindi, 'Backend Development')).toBe('बैकएंड डेवलपमेंट');
    // A subject that is no tab's, and English, as the course writes it.
    expect(subjectName(hindi, 'Applied Data Science')).toBe('Applied Data Science');
    expect(subjectName(english, 'Data Structures')).toBe('Data Structures');
    expect(subjectName(english, 'UI/UX')).toBe('UI/UX');
  });
});
