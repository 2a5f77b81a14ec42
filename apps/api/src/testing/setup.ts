import { afterEach, beforeEach, vi } from 'vitest';

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
