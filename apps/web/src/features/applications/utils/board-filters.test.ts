import { describe, expect, it } from 'vitest';
import { boardFiltersOf, boardQueryString, withFilter } from './board-filters';

describe('board filters in the address', () => {
  it('reads the known values of a shared link, whatever their case', () => {
    const params = new URLSearchParams(
      'category=design&location=Remote&year=2&programme=b.tech&internship=3',
    );
    expect(boardFiltersOf(params, 'internship')).toEqual({
      kind: 'internship',
      category: 'Design',
      location: 'Remote',
      year: '2',
      programme: 'B.Tech',
    });
  });

  it('ignores values the board does not know', () => {
    expect(boardFiltersOf(new URLSearchParams('category=Sales&year=9&programme=PhD'))).toEqual({});
  });

  it('asks the API in a fixed order', () => {
    expect(boardQueryString({ programme: 'BCA', year: '5+', kind: 'job' })).toBe(
      '?kind=job&year=5%2B&programme=BCA',
    );
    expect(boardQueryString({})).toBe('');
  });

  it('sets and clears one filter, keeping the other parameters', () => {
    const params = new URLSearchParams('internship=3&year=2');
    expect(withFilter(params, 'location', 'Hybrid').toString()).toBe('internship=3&year=2&location=Hybrid');
    expect(withFilter(params, 'year', '').toString()).toBe('internship=3');
  });
});
