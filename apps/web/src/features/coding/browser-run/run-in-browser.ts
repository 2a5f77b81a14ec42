import { createBrowserRunner } from './browser-runner';

/**
 * The page's runner: loaded with the first Python or JavaScript Run (a dynamic import), so no other page and no
 * first load carries it; its worker then loads the engine from our own origin (ADR 037).
 */
export const browserRunner = createBrowserRunner({
  createWorker: () =>
    new Worker(new URL('./run-worker.ts', import.meta.url), { type: 'module', name: 'coding-run' }),
  pyodideUrl: __PYODIDE_URL__,
});
