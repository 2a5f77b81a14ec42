import { execFile, spawn } from 'node:child_process';
import { access, chmod, constants, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { API_ROOT } from '../../../paths.ts';

const run = promisify(execFile);

/** Where the tools live on Debian (the packages `.ci/run` installs: g++, openjdk-17-jdk-headless, bubblewrap). */
export const TOOLS = {
  bwrap: '/usr/bin/bwrap',
  nice: '/usr/bin/nice',
  gcc: '/usr/bin/gcc',
  gpp: '/usr/bin/g++',
  jdk: '/usr/lib/jvm/java-17-openjdk-amd64',
  jdkConf: '/etc/java-17-openjdk',
};

/**
 * The judge's files that sandboxes use (supervisor.c, the runtime host and its worker), found from the API's
 * folder so that the compiled server (one file in dist/) uses the same ones (ADR 021).
 */
export const JUDGE_FILES_DIR = path.join(API_ROOT, 'src', 'modules', 'coding', 'judge');

/** The sandboxed uids: one per concurrent slot, none of them anyone's on the host. */
export const SANDBOX_UID_BASE = 61_000;

export interface SandboxLimits {
  cpuMs: number;
  wallMs: number;
  /** RLIMIT_AS in bytes; 0 leaves the address space unlimited (the JVM, which is bounded by -Xmx instead). */
  addressSpaceBytes: number;
  stackBytes: number;
  processes: number;
  openFiles: number;
  fileSizeBytes: number;
  /** Size of the fresh tmpfs that is the working directory. */
  scratchBytes: number;
  /** stdout and stderr are each read up to this many bytes; past it the sandbox is killed. */
  outputBytes: number;
}

export interface SandboxBind {
  host: string;
  sandbox: string;
  writable?: boolean;
}

export interface SandboxRun {
  uid: number;
  argv: string[];
  stdin: string;
  limits: SandboxLimits;
  binds: SandboxBind[];
  env?: Record<string, string>;
}

export interface SandboxOutcome {
  exitCode: number;
  signal: number;
  cpuMs: number;
  wallMs: number;
  maxRssKb: number;
  wallExceeded: boolean;
  outputExceeded: boolean;
  stdout: string;
  stderr: string;
}

async function executable(file: string) {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Why the sandbox cannot run here, or null when it can (bwrap present and able to make its namespaces). */
export async function sandboxProblem(): Promise<string | null> {
  if (process.platform !== 'linux') return 'the sandbox (bubblewrap) needs Linux';
  if (!(await executable(TOOLS.bwrap))) return 'bubblewrap (bwrap) is not installed';
  if (!(await executable(TOOLS.nice))) return 'nice (coreutils) is not installed';
  if (typeof process.getuid === 'function' && process.getuid() !== 0) {
    // Dropping to a dedicated uid per slot needs root; as another user every run would share that user's limits.
    return 'the judge must run as root to start sandboxes under their own unprivileged uids';
  }
  if (!(await executable(TOOLS.gcc))) return 'gcc is not installed (it builds the sandbox supervisor)';
  return null;
}

/**
 * The first folder on the way to `dir` (itself included, where it exists) that the sandbox uids may not pass
 * through (no o+x), or null. bwrap runs as the sandbox's uid, so it must reach every folder it binds.
 */
export async function closedFolderOnTheWay(dir: string): Promise<string | null> {
  const folders: string[] = [];
  for (let folder = path.resolve(dir); ; folder = path.dirname(folder)) {
    folders.unshift(folder);
    if (path.dirname(folder) === folder) break;
  }
  for (const folder of folders) {
    const mode = await stat(folder).then(
      (found) => found.mode,
      () => null,
    );
    if (mode === null) return null; // made by the judge, traversable
    if ((mode & 0o001) === 0) return folder;
  }
  return null;
}

/** Builds the supervisor (supervisor.c) into workDir once; the sandbox mounts it read-only. */
export async function buildSupervisor(workDir: string) {
  const binary = path.join(workDir, 'supervisor');
  const source = path.join(JUDGE_FILES_DIR, 'supervisor.c');
  await mkdir(workDir, { recursive: true });
  // The sandbox uids pass through to their program directories and the supervisor, and list nothing.
  await chmod(workDir, 0o711);
  const fresh = await stat(binary).then(
    async (built) => built.mtimeMs >= (await stat(source)).mtimeMs,
    () => false,
  );
  if (!fresh) {
    await run(TOOLS.gcc, ['-O2', '-static', '-o', `${binary}.tmp`, source]).catch(() =>
      run(TOOLS.gcc, ['-O2', '-o', `${binary}.tmp`, source]),
    );
    await run('/bin/mv', [`${binary}.tmp`, binary]);
  }
  return binary;
}

function bwrapArgs(supervisor: string, request: SandboxRun) {
  const { limits } = request;
  const args = [
    '--unshare-all', // no network, no shared pid/ipc/uts/cgroup namespaces
    '--die-with-parent',
    '--new-session',
    '--clearenv',
    '--setenv',
    'PATH',
    '/usr/bin:/bin',
    '--setenv',
    'HOME',
    '/box',
    '--setenv',
    'LANG',
    'C.UTF-8',
    '--symlink',
    'usr/lib',
    '/lib',
    '--symlink',
    'usr/lib64',
    '/lib64',
    '--symlink',
    'usr/bin',
    '/bin',
    '--ro-bind-try',
    '/etc/ld.so.cache',
    '/etc/ld.so.cache',
    '--ro-bind-try',
    '/etc/alternatives',
    '/etc/alternatives',
    '--ro-bind-try',
    TOOLS.jdkConf,
    TOOLS.jdkConf,
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--size',
    String(limits.scratchBytes),
    '--tmpfs',
    '/box',
    '--size',
    String(1024 * 1024),
    '--tmpfs',
    '/tmp',
    '--ro-bind',
    supervisor,
    '/supervisor',
  ];
  for (const [name, value] of Object.entries(request.env ?? {})) args.push('--setenv', name, value);
  // Binds after the fixed layout: each run names the system directories it may see.
  for (const bind of request.binds)
    args.push(bind.writable ? '--bind' : '--ro-bind', bind.host, bind.sandbox);
  args.push('--chdir', '/box', '--', '/supervisor');
  args.push(
    String(limits.cpuMs),
    String(limits.wallMs),
    String(limits.addressSpaceBytes),
    String(limits.processes),
    String(limits.openFiles),
    String(limits.fileSizeBytes),
    String(limits.stackBytes),
    '--',
    ...request.argv,
  );
  return args;
}

function parseReport(report: string) {
  const fields = Object.fromEntries(
    report
      .trim()
      .split(/\s+/)
      .map((pair) => pair.split('='))
      .map(([key, value]) => [key, Number(value)]),
  ) as Record<string, number>;
  if (!('exit' in fields)) return null;
  return fields;
}

/**
 * How much less CPU priority a compiled program's sandbox (C++, Java, and their compilers) gets than the server:
 * nice 10. A burst of submissions then waits for the CPU behind the site's requests. Those programs are timed
 * by CPU time, which this does not change. The WebAssembly runtimes (Python, JavaScript) are timed by wall time,
 * so they keep the server's priority: at nice 10 beside a busy core they would time out on correct programs.
 */
const SANDBOX_NICENESS = '10';

/** bwrap started (through nice when `lowered`, so everything in the sandbox runs at the lower priority). */
function spawnSandbox(args: string[], uid: number, lowered: boolean) {
  const [command, ...prefix] = lowered ? [TOOLS.nice, '-n', SANDBOX_NICENESS, TOOLS.bwrap] : [TOOLS.bwrap];
  return spawn(command as string, [...prefix, ...args], {
    uid,
    gid: uid,
    stdio: ['pipe', 'pipe', 'pipe', 'pipe'], // fd 3: the supervisor's report
    detached: true,
    env: {},
  });
}

/**
 * A long-lived program in a fresh sandbox that the caller talks to over its stdin and stdout (the WebAssembly
 * runtimes' host). The caller ends it by killing the returned process's group.
 */
export function startSandboxed(supervisor: string, request: Omit<SandboxRun, 'stdin'>) {
  const child = spawnSandbox(bwrapArgs(supervisor, { ...request, stdin: '' }), request.uid, false);
  const kill = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  return { child, kill };
}

/** One program run inside a fresh sandbox; resolves when every process of the sandbox has ended. */
export function runSandboxed(supervisor: string, request: SandboxRun): Promise<SandboxOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawnSandbox(bwrapArgs(supervisor, request), request.uid, true);
    const cap = request.limits.outputBytes;
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let stdoutBytes = 0;
    let stderrBytes = 0;
    let outputExceeded = false;
    let report = '';
    const started = Date.now();
    let killed = false;
    const kill = () => {
      killed = true;
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    // The supervisor enforces the wall limit; this is the backstop should the sandbox itself hang.
    const backstop = setTimeout(kill, request.limits.wallMs + 5_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (outputExceeded) return;
      stdoutBytes += chunk.length;
      if (stdoutBytes > cap) {
        outputExceeded = true;
        kill();
        return;
      }
      stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderrBytes >= 64 * 1024) return; // the rest is dropped, not fatal: stdout decides
      stderrBytes += chunk.length;
      stderr.push(chunk);
    });
    const reportStream = child.stdio[3];
    reportStream?.on('data', (chunk: Buffer) => {
      report += chunk.toString();
    });
    child.stdin.on('error', () => {}); // the program may exit without reading its input
    child.stdin.end(request.stdin);
    child.on('close', () => {
      clearTimeout(backstop);
      const fields = parseReport(report);
      // No report and not stopped by the judge: the sandbox itself failed to start (bwrap's message says why).
      if (!fields && !killed) {
        const message = Buffer.concat(stderr).toString('utf8').trim().slice(0, 500);
        reject(new Error(`The sandbox did not start: ${message || 'no report from the supervisor'}`));
        return;
      }
      resolve({
        exitCode: fields?.exit ?? -1,
        signal: fields?.signal ?? 9,
        cpuMs: fields?.cpu_ms ?? 0,
        wallMs: fields?.wall_ms ?? Date.now() - started,
        maxRssKb: fields?.maxrss_kb ?? 0,
        wallExceeded: fields ? fields.wall_exceeded === 1 : !outputExceeded,
        outputExceeded,
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: Buffer.concat(stderr)
          .toString('utf8')
          .slice(0, 64 * 1024),
      });
    });
  });
}
