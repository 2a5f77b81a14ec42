/**
 * A placement day's load, as whole user journeys with think time, at growing numbers of users
 * (docs/performance.md#placement-day). Three scenarios:
 *
 *   mock       N learners, signed in, start the same three-section mock test within 60 s, answer a question every
 *              20–40 s, move sections and submit; one in ten leaves after a question and the server's deadline
 *              submits the attempt. Afterwards every attempt's result is read: each must be scored, once, and a
 *              deadline's result must be out within 2 s of it.
 *   launch     N buyers open the same course within 10 s: My Learnings, the purchased course, its first lecture,
 *              the lecture's stream (its playlist or the video's first bytes), then a progress report every 10 s.
 *   catalogue  N visitors within 10 s: home (HTML and its first-load assets), the catalogue page, a course page
 *              and a search, 2–5 s apart.
 *
 * Each step reports, per call: requests, errors, p50/p95/p99, and the server's CPU per request; the steps grow
 * until a step's p99 passes 500 ms or it has errors. The product runs compiled, as `npm start` runs it.
 *
 *   npm run bench:day                                  every scenario, both databases, N = 200, 500, 1000, 2000
 *   BENCH_DAY_SCENARIOS=mock BENCH_DAY_STEPS=2000 BENCH_DATABASES=postgres npm run bench:day
 *   BENCH_DAY_TIME_SCALE=0.25 npm run bench:day        think times, spreads and section lengths a quarter as long
 *   BENCH_INSTANCES=2 BENCH_DATABASES=postgres npm run bench:day   two instances behind nginx
 *   BENCH_DAY_SMOKE=1 npm run bench:day                N = 50 at a twentieth of the time, on the embedded database;
 *                                                      fails (exit 1) on any error or a wrong result (CI runs it)
 *   BENCH_JSON=out.json npm run bench:day              also writes every step's figures as JSON
 *   BENCH_CPU_PROF=dir npm run bench:day               a V8 CPU profile of each server process into dir
 */
import { type ChildProcess, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Agent, request } from 'undici';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { type DaySeed, seedDay } from './day-seed.ts';
import {
  answers,
  assertPortFree,
  buildApi,
  COMPILED_SERVER,
  cpuSecondsOf,
  ensureWebBuild,
  startNginx,
  startServer,
  stop,
} from './processes.ts';
import { waitFor } from './wait-for.ts';

const smoke = process.env.BENCH_DAY_SMOKE === '1';
const scenarios = (process.env.BENCH_DAY_SCENARIOS ?? 'mock,launch,catalogue').split(',') as Scenario[];
const steps = (process.env.BENCH_DAY_STEPS ?? (smoke ? '50' : '200,500,1000,2000')).split(',').map(Number);
const databases = (process.env.BENCH_DATABASES ?? (smoke ? 'embedded' : 'embedded,postgres')).split(',');
const instances = Number(process.env.BENCH_INSTANCES ?? 1);
const timeScale = Number(process.env.BENCH_DAY_TIME_SCALE ?? (smoke ? 0.05 : 1));
/** A folder for a V8 CPU profile of each server process (written when it stops). */
const cpuProfileDir = process.env.BENCH_CPU_PROF;
const nodeArgs = cpuProfileDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfileDir] : [];
const PG_SERVER = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const P99_LIMIT_MS = 500;
/** A deadline's result is out within this of the deadline (the server's sweeper). */
const DEADLINE_LIMIT_MS = 2000;
const PORT = 3230;
const instancePort = (n: number) => PORT + 2 + n;
const base = `http://127.0.0.1:${PORT}`;

type Scenario = 'mock' | 'launch' | 'catalogue';

const QUESTIONS_PER_SECTION = 3;
/** Room for three answers 20–40 s apart, and a minute to spare. */
const SECTION_SECONDS = Math.max(10, Math.round((QUESTIONS_PER_SECTION * 40 + 60) * timeScale));

const seconds = (value: number) => value * 1000 * timeScale;
const between = (low: number, high: number) => low + Math.random() * (high - low);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Every journey's requests share kept-alive connections, as a browser's do per site.
const agent = new Agent({ connections: 1024, keepAliveTimeout: 30_000, pipelining: 1 });

