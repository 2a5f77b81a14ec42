import path from 'node:path';
import { CODING_LANGUAGES, type CodingLanguage } from '@pathshala/shared/coding-constants';
import { checkOutput } from './checkers.ts';
import { cppRunner, javaRunner } from './native.ts';
import { buildSupervisor, closedFolderOnTheWay, SANDBOX_UID_BASE } from './sandbox.ts';
import type { Judge, JudgeRequest, JudgeResult, LanguageRunner, TestOutcome } from './types.ts';
import { wasmRunner } from './wasm.ts';

const SHOWN_OUTPUT_CHARS = 64 * 1024;
const SHOWN_ERROR_CHARS = 8 * 1024;

/**
 * The judge: compiles and runs submissions against tests, `concurrency` submissions at a time (the rest wait in
 * its queue, first come first served). Each running submission holds a slot, and each slot its own sandbox uid
 * (`uidBase` + slot; two judges on one host take different bases).
 */
export function createJudge(options: {
  workDir: string;
  concurrency?: number;
  uidBase?: number;
  /** C++'s `<bits/stdc++.h>` precompiled once (100 MB in workDir, 5 s of CPU) so each compile takes 0.5 s, not 1.7 s. */
  precompileHeaders?: boolean;
}): Judge {
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const uidBase = options.uidBase ?? SANDBOX_UID_BASE;
  let supervisorBuild: Promise<string> | undefined;
  const supervisor = () => {
    supervisorBuild ??= buildSupervisor(options.workDir).catch((error) => {
      supervisorBuild = undefined;
      throw error;
    });
    return supervisorBuild;
  };
  const runners: Record<CodingLanguage, LanguageRunner> = {
    cpp: cppRunner(options.workDir, supervisor, { precompileHeaders: options.precompileHeaders }),
    java: javaRunner(options.workDir, supervisor),
    // The spare runtimes wait under uids of their own, past the slots'.
    python: wasmRunner('python', supervisor, uidBase + concurrency),
    javascript: wasmRunner('javascript', supervisor, uidBase + concurrency + 1),
  };

  const freeSlots = Array.from({ length: concurrency }, (_, slot) => slot);
  const waiting: ((slot: number) => void)[] = [];
  let closed = false;
  const acquire = () =>
    new Promise<number>((resolve) => {
      const slot = freeSlots.shift();
      if (slot === undefined) waiting.push(resolve);
      else resolve(slot);
    });
  const release = (slot: number) => {
    const next = waiting.shift();
    if (next) next(slot);
    else freeSlots.push(slot);
  };

  const problems = new Map<CodingLanguage, Promise<string | null>>();
  const problemOf = (language: CodingLanguage) => {
    let problem = problems.get(language);
    if (!problem) {
      problem = runners[language].problem().then(async (reason) => {
        if (reason) return reason;
        // The judge's folder itself is opened up when it is made; the folders above it are the host's to open.
        const closed = await closedFolderOnTheWay(path.dirname(options.workDir));
        if (closed) return `the sandboxes cannot reach the judge's folder (${closed} needs o+x)`;
        return supervisor().then(
          () => null,
          (error: Error) => `the sandbox supervisor could not be built: ${error.message}`,
        );
      });
      problems.set(language, problem);
    }
    return problem;
  };

  async function judgeWithSlot(
    request: JudgeRequest,
    slot: number,
    onTest?: (i: number, o: TestOutcome) => void,
  ) {
    const runner = runners[request.language];
    const prepared = await runner.prepare(request.source, uidBase + slot);
    try {
      const result: JudgeResult = { tests: [] };
      if (prepared.compileError !== undefined) {
        result.compileError = prepared.compileError;
        return result;
      }
      const limits = { timeLimitMs: request.timeLimitMs, memoryLimitMb: request.memoryLimitMb };
      for (const [index, test] of request.tests.entries()) {
        const raw = await runner.run(prepared.program, test.input, limits);
        const outcome: TestOutcome = {
          verdict: 'accepted',
          timeMs: Math.round(raw.timeMs),
          memoryKb: Math.round(raw.memoryKb),
        };
        if (raw.status !== 'ok') outcome.verdict = raw.status;
        else if (test.expected !== undefined) {
          const right = checkOutput(request.checker, test.input, test.expected, raw.stdout);
          outcome.verdict = right ? 'accepted' : 'wrongAnswer';
        }
        if (test.expected === undefined || request.showOutput)
          outcome.stdout = raw.stdout.slice(0, SHOWN_OUTPUT_CHARS);
        if (raw.stderr) outcome.stderr = raw.stderr.slice(0, SHOWN_ERROR_CHARS);
        result.tests.push(outcome);
        onTest?.(index, outcome);
        if (request.stopOnFirstFailure && outcome.verdict !== 'accepted') break;
      }
      return result;
    } finally {
      await runner.dispose(prepared.program);
    }
  }

  return {
    async available() {
      const entries = await Promise.all(
        CODING_LANGUAGES.map(async (language) => {
          const reason = await problemOf(language);
          return [language, reason ? { available: false, reason } : { available: true }] as const;
        }),
      );
      return Object.fromEntries(entries) as Record<CodingLanguage, { available: boolean; reason?: string }>;
    },

    async judge(request, onTest) {
      if (closed) throw new Error('The judge is closed');
      const reason = await problemOf(request.language);
      // Never unsandboxed: a language whose sandbox or toolchain is missing is refused.
      if (reason) throw new Error(`${request.language} is not available here: ${reason}`);
      const slot = await acquire();
      try {
        return await judgeWithSlot(request, slot, onTest);
      } finally {
        release(slot);
      }
    },

    async close() {
      closed = true;
      await Promise.all(Object.values(runners).map((runner) => runner.close?.()));
    },
  };
}
