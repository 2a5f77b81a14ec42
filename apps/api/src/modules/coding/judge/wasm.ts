import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { OUTPUT_LIMIT_BYTES } from './native.ts';
import { closedFolderOnTheWay, JUDGE_FILES_DIR, sandboxProblem, startSandboxed } from './sandbox.ts';
import type { LanguageRunner, PreparedProgram, RawOutcome, RunLimits } from './types.ts';

type WasmLanguage = 'python' | 'javascript';

const PACKAGES: Record<WasmLanguage, string> = { python: 'pyodide', javascript: 'quickjs-emscripten' };

/** The host and worker scripts, plain JavaScript that Node runs as it is inside the sandbox. */
const HOST_SCRIPT = path.join(JUDGE_FILES_DIR, 'judge-wasm-host.mjs');
const WORKER_SCRIPT = path.join(JUDGE_FILES_DIR, 'judge-worker.mjs');

/** The entry the worker imports, and the node_modules holding it and its dependencies (bound read-only). */
function runtimePackage(language: WasmLanguage) {
  try {
    const entry = createRequire(import.meta.url).resolve(PACKAGES[language]);
    let dir = path.dirname(entry);
    while (path.basename(dir) !== 'node_modules' && path.dirname(dir) !== dir) dir = path.dirname(dir);
    return { entry: pathToFileURL(entry).href, dir };
  } catch {
    return null;
  }
}

/** After the time limit the program is asked to stop (interrupt); after this much more its sandbox is killed. */
const TERMINATE_GRACE_MS = 1_000;
/** How long a runtime may take to load (Pyodide: seconds on a busy machine). */
const LOAD_TIMEOUT_MS = 60_000;

interface Reply {
  type: string;
  status?: RawOutcome['status'] | 'outputLimitExceeded';
  stdout?: string;
  stderr?: string;
  timeMs?: number;
  memoryKb?: number;
  compileError?: string;
  message?: string;
}

/** A loaded runtime in its own sandbox, waiting for a submission. */
interface Runtime {
  child: ChildProcess;
  kill: () => void;
  ready: Promise<void>;
  dead: boolean;
  replies: ((reply: Reply | 'died') => void)[];
}

interface WasmProgram extends PreparedProgram {
  runtime: Runtime;
  source: string;
}

function ask(runtime: Runtime, message: object, timeoutMs: number): Promise<Reply | 'died' | 'timeout'> {
  if (runtime.dead) return Promise.resolve('died');
  return new Promise((resolve) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      // Ask Python (interrupt buffer) or QuickJS (interrupt handler) to stop; kill the sandbox if it does not.
      runtime.child.stdin?.write(`${JSON.stringify({ type: 'interrupt' })}\n`);
      setTimeout(() => {
        if (runtime.replies.includes(answer)) runtime.kill();
      }, TERMINATE_GRACE_MS).unref();
    }, timeoutMs);
    const answer = (reply: Reply | 'died') => {
      clearTimeout(timer);
      resolve(reply === 'died' && timedOut ? 'timeout' : reply);
    };
    runtime.replies.push(answer);
    runtime.child.stdin?.write(`${JSON.stringify(message)}\n`);
  });
}

/**
 * Python on Pyodide and JavaScript on QuickJS. Each submission gets a runtime of its own: a Node process inside
 * the same bubblewrap sandbox as compiled code (Pyodide on Node bridges system() and sockets to the host, so
 * WebAssembly alone does not contain it), running the interpreter in a worker thread. One loaded runtime per
 * language is kept waiting so a submission does not wait for Pyodide to load.
 */
