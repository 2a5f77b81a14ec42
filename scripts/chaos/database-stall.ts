/**
 * The database stops answering (a network partition, a frozen primary): every byte between the server and
 * PostgreSQL is held by a small TCP proxy. `/api/health` must answer 503 within a second, calls that need the
 * database must answer 503 with a message within the query timeout instead of hanging, and once the proxy
 * forwards again the same process must serve 200s without a restart. Exits 1 otherwise.
 *
 *   node --import tsx scripts/chaos/database-stall.ts   (PostgreSQL at CHAOS_PG_URL, default local)
 */
import {
  Browser,
  freePort,
  leakedSecrets,
  log,
  sleep,
  stallableProxy,
  startServer,
  throwAwayDatabase,
} from './harness.ts';

const QUERY_TIMEOUT_MS = 2000;

const database = await throwAwayDatabase('stall');
const target = new URL(database.url);
const proxy = stallableProxy({ host: target.hostname, port: Number(target.port || 5432) });
const viaProxy = new URL(database.url);
viaProxy.port = String(await proxy.listen());

async function timed(call: () => Promise<{ status: number; json: Record<string, unknown> }>) {
  const started = Date.now();
  const response = await call();
  return { ...response, ms: Date.now() - started };
}

let exitCode = 1;
try {
  const server = await startServer(
    {
      DATABASE_URL: viaProxy.toString(),
      DEMO_DATA: '1',
      DATABASE_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
    },
    await freePort(),
  );
  const browser = new Browser(server.baseUrl);
  const failures: string[] = [];
  const email = `stall-${Date.now()}@example.com`;
  await browser.call('POST', '/api/user/register', {
    name: 'Stall Learner',
    email,
    mobileNo: '9876543210',
    password: 'Stall@12345',
  });
  const login = await browser.call('POST', '/api/user/login', { email, password: 'Stall@12345' });
  if (login.status !== 200) throw new Error(`login: ${login.status}`);
  const list = (await browser.call('GET', '/api/courses/getCourse')).json as { data?: { _id: string }[] };
  const courseId = list.data?.[0]?._id;
  if (!courseId) throw new Error('no course in the demo data');

  proxy.stall();
  log('database stalled');
  const health = await timed(() => browser.call('GET', '/api/health'));
  const profile = await timed(() => browser.call('GET', '/api/user/getUser'));
  const order = await timed(() => browser.call('POST', '/api/payment/createOrder', { courseId }));
  for (const [label, response, limit] of [
    ['GET /api/health', health, 1000],
    ['GET /api/user/getUser', profile, QUERY_TIMEOUT_MS + 1500],
    ['POST /api/payment/createOrder', order, QUERY_TIMEOUT_MS + 1500],
  ] as const) {
    log(`stalled: ${label} → ${response.status} in ${response.ms} ms: ${JSON.stringify(response.json)}`);
    if (response.status !== 503) failures.push(`${label} answered ${response.status} during the stall`);
    if (response.ms > limit) failures.push(`${label} took ${response.ms} ms (limit ${limit} ms)`);
    if (typeof response.json.message !== 'string') failures.push(`${label} has no message`);
  }

  proxy.resume();
  log('database back');
  const recoveredAt = Date.now();
  let recovered = false;
  while (!recovered && Date.now() - recoveredAt < 15_000) {
    const [after, me] = [
      await browser.call('GET', '/api/health'),
      await browser.call('GET', '/api/user/getUser'),
    ];
    recovered = after.status === 200 && me.status === 200;
    if (!recovered) await sleep(250);
  }
  if (!recovered) failures.push('the server did not recover within 15 s of the database coming back');
  else log(`recovered ${Date.now() - recoveredAt} ms after the database came back, same process`);
  if (server.process.exitCode !== null) failures.push('the server process exited');
  const leaks = leakedSecrets(server.output());
  if (leaks.length > 0) failures.push(`the log carries connection details or secrets: ${leaks.join(', ')}`);

  await server.kill('SIGTERM');
  for (const failure of failures) log(`FAILED: ${failure}`);
  exitCode = failures.length === 0 ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  proxy.resume();
  await proxy.close().catch(() => {});
  await database.drop();
}
log(exitCode === 0 ? 'PASS' : 'FAIL');
process.exit(exitCode);
