import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/email.ts';
import { careerApplications } from '../../db/schema/engagement.ts';
import { notificationDigests, notifications } from '../../db/schema/notifications.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { startTestSmtpServer } from '../../testing/smtp.ts';
import { notify, sendDigests } from './service.ts';

const smtp = await startTestSmtpServer();
const { app, db } = await buildTestApp({
  mail: { smtpUrl: smtp.url, from: 'Pathshala <no-reply@pathshala.in>', outboxPollMs: 0 },
});

type Caller = Awaited<ReturnType<typeof signedInLearner>>;
const call = (caller: Caller | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: caller ? { cookie: caller.cookie } : {},
    ...(payload ? { payload } : {}),
  });

const rowsOf = (userId: string) => db.select().from(notifications).where(eq(notifications.userId, userId));
const mailsTo = (email: string, template: string) =>
  db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, email), eq(outboxEmails.template, template)));

let admin: Caller;
let asha: Caller;
let ravi: Caller;

beforeAll(async () => {
  [admin, asha, ravi] = await Promise.all([
    signedInLearner(app, db, { role: 'admin' }),
    signedInLearner(app, db),
    signedInLearner(app, db),
  ]);
});

describe('notify', () => {
  it('creates one notification per learner and event, however often the event is retried', async () => {
    const event = {
      userIds: [asha.user.id, asha.user.id],
      kind: 'mockResult' as const,
      params: { test: 'Aptitude 1', score: '42' },
      link: '/mock-tests/attempts/a/result',
      dedupeKey: 'mock:retried',
    };
    await db.transaction((tx) => notify(tx, event));
    await db.transaction((tx) => notify(tx, event));
    expect((await rowsOf(asha.user.id)).filter((row) => row.dedupeKey === 'mock:retried')).toHaveLength(1);
    expect((await rowsOf(ravi.user.id)).filter((row) => row.dedupeKey === 'mock:retried')).toHaveLength(0);
  });

  it('is undone with the event when its transaction rolls back', async () => {
    await db
      .transaction(async (tx) => {
        await notify(tx, {
          userIds: [ravi.user.id],
          kind: 'refundCompleted',
          params: { amount: '₹499', receipt: 'R-1' },
          link: '/profile/orders',
          dedupeKey: 'refund:rolled-back',
        });
        throw new Error('the event failed');
      })
      .catch(() => undefined);
    expect((await rowsOf(ravi.user.id)).some((row) => row.dedupeKey === 'refund:rolled-back')).toBe(false);
  });
});

describe('an application status changed by staff', () => {
  it('notifies the applicant with an account, once, and keeps the history', async () => {
    const values = {
      name: 'Asha',
      mobileNo: '9876543210',
      college: 'DU',
      year: 'third year',
      position: 'Frontend Engineer',
      resumeKey: '',
      resumeType: 'pdf',
      resumeBytes: 0,
    };
    // Sent as a visitor with the account's address: not the account's until the address is proven, so no bell.
    const [visitor] = await db
      .insert(careerApplications)
      .values({ ...values, email: asha.user.email.toUpperCase() })
      .returning();
    await call(admin, 'PUT', `/api/admin/applications/career/${visitor?.id}/status`, { status: 'rejected' });
    expect((await rowsOf(asha.user.id)).filter((row) => row.kind === 'applicationStatus')).toHaveLength(0);

    const [application] = await db
      .insert(careerApplications)
      .values({
        userId: asha.user.id,
        name: 'Asha',
        email: asha.user.email.toUpperCase(),
        mobileNo: '9876543210',
        college: 'DU',
        year: 'third year',
        position: 'Frontend Engineer',
        resumeKey: '',
        resumeType: 'pdf',
        resumeBytes: 0,
      })
      .returning();
    const url = `/api/admin/applications/career/${application?.id}/status`;
    const moved = await call(admin, 'PUT', url, { status: 'shortlisted' });
    expect(moved.statusCode, moved.body).toBe(200);
    // The same move again changes nothing.
    expect((await call(admin, 'PUT', url, { status: 'shortlisted' })).statusCode).toBe(200);
    const told = (await rowsOf(asha.user.id)).filter((row) => row.kind === 'applicationStatus');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ params: { status: 'shortlisted' }, link: '/my-applications' });
    expect((await rowsOf(ravi.user.id)).filter((row) => row.kind === 'applicationStatus')).toHaveLength(0);

    const mine = await call(asha, 'GET', '/api/user/applications');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.applications[0].history.map((step: { status: string }) => step.status)).toEqual([
      'new',
      'shortlisted',
    ]);
    // The pipeline's own e-mail tells of every move (the visitor's too); the bell's e-mail would say it twice.
    expect(await mailsTo(asha.user.email.toUpperCase(), 'applicationStatusChanged')).toHaveLength(2);
    expect(await mailsTo(asha.user.email, 'notification')).toHaveLength(0);
  });
});

