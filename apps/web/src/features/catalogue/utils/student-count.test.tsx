import { studentCountLabel } from '@pathshala/shared/indian-digits';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { bundledCatalogue } from '@/locales/catalogues';
import { studentCount } from './student-count';

describe('a course’s student count', () => {
  it('reads in English as the shared label does', () => {
    const english = createI18n('en-IN', {});
    for (const count of [0, 1, 2, 42, 99, 100, 156, 1_234, 123_456]) {
      expect(studentCount(english, count)).toBe(studentCountLabel(count));
    }
  });

  it('reads in Hindi, with the same rounding and Indian grouping', () => {
    const hindi = createI18n('hi-IN', bundledCatalogue('hi-IN'));
    expect(studentCount(hindi, 1)).toBe('1 स्टूडेंट');
    expect(studentCount(hindi, 42)).toBe('42 स्टूडेंट्स');
    expect(studentCount(hindi, 123_456)).toBe('1,23,400+ स्टूडेंट्स');
  });
});
