/// <reference lib="webworker" />
/**
 * Runs a learner's Python (Pyodide) or JavaScript (QuickJS) program in the browser, test by test, with the
 * engines the server's judge runs (apps/api/src/modules/coding/judge/judge-worker.mjs, whose harness this
 * mirrors, so a program behaves the same in both). The page stops this worker (terminate) when a test runs past
 * its time limit: a WebAssembly loop cannot be interrupted from another thread without shared memory.
 */
import variant from '@jitl/quickjs-wasmfile-release-sync';
import {
  OUTPUT_LIMIT_MESSAGE,
  PROGRAM_OUTPUT_LIMIT_BYTES,
  type ProgramOutcome,
} from '@pathshala/shared/coding-output';
import type { PyodideAPI } from 'pyodide';
import { newQuickJSWASMModuleFromVariant, type QuickJSWASMModule } from 'quickjs-emscripten-core';
import type { FromWorker, ToWorker } from './worker-protocol';

declare const self: DedicatedWorkerGlobalScope;

const MB = 1024 * 1024;
const ERROR_OUTPUT_BYTES = 64 * 1024;

interface Engine {
  prepare(source: string): string | undefined;
  run(source: string, input: string, timeLimitMs: number, memoryLimitMb: number): ProgramOutcome;
}

const post = (message: FromWorker) => self.postMessage(message);

/** Collects a stream's text up to a limit; past it `onExceeded` asks the program to stop. */
function capped(limitBytes: number, onExceeded: () => void = () => {}) {
  const encoder = new TextEncoder();
  const chunks: string[] = [];
  let bytes = 0;
  let exceeded = false;
  return {
    write(text: string) {
      if (exceeded) return;
      bytes += encoder.encode(text).length;
      if (bytes > limitBytes) {
        exceeded = true;
        onExceeded();
        return;
      }
      chunks.push(text);
    },
    text: () => chunks.join(''),
    get exceeded() {
      return exceeded;
    },
  };
}

const PYTHON_HARNESS = `
import sys, io, traceback
def report(limit=None):
    # The program's frames only: the first frame is this harness's.
    error = sys.exc_info()[1]
    traceback.print_exception(type(error), error, error.__traceback__.tb_next, limit=limit)

def run(source, data):
    sys.stdin = io.TextIOWrapper(io.BytesIO(data.encode()), encoding='utf-8')
    namespace = {'__name__': '__main__', '__builtins__': __builtins__}
    status = 'ok'
    try:
        exec(compile(source, 'main.py', 'exec'), namespace)
    except SystemExit as stop:
        if stop.code not in (None, 0):
            status = 'runtimeError'
    except MemoryError:
        status = 'memoryLimitExceeded'
        report()
    except KeyboardInterrupt:
        status = 'interrupted'
    except RecursionError:
        status = 'runtimeError'
        report(limit=5)
    except BaseException:
        status = 'runtimeError'
        report()
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except BaseException:
        pass
    return status

def syntax(source):
    try:
        compile(source, 'main.py', 'exec')
        return None
    except SyntaxError:
        return traceback.format_exc(limit=0)
`;

// The modules the judge removes (they reach from Python into JavaScript): removed here too, so a program that
// runs in the browser runs the same on the judge.
const PYTHON_LOCKDOWN = `
import sys
_BLOCKED = ('js', 'pyodide_js', 'pyodide', '_pyodide', '_pyodide_core', 'micropip', 'ctypes', '_ctypes', 'pyodide_http')
class _Refuse:
    blocked = _BLOCKED
    def find_spec(self, name, path=None, target=None):
        if name.split('.')[0] in self.blocked:
            raise ImportError('No module named ' + repr(name))
        return None
for _name in list(sys.modules):
    if _name.split('.')[0] in _BLOCKED:
        del sys.modules[_name]
sys.meta_path.insert(0, _Refuse())
del _Refuse, _name, _BLOCKED
`;

