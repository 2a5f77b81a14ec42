import { msg } from '@lingui/core/macro';
import { declareTexts } from '@/lib/i18n';

/**
 * Texts the contact form receives in English from the shared package and shows in the reader's language
 * (ADR 038): each is byte-identical to the text it mirrors, which texts.test.tsx checks.
 */

/** ZContactRequestSchema's messages, `text()`'s per field included. */
export const CONTACT_FORM_TEXTS = [
  msg`Name is required`,
  msg`Email is required`,
  msg`Invalid email format`,
  msg`Message is required`,
  msg`Message must be at most 5000 characters`,
  msg`Name must not contain control characters.`,
  msg`Name must be one line, without tabs.`,
  msg`Email must not contain control characters.`,
  msg`Email must be one line, without tabs.`,
  msg`Message must not contain control characters.`,
];

/** ENGAGEMENT_MESSAGES the contact form shows. */
export const CONTACT_OUTCOME_TEXTS = [
  msg`Appointment Booked Successfully`,
  msg`Thank you for reaching out!`,
  msg`Something went wrong. Please try again.`,
  msg`Failed to submit the form. Please try again.`,
];

declareTexts([...CONTACT_FORM_TEXTS, ...CONTACT_OUTCOME_TEXTS]);
