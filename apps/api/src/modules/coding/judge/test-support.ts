import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe } from 'vitest';
import { TOOLS } from './sandbox.ts';

/**
 * The judge's tests need bubblewrap, g++ and JDK 17, and root (each sandbox runs under its own uid; Python and
 * JavaScript run in the sandbox too). Without
 * them the tests are skipped with a word on the console, except in CI (CI=true), where they fail: .ci/run
 * installs the packages.
 */
const root = typeof process.getuid === 'function' && process.getuid() === 0;
const missing = [
  !existsSync(TOOLS.bwrap) && 'bubblewrap',
  spawnSync(TOOLS.gpp, ['--version']).status !== 0 && 'g++',
  !existsSync(`${TOOLS.jdk}/bin/javac`) && 'openjdk-17-jdk-headless',
].filter((name): name is string => Boolean(name));

export const nativeSandboxHere = root && missing.length === 0;

export function describeNative(what: string) {
  const skip = !nativeSandboxHere && !process.env.CI;
  if (skip) {
    const why = root ? `apt-get install ${missing.join(' ')} to run them` : 'they need root';
    console.log(`${what}: skipped, the judge's sandbox cannot run here (${why})`);
  }
  return (name: string, tests: () => void) => describe.skipIf(skip)(name, { timeout: 120_000 }, tests);
}
