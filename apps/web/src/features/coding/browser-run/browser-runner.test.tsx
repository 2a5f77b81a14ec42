import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type BrowserRunRequest,
  createBrowserRunner,
  EngineUnavailableError,
  type RunWorker,
} from './browser-runner';
import type { FromWorker, ToWorker } from './worker-protocol';

/** A worker that answers as a script tells it: `loads` false fails its load, `hangOn` never answers that input. */
class FakeWorker implements RunWorker {
  static made: FakeWorker[] = [];
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  received: ToWorker[] = [];
  constructor(private script: { loads?: boolean; hangOn?: string; compileError?: string }) {
    FakeWorker.made.push(this);
  }
  private reply(message: FromWorker) {
    queueMicrotask(() => this.onmessage?.({ data: message } as MessageEvent<FromWorker>));
  }
  postMessage(message: ToWorker) {
    this.received.push(message);
    if (message.type === 'load')
      this.reply(
        this.script.loads === false ? { type: 'loadFailed', message: 'offline' } : { type: 'ready' },
      );
    else if (message.type === 'prepare')
      this.reply({ type: 'prepared', compileError: this.script.compileError });
    else if (message.input !== this.script.hangOn)
      this.reply({
        type: 'result',
        status: 'ok',
        stdout: message.input.toUpperCase(),
        stderr: '',
        timeMs: 5,
        memoryKb: 100,
      });
  }
  terminate() {
    this.terminated = true;
  }
}

const request = (overrides: Partial<BrowserRunRequest> = {}): BrowserRunRequest => ({
  language: 'python',
  source: 'print(input().upper())',
  tests: [
    { input: 'a', expected: 'A' },
    { input: 'b', expected: 'B' },
  ],
  timeLimitMs: 1000,
  memoryLimitMb: 256,
  checker: { kind: 'tokens' },
  ...overrides,
});

beforeEach(() => {
  FakeWorker.made = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the browser runner', () => {
  it('runs every sample on one loaded engine and keeps it for the next run', async () => {
    const runner = createBrowserRunner({ createWorker: () => new FakeWorker({}), pyodideUrl: '/engines/p/' });
    expect(runner.isReady('python')).toBe(false);
    const run = await runner.run(request());
    expect(run.tests.map((test) => test.verdict)).toEqual(['accepted', 'accepted']);
    expect(runner.isReady('python')).toBe(true);
    await runner.run(request());
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0]?.received[0]).toEqual({
      type: 'load',
      language: 'python',
      pyodideUrl: '/engines/p/',
    });
  });

  it('stops the worker of a test past its time limit and loads a new one for the next test', async () => {
    vi.useFakeTimers();
    const runner = createBrowserRunner({
      createWorker: () => new FakeWorker({ hangOn: 'a' }),
      pyodideUrl: '/engines/p/',
      graceMs: 250,
    });
    const running = runner.run(request());
    await vi.advanceTimersByTimeAsync(1249);
    expect(FakeWorker.made[0]?.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const run = await running;
    expect(FakeWorker.made[0]?.terminated).toBe(true);
    expect(run.tests[0]).toMatchObject({ verdict: 'timeLimitExceeded', timeMs: 1000 });
    expect(run.tests[1]).toMatchObject({ verdict: 'accepted', stdout: 'B' });
    expect(FakeWorker.made).toHaveLength(2);
  });

  it('says the engine is unavailable when it cannot load, so the page asks the server', async () => {
    const runner = createBrowserRunner({
      createWorker: () => new FakeWorker({ loads: false }),
      pyodideUrl: '/',
    });
    await expect(runner.run(request())).rejects.toBeInstanceOf(EngineUnavailableError);
    expect(FakeWorker.made[0]?.terminated).toBe(true);
    const noWorkers = createBrowserRunner({
      createWorker: () => {
        throw new Error('Worker is not defined');
      },
      pyodideUrl: '/',
    });
    await expect(noWorkers.run(request())).rejects.toBeInstanceOf(EngineUnavailableError);
  });

  it('answers a syntax error as a compilation error, running no test', async () => {
    const runner = createBrowserRunner({
      createWorker: () => new FakeWorker({ compileError: 'SyntaxError: invalid syntax' }),
      pyodideUrl: '/',
    });
    expect(await runner.run(request())).toEqual({ compileError: 'SyntaxError: invalid syntax', tests: [] });
  });

  it('gives a worker that dies mid-test (its memory ran out) Memory Limit Exceeded', async () => {
    const runner = createBrowserRunner({
      createWorker: () => new FakeWorker({ hangOn: 'a' }),
      pyodideUrl: '/',
    });
    const running = runner.run(request());
    await vi.waitFor(() => expect(FakeWorker.made[0]?.received.at(-1)?.type).toBe('run'));
    FakeWorker.made[0]?.onerror?.({ preventDefault: () => {} } as ErrorEvent);
    const run = await running;
    expect(run.tests[0]?.verdict).toBe('memoryLimitExceeded');
    expect(run.tests[1]?.verdict).toBe('accepted');
  });
});
