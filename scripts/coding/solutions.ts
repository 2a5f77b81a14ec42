import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { CodingLanguage } from '@pathshala/shared/coding-constants';

/**
 * Compiles and runs the bank's own reference solutions on this machine, for generating and checking tests.
 * This is trusted code written with the bank, so it runs unsandboxed; learners' code only ever runs in the judge.
 */

export interface RunOutcome {
  stdout: string;
  stderr: string;
  exitCode: number | null;
  /** User + system CPU time of the run, as a sandbox's CPU limit counts it. */
  cpuMs: number;
  wallMs: number;
  /** Peak resident memory. */
  memoryKb: number;
}

export interface Prepared {
  language: CodingLanguage;
  run(input: string): RunOutcome;
}

const MAX_OUTPUT = 64 * 1024 * 1024;

let python: string | undefined;
/** The interpreter itself, not a version manager's shim script, so its start-up is not counted as the solution's. */
function pythonBinary(): string {
  python ??=
    spawnSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' }).stdout.trim() ||
    'python3';
  return python;
}

function timed(command: string, args: string[], input: string, workDir: string): RunOutcome {
  const timeFile = path.join(workDir, 'time.txt');
  const started = performance.now();
  const result = spawnSync('/usr/bin/time', ['-f', '%U %S %M', '-o', timeFile, command, ...args], {
    input,
    encoding: 'utf8',
    maxBuffer: MAX_OUTPUT,
    cwd: workDir,
    timeout: 60_000,
  });
  const wallMs = performance.now() - started;
  const [user = 'NaN', system = 'NaN', memory = 'NaN'] =
    readFileSync(timeFile, 'utf8').trim().split('\n').pop()?.split(' ') ?? [];
  return {
    stdout: result.stdout,
    stderr: result.stderr,
    exitCode: result.status,
    cpuMs: Math.round((Number(user) + Number(system)) * 1000),
    wallMs: Math.round(wallMs),
    memoryKb: Number(memory),
  };
}

function mustRun(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { encoding: 'utf8', cwd });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}${result.stdout}`);
}

/** Compiles one reference solution (where its language compiles) into `workDir` and returns a runner. */
export function prepareSolution(language: CodingLanguage, sourceFile: string, workDir: string): Prepared {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  switch (language) {
    case 'cpp': {
      const binary = path.join(workDir, 'main');
      mustRun('g++', ['-std=c++17', '-O2', '-pipe', '-o', binary, sourceFile], workDir);
      return { language, run: (input) => timed(binary, [], input, workDir) };
    }
    case 'java': {
      mustRun('javac', ['-encoding', 'UTF-8', '-d', workDir, sourceFile], workDir);
      // The usual judge flags: one GC thread and a deep stack for recursive solutions.
      const args = ['-XX:+UseSerialGC', '-Xss64m', '-Xmx256m', '-cp', workDir, 'Main'];
      return { language, run: (input) => timed('java', args, input, workDir) };
    }
    case 'python':
      return { language, run: (input) => timed(pythonBinary(), [sourceFile], input, workDir) };
    case 'javascript':
      return { language, run: (input) => timed('node', [sourceFile], input, workDir) };
  }
}
