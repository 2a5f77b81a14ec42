import type { Config } from '../../config.ts';
import { AppError } from '../../plugins/errors.ts';
import { hashPassword, verifyPassword } from './password.ts';

export const HASHING_BUSY_MESSAGE = 'Too many requests. Please try again in a few seconds.';

type SlotLimits = Config['passwordHashing']['total'];

/** A counting semaphore with a bounded FIFO waiting room; `take` refuses (undefined) when both are full. */
class Slots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly limits: SlotLimits) {}

  take(): Promise<void> | undefined {
    if (this.running < this.limits.running) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.limits.waiting) return undefined;
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  give() {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }

  get idle() {
    return this.running === 0 && this.waiting.length === 0;
  }
}

/** Hashing and verifying for one client; both wait their turn or fail fast with 429. */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

/**
 * Bounds concurrent password hashing (scrypt costs ~0.6 s of CPU and 128 MiB): a client gets a couple of hashes
 * at a time and a short queue, everyone together a few per CPU and a bounded queue. A client that floods is
 * refused at its own door, so it never holds more than its share of the total and cannot starve other
 * logins. Per process, like the CPU it protects.
 */
export function createPasswordHasher(limits: Config['passwordHashing']) {
  const total = new Slots(limits.total);
  const clients = new Map<string, Slots>();

  async function run<T>(client: string, work: () => Promise<T>): Promise<T> {
    const own = clients.get(client) ?? new Slots(limits.perClient);
    clients.set(client, own);
    const ownTurn = own.take();
    if (!ownTurn) throw new AppError('TOO_MANY_REQUESTS', HASHING_BUSY_MESSAGE);
    try {
      await ownTurn;
      const turn = total.take();
      if (!turn) throw new AppError('TOO_MANY_REQUESTS', HASHING_BUSY_MESSAGE);
      await turn;
      try {
        return await work();
      } finally {
        total.give();
      }
    } finally {
      own.give();
      if (own.idle) clients.delete(client);
    }
  }

  return {
    forClient(client: string): PasswordHashing {
      return {
        hash: (password) => run(client, () => hashPassword(password)),
        verify: (password, stored) => run(client, () => verifyPassword(password, stored)),
      };
    },
  };
}
