/**
 * What a burst of coding submissions does to the rest of the site. The compiled server (demo data, the problem
 * bank, the real judge at JUDGE_CONCURRENCY) takes 200 submissions to a medium bank problem within one minute —
 * C++, Python and Java reference solutions in turn, from 20 learners — while four readers ask for the catalogue
 * and the problem, and each submitter's page asks for its submission every second as the web page does.
 * Prints the reads' p50/p99 on the idle server and during the burst, the submissions judged per minute, and the
 * longest wait from submit to verdict. Needs root, bubblewrap, g++ and JDK 17; run `npm run build` first.
 *   npm run bench:judge-burst      (BENCH_BURST_SUBMISSIONS=200, BENCH_BURST_SECONDS=60, JUDGE_CONCURRENCY=2)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CodingLanguage } from '../../packages/shared/src/coding-constants.ts';

const SUBMISSIONS = Number(process.env.BENCH_BURST_SUBMISSIONS ?? 200);
const BURST_SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 60);
const CONCURRENCY = process.env.JUDGE_CONCURRENCY ?? '2';
const LEARNERS = 20;
const READERS = 4;
const IDLE_SECONDS = 20;
const PROBLEM = 'coin-combinations';
const LANGUAGES: CodingLanguage[] = ['cpp', 'python', 'java'];
const PORT = Number(process.env.BENCH_PORT ?? 4870);
const base = `http://127.0.0.1:${PORT}`;

const solutionFile: Record<string, string> = { cpp: 'cpp', python: 'py', java: 'java' };
const solutions = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    readFileSync(
      path.join(
        'apps/api/src/modules/coding/bank',
        PROBLEM,
        'solutions',
        `reference.${solutionFile[language]}`,
      ),
      'utf8',
    ),
  ]),
) as Record<CodingLanguage, string>;

const dataDir = mkdtempSync(path.join(tmpdir(), 'pathshala-bench-burst-'));
// The sandboxes' uids pass through the data folder to the judge's (as a deployment's DATA_DIR allows, docs/coding-judge.md).
chmodSync(dataDir, 0o711);
const server: ChildProcess = spawn('node', ['apps/api/dist/server.mjs'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PAYMENT_GATEWAY: 'simulated',
    DEMO_TRANSCODE_LIMIT: '0',
    JUDGE_CONCURRENCY: CONCURRENCY,
    CODING_SUBMISSIONS_PER_MINUTE: '1000',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt++) {
    const ready = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await sleep(500);
  }
  throw new Error('the server did not start');
}

async function call<T>(method: string, url: string, cookie?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      origin: base,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${answer.message ?? ''}`);
  return answer.data;
}

async function learnerCookie(index: number): Promise<string> {
  const email = `burst-${index}-${Date.now()}@example.com`;
  const password = 'Burst#2025';
  await call('POST', '/api/user/register', undefined, {
    name: `Burst Learner ${index}`,
    email,
    mobileNo: '9876543210',
    password,
  });
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** Readers ask one read after another until `until` resolves; answers each read's latency in ms. */
async function read(until: Promise<unknown>, problemId: string): Promise<number[]> {
  let done = false;
  void until.then(() => {
    done = true;
  });
  const latencies: number[] = [];
  const urls = ['/api/courses/getCourse', `/api/coding/problems/${problemId}`, '/api/coding/problems'];
  await Promise.all(
    Array.from({ length: READERS }, async (_, reader) => {
      for (let i = reader; !done; i++) {
        const started = performance.now();
        const response = await fetch(`${base}${urls[i % urls.length]}`);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`read: ${response.status}`);
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

interface SubmissionState {
  status: string;
  verdict: string | null;
}

await waitForServer();
const problems = await call<{ problems: { id: string; slug: string }[] }>('GET', '/api/coding/problems');
const problem = problems.problems.find((candidate) => candidate.slug === PROBLEM);
if (!problem) throw new Error(`the demo data has no ${PROBLEM}`);
const { problem: detail } = await call<{
  problem: { languages: { language: string; available: boolean; reason?: string }[] };
}>('GET', `/api/coding/problems/${problem.id}`);
for (const language of LANGUAGES) {
  const availability = detail.languages.find((entry) => entry.language === language);
  if (!availability?.available) throw new Error(`${language} cannot run here: ${availability?.reason}`);
}
// One after another: the password hasher answers a crowd of sign-ups 429 by design.
const cookies: string[] = [];
for (let index = 0; index < LEARNERS; index++) cookies.push(await learnerCookie(index));

console.log(`idle: ${READERS} readers for ${IDLE_SECONDS} s`);
const idle = await read(sleep(IDLE_SECONDS * 1000), problem.id);

console.log(`burst: ${SUBMISSIONS} submissions in ${BURST_SECONDS} s, judge concurrency ${CONCURRENCY}`);
const waits: number[] = [];
const verdicts = new Map<string, number>();
const burstStarted = performance.now();
const submitters = Array.from({ length: SUBMISSIONS }, async (_, index) => {
  await sleep((index * BURST_SECONDS * 1000) / SUBMISSIONS);
  const language = LANGUAGES[index % LANGUAGES.length] as CodingLanguage;
  const cookie = cookies[index % LEARNERS] as string;
  const submittedAt = performance.now();
  const { submission } = await call<{ submission: { id: string } }>(
    'POST',
    '/api/coding/submissions',
    cookie,
    { problemId: problem.id, language, source: solutions[language] },
  );
  for (;;) {
    await sleep(1000);
    const state = await call<{ submission: SubmissionState }>(
      'GET',
      `/api/coding/submissions/${submission.id}`,
      cookie,
    );
    if (state.submission.status === 'judged' || state.submission.status === 'failed') {
      waits.push(performance.now() - submittedAt);
      const key = `${language} ${state.submission.verdict ?? state.submission.status}`;
      verdicts.set(key, (verdicts.get(key) ?? 0) + 1);
      return;
    }
  }
});
const burstWindow = sleep(BURST_SECONDS * 1000);
const [during] = await Promise.all([read(burstWindow, problem.id), Promise.all(submitters)]);
const burstMinutes = (performance.now() - burstStarted) / 60_000;

const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log('');
console.log(
  `reads idle:         ${idle.length} reads, p50 ${ms(percentile(idle, 50))}, p99 ${ms(percentile(idle, 99))}`,
);
console.log(
  `reads during burst: ${during.length} reads, p50 ${ms(percentile(during, 50))}, p99 ${ms(percentile(during, 99))} (${(percentile(during, 99) / percentile(idle, 99)).toFixed(2)}× idle p99)`,
);
console.log(
  `judged: ${waits.length} in ${burstMinutes.toFixed(2)} min = ${(waits.length / burstMinutes).toFixed(0)} per minute; wait to verdict p50 ${(percentile(waits, 50) / 1000).toFixed(1)} s, longest ${(Math.max(...waits) / 1000).toFixed(1)} s`,
);
console.log(`verdicts: ${[...verdicts].map(([key, count]) => `${key}: ${count}`).join(', ')}`);
process.exit(0);
