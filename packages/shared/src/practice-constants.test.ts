import { describe, expect, it } from 'vitest';
import { imitatesStaff } from './practice-constants.ts';

describe('leaderboard names that pass for the brand or its staff', () => {
  it('refuses the brand anywhere and a staff word at the start of a word, however spelt', () => {
    for (const name of [
      'Pathshala Admin',
      'P@thsh4la',
      'ADMIN',
      'Ad Min',
      'Admin123',
      'Support',
      'Team Lead',
      '0fficial',
      'Раthshala',
      'a.d.m.1.n',
      'A D M I N',
      'Supp0rt Team',
    ])
      expect(imitatesStaff(name), name).toBe(true);
  });

  it('allows ordinary names that only contain a staff word inside another word', () => {
    for (const name of ['Badminton fan', 'Steam', 'Kate Amrita', 'Priya Sharma', 'Amit', 'Esteemed Coder'])
      expect(imitatesStaff(name), name).toBe(false);
  });
});
