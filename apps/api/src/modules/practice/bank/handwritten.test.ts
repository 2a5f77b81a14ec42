import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format } from 'node:util';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { handwrittenQuestions } from './handwritten.ts';
import { difficulties, type PracticeTopic, type QuestionDraft } from './types.ts';

const topicOfKeyPrefix: Record<string, PracticeTopic> = {
  verbal: 'verbal-ability',
  dsa: 'dsa',
  hr: 'hr-round',
};
const minimumPerTopic: Partial<Record<PracticeTopic, number>> = {
  'verbal-ability': 70,
  dsa: 70,
  'hr-round': 40,
};

/** Everything wrong with one question's shape, so a failure names every broken key at once. */
function problemsOf(question: QuestionDraft): string[] {
  const problems: string[] = [];
  const { options, correct, numericAnswer } = question;
  if (question.prompt.trim() === '') problems.push('empty prompt');
  if (question.subtopic.trim() === '') problems.push('empty subtopic');
  if (question.explanation.trim() === '') problems.push('empty explanation');
  if (question.kind === 'numeric') {
    if (options.length !== 0) problems.push('numeric question with options');
    if (correct.length !== 0) problems.push('numeric question with correct indexes');
    if (numericAnswer === null) problems.push('numeric question without numericAnswer');
    else if (!Number.isFinite(numericAnswer.value) || !(numericAnswer.tolerance >= 0))
      problems.push('numericAnswer is not a finite value with a tolerance of 0 or more');
    return problems;
  }
  if (numericAnswer !== null) problems.push('choice question with numericAnswer');
  if (options.length !== 4) problems.push(`${options.length} options instead of 4`);
  if (options.some((option) => option.trim() === '')) problems.push('empty option');
  if (new Set(options.map((option) => option.trim())).size !== options.length)
    problems.push('options not distinct');
  if (correct.some((index) => !Number.isInteger(index) || index < 0 || index >= options.length))
    problems.push(`correct index out of range: ${correct.join(', ')}`);
  if (new Set(correct).size !== correct.length) problems.push('repeated correct index');
  if (question.kind === 'single' && correct.length !== 1)
    problems.push('single question without exactly one key');
  if (question.kind === 'multiple' && correct.length < 1) problems.push('multiple question without a key');
  return problems;
}

