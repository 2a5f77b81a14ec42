import type { CodingRun } from '@pathshala/shared/coding';
import { type CodingChecker, runTestLine } from '@pathshala/shared/coding-output';
import type { BrowserLanguage, FromWorker, ToWorker } from './worker-protocol';

/** The engine could not start in this browser (offline before its first load, no WebAssembly, …). */
export class EngineUnavailableError extends Error {}

export interface BrowserRunRequest {
  language: BrowserLanguage;
  source: string;
  tests: { input: string; expected?: string }[];
  timeLimitMs: number;
  memoryLimitMb: number;
  checker: CodingChecker;
}

/** The part of a Worker the runner uses (a fake one in tests). */
export interface RunWorker {
  postMessage(message: ToWorker): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export interface BrowserRunnerOptions {
  createWorker: () => RunWorker;
  /** The folder Pyodide's files are served from (ends with /). */
  pyodideUrl: string;
  /** How long an engine may take to load: Pyodide is 12 MB on a slow line the first time. */
  loadTimeoutMs?: number;
  /** Past a test's time limit, how long the worker has to answer before it is stopped. */
  graceMs?: number;
}

/** A worker that loaded its engine (or is loading it). */
interface Engine {
  worker: RunWorker;
  ready: Promise<void>;
  loaded: boolean;
  /** Set when the worker answers, fails or is stopped. */
  pending: ((reply: FromWorker | 'died') => void) | null;
}

/**
 * Runs Python and JavaScript programs in the browser, one worker a language, kept between runs (so a run needs
 * no network once the engine has loaded). A test past its time limit has its worker stopped (terminate), and
 * a new one starts loading at once for the next test or run.
 */
export function createBrowserRunner(options: BrowserRunnerOptions) {
  const loadTimeoutMs = options.loadTimeoutMs ?? 120_000;
  const graceMs = options.graceMs ?? 250;
  const engines = new Map<BrowserLanguage, Engine>();

  const stop = (language: BrowserLanguage, engine: Engine) => {
    engine.worker.terminate();
    if (engines.get(language) === engine) engines.delete(language);
    const pending = engine.pending;
    engine.pending = null;
    pending?.('died');
  };

  function start(language: BrowserLanguage): Engine {
    let worker: RunWorker;
    try {
      worker = options.createWorker();
    } catch (error) {
      throw new EngineUnavailableError(String((error as Error)?.message ?? error));
    }
    const engine: Engine = { worker, ready: Promise.resolve(), loaded: false, pending: null };
    engine.ready = new Promise<void>((resolve, reject) => {
      const failed = (message: string) => {
        stop(language, engine);
        reject(new EngineUnavailableError(message));
      };
      const timer = setTimeout(() => failed('the engine did not load in time'), loadTimeoutMs);
      worker.onmessage = (event) => {
        const reply = event.data;
        if (reply.type === 'ready') {
          clearTimeout(timer);
          engine.loaded = true;
          resolve();
        } else if (reply.type === 'loadFailed') {
          clearTimeout(timer);
          failed(reply.message);
        } else {
          const pending = engine.pending;
          engine.pending = null;
          pending?.(reply);
        }
      };
      worker.onerror = (event) => {
        event.preventDefault?.();
        clearTimeout(timer);
        // Before it loaded: the engine is unavailable; after: the program broke the worker (its memory).
        failed('the engine stopped');
      };
    });
    engine.ready.catch(() => {});
    engines.set(language, engine);
    worker.postMessage({ type: 'load', language, pyodideUrl: options.pyodideUrl });
    return engine;
  }

  const engineFor = (language: BrowserLanguage) => engines.get(language) ?? start(language);

  /** The worker's answer, or 'timeout' once `timeoutMs` passed (the worker is then stopped). */
  function ask(language: BrowserLanguage, engine: Engine, message: ToWorker, timeoutMs: number) {
    return new Promise<FromWorker | 'died' | 'timeout'>((resolve) => {
      const timer = setTimeout(() => {
        engine.pending = null;
        stop(language, engine);
        resolve('timeout');
      }, timeoutMs);
      engine.pending = (reply) => {
        clearTimeout(timer);
        resolve(reply);
      };
      engine.worker.postMessage(message);
    });
  }

  /** Starts loading a language's engine ahead of its next run. */
  function warm(language: BrowserLanguage) {
    try {
      engineFor(language);
    } catch {
      // the next run falls back to the server
    }
  }

  return {
    warm,

    /** Whether a language's engine is loaded and waiting (a run then starts at once). */
    isReady: (language: BrowserLanguage) => engines.get(language)?.loaded === true,

    /** Runs the program on each test; throws EngineUnavailableError when the engine cannot start here. */
    async run(request: BrowserRunRequest, events: { onReady?: () => void } = {}): Promise<CodingRun> {
      const { language } = request;
      let engine = engineFor(language);
      await engine.ready;
      events.onReady?.();
      const prepared = await ask(language, engine, { type: 'prepare', source: request.source }, 30_000);
      if (typeof prepared === 'string' || prepared.type !== 'prepared') {
        if (typeof prepared !== 'string') stop(language, engine);
        throw new EngineUnavailableError('the engine did not answer');
      }
      if (prepared.compileError !== undefined) return { compileError: prepared.compileError, tests: [] };

      const limits = { timeLimitMs: request.timeLimitMs, memoryLimitMb: request.memoryLimitMb };
      const tests: CodingRun['tests'] = [];
      for (const test of request.tests) {
        // A worker stopped on the previous test: the next one loads again (from the browser's cache).
        engine = engineFor(language);
        await engine.ready;
        const reply = await ask(
          language,
          engine,
          { type: 'run', source: request.source, input: test.input, ...limits },
          request.timeLimitMs + graceMs,
        );
        const outcome =
          reply === 'timeout'
            ? {
                status: 'timeLimitExceeded' as const,
                stdout: '',
                stderr: '',
                timeMs: request.timeLimitMs,
                memoryKb: 0,
              }
            : reply === 'died' || reply.type !== 'result'
              ? {
                  // The worker broke: its memory ran out, or the interpreter failed (not used again).
                  status: reply === 'died' ? ('memoryLimitExceeded' as const) : ('runtimeError' as const),
                  stdout: '',
                  stderr: reply !== 'died' && reply.type === 'failed' ? reply.message : '',
                  timeMs: 0,
                  memoryKb: 0,
                }
              : reply;
        if (reply !== 'timeout' && (reply === 'died' || reply.type !== 'result')) stop(language, engine);
        tests.push(runTestLine(outcome, test, limits, request.checker));
      }
      // A stopped worker's replacement loads now, so the next run does not wait for it.
      if (!engines.has(language)) warm(language);
      return { compileError: null, tests };
    },

    close() {
      for (const [language, engine] of engines) stop(language, engine);
    },
  };
}

export type BrowserRunner = ReturnType<typeof createBrowserRunner>;
