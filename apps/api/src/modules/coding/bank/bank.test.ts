import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankCheckers, registerBankCheckers } from './checkers.ts';
import { outputAccepted } from './compare.ts';
import { generatedInputs } from './generated-inputs.ts';
import { BANK_DIR, type BankProblem, loadProblemBank } from './load-bank.ts';
import { CODING_TOPICS } from './meta-schema.ts';

let problems: BankProblem[] = [];
beforeAll(async () => {
  problems = await loadProblemBank();
});

describe('the problem bank', () => {
  it('holds at least 60 problems across every difficulty and every core topic', () => {
    expect(problems.length).toBeGreaterThanOrEqual(60);
    expect(new Set(problems.map((problem) => problem.difficulty))).toEqual(
      new Set(['easy', 'medium', 'hard']),
    );
    const topics = new Set(problems.flatMap((problem) => problem.topics));
    for (const topic of CODING_TOPICS.filter((name) => name !== 'math'))
      expect(topics, topic).toContain(topic);
  });

  it('gives every problem a statement with Input, Output and Constraints sections', () => {
    for (const problem of problems) {
      for (const section of ['Input', 'Output', 'Constraints']) {
        expect(problem.statement, `${problem.slug} lacks ## ${section}`).toMatch(
          new RegExp(`^## ${section}$`, 'm'),
        );
      }
    }
  });

  it('gives every problem its declared samples and at least 10 hidden tests, none empty', () => {
    for (const problem of problems) {
      expect(problem.samples.length, problem.slug).toBe(problem.sampleCount);
      expect(problem.tests.length, problem.slug).toBeGreaterThanOrEqual(10);
      for (const test of [...problem.samples, ...problem.tests]) {
        expect(test.input.trim().length, problem.slug).toBeGreaterThan(0);
        expect(test.output.trim().length, problem.slug).toBeGreaterThan(0);
      }
    }
  });

  it('gives every problem reference solutions in C++ and Python at least', () => {
    for (const problem of problems) {
      expect(Object.keys(problem.solutions), problem.slug).toEqual(expect.arrayContaining(['cpp', 'python']));
    }
  });

  it('names only checkers the bank has, and registers all of them with the judge', () => {
    for (const problem of problems) {
      if (problem.checker.kind === 'custom')
        expect(bankCheckers[problem.checker.name], problem.slug).toBeDefined();
    }
    const registered: string[] = [];
    registerBankCheckers((name) => registered.push(name));
    expect(registered.sort()).toEqual(Object.keys(bankCheckers).sort());
    expect(problems.some((problem) => problem.checker.kind === 'float')).toBe(true);
    expect(problems.some((problem) => problem.checker.kind === 'custom')).toBe(true);
  });

  it('has committed inputs that are exactly what each generator makes from its seed', async () => {
    for (const problem of problems) {
      const { samples, tests } = await generatedInputs(problem.slug);
      expect(
        problem.samples.map((test) => test.input),
        problem.slug,
      ).toEqual(samples);
      expect(
        problem.tests.map((test) => test.input),
        problem.slug,
      ).toEqual(tests);
    }
  });

  it('keeps every committed answer acceptable to its own checker', () => {
    for (const problem of problems) {
      for (const test of [...problem.samples, ...problem.tests]) {
        expect(outputAccepted(problem.checker, test.input, test.output, test.output), problem.slug).toBe(
          true,
        );
      }
    }
  });
});

