import { describe, expect, it } from 'vitest';
import { formatClock, formatHours, formatSpan } from './duration.ts';

describe('lengths as printed', () => {
  it('prints a lecture as a clock', () => {
    expect(formatClock(95.4)).toBe('01:35');
    expect(formatClock(59.6)).toBe('01:00');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(-3)).toBe('00:00');
  });

  it('prints a chapter or course as a span', () => {
    expect(formatSpan(45)).toBe('45s');
    expect(formatSpan(252)).toBe('4m 12s');
    expect(formatSpan(240)).toBe('4m');
    expect(formatSpan(4800)).toBe('1h 20m');
    expect(formatSpan(7200)).toBe('2h');
  });

  it('prints hours for a certificate', () => {
    expect(formatHours(20)).toBe('1 minute');
    expect(formatHours(330)).toBe('6 minutes');
    expect(formatHours(3540)).toBe('59 minutes');
    expect(formatHours(3580)).toBe('1 hour');
    expect(formatHours(3600)).toBe('1 hour');
    expect(formatHours(7200)).toBe('2 hours');
    expect(formatHours(9000)).toBe('2.5 hours');
  });
});
