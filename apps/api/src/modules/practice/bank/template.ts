import { at, roundTo2 } from './arithmetic.ts';
import { type Bilingual, inEnglish, inHindi, type Words } from './hindi.ts';
import type { Rng } from './rng.ts';
import type { Difficulty, PracticeTopic, QuestionDraft } from './types.ts';

/** A question as a template generates it; the bank gives it a key. */
export type GeneratedQuestion = Omit<QuestionDraft, 'key'>;

/** What a template's generator writes; the template adds its own topic, subtopic and difficulty. */
export type QuestionBody = Omit<GeneratedQuestion, 'topic' | 'subtopic' | 'difficulty'>;

export interface QuestionTemplate<Params = unknown> {
  id: string;
  topic: PracticeTopic;
  subtopic: string;
  difficulty: Difficulty;
  generate(rng: Rng): { params: Params; question: GeneratedQuestion };
  /** Checks the stated answer against the parameters by a route other than the generator's formula. */
  verify(params: Params, question: GeneratedQuestion): boolean;
}

type TemplateSpec<Params> = Omit<QuestionTemplate<Params>, 'generate'> & {
  generate(rng: Rng): { params: Params; question: QuestionBody };
};

export function defineTemplate<Params>(spec: TemplateSpec<Params>): QuestionTemplate<Params> {
  const { id, topic, subtopic, difficulty } = spec;
  return {
    id,
    topic,
    subtopic,
    difficulty,
    generate(rng) {
      const { params, question } = spec.generate(rng);
      return { params, question: { topic, subtopic, difficulty, ...question } };
    },
    verify: (params, question) => spec.verify(params, question),
  };
}

const optionsPerQuestion = 4;

/**
 * Templates write every question in English and Hindi at once: the prompt always in both, options and explanation
 * lines in both or, where they read the same (a number, ₹1,250, a formula), once. The English options decide
 * everything (which are distinct, where the answer lands); the Hindi ones follow them, index for index.
 */
function hindiOf(prompt: Bilingual, options: readonly Words[], explanation: readonly Words[]) {
  return {
    prompt: prompt.hi,
    options: options.map(inHindi),
    explanation: explanation.map(inHindi).join('\n'),
  };
}

/**
 * The answer and the first three distinct distractors (as displayed), shuffled. Templates list the
 * distractors from typical mistakes first and near misses after, so the mistakes are shown when distinct.
 */
export function singleChoice(
  rng: Rng,
  prompt: Bilingual,
  answer: Words,
  distractors: readonly Words[],
  explanation: readonly Words[],
): QuestionBody {
  const shown = new Set([inEnglish(answer)]);
  const wrong: Words[] = [];
  for (const distractor of distractors) {
    if (wrong.length === optionsPerQuestion - 1) break;
    if (shown.has(inEnglish(distractor))) continue;
    shown.add(inEnglish(distractor));
    wrong.push(distractor);
  }
  if (wrong.length < optionsPerQuestion - 1)
    throw new Error(`Too few distinct distractors for: ${prompt.en}`);
  const options = rng.shuffle([answer, ...wrong]);
  return {
    kind: 'single',
    prompt: prompt.en,
    options: options.map(inEnglish),
    correct: [options.indexOf(answer)],
    numericAnswer: null,
    explanation: explanation.map(inEnglish).join('\n'),
    hindi: hindiOf(prompt, options, explanation),
  };
}

export function multipleChoice(
  rng: Rng,
  prompt: Bilingual,
  statements: readonly { option: Words; correct: boolean }[],
  explanation: readonly Words[],
): QuestionBody {
  const shuffled = rng.shuffle(statements);
  const options = shuffled.map((statement) => statement.option);
  return {
    kind: 'multiple',
    prompt: prompt.en,
    options: options.map(inEnglish),
    correct: shuffled.flatMap((statement, index) => (statement.correct ? [index] : [])),
    numericAnswer: null,
    explanation: explanation.map(inEnglish).join('\n'),
    hindi: hindiOf(prompt, options, explanation),
  };
}

/** Answers are exact (whole or at most two decimals), so no tolerance is needed. */
export function numericQuestion(
  prompt: Bilingual,
  value: number,
  explanation: readonly Words[],
): QuestionBody {
  return {
    kind: 'numeric',
    prompt: prompt.en,
    options: [],
    correct: [],
    numericAnswer: { value, tolerance: 0 },
    explanation: explanation.map(inEnglish).join('\n'),
    hindi: hindiOf(prompt, [], explanation),
  };
}

/**
 * Wrong values from typical mistakes, then near misses so there are always enough; rounded to two
 * decimals as they would be shown, and positive, as quantities in these questions are.
 */
export function distractorValues(answer: number, mistakes: readonly number[]): number[] {
  const step = Number.isInteger(answer) ? Math.max(1, Math.round(answer / 10)) : answer / 10;
  const nearMisses = [1, -1, 2, -2, 3].map((times) => answer + times * step);
  return [...mistakes, ...nearMisses].filter((value) => Number.isFinite(value) && value > 0).map(roundTo2);
}

/** True when the marked options are exactly those that satisfy the question's condition. */
export function correctOptionsAreExactlyThose(
  question: GeneratedQuestion,
  satisfies: (option: string) => boolean,
): boolean {
  if (question.kind === 'numeric' || question.correct.length === 0) return false;
  if (question.kind === 'single' && question.correct.length !== 1) return false;
  return question.options.every((option, index) => satisfies(option) === question.correct.includes(index));
}

export function numericAnswerSatisfies(
  question: GeneratedQuestion,
  satisfies: (value: number) => boolean,
): boolean {
  return (
    question.kind === 'numeric' && question.numericAnswer !== null && satisfies(question.numericAnswer.value)
  );
}

export const maleNames = [
  'Ravi',
  'Arjun',
  'Suresh',
  'Rahul',
  'Vikram',
  'Karan',
  'Anil',
  'Rohan',
  'Imran',
  'Manoj',
];
export const femaleNames = [
  'Meena',
  'Priya',
  'Kavita',
  'Anjali',
  'Deepa',
  'Sneha',
  'Pooja',
  'Fatima',
  'Lakshmi',
  'Neha',
];
export const personNames = [...maleNames, ...femaleNames];

/** Three different people for one question. */
export function threePeople(rng: Rng): [string, string, string] {
  const names = rng.shuffle(personNames);
  return [at(names, 0), at(names, 1), at(names, 2)];
}
