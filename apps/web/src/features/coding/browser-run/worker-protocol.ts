import type { ProgramOutcome } from '@pathshala/shared/coding-output';

/** Messages between the workspace and its run worker (run-worker.ts). One worker runs one language. */

export type BrowserLanguage = 'python' | 'javascript';

export const BROWSER_LANGUAGES: readonly BrowserLanguage[] = ['python', 'javascript'];

export type ToWorker =
  /** Load the engine: Pyodide from `pyodideUrl` (the folder its files are served from), or QuickJS. */
  | { type: 'load'; language: BrowserLanguage; pyodideUrl: string }
  /** Compile only: a syntax error is the program's compilation error, as on the server. */
  | { type: 'prepare'; source: string }
  | { type: 'run'; source: string; input: string; timeLimitMs: number; memoryLimitMb: number };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'loadFailed'; message: string }
  | { type: 'prepared'; compileError?: string }
  | ({ type: 'result' } & ProgramOutcome)
  /** The engine itself broke (not the program): the worker is not used again. */
  | { type: 'failed'; message: string };
