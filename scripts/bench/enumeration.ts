/**
 * Whether the time of an answer tells who has an account: the password reset request and registration, for an
 * address with an account and for one without, interleaved, on the embedded database through the API
 * (app.inject). Prints p50/p95 of each; the two of a call should be within noise of each other.
 *   node --import tsx scripts/bench/enumeration.ts      (BENCH_ROUNDS=n, default 60)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const database = await openDatabase({});
await database.migrate();
const base = loadConfig({ LOG_LEVEL: 'silent' });
const app = await buildApp({
  config: {
    ...base,
    dataDir: mkdtempSync(path.join(tmpdir(), 'pathshala-bench-enumeration-')),
    rateLimits: { ...base.rateLimits, authPerMinute: 1_000_000 },
  },
  db: database.db,
  logger: false,
});

const register = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: { name: 'Bench Learner', email, mobileNo: '9876543210', password: 'Bench@12345' },
  });
const known = 'known@example.com';
await register(known);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function timed(call: () => Promise<{ statusCode: number }>) {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

const samples: Record<string, number[]> = {
  'reset, an account': [],
  'reset, no account': [],
  'register, taken': [],
  'register, new': [],
};
for (let round = 0; round < ROUNDS; round += 1) {
  const forgot = (email: string) => () =>
    app.inject({ method: 'POST', url: '/api/user/forgotPassword', payload: { email } });
  // Each answer timed on its own: the work it leaves behind is finished before the next request.
  samples['reset, an account']?.push(await timed(forgot(known)));
  await app.backgroundTasks.settled();
  samples['reset, no account']?.push(await timed(forgot(`nobody-${round}@example.com`)));
  await app.backgroundTasks.settled();
  samples['register, taken']?.push(await timed(() => register(known)));
  samples['register, new']?.push(await timed(() => register(`new-${round}@example.com`)));
}
for (const [label, timings] of Object.entries(samples)) {
  timings.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(20)} p50 ${percentile(timings, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(timings, 95).toFixed(1).padStart(6)} ms`,
  );
}
await app.close();
await database.close();
