import { msg } from '@lingui/core/macro';
import { declareTexts } from '@/lib/i18n';

/** What the Q&A API and its shared schemas answer (`message`), word for word, in the reader's language (ADR 038). */
export const QA_API_TEXTS = [
  msg`Please enter a title for your question`,
  msg`The title is too short (at least 8 characters)`,
  msg`The title is too long (at most 150 characters)`,
  msg`Please describe your question`,
  msg`The question is too long (at most 5000 characters)`,
  msg`Please write an answer`,
  msg`The answer is too long (at most 5000 characters)`,
  msg`The timestamp must be a time within the lecture`,
  msg`Please say what is wrong with this post`,
  msg`Please login to read the questions of this course`,
  msg`Please login to ask or answer`,
  msg`Only learners of this course can take part in its Q&A`,
  msg`Question not found`,
  msg`You are posting too fast. Please wait a minute.`,
  msg`Question posted`,
  msg`Answer posted`,
  msg`Thank you, a moderator will look at it`,
  msg`Former learner`,
];

declareTexts(QA_API_TEXTS);
