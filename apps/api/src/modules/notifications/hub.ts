import { EventEmitter } from 'node:events';

/** Every learner's bell on this instance hears this when the feed came back and may have missed changes. */
export const EVERYONE = '*';

/** Open streams one account keeps on one instance: a sixth tab closes the account's oldest stream. */
export const STREAMS_PER_USER = 5;

export interface StreamLimits {
  /** Open streams per account on this instance; past it the account's oldest is closed. */
  perUser: number;
  /** Open streams on this instance; past it a new one is refused (the page polls instead). */
  total: number;
}

interface OpenStream {
  /** Ends the stream (its response). */
  close: () => void;
  /** Stops its wake-ups and frees its place; again does nothing. */
  detach: () => void;
}

/**
 * This instance's open bells, by learner. The database's change feed fills it: on a server database the
 * dedicated LISTEN connection (NOTIFY is delivered at commit to every instance), on the embedded one PGlite's
 * own in-process listener. Either way a count is announced only once the change committed.
 *
 * It also bounds them: an account keeps at most `perUser` streams (the newest tab always gets one, the oldest
 * is closed), the instance at most `total` (past it a new stream is refused).
 */
export class NotificationHub {
  readonly #emitter = new EventEmitter();
  readonly #byUser = new Map<string, OpenStream[]>();
  readonly limits: StreamLimits;
  #open = 0;

  constructor(limits: Partial<StreamLimits> = {}) {
    this.limits = { perUser: STREAMS_PER_USER, total: Number.POSITIVE_INFINITY, ...limits };
    // One listener per open stream: many learners at once is expected, not a leak.
    this.#emitter.setMaxListeners(0);
  }

  /** The learner's notifications changed. */
  changed(userId: string) {
    this.#emitter.emit(userId);
  }

  /** Any learner's may have changed (the feed was down). */
  changedForEveryone() {
    this.#emitter.emit(EVERYONE);
  }

  /**
   * Opens a stream of the learner: `listener` is called on every change of their notifications, `close` when the
   * hub ends the stream to make room for a newer one of the same learner. Answers the unsubscribe, or undefined
   * when the instance holds its most streams already (after any of the learner's own were closed for this one).
   */
  open(userId: string, listener: () => void, close: () => void): (() => void) | undefined {
    const streams = this.#byUser.get(userId) ?? [];
    // The learner's oldest streams give way first: their newest tab must always work.
    for (let oldest = streams[0]; oldest && streams.length >= this.limits.perUser; oldest = streams[0]) {
      oldest.detach();
      oldest.close();
    }
    if (this.#open >= this.limits.total) return undefined;
    let attached = true;
    const stream: OpenStream = {
      close,
      detach: () => {
        if (!attached) return;
        attached = false;
        this.#emitter.off(userId, listener);
        this.#emitter.off(EVERYONE, listener);
        this.#open -= 1;
        streams.splice(streams.indexOf(stream), 1);
        if (streams.length === 0) this.#byUser.delete(userId);
      },
    };
    streams.push(stream);
    this.#byUser.set(userId, streams);
    this.#emitter.on(userId, listener);
    this.#emitter.on(EVERYONE, listener);
    this.#open += 1;
    return stream.detach;
  }

  get openStreams() {
    return this.#open;
  }

  openStreamsOf(userId: string) {
    return this.#byUser.get(userId)?.length ?? 0;
  }
}
