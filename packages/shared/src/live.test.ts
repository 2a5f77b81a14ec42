import { describe, expect, it } from 'vitest';
import { formatIst, fromIstInput, toIstInput, ZScheduleLiveSessionRequestSchema } from './live.ts';

describe('live-session times in IST', () => {
  it('shows an instant in IST, whatever the machine’s zone', () => {
    expect(formatIst('2026-01-10T14:00:00Z')).toBe('Sat, 10 Jan 2026, 7:30 pm IST');
    expect(formatIst('2026-01-10T18:45:00Z')).toBe('Sun, 11 Jan 2026, 12:15 am IST');
  });

  it('reads a datetime-local value as IST and writes one back', () => {
    expect(fromIstInput('2026-01-10T19:30')).toBe('2026-01-10T19:30:00+05:30');
    expect(new Date(fromIstInput('2026-01-10T19:30')).toISOString()).toBe('2026-01-10T14:00:00.000Z');
    expect(toIstInput('2026-01-10T14:00:00.000Z')).toBe('2026-01-10T19:30');
    expect(fromIstInput('')).toBe('');
  });

  it('accepts https meeting links only', () => {
    const session = { title: 'Joins', startsAt: '2026-01-10T19:30:00+05:30', durationMinutes: 60 };
    for (const joinUrl of [
      'https://meet.google.com/abc-defg-hij',
      'https://zoom.us/j/123',
      'https://meet.jit.si/x',
    ]) {
      expect(ZScheduleLiveSessionRequestSchema.safeParse({ ...session, joinUrl }).success, joinUrl).toBe(
        true,
      );
    }
    for (const joinUrl of [
      'http://zoom.us/j/1',
      'https://localhost/x',
      'https://user:pw@meet.example/x',
      'ftp://a.b',
    ]) {
      expect(ZScheduleLiveSessionRequestSchema.safeParse({ ...session, joinUrl }).success, joinUrl).toBe(
        false,
      );
    }
  });
});
