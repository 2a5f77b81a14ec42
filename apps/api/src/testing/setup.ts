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
