import { afterEach, beforeEach, vi } from 'vitest';
import { setPasswordHashParams } from '../modules/accounts/password.ts';

// Real scrypt, lower cost: API tests log in hundreds of times (password.test.ts checks the production cost).
setPasswordHashParams({ N: 2 ** 14, r: 8, p: 1 });

// A console.error during a test means something went wrong that no assertion looked at: fail the test.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called during the test: ${JSON.stringify(consoleErrors[0])}`);
  }
});

// A Fastify deprecation or warning means the app uses an option the next major removes, or misuses one: fail
// the test that caused it. Fastify says each once per process, so the listener is added once per worker.
const shared = globalThis as { pathshalaFastifyWarnings?: Error[] };
if (!shared.pathshalaFastifyWarnings) {
  const warnings: Error[] = [];
  shared.pathshalaFastifyWarnings = warnings;
  process.on('warning', (warning) => {
    if (warning.name.startsWith('Fastify')) warnings.push(warning);
  });
}
const fastifyWarnings = shared.pathshalaFastifyWarnings;
afterEach(async () => {
  await new Promise((resolve) => setImmediate(resolve)); // warnings are emitted on a later tick
  const warning = fastifyWarnings.shift();
  if (warning) throw new Error(`Fastify warned during the test: ${warning.name}: ${warning.message}`);
});
