import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// React's act() warnings are errors in these tests: React must know it runs under a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// findBy… and waitFor wait for what a lazily loaded part draws: on a busy machine (the suite runs beside the
// PostgreSQL run and a CPU hog in CI) loading a chunk takes longer than the library's default second.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
});