describe('hand-written questions', () => {
  it('has at least 70 verbal, 70 DSA and 40 HR questions, and no other topic', () => {
    const counts = new Map<PracticeTopic, number>();
    for (const { topic } of handwrittenQuestions) counts.set(topic, (counts.get(topic) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(Object.keys(minimumPerTopic).sort());
    for (const [topic, minimum] of Object.entries(minimumPerTopic)) {
      expect(counts.get(topic as PracticeTopic), topic).toBeGreaterThanOrEqual(minimum);
    }
  });

  it('has unique keys of the form topic.subtopic.NNN whose prefix matches the topic', () => {
    const keys = handwrittenQuestions.map((question) => question.key);
    expect(keys.filter((key) => !/^(verbal|dsa|hr)\.[a-z0-9-]+\.\d{3}$/.test(key))).toEqual([]);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    const mismatched = handwrittenQuestions.filter(
      (question) => topicOfKeyPrefix[question.key.split('.')[0] ?? ''] !== question.topic,
    );
    expect(mismatched.map((question) => question.key)).toEqual([]);
  });

  it('names one subtopic per key segment, so learners see consistent subtopic names', () => {
    const subtopicsBySegment = new Map<string, Set<string>>();
    for (const { key, subtopic } of handwrittenQuestions) {
      const segment = key.split('.').slice(0, 2).join('.');
      subtopicsBySegment.set(segment, (subtopicsBySegment.get(segment) ?? new Set()).add(subtopic));
    }
    const inconsistent = [...subtopicsBySegment].filter(([, subtopics]) => subtopics.size > 1);
    expect(inconsistent.map(([segment]) => segment)).toEqual([]);
  });

  it('has unique prompts', () => {
    const prompts = handwrittenQuestions.map((question) => question.prompt.trim().toLowerCase());
    const repeated = handwrittenQuestions.filter(
      (_, index) => prompts.indexOf(prompts[index] ?? '') !== index,
    );
    expect(repeated.map((question) => question.key)).toEqual([]);
  });

  it('gives every question a well-formed answer key, options and explanation', () => {
    const problems = handwrittenQuestions.flatMap((question) =>
      problemsOf(question).map((problem) => `${question.key}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('covers easy, medium and hard in every topic', () => {
    for (const topic of Object.keys(minimumPerTopic)) {
      const present = new Set(handwrittenQuestions.filter((q) => q.topic === topic).map((q) => q.difficulty));
      expect([...present].sort(), topic).toEqual([...difficulties].sort());
    }
  });
});

type Language = 'JavaScript' | 'Python' | 'C' | 'Java';

/**
 * The stated output of every code-output question. The program itself is read from the prompt (everything
 * after its first blank line) rather than copied here, so the code that is run is exactly the code students see.
 */
const expectedOutputs: { key: string; language: Language; output: string }[] = [
  { key: 'dsa.code-output.001', language: 'JavaScript', output: '4' },
  { key: 'dsa.code-output.002', language: 'JavaScript', output: '37' },
  { key: 'dsa.code-output.003', language: 'JavaScript', output: '1 10 20 3' },
  { key: 'dsa.code-output.004', language: 'JavaScript', output: '3 3 3' },
  { key: 'dsa.code-output.005', language: 'JavaScript', output: '1101' },
  { key: 'dsa.code-output.006', language: 'Python', output: '[2, 3, 4]' },
  { key: 'dsa.code-output.007', language: 'Python', output: '3' },
  { key: 'dsa.code-output.008', language: 'Python', output: 'tne' },
  { key: 'dsa.code-output.009', language: 'Python', output: '4 2' },
  { key: 'dsa.code-output.010', language: 'Python', output: '[1, 9, 25]' },
  { key: 'dsa.code-output.011', language: 'Python', output: '-4 1' },
  { key: 'dsa.code-output.012', language: 'C', output: '4 12' },
  { key: 'dsa.code-output.013', language: 'C', output: '3 5' },
  { key: 'dsa.code-output.014', language: 'Java', output: 'hello HELLO' },
  { key: 'dsa.code-output.015', language: 'Java', output: '31H' },
];

const succeeds = (command: string, args: string[]) => spawnSync(command, args).status === 0;
const toolchain: Record<Language, { available: boolean; missing: string }> = {
  JavaScript: { available: true, missing: '' },
  Python: { available: succeeds('python3', ['--version']), missing: 'python3 is not installed' },
  C: { available: succeeds('gcc', ['--version']), missing: 'gcc is not installed' },
  Java: { available: succeeds('java', ['-version']), missing: 'java is not installed' },
};

function inScratchDirectory<T>(work: (directory: string) => T): T {
  const directory = mkdtempSync(join(tmpdir(), 'pathshala-code-output-'));
  try {
    return work(directory);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

function run(language: Language, program: string): string {
  if (language === 'JavaScript') {
    const printed: string[] = [];
    runInNewContext(program, { console: { log: (...values: unknown[]) => printed.push(format(...values)) } });
    return printed.join('\n');
  }
  if (language === 'Python') return execFileSync('python3', ['-c', program], { encoding: 'utf8' }).trimEnd();
  return inScratchDirectory((directory) => {
    if (language === 'C') {
      writeFileSync(join(directory, 'main.c'), program);
      execFileSync('gcc', ['-o', join(directory, 'main'), join(directory, 'main.c')]);
      return execFileSync(join(directory, 'main'), { encoding: 'utf8' }).trimEnd();
    }
    // Java 11+ runs a single source file directly; the public class is Main.
    writeFileSync(join(directory, 'Main.java'), program);
    return execFileSync('java', [join(directory, 'Main.java')], { encoding: 'utf8' }).trimEnd();
  });
}

describe('code-output questions', () => {
  const byKey = new Map(handwrittenQuestions.map((question) => [question.key, question]));

  it('are all listed with their expected output', () => {
    const codeOutputKeys = handwrittenQuestions
      .filter((question) =>
        /^What does this (JavaScript|Python|C|Java) program print\?\n\n/.test(question.prompt),
      )
      .map((question) => question.key);
    expect(codeOutputKeys.sort()).toEqual(expectedOutputs.map(({ key }) => key).sort());
  });

  for (const { key, language, output } of expectedOutputs) {
    const { available, missing } = toolchain[language];
    const title = `${key} (${language}) prints ${JSON.stringify(output)}, the keyed option`;
    it.skipIf(!available)(available ? title : `${title} — skipped: ${missing}`, () => {
      const question = byKey.get(key);
      const heading = `What does this ${language} program print?\n\n`;
      expect(question?.prompt.startsWith(heading), key).toBe(true);
      expect(question?.options[question.correct[0] ?? -1]).toBe(output);
      expect(run(language, question?.prompt.slice(heading.length) ?? '')).toBe(output);
    });
  }
});
