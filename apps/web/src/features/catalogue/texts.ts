import { msg } from '@lingui/core/macro';
import { declareTexts } from '@/lib/i18n';

/**
 * The shared package's English texts the catalogue's pages show (ADR 038), each copied exactly from its constant
 * (texts.test.tsx holds them to it): shown through `translateText`, looked up by that English. The tabs, which
 * course subjects name, are subjects.ts's; the coupon form's messages are course-purchase-panel.tsx's own.
 */
export { CATALOGUE_CATEGORY_TEXTS, PLACEMENT_CATEGORY_TEXTS, subjectName } from './subjects';

/** `PLACEMENT_PRICE_OPTIONS` and `PLACEMENT_LEVEL_OPTIONS`: the placement filters' options. */
export const PLACEMENT_OPTION_TEXTS = [
  msg`All`,
  msg`Free`,
  // A course's price kind, apart from a receipt's 'Paid' (the payment went through).
  msg({ message: 'Paid', context: 'a price that is not free' }),
  msg`All levels`,
  msg`Beginner`,
  msg`Intermediate`,
  msg`Expert`,
];

declareTexts(PLACEMENT_OPTION_TEXTS);

/**
 * `REVIEW_MESSAGES`, and `text()`'s messages for the review field: the review form's checks and the reviews API's
 * answers.
 */
export const REVIEW_TEXTS = [
  msg`Choose a rating from 1 to 5 stars.`,
  msg`Write a few words about the course.`,
  msg`A review must be at most 2,000 characters.`,
  msg`Only learners enrolled in this course can review it.`,
  msg`Watch at least one lecture of this course before reviewing it.`,
  msg`You have already reviewed this course. Edit your review instead.`,
  msg`Review not found`,
  msg`Course not found`,
  msg`Thank you for your review.`,
  msg`Your review is updated.`,
  msg`Your review is deleted.`,
  msg`Review must not contain control characters.`,
  msg`Please say what is wrong with this review.`,
  msg`The reason is too long (at most 500 characters).`,
  msg`You cannot report your own review.`,
  msg`Thank you. The moderators will look at this review.`,
  msg`You have already reported this review.`,
  msg`Reason must not contain control characters.`,
];

declareTexts(REVIEW_TEXTS);
