import { msg } from '@lingui/core/macro';
import { declareTexts } from '@/lib/i18n';

/**
 * RESUME_MESSAGES and `text()`'s per-field messages the builder and the apply forms show in the reader's language
 * (ADR 038): each is byte-identical to the text it mirrors, which texts.test.tsx checks.
 */
export const RESUME_TEXTS = [
  msg`Please enter your name`,
  msg`Name must be at most 80 characters`,
  msg`Please enter a valid email address`,
  msg`Please enter a valid phone number`,
  msg`City must be at most 60 characters`,
  msg`Please enter a valid URL (starting with https://)`,
  msg`Link label must be at most 30 characters`,
  msg`Add at most 5 links`,
  msg`Summary must be at most 600 characters`,
  msg`Please enter your college`,
  msg`College must be at most 120 characters`,
  msg`Programme must be at most 120 characters`,
  msg`Year must be between 1960 and 2040`,
  msg`CGPA must be a number from 0 to 10`,
  msg`Add at most 6 education entries`,
  msg`A skill cannot be empty`,
  msg`A skill must be at most 40 characters`,
  msg`Add at most 40 skills`,
  msg`Please enter the project title`,
  msg`Project title must be at most 100 characters`,
  msg`Project description must be at most 600 characters`,
  msg`Add at most 8 projects`,
  msg`Please enter the role`,
  msg`Role must be at most 100 characters`,
  msg`Organisation must be at most 100 characters`,
  msg`Period must be at most 40 characters`,
  msg`Description must be at most 800 characters`,
  msg`Add at most 8 internships or jobs`,
  msg`Please enter the certificate title`,
  msg`Certificate title must be at most 150 characters`,
  msg`Issuer must be at most 100 characters`,
  msg`Add at most 15 certifications`,
  msg`An achievement cannot be empty`,
  msg`An achievement must be at most 200 characters`,
  msg`Add at most 10 achievements`,
  msg`Please choose a template`,
  msg`Save your résumé in the builder first.`,
  msg`Please login to attach your Pathshala résumé.`,
];

declareTexts(RESUME_TEXTS);
