// Runs inside the bubblewrap sandbox: starts the runtime's worker thread (judge-worker.mjs) and relays the
// judge's messages to it, one JSON object a line on stdin and stdout. The worker runs the submission; this
// thread stays free to stop it (the interrupt buffer) when the judge says its time is up.
import { createInterface } from 'node:readline';
import { Worker } from 'node:worker_threads';

const [language, runtimePath, workerScript] = process.argv.slice(2);
const interrupt = new SharedArrayBuffer(4);
const worker = new Worker(workerScript, {
  workerData: { language, runtimePath, interrupt },
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 16 },
  stdout: true,
  stderr: true,
});
const send = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);
worker.on('message', send);
worker.on('error', (error) => {
  send({ type: 'failed', message: String(error?.message ?? error) });
  process.exit(1);
});
worker.on('exit', () => process.exit(1));
createInterface({ input: process.stdin }).on('line', (line) => {
  const message = JSON.parse(line);
  if (message.type === 'interrupt') Atomics.store(new Int32Array(interrupt), 0, 2);
  else worker.postMessage(message);
});
process.stdin.on('end', () => process.exit(0));
