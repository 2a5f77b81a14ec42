import { msg } from '@lingui/core/macro';
import { declareTexts } from '@/lib/i18n';

/**
 * What the lecture API answers (its `message`), shown in the player's frame or in a toast, in the reader's
 * language (ADR 038). Each is word for word the API's text.
 */
export const LECTURE_API_TEXTS = [
  msg`Lecture not found`,
  msg`Please buy this course to watch its lectures.`,
  msg`This lecture has no notes`,
];

declareTexts(LECTURE_API_TEXTS);
