import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts and does not wait for, so its answer takes the same time whatever the work finds (a reset
 * request for an address with an account and for one without). Failures are logged, never thrown at the client;
 * the server waits for what is running before it closes its database.
 */
export function createBackgroundTasks(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  return {
    run(name: string, task: () => Promise<unknown>) {
      // Started on the next turn of the event loop, so the answer is written before the work begins.
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(() => undefined)
        .catch((error: unknown) => log.warn({ err: error, task: name }, 'background task failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    /** Resolves once nothing is running, including tasks started while waiting. */
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
