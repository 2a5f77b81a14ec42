import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n';
import { bundledCatalogue } from '@/locales/catalogues';
import { formatDuration, formatIst, fromNow, spokenDuration } from './format';

const english = createI18n('en-IN', {});
const hindi = createI18n('hi-IN', bundledCatalogue('hi-IN'));
// 2 Dec 2025, 12:55 pm in India.
const now = new Date('2025-12-02T07:25:00.000Z');

describe('lengths and times in the reader’s language', () => {
  it('write English as before', () => {
    expect(formatDuration(english, 45)).toBe('45 s');
    expect(formatDuration(english, 25 * 60)).toBe('25 min');
    expect(formatDuration(english, 65 * 60)).toBe('1 h 5 min');
    expect(formatDuration(english, 120 * 60)).toBe('2 h');
    expect(spokenDuration(english, 247)).toBe('4 minutes 7 seconds');
    expect(spokenDuration(english, 61)).toBe('1 minute 1 second');
    expect(formatIst(english, '2025-12-02T10:15:00.000Z', now)).toBe('3:45 pm IST today');
    expect(formatIst(english, '2025-12-03T03:30:00.000Z', now)).toBe('9:00 am IST tomorrow');
    expect(formatIst(english, '2025-12-14T03:30:00.000Z', now)).toBe('14 Dec, 9:00 am IST');
    expect(fromNow(english, '2025-12-02T07:25:30.000Z', now.getTime())).toBe('in under a minute');
    expect(fromNow(english, '2025-12-02T07:34:00.000Z', now.getTime())).toBe('in 9 minutes');
    expect(fromNow(english, '2025-12-02T08:25:00.000Z', now.getTime())).toBe('in 1 hour');
    expect(fromNow(english, '2025-12-04T07:25:00.000Z', now.getTime())).toBe('in 2 days');
    expect(fromNow(english, 'not a date', now.getTime())).toBe('now');
  });

  it('write Hindi with Hindi units, plurals and month names', () => {
    expect(formatDuration(hindi, 45)).toBe('45 सेकंड');
    expect(formatDuration(hindi, 65 * 60)).toBe('1 घंटा 5 मिनट');
    expect(formatDuration(hindi, 120 * 60)).toBe('2 घंटे');
    expect(spokenDuration(hindi, 247)).toBe('4 मिनट 7 सेकंड');
    expect(formatIst(hindi, '2025-12-02T10:15:00.000Z', now)).toBe('आज 3:45 pm IST');
    expect(formatIst(hindi, '2025-12-03T03:30:00.000Z', now)).toBe('कल 9:00 am IST');
    expect(formatIst(hindi, '2025-12-14T03:30:00.000Z', now)).toBe('14 दिस॰, 9:00 am IST');
    expect(fromNow(hindi, '2025-12-04T07:25:00.000Z', now.getTime())).toBe('2 दिन में');
  });
});
