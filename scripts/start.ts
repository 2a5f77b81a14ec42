/**
 * `npm start`: check the configuration first (a bad value stops here, before the build), build the web app and
 * the compiled server, then run the production server in this process.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../apps/api/src/config.ts';

process.env.NODE_ENV ??= 'production';
// The two-command demo takes no real money: without Razorpay keys it asks for the simulated gateway out loud
// (the server prints it in its banner). Any other production start without keys stops instead.
if (!process.env.RAZORPAY_KEY_ID && !process.env.RAZORPAY_KEY_SECRET)
  process.env.PAYMENT_GATEWAY ??= 'simulated';
try {
  loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const repoRoot = path.resolve(import.meta.dirname, '..');
const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: repoRoot, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// The compiled server the build just wrote (ADR 021): it starts without transpiling the API's TypeScript.
await import(pathToFileURL(path.join(repoRoot, 'apps/api/dist/server.mjs')).href);
