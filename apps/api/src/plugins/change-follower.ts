import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ChangeFeed, NOTIFICATIONS_PREFIX } from '../db/change-feed.ts';
import { STATE_CHANGING_GET_ROUTES } from './cross-site-guard.ts';

/**
 * Keeps this instance's memory in step with the database: every committed change the database announces
 * (migration 0013) drops what was cached from it, and tells open notification streams of 'notifications:<id>' — a learner's sessions and own reads for 'user:<id>', the
 * public reads for 'catalogue:', 'content:' and 'engagement:'. Sessions and learners' reads are served from
 * memory only while the announcements flow; when they stop (the listening connection dropped) both caches are
 * emptied and bypassed until it is back. Without a feed (some tests, scripts) they are never used.
 *
 * A server database delivers its announcements a few milliseconds after the commit, so a learner's own next
 * request could still meet the old answer. Every request by a signed-in learner that may have written
 * (anything but a GET, or one of the spec's state-changing GETs, unless a read cache answered it) therefore
 * drops that learner's memory on this instance itself, before its response leaves.
 */
export const changeFollower = fp(async (app: FastifyInstance, options: { changes?: ChangeFeed }) => {
  const { changes } = options;
  if (!changes) return;
  const { sessionCache, learnerCache, publicCache } = app;
  const setLive = (live: boolean) => {
    sessionCache.setLive(live);
    learnerCache.setLive(live);
  };
  app.addHook('onReady', async () => {
    await changes.start({
      onChange(prefix) {
        if (prefix.startsWith(NOTIFICATIONS_PREFIX)) {
          app.notificationHub.changed(prefix.slice(NOTIFICATIONS_PREFIX.length));
          return;
        }
        if (prefix.startsWith('user:')) {
          sessionCache.dropUser(prefix.slice('user:'.length));
          learnerCache.invalidateLocal(prefix);
          return;
        }
        publicCache.invalidateLocal(prefix);
        // A learner's pages show catalogue data too (titles, lecture lists).
        if (prefix === 'catalogue:') learnerCache.invalidateLocal('');
      },
      onUp() {
        setLive(true);
        // Counts may have changed while nobody heard: every open bell reads its count again.
        app.notificationHub.changedForEveryone();
        publicCache.invalidateLocal('');
      },
      onDown() {
        setLive(false);
        app.log.warn('database change notifications lost: sessions and learner reads bypass memory');
      },
    });
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    const userId = request.currentSession?.user.id;
    if (!userId || request.answeredByReadCache) return done(null, payload);
    const route = request.routeOptions.url;
    const read =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !(route !== undefined && STATE_CHANGING_GET_ROUTES.has(route));
    if (!read) {
      sessionCache.dropUser(userId);
      learnerCache.invalidateLocal(`user:${userId}`);
    }
    done(null, payload);
  });
  app.addHook('onClose', async () => {
    setLive(false);
    await changes.stop();
  });
});
