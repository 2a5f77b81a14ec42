/**
 * The coding judge's speed (docs/coding-judge.md): for a medium problem with 12 tests (the largest subarray sum
 * of up to 200,000 numbers), per language — the verdict latency on an idle machine (median of 3 submissions,
 * compilation included), the sandbox's start-up cost per test (an empty program run on 20 tests), and how many
 * submissions a judge of concurrency 2 finishes per minute. Needs root, bubblewrap, g++ and JDK 17.
 *   npm run bench:judge                (BENCH_JUDGE_SUBMISSIONS=8 submissions per language for throughput)
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createJudge, type JudgeTest } from '../../apps/api/src/modules/coding/judge/index.ts';
import type { CodingLanguage } from '../../packages/shared/src/coding-constants.ts';

const SUBMISSIONS = Number(process.env.BENCH_JUDGE_SUBMISSIONS ?? 8);
const LIMITS = { timeLimitMs: 2_000, memoryLimitMb: 256 };

/** A deterministic generator (mulberry32), so every run judges the same tests. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function mediumTests(): JudgeTest[] {
  const sizes = [1, 2, 5, 10, 100, 1_000, 10_000, 50_000, 100_000, 150_000, 200_000, 200_000];
  return sizes.map((n, index) => {
    const next = random(index + 1);
    const values = Array.from({ length: n }, () => Math.floor(next() * 2_000_000_001) - 1_000_000_000);
    let best = values[0] as number;
    let current = 0;
    for (const value of values) {
      current = Math.max(value, current + value);
      best = Math.max(best, current);
    }
    return { input: `${n}\n${values.join(' ')}\n`, expected: `${best}\n` };
  });
}

const SOLUTIONS: Record<CodingLanguage, string> = {
  cpp: `#include <bits/stdc++.h>
int main() { int n; scanf("%d", &n); long long best = LLONG_MIN, current = 0;
  for (int i = 0; i < n; i++) { long long v; scanf("%lld", &v); current = std::max(v, current + v); best = std::max(best, current); }
  printf("%lld\\n", best); }
`,
  java: `import java.io.*;
public class Main { public static void main(String[] args) throws IOException {
  StreamTokenizer in = new StreamTokenizer(new BufferedInputStream(System.in)); in.nextToken(); int n = (int) in.nval;
  long best = Long.MIN_VALUE, current = 0;
  for (int i = 0; i < n; i++) { in.nextToken(); long v = (long) in.nval; current = Math.max(v, current + v); best = Math.max(best, current); }
  System.out.println(best); } }
`,
  python: `import sys
data = sys.stdin.buffer.read().split()
n = int(data[0])
best = None
current = 0
for token in data[1:n + 1]:
    v = int(token)
    current = v if v > current + v else current + v
    if best is None or current > best:
        best = current
print(best)
`,
  javascript: `const data = require('fs').readFileSync(0, 'utf8').split(/\\s+/);
const n = Number(data[0]);
let best = -Infinity, current = 0;
for (let i = 1; i <= n; i++) { const v = Number(data[i]); current = Math.max(v, current + v); best = Math.max(best, current); }
console.log(String(best));
`,
};

const EMPTY: Record<CodingLanguage, string> = {
  cpp: 'int main() {}\n',
  java: 'public class Main { public static void main(String[] args) {} }\n',
  python: 'pass\n',
  javascript: '\n',
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const work = mkdtempSync(path.join(tmpdir(), 'pathshala-bench-judge-'));
chmodSync(work, 0o755);
// As the server makes it: C++'s standard header precompiled once (the warm-up submission waits for it).
const judge = createJudge({ workDir: work, concurrency: 2, precompileHeaders: true });
const tests = mediumTests();
const rows: string[] = [];
try {
  const languages = await judge.available();
  for (const language of Object.keys(SOLUTIONS) as CodingLanguage[]) {
    if (!languages[language].available) {
      rows.push(`| ${language} | unavailable: ${languages[language].reason} | | | |`);
      continue;
    }
    const submit = (source: string, judged: JudgeTest[] = tests) =>
      judge.judge({ language, source, tests: judged, ...LIMITS });
    // Warm: the spare runtime loaded, the supervisor built, the page cache holding the toolchain.
    const warm = await submit(SOLUTIONS[language]);
    const verdicts = warm.tests.map((test) => test.verdict);
    if (warm.compileError || verdicts.some((verdict) => verdict !== 'accepted')) {
      throw new Error(`${language}: ${warm.compileError ?? verdicts.join(', ')}`);
    }
    const latencies: number[] = [];
    for (let run = 0; run < 3; run++) {
      // Idle: the spare runtime of the last submission has loaded before the next is timed.
      await new Promise((resolve) => setTimeout(resolve, language === 'python' ? 8_000 : 1_000));
      const started = performance.now();
      await submit(SOLUTIONS[language]);
      latencies.push(performance.now() - started);
    }
    const slowest = Math.max(...warm.tests.map((test) => test.timeMs));

    await new Promise((resolve) => setTimeout(resolve, language === 'python' ? 8_000 : 1_000));
    const emptyTests = Array.from({ length: 20 }, () => ({ input: '', expected: '' }));
    const oneTest = await (async () => {
      const started = performance.now();
      await submit(EMPTY[language], emptyTests.slice(0, 1));
      return performance.now() - started;
    })();
    await new Promise((resolve) => setTimeout(resolve, language === 'python' ? 8_000 : 1_000));
    const twentyTests = await (async () => {
      const started = performance.now();
      await submit(EMPTY[language], emptyTests);
      return performance.now() - started;
    })();
    const perTest = (twentyTests - oneTest) / 19;

    const started = performance.now();
    await Promise.all(Array.from({ length: SUBMISSIONS }, () => submit(SOLUTIONS[language])));
    const perMinute = (SUBMISSIONS / (performance.now() - started)) * 60_000;

    rows.push(
      `| ${language} | ${(median(latencies) / 1000).toFixed(2)} s (slowest test ${slowest} ms) | ${perTest.toFixed(0)} ms | ${(oneTest / 1000).toFixed(2)} s | ${perMinute.toFixed(1)} |`,
    );
    console.log(rows.at(-1));
  }
} finally {
  await judge.close();
  rmSync(work, { recursive: true, force: true });
}
console.log(
  '\n| language | verdict, 12 tests (median of 3) | start-up per test | one empty test, whole submission | submissions per minute (concurrency 2) |',
);
console.log('| --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
