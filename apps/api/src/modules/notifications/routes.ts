import { SOURCE_LOCALE } from '@pathshala/shared/locales';
import {
  ZNotificationParamsPathSchema,
  ZNotificationPreferencesResponseSchema,
  ZNotificationsQuerySchema,
  ZNotificationsResponseSchema,
  ZUnreadCountResponseSchema,
  ZUnsubscribeQuerySchema,
  ZUpdateNotificationPreferencesSchema,
} from '@pathshala/shared/notifications';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema/accounts.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { accountEmailLocale } from '../email/outbox.ts';
import { EMAIL_TEXTS } from '../email/templates.ts';
import * as service from './service.ts';

/** A comment line now and then keeps proxies and the browser from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
const NOT_FOUND = 'This notification does not exist.';
const STREAMS_FULL = 'Too many live connections right now; the count is read from time to time instead.';
/** When a refused stream may be tried again (the page polls meanwhile). */
export const STREAMS_RETRY_AFTER_SECONDS = 60;
const ZOkSchema = z.object({ success: z.literal(true), message: z.string() });

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The unsubscribe page: plain HTML from the API, so it works from any mail client without the web app. */
const unsubscribePage = (
  lang: string,
  title: string,
  body: string,
  form?: { action: string; label: string },
) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#0f172a"><h1 style="font-size:1.25rem">${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${
    form
      ? `<form method="post" action="${escapeHtml(form.action)}"><button type="submit" style="padding:.6rem 1rem;border-radius:10px;border:0;background:#1d4ed8;color:#fff;font-weight:700">${escapeHtml(form.label)}</button></form>`
      : ''
  }</body></html>`;

/**
 * The learner's notifications: the bell's list and count, marking read, the e-mail choice per kind, a live
 * count by Server-Sent Events, and the e-mails' one-click unsubscribe (no sign-in: the signed token is the proof).
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['notifications'];
  const open = new Set<() => void>();
  // A mail client's one-click POST and the page's button send a form; its body says nothing the token does not.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );
  // Open streams end before the server closes, or it would wait for them for ever.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get(
    '/api/notifications',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "A page of the caller's notifications, newest first, with the unread count",
        querystring: ZNotificationsQuerySchema,
        response: { 200: ZNotificationsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.listNotifications(db, currentUser(request).id, request.query.page),
    }),
  );

  app.get(
    '/api/notifications/unread-count',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'How many of the caller’s notifications are unread',
        response: { 200: ZUnreadCountResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { unread: await service.unreadCount(db, currentUser(request).id) },
    }),
  );

  app.post(
    '/api/notifications/:notificationId/read',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Mark one notification read (again changes nothing)',
        params: ZNotificationParamsPathSchema,
        response: { 200: ZOkSchema },
      },
    },
    async (request) => {
      if (!(await service.markRead(db, currentUser(request).id, request.params.notificationId))) {
        throw new AppError('NOT_FOUND', NOT_FOUND);
      }
      return { success: true as const, message: 'Marked read' };
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Mark every one of the caller's notifications read",
        response: { 200: ZOkSchema },
      },
    },
    async (request) => {
      await service.markAllRead(db, currentUser(request).id);
      return { success: true as const, message: 'All marked read' };
    },
  );

  app.get(
    '/api/notifications/preferences',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The e-mail choice for each kind of notification: off, immediate or daily digest',
        response: { 200: ZNotificationPreferencesResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { preferences: await service.preferencesOf(db, currentUser(request).id) },
    }),
  );

  app.put(
    '/api/notifications/preferences',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Change the e-mail choice of some kinds; the others stay',
        body: ZUpdateNotificationPreferencesSchema,
        response: { 200: ZNotificationPreferencesResponseSchema.extend({ message: z.string() }) },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Preferences saved',
      data: { preferences: await service.savePreferences(db, currentUser(request).id, request.body) },
    }),
  );

  app.get(
    '/api/notifications/unsubscribe',
    {
      schema: {
        tags,
        summary:
          "The e-mails' unsubscribe link: a page that asks to confirm (link scanners must not unsubscribe)",
        querystring: ZUnsubscribeQuerySchema,
      },
    },
    async (request, reply) => {
      const locale = await service.unsubscribeLocale(db, request.query.token);
      const texts = EMAIL_TEXTS[locale].notification.unsubscribePage;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return unsubscribePage(locale, texts.title, texts.ask, {
        action: `/api/notifications/unsubscribe?token=${encodeURIComponent(request.query.token)}`,
        label: texts.confirm,
      });
    },
  );

  app.post(
    '/api/notifications/unsubscribe',
    {
      schema: {
        tags,
        summary:
          'Turn off the e-mails a signed unsubscribe token names, without signing in (RFC 8058 one-click, or the page’s button)',
        querystring: ZUnsubscribeQuerySchema,
      },
    },
    async (request, reply) => {
      const done = await service.unsubscribe(db, request.query.token);
      const [user] = done
        ? await db.select({ language: users.language }).from(users).where(eq(users.id, done.userId))
        : [];
      const locale = accountEmailLocale(user?.language);
      const texts = EMAIL_TEXTS[locale].notification.unsubscribePage;
      const wantsPage = (request.headers.accept ?? '').includes('text/html');
      if (!done) {
        if (wantsPage)
          return reply
            .code(400)
            .type('text/html; charset=utf-8')
            .send(unsubscribePage(locale, texts.title, texts.invalid));
        throw new AppError('BAD_REQUEST', EMAIL_TEXTS[SOURCE_LOCALE].notification.unsubscribePage.invalid);
      }
      if (wantsPage)
        return reply.type('text/html; charset=utf-8').send(unsubscribePage(locale, texts.title, texts.done));
      return { success: true as const, message: 'Unsubscribed', data: { kinds: done.kinds } };
    },
  );

  app.get(
    '/api/notifications/stream',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'The unread count, live: Server-Sent Events (`count` events with {"unread":n}, comment heartbeats, a `replaced` event before a stream is closed for a newer one of the same account); signed in by the session cookie. 503 with Retry-After when the instance holds its most streams',
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const raw = reply.raw;
      let last = -1;
      let ended = false;
      let sending: Promise<void> = Promise.resolve();
      const send = () => {
        // Counts are read one after another, so a stream never shows an older count after a newer one.
        sending = sending
          .then(async () => {
            if (ended) return;
            const unread = await service.unreadCount(db, userId);
            if (ended || unread === last) return;
            last = unread;
            raw.write(`event: count\ndata: ${JSON.stringify({ unread })}\n\n`);
          })
          .catch((error) => request.log.warn({ err: error }, 'notification count not sent'));
      };
      let heartbeat: NodeJS.Timeout | undefined;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe?.();
        open.delete(end);
        raw.end();
      };
      const unsubscribe = app.notificationHub.open(userId, send, () => {
        // A newer tab of the same learner took this stream's place: the page stops reconnecting and polls.
        if (!ended) raw.write('event: replaced\ndata: {}\n\n');
        end();
      });
      if (!unsubscribe) {
        return reply
          .code(503)
          .header('retry-after', String(STREAMS_RETRY_AFTER_SECONDS))
          .send({ success: false, message: STREAMS_FULL });
      }
      reply.hijack();
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Proxies (nginx) must pass events on as they come.
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
      heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      open.add(end);
      request.raw.on('close', end);
      raw.on('close', end);
      raw.write('retry: 5000\n\n');
      send();
    },
  );
};
