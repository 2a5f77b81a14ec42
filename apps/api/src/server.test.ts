import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

// The real entry point as a child process: start-up, demo data, persistence, config errors, shutdown.
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'pathshala-server-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// A server a failed test left running would hold its port and a core for the rest of the run.
const children = new Set<ChildProcess>();
afterEach(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  children.clear();
});

/**
 * A test that starts the server: start-up (migrations, demo data with the coding bank's 17 MB of tests) takes
 * 25–30 s on an idle 2-core machine and over 100 s beside the PostgreSQL run and a CPU hog; one test starts it twice.
 */
const SERVER_TEST_MS = 420_000;

interface CourseList {
  data: { id: string }[];
}

interface Started {
  child: ChildProcess;
  output: () => string;
}

function startServer(env: Record<string, string>, preload: string[] = []): Started {
  let output = '';
  const imports = ['tsx', ...preload].flatMap((module) => ['--import', module]);
  const child = spawn(process.execPath, [...imports, 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', LOG_LEVEL: 'info', DATA_DIR: dataDir, ...env },
    // A channel for the tests that inject a fault (testing/reject-on-message.ts).
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  children.add(child);
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

/** Until the server answers its health check; a server that never does fails at the test's timeout. */
async function waitForHealth(port: number, started: Started) {
  for (;;) {
    if (started.child.exitCode !== null) throw new Error(`server exited: ${started.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

describe('server entry point', () => {
  it('refuses a bad PORT with one line naming it', async () => {
    const started = startServer({ PORT: 'abc' });
    expect(await exitOf(started.child)).not.toBe(0);
    const lines = started.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('PORT');
  });

  it(
    'loads demo data on the first start only, keeps data, and shuts down gracefully, before the forced exit',
    async () => {
      const port = 3300 + Math.floor(Math.random() * 500);
      const first = startServer({ PORT: String(port) });
      await waitForHealth(port, first);
      expect(first.output()).toContain('demo data loaded');
      expect(first.output()).toContain('demo@pathshala.local');
      const courses = (await (
        await fetch(`http://127.0.0.1:${port}/api/courses/getCourse`)
      ).json()) as CourseList;
      expect(courses.data.length).toBeGreaterThanOrEqual(12);

      // Exit code 0 is the graceful close: past its 4.5 s delay, close-with-grace exits with 1.
      first.child.kill('SIGTERM');
      expect(await exitOf(first.child)).toBe(0);
      expect(first.output()).toContain('shutting down');

      const second = startServer({ PORT: String(port) });
      await waitForHealth(port, second);
      expect(second.output()).not.toContain('demo data loaded');
      const again = (await (
        await fetch(`http://127.0.0.1:${port}/api/courses/getCourse`)
      ).json()) as CourseList;
      expect(again.data.map((course) => course.id)).toEqual(courses.data.map((course) => course.id));
      second.child.kill('SIGINT');
      expect(await exitOf(second.child)).toBe(0);
    },
    SERVER_TEST_MS,
  );

  it(
    'keeps serving after a promise fails with nobody awaiting it, and says so in the log',
    async () => {
      const port = 3300 + Math.floor(Math.random() * 500);
      const started = startServer({ PORT: String(port) }, ['./apps/api/src/testing/reject-on-message.ts']);
      await waitForHealth(port, started);
      started.child.send('reject');
      await expect.poll(() => started.output()).toContain('the server keeps running');
      expect(started.output()).toContain('a background fault injected by the test');
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      expect(started.child.exitCode).toBeNull();
      started.child.kill('SIGTERM');
      expect(await exitOf(started.child)).toBe(0);
    },
    SERVER_TEST_MS,
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'runs the same product on a PostgreSQL server with DATABASE_URL, demo data only with DEMO_DATA=1',
    async () => {
      const serverUrl = new URL(process.env.TEST_DATABASE_URL ?? '');
      const names = [
        `${serverUrl.pathname.slice(1)}_t_srv_demo`,
        `${serverUrl.pathname.slice(1)}_t_srv_empty`,
      ];
      const admin = new pg.Client({ connectionString: serverUrl.toString() });
      await admin.connect();
      try {
        for (const name of names) {
          await admin.query(`drop database if exists ${name} with (force)`);
          await admin.query(`create database ${name}`);
        }
        const urlOf = (name: string) =>
          Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
        for (const [index, name] of names.entries()) {
          const port = 3850 + index + Math.floor(Math.random() * 100);
          const withDemo = index === 0;
          const started = startServer({
            PORT: String(port),
            DATABASE_URL: urlOf(name),
            ...(withDemo ? { DEMO_DATA: '1' } : {}),
          });
          await waitForHealth(port, started);
          const list = (await (
            await fetch(`http://127.0.0.1:${port}/api/courses/getCourse`)
          ).json()) as CourseList;
          if (withDemo) expect(list.data.length).toBeGreaterThanOrEqual(12);
          else expect(list.data).toHaveLength(0);
          expect(started.output()).toContain('PostgreSQL server');
          started.child.kill('SIGTERM');
          expect(await exitOf(started.child)).toBe(0);
        }
      } finally {
        for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    SERVER_TEST_MS,
  );
});