describe('loading a problem', () => {
  let dir = '';
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  };
  const meta = {
    title: 'Sum Two',
    difficulty: 'easy',
    topics: ['math'],
    askedIn: ['Startup OA'],
    timeLimitMs: 1000,
    memoryLimitMb: 64,
    sampleCount: 2,
  };
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bank-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads meta, statement, numbered tests in numeric order and solutions by language', async () => {
    await write('sum-two/meta.json', JSON.stringify(meta));
    await write('sum-two/problem.md', 'Add.\n## Input\n## Output\n## Constraints\n');
    for (const number of [1, 2, 10]) {
      await write(`sum-two/tests/${number}.in`, `${number}\n`);
      await write(`sum-two/tests/${number}.out`, `${number * 2}\n`);
    }
    await write('sum-two/solutions/reference.cpp', 'int main(){}');
    await write('sum-two/solutions/reference.py', 'print()');
    await write('sum-two/solutions/notes.txt', 'ignored');
    await write('not-a-problem/readme.md', 'no meta here');
    const [problem, ...others] = await loadProblemBank(dir);
    expect(others).toEqual([]);
    expect(problem?.slug).toBe('sum-two');
    expect(problem?.checker).toEqual({ kind: 'tokens' });
    expect(problem?.tests.map((test) => test.input)).toEqual(['1\n', '2\n', '10\n']);
    expect(Object.keys(problem?.solutions ?? {}).sort()).toEqual(['cpp', 'python']);
  });

  it('refuses a meta.json that breaks the schema, naming the problem', async () => {
    await write('sum-two/meta.json', JSON.stringify({ ...meta, difficulty: 'trivial' }));
    await expect(loadProblemBank(dir)).rejects.toThrow(/sum-two\/meta.json/);
    await write('sum-two/meta.json', JSON.stringify({ ...meta, askedIn: ['A Real Company Inc'] }));
    await expect(loadProblemBank(dir)).rejects.toThrow(/askedIn/);
  });

  it('refuses a test input without its expected output', async () => {
    await write('sum-two/meta.json', JSON.stringify(meta));
    await write('sum-two/tests/11.in', '11\n');
    await expect(loadProblemBank(dir)).rejects.toThrow(/11\.out is missing/);
  });
});

describe('comparing outputs', () => {
  it('ignores whitespace but not tokens by default', () => {
    expect(outputAccepted({ kind: 'tokens' }, '', '1 2\n3\n', '1  2 3')).toBe(true);
    expect(outputAccepted({ kind: 'tokens' }, '', '1 2 3\n', '1 2')).toBe(false);
    expect(outputAccepted({ kind: 'tokens' }, '', '1.0\n', '1')).toBe(false);
  });

  it('accepts floats within an absolute-or-relative tolerance only', () => {
    const checker = { kind: 'float', tolerance: 1e-6 } as const;
    expect(outputAccepted(checker, '', '2.500000\n', '2.5000004')).toBe(true);
    expect(outputAccepted(checker, '', '1000000.0\n', '1000000.5')).toBe(true);
    expect(outputAccepted(checker, '', '2.500000\n', '2.50001')).toBe(false);
    expect(outputAccepted(checker, '', '2.5\n', 'nan')).toBe(false);
  });

  it('accepts any valid pair for the target-sum problem and nothing else', () => {
    const checker = { kind: 'custom', name: 'pair-with-target-sum' } as const;
    const input = '5 9\n2 7 4 5 1\n';
    expect(outputAccepted(checker, input, '1 2\n', '3 4')).toBe(true);
    expect(outputAccepted(checker, input, '1 2\n', '4 3')).toBe(false);
    expect(outputAccepted(checker, input, '1 2\n', '2 2')).toBe(false);
    expect(outputAccepted(checker, input, '1 2\n', '-1')).toBe(false);
    expect(outputAccepted(checker, '2 5\n1 1\n', '-1\n', '-1')).toBe(true);
    expect(outputAccepted(checker, '2 5\n1 1\n', '-1\n', '1 2')).toBe(false);
  });

  it('accepts any order respecting every prerequisite, and a cycle only as -1', () => {
    const checker = { kind: 'custom', name: 'topological-course-order' } as const;
    const input = '4 3\n1 2\n1 3\n3 4\n';
    expect(outputAccepted(checker, input, '1 2 3 4\n', '1 3 4 2')).toBe(true);
    expect(outputAccepted(checker, input, '1 2 3 4\n', '1 4 3 2')).toBe(false);
    expect(outputAccepted(checker, input, '1 2 3 4\n', '1 2 3 3')).toBe(false);
    expect(outputAccepted(checker, input, '1 2 3 4\n', '1 2 3')).toBe(false);
    expect(outputAccepted(checker, input, '1 2 3 4\n', '-1')).toBe(false);
    expect(outputAccepted(checker, '2 2\n1 2\n2 1\n', '-1\n', '-1')).toBe(true);
    expect(outputAccepted(checker, '2 2\n1 2\n2 1\n', '-1\n', '1 2')).toBe(false);
  });
});

it('has no stray files in the bank beside problem folders and its own modules', async () => {
  const entries = await readdir(BANK_DIR, { withFileTypes: true });
  for (const entry of entries.filter((item) => item.isFile())) expect(entry.name).toMatch(/\.ts$/);
  expect(await readFile(path.join(BANK_DIR, 'load-bank.ts'), 'utf8')).toContain('loadProblemBank');
});