async function pythonEngine(pyodideUrl: string): Promise<Engine> {
  const { loadPyodide } = (await import(/* @vite-ignore */ `${pyodideUrl}pyodide.mjs`)) as {
    loadPyodide: (options: Record<string, unknown>) => Promise<PyodideAPI>;
  };
  const pyodide = await loadPyodide({
    indexURL: pyodideUrl,
    // `import js` would see this object, not the worker's globals.
    jsglobals: Object.create(null),
    env: { HOME: '/home/pyodide' },
  });
  // Set by the output cap below (same thread): Python stops at its next check with KeyboardInterrupt.
  const interrupt = new Int32Array(1);
  pyodide.setInterruptBuffer(interrupt);
  const decoder = new TextDecoder();
  let stdout = capped(1);
  let stderr = capped(1);
  pyodide.setStdout({
    write: (bytes: Uint8Array) => {
      stdout.write(decoder.decode(bytes));
      return bytes.length;
    },
  });
  pyodide.setStderr({
    write: (bytes: Uint8Array) => {
      stderr.write(decoder.decode(bytes));
      return bytes.length;
    },
  });
  pyodide.setStdin({ stdin: () => null });
  const harness = pyodide.globals.get('dict')();
  pyodide.runPython(PYTHON_HARNESS, { globals: harness });
  const run = harness.get('run') as (source: string, input: string) => string;
  const syntax = harness.get('syntax') as (source: string) => string | undefined;
  const module = (pyodide as unknown as { _module: Record<string, unknown> })._module;
  const wasmMemory = Object.values(module).find(
    (value): value is WebAssembly.Memory => value instanceof WebAssembly.Memory,
  );
  const baseline = wasmMemory?.buffer.byteLength ?? 0;
  let heapLimit = Number.POSITIVE_INFINITY;
  if (wasmMemory) {
    // Emscripten grows the heap through this method: refusing past the limit makes malloc fail (MemoryError).
    const grow = wasmMemory.grow.bind(wasmMemory);
    wasmMemory.grow = (pages: number) => {
      if (wasmMemory.buffer.byteLength + pages * 65536 > heapLimit) throw new RangeError('memory limit');
      return grow(pages);
    };
  }
  pyodide.runPython(PYTHON_LOCKDOWN);
  return {
    prepare: (source) => syntax(source) ?? undefined,
    run(source, input, _timeLimitMs, memoryLimitMb) {
      interrupt[0] = 0;
      heapLimit = baseline + memoryLimitMb * MB;
      stdout = capped(PROGRAM_OUTPUT_LIMIT_BYTES, () => {
        interrupt[0] = 2; // SIGINT
      });
      stderr = capped(ERROR_OUTPUT_BYTES);
      const started = performance.now();
      const status = run(source, input);
      const timeMs = performance.now() - started;
      const used = wasmMemory?.buffer.byteLength ?? baseline;
      const outcome: ProgramOutcome = {
        status: status === 'interrupted' ? 'runtimeError' : (status as ProgramOutcome['status']),
        stdout: stdout.text(),
        stderr: stdout.exceeded ? OUTPUT_LIMIT_MESSAGE : stderr.text(),
        timeMs,
        memoryKb: Math.max(0, Math.round((used - baseline) / 1024)),
      };
      return outcome;
    },
  };
}

// The ways judges feed JavaScript its input: readline()/print(), require('fs').readFileSync(0), console.log.
const JAVASCRIPT_PRELUDE = `
const __format = (args) => args.map((a) => typeof a === 'string' ? a : (typeof a === 'object' && a !== null ? JSON.stringify(a) : String(a))).join(' ');
globalThis.console = { log: (...a) => __write(__format(a) + '\\n'), error: (...a) => __error(__format(a) + '\\n') };
globalThis.process = { stdout: { write: (s) => { __write(String(s)); return true; } }, argv: [], env: {} };
globalThis.require = (name) => {
  if (name === 'fs') return { readFileSync: (file) => { if (file === 0 || file === '/dev/stdin') return __stdin; throw new Error('ENOENT: ' + file); } };
  throw new Error("Cannot find module '" + name + "'");
};
`;

