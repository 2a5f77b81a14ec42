import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { CodingLanguage } from '@pathshala/shared/coding-constants';
import { API_ROOT } from '../../../paths.ts';
import { type ProblemMeta, ZProblemMetaSchema } from './meta-schema.ts';

export interface BankTest {
  input: string;
  output: string;
}

export interface BankProblem extends ProblemMeta {
  slug: string;
  /** Markdown with $math$; the shown samples come from `samples`, not from the statement. */
  statement: string;
  samples: BankTest[];
  /** Hidden tests: never sent to a learner. */
  tests: BankTest[];
  /** Reference solutions by language (at least C++ and Python). */
  solutions: Partial<Record<CodingLanguage, string>>;
  /** Starter templates by language, where the problem has them. */
  starters: Partial<Record<CodingLanguage, string>>;
}

/** From the API root, so the compiled server (one file in dist/) finds the same directory. */
export const BANK_DIR = path.join(API_ROOT, 'src', 'modules', 'coding', 'bank');

export const LANGUAGE_BY_EXTENSION: Record<string, CodingLanguage> = {
  '.cpp': 'cpp',
  '.java': 'java',
  '.py': 'python',
  '.js': 'javascript',
};

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** The problem directories of a bank: those holding a meta.json, in slug order. */
export async function listProblemSlugs(bankDir = BANK_DIR): Promise<string[]> {
  const entries = await readdir(bankDir, { withFileTypes: true });
  const slugs: string[] = [];
  for (const entry of entries) {
    if (entry.isDirectory() && (await exists(path.join(bankDir, entry.name, 'meta.json'))))
      slugs.push(entry.name);
  }
  return slugs.sort();
}

/** Numbered test files N.in with their N.out, in numeric order; a missing N.out is an error. */
export async function readTests(dir: string): Promise<BankTest[]> {
  if (!(await exists(dir))) return [];
  const numbers = (await readdir(dir))
    .filter((name) => /^\d+\.in$/.test(name))
    .map((name) => Number.parseInt(name, 10))
    .sort((a, b) => a - b);
  return Promise.all(
    numbers.map(async (number) => {
      const outputFile = path.join(dir, `${number}.out`);
      if (!(await exists(outputFile))) throw new Error(`${outputFile} is missing`);
      return {
        input: await readFile(path.join(dir, `${number}.in`), 'utf8'),
        output: await readFile(outputFile, 'utf8'),
      };
    }),
  );
}

async function readByLanguage(dir: string, stem: string): Promise<Partial<Record<CodingLanguage, string>>> {
  const sources: Partial<Record<CodingLanguage, string>> = {};
  if (!(await exists(dir))) return sources;
  for (const name of (await readdir(dir)).sort()) {
    const extension = path.extname(name);
    const language = LANGUAGE_BY_EXTENSION[extension];
    if (language && path.basename(name, extension) === stem) {
      sources[language] = await readFile(path.join(dir, name), 'utf8');
    }
  }
  return sources;
}

export async function loadProblem(slug: string, bankDir = BANK_DIR): Promise<BankProblem> {
  const dir = path.join(bankDir, slug);
  const parsed = ZProblemMetaSchema.safeParse(
    JSON.parse(await readFile(path.join(dir, 'meta.json'), 'utf8')),
  );
  if (!parsed.success) throw new Error(`${slug}/meta.json: ${parsed.error.message}`);
  return {
    slug,
    ...parsed.data,
    statement: await readFile(path.join(dir, 'problem.md'), 'utf8'),
    samples: await readTests(path.join(dir, 'samples')),
    tests: await readTests(path.join(dir, 'tests')),
    solutions: await readByLanguage(path.join(dir, 'solutions'), 'reference'),
    starters: await readByLanguage(path.join(dir, 'starter'), 'main'),
  };
}

/** Every problem of the bank, read from its files (statement, meta, samples, hidden tests, solutions). */
export async function loadProblemBank(bankDir = BANK_DIR): Promise<BankProblem[]> {
  const problems: BankProblem[] = [];
  for (const slug of await listProblemSlugs(bankDir)) problems.push(await loadProblem(slug, bankDir));
  return problems;
}
