/**
 * How long `/api/health` waits while the server does one kind of heavy work for other clients: the event loop is
 * shared, so work held on it shows up as the health check's latency. Real server on a local port, embedded
 * database; health is asked for one request after another on a keep-alive connection while the load runs.
 *   node --import tsx scripts/bench/health-under-load.ts docx     three anonymous 52 KB DOCX that unpack to 48 MB
 *   node --import tsx scripts/bench/health-under-load.ts json     30 parallel 1 MB JSON bodies to a learner route
 *   node --import tsx scripts/bench/health-under-load.ts outbox   an admin lists 3 pages of 50 outbox e-mails
 *   node --import tsx scripts/bench/health-under-load.ts outbox-rendered   the same, each row rendered as well (what the
 *                                                                         list did before it stopped rendering bodies)
 * Prints the load's answers and health's p50 and worst latency.
 */
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { outboxEmails } from '../../apps/api/src/db/schema/email.ts';
import { enqueueEmail, toAdminEmail } from '../../apps/api/src/modules/email/outbox.ts';
import { zipBytes } from '../../apps/api/src/testing/documents.ts';
import { createUser } from '../../apps/api/src/testing/factories.ts';
import { multipartForm } from '../../apps/api/src/testing/multipart.ts';

const scenario = process.argv[2] ?? 'docx';
const database = await openDatabase({});
await database.migrate();
const base = loadConfig({ LOG_LEVEL: 'silent' });
const app = await buildApp({
  config: {
    ...base,
    dataDir: mkdtempSync(path.join(tmpdir(), 'pathshala-bench-health-')),
    rateLimits: { ...base.rateLimits, authPerMinute: 1_000_000, formsPerMinute: 1_000_000 },
  },
  db: database.db,
  logger: false,
});
const { port } = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));

function send(
  agent: http.Agent | false,
  options: { method: string; path: string; headers?: http.OutgoingHttpHeaders; body?: Buffer | string },
) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, agent, ...options }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    // A refused body may be cut off mid-send: the answer, if any, has already been read.
    request.on('error', (error) => reject(error));
    request.end(options.body);
  });
}

async function loads(): Promise<() => Promise<{ status: number }>[]> {
  if (scenario === 'docx') {
    const bomb = zipBytes([
      { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types/>') },
      { name: 'word/document.xml', data: Buffer.alloc(48 * 1024 * 1024) },
    ]);
    const form = multipartForm(
      {
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        mobileNo: '9876543210',
        college: 'IIT Madras',
        year: 'third year',
        github: '',
        position: 'Frontend Developer Intern',
      },
      { field: 'resume', filename: 'cv.docx', contentType: 'application/octet-stream', content: bomb },
    );
    console.log(`DOCX of ${bomb.length} bytes`);
    return () =>
      Array.from({ length: 3 }, () =>
        send(false, {
          method: 'POST',
          path: '/api/internship/apply',
          headers: { 'content-type': form.contentType },
          body: form.payload,
        }),
      );
  }
  if (scenario === 'json') {
    const body = JSON.stringify({ email: `${'a'.repeat(1_000_000)}@example.com`, password: 'x' });
    return () =>
      Array.from({ length: 30 }, () =>
        send(false, {
          method: 'POST',
          path: '/api/user/login',
          headers: { 'content-type': 'application/json' },
          body,
        }).catch(() => ({ status: 0 })),
      );
  }
  const { user, password } = await createUser(database.db, { role: 'admin' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email: user.email, password },
  });
  const cookie = `pathshala_session=${login.cookies.find((c) => c.name === 'pathshala_session')?.value}`;
  for (let index = 0; index < 150; index += 1) {
    await enqueueEmail(database.db, 'purchaseReceipt', `buyer-${index}@example.com`, {
      name: `Buyer ${index}`,
      receipt: `PS-BENCH-${index}`,
      items: [
        { title: 'Full Stack Web Development', price: '₹3,999' },
        { title: 'Data Structures in Java', price: '₹2,499' },
      ],
      amount: '₹6,498',
      discount: null,
      paidAt: '1 January, 10:00 am',
    });
  }
  const rows = await database.db.select().from(outboxEmails);
  return () => [
    ...[1, 2, 3].map((page) =>
      send(false, { method: 'GET', path: `/api/admin/outbox?page=${page}`, headers: { cookie } }),
    ),
    ...(scenario === 'outbox-rendered'
      ? rows.map((row) => toAdminEmail(row, base.publicUrl).then(() => ({ status: 0 })))
      : []),
  ];
}

const start = await loads();
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
await send(agent, { method: 'GET', path: '/api/health' });
let loading = true;
const latencies: number[] = [];
const probing = (async () => {
  while (loading) {
    const started = performance.now();
    await send(agent, { method: 'GET', path: '/api/health' });
    latencies.push(performance.now() - started);
  }
})();
const answers = await Promise.all(start());
loading = false;
await probing;
agent.destroy();
latencies.sort((a, b) => a - b);
const statuses = answers.map((answer) => answer.status);
console.log(
  `${scenario}: answers ${[...new Set(statuses)].map((s) => `${s}×${statuses.filter((x) => x === s).length}`).join(' ')};`,
  `health ${latencies.length} probes, p50 ${latencies[Math.floor(latencies.length / 2)]?.toFixed(1)} ms,`,
  `worst ${latencies.at(-1)?.toFixed(1)} ms`,
);
await app.close();
await database.close();
