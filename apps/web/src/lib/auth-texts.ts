import { msg } from '@lingui/core/macro';
import { declareTexts } from './i18n';

/** ACCOUNT_MESSAGES that the logout toasts show, for the catalogues (the header logs out on every page). */
export const LOGOUT_TEXTS = [
  msg`Logged out successfully`,
  msg`An error occurred while logging out. Please try again.`,
];
declareTexts(LOGOUT_TEXTS);
