/**
 * Catalogue throughput against a bare Fastify route, in the same run and with the same load.
 * Starts the product (embedded database, demo data) and a bare server as child processes, drives each
 * with autocannon and prints req/s, p50/p99 latency and the catalogue/bare ratio.
 *   npm run bench            (BENCH_DURATION=seconds, BENCH_CONNECTIONS=n to change the load)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

function start(script: string, port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function drive(url: string) {
  await autocannon({ url, connections, duration: 2 }); // warm-up: JIT, caches, connection pools
  const result = await autocannon({ url, connections, duration });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'pathshala-bench-'));
const product = start('apps/api/src/server.ts', 3210, {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  // The demo catalogue, no money: production refuses to start without a gateway chosen (issue 9).
  PAYMENT_GATEWAY: 'simulated',
});
const bare = start('scripts/bench/bare-server.ts', 3211);
try {
  await Promise.all([waitFor('http://127.0.0.1:3210/api/health'), waitFor('http://127.0.0.1:3211/bare')]);
  const bareResult = await drive('http://127.0.0.1:3211/bare');
  const catalogue = await drive('http://127.0.0.1:3210/api/courses/getCourse');
  const row = (name: string, r: typeof bareResult) =>
    `${name.padEnd(28)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms`;
  console.log(`\n${connections} connections, ${duration} s each\n`);
  console.log(row('bare Fastify constant JSON', bareResult));
  console.log(row('GET /api/courses/getCourse', catalogue));
  console.log(`\nratio catalogue/bare: ${(catalogue.rps / bareResult.rps).toFixed(3)}`);
} finally {
  product.kill('SIGTERM');
  bare.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
