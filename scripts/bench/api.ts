/**
 * The API's hot reads under load, against a bare Fastify route in the same run (issue 13's table).
 * Starts a bare server and the product as child processes, once on the embedded database and once on the
 * PostgreSQL server (a database created and dropped for the run, when 127.0.0.1:5432 answers), signs the demo
 * learner in, buys one course through the simulated gateway, then drives every endpoint with autocannon and
 * prints req/s, p50/p99 latency, errors and timeouts, and the ratio to the bare route.
 *
 *   npm run bench                       100 connections, 10 s per endpoint, both databases
 *   BENCH_DURATION=5 BENCH_CONNECTIONS=50 BENCH_DATABASES=embedded npm run bench
 *   BENCH_ONLY=details,learnings npm run bench   (endpoint names from the table)
 *   BENCH_JSON=out.json npm run bench    also writes the results as JSON
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { waitFor } from './wait-for.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const databases = (process.env.BENCH_DATABASES ?? 'embedded,postgres').split(',');
const only = process.env.BENCH_ONLY?.split(',');
const PG_SERVER = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const PRODUCT_PORT = 3210;
const BARE_PORT = 3211;
const base = `http://127.0.0.1:${PRODUCT_PORT}`;

/** The targets: at least half the bare route's throughput, p99 under 50 ms, nothing failed. */
const TARGET = { ratio: 0.5, p99Ms: 50 };

