import { z } from 'zod';
import type { Locale } from './locales.ts';
import { text } from './text.ts';

/**
 * Content in more than one language. A course, a question, a FAQ or a mock test keeps its English text in its own
 * columns and, in `translations`, a version per other language: `{ 'hi-IN': { title, … } }`. Learners' reads answer
 * the request's language where a version (or a field of one) exists and English otherwise; the shapes stay as they
 * are, only the text changes (docs/languages.md).
 */

/** The languages a version can be written in: every interface language but the source one. */
export const TRANSLATED_LOCALES = ['hi-IN'] as const satisfies readonly Locale[];
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** How the admin console (in English) names each language. */
export const TRANSLATED_LOCALE_LABELS: Record<TranslatedLocale, string> = { 'hi-IN': 'Hindi' };

export const isTranslatedLocale = (value: unknown): value is TranslatedLocale =>
  typeof value === 'string' && (TRANSLATED_LOCALES as readonly string[]).includes(value);

/** Versions keyed by language; a language without one is left out. */
export type Translations<Version> = Partial<Record<TranslatedLocale, Version>>;

/** The version in `locale`, if the content has one (none for the source language: its text is the content's own). */
export function versionIn<Version>(
  translations: Translations<Version> | null | undefined,
  locale: Locale,
): Version | undefined {
  return isTranslatedLocale(locale) ? translations?.[locale] : undefined;
}

/**
 * Versions as they are stored: empty fields (a blank box in the console) left out, so the English text shows for
 * them, and a version with nothing left dropped.
 */
export function compactTranslations<Version extends object>(
  translations: Translations<Version> | undefined,
): Translations<Version> {
  const compact: Translations<Version> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const version = translations?.[locale];
    if (!version) continue;
    const fields = Object.entries(version).filter(([, value]) =>
      Array.isArray(value)
        ? value.length > 0
        : typeof value === 'string'
          ? value.trim() !== ''
          : value != null,
    );
    if (fields.length > 0) compact[locale] = Object.fromEntries(fields) as Version;
  }
  return compact;
}

const translationsOf = <Version extends z.ZodType>(version: Version) =>
  z.partialRecord(z.enum(TRANSLATED_LOCALES, { message: 'Choose a language from the list.' }), version, {
    message: 'Translations must be an object of versions by language.',
  });

const line = (label: string, max: number, message = `${label} must be text.`) =>
  text({ label, message }).trim().max(max, `${label} must be at most ${max} characters.`);
const paragraph = (label: string, max: number, message = `${label} must be text.`) =>
  text({ label, multiline: true, message }).trim().max(max, `${label} must be at most ${max} characters.`);
const filled = (label: string, max: number, multiline = false) =>
  (multiline ? paragraph : line)(label, max, `${label} is required`).min(1, `${label} is required`);
const lines = (label: string) =>
  z
    .array(filled(label, 300), { message: `${label} must be a list of lines.` })
    .max(30, `${label} takes at most 30 lines.`);

// ── Courses ─────────────────────────────────────────────────────────────────────────────────────

/**
 * A course in another language. Every field may be left out (or empty): the course page then shows that field in
 * English, so a version can grow a field at a time.
 */
export const ZCourseVersionSchema = z.object({
  title: line('Hindi title', 150).optional(),
  /** The card's highlight lines. */
  description: lines('Hindi highlights').optional(),
  detailDescription: paragraph('Hindi description', 10_000).optional(),
  overview: paragraph('Hindi overview', 5000).optional(),
  whatYouWillLearn: lines("Hindi what you'll learn").optional(),
});
export type CourseVersion = z.infer<typeof ZCourseVersionSchema>;
export const ZCourseTranslationsSchema = translationsOf(ZCourseVersionSchema);
export type CourseTranslations = z.infer<typeof ZCourseTranslationsSchema>;

/** A FAQ in another language: both its question and its answer. */
export const ZFaqVersionSchema = z.object({
  question: filled('Hindi question', 300),
  answer: filled('Hindi answer', 3000, true),
});
export type FaqVersion = z.infer<typeof ZFaqVersionSchema>;
export const ZFaqTranslationsSchema = translationsOf(ZFaqVersionSchema);
export type FaqTranslations = z.infer<typeof ZFaqTranslationsSchema>;

// ── Practice ────────────────────────────────────────────────────────────────────────────────────

/**
 * A question in another language, whole: its stem, its options (as many as the English ones, in the same order, so
 * an answer means the same option in either language) and its explanation.
 */
export const ZQuestionVersionSchema = z.object({
  prompt: filled('Hindi question', 4000, true),
  options: z
    .array(filled('Hindi option', 500), { message: 'Hindi options must be a list.' })
    .max(6, 'Give at most 6 Hindi options.')
    .default([]),
  explanation: filled('Hindi explanation', 4000, true),
});
export type QuestionVersion = z.infer<typeof ZQuestionVersionSchema>;
export const ZQuestionTranslationsSchema = translationsOf(ZQuestionVersionSchema);
export type QuestionTranslations = z.infer<typeof ZQuestionTranslationsSchema>;

/** What is wrong with a question's versions beside its English options, if anything (the same rules as English). */
export function questionVersionsProblem(
  options: readonly string[],
  translations: QuestionTranslations | undefined,
): string | undefined {
  for (const locale of TRANSLATED_LOCALES) {
    const version = translations?.[locale];
    if (!version) continue;
    const language = TRANSLATED_LOCALE_LABELS[locale];
    if (version.options.length !== options.length) {
      return options.length === 0
        ? `A numeric question has no ${language} options.`
        : `Give the ${language} version as many options as the English one (${options.length}), in the same order.`;
    }
    if (
      new Set(version.options.map((option) => option.trim().toLowerCase())).size !== version.options.length
    ) {
      return `${language} options must differ from each other.`;
    }
  }
  return undefined;
}

/** A mock test in another language: its title, description, instructions and section titles (by position). */
export const ZMockTestVersionSchema = z.object({
  title: line('Hindi title', 150).optional(),
  description: paragraph('Hindi description', 1000).optional(),
  instructions: paragraph('Hindi instructions', 4000).optional(),
  sectionTitles: z
    .array(line('Hindi section name', 80), { message: 'Hindi section names must be a list.' })
    .max(20)
    .optional(),
});
export type MockTestVersion = z.infer<typeof ZMockTestVersionSchema>;
export const ZMockTestTranslationsSchema = translationsOf(ZMockTestVersionSchema);
export type MockTestTranslations = z.infer<typeof ZMockTestTranslationsSchema>;
