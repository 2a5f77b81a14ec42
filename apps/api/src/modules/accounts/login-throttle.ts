import { createHmac } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import * as repository from './repository.ts';

const SECOND_MS = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A run of login failures is forgotten after a day without another one under the same key. */
export const LOGIN_FAILURE_MEMORY_MS = DAY_MS;
/** An address counts as known for this long after a successful login from it. */
export const KNOWN_ADDRESS_MS = 90 * DAY_MS;
/** Known devices and addresses wait at most this long after a failure from elsewhere: slowed, never locked out. */
const KNOWN_CLIENT_MAX_WAIT_MS = SECOND_MS;
// Stands in for the account of an unknown e-mail, so both paths run the same queries.
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

/** "1 second", "32 seconds", then whole minutes rounded up: "2 minutes", "15 minutes". */
export function describeWait(ms: number) {
  const seconds = Math.max(1, Math.ceil(ms / SECOND_MS));
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The wait after the n-th failure: none before the `free`-th, then 1 s, doubling with each one, capped. */
export function backoffMs(failures: number, free: number, maxMs: number) {
  return failures < free ? 0 : Math.min(SECOND_MS * 2 ** (failures - free), maxMs);
}

/** Who is logging in: the address, and the device its signed cookie names (for some account), if any. */
export interface LoginClient {
  address: string;
  device: { userId: string; deviceId: string } | undefined;
}

export interface LoginKeys {
  /** The e-mail with this client (its known device, or else its address). */
  pair: string;
  /** The e-mail from every client. */
  account: string;
  address: string;
  known: boolean;
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/**
 * Failed-password throttling, kept in the database so every instance sees the same counts:
 * - logins back off per (e-mail, client) after a few failures, and per e-mail from everywhere after more;
 *   a known client (signed device cookie, or an address that logged in to the account before) is held by the
 *   account-wide back-off for at most a second after the latest failure, so guessing elsewhere never locks
 *   the owner out;
 * - wrong old passwords in a password change are limited per account in a fixed window.
 */
export function createLoginThrottle(db: Database, secret: string, limits: Config['rateLimits']) {
  const digest = (scope: string, value: string) =>
    `${scope}:${createHmac('sha256', secret).update(`${scope}\0${value}`).digest('base64url')}`;
  const maxWaitMs = limits.loginBackoffMaxMinutes * 60_000;
  const passwordChangeWindowMs = limits.passwordChangeWindowMinutes * 60_000;

  const refuse = (until: number, now: Date, message: string) => {
    if (until > now.getTime()) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `${message} Please try again in ${describeWait(until - now.getTime())}.`,
      );
    }
  };

  return {
    /** The throttle keys of this attempt, and whether the client is known to the account. */
    async keysFor(email: string, userId: string | undefined, client: LoginClient, now = new Date()) {
      const address = digest('address', client.address);
      const knownDeviceId =
        userId !== undefined && client.device?.userId === userId ? client.device.deviceId : undefined;
      const knownAddress = await repository.isKnownLoginAddress(
        db,
        userId ?? NO_ACCOUNT,
        address,
        new Date(now.getTime() - KNOWN_ADDRESS_MS),
      );
      return {
        pair: knownDeviceId
          ? digest('login-device', `${email}\0${knownDeviceId}`)
          : digest('login-address', `${email}\0${client.address}`),
        account: digest('login-account', email),
        address,
        known: knownDeviceId !== undefined || knownAddress,
      } satisfies LoginKeys;
    },

    /** 429 with the wait when this client, or (for a client the account does not know) the account, backs off. */
    async checkLogin(keys: LoginKeys, now = new Date()) {
      const rows = await repository.findThrottles(db, [keys.pair, keys.account]);
      let until = 0;
      for (const row of rows) {
        if (row.blockedUntil <= now) continue;
        const blockedUntil =
          row.key === keys.account && keys.known
            ? Math.min(row.blockedUntil.getTime(), row.lastFailureAt.getTime() + KNOWN_CLIENT_MAX_WAIT_MS)
            : row.blockedUntil.getTime();
        until = Math.max(until, blockedUntil);
      }
      refuse(until, now, 'Too many failed login attempts.');
    },

    async recordLoginFailure(keys: LoginKeys, now = new Date()) {
      const restart = { from: 'last' as const, before: new Date(now.getTime() - LOGIN_FAILURE_MEMORY_MS) };
      for (const [key, free] of [
        [keys.pair, limits.loginFailuresPerClient],
        [keys.account, limits.loginFailuresPerAccount],
      ] as const) {
        const { failures } = await repository.recordThrottleFailure(db, key, now, restart);
        const waitMs = backoffMs(failures, free, maxWaitMs);
        if (waitMs > 0) await repository.blockThrottle(db, key, new Date(now.getTime() + waitMs));
      }
    },

    /** The right password: this client and the account start afresh, and the address becomes known. */
    async recordLoginSuccess(keys: LoginKeys, userId: string, now = new Date()) {
      await repository.deleteThrottles(db, [keys.pair, keys.account]);
      await repository.rememberLoginAddress(db, userId, keys.address, now);
    },

    async checkPasswordChange(userId: string, now = new Date()) {
      const [row] = await repository.findThrottles(db, [digest('password-change', userId)]);
      refuse(row?.blockedUntil.getTime() ?? 0, now, 'Too many wrong passwords.');
    },

    async recordPasswordChangeFailure(userId: string, now = new Date()) {
      const key = digest('password-change', userId);
      const { failures, firstFailureAt } = await repository.recordThrottleFailure(db, key, now, {
        from: 'first',
        before: new Date(now.getTime() - passwordChangeWindowMs),
      });
      if (failures >= limits.passwordChangeFailures) {
        await repository.blockThrottle(db, key, new Date(firstFailureAt.getTime() + passwordChangeWindowMs));
      }
    },

    async clearPasswordChange(userId: string) {
      await repository.deleteThrottles(db, [digest('password-change', userId)]);
    },
  };
}
