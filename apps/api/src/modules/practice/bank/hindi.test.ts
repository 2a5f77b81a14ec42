import { describe, expect, it } from 'vitest';
import { generateQuestions, templates } from './generated.ts';
import { createRng } from './rng.ts';
import type { GeneratedQuestion } from './template.ts';

const DEVANAGARI = /[\u0900-\u097F]/;
/**
 * Latin words a Hindi text may keep: codes and words that are the puzzle itself (MANGO, FRIEND, HCF), letters and
 * variables (k, x, n, d, P), and the English term beside its Hindi one, as papers print it.
 */
const KEPT_LATIN = /^(?:[A-Z]+|[a-zA-Z]|[0-9]*[A-Z][0-9]+|head|vowels|alligation|prime)$/;

/** What is wrong with a generated question's Hindi version, if anything. */
function hindiProblems(question: GeneratedQuestion): string[] {
  const hindi = question.hindi;
  if (!hindi) return ['no Hindi version'];
  const problems: string[] = [];
  if (!DEVANAGARI.test(hindi.prompt)) problems.push('prompt not in Hindi');
  if (hindi.options.length !== question.options.length) problems.push('options not one for one');
  if (new Set(hindi.options).size !== hindi.options.length) problems.push('Hindi options not distinct');
  const lines = hindi.explanation.split('\n');
  if (lines.length !== question.explanation.split('\n').length)
    problems.push('explanation not line for line');
  if (lines.some((line) => !DEVANAGARI.test(line) && /[a-z]{3}/.test(line))) {
    problems.push('an explanation line left in English');
  }
  const text = [hindi.prompt, ...hindi.options, hindi.explanation].join('\n');
  if (/undefined|NaN|Infinity|\[object/.test(text)) problems.push('a value went missing in the text');
  const english = (text.match(/[A-Za-z]+/g) ?? []).filter((word) => !KEPT_LATIN.test(word));
  if (english.length > 0) problems.push(`English words: ${[...new Set(english)].join(', ')}`);
  return problems;
}

describe('the generated questions in Hindi', () => {
  it('gives every question of the bank a whole Hindi version, option for option', () => {
    const bank = generateQuestions();
    const wrong = bank.flatMap((question) =>
      hindiProblems(question).map((problem) => `${question.key}: ${problem}`),
    );
    expect(wrong).toEqual([]);
  });

  it('writes Hindi for every branch a template can take (many draws each)', () => {
    for (const template of templates) {
      const rng = createRng(7);
      const wrong = new Set<string>();
      for (let draw = 0; draw < 300; draw += 1) {
        const { question } = template.generate(rng);
        for (const problem of hindiProblems(question)) wrong.add(`${template.id}: ${problem}`);
      }
      expect([...wrong]).toEqual([]);
    }
  });

  it('keeps the answer where it is: the correct option reads the same value in both languages', () => {
    for (const question of generateQuestions()) {
      if (question.kind === 'numeric') continue;
      question.options.forEach((option, index) => {
        const digits = (text: string) => text.match(/[\d.,/:]+/g)?.join(' ') ?? '';
        expect(digits(question.hindi?.options[index] ?? ''), `${question.key} option ${index}`).toBe(
          digits(option),
        );
      });
    }
  });
});
