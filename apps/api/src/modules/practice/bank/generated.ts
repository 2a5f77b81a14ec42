import { quantTemplates } from './quant-templates.ts';
import { reasoningTemplates } from './reasoning-templates.ts';
import { createRng, seedFor } from './rng.ts';
import type { QuestionTemplate } from './template.ts';
import type { PracticeTopic, QuestionDraft } from './types.ts';

export const templates: QuestionTemplate[] = [...quantTemplates, ...reasoningTemplates];

/** 33 quantitative templates give 396 questions and 11 reasoning templates 132. */
const questionsPerTemplate = 12;

const keyPrefixes: Record<PracticeTopic, string> = {
  'quantitative-aptitude': 'quant',
  'logical-reasoning': 'reasoning',
  'verbal-ability': 'verbal',
  dsa: 'dsa',
  'hr-round': 'hr',
};

/**
 * The generated part of the bank: the same questions, under the same keys, for the same seed. Every
 * question is checked by its template's verifier before it is kept, so a wrong answer fails the seeding.
 */
export function generateQuestions(seed = 20261125): QuestionDraft[] {
  const seenPrompts = new Set<string>();
  return templates.flatMap((template) => {
    const rng = createRng(seedFor(seed, template.id));
    const drafts: QuestionDraft[] = [];
    for (let draw = 1; drafts.length < questionsPerTemplate; draw += 1) {
      if (draw > questionsPerTemplate * 50)
        throw new Error(`Template ${template.id} ran out of distinct prompts`);
      const { params, question } = template.generate(rng);
      if (seenPrompts.has(question.prompt)) continue;
      if (!template.verify(params, question)) {
        throw new Error(`Template ${template.id} failed its own check: ${question.prompt}`);
      }
      seenPrompts.add(question.prompt);
      const number = String(drafts.length + 1).padStart(3, '0');
      drafts.push({ key: `${keyPrefixes[template.topic]}.${template.id}.${number}`, ...question });
    }
    return drafts;
  });
}
