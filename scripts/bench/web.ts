/**
 * Lighthouse (mobile, simulated throttling, the CPU calibrated to one phone) on the built web app, served by the
 * production server on the embedded database with demo data: `/`, `/courses`, a course page and `/my-learnings`
 * signed in as the demo learner. Each page is measured BENCH_WEB_RUNS times (3) and the median of every number is
 * printed.
 *
 *   npm run bench:web                      builds, then measures
 *   BENCH_WEB_ASSERT=1 npm run bench:web   exits 1 when a page falls below the floor (what `.ci/run` holds)
 *   BENCH_WEB_JSON=out.json                also writes the medians as JSON
 *   BENCH_WEB_CPU_SLOWDOWN=4               Lighthouse's own CPU multiplier instead of the calibrated one
 *
 * Chromium is Debian's (/usr/bin/chromium, or CHROMIUM_PATH); lighthouse and chrome-launcher drive it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { waitFor } from './wait-for.ts';
import { serveCalibrationPage } from './web-calibration.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const PORT = 3240;
const base = `http://127.0.0.1:${PORT}`;
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);

/**
 * Lighthouse's CPU throttling multiplies the host's own speed: its default 4× makes a mid-range phone of one
 * machine and a phone three times slower of another. Lighthouse's throttling guide says to calibrate the
 * multiplier to the host, and the pages are held to the targets on one phone whatever the machine: DevTools'
 * "mid-tier mobile" (a Pixel 5), benchmark index 1,000.
 *
 * The host is measured by a page's work, not by Lighthouse's benchmark index (ADR 023): the index is a half-second
 * loop of one thread, and one machine read 2,650 on it while it loaded pages no faster than a machine of 1,500.
 * The calibration page (web-calibration.ts) is loaded unthrottled, and the CPU is slowed by how much longer the
 * phone takes for it. On a host slower than the phone nothing is throttled, and the targets are harder there.
 * BENCH_WEB_CPU_SLOWDOWN sets the multiplier instead (4 is Lighthouse's default).
 */
const REFERENCE_PHONE_BENCHMARK_INDEX = 1000;
/**
 * The calibration page's main-thread time on the phone of index 1,000, in ms. Measured on a machine whose index
 * and page loads agreed as on the machines ADR 022 was made on: 26 runs in two sittings, each run's page time ×
 * its index / 1,000, median 500 (the sittings' own medians 480 and 532). ADR 023 has the runs; measure again
 * whenever web-calibration.ts changes.
 */
const REFERENCE_PHONE_CALIBRATION_MS = 500;
/** Unthrottled runs of the calibration page whose median calibrates (one run varies by ±20%); one more warms up. */
const CALIBRATION_RUNS = 7;
const fixedCpuSlowdown = process.env.BENCH_WEB_CPU_SLOWDOWN
  ? Number(process.env.BENCH_WEB_CPU_SLOWDOWN)
  : undefined;
let cpuSlowdownMultiplier = fixedCpuSlowdown ?? 4;

/** The target: every score at least 95, LCP under 2 s, CLS under 0.05, TBT under 200 ms. */
const TARGET = { score: 95, lcpMs: 2000, cls: 0.05, tbtMs: 200 };
/**
 * What `.ci/run` fails below (BENCH_WEB_ASSERT): performance 90 (a page between 90 and 95 is written up in
 * docs/performance.md with the task that costs it), the other scores 95, LCP and CLS as targeted.
 */
const FLOOR = { performance: 90, otherScores: 95, lcpMs: 2000, cls: 0.05 };
interface Measure {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  transferKb: number;
}

