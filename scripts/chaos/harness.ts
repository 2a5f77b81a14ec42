/**
 * Shared pieces of the chaos scripts: a throw-away database on the PostgreSQL server, the real production
 * server as a child process (so it can be killed with SIGKILL), a small HTTP client with a cookie per learner,
 * and a TCP proxy that can stall the database connection.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

export { stallableProxy } from '../../apps/api/src/testing/stallable-proxy.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const PG_SERVER = process.env.CHAOS_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function log(message: string) {
  console.log(`[chaos ${new Date().toISOString().slice(11, 23)}] ${message}`);
}

/** A fresh database for one run; `drop()` removes it whatever happened. */
export async function throwAwayDatabase(prefix: string) {
  const name = `chaos_${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  return {
    name,
    url: url.toString(),
    admin,
    /** A connection to the run's database, for checking what the server wrote. */
    async query<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
      if (!(client as unknown as { _connected?: boolean })._connected) {
        await client.connect().catch(() => {});
      }
      return (await client.query<Row>(text, values)).rows;
    },
    async drop() {
      await client.end().catch(() => {});
      await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end();
    },
  };
}

export async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RunningServer {
  process: ChildProcess;
  baseUrl: string;
  output: () => string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** The production server (`npm run serve`'s entry) on its own port and database. */
export async function startServer(env: Record<string, string>, port: number): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST_DIR: path.join(repoRoot, 'scripts/chaos/no-web-build'),
      LOG_LEVEL: 'warn',
      PAYMENT_GATEWAY: 'simulated',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await sleep(250);
  }
  return {
    process: child,
    baseUrl,
    output: () => output,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
}

/** One learner's browser: JSON calls with its own session cookie. */
export class Browser {
  private cookie = '';
  constructor(private readonly baseUrl: string) {}

  async call(method: string, url: string, body?: unknown) {
    const response = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        origin: this.baseUrl,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    const session = setCookie?.match(/pathshala_session=([^;]*)/);
    if (session) this.cookie = `pathshala_session=${session[1]}`;
    const text = await response.text();
    let json: Record<string, unknown> = {};
    try {
      json = JSON.parse(text);
    } catch {
      json = { raw: text };
    }
    return { status: response.status, json };
  }
}

/** Words that must never reach a log: the pg client's connection details and secrets. */
export function leakedSecrets(output: string) {
  return ['secretKey', 'processID', '"password"', 'passwordHash', 'scrypt$'].filter((word) =>
    output.includes(word),
  );
}
