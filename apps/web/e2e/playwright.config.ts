import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
/** The suite's mail server (smtp-sink.ts): e-mails are delivered, so the outbox shows sent ones to resend. */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1);
const repoRoot = path.resolve(import.meta.dirname, '../../..');
// Each run starts the built product on its own fresh embedded database with the demo data.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'pathshala-e2e-'));
// The coding judge's sandboxes pass through it to their own folder (DATA_DIR/judge); they list nothing in it.
chmodSync(dataDir, 0o711);
// Where the suite's mail server writes what it receives (smtp-sink.ts); set here, so the workers read the same folder.
process.env.E2E_MAIL_DIR ??= mkdtempSync(path.join(tmpdir(), 'pathshala-e2e-mail-'));
const mailDir = process.env.E2E_MAIL_DIR;
/** The suite's identity provider (identity-provider.ts), the server of Google, LinkedIn and GitHub sign-in. */
const idpPort = Number(process.env.E2E_IDP_PORT ?? port + 2);
const idpUrl = `http://127.0.0.1:${idpPort}`;
process.env.E2E_IDP_URL = idpUrl;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(repoRoot, 'test-results/e2e'),
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Two workers, each a Chromium, beside the server on a 2-core machine: a page that paints in 1 s alone can take
  // 5-8 s under that load (a CI trace: the route's API call left the browser 4 s after its scripts arrived).
  // These are ceilings on waiting, not timings: a passing step still moves on as soon as it holds.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: path.join(repoRoot, 'test-results/e2e.json') }]],
  use: {
    baseURL,
    // Recording a trace (a DOM snapshot per action) made every journey ~35% slower (legal + accounts specs, one
    // worker: 86 s of tests with it, 56 s without). A failing journey is retried once in CI, with a trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: 'node --import tsx apps/web/e2e/smtp-sink.ts',
      cwd: repoRoot,
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_DIR: mailDir },
    },
    {
      command: 'node --import tsx apps/web/e2e/identity-provider.ts',
      cwd: repoRoot,
      url: `${idpUrl}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_IDP_PORT: String(idpPort) },
    },
    {
      // The compiled server, as production runs it (ADR 021); `npm run test:e2e` builds it first.
      command: 'node apps/api/dist/server.mjs',
      cwd: repoRoot,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        // The address the suite browses: a social sign-in returns to PUBLIC_URL, and the state cookie and the tab's
        // remembered purchase are kept per host.
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PAYMENT_GATEWAY: 'simulated',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // Mock test sections at 2 % of their length (the free test: 30 s, 24 s, 18 s), so a journey can let one run out.
        MOCK_TEST_TIME_SCALE: '0.02',
        // Two demo lectures (free ones first) become adaptive streams in the background, not all 218: the HLS
        // journeys need one, and every transcode is a core's worth of ffmpeg taken from the other journeys.
        DEMO_TRANSCODE_LIMIT: '2',
        // Resumable video uploads in 16 KiB chunks, so the 48 KB sample video goes in several (admin course editor).
        VIDEO_UPLOAD_CHUNK_KB: '16',
        // Every social sign-in, against the suite's identity provider.
        GOOGLE_CLIENT_ID: 'pathshala-google',
        GOOGLE_CLIENT_SECRET: 'e2e-secret',
        OIDC_ISSUER: idpUrl,
        LINKEDIN_CLIENT_ID: 'pathshala-linkedin',
        LINKEDIN_CLIENT_SECRET: 'e2e-secret',
        LINKEDIN_ISSUER: idpUrl,
        GITHUB_CLIENT_ID: 'pathshala-github',
        GITHUB_CLIENT_SECRET: 'e2e-secret',
        GITHUB_OAUTH_URL: idpUrl,
        GITHUB_API_URL: idpUrl,
        ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      },
    },
  ],
});
