import type { FastifyInstance } from 'fastify';
import { KNOWN_ADDRESS_MS, LOGIN_FAILURE_MEMORY_MS } from './modules/accounts/login-throttle.ts';
import { sweepOrphanProfilePhotos } from './modules/accounts/profile-photo.ts';
import { deleteStaleAccountRows } from './modules/accounts/repository.ts';
import { eraseClosedAccounts } from './modules/accounts/service.ts';
import { sweepOrphanCourseFiles } from './modules/admin/course-media.ts';
import { sweepVideoUploads } from './modules/admin/video-uploads.ts';
import { sweepOrphanResumes } from './modules/engagement/service.ts';
import { sendLiveReminders } from './modules/live/service.ts';
import { sweepOrphanTranscodeFiles } from './modules/media/transcode-queue.ts';
import { sendDigests } from './modules/notifications/service.ts';
import { sweepOrphanProjectFiles } from './modules/projects/service.ts';
import { deleteExpiredSessions } from './plugins/auth.ts';

const EVERY_HOUR_MS = 60 * 60 * 1000;
/** Reminders go out an hour before a session: the sweep runs often enough to be on time. */
const EVERY_MINUTE_MS = 60 * 1000;
/** The notification digest goes out from this hour of the Indian day (evening, when learners study). */
const DIGEST_HOUR_IST = 18;
const IST_OFFSET_MS = 330 * 60 * 1000;
const indiaHour = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).getUTCHours();

/**
 * Hourly clean-up across the product: erase accounts closed more than 14 days ago, drop expired sessions, hand-over codes and
 * sign-in states, failed-password records quiet for a day and login addresses unused for 90 days; delete profile
 * photos no account points to, résumés no application points to, project files no attempt points to, course files (lecture media, images) no
 * row uses, adaptive-stream files no lecture plays, and resumable video uploads idle for a day with their chunks. Every step is idempotent, so each instance may run it.
 * From 18:00 IST, each learner's daily notification digest (once a day).
 * Every minute: live-session reminders for sessions starting within the hour.
 */
export function scheduleHousekeeping(app: FastifyInstance) {
  const run = async () => {
    try {
      const now = new Date();
      const erased = await eraseClosedAccounts(app.db, app.storage, now);
      await deleteExpiredSessions(app.db, now);
      await deleteStaleAccountRows(app.db, now, {
        throttlesBefore: new Date(now.getTime() - LOGIN_FAILURE_MEMORY_MS),
        addressesBefore: new Date(now.getTime() - KNOWN_ADDRESS_MS),
      });
      if (erased > 0) app.log.info({ erased }, 'erased the personal data of closed accounts');
      const orphans = await sweepOrphanProfilePhotos(app.db, app.storage, now);
      if (orphans > 0) app.log.info({ orphans }, 'deleted profile photos no account points to');
      const resumes = await sweepOrphanResumes(app.db, app.storage, now);
      if (resumes > 0) app.log.info({ resumes }, 'deleted résumés no application points to');
      const courseFiles = await sweepOrphanCourseFiles(app.db, app.storage, app.config.dataDir, now);
      if (courseFiles > 0)
        app.log.info({ courseFiles }, 'deleted course files no lecture, course or instructor uses');
      const streamFiles = await sweepOrphanTranscodeFiles(app.db, app.storage, app.config.dataDir, now);
      if (streamFiles > 0) app.log.info({ streamFiles }, 'deleted transcode files no lecture plays');
      const projectFiles = await sweepOrphanProjectFiles(app.db, app.storage, now);
      if (projectFiles > 0) app.log.info({ projectFiles }, 'deleted project files no attempt points to');
      const uploads = await sweepVideoUploads(app.db, app.storage, now);
      if (uploads > 0) app.log.info({ uploads }, 'removed video uploads idle for a day and their chunks');
      // The daily digest goes in the Indian evening; the day's digest row keeps it to one per learner.
      if (indiaHour(now) >= DIGEST_HOUR_IST) {
        const digests = await sendDigests(app.db, now);
        if (digests > 0) {
          app.log.info({ digests }, 'queued notification digests');
          app.outbox.nudge();
        }
      }
    } catch (error) {
      app.log.error({ err: error }, 'account housekeeping failed');
    }
  };
  const timer = setInterval(run, EVERY_HOUR_MS);
  timer.unref();
  // Every instance sweeps; the reminder rows make each reminder go out once however many run at once.
  const remind = async () => {
    try {
      const reminders = await sendLiveReminders(app.db);
      if (reminders > 0) {
        app.log.info({ reminders }, 'queued live-session reminders');
        app.outbox.nudge();
      }
    } catch (error) {
      app.log.error({ err: error }, 'live-session reminders failed');
    }
  };
  const reminderTimer = setInterval(remind, EVERY_MINUTE_MS);
  reminderTimer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearInterval(reminderTimer);
  });
  void run();
  void remind();
}
