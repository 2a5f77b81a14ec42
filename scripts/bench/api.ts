/**
 * The API's hot reads under load, against a bare Fastify route in the same run (docs/performance.md).
 * Starts a bare server and the product as child processes (the product compiled first, and run as `npm start`
 * runs it: ADR 021), once on the embedded database and once on the PostgreSQL server (a database created and
 * dropped for the run, when 127.0.0.1:5432 answers), signs the demo learner in, buys one course through the
 * simulated gateway, then drives every endpoint with autocannon and prints req/s, p50/p99 latency, errors and
 * timeouts, the ratio to the bare route, and what a request costs the server in CPU (user + system, from /proc)
 * with the bare route's cost over it ("cost ratio": unlike throughput, barely moved by the machine's drift).
 *
 *   npm run bench                       100 connections, 10 s per endpoint, both databases
 *   BENCH_DURATION=5 BENCH_CONNECTIONS=50 BENCH_DATABASES=embedded npm run bench
 *   BENCH_ONLY=details,learnings npm run bench   (endpoint names from the table)
 *   BENCH_JSON=out.json npm run bench    also writes the results as JSON
 *   BENCH_CPU_PROF=dir npm run bench     also writes a V8 CPU profile of each product server into dir
 *                                        (open it in Chrome's DevTools, Performance panel)
 *   BENCH_INSTANCES=2 BENCH_DATABASES=postgres npm run bench
 *                                        two API processes behind nginx on one port (server databases only),
 *                                        sharing Redis when it answers at 127.0.0.1:6379; also measures how
 *                                        long a learner's change on one takes to show on the other
 *   BENCH_CLIENT=wrk npm run bench       the load from wrk (C) instead of autocannon (JavaScript): a lighter
 *                                        client, which a 379 KB answer or a 2-core machine needs (wrk installed)
 *   BENCH_PIN=1 npm run bench            the servers on one CPU and the client on the other (taskset), so the
 *                                        client never takes the server's core in the middle of a request
 *   BENCH_ROUNDS=5 npm run bench         each endpoint in 5 slices, each right after a slice of the bare route as
 *                                        long: the ratio is the median of the 5 pairs' ratios, p99 the worst
 *                                        slice's (this machine's speed drifts within seconds)
 *   BENCH_DATABASES=scale npm run bench  on PostgreSQL seeded at scale first (`seed-scale.ts --full`: 10,000
 *                                        courses, 100,000 learners, 1,000,000 enrolments, 5,000,000 progress
 *                                        rows; about 2 minutes), as a scale learner with 10 enrolments
 */
import { type ChildProcess, execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { type HotRead, hotReads } from '../../apps/api/src/testing/hot-reads.ts';
import { SCALE_LEARNER_PASSWORD, scaleLearnerEmail } from '../seed-scale.ts';
import {
  answers,
  assertPortFree,
  buildApi,
  COMPILED_SERVER,
  cpuSecondsOf,
  repoRoot,
  startNginx,
  startServer,
  stop,
} from './processes.ts';
import { waitFor } from './wait-for.ts';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const databases = (process.env.BENCH_DATABASES ?? 'embedded,postgres').split(',');
const only = process.env.BENCH_ONLY?.split(',');
const instances = Number(process.env.BENCH_INSTANCES ?? 1);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
/** The load generator: autocannon (JavaScript, the default) or wrk (C, Debian's package) with BENCH_CLIENT=wrk. */
const client = process.env.BENCH_CLIENT === 'wrk' ? 'wrk' : 'autocannon';
// wrk takes whole seconds only.
if (client === 'wrk' && !Number.isInteger(duration / rounds))
  throw new Error(
    `BENCH_CLIENT=wrk needs whole-second slices: BENCH_DURATION ${duration} / BENCH_ROUNDS ${rounds}`,
  );
/**
 * With BENCH_PIN, every Node server (bare and product) runs on SERVER_CPU and the load generator on CLIENT_CPU
 * (wrk with one thread); PostgreSQL and nginx are not pinned. Each server then has one core to itself, and the
 * ratio compares what a request costs the server: unpinned, the client's own cost per answer (autocannon
 * parsing a 7 KB course list in JavaScript) takes CPU from the server under test and drags the ratio down with it.
 */
const pin = process.env.BENCH_PIN === '1';
const SERVER_CPU = '1';
const CLIENT_CPU = '0';
if (pin) {
  if (availableParallelism() < 2)
    throw new Error('BENCH_PIN needs two CPUs: one for the servers, one for the client');
  execFileSync('taskset', ['-pc', CLIENT_CPU, String(process.pid)], { stdio: 'ignore' });
}
const PG_SERVER = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const PRODUCT_PORT = 3210;
const BARE_PORT = 3211;
const base = `http://127.0.0.1:${PRODUCT_PORT}`;
/** With several instances: each listens on its own port, nginx on PRODUCT_PORT spreads the requests. */
const instancePort = (n: number) => PRODUCT_PORT + 2 + n;
const profileDir = process.env.BENCH_CPU_PROF;
/** Node's own profiler on the product servers; the profile is written when the server exits. */
const productNodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];

