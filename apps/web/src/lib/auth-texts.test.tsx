import { ACCOUNT_MESSAGES } from '@pathshala/shared/accounts-constants';
import { describe, expect, it } from 'vitest';
import { bundledCatalogue } from '@/locales/catalogues';
import { LOGOUT_TEXTS } from './auth-texts';
import { createI18n, translateText } from './i18n';

describe('the logout toasts', () => {
  it('declare the shared package’s words exactly, and have them in Hindi', () => {
    expect(LOGOUT_TEXTS.map((text) => text.message)).toEqual([
      ACCOUNT_MESSAGES.loggedOut,
      ACCOUNT_MESSAGES.logoutFailed,
    ]);
    const hindi = createI18n('hi-IN', bundledCatalogue('hi-IN'));
    expect(translateText(hindi, ACCOUNT_MESSAGES.loggedOut)).toBe('आप सफलतापूर्वक लॉग आउट हो गए');
    expect(translateText(createI18n('en-IN', {}), ACCOUNT_MESSAGES.loggedOut)).toBe(
      'Logged out successfully',
    );
  });
});
