import type { QuestionView } from '@pathshala/shared/practice';
import type { questions } from '../../db/schema/practice.ts';
import { AppError } from '../../plugins/errors.ts';
import { outcomeOf } from './marking.ts';

export type QuestionRow = typeof questions.$inferSelect;

export const QUESTION_NOT_FOUND = 'Question not found';
export const QUESTION_IN_OPEN_ATTEMPT =
  'This question is in a mock test you are taking. Its answer shows once you submit the test.';

/** What a learner may see of a question before answering it: never the key or the explanation. */
export function toQuestionView(question: QuestionRow, optionOrder?: readonly number[]): QuestionView {
  const options = optionOrder ? optionOrder.map((index) => question.options[index] ?? '') : question.options;
  return {
    id: question.id,
    topic: question.topic as QuestionView['topic'],
    subtopic: question.subtopic,
    difficulty: question.difficulty as QuestionView['difficulty'],
    kind: question.kind as QuestionView['kind'],
    prompt: question.prompt,
    options: question.kind === 'numeric' ? [] : options,
    imageUrl: question.imageUrl,
  };
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
