import { EventEmitter } from 'node:events';

/** Every learner's bell on this instance hears this when the feed came back and may have missed changes. */
export const EVERYONE = '*';

/**
 * This instance's open bells, by learner. The database's change feed fills it: on a server database the
 * dedicated LISTEN connection (NOTIFY is delivered at commit to every instance), on the embedded one PGlite's
 * own in-process listener. Either way a count is announced only once the change committed.
 */
export class NotificationHub {
  readonly #emitter = new EventEmitter();
  #open = 0;

  constructor() {
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

  /** Calls `listener` on every change of the learner's notifications; answers the unsubscribe. */
  subscribe(userId: string, listener: () => void) {
    this.#emitter.on(userId, listener);
    this.#emitter.on(EVERYONE, listener);
    this.#open += 1;
    return () => {
      this.#emitter.off(userId, listener);
      this.#emitter.off(EVERYONE, listener);
      this.#open -= 1;
    };
  }

  get openStreams() {
    return this.#open;
  }
}
