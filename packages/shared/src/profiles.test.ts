import { describe, expect, it } from 'vitest';
import { ZProfileHandleSchema, ZPublicProfileSettingsRequestSchema } from './profiles.ts';
import { PROFILE_MESSAGES } from './profiles-constants.ts';

const messageOf = (handle: string) => {
  const result = ZProfileHandleSchema.safeParse(handle);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('public profile handle', () => {
  it('takes lowercase letters, digits and hyphens, 3 to 30 long', () => {
    for (const handle of ['asha', 'a-1', 'asha-verma-2026', 'x'.repeat(30), '007']) {
      expect(ZProfileHandleSchema.parse(handle), handle).toBe(handle);
    }
  });

  it('is trimmed and lower-cased as typed', () => {
    expect(ZProfileHandleSchema.parse('  Asha-Verma ')).toBe('asha-verma');
  });

  it('refuses a handle too short or too long', () => {
    expect(messageOf('ab')).toBe(PROFILE_MESSAGES.handleLength);
    expect(messageOf('x'.repeat(31))).toBe(PROFILE_MESSAGES.handleLength);
  });

  it('refuses any other character', () => {
    for (const handle of ['asha_v', 'asha.v', 'asha v', 'आशा-वर्मा', 'asha/..', 'asha%20']) {
      expect(messageOf(handle), handle).toBe(PROFILE_MESSAGES.handleCharacters);
    }
  });

  it('refuses a hyphen at either end', () => {
    expect(messageOf('-asha')).toBe(PROFILE_MESSAGES.handleEnds);
    expect(messageOf('asha-')).toBe(PROFILE_MESSAGES.handleEnds);
  });

  it('refuses reserved words, in any case', () => {
    for (const handle of ['admin', 'Pathshala', 'support', 'api']) {
      expect(messageOf(handle), handle).toBe(PROFILE_MESSAGES.handleReserved);
    }
  });
});

describe('public profile settings', () => {
  it('needs a handle to turn the profile on', () => {
    const result = ZPublicProfileSettingsRequestSchema.safeParse({ handle: '', enabled: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['handle'],
      message: PROFILE_MESSAGES.handleRequired,
    });
  });

  it('keeps the profile off with or without a handle', () => {
    expect(ZPublicProfileSettingsRequestSchema.parse({ enabled: false })).toEqual({
      handle: '',
      enabled: false,
    });
    expect(ZPublicProfileSettingsRequestSchema.parse({ handle: 'Asha', enabled: false })).toEqual({
      handle: 'asha',
      enabled: false,
    });
  });

  it('checks the handle even while the profile is off', () => {
    expect(ZPublicProfileSettingsRequestSchema.safeParse({ handle: 'admin', enabled: false }).success).toBe(
      false,
    );
  });
});
