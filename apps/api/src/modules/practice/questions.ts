import { LOCALES, type Locale, SOURCE_LOCALE } from '@pathshala/shared/locales';
import type { QuestionView } from '@pathshala/shared/practice';
import { versionIn } from '@pathshala/shared/translations';
import type { questions } from '../../db/schema/practice.ts';
import { AppError } from '../../plugins/errors.ts';
import { outcomeOf } from './marking.ts';

export type QuestionRow = typeof questions.$inferSelect;

export const QUESTION_NOT_FOUND = 'Question not found';
export const QUESTION_IN_OPEN_ATTEMPT =
  'This question is in a mock test you are taking. Its answer shows once you submit the test.';

/**
 * The question's stem, options and explanation in `locale`: its version there when it has one, English otherwise.
 * A version is whole (every text), so a question never mixes languages.
 */
export function questionTextsIn(question: QuestionRow, locale: Locale) {
  return (
    usableVersion(question, locale) ?? {
      prompt: question.prompt,
      options: question.options,
      explanation: question.explanation,
    }
  );
}

/** The question's version in `locale`, unless its options no longer match the English ones (an edit left it behind). */
function usableVersion(question: QuestionRow, locale: Locale) {
  const version = versionIn(question.translations, locale);
  return version && version.options.length === question.options.length ? version : undefined;
}

/** Options in the order an attempt shows them (stored order without one). */
const inOrder = (options: readonly string[], optionOrder?: readonly number[]) =>
  optionOrder ? optionOrder.map((index) => options[index] ?? '') : [...options];

/** What a learner may see of a question before answering it: never the key or the explanation. */
export function toQuestionView(
  question: QuestionRow,
  optionOrder?: readonly number[],
  locale: Locale = SOURCE_LOCALE,
): QuestionView {
  const texts = questionTextsIn(question, locale);
  return {
    id: question.id,
    topic: question.topic as QuestionView['topic'],
    subtopic: question.subtopic,
    difficulty: question.difficulty as QuestionView['difficulty'],
    kind: question.kind as QuestionView['kind'],
    prompt: texts.prompt,
    options: question.kind === 'numeric' ? [] : inOrder(texts.options, optionOrder),
    imageUrl: question.imageUrl,
  };
}

/**
 * Every language the question is written in, English included, options in the attempt's order: what lets a screen
 * switch a question's language on the spot. Undefined for a question in English only.
 */
export function questionVersions(question: QuestionRow, optionOrder: readonly number[]) {
  return versionsOf(question, (texts) => ({
    prompt: texts.prompt,
    options: question.kind === 'numeric' ? [] : inOrder(texts.options, optionOrder),
  }));
}

/** The same with each language's explanation: for a result's review, once the key may be seen. */
export function reviewedQuestionVersions(question: QuestionRow, optionOrder: readonly number[]) {
  return versionsOf(question, (texts) => ({
    prompt: texts.prompt,
    options: question.kind === 'numeric' ? [] : inOrder(texts.options, optionOrder),
    explanation: texts.explanation,
  }));
}

function versionsOf<Version>(
  question: QuestionRow,
  shown: (texts: ReturnType<typeof questionTextsIn>) => Version,
): Partial<Record<Locale, Version>> | undefined {
  const written = LOCALES.filter((locale) => locale === SOURCE_LOCALE || usableVersion(question, locale));
  if (written.length < 2) return undefined;
  return Object.fromEntries(written.map((locale) => [locale, shown(questionTextsIn(question, locale))]));
}

/**
 * An answer must fit its question: option indexes of this question (one for single choice), or a number for a
 * numeric one. Answers the outcome against the key. An empty answer is allowed only when `allowEmpty`.
 */
export function checkAnswerShape(
  question: QuestionRow,
  selected: readonly number[],
  value: number | null,
  allowEmpty = false,
) {
  if (question.kind === 'numeric') {
    if (selected.length > 0) throw new AppError('BAD_REQUEST', 'This question takes a number, not options.');
    if (value === null && !allowEmpty) throw new AppError('BAD_REQUEST', 'Enter a number.');
  } else {
    if (value !== null) throw new AppError('BAD_REQUEST', 'Choose from the options.');
    if (selected.some((index) => index >= question.options.length)) {
      throw new AppError('BAD_REQUEST', 'Choose options from the list.');
    }
    if (selected.length === 0 && !allowEmpty) throw new AppError('BAD_REQUEST', 'Choose an option.');
    if (question.kind === 'single' && selected.length > 1)
      throw new AppError('BAD_REQUEST', 'Choose one option.');
  }
  return { outcome: outcomeOf(question, { selected: [...selected], value }) };
}
