// A worker thread that runs one submission's Python (Pyodide) or JavaScript (QuickJS) program, test by test.
// Plain JavaScript so that it runs as it is under tsx, vitest and the compiled server (copied beside server.mjs).
import { parentPort, workerData } from 'node:worker_threads';

const { language, runtimePath } = workerData;
const interrupt = new Int32Array(workerData.interrupt);
const MB = 1024 * 1024;
const DISK_QUOTA_BYTES = 16 * MB;
const ENOSPC = 51; // Emscripten's errno numbering
const EACCES = 2;

function capped(limitBytes) {
  const chunks = [];
  let bytes = 0;
  let exceeded = false;
  return {
    write(text) {
      if (exceeded) return;
      bytes += Buffer.byteLength(text);
      if (bytes > limitBytes) {
        exceeded = true;
        Atomics.store(interrupt, 0, 2); // Python stops at its next check; QuickJS asks the handler below
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
    # The submission's frames only: the first frame is this harness's.
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

// Modules that reach from Python into JavaScript (and so to the host): removed before any submission runs.
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

async function pythonRuntime() {
  const loaded = await import(runtimePath);
  const loadPyodide = loaded.loadPyodide ?? loaded.default.loadPyodide;
  const stdout = { current: capped(1) };
  const stderr = { current: capped(1) };
  const decoder = new TextDecoder();
  // `import js` sees this object, not the worker's globals.
  const pyodide = await loadPyodide({ jsglobals: Object.create(null), env: { HOME: '/home/pyodide' } });
  pyodide.setInterruptBuffer(interrupt);
  const into = (stream) => (bytes) => {
    if (!stream.current.exceeded) stream.current.write(decoder.decode(bytes));
    return bytes.length;
  };
  pyodide.setStdout({ write: into(stdout) });
  pyodide.setStderr({ write: into(stderr) });
  pyodide.setStdin({ stdin: () => null });
  const harness = pyodide.globals.get('dict')();
  pyodide.runPython(PYTHON_HARNESS, { globals: harness });
  const run = harness.get('run');
  const syntax = harness.get('syntax');
  const memory = pyodide._module.HEAPU8.buffer;
  const wasmMemory = Object.values(pyodide._module).find((value) => value instanceof WebAssembly.Memory);
  const baseline = memory.byteLength;
  let heapLimit = Number.POSITIVE_INFINITY;
  if (wasmMemory) {
    // Emscripten grows the heap through this method: refusing past the limit makes malloc fail (MemoryError).
    const grow = wasmMemory.grow.bind(wasmMemory);
    wasmMemory.grow = (pages) => {
      if (wasmMemory.buffer.byteLength + pages * 65536 > heapLimit) throw new RangeError('memory limit');
      return grow(pages);
    };
  }
  // Pyodide on Node bridges some system calls to the host: system() to child_process, sockets to node:net. Both
  // are cut before any submission runs, and `require` (which Pyodide put on the globals) is taken away.
  const sockets = pyodide._module.SOCKFS;
  if (sockets) {
    sockets.createSocket = () => {
      throw new pyodide.FS.ErrnoError(EACCES);
    };
  }
  globalThis.require = () => {
    throw new Error('not available to submissions');
  };
  // Files live in the worker's memory (MEMFS): what a submission may write is capped like a disk quota.
  const MEMFS = pyodide.FS.filesystems.MEMFS;
  let written = 0;
  for (const streamOps of new Set([MEMFS.stream_ops, MEMFS.ops_table?.file?.stream].filter(Boolean))) {
    const writeFile = streamOps.write;
    streamOps.write = function write(stream, buffer, offset, length, position, canOwn) {
      written += length;
      if (written > DISK_QUOTA_BYTES) throw new pyodide.FS.ErrnoError(ENOSPC);
      return writeFile.call(this, stream, buffer, offset, length, position, canOwn);
    };
  }
  pyodide.runPython(PYTHON_LOCKDOWN);
  return {
    prepare(source) {
      return syntax(source) ?? undefined;
    },
    run(source, input, limits) {
      written = 0;
      heapLimit = baseline + limits.memoryLimitMb * MB;
      stdout.current = capped(limits.outputBytes);
      stderr.current = capped(64 * 1024);
      const started = performance.now();
      let status = run(source, input);
      const timeMs = performance.now() - started;
      const used = wasmMemory ? wasmMemory.buffer.byteLength : baseline;
      if (status === 'interrupted')
        status = stdout.current.exceeded ? 'outputLimitExceeded' : 'timeLimitExceeded';
      return {
        status,
        stdout: stdout.current.text(),
        stderr: stderr.current.text(),
        timeMs,
        memoryKb: Math.max(0, Math.round((used - baseline) / 1024)),
      };
    },
  };
}

async function javascriptRuntime() {
  const loaded = await import(runtimePath);
  const getQuickJS = loaded.getQuickJS ?? loaded.default.getQuickJS;
  const quickjs = await getQuickJS();
  return {
    prepare(source) {
      const runtime = quickjs.newRuntime();
      const context = runtime.newContext();
      try {
        // Compiled as a module-less script, not run: a syntax error is the submission's compilation error.
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
    run(source, input, limits) {
      const stdout = capped(limits.outputBytes);
      const stderr = capped(64 * 1024);
      const runtime = quickjs.newRuntime();
      runtime.setMemoryLimit(limits.memoryLimitMb * MB);
      // QuickJS's own check, under the WebAssembly stack it runs on: about 5,000 nested calls.
      runtime.setMaxStackSize(1024 * 1024);
      let interrupted = false;
      runtime.setInterruptHandler(() => {
        if (Atomics.load(interrupt, 0) !== 0) interrupted = true;
        return interrupted;
      });
      const context = runtime.newContext();
      const lines = input.split('\n');
      let nextLine = 0;
      const define = (name, fn) => {
        const handle = context.newFunction(name, fn);
        context.setProp(context.global, name, handle);
        handle.dispose();
      };
      const text = (handles) => handles.map((handle) => String(context.dump(handle))).join(' ');
      define('__write', (handle) => {
        // Past the cap the guest gets an exception: QuickJS may not ask the interrupt handler in time.
        if (stdout.exceeded) throw new Error('output limit exceeded');
        stdout.write(context.getString(handle));
      });
      define('__error', (handle) => {
        stderr.write(context.getString(handle));
      });
      define('print', (...handles) => {
        stdout.write(`${text(handles)}\n`);
      });
      define('readline', () =>
        nextLine < lines.length && !(nextLine === lines.length - 1 && lines[nextLine] === '')
          ? context.newString(lines[nextLine++].replace(/\r$/, ''))
          : context.null,
      );
      const stdinHandle = context.newString(input);
      context.setProp(context.global, '__stdin', stdinHandle);
      stdinHandle.dispose();
      // The ways judges feed JavaScript its input: readline()/print(), require('fs').readFileSync(0), console.log.
      const prelude = context.evalCode(`
        const __format = (args) => args.map((a) => typeof a === 'string' ? a : (typeof a === 'object' && a !== null ? JSON.stringify(a) : String(a))).join(' ');
        globalThis.console = { log: (...a) => __write(__format(a) + '\\n'), error: (...a) => __error(__format(a) + '\\n') };
        globalThis.process = { stdout: { write: (s) => { __write(String(s)); return true; } }, argv: [], env: {} };
        globalThis.require = (name) => {
          if (name === 'fs') return { readFileSync: (file) => { if (file === 0 || file === '/dev/stdin') return __stdin; throw new Error('ENOENT: ' + file); } };
          throw new Error("Cannot find module '" + name + "'");
        };
      `);
      if (prelude.error) {
        const error = context.dump(prelude.error);
        prelude.error.dispose();
        throw new Error(`The JavaScript prelude failed: ${error?.message ?? error}`);
      }
      prelude.value.dispose();

      const started = performance.now();
      const result = context.evalCode(source, 'main.js');
      const timeMs = performance.now() - started;
      let status = 'ok';
      if (result.error) {
        const error = context.dump(result.error);
        result.error.dispose();
        // QuickJS reports its stack overflow with no message left to give.
        const message = error?.message
          ? `${error.name ?? 'Error'}: ${error.message}`
          : 'InternalError: stack overflow';
        if (stdout.exceeded) status = 'outputLimitExceeded';
        else if (interrupted) status = 'timeLimitExceeded';
        else if (/out of memory/i.test(message)) status = 'memoryLimitExceeded';
        else status = 'runtimeError';
        if (!interrupted && !stdout.exceeded) stderr.write(`${message}\n${error?.stack ?? ''}`);
      } else result.value.dispose();
      let memoryKb = 0;
      try {
        const usage = runtime.dumpMemoryUsage().match(/memory used\s+\d+\s+(\d+)/i);
        memoryKb = usage ? Math.round(Number(usage[1]) / 1024) : 0;
      } catch {
        memoryKb = 0;
      }
      try {
        context.dispose();
        runtime.dispose();
      } catch {
        // a runtime stopped mid-allocation may not free cleanly; the worker is discarded after the submission
      }
      return { status, stdout: stdout.text(), stderr: stderr.text(), timeMs, memoryKb };
    },
  };
}

const runtime = await (language === 'python' ? pythonRuntime() : javascriptRuntime());
parentPort.on('message', (message) => {
  try {
    if (message.type === 'prepare') {
      parentPort.postMessage({ type: 'prepared', compileError: runtime.prepare(message.source) });
    } else if (message.type === 'run') {
      Atomics.store(interrupt, 0, 0);
      parentPort.postMessage({
        type: 'result',
        ...runtime.run(message.source, message.input, message.limits),
      });
    }
  } catch (error) {
    parentPort.postMessage({ type: 'failed', message: String(error?.message ?? error) });
  }
});
parentPort.postMessage({ type: 'ready' });
