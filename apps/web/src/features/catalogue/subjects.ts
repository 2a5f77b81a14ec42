import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CATALOGUE_CATEGORIES } from '@pathshala/shared/constants';
import { categoryKey, PLACEMENT_CATEGORIES } from '@pathshala/shared/course-filters';
import { SOURCE_LOCALE } from '@pathshala/shared/locales';
import { declareTexts, translateText } from '@/lib/i18n';

/**
 * The catalogue's and the placement page's tabs, which course subjects name (ADR 038): the shared package's
 * English word for word (texts.test.tsx holds them to it). A module of their own, so the course page, which shows
 * a subject, does not load the rest of texts.ts.
 */

/** `CATALOGUE_CATEGORIES`: the catalogue's tabs (the values stay English: they are the URL's). */
export const CATALOGUE_CATEGORY_TEXTS = [
  msg`ALL PROGRAM`,
  msg`DATA SCIENCE`,
  msg`MACHINE LEARNING`,
  msg`PYTHON`,
  msg`UI/UX`,
  msg`FRONTEND DEVELOPMENT`,
  msg`BACKEND DEVELPOMENT`,
  msg`WEB DEVELOPMENT`,
];

/** `PLACEMENT_CATEGORIES`: the placement page's tabs. */
export const PLACEMENT_CATEGORY_TEXTS = [
  msg`ALL DOMAINS`,
  msg`DATA STRUCTURES`,
  msg`APTITUDE AND QUANTITATIVE`,
  msg`MOCK INTERVIEWS`,
  msg`LINKEDIN OPTIMISATION`,
  msg`RESUME BUILDING`,
  msg`HR ROUND STRATEGIES`,
];

declareTexts([...CATALOGUE_CATEGORY_TEXTS, ...PLACEMENT_CATEGORY_TEXTS]);

/**
 * A course's subject in the reader's language. A subject names the tab it shows under (a catalogue course's 'Data
 * Science' is the tab 'DATA SCIENCE'; a placement course's is one of the placement topics, 'Data Structures' for
 * 'DATA STRUCTURES'), so it reads as that tab's translation. English shows it as the course writes it, and a
 * subject that is no tab's name is shown as it is.
 */
export function subjectName(i18n: I18n, subject: string): string {
  if (i18n.locale === SOURCE_LOCALE) return subject;
  const key = categoryKey(subject);
  const tab = [...CATALOGUE_CATEGORIES, ...PLACEMENT_CATEGORIES].find((label) => categoryKey(label) === key);
  return tab ? translateText(i18n, tab) : subject;
}