function javascriptEngine(quickjs: QuickJSWASMModule): Engine {
  return {
    prepare(source) {
      const runtime = quickjs.newRuntime();
      const context = runtime.newContext();
      try {
        const result = context.evalCode(`(function(){ return function(){\n${source}\n}; })`, 'main.js', {
          compileOnly: true,
        });
        if (result.error) {
          const error = context.dump(result.error);
          result.error.dispose();
          return `${error?.name ?? 'SyntaxError'}: ${error?.message ?? error}`;
        }
        result.value.dispose();
        return undefined;
      } finally {
        context.dispose();
        runtime.dispose();
      }
    },
    run(source, input, timeLimitMs, memoryLimitMb) {
      const stdout = capped(PROGRAM_OUTPUT_LIMIT_BYTES);
      const stderr = capped(ERROR_OUTPUT_BYTES);
      const runtime = quickjs.newRuntime();
      runtime.setMemoryLimit(memoryLimitMb * MB);
      runtime.setMaxStackSize(1024 * 1024);
      // QuickJS asks this handler now and then: past the limit the program stops here, and the worker lives on.
      let deadline = Number.POSITIVE_INFINITY;
      let interrupted = false;
      runtime.setInterruptHandler(() => {
        if (performance.now() > deadline || stdout.exceeded) interrupted = true;
        return interrupted;
      });
      const context = runtime.newContext();
      const lines = input.split('\n');
      let nextLine = 0;
      const define = (name: string, fn: Parameters<typeof context.newFunction>[1]) => {
        const handle = context.newFunction(name, fn);
        context.setProp(context.global, name, handle);
        handle.dispose();
      };
      define('__write', (handle) => {
        if (stdout.exceeded) throw new Error('output limit exceeded');
        stdout.write(context.getString(handle));
      });
      define('__error', (handle) => {
        stderr.write(context.getString(handle));
      });
      define('print', (...handles) => {
        stdout.write(`${handles.map((handle) => String(context.dump(handle))).join(' ')}\n`);
      });
      define('readline', () =>
        nextLine < lines.length && !(nextLine === lines.length - 1 && lines[nextLine] === '')
          ? context.newString((lines[nextLine++] ?? '').replace(/\r$/, ''))
          : context.null,
      );
      const stdinHandle = context.newString(input);
      context.setProp(context.global, '__stdin', stdinHandle);
      stdinHandle.dispose();
      context.unwrapResult(context.evalCode(JAVASCRIPT_PRELUDE)).dispose();

      const started = performance.now();
      deadline = started + timeLimitMs;
      const result = context.evalCode(source, 'main.js');
      const timeMs = performance.now() - started;
      let status: ProgramOutcome['status'] = 'ok';
      if (result.error) {
        const error = context.dump(result.error);
        result.error.dispose();
        const message = error?.message
          ? `${error.name ?? 'Error'}: ${error.message}`
          : 'InternalError: stack overflow';
        if (stdout.exceeded) {
          status = 'runtimeError';
          stderr.write(OUTPUT_LIMIT_MESSAGE);
        } else if (interrupted) status = 'timeLimitExceeded';
        else if (/out of memory/i.test(message)) status = 'memoryLimitExceeded';
        else status = 'runtimeError';
        if (!interrupted && !stdout.exceeded) stderr.write(`${message}\n${error?.stack ?? ''}`);
      } else result.value.dispose();
      let memoryKb = 0;
      const usage = runtime.dumpMemoryUsage().match(/memory used\s+\d+\s+(\d+)/i);
      if (usage) memoryKb = Math.round(Number(usage[1]) / 1024);
      try {
        context.dispose();
        runtime.dispose();
      } catch {
        // a runtime stopped mid-allocation may not free cleanly; its memory goes with the next one's
      }
      return { status, stdout: stdout.text(), stderr: stderr.text(), timeMs, memoryKb };
    },
  };
}

let engine: Engine | undefined;

self.onmessage = async (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'load') {
    try {
      engine =
        message.language === 'python'
          ? await pythonEngine(message.pyodideUrl)
          : javascriptEngine(await newQuickJSWASMModuleFromVariant(variant));
      post({ type: 'ready' });
    } catch (error) {
      post({ type: 'loadFailed', message: String((error as Error)?.message ?? error) });
    }
    return;
  }
  if (!engine) {
    post({ type: 'failed', message: 'The engine is not loaded' });
    return;
  }
  try {
    if (message.type === 'prepare') {
      post({ type: 'prepared', compileError: engine.prepare(message.source) });
    } else {
      post({
        type: 'result',
        ...engine.run(message.source, message.input, message.timeLimitMs, message.memoryLimitMb),
      });
    }
  } catch (error) {
    // The interpreter itself broke (e.g. the WebAssembly stack overflowed).
    post({ type: 'failed', message: String((error as Error)?.message ?? error) });
  }
};
