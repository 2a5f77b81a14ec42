import { createHmac, timingSafeEqual } from 'node:crypto';
import { indiaDay } from '@pathshala/shared/dates';
import {
  DEFAULT_EMAIL_MODES,
  NOTIFICATION_KINDS,
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  type NotificationEmailMode,
  type NotificationKind,
  type NotificationPreferences,
} from '@pathshala/shared/notifications';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CHANGE_CHANNEL, NOTIFICATIONS_PREFIX } from '../../db/change-feed.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import {
  notificationDigests,
  notificationPreferences,
  notifications,
} from '../../db/schema/notifications.ts';
import { loadOrCreateSecret } from '../../plugins/app-secrets.ts';
import { accountEmailLocale, enqueueEmail } from '../email/outbox.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Transaction;

const UNSUBSCRIBE_SECRET = 'notification_unsubscribe_secret';
/** What a digest's unsubscribe link turns off: every kind the learner takes daily. */
export type UnsubscribeScope = NotificationKind | 'digest';

export interface NotifyInput {
  userIds: readonly string[];
  kind: NotificationKind;
  /** Fills the title's words: titles, statuses, amounts, never a sentence. */
  params: Record<string, string | number>;
  /** Where the notification leads, a path of the site. */
  link: string;
  /** Names the event: the same key for the same learner makes nothing new (a retried event). */
  dedupeKey: string;
  /**
   * The event sends its own e-mail (one that must reach the address whatever the learner's notification choice,
   * e.g. an interview invitation): the notification stays in the bell only, never e-mailed nor put in a digest.
   */
  mailedByEvent?: boolean;
}

/**
 * Tells learners about an event, in the event's own transaction: the notification exists exactly when the event
 * committed, once per learner and `dedupeKey`. Each learner's e-mail choice for the kind decides the rest: an
 * e-mail queued now, the notification kept for the day's digest, or nothing more. Open bells hear of it at the
 * commit. Answers the learners it was new for.
 */
export async function notify(tx: Executor, input: NotifyInput): Promise<string[]> {
  const userIds = [...new Set(input.userIds)];
  if (userIds.length === 0) return [];
  const recipients = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      language: users.language,
      closedAt: users.closedAt,
      mode: notificationPreferences.mode,
    })
    .from(users)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.kind, input.kind)),
    )
    .where(inArray(users.id, userIds));
  const modeOf = (recipient: (typeof recipients)[number]): NotificationEmailMode =>
    recipient.closedAt || input.mailedByEvent ? 'off' : (recipient.mode ?? DEFAULT_EMAIL_MODES[input.kind]);
  if (recipients.length === 0) return [];
  const created = await tx
    .insert(notifications)
    .values(
      recipients.map((recipient) => ({
        userId: recipient.id,
        kind: input.kind,
        params: input.params,
        link: input.link,
        dedupeKey: input.dedupeKey,
        digestStatus: modeOf(recipient) === 'daily' ? ('pending' as const) : null,
      })),
    )
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning({ userId: notifications.userId });
  const fresh = new Set(created.map((row) => row.userId));
  const mailed = recipients.filter(
    (recipient) => fresh.has(recipient.id) && modeOf(recipient) === 'immediate',
  );
  if (mailed.length > 0) {
    const secret = await loadOrCreateSecret(tx as Database, UNSUBSCRIBE_SECRET);
    for (const recipient of mailed) {
      await enqueueEmail(
        tx,
        'notification',
        recipient.email,
        {
          name: recipient.name,
          kind: input.kind,
          params: input.params,
          link: input.link,
          unsubscribe: unsubscribePath(secret, recipient.id, input.kind),
        },
        accountEmailLocale(recipient.language),
      );
    }
  }
  await announce(tx, [...fresh]);
  return [...fresh];
}

/** Tells open bells (this instance and every other) that these learners' counts changed, at the commit. */
async function announce(tx: Executor, userIds: string[]) {
  if (userIds.length === 0) return;
  await tx.execute(
    sql`select pg_notify(${CHANGE_CHANNEL}, ${NOTIFICATIONS_PREFIX} || id) from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb) as id`,
  );
}