class Step {
  readonly latencies = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  readonly problems: string[] = [];

  async call<T = unknown>(
    label: string,
    method: 'GET' | 'POST',
    url: string,
    {
      cookie,
      body,
      headers = {},
    }: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<{ status: number; data: T | undefined; text: string }> {
    const started = performance.now();
    try {
      const response = await request(`${base}${url}`, {
        method,
        dispatcher: agent,
        headers: {
          'accept-encoding': 'br, gzip',
          ...(cookie ? { cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          // The cross-site guard wants a browser's Origin on writes.
          ...(method === 'POST' ? { origin: base } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      // A browser asks for compressed answers and unpacks them; so does this client, inside the timing.
      const bytes = Buffer.from(await response.body.arrayBuffer());
      const encoding = response.headers['content-encoding'];
      const text = (
        encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes
      ).toString();
      const json = response.headers['content-type']?.toString().includes('json');
      const data = json && text ? (JSON.parse(text).data as T) : undefined;
      this.record(label, performance.now() - started, response.statusCode < 400);
      if (response.statusCode >= 400) this.problem(`${label}: ${response.statusCode} ${text.slice(0, 160)}`);
      return { status: response.statusCode, data, text };
    } catch (error) {
      this.record(label, performance.now() - started, false);
      this.problem(`${label}: ${(error as Error).message}`);
      return { status: 0, data: undefined, text: '' };
    }
  }

  record(label: string, ms: number, ok: boolean) {
    const list = this.latencies.get(label) ?? [];
    list.push(ms);
    this.latencies.set(label, list);
    if (!ok) this.errors.set(label, (this.errors.get(label) ?? 0) + 1);
  }

  problem(message: string) {
    if (this.problems.length < 10) this.problems.push(message);
  }

  get requests() {
    let total = 0;
    for (const list of this.latencies.values()) total += list.length;
    return total;
  }

  get errorCount() {
    let total = 0;
    for (const count of this.errors.values()) total += count;
    return total;
  }
}

const percentile = (sorted: number[], share: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);

interface CallFigures {
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

const figuresOf = (list: number[], errors: number): CallFigures => {
  const sorted = [...list].sort((a, b) => a - b);
  return {
    requests: list.length,
    errors,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
};

// ── Journeys ─────────────────────────────────────────────────────────────────────────────────────

interface AttemptView {
  id: string;
  currentSection: number | null;
  questions: { id: string; sectionIndex: number }[];
}

interface MockOutcome {
  /** Takers whose attempt the server's deadline ended. */
  stragglers: number;
  /** Attempts without a scored result, or ended the wrong way. */
  wrongResults: number;
  /** How long after its deadline each straggler's result was out (ms); Infinity when it was not. */
  deadlineLagsMs: number[];
}

interface ResultView {
  score: number | null;
  endedBy: string;
  submittedAt: string;
}

const scored = (result: ResultView | undefined, endedBy: 'submitted' | 'time-up') =>
  result !== undefined && typeof result.score === 'number' && result.endedBy === endedBy;

/** Checks after a step, a few at a time: how the results turned out, not part of anyone's journey. */
const CHECKS_AT_ONCE = 20;

async function mockDay(step: Step, seed: DaySeed): Promise<MockOutcome> {
  const leaving = new Set(seed.cookies.filter((_, index) => index % 10 === 9));
  const attempts = new Map<string, string>();
  const outcome: MockOutcome = { stragglers: 0, wrongResults: 0, deadlineLagsMs: [] };
  let latestDeadline = 0;
  await Promise.all(
    seed.cookies.map(async (cookie) => {
      await sleep(between(0, seconds(60)));
      const started = await step.call<AttemptView>(
        'start the mock',
        'POST',
        `/api/mock-tests/${seed.mockTestId}/attempts`,
        { cookie },
      );
      if (!started.data) return;
      const attemptId = started.data.id;
      let shown: AttemptView['questions'] = started.data.questions;
      attempts.set(cookie, attemptId);
      for (let section = 0; section < 3; section += 1) {
        for (const question of shown.filter((asked) => asked.sectionIndex === section)) {
          await sleep(between(seconds(20), seconds(40)));
          await step.call('save an answer', 'POST', `/api/attempts/${attemptId}/answers`, {
            cookie,
            body: {
              questionId: question.id,
              selected: [Math.floor(Math.random() * 4)],
              timeSpentSeconds: 30,
            },
          });
          if (leaving.has(cookie)) {
            // Gone after one answer: the test's deadline is when the clock ends it.
            latestDeadline = Math.max(latestDeadline, Date.now() + 3 * SECTION_SECONDS * 1000);
            return;
          }
        }
        if (section < 2) {
          const moved: { data: AttemptView | undefined } = await step.call<AttemptView>(
            'move to the next section',
            'POST',
            `/api/attempts/${attemptId}/next-section`,
            { cookie, body: { fromSection: section } },
          );
          if (!moved.data) return;
          shown = moved.data.questions;
        } else {
          // The answer to a submission is the result, which the attempt screen then shows.
          const result = await step.call<ResultView>('submit', 'POST', `/api/attempts/${attemptId}/submit`, {
            cookie,
          });
          if (!scored(result.data, 'submitted')) outcome.wrongResults += 1;
        }
      }
    }),
  );

  // The stragglers' deadlines pass; then each one's result is checked, its notice read before its result: the
  // notice is written when the attempt is scored, so its time says how soon after the deadline that was.
  await sleep(Math.max(0, latestDeadline - Date.now()) + DEADLINE_LIMIT_MS + 1000);
  const checks = new Step();
  const stragglers = [...attempts].filter(([cookie]) => leaving.has(cookie));
  for (let first = 0; first < stragglers.length; first += CHECKS_AT_ONCE) {
    await Promise.all(
      stragglers.slice(first, first + CHECKS_AT_ONCE).map(async ([cookie, attemptId]) => {
        outcome.stragglers += 1;
        const notices = await checks.call<{
          notifications: { kind: string; link: string; createdAt: string }[];
        }>('read notifications', 'GET', '/api/notifications', { cookie });
        const notice = notices.data?.notifications.find((item) => item.link.includes(attemptId));
        const result = await checks.call<ResultView>(
          'read the result',
          'GET',
          `/api/attempts/${attemptId}/result`,
          {
            cookie,
          },
        );
        if (!result.data || !scored(result.data, 'time-up')) {
          outcome.wrongResults += 1;
          return;
        }
        outcome.deadlineLagsMs.push(
          notice
            ? Date.parse(notice.createdAt) - Date.parse(result.data.submittedAt)
            : Number.POSITIVE_INFINITY,
        );
      }),
    );
  }
  for (const problem of checks.problems) step.problem(`check: ${problem}`);
  outcome.wrongResults += seed.cookies.length - attempts.size;
  return outcome;
}

async function courseLaunch(step: Step, seed: DaySeed) {
  await Promise.all(
    seed.cookies.map(async (cookie) => {
      await sleep(between(0, seconds(10)));
      await step.call('my learnings', 'GET', '/api/mylearnings/users/getCourseDetails', { cookie });
      await step.call('purchased course', 'POST', '/api/courses/getPurchasedCourseDetails', {
        cookie,
        body: { courseId: seed.courseId },
      });
      const lecture = await step.call<{ currentLecture: { hls: string; video: string } }>(
        'first lecture',
        'POST',
        '/api/lectures/getLectureDetails',
        { cookie, body: { lectureId: seed.lectureId } },
      );
      const { hls, video } = lecture.data?.currentLecture ?? { hls: '', video: '' };
      const stream = hls || video;
      if (stream) {
        const { pathname, search } = new URL(stream);
        await step.call('its stream', 'GET', `${pathname}${search}`, {
          cookie,
          headers: hls ? {} : { range: 'bytes=0-262143' },
        });
      }
      for (let report = 1; report <= 6; report += 1) {
        await sleep(seconds(10));
        await step.call('progress report', 'POST', '/api/lectures/progress', {
          cookie,
          body: {
            lectureId: seed.lectureId,
            positionSeconds: report * 10,
            durationSeconds: 600,
            played: [[(report - 1) * 10, report * 10]],
          },
        });
      }
    }),
  );
}

/** The first-load files of a page: its scripts, module preloads and style sheets under /assets/. */
const assetsOf = (html: string) => [
  ...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? '')),
];

async function catalogueAtPeak(step: Step, seed: DaySeed) {
  await Promise.all(
    seed.cookies.map(async () => {
      await sleep(between(0, seconds(10)));
      const home = await step.call('home page', 'GET', '/', { headers: { accept: 'text/html' } });
      await Promise.all(assetsOf(home.text).map((asset) => step.call('first-load asset', 'GET', asset)));
      await sleep(between(seconds(2), seconds(5)));
      await step.call('catalogue page', 'GET', '/courses', { headers: { accept: 'text/html' } });
      await sleep(between(seconds(2), seconds(5)));
      await step.call(
        'course page',
        'GET',
        `/course/${encodeURIComponent(seed.courseTitle)}/${seed.courseId}`,
        { headers: { accept: 'text/html' } },
      );
      await sleep(between(seconds(2), seconds(5)));
      await step.call('search', 'GET', '/api/search?keyword=python');
    }),
  );
}

// ── The run ──────────────────────────────────────────────────────────────────────────────────────

interface StepReport {
  database: string;
  scenario: Scenario;
  users: number;
  calls: Record<string, CallFigures>;
  all: CallFigures;
  serverCpuMsPerRequest?: number;
  mock?: { stragglers: number; wrongResults: number; worstDeadlineLagMs: number };
}

async function startProducts(env: Record<string, string>, server: boolean): Promise<ChildProcess[]> {
  if (instances <= 1 || !server) {
    const product = startServer(COMPILED_SERVER, PORT, { env, nodeArgs });
    await waitFor(`${base}/api/health`);
    return [product];
  }
  const redis = await answers(6379);
  const shared = { ...env, ...(redis ? { REDIS_URL: 'redis://127.0.0.1:6379' } : {}) };
  const children: ChildProcess[] = [];
  // One at a time: the first runs the migrations and loads the demo data.
  for (let n = 0; n < instances; n += 1) {
    children.push(startServer(COMPILED_SERVER, instancePort(n), { env: shared, nodeArgs }));
    await waitFor(`http://127.0.0.1:${instancePort(n)}/api/health`);
  }
  children.push(
    await startNginx(
      PORT,
      Array.from({ length: instances }, (_, n) => instancePort(n)),
    ),
  );
  return children;
}

const reports: StepReport[] = [];
let failed = false;

function print(report: StepReport) {
  console.log(
    `\n${report.database} · ${report.scenario} · ${report.users} users${instances > 1 ? ` · ${instances} instances` : ''}`,
  );
  for (const [label, figures] of Object.entries(report.calls)) {
    console.log(
      `  ${label.padEnd(26)} ${String(figures.requests).padStart(6)} req  ${String(figures.errors).padStart(4)} err  p50 ${String(figures.p50).padStart(5)}  p95 ${String(figures.p95).padStart(5)}  p99 ${String(figures.p99).padStart(5)} ms`,
    );
  }
  const { all } = report;
  console.log(
    `  ${'all calls'.padEnd(26)} ${String(all.requests).padStart(6)} req  ${String(all.errors).padStart(4)} err  p50 ${String(all.p50).padStart(5)}  p95 ${String(all.p95).padStart(5)}  p99 ${String(all.p99).padStart(5)} ms${report.serverCpuMsPerRequest === undefined ? '' : `  server CPU ${report.serverCpuMsPerRequest.toFixed(2)} ms/request`}`,
  );
  if (report.mock) {
    console.log(
      `  attempts: ${report.mock.wrongResults} without a right result; ${report.mock.stragglers} ended by their deadline, the slowest result out ${Number.isFinite(report.mock.worstDeadlineLagMs) ? `${report.mock.worstDeadlineLagMs} ms` : 'never'} after it`,
    );
  }
}

for (const port of [PORT, ...Array.from({ length: instances }, (_, n) => instancePort(n))]) {
  await assertPortFree(port);
}
buildApi();
if (scenarios.includes('catalogue')) ensureWebBuild();
for (const database of databases) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pathshala-day-'));
  const pgDatabase = `pathshala_day_${process.pid}`;
  const server = database === 'postgres';
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    // The address users reach, nginx's when there are several instances: writes must come from its pages.
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    PAYMENT_GATEWAY: 'simulated',
    // Every simulated user comes from this one address: the per-address limits would measure themselves.
    FORM_RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    PAGE_RATE_LIMIT_PER_MINUTE: '1000000',
    // The demo lectures' one-off transcode would run ffmpeg on the same two cores during the measurement.
    TRANSCODE_CONCURRENCY: '0',
    JUDGE_CONCURRENCY: '0',
  };
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
  let products = await startProducts(env, server);
  try {
    for (const scenario of scenarios) {
      for (const users of steps) {
        const tag = `${scenario}-${users}-${Date.now().toString(36)}`;
        const seedOptions = {
          tag,
          learners: scenario === 'catalogue' ? 0 : users,
          questionsPerSection: QUESTIONS_PER_SECTION,
          sectionSeconds: SECTION_SECONDS,
        };
        let seed: DaySeed;
        if (server) {
          const handle = await openDatabase({ url: env.DATABASE_URL });
          seed = await seedDay(handle.db, seedOptions);
          await handle.close();
        } else {
          // The embedded database is one process's: the server steps aside while the step's users are written.
          for (const child of products.reverse()) await stop(child);
          const handle = await openDatabase({ dataDir });
          seed = await seedDay(handle.db, seedOptions);
          await handle.close();
          products = await startProducts(env, server);
        }
        if (scenario === 'catalogue') seed.cookies = Array.from({ length: users }, () => '');

        const step = new Step();
        const pids = products.filter((child) => child.spawnfile !== 'nginx').map((child) => child.pid);
        const cpuBefore = pids.map(cpuSecondsOf);
        let mock: MockOutcome | undefined;
        if (scenario === 'mock') mock = await mockDay(step, seed);
        else if (scenario === 'launch') await courseLaunch(step, seed);
        else await catalogueAtPeak(step, seed);
        const cpuAfter = pids.map(cpuSecondsOf);
        const cpuSeconds = cpuAfter.every((value, n) => value !== undefined && cpuBefore[n] !== undefined)
          ? cpuAfter.reduce<number>((sum, value, n) => sum + (value ?? 0) - (cpuBefore[n] ?? 0), 0)
          : undefined;

        const calls: Record<string, CallFigures> = {};
        const everything: number[] = [];
        for (const [label, list] of step.latencies) {
          calls[label] = figuresOf(list, step.errors.get(label) ?? 0);
          everything.push(...list);
        }
        const report: StepReport = {
          database,
          scenario,
          users,
          calls,
          all: figuresOf(everything, step.errorCount),
          ...(cpuSeconds === undefined ? {} : { serverCpuMsPerRequest: (cpuSeconds * 1000) / step.requests }),
          ...(mock
            ? {
                mock: {
                  stragglers: mock.stragglers,
                  wrongResults: mock.wrongResults,
                  worstDeadlineLagMs: Math.round(Math.max(0, ...mock.deadlineLagsMs)),
                },
              }
            : {}),
        };
        reports.push(report);
        print(report);
        for (const problem of step.problems) console.log(`    ${problem}`);
        const wrong =
          report.all.errors > 0 ||
          (report.mock !== undefined &&
            (report.mock.wrongResults > 0 || report.mock.worstDeadlineLagMs > DEADLINE_LIMIT_MS));
        if (smoke && wrong) failed = true;
        if (wrong || report.all.p99 > P99_LIMIT_MS) break;
      }
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
await agent.close();
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(reports, null, 2));
if (failed) {
  console.log('\nThe smoke run found errors or wrong results (above).');
  process.exit(1);
}
