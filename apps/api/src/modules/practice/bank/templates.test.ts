import { describe, expect, it } from 'vitest';
import { hasAtMostTwoDecimals } from './arithmetic.ts';
import { generateQuestions, templates } from './generated.ts';
import { createRng } from './rng.ts';
import type { GeneratedQuestion, QuestionTemplate } from './template.ts';
import { difficulties } from './types.ts';

const drawsPerTemplate = 500;

/** ₹ amounts with Indian grouping: ₹999, ₹1,250, ₹12,50,000.50 */
const indianRupees = /^₹(?:\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3})(?:\.\d{2})?$/;

/** Everything wrong with one generated question's shape, so a failure names all the problems at once. */
function problemsOf(template: QuestionTemplate, question: GeneratedQuestion): string[] {
  const problems: string[] = [];
  const { kind, options, correct, numericAnswer } = question;
  if (question.topic !== template.topic || question.subtopic !== template.subtopic)
    problems.push('wrong topic');
  if (question.difficulty !== template.difficulty) problems.push('wrong difficulty');
  if (question.prompt.trim() === '') problems.push('empty prompt');
  const lines = question.explanation.split('\n');
  if (lines.length < 2 || lines.length > 5 || lines.some((line) => line.trim() === '')) {
    problems.push(`explanation of ${lines.length} lines, or with an empty one`);
  }
  const text = [question.prompt, ...options, question.explanation].join('\n');
  if (/undefined|NaN|Infinity|\[object/.test(text)) problems.push('a value went missing in the text');
  if (kind === 'numeric') {
    if (options.length !== 0 || correct.length !== 0) problems.push('numeric question with options');
    if (numericAnswer === null || !Number.isFinite(numericAnswer.value) || !(numericAnswer.tolerance >= 0)) {
      problems.push('numeric answer missing or not finite');
    } else if (!hasAtMostTwoDecimals(numericAnswer.value)) {
      problems.push(`numeric answer ${numericAnswer.value} has more than two decimals`);
    }
    return problems;
  }
  if (numericAnswer !== null) problems.push('choice question with a numeric answer');
  if (options.length < 2 || options.length > 6) problems.push(`${options.length} options`);
  if (new Set(options).size !== options.length) problems.push(`options not distinct: ${options.join(' | ')}`);
  if (options.some((option) => option.trim() === '')) problems.push('empty option');
  if (kind === 'single' && correct.length !== 1)
    problems.push(`${correct.length} correct in a single-answer question`);
  if (kind === 'multiple' && correct.length < 1)
    problems.push('no correct option in a multiple-answer question');
  if (new Set(correct).size !== correct.length) problems.push('a correct index repeated');
  if (correct.some((index) => !Number.isInteger(index) || index < 0 || index >= options.length)) {
    problems.push(`correct index out of range: ${correct.join(', ')}`);
  }
  for (const option of options.filter((each) => each.startsWith('₹'))) {
    if (!indianRupees.test(option)) problems.push(`rupees not in Indian grouping: ${option}`);
  }
  return problems;
}

/** The same question with a wrong answer marked: another option, one more or one fewer, or the value off. */
function withAnswerChanged(question: GeneratedQuestion): GeneratedQuestion {
  if (question.kind === 'numeric' && question.numericAnswer) {
    return {
      ...question,
      numericAnswer: { ...question.numericAnswer, value: question.numericAnswer.value + 1 },
    };
  }
  if (question.kind === 'single') {
    return { ...question, correct: question.correct.map((index) => (index + 1) % question.options.length) };
  }
  // Multiple: toggle the first option, so one too many or one too few is marked.
  const correct = question.correct.includes(0)
    ? question.correct.filter((index) => index !== 0)
    : [0, ...question.correct];
  return { ...question, correct };
}

describe('question templates', () => {
  it('cover the topics the bank needs, with unique ids', () => {
    const ids = templates.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    const quant = templates.filter((template) => template.topic === 'quantitative-aptitude');
    const reasoning = templates.filter((template) => template.topic === 'logical-reasoning');
    expect(quant.length).toBeGreaterThanOrEqual(16);
    expect(reasoning.length).toBeGreaterThanOrEqual(8);
    for (const topicTemplates of [quant, reasoning]) {
      expect(new Set(topicTemplates.map((template) => template.difficulty))).toEqual(new Set(difficulties));
    }
  });

  describe.each(templates.map((template) => [template.id, template] as const))('%s', (_id, template) => {
    it(`gives ${drawsPerTemplate} well-formed questions whose answers pass the independent check`, () => {
      const failures: string[] = [];
      for (let seed = 1; seed <= drawsPerTemplate; seed += 1) {
        const { params, question } = template.generate(createRng(seed));
        const problems = problemsOf(template, question);
        if (!template.verify(params, question)) problems.push('verify() rejects the stated answer');
        if (problems.length > 0) failures.push(`seed ${seed}: ${problems.join('; ')}\n${question.prompt}`);
      }
      expect(failures.slice(0, 5)).toEqual([]);
    });

    it('fails verification when the marked answer is changed', () => {
      for (let seed = 1; seed <= 100; seed += 1) {
        const { params, question } = template.generate(createRng(seed));
        expect(template.verify(params, withAnswerChanged(question)), question.prompt).toBe(false);
      }
    });

    it('draws the same question from the same seed', () => {
      expect(template.generate(createRng(42))).toEqual(template.generate(createRng(42)));
    });
  });
});

describe('generateQuestions', () => {
  const questions = generateQuestions();

  it('is deterministic for a seed, and a different seed gives different questions', () => {
    expect(generateQuestions()).toEqual(questions);
    expect(generateQuestions(7).map((question) => question.prompt)).not.toEqual(
      questions.map((question) => question.prompt),
    );
  });

  it('gives at least 330 quantitative and 120 reasoning questions, from every template', () => {
    const count = (topic: string) => questions.filter((question) => question.topic === topic).length;
    expect(count('quantitative-aptitude')).toBeGreaterThanOrEqual(330);
    expect(count('logical-reasoning')).toBeGreaterThanOrEqual(120);
    const templateIds = new Set(questions.map((question) => question.key.split('.')[1]));
    expect(templateIds).toEqual(new Set(templates.map((template) => template.id)));
  });

  it('includes numeric and multiple-answer questions', () => {
    const kinds = new Set(questions.map((question) => question.kind));
    expect(kinds).toEqual(new Set(['single', 'multiple', 'numeric']));
  });

  it('has unique, stable keys and unique prompts', () => {
    const keys = questions.map((question) => question.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^(quant|reasoning)\.[a-z0-9-]+\.\d{3}$/);
    expect(keys).toContain('quant.time-and-work.007');
    const prompts = questions.map((question) => question.prompt);
    expect(new Set(prompts).size).toBe(prompts.length);
  });

  it('keeps every question a template verifies, and each question well formed', () => {
    const byId = new Map(templates.map((template) => [template.id, template]));
    for (const question of questions) {
      const template = byId.get(question.key.split('.')[1] ?? '');
      expect(template, question.key).toBeDefined();
      if (template) expect(problemsOf(template, question), question.key).toEqual([]);
    }
  });
});
