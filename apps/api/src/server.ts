import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { loadCodingBank } from './demo/coding-bank.ts';
import { loadCodingMockTest } from './demo/coding-mock.ts';
import { DEMO_ACCOUNTS, loadDemoData } from './demo/load-demo-data.ts';
import { loadPracticeBank } from './demo/practice-bank.ts';
import { loadDemoTranslations } from './demo/translations.ts';
import { scheduleHousekeeping } from './housekeeping.ts';
import { registerBankCheckers } from './modules/coding/bank/checkers.ts';
import { createJudge, registerChecker } from './modules/coding/judge/index.ts';
import { scheduleReconciliation } from './modules/commerce/reconciliation.ts';
import { enqueueDemoTranscodes } from './modules/media/transcode-queue.ts';
import { scheduleCodingMarksSweeper } from './modules/practice/mock-coding-routes.ts';
import { scheduleAttemptSweeper } from './modules/practice/routes.ts';
import { describeDatabaseError } from './plugins/database-errors.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const logger: { current: Pick<Console, 'warn'> | FastifyBaseLogger } = { current: console };
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  timeouts: config.databaseTimeouts,
  // Only the error's own words: the pg client object holds the host, user and backend key.
  onConnectionError: (error) =>
    logger.current.warn(
      { err: describeDatabaseError(error) },
      'database connection lost; the next query reconnects',
    ),
});
await database.migrate();
registerBankCheckers(registerChecker);
// Runs go through the engine as well as the queue's submissions: an instance that judges no submissions
// (JUDGE_CONCURRENCY=0) still runs learners' samples. A language it cannot sandbox here says so, and never runs.
const judge = createJudge({
  workDir: path.join(config.dataDir, 'judge'),
  concurrency: Math.max(1, config.judge.concurrency),
  precompileHeaders: true,
});
// The app closes the judge (its waiting runtimes and sandboxes) when it closes.
const app = await buildApp({ config, db: database.db, changes: database.changes, judge });
logger.current = app.log;
app.addHook('onClose', () => database.close());

if (config.loadDemoData && (await loadDemoData(database.db, app.storage))) {
  app.log.info('demo data loaded into an empty database');
  // Adaptive streams for the demo lectures only where ffmpeg is: made in the background, MP4 until then.
  const queued =
    config.transcode.concurrency > 0 ? await enqueueDemoTranscodes(database.db, config.transcode) : 0;
  if (queued > 0) app.log.info({ queued }, 'demo lectures queued for transcoding (ffmpeg found)');
}
// After the catalogue: the demo's course tests name their courses.
if (config.loadDemoData && (await loadPracticeBank(database.db))) {
  app.log.info('demo question bank and mock tests loaded');
}
if (config.loadDemoData && (await loadCodingBank(database.db))) {
  app.log.info('coding problem bank loaded');
}
if (config.loadDemoData && (await loadCodingMockTest(database.db))) {
  app.log.info('demo coding round mock loaded');
}
// After the courses, questions and tests it gives Hindi versions to.
if (config.loadDemoData && (await loadDemoTranslations(database.db))) {
  app.log.info('demo Hindi versions loaded');
}

scheduleHousekeeping(app);
void scheduleReconciliation(app)();
void scheduleAttemptSweeper(app)();
void scheduleCodingMarksSweeper(app)();
app.transcoder.start(config.transcode.pollMs);
app.codingJudge.start(config.judge.pollMs);

// A promise nobody awaited failed (a background job's write, say): a fault to log and fix, not a reason to stop
// serving every learner. A thrown exception still shuts down (below): what it interrupted may be half done.
process.on('unhandledRejection', (reason) => {
  app.log.error(
    { err: reason },
    'a background task failed with nobody awaiting it; the server keeps running',
  );
});
closeWithGrace({ delay: 4500, skip: ['unhandledRejection'] }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
const where = database.kind === 'embedded' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server';
console.log(
  [
    '',
    `  Pathshala is running at ${config.publicUrl}  (${where})`,
    config.paymentGateway === 'simulated'
      ? '  Payments: SIMULATED gateway (PAYMENT_GATEWAY=simulated): checkouts take no real money'
      : `  Payments: Razorpay (key ${config.razorpay?.keyId})`,
    ...(config.loadDemoData
      ? [
          `  Demo learner:    ${DEMO_ACCOUNTS.learner.email} / ${DEMO_ACCOUNTS.learner.password}`,
          `  Demo admin:      ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}`,
          `  Demo instructor: ${DEMO_ACCOUNTS.instructor.email} / ${DEMO_ACCOUNTS.instructor.password}`,
        ]
      : []),
    `  API docs: ${config.publicUrl}/api/docs`,
    '',
  ].join('\n'),
);
