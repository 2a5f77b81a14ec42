import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The channel the database announces committed changes on (migration 0013's triggers). A payload is a cache
 * key prefix: 'user:<id>' (a learner's sessions, enrollments, progress, cart ...), 'catalogue:', 'content:',
 * 'engagement:'.
 */
export const CHANGE_CHANNEL = 'pathshala_invalidate';
/** The change feed's payload for a learner's notifications (their count changed): 'notifications:<userId>'. */
export const NOTIFICATIONS_PREFIX = 'notifications:';

export interface ChangeListener {
  /** A committed change to everything cached under this key prefix. */
  onChange(prefix: string): void;
  /** Notifications flow (again): anything cached before may have missed some, so drop it all. */
  onUp(): void;
  /** Notifications may be lost from now on: stop trusting memory until onUp. */
  onDown(): void;
}

export interface ChangeFeed {
  start(listener: ChangeListener): Promise<void>;
  stop(): Promise<void>;
}

/** The embedded database runs in this process: LISTEN never drops, notifications arrive as the commit ends. */
export function pgliteChangeFeed(client: PGlite): ChangeFeed {
  let unsubscribe: (() => Promise<void>) | undefined;
  return {
    async start(listener) {
      unsubscribe = await client.listen(CHANGE_CHANNEL, (payload) => listener.onChange(payload));
      listener.onUp();
    },
    async stop() {
      await unsubscribe?.().catch(() => {});
      unsubscribe = undefined;
    },
  };
}

const RECONNECT_MS = { first: 500, max: 10_000 };

/**
 * A server database: one dedicated connection LISTENs (a pooled one would be handed to queries). When it drops
 * (restart, pg_terminate_backend, network) the listener hears onDown, and it reconnects with back-off; onUp
 * follows each (re)connection, so caches restart empty instead of trusting what may have missed a change.
 */
export function serverChangeFeed(
  connectionString: string,
  options: { connectMs: number; onError?: (error: Error) => void },
): ChangeFeed {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = RECONNECT_MS.first;

  async function connect(listener: ChangeListener) {
    if (stopped) return;
    const next = new pg.Client({
      connectionString,
      connectionTimeoutMillis: options.connectMs,
      keepAlive: true,
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (error) options.onError?.(error);
      listener.onDown();
      next.removeAllListeners('notification');
      next.end().catch(() => {});
      if (client === next) client = undefined;
      if (!stopped) {
        retryTimer = setTimeout(() => void connect(listener), delay);
        delay = Math.min(delay * 2, RECONNECT_MS.max);
      }
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload) listener.onChange(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    delay = RECONNECT_MS.first;
    listener.onUp();
  }

  return {
    async start(listener) {
      stopped = false;
      await connect(listener);
    },
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      current?.removeAllListeners('end');
      current?.removeAllListeners('error');
      current?.on('error', () => {});
      await current?.end().catch(() => {});
    },
  };
}
