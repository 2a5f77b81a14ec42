import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CAREER_YEARS } from '@pathshala/shared/engagement-constants';
import { declareTexts } from '@/lib/i18n';

/**
 * Texts the careers and internships pages receive in English from the shared package and show in the reader's
 * language (ADR 038): each is byte-identical to the text it mirrors, which texts.test.tsx checks.
 */

/** The career form's messages: ZCareerApplicationSchema's, the resume's (CAREER_RESUME) and `text()`'s per field. */
export const CAREER_FORM_TEXTS = [
  msg`Full Name is required`,
  msg`Name should contain only letters and spaces`,
  msg`Invalid email format`,
  msg`Enter a valid Contact Number`,
  msg`Contact number must be 10 digits`,
  msg`College is required`,
  msg`College name should contain only letters and spaces`,
  msg`Year is required`,
  msg`Invalid URL`,
  msg`Position is required`,
  msg`Position is too long`,
  msg`Resume is required`,
  msg`Invalid file type. Allowed: PDF, DOC, DOCX`,
  msg`File size exceeds 10MB.`,
  msg`Name must not contain control characters.`,
  msg`Name must be one line, without tabs.`,
  msg`Email must not contain control characters.`,
  msg`Email must be one line, without tabs.`,
  msg`Contact number must not contain control characters.`,
  msg`Contact number must be one line, without tabs.`,
  msg`College must not contain control characters.`,
  msg`College must be one line, without tabs.`,
  msg`Link must not contain control characters.`,
  msg`Link must be one line, without tabs.`,
  msg`Position must not contain control characters.`,
  msg`Position must be one line, without tabs.`,
];

/** The internship form's messages: ZInternshipFormSchema's, the resume's (INTERNSHIP_RESUME) and `text()`'s. */
export const INTERNSHIP_FORM_TEXTS = [
  msg`Name must be at least 2 characters`,
  msg`Only alphabets and spaces are allowed`,
  msg`Please enter a valid email address`,
  msg`Phone number must be exactly 10 digits`,
  msg`Please enter your university/college name`,
  msg`Please enter your program/course`,
  msg`Please choose your year of study`,
  msg`Please enter a valid URL`,
  msg`Please write at least 50 characters`,
  msg`Please write at most 500 characters`,
  msg`Please select at least one internship`,
  msg`You must agree to the terms and conditions`,
  msg`Only PDF files are accepted`,
  msg`File size must be less than 2MB`,
  msg`Phone number must not contain control characters.`,
  msg`Phone number must be one line, without tabs.`,
  msg`University must not contain control characters.`,
  msg`University must be one line, without tabs.`,
  msg`Program must not contain control characters.`,
  msg`Program must be one line, without tabs.`,
  msg`Motivation must not contain control characters.`,
];

/** ENGAGEMENT_MESSAGES the application forms show. */
export const APPLICATION_OUTCOME_TEXTS = [msg`Try again later`, msg`Form submitted successfully!`];

/** POSITION_CATEGORIES: the careers page's tabs and each position's category. */
export const POSITION_CATEGORY_TEXTS = [
  msg`Engineering`,
  msg`Product`,
  msg`Design`,
  msg`Operations`,
  msg`Marketing`,
];

/** YEARS_OF_STUDY's labels (the internship form's year choices). */
export const YEAR_OF_STUDY_TEXTS = [
  msg`1st Year`,
  msg`2nd Year`,
  msg`3rd Year`,
  msg`4th Year`,
  msg`5th Year or Above`,
];

/** INTERNSHIP_LISTINGS' titles and departments (the internship form shows only these). */
export const LISTING_TEXTS = [
  msg`Frontend Developer Intern`,
  msg`Marketing Assistant`,
  msg`Data Analyst Intern`,
  msg`UX/UI Design Intern`,
  msg`Business Development Intern`,
  msg`Content Writer Intern`,
  msg`Software Development Intern`,
  msg`Backend Development Intern`,
  msg`React Developer Intern`,
  msg`NodeJs Developer Intern`,
  msg`MERN Stack Developer Intern`,
  msg`Machine Learning Intern`,
  msg`Web Development`,
  msg`Digital Marketing`,
  msg`Data Science`,
  msg`Sales`,
  msg`Content Creation`,
  msg`Software Engineering`,
];

/** WORK_MODES: where a position on the board is (its content, title and description, stays as entered). */
export const WORK_MODE_TEXTS = [msg`Remote`, msg`On-site`, msg`Hybrid`];

declareTexts([
  ...WORK_MODE_TEXTS,
  ...CAREER_FORM_TEXTS,
  ...INTERNSHIP_FORM_TEXTS,
  ...APPLICATION_OUTCOME_TEXTS,
  ...POSITION_CATEGORY_TEXTS,
  ...YEAR_OF_STUDY_TEXTS,
  ...LISTING_TEXTS,
]);

/** CAREER_YEARS as the career form's year choices name them: the value with a capital first letter. */
export const CAREER_YEAR_LABELS: Record<(typeof CAREER_YEARS)[number], MessageDescriptor> = {
  'first year': msg`First year`,
  'second year': msg`Second year`,
  'third year': msg`Third year`,
  'fourth year': msg`Fourth year`,
  experienced: msg`Experienced`,
};
