/**
 * Runs every reference solution, in every language it is written in, on every sample and hidden test of the
 * bank, and fails when an output is not accepted by the problem's checker, a run fails, a run takes more CPU
 * time than the problem's limit or more memory than its limit, or the bank's tests outgrow their size budget.
 * Usage: npm run coding:check [-- slug ...]   (no slugs: every problem)
 */
import { readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { outputAccepted } from '../../apps/api/src/modules/coding/bank/compare.ts';
import {
  BANK_DIR,
  LANGUAGE_BY_EXTENSION,
  listProblemSlugs,
  loadProblem,
} from '../../apps/api/src/modules/coding/bank/load-bank.ts';
import { prepareSolution } from './solutions.ts';

/** The whole bank's committed tests stay below this (docs/coding-bank.md). */
export const BANK_TEST_BUDGET_BYTES = 20 * 1024 * 1024;
/** One problem's share, so that 60 problems and more fit the bank's budget. */
export const PROBLEM_TEST_BUDGET_BYTES = 420 * 1024;

function directoryBytes(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    bytes += entry.isDirectory() ? directoryBytes(full) : statSync(full).size;
  }
  return bytes;
}

async function main() {
  const requested = process.argv.slice(2);
  const slugs = requested.length > 0 ? requested : await listProblemSlugs();
  const failures: string[] = [];
  for (const slug of slugs) {
    const problem = await loadProblem(slug);
    const cases = [
      ...problem.samples.map((test, index) => ({ name: `sample ${index + 1}`, ...test })),
      ...problem.tests.map((test, index) => ({ name: `test ${index + 1}`, ...test })),
    ];
    const solutionsDir = path.join(BANK_DIR, slug, 'solutions');
    for (const file of readdirSync(solutionsDir).sort()) {
      const language = LANGUAGE_BY_EXTENSION[path.extname(file)];
      if (!language) continue;
      let worstCpu = 0;
      let worstMemory = 0;
      try {
        const solution = prepareSolution(
          language,
          path.join(solutionsDir, file),
          path.join(tmpdir(), 'bank-check', slug, language),
        );
        for (const test of cases) {
          const outcome = solution.run(test.input);
          worstCpu = Math.max(worstCpu, outcome.cpuMs);
          worstMemory = Math.max(worstMemory, outcome.memoryKb);
          const where = `${slug} ${language} ${test.name}`;
          if (outcome.exitCode !== 0)
            failures.push(`${where}: exited ${outcome.exitCode}: ${outcome.stderr.slice(0, 500)}`);
          else if (!outputAccepted(problem.checker, test.input, test.output, outcome.stdout))
            failures.push(`${where}: wrong output`);
          if (outcome.cpuMs > problem.timeLimitMs)
            failures.push(`${where}: ${outcome.cpuMs} ms of CPU, limit ${problem.timeLimitMs} ms`);
          if (outcome.memoryKb > problem.memoryLimitMb * 1024) {
            failures.push(
              `${where}: ${Math.round(outcome.memoryKb / 1024)} MB, limit ${problem.memoryLimitMb} MB`,
            );
          }
        }
      } catch (error) {
        failures.push(`${slug} ${language}: ${(error as Error).message.slice(0, 800)}`);
      }
      console.log(
        `${slug} ${language}: ${cases.length} runs, slowest ${worstCpu} ms CPU of ${problem.timeLimitMs}, peak ${Math.round(worstMemory / 1024)} MB of ${problem.memoryLimitMb}`,
      );
    }
  }
  let bytes = 0;
  for (const slug of await listProblemSlugs()) {
    let problemBytes = 0;
    for (const set of ['samples', 'tests']) problemBytes += directoryBytes(path.join(BANK_DIR, slug, set));
    if (problemBytes > PROBLEM_TEST_BUDGET_BYTES)
      failures.push(`${slug}: tests take ${problemBytes} bytes, over a problem's budget`);
    bytes += problemBytes;
  }
  console.log(
    `bank tests: ${(bytes / 1024 / 1024).toFixed(2)} MB of ${BANK_TEST_BUDGET_BYTES / 1024 / 1024} MB budget`,
  );
  if (bytes > BANK_TEST_BUDGET_BYTES) failures.push(`the bank's tests take ${bytes} bytes, over the budget`);
  if (failures.length > 0) {
    console.error(`\n${failures.length} failures:\n${failures.join('\n')}`);
    process.exit(1);
  }
  console.log(`${slugs.length} problems: every reference solution accepted on every test within its limits`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