describe('the list, the count and marking read', () => {
  it("answers the caller's own notifications, newest first, and marks them read", async () => {
    const list = await call(asha, 'GET', '/api/notifications');
    expect(list.statusCode, list.body).toBe(200);
    const { notifications: items, unread } = list.json().data;
    expect(unread).toBe(items.length);
    expect(items[0].kind).toBe('applicationStatus');

    expect((await call(ravi, 'POST', `/api/notifications/${items[0].id}/read`)).statusCode).toBe(404);
    expect((await call(asha, 'POST', `/api/notifications/${items[0].id}/read`)).statusCode).toBe(200);
    expect((await call(asha, 'GET', '/api/notifications/unread-count')).json().data.unread).toBe(unread - 1);
    expect((await call(asha, 'POST', '/api/notifications/read-all')).statusCode).toBe(200);
    expect((await call(asha, 'GET', '/api/notifications/unread-count')).json().data.unread).toBe(0);
    const visitor = await call(undefined, 'GET', '/api/notifications');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ success: false });
  });
});

describe('the daily digest', () => {
  it('sends one e-mail with every waiting notification, none twice, with two workers at once', async () => {
    const learner = await signedInLearner(app, db);
    const saved = await call(learner, 'PUT', '/api/notifications/preferences', {
      lectureAdded: 'daily',
      mockResult: 'daily',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const [index, kind] of (['lectureAdded', 'mockResult', 'lectureAdded'] as const).entries()) {
      await db.transaction((tx) =>
        notify(tx, {
          userIds: [learner.user.id],
          kind,
          params: { course: 'SQL for Analysts', lecture: `Joins ${index}`, test: 'Aptitude', score: '7' },
          link: `/course/SQL/${index}`,
          dedupeKey: `digest-test:${index}`,
        }),
      );
    }
    expect(await mailsTo(learner.user.email, 'notification')).toHaveLength(0);

    await Promise.all([sendDigests(db), sendDigests(db)]);
    expect(await sendDigests(db)).toBe(0);
    const digests = await mailsTo(learner.user.email, 'notificationDigest');
    expect(digests).toHaveLength(1);
    expect((digests[0]?.params as { items?: unknown[] } | undefined)?.items).toHaveLength(3);
    expect(
      await db.select().from(notificationDigests).where(eq(notificationDigests.userId, learner.user.id)),
    ).toHaveLength(1);

    await app.outbox.deliverDue();
    const mail = smtp.received.find((received) => received.to === learner.user.email);
    expect(mail?.raw.replace(/\r?\n(?=[ \t])/g, '')).toMatch(
      /List-Unsubscribe:\s*<http[^>]+\/api\/notifications\/unsubscribe\?token=/,
    );
    expect(mail?.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});

describe('unsubscribe by link', () => {
  it('turns the kind off without signing in; a forged token changes nothing', async () => {
    // An answered question is e-mailed at once by default (an application's move sends its own e-mail instead).
    await db.transaction((tx) =>
      notify(tx, {
        userIds: [asha.user.id],
        kind: 'questionAnswered',
        params: { course: 'SQL for Analysts' },
        link: '/course/SQL',
        dedupeKey: 'unsubscribe-test',
      }),
    );
    await app.outbox.deliverDue();
    const [queued] = await mailsTo(asha.user.email, 'notification');
    const mail = smtp.received.find((received) => received.raw.includes(`${queued?.id}@pathshala.mail`));
    // Long headers arrive folded.
    const link = mail?.raw.replace(/\r?\n(?=[ \t])/g, '').match(/List-Unsubscribe:\s*<([^>]+)>/)?.[1] ?? '';
    const path = new URL(link).pathname + new URL(link).search;

    const page = await call(undefined, 'GET', path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // Nothing changes until the button (or the mail client's one-click POST).
    expect(
      (await call(asha, 'GET', '/api/notifications/preferences')).json().data.preferences.questionAnswered,
    ).toBe('immediate');

    const done = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(
      (await call(asha, 'GET', '/api/notifications/preferences')).json().data.preferences.questionAnswered,
    ).toBe('off');
    const forged = await call(undefined, 'POST', `${path.slice(0, -3)}abc`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ success: false });
  });
});

describe('the live count', () => {
  it('streams the unread count and its update by Server-Sent Events', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const learner = await signedInLearner(app, db);
    const abort = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/notifications/stream`, {
      headers: { cookie: learner.cookie },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const nextCount = async () => {
      for (;;) {
        const match = buffer.match(/event: count\ndata: (\{[^\n]*\})\n\n/);
        if (match?.index !== undefined) {
          buffer = buffer.slice(match.index + match[0].length);
          return JSON.parse(match[1] ?? '{}').unread as number;
        }
        const chunk = await reader?.read();
        if (!chunk || chunk.done) throw new Error('the stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    };
    expect(await nextCount()).toBe(0);
    await db.transaction((tx) =>
      notify(tx, {
        userIds: [learner.user.id],
        kind: 'refundCompleted',
        params: { amount: '₹499', receipt: 'R-2' },
        link: '/profile/orders',
        dedupeKey: 'refund:live',
      }),
    );
    expect(await nextCount()).toBe(1);
    abort.abort();
  });
});
