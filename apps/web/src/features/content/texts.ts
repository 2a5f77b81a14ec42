import { msg } from '@lingui/core/macro';
import { declareTexts } from '@/lib/i18n';

/**
 * The shared package's English texts the content pages show (ADR 038), each copied exactly from its constant
 * (texts.test.ts holds them to it): shown through `translateText`, looked up by that English.
 */

/** `TESTIMONIAL_DEFAULTS`: what the server sends for a testimonial's blank fields. */
export const TESTIMONIAL_DEFAULT_TEXTS = [
  msg`No message available`,
  msg`Anonymous`,
  msg`No designation provided`,
];

/** `ENGAGEMENT_MESSAGES.newsletterLogin`: the newsletter strip's toast. */
export const NEWSLETTER_LOGIN_TEXT = msg`Please login to subscribe newsletter`;

declareTexts([...TESTIMONIAL_DEFAULT_TEXTS, NEWSLETTER_LOGIN_TEXT]);
