import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { access, chmod, chown, constants, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PROGRAM_OUTPUT_LIMIT_BYTES } from '@pathshala/shared/coding-output';
import {
  runSandboxed,
  type SandboxBind,
  type SandboxLimits,
  type SandboxOutcome,
  sandboxProblem,
  TOOLS,
} from './sandbox.ts';
import type { LanguageRunner, PreparedProgram, RawOutcome, RunLimits } from './types.ts';

const MB = 1024 * 1024;

/** Compilers get more room than submissions: g++ on a template-heavy file takes seconds and hundreds of MB. */
const COMPILE_LIMITS: SandboxLimits = {
  cpuMs: 20_000,
  wallMs: 40_000,
  addressSpaceBytes: 0,
  stackBytes: 64 * MB,
  processes: 64,
  openFiles: 256,
  fileSizeBytes: 64 * MB,
  scratchBytes: 256 * MB,
  outputBytes: 64 * 1024,
};

/** What a submission's stdout may be at most; past it the run is stopped as a runtime error (as in the browser). */
export const OUTPUT_LIMIT_BYTES = PROGRAM_OUTPUT_LIMIT_BYTES;

/** Compiled programs see only the libraries: no /usr/bin, so no shell or other program to start. */
const RUN_SYSTEM_BINDS: SandboxBind[] = [
  { host: '/usr/lib', sandbox: '/usr/lib' },
  { host: '/usr/lib64', sandbox: '/usr/lib64' },
];

const COMPILE_SYSTEM_BINDS: SandboxBind[] = [{ host: '/usr', sandbox: '/usr' }];

async function exists(file: string, mode = constants.X_OK) {
  try {
    await access(file, mode);
    return true;
  } catch {
    return false;
  }
}

/** The compiler's message with the sandbox's paths taken out, at most 16 KB. */
function compilerMessage(outcome: SandboxOutcome) {
  if (outcome.wallExceeded || outcome.signal === 24) return 'Compilation took too long.';
  const message = `${outcome.stderr}${outcome.stdout}`.replaceAll('/src/', '').trim();
  return (message || `The compiler stopped with exit code ${outcome.exitCode}.`).slice(0, 16 * 1024);
}

/**
 * The verdict-relevant reading of a sandboxed run. Memory is the peak resident set wait4 reports; a program that
 * died because an allocation failed under RLIMIT_AS is recognised by its runtime's message (`outOfMemory`).
 * `residentAllowanceKb` is the runtime's own resident memory (the JVM's) not counted against the submission.
 */
function rawOutcome(
  outcome: SandboxOutcome,
  limits: RunLimits,
  outOfMemory: RegExp,
  residentAllowanceKb = 0,
): RawOutcome {
  const memoryKb = outcome.maxRssKb;
  const timeMs = Math.min(outcome.cpuMs, limits.timeLimitMs + 1);
  const base = { stdout: outcome.stdout, stderr: outcome.stderr, timeMs: outcome.cpuMs, memoryKb };
  if (outcome.outputExceeded) {
    return {
      ...base,
      timeMs,
      status: 'runtimeError',
      stderr: `Output limit exceeded (${OUTPUT_LIMIT_BYTES / MB} MB).`,
    };
  }
  // SIGXCPU is RLIMIT_CPU; the wall limit catches a program that sleeps or blocks.
  if (outcome.cpuMs > limits.timeLimitMs || outcome.signal === 24 || outcome.wallExceeded) {
    // Stopped by the wall limit on a busy machine, it may have had less CPU than its limit: it still used the
    // whole of its time, and shows the limit (past it), never a time that looks like it passed.
    return { ...base, timeMs: Math.max(timeMs, limits.timeLimitMs + 1), status: 'timeLimitExceeded' };
  }
  const overLimit = memoryKb > limits.memoryLimitMb * 1024 + residentAllowanceKb;
  if (overLimit || (outcome.exitCode !== 0 && outOfMemory.test(outcome.stderr))) {
    return { ...base, status: 'memoryLimitExceeded' };
  }
  if (outcome.signal !== 0 || outcome.exitCode !== 0) return { ...base, status: 'runtimeError' };
  return { ...base, status: 'ok' };
}

interface NativeProgram extends PreparedProgram {
  dir: string;
  uid: number;
}