function start(script: string, port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Endpoint {
  name: string;
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  learner?: boolean;
}

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

async function drive(url: string, endpoint?: Endpoint, cookie?: string): Promise<Result> {
  const options = {
    url,
    connections,
    method: endpoint?.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      'accept-encoding': 'gzip, br',
      ...(endpoint?.learner && cookie ? { cookie } : {}),
    },
    body: endpoint?.body === undefined ? undefined : JSON.stringify(endpoint.body),
    timeout: 10,
  } as const;
  await autocannon({ ...options, duration: 2 }); // warm-up: JIT, caches, connection pools
  const result = await autocannon({ ...options, duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

async function json(response: Response) {
  const body = (await response.json()) as { success: boolean; message?: string; data?: never };
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${body.message ?? ''}`);
  return body;
}

/** Signs the demo learner in and buys one course, so every learner endpoint answers with real data. */
async function prepareLearner() {
  const headers = { 'content-type': 'application/json' };
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'demo@pathshala.local', password: 'Demo@12345' }),
  });
  await json(login);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const asLearner = { ...headers, cookie };
  const courses = (await json(await fetch(`${base}/api/courses/getCourse`))).data as unknown as {
    id: string;
    status: string;
  }[];
  const published = courses.filter((course) => course.status === 'published');
  const [bought, inCart] = [published[0], published[1]];
  if (!bought || !inCart) throw new Error('The demo catalogue has fewer than two published courses');

  const purchased = (await json(
    await fetch(`${base}/api/user/getPurchasedCourseById/${bought.id}`, { headers: asLearner }),
  )) as unknown as { data: { isPurchased: boolean } };
  if (!purchased.data.isPurchased) {
    const order = (await json(
      await fetch(`${base}/api/payment/createOrder`, {
        method: 'POST',
        headers: asLearner,
        body: JSON.stringify({ courseId: bought.id }),
      }),
    )) as unknown as { data: { token: string; razorpayOrder: { id: string } } };
    const paid = (await json(
      await fetch(`${base}/api/payment/simulator/pay`, {
        method: 'POST',
        headers: asLearner,
        body: JSON.stringify({ orderId: order.data.razorpayOrder.id, outcome: 'success' }),
      }),
    )) as unknown as { data: Record<string, string> };
    await json(
      await fetch(`${base}/api/payment/verifyPayment`, {
        method: 'POST',
        headers: asLearner,
        body: JSON.stringify({ token: order.data.token, ...paid.data }),
      }),
    );
  }
  await fetch(`${base}/api/cart/addToCart`, {
    method: 'POST',
    headers: asLearner,
    body: JSON.stringify({ courseId: inCart.id }),
  });
  const details = (await json(
    await fetch(`${base}/api/courses/getPurchasedCourseDetails`, {
      method: 'POST',
      headers: asLearner,
      body: JSON.stringify({ courseId: bought.id }),
    }),
  )) as unknown as { data: { details: { chapters: { lectures: { id: string }[] }[] } } };
  const lectureId = details.data.details.chapters[0]?.lectures[0]?.id;
  if (!lectureId) throw new Error('The bought course has no lectures');
  return { cookie, courseId: bought.id, lectureId };
}

function endpoints(courseId: string, lectureId: string): Endpoint[] {
  const all: Endpoint[] = [
    { name: 'list', label: 'course list', method: 'GET', path: '/api/courses/getCourse' },
    {
      name: 'details',
      label: 'course details',
      method: 'POST',
      path: '/api/courses/getCourseDetails',
      body: { courseId },
    },
    { name: 'search', label: "search 'python'", method: 'GET', path: '/api/search?keyword=python' },
    {
      name: 'suggestions',
      label: "suggestions 'pyt'",
      method: 'GET',
      path: '/api/course-suggestions?keyword=pyt',
    },
    {
      name: 'learnings',
      label: 'my learnings',
      method: 'GET',
      path: '/api/mylearnings/users/getCourseDetails',
      learner: true,
    },
    {
      name: 'purchased',
      label: 'purchased course details',
      method: 'POST',
      path: '/api/courses/getPurchasedCourseDetails',
      body: { courseId },
      learner: true,
    },
    {
      name: 'lecture',
      label: 'lecture details',
      method: 'POST',
      path: '/api/lectures/getLectureDetails',
      body: { lectureId },
      learner: true,
    },
    { name: 'cart', label: 'cart', method: 'GET', path: '/api/cart/getCartItems', learner: true },
  ];
  return all.filter((endpoint) => !only || only.includes(endpoint.name));
}

const fmt = (label: string, r: Result, bare?: Result) => {
  const ratio = bare ? r.rps / bare.rps : 1;
  const failed = r.errors + r.timeouts + r.non2xx;
  const meets = !bare || (ratio >= TARGET.ratio && r.p99 < TARGET.p99Ms && failed === 0);
  return [
    label.padEnd(26),
    `${r.rps.toFixed(0).padStart(7)} req/s`,
    `p50 ${String(r.p50).padStart(5)} ms`,
    `p99 ${String(r.p99).padStart(5)} ms`,
    `errors ${String(r.errors + r.non2xx).padStart(5)}`,
    `timeouts ${String(r.timeouts).padStart(4)}`,
    bare ? `ratio ${ratio.toFixed(2)}` : '          ',
    bare ? (meets ? 'meets target' : 'BELOW TARGET') : '',
  ].join('  ');
};

const report: Record<string, Record<string, Result>> = {};
const bareServer = start('scripts/bench/bare-server.ts', BARE_PORT);
try {
  await waitFor(`http://127.0.0.1:${BARE_PORT}/bare`);
  for (const database of databases) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pathshala-bench-'));
    const pgDatabase = `pathshala_bench_${process.pid}`;
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      // The demo catalogue, no money: production refuses to start without a gateway chosen (issue 9).
      PAYMENT_GATEWAY: 'simulated',
      // One client makes every request here: the per-address limits would measure themselves.
      FORM_RATE_LIMIT_PER_MINUTE: '1000000',
    };
    if (database === 'postgres') {
      try {
        execFileSync('psql', [`${PG_SERVER}/postgres`, '-qc', `create database ${pgDatabase}`]);
      } catch {
        console.log('\nNo PostgreSQL server at 127.0.0.1:5432: skipping the server run');
        continue;
      }
      env.DATABASE_URL = `${PG_SERVER}/${pgDatabase}`;
      env.DEMO_DATA = '1';
    }
    const product = start('apps/api/src/server.ts', PRODUCT_PORT, env);
    try {
      await waitFor(`${base}/api/health`);
      const { cookie, courseId, lectureId } = await prepareLearner();
      const results: Record<string, Result> = {};
      results.bare = await drive(`http://127.0.0.1:${BARE_PORT}/bare`);
      for (const endpoint of endpoints(courseId, lectureId)) {
        results[endpoint.name] = await drive(`${base}${endpoint.path}`, endpoint, cookie);
      }
      report[database] = results;
      console.log(`\n${database} database — ${connections} connections, ${duration} s per endpoint\n`);
      console.log(fmt('bare Fastify constant JSON', results.bare));
      for (const endpoint of endpoints(courseId, lectureId)) {
        const result = results[endpoint.name];
        if (result) console.log(fmt(endpoint.label, result, results.bare));
      }
    } finally {
      await stop(product);
      rmSync(dataDir, { recursive: true, force: true });
      if (database === 'postgres') {
        execFileSync('psql', [
          `${PG_SERVER}/postgres`,
          '-qc',
          `drop database if exists ${pgDatabase} with (force)`,
        ]);
      }
    }
  }
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(report, null, 2));
} finally {
  await stop(bareServer);
}