/** The issue's targets: at least half the bare route's throughput, p99 under 50 ms, nothing failed. */
const TARGET = { ratio: 0.5, p99Ms: 50 };

/** Every child still running: stopped with the bench, so an interrupted run leaves no server behind. */
/** `script` on `port`, on SERVER_CPU when pinned. */
function start(
  script: string,
  port: number,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): ChildProcess {
  return startServer(script, port, { env, nodeArgs, cpu: pin ? SERVER_CPU : undefined });
}

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** With BENCH_ROUNDS: the median of the rounds' ratios to the bare route measured just before each. */
  pairedRatio?: number;
  /**
   * The server's CPU time (user + system, from /proc) per answered request: what an answer costs the server,
   * whatever else the machine was doing. Undefined where it cannot be read (several instances, no /proc).
   */
  cpuUs?: number;
  /** With BENCH_ROUNDS: the bare route's CPU time per request over the slices paired with this endpoint's. */
  bareCpuUs?: number;
}

interface DriveOptions {
  /** The hot read to send (method, body, whether signed in); the bare route's GET without it. */
  endpoint?: HotRead;
  cookie?: string;
  seconds?: number;
  /** Skip the 2 s warm-up: the route was just driven. */
  warm?: boolean;
  /** The server's pid: what its answers cost it in CPU is read from /proc. */
  serverPid?: number;
}

/** `seconds` of load on one route, after 2 s to warm it up (JIT, caches, connection pools) unless `warm`. */
async function drive(
  url: string,
  { endpoint, cookie, seconds = duration, warm = false, serverPid }: DriveOptions = {},
): Promise<Result> {
  const driver = client === 'wrk' ? driveWithWrk : driveWithAutocannon;
  if (!warm) await driver(url, endpoint, cookie, 2);
  const cpuBefore = cpuSecondsOf(serverPid);
  const result = await driver(url, endpoint, cookie, seconds);
  const cpuAfter = cpuSecondsOf(serverPid);
  const answered = result.rps * seconds;
  if (cpuBefore !== undefined && cpuAfter !== undefined && answered > 0)
    result.cpuUs = ((cpuAfter - cpuBefore) * 1e6) / answered;
  return result;
}

/** What every measured request sends, whichever client sends it. */
function requestHeaders(endpoint?: HotRead, cookie?: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'accept-encoding': 'gzip, br',
    ...(endpoint?.learner && cookie ? { cookie } : {}),
  };
}

