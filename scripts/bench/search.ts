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
const TOPICS = [
  'python',
  'pandas',
  'sql',
  'statistics',
  'deep learning',
  'computer vision',
  'react',
  'angular',
  'vue',
  'typescript',
  'javascript',
  'node',
  'express',
  'django',
  'flask',
  'spring boot',
  'kotlin',
  'docker',
  'kubernetes',
  'aws',
  'figma',
  'design systems',
  'accessibility',
  'graphql',
  'postgresql',
  'mongodb',
  'redis',
  'tailwind',
  'next.js',
  'power bi',
  'excel',
  'generative ai',
  'machine learning',
  'data science',
  'frontend',
  'backend',
];
const EXTRAS = ['', ' bootcamp', ' projects', ' for beginners', ' masterclass', ' placements'];
/** A letter pair swapped in the middle: the typos people make ('pyhton'). */
const typo = (word: string) =>
  word.length < 4 ? word : `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`;
// 200+ distinct searches, so the cold figures never come from the read cache.
const KEYWORDS = TOPICS.flatMap((topic) => EXTRAS.map((extra) => `${topic}${extra}`)).concat(
  TOPICS.map(typo),
);
const PREFIXES = TOPICS.flatMap((topic) => [topic.slice(0, 3), topic.slice(0, 5), typo(topic)]);

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

/** Each distinct URL once (cold: database work every time), then the same URLs again (warm: read cache). */
async function measure(label: string, allUrls: string[]) {
  const urls = [...new Set(allUrls)].slice(0, ROUNDS);
  await app.inject({ method: 'GET', url: '/api/search?keyword=warmup' }); // JIT and connection warm-up
  await run(`${label} cold`, urls);
  await run(`${label} warm`, urls);
}

async function run(label: string, urls: string[]) {
  const timings: number[] = [];
  for (let i = 0; i < urls.length; i += 1) {
    const url = urls[i % urls.length] ?? '';
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url });
    timings.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  }
  timings.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(18)} n=${String(timings.length).padStart(3)}  p50 ${percentile(timings, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(timings, 95).toFixed(1).padStart(6)} ms   max ${percentile(timings, 100).toFixed(1).padStart(6)} ms`,
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
