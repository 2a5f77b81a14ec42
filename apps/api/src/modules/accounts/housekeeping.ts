import type { FastifyInstance } from 'fastify';
import { deleteExpiredSessions } from '../../plugins/auth.ts';
import { deleteStaleAccountRows } from './repository.ts';
import { eraseClosedAccounts } from './service.ts';

const EVERY_HOUR_MS = 60 * 60 * 1000;

/**
 * Hourly clean-up: erase accounts closed more than 14 days ago, drop expired sessions, hand-over codes,
 * sign-in states and old failed-login records. Every step is idempotent, so each instance may run it.
 */
export function scheduleAccountHousekeeping(app: FastifyInstance) {
  const run = async () => {
    try {
      const now = new Date();
      const erased = await eraseClosedAccounts(app.db, app.storage, now);
      await deleteExpiredSessions(app.db, now);
      await deleteStaleAccountRows(app.db, now, app.config.rateLimits.loginFailureWindowMinutes * 60_000);
      if (erased > 0) app.log.info({ erased }, 'erased the personal data of closed accounts');
    } catch (error) {
      app.log.error({ err: error }, 'account housekeeping failed');
    }
  };
  const timer = setInterval(run, EVERY_HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  void run();
}