async function programDirectory(workDir: string, uid: number, file: string, source: string) {
  const programs = path.join(workDir, 'programs');
  // Traversable by the sandbox uids, listable by none of them.
  await mkdir(programs, { recursive: true });
  await chmod(programs, 0o711);
  const dir = path.join(programs, randomUUID());
  await mkdir(dir, { mode: 0o700 });
  await writeFile(path.join(dir, file), source, { mode: 0o444 });
  // The sandbox's uid writes the compiled program here and nobody else's can read it.
  await chown(dir, uid, uid);
  return dir;
}

async function compile(
  supervisor: string,
  dir: string,
  uid: number,
  argv: string[],
  binds: SandboxBind[] = [],
) {
  return runSandboxed(supervisor, {
    uid,
    argv,
    stdin: '',
    limits: COMPILE_LIMITS,
    binds: [...COMPILE_SYSTEM_BINDS, ...binds, { host: dir, sandbox: '/src', writable: true }],
  });
}

function runLimits(limits: RunLimits, overrides: Partial<SandboxLimits>): SandboxLimits {
  return {
    cpuMs: limits.timeLimitMs,
    // Room for a program slowed by a busy machine; the CPU time decides TLE before this does.
    wallMs: limits.timeLimitMs * 2 + 1_000,
    addressSpaceBytes: limits.memoryLimitMb * MB + 64 * MB,
    stackBytes: limits.memoryLimitMb * MB,
    processes: 4,
    openFiles: 64,
    fileSizeBytes: 16 * MB,
    scratchBytes: 32 * MB,
    outputBytes: OUTPUT_LIMIT_BYTES,
    ...overrides,
  };
}

/** The flags every submission is compiled with; the precompiled header must be made with the same ones. */
const CPP_FLAGS = ['-std=c++17', '-O2'];

/**
 * `<bits/stdc++.h>` (what most competitive C++ includes) precompiled once, in `<workDir>/pch`: parsing it is most
 * of a submission's compilation (1.7 s of a 1.7 s compile here; 0.5 s with the precompiled header). g++ looks for
 * `bits/stdc++.h.gch` in each include folder before the header itself, so the folder is mounted read-only into
 * the compiler's sandbox as the first include folder. A header made with other flags or by another g++ is ignored
 * by g++, which then reads the header as usual. Made by the server's own g++ from the system's header (no
 * submission's input), written under a temporary name and renamed, so two instances sharing the folder never
 * see half a file. Resolves to the folder, or undefined if it could not be made.
 */
function precompiledHeaders(workDir: string) {
  const folder = path.join(workDir, 'pch');
  let made: Promise<string | undefined> | undefined;
  return () => {
    made ??= (async () => {
      const run = promisify(execFile);
      const target = path.join(folder, 'bits', 'stdc++.h.gch');
      if (await exists(target, constants.R_OK)) return folder;
      // Where this g++ finds the header: the first dependency it names for an include of it.
      await mkdir(path.join(folder, 'bits'), { recursive: true, mode: 0o755 });
      const probe = path.join(folder, `probe-${randomUUID()}.cpp`);
      await writeFile(probe, '#include <bits/stdc++.h>\n');
      try {
        const { stdout } = await run(TOOLS.gpp, [...CPP_FLAGS, '-M', probe]);
        const header = stdout.split(/[\s\\]+/).find((file) => file.endsWith('/bits/stdc++.h'));
        if (!header) return undefined;
        await chmod(folder, 0o755);
        await chmod(path.join(folder, 'bits'), 0o755);
        const partial = `${target}.${randomUUID()}.tmp`;
        await run(TOOLS.gpp, [...CPP_FLAGS, '-x', 'c++-header', header, '-o', partial]);
        await chmod(partial, 0o644);
        await rename(partial, target);
        return folder;
      } finally {
        await rm(probe, { force: true });
      }
    })().catch(() => undefined);
    return made;
  };
}

export function cppRunner(
  workDir: string,
  supervisor: () => Promise<string>,
  options: { precompileHeaders?: boolean } = {},
): LanguageRunner {
  const headers = options.precompileHeaders ? precompiledHeaders(workDir) : undefined;
  // Made while the server starts, so the first submission seldom waits for it.
  void headers?.();
  return {
    async problem() {
      const sandbox = await sandboxProblem();
      if (sandbox) return sandbox;
      if (!(await exists(TOOLS.gpp))) return 'g++ is not installed';
      return null;
    },
    async prepare(source, uid) {
      const dir = await programDirectory(workDir, uid, 'main.cpp', source);
      const program: NativeProgram = { dir, uid };
      const pch = await headers?.();
      const outcome = await compile(
        await supervisor(),
        dir,
        uid,
        [TOOLS.gpp, ...CPP_FLAGS, ...(pch ? ['-I/pch'] : []), '-pipe', '-o', '/src/main', '/src/main.cpp'],
        pch ? [{ host: pch, sandbox: '/pch' }] : [],
      );
      if (outcome.exitCode !== 0 || outcome.signal !== 0)
        return { program, compileError: compilerMessage(outcome) };
      return { program };
    },
    async run(program, input, limits) {
      const { dir, uid } = program as NativeProgram;
      const outcome = await runSandboxed(await supervisor(), {
        uid,
        argv: ['/prog/main'],
        stdin: input,
        limits: runLimits(limits, {}),
        binds: [...RUN_SYSTEM_BINDS, { host: dir, sandbox: '/prog' }],
      });
      return rawOutcome(outcome, limits, /std::bad_alloc/);
    },
    async dispose(program) {
      await rm((program as NativeProgram).dir, { recursive: true, force: true });
    },
  };
}

