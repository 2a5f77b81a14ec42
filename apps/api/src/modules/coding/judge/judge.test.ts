import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CodingLanguage } from '@pathshala/shared/coding-constants';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createJudge, type Judge } from './index.ts';
import { BROKEN_PROGRAMS, SUM_PROGRAMS, VERDICT_PROGRAMS } from './programs.ts';
import { TOOLS } from './sandbox.ts';
import { describeNative } from './test-support.ts';

const LIMITS = { timeLimitMs: 1_000, memoryLimitMb: 64 };

const VERDICT_TESTS = [
  { input: 'sum 3 4\n', expected: '7\n' },
  { input: 'wrong\n', expected: '7\n' },
  { input: 'loop\n', expected: '0\n' },
  { input: 'allocate\n', expected: '1\n' },
  { input: 'crash\n', expected: '0\n' },
  { input: 'sum 1000000000000 1\n', expected: '1000000000001' },
];

let workDir: string;
let judge: Judge;
beforeAll(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'judge-'));
  judge = createJudge({ workDir, concurrency: 2 });
});
afterAll(async () => {
  await judge.close();
  rmSync(workDir, { recursive: true, force: true });
});

function verdictSuite(language: CodingLanguage) {
  it('earns every verdict from a submission that deserves it, with time and memory per test', async () => {
    const seen: number[] = [];
    const result = await judge.judge(
      { language, source: VERDICT_PROGRAMS[language], tests: VERDICT_TESTS, ...LIMITS },
      (index) => seen.push(index),
    );
    expect(result.compileError).toBeUndefined();
    expect(result.tests.map((test) => test.verdict)).toEqual([
      'accepted',
      'wrongAnswer',
      'timeLimitExceeded',
      'memoryLimitExceeded',
      'runtimeError',
      'accepted',
    ]);
    expect(seen).toEqual([0, 1, 2, 3, 4, 5]);
    const [first, , loop] = result.tests;
    expect(first?.timeMs).toBeLessThan(LIMITS.timeLimitMs);
    expect(loop?.timeMs).toBeGreaterThanOrEqual(LIMITS.timeLimitMs);
    // Hidden expected outputs are never echoed back.
    expect(result.tests.every((test) => test.stdout === undefined)).toBe(true);
  });

  it('answers a compilation error with the compiler’s message and runs no test', async () => {
    const result = await judge.judge({
      language,
      source: BROKEN_PROGRAMS[language],
      tests: VERDICT_TESTS,
      ...LIMITS,
    });
    expect(result.tests).toEqual([]);
    expect(result.compileError).toMatch(/error|Error/);
    expect(result.compileError).not.toContain(workDir);
  });

  it('gives back the output of a custom run and stops at the first failure when asked', async () => {
    const run = await judge.judge({
      language,
      source: SUM_PROGRAMS[language],
      tests: [{ input: 'sum 2 5' }],
      ...LIMITS,
    });
    expect(run.tests[0]?.verdict).toBe('accepted');
    expect(run.tests[0]?.stdout?.trim()).toBe('7');

    // Asked to, it gives back the output of a compared test too (a sample, which the learner sees anyway).
    const sample = await judge.judge({
      language,
      source: SUM_PROGRAMS[language],
      tests: [{ input: 'sum 2 5', expected: '8' }],
      showOutput: true,
      ...LIMITS,
    });
    expect(sample.tests[0]).toMatchObject({
      verdict: 'wrongAnswer',
      stdout: expect.stringMatching(/^7\s*$/),
    });

    const stopped = await judge.judge({
      language,
      source: VERDICT_PROGRAMS[language],
      tests: [VERDICT_TESTS[1], VERDICT_TESTS[0]] as typeof VERDICT_TESTS,
      stopOnFirstFailure: true,
      ...LIMITS,
    });
    expect(stopped.tests.map((test) => test.verdict)).toEqual(['wrongAnswer']);
  });
}

const describeSandboxed = describeNative('Judge tests');
describeSandboxed('judging Python on Pyodide', () => verdictSuite('python'));
describeSandboxed('judging JavaScript on QuickJS', () => verdictSuite('javascript'));
describeSandboxed('judging C++ in the sandbox', () => verdictSuite('cpp'));
describeSandboxed('judging Java in the sandbox', () => verdictSuite('java'));