export function wasmRunner(
  language: WasmLanguage,
  supervisor: () => Promise<string>,
  spareUid: number,
): LanguageRunner {
  const runtimeFiles = runtimePackage(language);
  let spare: Promise<Runtime> | undefined;

  const start = async (uid: number): Promise<Runtime> => {
    if (!runtimeFiles) throw new Error(`${PACKAGES[language]} is not installed`);
    const { child, kill } = startSandboxed(await supervisor(), {
      uid,
      argv: [
        process.execPath,
        '--max-old-space-size=256',
        HOST_SCRIPT,
        language,
        runtimeFiles.entry,
        WORKER_SCRIPT,
      ],
      limits: {
        cpuMs: 3_600_000, // per test the judge stops it; this bounds a runtime that is never stopped
        wallMs: 3_600_000,
        addressSpaceBytes: 0, // V8 reserves large virtual ranges for WebAssembly; the heap is capped in the worker
        stackBytes: 64 * 1024 * 1024,
        processes: 64, // Node's and the worker's threads
        openFiles: 256,
        fileSizeBytes: 1024 * 1024,
        scratchBytes: 16 * 1024 * 1024,
        outputBytes: OUTPUT_LIMIT_BYTES * 2,
      },
      binds: [
        { host: '/usr/lib', sandbox: '/usr/lib' },
        { host: '/usr/lib64', sandbox: '/usr/lib64' },
        { host: process.execPath, sandbox: process.execPath },
        { host: JUDGE_FILES_DIR, sandbox: JUDGE_FILES_DIR },
        { host: runtimeFiles.dir, sandbox: runtimeFiles.dir },
      ],
    });
    const runtime: Runtime = { child, kill, dead: false, replies: [], ready: Promise.resolve() };
    runtime.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        kill();
        reject(new Error(`The ${language} runtime did not load in time`));
      }, LOAD_TIMEOUT_MS);
      child.stdout?.setEncoding('utf8');
      createInterface({
        input: child.stdout as NodeJS.ReadableStream,
        crlfDelay: Number.POSITIVE_INFINITY,
      }).on('line', (line) => {
        let reply: Reply;
        try {
          reply = JSON.parse(line) as Reply;
        } catch {
          return;
        }
        if (reply.type === 'ready') {
          clearTimeout(timer);
          resolve();
          return;
        }
        runtime.replies.shift()?.(reply);
      });
      child.on('close', () => {
        clearTimeout(timer);
        runtime.dead = true;
        for (const answer of runtime.replies.splice(0)) answer('died');
        reject(new Error(`The ${language} runtime stopped`));
      });
    });
    runtime.ready.catch(() => {});
    child.stderr?.resume();
    child.stdin?.on('error', () => {});
    return runtime;
  };

  /** The spare runtime if it is alive, else a new one; a new spare is started either way. */
  const take = async (uid: number) => {
    const waiting = spare ? await spare.catch(() => undefined) : undefined;
    spare = start(spareUid);
    spare.catch(() => {});
    if (waiting && !waiting.dead) return waiting;
    return start(uid);
  };

  return {
    async problem() {
      if (!runtimeFiles) return `${PACKAGES[language]} is not installed`;
      if (!existsSync(HOST_SCRIPT) || !existsSync(WORKER_SCRIPT))
        return 'the judge runtime scripts are missing';
      const sandbox = await sandboxProblem();
      if (sandbox) return sandbox;
      for (const dir of [JUDGE_FILES_DIR, runtimeFiles.dir, path.dirname(process.execPath)]) {
        const closed = await closedFolderOnTheWay(dir);
        if (closed) return `the sandboxes cannot reach ${dir} (${closed} needs o+x)`;
      }
      return null;
    },
    async prepare(source, uid) {
      const runtime = await take(uid);
      const program: WasmProgram = { runtime, source };
      await runtime.ready;
      const reply = await ask(runtime, { type: 'prepare', source }, 10_000);
      if (reply === 'timeout' || reply === 'died') throw new Error(`The ${language} runtime did not answer`);
      if (reply.type === 'failed') throw new Error(reply.message);
      return reply.compileError ? { program, compileError: reply.compileError } : { program };
    },
    async run(prepared, input, limits: RunLimits) {
      const program = prepared as WasmProgram;
      if (program.runtime.dead) program.runtime = await take(spareUid);
      await program.runtime.ready;
      const started = Date.now();
      const reply = await ask(
        program.runtime,
        {
          type: 'run',
          source: program.source,
          input,
          limits: { ...limits, outputBytes: OUTPUT_LIMIT_BYTES },
        },
        limits.timeLimitMs,
      );
      const elapsed = Date.now() - started;
      if (reply === 'died' || reply === 'timeout') {
        // Killed at the time limit, or its heap limit ended the runtime.
        return {
          status: reply === 'timeout' ? 'timeLimitExceeded' : 'memoryLimitExceeded',
          stdout: '',
          stderr: '',
          timeMs: Math.min(elapsed, limits.timeLimitMs + 1),
          memoryKb: 0,
        };
      }
      if (reply.type === 'failed') {
        // The interpreter itself broke (e.g. the WebAssembly stack overflowed): its runtime is not used again.
        program.runtime.kill();
        return {
          status: 'runtimeError',
          stdout: '',
          stderr: reply.message ?? '',
          timeMs: elapsed,
          memoryKb: 0,
        };
      }
      const status = reply.status ?? 'runtimeError';
      // Interrupted at the limit the judge measured: the limit is the least it took.
      const timeMs =
        status === 'timeLimitExceeded'
          ? Math.max(reply.timeMs ?? 0, limits.timeLimitMs)
          : (reply.timeMs ?? elapsed);
      const outcome: RawOutcome = {
        status: status === 'outputLimitExceeded' ? 'runtimeError' : status,
        stdout: reply.stdout ?? '',
        stderr:
          status === 'outputLimitExceeded'
            ? `Output limit exceeded (${OUTPUT_LIMIT_BYTES / 1024 / 1024} MB).`
            : (reply.stderr ?? ''),
        timeMs,
        memoryKb: reply.memoryKb ?? 0,
      };
      if (outcome.status === 'ok' && timeMs > limits.timeLimitMs) outcome.status = 'timeLimitExceeded';
      if (outcome.status === 'ok' && outcome.memoryKb > limits.memoryLimitMb * 1024) {
        outcome.status = 'memoryLimitExceeded';
      }
      return outcome;
    },
    async dispose(prepared) {
      (prepared as WasmProgram).runtime.kill();
    },
    async close() {
      const last = spare;
      spare = undefined;
      (await last?.catch(() => undefined))?.kill();
    },
  };
}
