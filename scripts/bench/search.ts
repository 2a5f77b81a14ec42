/**
 * Search and suggestions on a large catalogue (10,000 courses by default) on the embedded database,
 * measured through the API (app.inject: routing, validation, queries, serialisation; no network).
 *   npm run bench:search        (BENCH_COURSES=n to change the catalogue size)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { seedScale } from '../seed-scale.ts';

const courseCount = Number(process.env.BENCH_COURSES ?? 10_000);
const ROUNDS = 200;
const KEYWORDS = [
  'python',
  'react projects',
  'pyhton',
  'machine learning',
  'docker',
  'figma design',
  'sql',
  'node',
];
const PREFIXES = ['py', 'pyt', 'pyhton', 'reac', 'mach', 'kuber', 'desig', 'dat'];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'pathshala-bench-search-'));
const database = await openDatabase({});
await database.migrate();
const seeded = performance.now();
await seedScale(database.db, courseCount);
console.log(`seeded ${courseCount} courses in ${Math.round(performance.now() - seeded)} ms`);
const app = await buildApp({
  config: { ...loadConfig({ LOG_LEVEL: 'silent' }), dataDir },
  db: database.db,
  logger: false,
});

async function measure(label: string, urls: string[]) {
  for (const url of urls) await app.inject({ method: 'GET', url }); // warm-up
  const timings: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const url = urls[i % urls.length] ?? '';
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url });
    timings.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  }
  timings.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(14)} p50 ${percentile(timings, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(timings, 95).toFixed(1).padStart(6)} ms   max ${percentile(timings, 100).toFixed(1).padStart(6)} ms`,
  );
}

try {
  await measure(
    'search',
    KEYWORDS.map((keyword) => `/api/search?keyword=${encodeURIComponent(keyword)}`),
  );
  await measure(
    'suggestions',
    PREFIXES.map((keyword) => `/api/course-suggestions?keyword=${encodeURIComponent(keyword)}`),
  );
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