describeSandboxed('the judge’s queue and its refusals', () => {
  it('checks with the problem’s checker', async () => {
    const result = await judge.judge({
      language: 'javascript',
      source: 'console.log((1 / 3).toFixed(9))',
      tests: [
        { input: '', expected: '0.333333333333' },
        { input: '', expected: '0.3334' },
      ],
      checker: { kind: 'float', tolerance: 1e-6 },
      ...LIMITS,
    });
    expect(result.tests.map((test) => test.verdict)).toEqual(['accepted', 'wrongAnswer']);
  });

  it('runs at most `concurrency` submissions at once; the rest wait their turn', async () => {
    const queued = createJudge({ workDir, concurrency: 1 });
    try {
      const order: string[] = [];
      const slow = 'const t = Date.now(); while (Date.now() - t < 300) {} console.log("slow")';
      const quick = 'console.log("quick")';
      const submission = (source: string) =>
        queued
          .judge({ language: 'javascript', source, tests: [{ input: '' }], ...LIMITS })
          .then((result) => order.push(result.tests[0]?.stdout?.trim() ?? ''));
      await Promise.all([submission(slow), submission(quick)]);
      // With one slot the quick submission waited for the slow one.
      expect(order).toEqual(['slow', 'quick']);
    } finally {
      await queued.close();
    }
  });

  it('says a language is unavailable when the sandboxes cannot reach its folder', async () => {
    const closed = path.join(workDir, 'closed');
    mkdirSync(closed, { mode: 0o700 });
    const unreachable = createJudge({ workDir: path.join(closed, 'judge') });
    try {
      const languages = await unreachable.available();
      for (const language of ['cpp', 'java', 'python', 'javascript'] as const) {
        expect(languages[language]).toEqual({
          available: false,
          reason: `the sandboxes cannot reach the judge's folder (${closed} needs o+x)`,
        });
      }
    } finally {
      await unreachable.close();
    }
  });

  it('says a language is unavailable when its sandbox is missing, and refuses to judge it', async () => {
    const bwrap = TOOLS.bwrap;
    TOOLS.bwrap = path.join(workDir, 'no-such-bwrap');
    const without = createJudge({ workDir: path.join(workDir, 'elsewhere') });
    try {
      const languages = await without.available();
      for (const language of ['cpp', 'java', 'python', 'javascript'] as const) {
        expect(languages[language]).toEqual({
          available: false,
          reason: expect.stringMatching(/bubblewrap/),
        });
      }
      await expect(
        without.judge({
          language: 'cpp',
          source: SUM_PROGRAMS.cpp,
          tests: [{ input: 'sum 1 2' }],
          ...LIMITS,
        }),
      ).rejects.toThrow(/cpp is not available here/);
    } finally {
      TOOLS.bwrap = bwrap;
      await without.close();
    }
  });
});

describeSandboxed('C++ with the precompiled standard header', () => {
  it('compiles <bits/stdc++.h> from the header made once, and still reports a compiler error', async () => {
    const dir = path.join(workDir, 'with-headers');
    chmodSync(workDir, 0o711); // the sandboxes' uids pass through it to the judge's folder
    const withHeaders = createJudge({ workDir: dir, precompileHeaders: true });
    try {
      const source =
        '#include <bits/stdc++.h>\nint main() { std::vector<long long> v{3, 4}; std::cout << v[0] + v[1] << "\\n"; }\n';
      const result = await withHeaders.judge({
        language: 'cpp',
        source,
        tests: [{ input: '', expected: '7' }],
        ...LIMITS,
      });
      expect(result.tests.map((test) => test.verdict)).toEqual(['accepted']);
      // Made by then (the first compile waits for it), readable by the sandboxes' uids.
      expect(statSync(path.join(dir, 'pch/bits/stdc++.h.gch')).mode & 0o004).toBe(0o004);
      const broken = await withHeaders.judge({
        language: 'cpp',
        source: BROKEN_PROGRAMS.cpp,
        tests: [{ input: '', expected: '7' }],
        ...LIMITS,
      });
      expect(broken.compileError).toMatch(/error/);
      expect(broken.compileError).not.toContain(dir);
    } finally {
      await withHeaders.close();
    }
  });
});
