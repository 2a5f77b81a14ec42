import { dsaQuestions } from './dsa-questions.ts';
import { hrQuestions } from './hr-questions.ts';
import type { QuestionDraft } from './types.ts';
import { verbalQuestions } from './verbal-questions.ts';

/** The hand-written part of the bank: verbal ability, data structures and algorithms, and the HR round. */
export const handwrittenQuestions: QuestionDraft[] = [...verbalQuestions, ...dsaQuestions, ...hrQuestions];
