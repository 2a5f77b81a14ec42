import { describe, expect, it } from 'vitest';
import {
  deadlineEndsAt,
  isEligible,
  isListed,
  isPastDeadline,
  ZPositionListQuerySchema,
} from './jobs-board.ts';

const position = (eligibleYears: string[], eligibleProgrammes: string[]) => ({
  eligibleYears,
  eligibleProgrammes,
});

describe('eligibility', () => {
  const secondYearBTech = { year: '2', programme: 'B.Tech' };

  it('a 2nd-year B.Tech student sees a position for 2nd and 3rd years of B.Tech and BCA', () => {
    expect(isEligible(position(['2', '3'], ['B.Tech', 'BCA']), secondYearBTech)).toBe(true);
  });

  it('a position naming no years and no programmes is open to everybody', () => {
    expect(isEligible(position([], []), secondYearBTech)).toBe(true);
    expect(isEligible(position([], []), { year: '5+', programme: 'MBA' })).toBe(true);
  });

  it('a position for final years only is not shown to a 2nd-year student', () => {
    expect(isEligible(position(['4', '5+'], []), secondYearBTech)).toBe(false);
  });

  it('a position for MCA and MBA students is not shown to a B.Tech student', () => {
    expect(isEligible(position([], ['MCA', 'MBA']), secondYearBTech)).toBe(false);
    expect(isEligible(position([], ['MCA', 'MBA']), { year: '2', programme: 'MCA' })).toBe(true);
  });

  it('both conditions must hold', () => {
    expect(isEligible(position(['2'], ['BCA']), secondYearBTech)).toBe(false);
    expect(isEligible(position(['3'], ['B.Tech']), secondYearBTech)).toBe(false);
  });

  it('programmes match without regard to case', () => {
    expect(isEligible(position([], ['B.Tech']), { programme: 'b.tech' })).toBe(true);
  });

  it('a part the student leaves out limits nothing', () => {
    expect(isEligible(position(['4'], ['MBA']), {})).toBe(true);
    expect(isEligible(position(['4'], ['MBA']), { programme: 'MBA' })).toBe(true);
    expect(isEligible(position(['4'], ['MBA']), { year: '2' })).toBe(false);
  });
});

describe('deadline in India time', () => {
  it('applications are taken until the end of the deadline day in India', () => {
    // 23:59 IST on 15 May is 18:29 UTC.
    expect(isPastDeadline('2026-05-15', new Date('2026-05-15T18:29:59Z'))).toBe(false);
    // 00:00 IST on 16 May is 18:30 UTC on 15 May: past, though the UTC day is still the 15th.
    expect(isPastDeadline('2026-05-15', new Date('2026-05-15T18:30:00Z'))).toBe(true);
  });

  it('an early morning in India is already the next day there', () => {
    // 1:00 am IST on 15 May is 19:30 UTC on 14 May: still the deadline day in India, not past.
    expect(isPastDeadline('2026-05-15', new Date('2026-05-14T19:30:00Z'))).toBe(false);
    expect(isPastDeadline('2026-05-14', new Date('2026-05-14T19:30:00Z'))).toBe(true);
  });

  it('no deadline never passes', () => {
    expect(isPastDeadline(null, new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });

  it('the deadline ends at 23:59:59.999 IST', () => {
    expect(deadlineEndsAt('2026-05-15').toISOString()).toBe('2026-05-15T18:29:59.999Z');
  });

  it('a closed position or one past its deadline is not listed', () => {
    const now = new Date('2026-06-01T06:00:00Z');
    expect(isListed({ open: true, deadline: '2026-06-01' }, now)).toBe(true);
    expect(isListed({ open: true, deadline: null }, now)).toBe(true);
    expect(isListed({ open: false, deadline: '2026-07-01' }, now)).toBe(false);
    expect(isListed({ open: true, deadline: '2026-05-31' }, now)).toBe(false);
  });
});

describe('the list query', () => {
  it('takes the filters of a shared address and names programmes as the board does', () => {
    expect(
      ZPositionListQuerySchema.parse({
        kind: 'internship',
        category: 'Design',
        location: 'Remote',
        year: '2',
        programme: 'b.tech',
      }),
    ).toEqual({ kind: 'internship', category: 'Design', location: 'Remote', year: '2', programme: 'B.Tech' });
  });

  it('an empty parameter filters nothing', () => {
    expect(ZPositionListQuerySchema.parse({ category: '', year: '' })).toEqual({});
  });

  it('refuses values it does not know', () => {
    for (const bad of [
      { category: 'Sales' },
      { location: 'Moon' },
      { year: '7' },
      { programme: 'PhD' },
      { kind: 'gig' },
    ]) {
      expect(ZPositionListQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
