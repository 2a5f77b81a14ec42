/**
 * The benches' servers as child processes: the compiled product (as `npm start` runs it, ADR 021), several of
 * them behind nginx, their CPU time from /proc, and a clean stop on Ctrl-C.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitFor } from './wait-for.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The server `npm start` runs (ADR 021): the compiled JavaScript, not the TypeScript through tsx. */
export const COMPILED_SERVER = 'apps/api/dist/server.mjs';

const running = new Set<ChildProcess>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of running) child.kill('SIGTERM');
    process.exit(130);
  });
}

export function track(child: ChildProcess) {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** What is measured is what ships: tsx's transpiled code differs from the build's (its `__name` wrappers). */
export function buildApi() {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-api.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
}

/** The web build the server sends pages and assets from, made when it is missing (a fresh clone). */
export function ensureWebBuild() {
  if (existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) return;
  execFileSync('npm', ['run', 'build', '--workspace', '@pathshala/web'], { cwd: repoRoot, stdio: 'inherit' });
}

export interface StartOptions {
  env?: Record<string, string>;
  nodeArgs?: string[];
  /** Runs the process on this CPU only (taskset); the pid and its signals stay the server's. */
  cpu?: string;
}

/** `script` through tsx, or as it is when it is JavaScript already (the compiled server), on `port`. */
export function startServer(
  script: string,
  port: number,
  { env = {}, nodeArgs = [], cpu }: StartOptions = {},
) {
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const command = [process.execPath, ...nodeArgs, ...loader, script];
  const [file, ...args] = cpu ? ['taskset', '-c', cpu, ...command] : command;
  return track(
    spawn(file as string, args, {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
}

/** Whether something listens on the port. */
export const answers = (port: number) =>
  new Promise<boolean>((resolve) =>
    createConnection(port, '127.0.0.1')
      .once('connect', function (this: Socket) {
        this.destroy();
        resolve(true);
      })
      .once('error', () => resolve(false)),
  );

/** A server left over from another run would answer in place of the one started here. */
export async function assertPortFree(port: number) {
  if (await answers(port)) throw new Error(`port ${port} is in use: is another bench still running?`);
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Clock ticks a second, the unit of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** A process's CPU time so far (user + system), in seconds; undefined without /proc. */
export function cpuSecondsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // The fields after the command name, which may hold spaces: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/**
 * nginx (Debian's package) on `port`, spreading requests over `upstreamPorts` with kept-alive connections.
 * Resolves once it answers `healthPath`; its temporary directory goes when it exits.
 */
export async function startNginx(port: number, upstreamPorts: number[], healthPath = '/api/health') {
  const prefix = mkdtempSync(path.join(tmpdir(), 'pathshala-nginx-'));
  const upstreams = upstreamPorts.map((upstream) => `server 127.0.0.1:${upstream};`);
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream pathshala { ${upstreams.join(' ')} keepalive 128; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://pathshala;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
    }
  }
}
`,
  );
  const nginx = track(
    spawn('nginx', ['-p', prefix, '-e', `${prefix}/error.log`, '-c', `${prefix}/nginx.conf`], {
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  nginx.once('exit', () => rmSync(prefix, { recursive: true, force: true }));
  await waitFor(`http://127.0.0.1:${port}${healthPath}`);
  return nginx;
}
