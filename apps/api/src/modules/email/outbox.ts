import { isLocale, type Locale, localeFor, SOURCE_LOCALE } from '@pathshala/shared/locales';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { outboxEmails } from '../../db/schema/email.ts';
import { containing } from '../../lib/search-filters.ts';
import {
  type RenderedEmail,
  renderEmail,
  subjectOf,
  type TemplateName,
  type TemplateParams,
} from './templates.ts';

/** Anything that can run an insert: the database or an open transaction. */
type Writer = Pick<Database, 'insert'>;

export const MAX_ATTEMPTS = 8;
const CLAIM_MS = 2 * 60_000;
const BATCH = 20;

/** Wait before attempt n+1: 30 s, 1, 2, 4 … minutes, at most 6 hours. */
export const backoffMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);

/**
 * Queues a message in the caller's transaction: it exists exactly when the action it tells about committed. The
 * subject is stored with it, for the admin outbox's list and search; the body is rendered at delivery, in
 * `locale` (the recipient's: `accountEmailLocale` or `recipientLocale`; English when it is not given).
 */
export async function enqueueEmail<Name extends TemplateName>(
  db: Writer,
  template: Name,
  to: string,
  params: TemplateParams[Name],
  locale: Locale = SOURCE_LOCALE,
) {
  await db.insert(outboxEmails).values({
    template,
    to,
    locale,
    subject: subjectOf(template, params, locale),
    params: params as Record<string, unknown>,
  });
}

/** The language of e-mails to an account: its profile's language when the interface has it, else English. */
export const accountEmailLocale = (profileLanguage: string | null | undefined): Locale =>
  localeFor(profileLanguage) ?? SOURCE_LOCALE;

/**
 * The language of an e-mail to an address someone typed into a form: the profile's of the open account with that
 * address, else the language of the request that sent the form.
 */
export async function recipientLocale(
  db: Pick<Database, 'select'>,
  to: string,
  requestLocale: Locale,
): Promise<Locale> {
  const [account] = await db
    .select({ language: users.language })
    .from(users)
    .where(and(eq(users.email, to.toLowerCase()), isNull(users.closedAt)))
    .limit(1);
  return localeFor(account?.language) ?? requestLocale;
}

/** The language an outbox row is rendered in (rows queued before e-mails had languages are English). */
const localeOfRow = (row: Pick<typeof outboxEmails.$inferSelect, 'locale'>) =>
  isLocale(row.locale) ? row.locale : SOURCE_LOCALE;

/**
 * Whether an e-mail of this template went to this address since then (any status): the once-a-day rule of
 * e-mails anyone can trigger for any address. Serialised per address, so two requests at once send one.
 */
export async function queuedToSince(
  db: Pick<Database, 'select' | 'execute'>,
  template: TemplateName,
  to: string,
  since: Date,
) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${template}:${to.toLowerCase()}`}))`);
  const [found] = await db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(
      and(
        eq(outboxEmails.template, template),
        sql`lower(${outboxEmails.to}) = ${to.toLowerCase()}`,
        gt(outboxEmails.createdAt, since),
      ),
    )
    .limit(1);
  return found !== undefined;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailTransport {
  send(
    message: RenderedEmail & { to: string; from: string; messageId: string; attachments: MailAttachment[] },
  ): Promise<void>;
}

/** Files a message carries (an invoice PDF), made when it is sent from what its params name. */
export type AttachmentsFor = (
  template: TemplateName,
  params: Record<string, unknown>,
) => Promise<MailAttachment[]>;

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        messageId: message.messageId,
        attachments: message.attachments,
        ...(message.headers ? { headers: message.headers } : {}),
      });
    },
  };
}

/**
 * Claims due messages for this worker: `FOR UPDATE SKIP LOCKED` lets several instances claim at once without
 * taking the same row, and the claim (status `sending` until `claimed_until`) keeps others off it while it is
 * sent. A claim that expires (the worker died mid-send) makes the message due again.
 */