/** The JVM's own reservations (class space, code cache) kept small so a fixed RLIMIT_AS can hold heap + JVM. */
const JVM_FLAGS = [
  '-XX:+UseSerialGC',
  '-XX:TieredStopAtLevel=1',
  '-XX:-UsePerfData',
  '-XX:ReservedCodeCacheSize=32m',
  '-XX:MaxMetaspaceSize=96m',
  '-XX:CompressedClassSpaceSize=32m',
  '-XX:CICompilerCount=1',
  '-Xshare:auto',
];

/**
 * Address space for the JVM beyond its heap: with one malloc arena, 64 MB heap and 64 MB thread stacks the JVM
 * failed to start below 1,024 MB (docs/coding-judge.md); a quarter more for margin.
 */
export const JVM_ADDRESS_SPACE_OVERHEAD_MB = 1_280;
/** The JVM's own resident memory (about 35 MB for a trivial program), not charged to the submission. */
export const JVM_RESIDENT_ALLOWANCE_MB = 64;
export const JVM_START_ALLOWANCE_MS = 500;

export function javaRunner(workDir: string, supervisor: () => Promise<string>): LanguageRunner {
  const java = path.join(TOOLS.jdk, 'bin/java');
  const javac = path.join(TOOLS.jdk, 'bin/javac');
  return {
    async problem() {
      const sandbox = await sandboxProblem();
      if (sandbox) return sandbox;
      if (!(await exists(javac)) || !(await exists(java))) return 'JDK 17 (javac, java) is not installed';
      return null;
    },
    async prepare(source, uid) {
      const dir = await programDirectory(workDir, uid, 'Main.java', source);
      const program: NativeProgram = { dir, uid };
      const outcome = await compile(await supervisor(), dir, uid, [
        javac,
        ...JVM_FLAGS.map((flag) => `-J${flag}`),
        '-J-Xmx512m',
        ...['-encoding', 'UTF-8', '-d', '/src', '/src/Main.java'],
      ]);
      if (outcome.exitCode !== 0 || outcome.signal !== 0)
        return { program, compileError: compilerMessage(outcome) };
      return { program };
    },
    async run(program, input, limits) {
      const { dir, uid } = program as NativeProgram;
      // The JVM's start (~0.2 s of CPU across its threads) is allowed on top of the problem's time limit.
      const javaLimits = { ...limits, timeLimitMs: limits.timeLimitMs + JVM_START_ALLOWANCE_MS };
      const outcome = await runSandboxed(await supervisor(), {
        uid,
        argv: [java, `-Xmx${limits.memoryLimitMb}m`, '-Xss64m', ...JVM_FLAGS, '-cp', '/prog', 'Main'],
        stdin: input,
        env: { MALLOC_ARENA_MAX: '1' }, // glibc's 64 MB arena per thread would eat the address space
        limits: runLimits(javaLimits, {
          addressSpaceBytes: (limits.memoryLimitMb + JVM_ADDRESS_SPACE_OVERHEAD_MB) * MB,
          stackBytes: 64 * MB,
          processes: 64, // the JVM's threads count as processes
          openFiles: 256,
        }),
        binds: [
          ...RUN_SYSTEM_BINDS,
          { host: dir, sandbox: '/prog' },
          { host: TOOLS.jdkConf, sandbox: TOOLS.jdkConf },
        ],
      });
      return rawOutcome(
        outcome,
        javaLimits,
        /java\.lang\.OutOfMemoryError/,
        JVM_RESIDENT_ALLOWANCE_MB * 1024,
      );
    },
    async dispose(program) {
      await rm((program as NativeProgram).dir, { recursive: true, force: true });
    },
  };
}
