import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRng, type ProblemGenerator, seedFor } from './generator-kit.ts';
import { BANK_DIR } from './load-bank.ts';

/** A problem's sample and hidden inputs as its generator makes them (seeded by the slug, so reproducible). */
export async function generatedInputs(
  slug: string,
  bankDir = BANK_DIR,
): Promise<{ samples: string[]; tests: string[] }> {
  const module = (await import(pathToFileURL(path.join(bankDir, slug, 'generator.ts')).href)) as {
    default: ProblemGenerator;
  };
  return { samples: module.default.samples, tests: module.default.tests(createRng(seedFor(slug))) };
}
