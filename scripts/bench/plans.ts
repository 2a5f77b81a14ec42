/**
 * The hot reads' statements explained with real timings on a database at scale: signs a scale
 * learner in, sends each hot read once through the real app, and runs `EXPLAIN ANALYZE` on every statement it
 * sent. Prints the scans and the database time per read; exits 1 when a read scans a large table end to end
 * (50,000 rows or more: the tables that grow with learners). The planner rightly scans a table of a few rows
 * (no sessions or certificates are seeded), and may scan the 10,000-course catalogue for a common search word;
 * those are shown, not failed.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/pathshala_scale node --import tsx scripts/seed-scale.ts --full
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/pathshala_scale npm run bench:plans
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { users } from '../../apps/api/src/db/schema/accounts.ts';
import { chapters, lectures } from '../../apps/api/src/db/schema/catalogue.ts';
import { enrollments } from '../../apps/api/src/db/schema/commerce.ts';
import { QueryCounter, sessionCookieOf } from '../../apps/api/src/testing/build-test-app.ts';
import { hotReads } from '../../apps/api/src/testing/hot-reads.ts';
import { explainable, explainQuery, sendRecorded } from '../../apps/api/src/testing/query-plans.ts';
import { SCALE_LEARNER_PASSWORD, scaleLearnerEmail } from '../seed-scale.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL: the PostgreSQL database seeded by `seed-scale.ts --full`');

const LARGE_TABLE_ROWS = 50_000;
const queries = new QueryCounter();
const database = await openDatabase({ url, logger: queries });
const dataDir = mkdtempSync(path.join(tmpdir(), 'pathshala-plans-'));
const config = { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url }), dataDir };
const app = await buildApp({ config, db: database.db, changes: database.changes, logger: false });
let failed = false;
try {
  const email = scaleLearnerEmail(4242);
  const [learner] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!learner) throw new Error(`${email} is missing: run seed-scale.ts --full first`);
  const [owned] = await database.db
    .select({ courseId: enrollments.courseId, lectureId: lectures.id })
    .from(enrollments)
    .innerJoin(chapters, and(eq(chapters.courseId, enrollments.courseId), eq(chapters.position, 1)))
    .innerJoin(lectures, eq(lectures.chapterId, chapters.id))
    .where(eq(enrollments.userId, learner.id))
    .orderBy(asc(lectures.position))
    .limit(1);
  if (!owned) throw new Error(`${email} has no enrolment with a second chapter`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password: SCALE_LEARNER_PASSWORD },
  });
  const cookie = sessionCookieOf(login);
  if (!cookie) throw new Error(`sign-in failed: ${login.body}`);

  const sizes = await database.db.execute(
    sql`select relname as name, reltuples::bigint as rows from pg_class where relkind = 'r'`,
  );
  const rowsOf = new Map(
    (sizes as unknown as { rows: { name: string; rows: string }[] }).rows.map((row) => [
      row.name,
      Number(row.rows),
    ]),
  );
  const large = (table: string) => (rowsOf.get(table) ?? 0) >= LARGE_TABLE_ROWS;

  console.log(`\nHot reads on ${new URL(url).pathname.slice(1)}, as ${email}\n`);
  for (const read of hotReads(owned.courseId, owned.lectureId)) {
    const { response, sent } = await sendRecorded(app, queries, read, cookie);
    if (response.statusCode !== 200) throw new Error(`${read.path}: ${response.statusCode} ${response.body}`);
    let databaseMs = 0;
    const lines: string[] = [];
    for (const statement of sent.filter((logged) => explainable(logged.query))) {
      const plan = await explainQuery(database.db, statement, { analyze: true });
      databaseMs += plan.executionMs ?? 0;
      const scanned = plan.sequentialScans.filter(
        (table) => large(table) && !(read.wholeCatalogue && table === 'courses'),
      );
      if (scanned.length > 0) failed = true;
      lines.push(
        `    ${(plan.executionMs ?? 0).toFixed(2).padStart(7)} ms  ${plan.scans.join(', ')}${scanned.length ? '  ← SEQUENTIAL SCAN of a large table' : ''}`,
      );
    }
    console.log(
      `${read.label.padEnd(26)} ${String(sent.length).padStart(2)} statements  ${databaseMs.toFixed(2).padStart(7)} ms in the database`,
    );
    for (const line of lines) console.log(line);
  }
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) {
  console.log('\nA hot read scans a large table end to end: see ← above');
  process.exit(1);
}
