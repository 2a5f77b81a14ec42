/**
 * Idle database connections are cut under the running server: by `pg_terminate_backend` (what a PostgreSQL
 * restart or failover does to every client) and by a proxy that closes its connections (an idle timeout in
 * PgBouncer, a load balancer or NAT). Six times each. The process must stay up, the next request must succeed,
 * and the log must not carry the pg client's connection details. Exits 1 otherwise.
 *
 *   node --import tsx scripts/chaos/terminate-idle-connections.ts   (PostgreSQL at CHAOS_PG_URL, default local)
 */
import {
  Browser,
  freePort,
  leakedSecrets,
  log,
  type RunningServer,
  sleep,
  stallableProxy,
  startServer,
  throwAwayDatabase,
} from './harness.ts';

const TRIES = 6;

const database = await throwAwayDatabase('idle');
const target = new URL(database.url);
const proxy = stallableProxy({ host: target.hostname, port: Number(target.port || 5432) });
const proxyPort = await proxy.listen();
const viaProxy = new URL(database.url);
viaProxy.port = String(proxyPort);

let exitCode = 1;
let server: RunningServer | undefined;
try {
  const running = await startServer(
    { DATABASE_URL: viaProxy.toString(), DEMO_DATA: '1', LOG_LEVEL: 'info' },
    await freePort(),
  );
  server = running;
  const browser = new Browser(running.baseUrl);
  const failures: string[] = [];

  /** Keeps a few pooled connections busy, then idle, so there is something to cut. */
  async function warmPool() {
    const responses = await Promise.all(Array.from({ length: 4 }, () => browser.call('GET', '/api/health')));
    if (responses.some((response) => response.status !== 200)) failures.push('warm-up request failed');
  }

  async function checkSurvived(label: string) {
    await sleep(300); // let the pool notice the cut before the next request
    if (running.process.exitCode !== null || running.process.signalCode !== null) {
      failures.push(`${label}: the server process exited`);
      return false;
    }
    const next = await browser.call('GET', '/api/health');
    const courses = await browser.call('GET', '/api/courses/getCourse');
    if (next.status !== 200 || courses.status !== 200) {
      failures.push(`${label}: next requests answered ${next.status} and ${courses.status}`);
    }
    return true;
  }

  for (let attempt = 1; attempt <= TRIES; attempt += 1) {
    await warmPool();
    const terminated = await database.admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database.name],
    );
    if (!(await checkSurvived(`pg_terminate_backend #${attempt} (${terminated.rowCount} connections)`)))
      break;
  }
  for (let attempt = 1; attempt <= TRIES; attempt += 1) {
    await warmPool();
    proxy.resume(); // closes every proxied connection, as an idle timeout in a proxy does
    if (!(await checkSurvived(`proxy closed its connections #${attempt}`))) break;
  }

  const output = running.output();
  const leaks = leakedSecrets(output);
  if (leaks.length > 0) failures.push(`the log carries connection details or secrets: ${leaks.join(', ')}`);
  const lossLines = output.split('\n').filter((line) => line.includes('connection')).length;
  log(
    `${TRIES * 2} cuts; server still up: ${running.process.exitCode === null}; log lines about the lost connection: ${lossLines}`,
  );
  await running.kill('SIGTERM');
  for (const failure of failures) log(`FAILED: ${failure}`);
  exitCode = failures.length === 0 ? 0 : 1;
} catch (error) {
  console.error(error);
  // What the server said, so a run that fails outside the checks (a refused connection) can be explained.
  if (server) {
    log(`server exit code ${server.process.exitCode}, signal ${server.process.signalCode}; its last output:`);
    console.error(server.output().split('\n').slice(-40).join('\n'));
    await server.kill('SIGTERM').catch(() => {});
  }
} finally {
  await proxy.close().catch(() => {});
  await database.drop();
}
log(exitCode === 0 ? 'PASS' : 'FAIL');
process.exit(exitCode);