function startProduct(dataDir: string): ChildProcess {
  // The compiled server, as production runs it (ADR 021; `npm run bench:web` builds it).
  return spawn(process.execPath, ['apps/api/dist/server.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PAYMENT_GATEWAY: 'simulated',
      PUBLIC_URL: base,
      // The pages are measured, not ffmpeg: the demo lectures' transcodes would take a core from the browser.
      TRANSCODE_CONCURRENCY: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The demo learner's cookies (session and the readable signed-in hint) as one Cookie header. */
async function demoLearnerCookie() {
  const response = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'demo@pathshala.local', password: 'Demo@12345' }),
  });
  if (!response.ok) throw new Error(`demo login failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Runs of a page that Lighthouse could not measure (no trace, no paint seen) before the page counts as failed. */
const ATTEMPTS = 3;

/**
 * One Lighthouse run of the page, run again when Lighthouse itself failed: now and then headless Chromium gives
 * it no usable trace, and every metric comes back empty (performance and best practices 0 in CI once). A page
 * that fails every attempt is reported with its empty metrics, which the targets refuse.
 */
async function measure(
  url: string,
  port: number,
  cookie: string | undefined,
  benchmarkIndexes: number[],
): Promise<Measure> {
  for (let attempt = 1; ; attempt += 1) {
    const { measured, problem, benchmarkIndex } = await measureOnce(url, port, cookie);
    if (benchmarkIndex !== undefined) benchmarkIndexes.push(benchmarkIndex);
    if (!problem || attempt === ATTEMPTS) return measured;
    console.error(`  ${new URL(url).pathname}: Lighthouse could not measure (${problem}); measuring again`);
  }
}

interface HostSpeed {
  /** The calibration page's main-thread time here, unthrottled: the median of CALIBRATION_RUNS runs. */
  calibrationMs: number;
  /** Lighthouse's benchmark index, read in the same runs: printed beside, no longer what calibrates. */
  benchmarkIndex: number;
}

/**
 * How fast this host does a page load's work: the calibration page in Lighthouse, unthrottled, in the browser
 * the pages are measured in. The first run warms the browser up and is not counted (a first run read 15% slow).
 * Then the CPU is slowed by how much longer the reference phone takes, never below 1×.
 */
async function calibrate(port: number): Promise<HostSpeed> {
  const { url, server } = await serveCalibrationPage();
  try {
    const times: number[] = [];
    const indexes: number[] = [];
    for (let run = 0; run <= CALIBRATION_RUNS; run += 1) {
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyAudits: ['mainthread-work-breakdown'],
        throttling: { cpuSlowdownMultiplier: 1 },
      });
      if (run === 0) continue;
      const ms = result?.lhr.audits['mainthread-work-breakdown']?.numericValue;
      const index = result?.lhr.environment?.benchmarkIndex;
      if (ms) times.push(ms);
      if (index) indexes.push(index);
    }
    if (times.length === 0)
      throw new Error('Lighthouse measured no main-thread work on the calibration page');
    const host = { calibrationMs: median(times), benchmarkIndex: median(indexes) };
    if (fixedCpuSlowdown === undefined)
      cpuSlowdownMultiplier = Math.max(1, REFERENCE_PHONE_CALIBRATION_MS / host.calibrationMs);
    return host;
  } finally {
    server.close();
  }
}

function describeHost(host: HostSpeed) {
  const byIndex = Math.max(1, host.benchmarkIndex / REFERENCE_PHONE_BENCHMARK_INDEX);
  return (
    `the calibration page takes ${host.calibrationMs.toFixed(0)} ms of main thread here against ` +
    `${REFERENCE_PHONE_CALIBRATION_MS} ms on the phone: the CPU is slowed ${cpuSlowdownMultiplier.toFixed(2)}×` +
    `${fixedCpuSlowdown === undefined ? '' : ' (BENCH_WEB_CPU_SLOWDOWN)'}. ` +
    `Lighthouse's benchmark index reads ${host.benchmarkIndex.toFixed(0)} here (${byIndex.toFixed(2)}× by the index alone).`
  );
}

async function measureOnce(url: string, port: number, cookie?: string) {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      throttling: { cpuSlowdownMultiplier },
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    },
    undefined,
  );
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  // BENCH_WEB_LHR_DIR keeps each run's full report (LCP element and phases, request chains) to read later.
  if (process.env.BENCH_WEB_LHR_DIR) {
    const name = `${new URL(url).pathname.replace(/[^\w]+/g, '_') || '_'}-${Date.now()}.json`;
    writeFileSync(path.join(process.env.BENCH_WEB_LHR_DIR, name), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const metrics = ['largest-contentful-paint', 'first-contentful-paint', 'total-blocking-time'];
  const empty = metrics.find((id) => audits[id]?.numericValue === undefined);
  const problem =
    result.lhr.runtimeError?.message ?? (empty && `${empty}: ${audits[empty]?.errorMessage ?? 'no value'}`);
  const measured: Measure = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    transferKb: numeric('total-byte-weight') / 1024,
  };
  return { measured, problem, benchmarkIndex: result.lhr.environment?.benchmarkIndex };
}

function aboveFloor(m: Measure) {
  return (
    m.performance >= FLOOR.performance &&
    Math.min(m.accessibility, m.bestPractices, m.seo) >= FLOOR.otherScores &&
    m.lcpMs < FLOOR.lcpMs &&
    m.cls < FLOOR.cls
  );
}

