import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CodingLanguage, Verdict } from '@pathshala/shared/coding-constants';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HOSTILE_PROGRAMS } from './hostile-programs.ts';
import { createJudge, type Judge } from './index.ts';
import { SUM_PROGRAMS } from './programs.ts';
import { describeNative, nativeSandboxHere } from './test-support.ts';

// Two seconds: Python fills its 16 MB output or file quota in about half a second on an idle machine.
const LIMITS = { timeLimitMs: 2_000, memoryLimitMb: 64 };
const SECRET = 'the server’s secret';
/**
 * Uids of this run's own, apart from other judges' running beside it — CI runs this file on the embedded
 * database and on PostgreSQL at once, and each run must see only its own sandboxes.
 */
const UID_BASE = 62_000 + 4 * (process.pid % 2_000);

let workDir: string;
let secretFile: string;
/** A shell that ran on the host would create this file. */
let shellMarker: string;
let judge: Judge;
let server: Server;
let port = 0;
let connections = 0;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'judge-hostile-'));
  chmodSync(workDir, 0o755); // the sandbox uids pass through to the judge's directory
  // A DATA_DIR of the server's, outside any sandbox, readable on the host by anyone.
  const dataDir = path.join(workDir, 'data');
  mkdirSync(dataDir, { mode: 0o755 });
  secretFile = path.join(dataDir, 'secret.txt');
  writeFileSync(secretFile, `${SECRET}\n`, { mode: 0o644 });
  shellMarker = path.join(workDir, 'shell-ran');
  judge = createJudge({ workDir: path.join(workDir, 'judge'), concurrency: 2, uidBase: UID_BASE });
  server = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(async () => {
  await judge.close();
  await new Promise((resolve) => server.close(resolve));
  rmSync(workDir, { recursive: true, force: true });
});

type Expectation = Verdict | 'denied';
/** What each attack earns in each language: a verdict, or `denied` (the program was refused and said so). */
const ATTACKS: { attack: string; argument?: () => string; expect: Record<CodingLanguage, Expectation[]> }[] =
  [
    { attack: 'loop', expect: all(['timeLimitExceeded']) },
    {
      attack: 'fork-bomb',
      // C++: fork fails past the process limit and the loop spins until the CPU limit. Java: threads run out,
      // and those already spinning keep the JVM alive until the CPU limit.
      expect: {
        cpp: ['timeLimitExceeded'],
        java: ['runtimeError', 'timeLimitExceeded'],
        python: ['denied'],
        javascript: ['denied'],
      },
    },
    { attack: 'allocate-4gb', expect: all(['memoryLimitExceeded']) },
    // Killed at the output cap — or, when a busy machine slows the flood, at the time limit before it.
    { attack: 'stdout-1gb', expect: all(['runtimeError', 'timeLimitExceeded']) },
    // Past the file-size limit: C++ is killed by SIGXFSZ, the JVM (which ignores it) gets an IOException — or,
    // as with the output flood, a busy machine slows the writes and the time limit comes first.
    { attack: 'disk-1gb', expect: all(['runtimeError', 'denied', 'timeLimitExceeded']) },
    { attack: 'network', argument: () => String(port), expect: all(['denied']) },
    { attack: 'read-file', argument: () => '/etc/passwd', expect: all(['denied']) },
    { attack: 'read-file', argument: () => secretFile, expect: all(['denied']) },
    { attack: 'shell', argument: () => shellMarker, expect: all(['denied']) },
  ];

function all(expectations: Expectation[]): Record<CodingLanguage, Expectation[]> {
  return { cpp: expectations, java: expectations, python: expectations, javascript: expectations };
}

/** Processes still alive under the slots' uids (zombies waiting to be reaped by the judge do not count). */
function sandboxProcesses() {
  // The two slots' uids (the spare Python and JavaScript runtimes past them wait, alive, by design).
  const uids = [UID_BASE, UID_BASE + 1].join(',');
  let listing = '';
  try {
    listing = execFileSync('ps', ['-o', 'stat=,args=', '-u', uids], { encoding: 'utf8' });
  } catch {
    return ''; // ps exits 1 when it lists nothing
  }
  return listing
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trim().startsWith('Z'))
    .join('\n');
}

function hostileSuite(language: CodingLanguage) {
  for (const { attack, argument, expect: expected } of ATTACKS) {
    const target = { 'read-file': ' (a file outside)', network: ' (a local server)' }[attack] ?? '';
    it(`contains ${attack}${target}, then judges the next submission normally`, async () => {
      const input = `${attack} ${argument?.() ?? '-'}\n`;
      const result = await judge.judge({
        language,
        source: HOSTILE_PROGRAMS[language],
        tests: [{ input, expected: 'denied' }],
        ...LIMITS,
      });
      expect(result.compileError).toBeUndefined();
      const outcome = result.tests[0];
      const got: Expectation =
        outcome?.verdict === 'accepted' ? 'denied' : (outcome?.verdict ?? 'runtimeError');
      expect(expected[language], JSON.stringify(outcome)).toContain(got);
      expect(outcome?.stdout ?? '').not.toContain(SECRET);
      expect(existsSync(shellMarker)).toBe(false);

      const next = await judge.judge({
        language,
        source: SUM_PROGRAMS[language],
        tests: [{ input: 'sum 20 22\n', expected: '42\n' }],
        ...LIMITS,
      });
      expect(next.tests.map((test) => test.verdict)).toEqual(['accepted']);
    });
  }

  it('leaves the host unharmed: the secret intact, no connection made, no process or large file left', async () => {
    // A sandbox killed at the end of the last test may take a moment to be gone.
    for (let wait = 0; wait < 20 && sandboxProcesses() !== ''; wait++)
      await new Promise((r) => setTimeout(r, 100));
    expect(readFileSync(secretFile, 'utf8')).toBe(`${SECRET}\n`);
    expect(connections).toBe(0);
    if (nativeSandboxHere) expect(sandboxProcesses()).toBe('');
    const used = Number(execFileSync('du', ['-sk', workDir], { encoding: 'utf8' }).split('\t')[0]);
    expect(used).toBeLessThan(10 * 1024);
  });
}

const describeSandboxed = describeNative('Hostile-code tests');
describeSandboxed('hostile Python on Pyodide', () => hostileSuite('python'));
describeSandboxed('hostile JavaScript on QuickJS', () => hostileSuite('javascript'));
describeSandboxed('hostile C++ in the sandbox', () => hostileSuite('cpp'));
describeSandboxed('hostile Java in the sandbox', () => hostileSuite('java'));
