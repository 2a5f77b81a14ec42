import { msg } from '@lingui/core/macro';
import { declareTexts } from '@/lib/i18n';

/**
 * Texts the accounts screens receive in English and show in the reader's language (ADR 038): each is
 * byte-identical to the text it mirrors, which texts.test.tsx checks.
 */

/** The shared schemas' validation messages (ACCOUNT_MESSAGES, PROFILE_MESSAGES, and `text()`'s per field). */
export const VALIDATION_TEXTS = [
  msg`Email is required`,
  msg`Invalid email format`,
  msg`Password is required`,
  msg`Password must be at least 8 characters`,
  msg`Password must be at most 128 characters`,
  msg`Name is required`,
  msg`Name must be at most 100 characters`,
  msg`Phone Number is required`,
  msg`Phone number must be exactly 10 digits`,
  msg`New password and confirm password should be same`,
  msg`Bio must be at most 500 characters`,
  msg`Please choose a language from the list`,
  msg`Only JPEG, PNG or WebP images are allowed`,
  msg`File size must be less than 2MB`,
  msg`Choose a handle to make your profile public`,
  msg`A handle is 3 to 30 characters long`,
  msg`A handle may use only lowercase letters, digits and hyphens`,
  msg`A handle starts and ends with a letter or a digit`,
  msg`This handle is reserved. Please choose another.`,
  msg`Please say whether the profile is public`,
  msg`Email must not contain control characters.`,
  msg`Email must be one line, without tabs.`,
  msg`Password must not contain control characters.`,
  msg`Password must be one line, without tabs.`,
  msg`Name must not contain control characters.`,
  msg`Name must be one line, without tabs.`,
  msg`Phone number must not contain control characters.`,
  msg`Phone number must be one line, without tabs.`,
  msg`Bio must not contain control characters.`,
  msg`Handle must not contain control characters.`,
  msg`Handle must be one line, without tabs.`,
  msg`Text must not contain control characters.`,
];

/** What the accounts API answers (its `message`), shown under a form or in a toast. */
export const API_TEXTS = [
  msg`User account creation failed`,
  msg`Error: User already logged in with this email.`,
  msg`Invalid email or password`,
  msg`If an account exists for this e-mail, we have sent a link to reset its password.`,
  msg`This reset link is invalid or has expired. Please ask for a new one.`,
  msg`Your password has been reset. Please log in with the new one.`,
  msg`This handle is already taken. Please choose another.`,
  msg`Password updated successfully`,
  msg`Old password is incorrect`,
  msg`New password must be different from the old password`,
  msg`This account is closed. Contact support@pathshala.in within 14 days of closing it to reinstate it.`,
  msg`Too many requests. Please try again in a few seconds.`,
  msg`Account not found.`,
  msg`Something went wrong. Please try again.`,
];

/** Why another screen sent the learner to log in (navigation state `message`), shown above the login form. */
export const LOGIN_PROMPT_TEXTS = [
  msg`Please login to buy the course.`,
  msg`Please login to save courses to your wishlist.`,
  msg`Please log in to continue practising.`,
  msg`Please login to open the admin console.`,
  msg`Please login to open the instructor view.`,
];

declareTexts([...VALIDATION_TEXTS, ...API_TEXTS, ...LOGIN_PROMPT_TEXTS]);
