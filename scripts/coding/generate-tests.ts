/**
 * Writes each problem's samples/N.in|out and tests/N.in|out from its generator and its C++ reference solution.
 * Usage: npm run coding:generate [-- slug ...]   (no slugs: every problem of the bank)
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generatedInputs } from '../../apps/api/src/modules/coding/bank/generated-inputs.ts';
import { BANK_DIR, listProblemSlugs } from '../../apps/api/src/modules/coding/bank/load-bank.ts';
import { prepareSolution } from './solutions.ts';

function writeSet(dir: string, inputs: string[], solve: (input: string) => string): number {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let bytes = 0;
  inputs.forEach((input, index) => {
    const output = solve(input);
    writeFileSync(path.join(dir, `${index + 1}.in`), input);
    writeFileSync(path.join(dir, `${index + 1}.out`), output);
    bytes += input.length + output.length;
  });
  return bytes;
}

async function main() {
  const requested = process.argv.slice(2);
  const slugs = requested.length > 0 ? requested : await listProblemSlugs();
  let total = 0;
  for (const slug of slugs) {
    const dir = path.join(BANK_DIR, slug);
    const reference = prepareSolution(
      'cpp',
      path.join(dir, 'solutions', 'reference.cpp'),
      path.join(tmpdir(), 'bank-generate', slug),
    );
    const solve = (input: string) => {
      const outcome = reference.run(input);
      if (outcome.exitCode !== 0)
        throw new Error(`${slug}: the C++ reference exited ${outcome.exitCode}\n${outcome.stderr}`);
      return outcome.stdout;
    };
    const { samples, tests } = await generatedInputs(slug);
    const bytes =
      writeSet(path.join(dir, 'samples'), samples, solve) + writeSet(path.join(dir, 'tests'), tests, solve);
    total += bytes;
    console.log(`${slug}: ${samples.length} samples, ${tests.length} tests, ${(bytes / 1024).toFixed(0)} KB`);
  }
  console.log(`${slugs.length} problems, ${(total / 1024 / 1024).toFixed(2)} MB of tests written`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