async function claimDue(db: Database, now: Date) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(
        or(
          and(eq(outboxEmails.status, 'pending'), lte(outboxEmails.nextAttemptAt, now)),
          and(eq(outboxEmails.status, 'sending'), lte(outboxEmails.claimedUntil, now)),
        ),
      )
      .orderBy(outboxEmails.createdAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outboxEmails)
      .set({
        status: 'sending',
        claimedUntil: new Date(now.getTime() + CLAIM_MS),
        attempts: sql`${outboxEmails.attempts} + 1`,
      })
      .where(
        inArray(
          outboxEmails.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export interface Outbox {
  /** Delivers what is due now; answers how many were sent. Safe to run from several workers at once. */
  deliverDue(now?: Date): Promise<number>;
  start(pollMs: number): void;
  stop(): Promise<void>;
  /** Delivery soon, without waiting for the next poll (after an action that queued mail). */
  nudge(): void;
}

export function createOutbox(options: {
  db: Database;
  transport: MailTransport | undefined;
  from: string;
  siteUrl: string;
  log: FastifyBaseLogger;
  attachmentsFor?: AttachmentsFor;
}): Outbox {
  const { db, transport, from, siteUrl, log, attachmentsFor } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let warnedNoTransport = false;

  async function deliver(now = new Date()): Promise<number> {
    if (!transport) {
      if (!warnedNoTransport) {
        warnedNoTransport = true;
        log.warn('SMTP_URL is not set: e-mails stay in the outbox (admins read them at /api/admin/outbox)');
      }
      return 0;
    }
    let sent = 0;
    for (const message of await claimDue(db, now)) {
      try {
        const rendered = await renderEmail(message.template as TemplateName, message.params as never, {
          siteUrl,
          locale: localeOfRow(message),
        });
        const attachments = (await attachmentsFor?.(message.template as TemplateName, message.params)) ?? [];
        // One Message-ID per outbox row: a resend after a crash is recognisable as the same message.
        await transport.send({
          ...rendered,
          to: message.to,
          from,
          messageId: messageIdOf(message),
          attachments,
        });
        await db
          .update(outboxEmails)
          .set({ status: 'sent', sentAt: new Date(), claimedUntil: null, lastError: null })
          .where(eq(outboxEmails.id, message.id));
        sent += 1;
      } catch (error) {
        const failed = message.attempts >= MAX_ATTEMPTS;
        await db
          .update(outboxEmails)
          .set({
            status: failed ? 'failed' : 'pending',
            claimedUntil: null,
            nextAttemptAt: new Date(Date.now() + backoffMs(message.attempts)),
            lastError: (error as Error).message.slice(0, 500),
          })
          .where(eq(outboxEmails.id, message.id));
        // The address is personal data: the log names the message, not the recipient.
        log.warn(
          { emailId: message.id, template: message.template, attempts: message.attempts, err: error },
          'e-mail not sent',
        );
      }
    }
    return sent;
  }

  const run = (now?: Date) => {
    running ??= deliver(now).finally(() => {
      running = undefined;
    });
    return running;
  };
  const runQuietly = () => {
    run().catch((error) => log.warn({ err: error }, 'outbox run failed; the next poll retries'));
  };

  return {
    deliverDue: run,
    start(pollMs) {
      if (timer || pollMs <= 0) return;
      timer = setInterval(runQuietly, pollMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
    nudge() {
      if (timer) setImmediate(runQuietly);
    },
  };
}

/** The Message-ID of a row: the same for every retry, a new one each time an admin resends it. */
export const messageIdOf = (row: Pick<typeof outboxEmails.$inferSelect, 'id' | 'resends'>) =>
  row.resends === 0 ? `<${row.id}@pathshala.mail>` : `<${row.id}.${row.resends}@pathshala.mail>`;

/**
 * A row of the outbox list, without rendering: rendering is CPU on the main thread, 50 a page would stall every
 * other request, and the subject stored when it was queued is what the list shows.
 */
export function toOutboxRow(row: typeof outboxEmails.$inferSelect) {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** Parameters only the recipient may see: a live reset link in staff's hands would open the account. */
const SECRET_PARAMS: Partial<Record<TemplateName, string[]>> = { passwordReset: ['link'] };
export const HIDDEN_FROM_STAFF = '[hidden: only the account holder receives this link]';

/** What staff may read of a message's parameters: its secrets replaced. */
export function paramsForStaff(template: string, params: Record<string, unknown>) {
  const secrets = SECRET_PARAMS[template as TemplateName] ?? [];
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, secrets.includes(key) ? HIDDEN_FROM_STAFF : value]),
  );
}

/** One message for an admin who opened it, rendered as it was (or will be) sent, its secrets hidden. */
export async function toAdminEmail(row: typeof outboxEmails.$inferSelect, siteUrl: string) {
  const params = paramsForStaff(row.template, row.params);
  const rendered = await renderEmail(row.template as TemplateName, params as never, {
    siteUrl,
    locale: localeOfRow(row),
  });
  return { ...toOutboxRow(row), text: rendered.text };
}

/** One message of the outbox, rendered; undefined when there is none. */
export async function findOutboxEmail(db: Database, siteUrl: string, emailId: string) {
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, emailId));
  return row ? toAdminEmail(row, siteUrl) : undefined;
}

/**
 * A page of the outbox, the latest first, optionally of one status, or with `q` in its address or subject (a
 * substring, any case; trigram indexes serve it).
 */
export async function listOutbox(
  db: Database,
  query: { page: number; pageSize: number; status?: string; q?: string; order: 'asc' | 'desc' },
) {
  const where = and(
    query.status ? eq(outboxEmails.status, query.status) : undefined,
    query.q
      ? or(ilike(outboxEmails.to, containing(query.q)), ilike(outboxEmails.subject, containing(query.q)))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outboxEmails)
      .where(where)
      .orderBy(
        query.order === 'asc' ? asc(outboxEmails.createdAt) : desc(outboxEmails.createdAt),
        desc(outboxEmails.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(outboxEmails).where(where),
  ]);
  return { emails: rows.map(toOutboxRow), total: total?.n ?? 0 };
}

/** Statuses an admin may send again: delivered, or given up on after the last attempt. */
export const RESENDABLE_STATUSES: readonly string[] = ['sent', 'failed'];

/**
 * Puts a sent or failed message back in the queue, as new: pending, due now, attempts from zero, and a new
 * Message-ID. Answers the row before and after (undefined when there is no such message); the caller's
 * transaction holds the row locked, so a worker cannot claim it halfway.
 */
export async function requeueEmail(db: Database, emailId: string) {
  const [before] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, emailId)).for('update');
  if (!before || !RESENDABLE_STATUSES.includes(before.status)) return { before, after: undefined };
  const [after] = await db
    .update(outboxEmails)
    .set({
      status: 'pending',
      attempts: 0,
      resends: sql`${outboxEmails.resends} + 1`,
      nextAttemptAt: new Date(),
      claimedUntil: null,
      lastError: null,
      sentAt: null,
    })
    .where(eq(outboxEmails.id, emailId))
    .returning();
  return { before, after };
}