// ── Unsubscribe tokens ──────────────────────────────────────────────────────────────────────────────────

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${body}`).digest('base64url');

export function unsubscribeToken(secret: string, userId: string, scope: UnsubscribeScope) {
  const body = Buffer.from(`${userId}.${scope}`).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

export const unsubscribePath = (secret: string, userId: string, scope: UnsubscribeScope) =>
  `/api/notifications/unsubscribe?token=${unsubscribeToken(secret, userId, scope)}`;

/** The learner and scope a token names; undefined when it is not one we signed. */
export function readUnsubscribeToken(secret: string, token: string) {
  const [body, signature] = token.split('.');
  if (!body || !signature) return undefined;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const [userId, scope] = Buffer.from(body, 'base64url').toString('utf8').split('.');
  if (!userId || !scope) return undefined;
  if (scope !== 'digest' && !(NOTIFICATION_KINDS as readonly string[]).includes(scope)) return undefined;
  return { userId, scope: scope as UnsubscribeScope };
}

/** The language of the account a token names (its page is written in it); English for a token we did not sign. */
export async function unsubscribeLocale(db: Database, token: string) {
  const named = readUnsubscribeToken(await loadOrCreateSecret(db, UNSUBSCRIBE_SECRET), token);
  if (!named) return accountEmailLocale(undefined);
  const [user] = await db.select({ language: users.language }).from(users).where(eq(users.id, named.userId));
  return accountEmailLocale(user?.language);
}

/**
 * Turns off the e-mails a token names, without signing in (the link in the e-mail, or a mail client's one-click
 * POST). The same link again changes nothing. Answers the kinds turned off; undefined for a forged token.
 */
export async function unsubscribe(db: Database, token: string) {
  const secret = await loadOrCreateSecret(db, UNSUBSCRIBE_SECRET);
  const named = readUnsubscribeToken(secret, token);
  if (!named) return undefined;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, named.userId));
  if (!user) return undefined;
  const preferences = await preferencesOf(db, user.id);
  const kinds =
    named.scope === 'digest'
      ? NOTIFICATION_KINDS.filter((kind) => preferences[kind] === 'daily')
      : [named.scope];
  if (kinds.length > 0) {
    await savePreferences(db, user.id, Object.fromEntries(kinds.map((kind) => [kind, 'off'])));
  }
  return { userId: user.id, scope: named.scope, kinds };
}

// ── The learner's own reads ──────────────────────────────────────────────────────────────────────────────

const toNotification = (row: typeof notifications.$inferSelect): Notification => ({
  id: row.id,
  kind: row.kind,
  params: row.params,
  link: row.link,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function unreadCount(db: Executor, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** A page of the learner's notifications, newest first, with the unread count. */
export async function listNotifications(db: Database, userId: string, page: number) {
  const [rows, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_PAGE_SIZE + 1)
      .offset((page - 1) * NOTIFICATIONS_PAGE_SIZE),
    unreadCount(db, userId),
  ]);
  return {
    notifications: rows.slice(0, NOTIFICATIONS_PAGE_SIZE).map(toNotification),
    unread,
    page,
    hasMore: rows.length > NOTIFICATIONS_PAGE_SIZE,
  };
}

/** Marks one of the learner's notifications read (again is the same); false when it is not theirs. */
export async function markRead(db: Database, userId: string, notificationId: string) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: notifications.id, readAt: notifications.readAt })
      .from(notifications)
      .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)));
    if (!found) return false;
    if (!found.readAt) {
      await tx.update(notifications).set({ readAt: new Date() }).where(eq(notifications.id, notificationId));
      await announce(tx, [userId]);
    }
    return true;
  });
}

export async function markAllRead(db: Database, userId: string) {
  await db.transaction(async (tx) => {
    const marked = await tx
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (marked.length > 0) await announce(tx, [userId]);
  });
}

export async function preferencesOf(db: Executor, userId: string): Promise<NotificationPreferences> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, mode: notificationPreferences.mode })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const chosen = new Map(rows.map((row) => [row.kind, row.mode]));
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, chosen.get(kind) ?? DEFAULT_EMAIL_MODES[kind]]),
  ) as NotificationPreferences;
}

export async function savePreferences(
  db: Database,
  userId: string,
  patch: Partial<Record<NotificationKind, NotificationEmailMode>>,
) {
  const rows = Object.entries(patch).flatMap(([kind, mode]) =>
    mode ? [{ userId, kind: kind as NotificationKind, mode, updatedAt: new Date() }] : [],
  );
  if (rows.length > 0) {
    await db
      .insert(notificationPreferences)
      .values(rows)
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { mode: sql`excluded.mode`, updatedAt: sql`excluded.updated_at` },
      });
  }
  return preferencesOf(db, userId);
}

// ── The daily digest ─────────────────────────────────────────────────────────────────────────────────────

/**
 * Sends each learner with notifications waiting for a digest one e-mail carrying all of them, at most once per
 * India day. Safe with several workers at once: a learner's waiting rows are locked (`FOR UPDATE SKIP LOCKED`,
 * another worker passes them by), the day's digest row is a unique key (a second worker's insert finds it and
 * sends nothing), and the rows are marked sent in the transaction that queues the e-mail, so none goes twice.
 * Answers how many digests were queued.
 */
export async function sendDigests(db: Database, now = new Date()) {
  const day = indiaDay(now) || now.toISOString().slice(0, 10);
  const waiting = await db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.digestStatus, 'pending'));
  let sent = 0;
  for (const { userId } of waiting) {
    sent += await db.transaction(async (tx) => {
      const items = await tx
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.digestStatus, 'pending')))
        .orderBy(notifications.createdAt)
        .for('update', { skipLocked: true });
      if (items.length === 0) return 0;
      const [claimed] = await tx
        .insert(notificationDigests)
        .values({ userId, day, count: items.length })
        .onConflictDoNothing()
        .returning({ id: notificationDigests.id });
      // Today's digest went already: these wait for tomorrow's.
      if (!claimed) return 0;
      await tx
        .update(notifications)
        .set({ digestStatus: 'sent' })
        .where(
          inArray(
            notifications.id,
            items.map((item) => item.id),
          ),
        );
      const [user] = await tx
        .select({ name: users.name, email: users.email, language: users.language, closedAt: users.closedAt })
        .from(users)
        .where(eq(users.id, userId));
      if (!user || user.closedAt) return 0;
      const secret = await loadOrCreateSecret(tx as Database, UNSUBSCRIBE_SECRET);
      await enqueueEmail(
        tx,
        'notificationDigest',
        user.email,
        {
          name: user.name,
          items: items.map((item) => ({ kind: item.kind, params: item.params, link: item.link })),
          unsubscribe: unsubscribePath(secret, userId, 'digest'),
        },
        accountEmailLocale(user.language),
      );
      return 1;
    });
  }
  return sent;
}