async function driveWithAutocannon(
  url: string,
  endpoint: HotRead | undefined,
  cookie: string | undefined,
  seconds: number,
): Promise<Result> {
  const options = {
    url,
    connections,
    method: endpoint?.method ?? 'GET',
    headers: requestHeaders(endpoint, cookie),
    body: endpoint?.body === undefined ? undefined : JSON.stringify(endpoint.body),
    timeout: 10,
  } as const;
  const result = await autocannon({ ...options, duration: seconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** wrk's durations as it prints them ('840.00us', '12.34ms', '1.20s'), in milliseconds. */
function wrkMs(text: string | undefined) {
  const match = text?.match(/^([\d.]+)(us|ms|s)$/);
  if (!match) throw new Error(`wrk printed an unknown duration: ${text}`);
  const unit = { us: 0.001, ms: 1, s: 1000 }[match[2] as 'us' | 'ms' | 's'];
  return Number(match[1]) * unit;
}

/**
 * The same load through wrk (C, two threads): autocannon parses every answer in JavaScript and tops out near
 * 200 answers a second on the 379 KB catalogue at 10,000 courses, where wrk reads 6,000–8,000 (its own
 * limit, measured, not the server's). The method, body and headers go in a Lua script, as wrk takes them.
 */
async function driveWithWrk(
  url: string,
  endpoint: HotRead | undefined,
  cookie: string | undefined,
  seconds: number,
): Promise<Result> {
  const headers = requestHeaders(endpoint, cookie);
  const script = [
    `wrk.method = ${JSON.stringify(endpoint?.method ?? 'GET')}`,
    ...(endpoint?.body === undefined ? [] : [`wrk.body = ${JSON.stringify(JSON.stringify(endpoint.body))}`]),
    ...Object.entries(headers).map(
      ([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`,
    ),
  ].join('\n');
  const scriptDir = mkdtempSync(path.join(tmpdir(), 'pathshala-wrk-'));
  const scriptFile = path.join(scriptDir, 'request.lua');
  writeFileSync(scriptFile, script);
  const run = async () =>
    (
      await promisify(execFile)(pin ? 'taskset' : 'wrk', [
        ...(pin ? ['-c', CLIENT_CPU, 'wrk', '-t1'] : ['-t2']),
        `-c${connections}`,
        `-d${seconds}s`,
        '--timeout',
        '10s',
        '--latency',
        '-s',
        scriptFile,
        url,
      ])
    ).stdout;
  try {
    const out = await run();
    const socketErrors = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
    return {
      rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1]),
      p50: wrkMs(out.match(/^\s+50%\s+(\S+)/m)?.[1]),
      p99: wrkMs(out.match(/^\s+99%\s+(\S+)/m)?.[1]),
      errors: socketErrors ? Number(socketErrors[1]) + Number(socketErrors[2]) + Number(socketErrors[3]) : 0,
      timeouts: socketErrors ? Number(socketErrors[4]) : 0,
      non2xx: Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
    };
  } finally {
    rmSync(scriptDir, { recursive: true, force: true });
  }
}

/** Two runs of one route as one: mean throughput and latencies, every failure counted. */
function meanOf(a: Result, b: Result): Result {
  return {
    ...(a.cpuUs !== undefined && b.cpuUs !== undefined ? { cpuUs: (a.cpuUs + b.cpuUs) / 2 } : {}),
    rps: (a.rps + b.rps) / 2,
    p50: (a.p50 + b.p50) / 2,
    p99: (a.p99 + b.p99) / 2,
    errors: a.errors + b.errors,
    timeouts: a.timeouts + b.timeouts,
    non2xx: a.non2xx + b.non2xx,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/**
 * An endpoint in `rounds` slices, each right after a slice of the bare route as long. The machine's speed drifts
 * by a third within a minute here, so a ratio against a bare run a minute away measures the drift too; each
 * pair is measured within seconds. Throughput is the slices' mean, p50 their median, p99 the worst slice's.
 */
async function drivePaired(
  url: string,
  endpoint: HotRead,
  cookie: string,
  pids: { bare?: number; product?: number },
): Promise<Result> {
  const bareUrl = `http://127.0.0.1:${BARE_PORT}/bare`;
  const slice = duration / rounds;
  await drive(url, { endpoint, cookie, seconds: 2, warm: true }); // warm-up: JIT, caches, connection pools
  const slices: Result[] = [];
  const bares: Result[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const bare = await drive(bareUrl, { seconds: slice, warm: true, serverPid: pids.bare });
    const result = await drive(url, {
      endpoint,
      cookie,
      seconds: slice,
      warm: true,
      serverPid: pids.product,
    });
    slices.push(result);
    bares.push(bare);
    ratios.push(result.rps / bare.rps);
  }
  const sum = (pick: (r: Result) => number) => slices.reduce((total, r) => total + pick(r), 0);
  // CPU a request over all the slices: each slice's cost weighted by the requests it answered.
  const cpuPerRequest = (runs: Result[]) =>
    runs.every((r) => r.cpuUs !== undefined)
      ? runs.reduce((total, r) => total + (r.cpuUs ?? 0) * r.rps, 0) / runs.reduce((n, r) => n + r.rps, 0)
      : undefined;
  const cpuUs = cpuPerRequest(slices);
  const bareCpuUs = cpuPerRequest(bares);
  return {
    ...(cpuUs !== undefined && bareCpuUs !== undefined ? { cpuUs, bareCpuUs } : {}),
    rps: sum((r) => r.rps) / slices.length,
    p50: median(slices.map((r) => r.p50)),
    p99: Math.max(...slices.map((r) => r.p99)),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
    pairedRatio: median(ratios),
  };
}

async function json(response: Response) {
  const body = (await response.json()) as { success: boolean; message?: string; data?: never };
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${body.message ?? ''}`);
  return body;
}

const DEMO_LEARNER = { email: 'demo@pathshala.local', password: 'Demo@12345' };

/** Signs a learner in and buys one course, so every learner endpoint answers with real data. */
async function prepareLearner(credentials: { email: string; password: string }) {
  const headers = { 'content-type': 'application/json' };
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify(credentials),
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

function endpoints(courseId: string, lectureId: string): HotRead[] {
  return hotReads(courseId, lectureId).filter((endpoint) => !only || only.includes(endpoint.name));
}

const fmt = (label: string, r: Result, bare?: Result) => {
  const ratio = r.pairedRatio ?? (bare ? r.rps / bare.rps : 1);
  const failed = r.errors + r.timeouts + r.non2xx;
  const meets = !bare || (ratio >= TARGET.ratio && r.p99 < TARGET.p99Ms && failed === 0);
  // The bare route's CPU a request over this one's: the ratio of what an answer costs the server, which the
  // machine's drift and the load generator's share of the cores move far less than throughput.
  const bareCpuUs = r.bareCpuUs ?? bare?.cpuUs;
  const cost =
    r.cpuUs === undefined
      ? ''
      : `cpu ${r.cpuUs.toFixed(1).padStart(5)} µs${bare && bareCpuUs !== undefined ? `  cost ratio ${(bareCpuUs / r.cpuUs).toFixed(2)}` : ''}`;
  return [
    label.padEnd(26),
    `${r.rps.toFixed(0).padStart(7)} req/s`,
    `p50 ${String(Number(r.p50.toFixed(2))).padStart(5)} ms`,
    `p99 ${String(Number(r.p99.toFixed(2))).padStart(5)} ms`,
    `errors ${String(r.errors + r.non2xx).padStart(5)}`,
    `timeouts ${String(r.timeouts).padStart(4)}`,
    bare ? `ratio ${ratio.toFixed(2)}` : '          ',
    bare ? (meets ? 'meets target' : 'BELOW TARGET') : '',
    cost,
  ].join('  ');
};

/**
 * One product, or `instances` products behind nginx (Debian's package) on PRODUCT_PORT, on one database and,
 * when it answers, one Redis. Resolves once everything answers.
 */
async function startProducts(env: Record<string, string>, server: boolean): Promise<ChildProcess[]> {
  if (instances <= 1 || !server) {
    const product = start(COMPILED_SERVER, PRODUCT_PORT, env, productNodeArgs);
    await waitFor(`${base}/api/health`);
    return [product];
  }
  const redis = await answers(6379);
  const shared = { ...env, ...(redis ? { REDIS_URL: 'redis://127.0.0.1:6379' } : {}) };
  const children: ChildProcess[] = [];
  // One at a time: the first runs the migrations and loads the demo data.
  for (let n = 0; n < instances; n += 1) {
    children.push(start(COMPILED_SERVER, instancePort(n), shared, productNodeArgs));
    await waitFor(`http://127.0.0.1:${instancePort(n)}/api/health`);
  }
  children.push(
    await startNginx(
      PRODUCT_PORT,
      Array.from({ length: instances }, (_, n) => instancePort(n)),
    ),
  );
  console.log(
    `\n${instances} instances behind nginx${redis ? ', sharing Redis' : ' (no Redis at 127.0.0.1:6379)'}`,
  );
  return children;
}

/**
 * How long a learner's write on the first instance takes to show in the second's read (which is served from
 * its memory between changes): the time from the write's answer to the first read that shows it.
 */
async function measurePropagation(cookie: string): Promise<Result> {
  const headers = { 'content-type': 'application/json', cookie };
  const [writer, reader] = [instancePort(0), instancePort(1)].map((port) => `http://127.0.0.1:${port}`);
  const change = (action: 'addToCart' | 'removeFromCart', id: string) =>
    fetch(`${writer}/api/cart/${action}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ courseId: id }),
    });
  // A course the learner neither owns nor has in the cart: the one the cart accepts.
  const catalogue = (await json(await fetch(`${writer}/api/courses/getCourse`))) as unknown as {
    data: { id: string; status: string }[];
  };
  let courseId: string | undefined;
  for (const course of catalogue.data.filter((candidate) => candidate.status === 'published')) {
    if ((await change('addToCart', course.id)).ok) {
      await json(await change('removeFromCart', course.id));
      courseId = course.id;
      break;
    }
  }
  if (!courseId) throw new Error('no course left to put in the cart');
  const cartHas = async () => {
    const cart = (await json(await fetch(`${reader}/api/cart/getCartItems`, { headers }))) as unknown as {
      data: { _id: string }[];
    };
    return cart.data.some((item) => item._id === courseId);
  };
  const timings: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    const adding = round % 2 === 0;
    await cartHas(); // fills the reader's memory
    await json(await change(adding ? 'addToCart' : 'removeFromCart', courseId));
    const written = performance.now();
    while ((await cartHas()) !== adding) {
      if (performance.now() - written > 10_000)
        throw new Error('the change never reached the other instance');
    }
    timings.push(performance.now() - written);
  }
  timings.sort((a, b) => a - b);
  const ms = (value = 0) => Math.round(value * 10) / 10;
  return { rps: 0, p50: ms(timings[10]), p99: ms(timings.at(-1)), errors: 0, timeouts: 0, non2xx: 0 };
}

/** How many learners open a newly launched course at once (BENCH_LAUNCH_LEARNERS; 0 skips the launch). */
const launchLearners = Number(process.env.BENCH_LAUNCH_LEARNERS ?? 100);
const DEMO_ADMIN = { email: 'admin@pathshala.local', password: 'Admin@12345' };

async function signIn(credentials: { email: string; password: string }) {
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  await json(login);
  return login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

const percentile = (sorted: number[], share: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);

/**
 * A course launch: `launchLearners` new learners, signed in and enrolled, who have never opened the course,
 * open it at the same moment (its details, then its first lecture). Nothing of theirs is in the server's memory
 * yet, so every answer is built from the database: the cold path the repeated-learner table above never takes.
 */
async function measureLaunch(courseId: string) {
  const stamp = Date.now().toString(36);
  const learners = Array.from({ length: launchLearners }, (_, n) => ({
    name: `Launch Learner ${n}`,
    email: `launch-${stamp}-${n}@example.com`,
    mobileNo: '9876543210',
    password: 'Launch#2026',
  }));
  // One at a time: the server hashes a password for one address at a time, as it would for one attacker.
  const cookies: string[] = [];
  for (const learner of learners) {
    await json(
      await fetch(`${base}/api/user/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(learner),
      }),
    );
    cookies.push(await signIn(learner));
  }
  await json(
    await fetch(`${base}/api/admin/enrolments/bulk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await signIn(DEMO_ADMIN) },
      body: JSON.stringify({
        courseId,
        csv: ['email', ...learners.map((learner) => learner.email)].join('\n'),
        dryRun: false,
      }),
    }),
  );
  const details: number[] = [];
  const lecture: number[] = [];
  let failed = 0;
  const post = (url: string, cookie: string, body: unknown) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br', cookie },
      body: JSON.stringify(body),
    });
  const started = performance.now();
  await Promise.all(
    cookies.map(async (cookie) => {
      const asked = performance.now();
      const answer = await post('/api/courses/getPurchasedCourseDetails', cookie, { courseId });
      const course = (await answer.json()) as {
        data?: { details: { chapters: { lectures: { id: string }[] }[] } };
      };
      details.push(performance.now() - asked);
      const lectureId = course.data?.details.chapters[0]?.lectures[0]?.id;
      if (!answer.ok || !lectureId) {
        failed += 1;
        return;
      }
      const opened = performance.now();
      const played = await post('/api/lectures/getLectureDetails', cookie, { lectureId });
      await played.arrayBuffer();
      lecture.push(performance.now() - opened);
      if (!played.ok) failed += 1;
    }),
  );
  const total = performance.now() - started;
  details.sort((a, b) => a - b);
  lecture.sort((a, b) => a - b);
  const line = (label: string, sorted: number[]) =>
    `${label.padEnd(26)}  p50 ${String(percentile(sorted, 0.5)).padStart(5)} ms  p99 ${String(percentile(sorted, 0.99)).padStart(5)} ms  max ${String(Math.round(sorted.at(-1) ?? 0)).padStart(5)} ms`;
  console.log(
    `
a course launch: ${launchLearners} new learners open it at once (first reads, built from the database)`,
  );
  console.log(line('purchased course details', details));
  console.log(line('then its first lecture', lecture));
  console.log(`all ${launchLearners} learners served in ${Math.round(total)} ms, ${failed} failed`);
  return { details, lecture, total, failed };
}

const report: Record<string, Record<string, Result>> = {};
for (const port of [
  BARE_PORT,
  PRODUCT_PORT,
  ...Array.from({ length: instances }, (_, n) => instancePort(n)),
]) {
  await assertPortFree(port);
}
buildApi();
const bareServer = start('scripts/bench/bare-server.ts', BARE_PORT);
try {
  await waitFor(`http://127.0.0.1:${BARE_PORT}/bare`);
  for (const database of databases) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pathshala-bench-'));
    const pgDatabase = `pathshala_bench_${process.pid}`;
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      // The demo catalogue, no money: production refuses to start without a gateway chosen.
      PAYMENT_GATEWAY: 'simulated',
      // One client makes every request here: the per-address limits would measure themselves.
      FORM_RATE_LIMIT_PER_MINUTE: '1000000',
      // The course launch registers and signs in its learners from this one address.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      // The demo lectures' one-off transcode would run ffmpeg on the same two cores during the measurement.
      TRANSCODE_CONCURRENCY: '0',
    };
    const server = database === 'postgres' || database === 'scale';
    if (server) {
      try {
        execFileSync('psql', [`${PG_SERVER}/postgres`, '-qc', `create database ${pgDatabase}`]);
      } catch {
        console.log('\nNo PostgreSQL server at 127.0.0.1:5432: skipping the server run');
        continue;
      }
      env.DATABASE_URL = `${PG_SERVER}/${pgDatabase}`;
      env.DEMO_DATA = '1';
    }
    if (database === 'scale') {
      console.log('\nSeeding the scale database (seed-scale.ts --full)…');
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed-scale.ts', '--full'], {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: env.DATABASE_URL },
        stdio: 'inherit',
      });
    }
    const products = await startProducts(env, server);
    try {
      const { cookie, courseId, lectureId } = await prepareLearner(
        database === 'scale'
          ? { email: scaleLearnerEmail(4242), password: SCALE_LEARNER_PASSWORD }
          : DEMO_LEARNER,
      );
      const results: Record<string, Result> = {};
      // The bare route before and after the endpoints: this machine's speed drifts over a run, so each ratio is
      // taken against the mean of the two.
      // Behind nginx the answers are several processes' work: CPU a request is read for one product only.
      const pids = { bare: bareServer.pid, product: products.length === 1 ? products[0]?.pid : undefined };
      const bareUrl = `http://127.0.0.1:${BARE_PORT}/bare`;
      const bareBefore = await drive(bareUrl, { serverPid: pids.bare });
      for (const endpoint of endpoints(courseId, lectureId)) {
        results[endpoint.name] =
          rounds > 1
            ? await drivePaired(`${base}${endpoint.path}`, endpoint, cookie, pids)
            : await drive(`${base}${endpoint.path}`, { endpoint, cookie, serverPid: pids.product });
      }
      const bareAfter = await drive(bareUrl, { serverPid: pids.bare });
      results.bare = meanOf(bareBefore, bareAfter);
      if (products.length > 1) results.propagation = await measurePropagation(cookie);

      report[database] = results;
      console.log(
        `\n${database} database — ${connections} connections, ${duration} s per endpoint${rounds > 1 ? ` in ${rounds} rounds, each after the bare route (ratio: the rounds' median; p99: the worst round's)` : ''}, ${client}${pin ? ', server and client pinned to a CPU each' : ''}\n`,
      );
      console.log(fmt('bare Fastify, before', bareBefore));
      console.log(fmt('bare Fastify, after', bareAfter));
      console.log(fmt('bare Fastify constant JSON', results.bare));
      for (const endpoint of endpoints(courseId, lectureId)) {
        const result = results[endpoint.name];
        if (result) console.log(fmt(endpoint.label, result, results.bare));
      }
      if (results.propagation) {
        const { p50, p99 } = results.propagation;
        console.log(
          `\na cart change on one instance shown by the other: p50 ${p50} ms, max ${p99} ms (20 changes)`,
        );
      }
      if (launchLearners > 0 && (!only || only.includes('launch'))) {
        const launch = await measureLaunch(courseId);
        const asResult = (sorted: number[]): Result => ({
          rps: (launchLearners * 1000) / launch.total,
          p50: percentile(sorted, 0.5),
          p99: percentile(sorted, 0.99),
          errors: launch.failed,
          timeouts: 0,
          non2xx: 0,
        });
        results.launchDetails = asResult(launch.details);
        results.launchLecture = asResult(launch.lecture);
      }
    } finally {
      for (const child of products.reverse()) await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
      if (server) {
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