function meetsTarget(m: Measure) {
  return (
    Math.min(m.performance, m.accessibility, m.bestPractices, m.seo) >= TARGET.score &&
    m.lcpMs < TARGET.lcpMs &&
    m.cls < TARGET.cls &&
    m.tbtMs < TARGET.tbtMs
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'pathshala-bench-web-'));
const product = startProduct(dataDir);
let chrome: chromeLauncher.LaunchedChrome | undefined;
const results: Record<string, Measure> = {};
let failed = false;
/** Lighthouse's own measure of this machine's CPU, per run: where a slow machine, not the page, is the cause. */
const benchmarkIndexes: number[] = [];
try {
  await waitFor(`${base}/api/health`);
  const courses = (
    (await (await fetch(`${base}/api/courses/getCourse`)).json()) as {
      data: { id: string; title: string; status: string }[];
    }
  ).data;
  const course = courses.find((item) => item.status === 'published');
  if (!course) throw new Error('no published demo course');
  const cookie = await demoLearnerCookie();
  const allPages: { label: string; path: string; cookie?: string }[] = [
    { label: '/', path: '/' },
    { label: '/courses', path: '/courses' },
    { label: 'course page', path: `/course/${encodeURIComponent(course.title)}/${course.id}` },
    { label: '/my-learnings (signed in)', path: '/my-learnings', cookie },
  ];
  // BENCH_WEB_PAGES=/,/courses measures only those (by path; a course page is "course"), for a quick A/B.
  const only = process.env.BENCH_WEB_PAGES?.split(',');
  const pages = only
    ? allPages.filter(
        (page) => only.includes(page.path) || (only.includes('course') && page.label === 'course page'),
      )
    : allPages;
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const launched = chrome;
  // The server's first answers (its caches, its compiled code) are not what a page is judged on.
  for (const page of pages)
    await fetch(`${base}${page.path}`, page.cookie ? { headers: { cookie: page.cookie } } : {});
  /** Each calibration's slowdown: a page measured again is measured after calibrating again. */
  const slowdownsUsed: number[] = [];
  const calibrateHere = async () => {
    if (fixedCpuSlowdown !== undefined) return;
    const host = await calibrate(launched.port);
    slowdownsUsed.push(cpuSlowdownMultiplier);
    return host;
  };
  const host = await calibrateHere();
  if (host) console.log(`\nThis machine: ${describeHost(host)}`);
  /** The median of `runs` runs of a page, number by number. */
  const medianOf = async (page: (typeof pages)[number]) => {
    const samples: Measure[] = [];
    for (let run = 0; run < runs; run += 1)
      samples.push(await measure(`${base}${page.path}`, launched.port, page.cookie, benchmarkIndexes));
    return Object.fromEntries(
      (Object.keys(samples[0] as Measure) as (keyof Measure)[]).map((key) => [
        key,
        median(samples.map((sample) => sample[key])),
      ]),
    ) as unknown as Measure;
  };
  console.log(
    `\nLighthouse mobile, CPU slowed ${cpuSlowdownMultiplier.toFixed(2)}× to a phone of index ${REFERENCE_PHONE_BENCHMARK_INDEX}, median of ${runs} runs per page\n`,
  );
  console.log('page'.padEnd(28), 'perf  a11y  bp   seo    LCP ms   CLS     TBT ms   FCP ms   KB');
  for (const page of pages) {
    let m = await medianOf(page);
    let ok = aboveFloor(m);
    const verdict = (measure: Measure) =>
      meetsTarget(measure)
        ? '  meets target'
        : aboveFloor(measure)
          ? '  above the floor, below target'
          : '  BELOW THE FLOOR';
    let note = verdict(m);
    // A page that misses is measured again, and judged on the second median: a burst of other work on the
    // machine (TBT moves by 100 ms between runs here) fails one median, a slower page fails both. The host is
    // calibrated again first, since such a burst can outlast the calibration.
    if (!ok && process.env.BENCH_WEB_ASSERT === '1') {
      const first = m;
      const again = await calibrateHere();
      if (again)
        console.log(`  calibrated again before measuring ${page.label} again: ${describeHost(again)}`);
      m = await medianOf(page);
      ok = aboveFloor(m);
      note = `${verdict(m)} (measured again: the first median was perf ${first.performance}, LCP ${first.lcpMs.toFixed(0)} ms, TBT ${first.tbtMs.toFixed(0)} ms)`;
    }
    results[page.label] = m;
    failed ||= !ok;
    console.log(
      page.label.padEnd(28),
      String(m.performance).padStart(4),
      String(m.accessibility).padStart(5),
      String(m.bestPractices).padStart(4),
      String(m.seo).padStart(4),
      m.lcpMs.toFixed(0).padStart(8),
      m.cls.toFixed(3).padStart(7),
      m.tbtMs.toFixed(0).padStart(8),
      m.fcpMs.toFixed(0).padStart(8),
      m.transferKb.toFixed(0).padStart(5),
      note,
    );
  }
  console.log(
    `\nLighthouse's benchmark index of this machine (higher is faster): median ${median(benchmarkIndexes).toFixed(0)}`,
  );
  if (slowdownsUsed.length > 1)
    console.log(
      `The CPU slowdowns of the calibrations: ${slowdownsUsed.map((x) => `${x.toFixed(2)}×`).join(', ')}`,
    );
  if (process.env.BENCH_WEB_JSON) writeFileSync(process.env.BENCH_WEB_JSON, JSON.stringify(results, null, 2));
} finally {
  await chrome?.kill();
  product.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed && process.env.BENCH_WEB_ASSERT === '1') {
  console.error(
    `\nA page fell below the floor: performance at least ${FLOOR.performance}, the other scores ${FLOOR.otherScores}, LCP under ${FLOOR.lcpMs} ms, CLS under ${FLOOR.cls}`,
  );
  process.exit(1);
}
