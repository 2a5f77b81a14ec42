import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { outboxEmails, passwordResetTokens } from '../../db/schema/email.ts';
import { buildTestApp, sessionCookieOf, testConfig } from '../../testing/build-test-app.ts';
import { createCourse, createUser } from '../../testing/factories.ts';
import { bodyOf, startTestSmtpServer } from '../../testing/smtp.ts';
import { createOutbox, enqueueEmail, type MailTransport } from './outbox.ts';

const smtp = await startTestSmtpServer();
const { received } = smtp;

const base = testConfig();
const { app, db } = await buildTestApp({
  mail: { smtpUrl: smtp.url, from: 'Pathshala <no-reply@pathshala.in>', outboxPollMs: 0 },
  rateLimits: { ...base.rateLimits, formsPerMinute: 1000 },
});

beforeEach(async () => {
  received.length = 0;
  smtp.refuseNext(0);
  await db.delete(outboxEmails);
});

const contact = (email = 'asha@example.com') =>
  app.inject({
    method: 'POST',
    url: '/api/contactUs/bookAppointment',
    payload: { fullName: 'Asha Verma', email, message: 'When does the next batch start?' },
  });

describe('the outbox', () => {
  it('is written with the action and delivered to the SMTP server as HTML and text', async () => {
    expect((await contact()).statusCode).toBe(201);
    const [queued] = await db.select().from(outboxEmails);
    expect(queued).toMatchObject({
      template: 'contactAcknowledgement',
      to: 'asha@example.com',
      status: 'pending',
    });
    expect(received).toEqual([]);

    expect(await app.outbox.deliverDue()).toBe(1);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.to).toBe('asha@example.com');
    expect(mail?.raw).toContain('Subject: We have your message');
    expect(mail?.raw).toContain('text/plain');
    expect(mail?.raw).toContain('text/html');
    expect(mail?.raw).toContain(`Message-ID: <${queued?.id}@pathshala.mail>`);
    expect(bodyOf(mail?.raw ?? '')).toContain('When does the next batch start?');
    const [sent] = await db.select().from(outboxEmails);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    // Delivered once: another run finds nothing to send.
    expect(await app.outbox.deliverDue()).toBe(0);
    expect(received).toHaveLength(1);
  });

  it('escapes what users typed: their text never becomes markup', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/contactUs/bookAppointment',
      payload: {
        fullName: 'Asha',
        email: 'asha@example.com',
        message: '<a href="https://evil.example">win</a>',
      },
    });
    await app.outbox.deliverDue();
    const html = bodyOf(received[0]?.raw ?? '').split('Content-Type: text/html')[1] ?? '';
    expect(html).toContain('&#60;a href=&#34;https://evil.example&#34;&#62;win&#60;/a&#62;');
    expect(html).not.toContain('<a href="https://evil.example">');
  });

  it('retries after failures with back-off, and delivers exactly once in the end', async () => {
    await contact();
    smtp.refuseNext(2);
    const start = Date.now();
    expect(await app.outbox.deliverDue(new Date(start))).toBe(0);
    let [row] = await db.select().from(outboxEmails);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toContain('Mailbox busy');
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(start);
    // Not due yet: nothing is sent before the back-off has passed.
    expect(await app.outbox.deliverDue(new Date(start))).toBe(0);
    expect(smtp.refusalsLeft()).toBe(1);
    expect(await app.outbox.deliverDue(new Date(start + 10 * 60_000))).toBe(0);
    expect(await app.outbox.deliverDue(new Date(start + 60 * 60_000))).toBe(1);
    [row] = await db.select().from(outboxEmails);
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(received).toHaveLength(1);
  });

  it('never lets two workers send one message twice', async () => {
    const sends: string[] = [];
    const counting: MailTransport = {
      async send(message) {
        sends.push(message.messageId);
        await new Promise((resolve) => setTimeout(resolve, 2));
      },
    };
    const worker = () =>
      createOutbox({
        db,
        transport: counting,
        from: 'x@pathshala.in',
        siteUrl: 'http://localhost',
        log: app.log,
      });
    for (let index = 0; index < 30; index += 1) {
      await enqueueEmail(db, 'newsletterWelcome', `learner${index}@example.com`, {
        name: `Learner ${index}`,
      });
    }
    const [first, second] = [worker(), worker()];
    let total = 0;
    for (let round = 0; round < 3; round += 1) {
      const [a, b] = await Promise.all([first.deliverDue(), second.deliverDue()]);
      total += a + b;
    }
    expect(total).toBe(30);
    expect(sends).toHaveLength(30);
    expect(new Set(sends).size).toBe(30);
  });

  it('keeps mail in the outbox without an SMTP server, readable by admins only', async () => {
    const { app: offline } = await buildTestApp({
      mail: { smtpUrl: undefined, from: 'Pathshala <no-reply@pathshala.in>', outboxPollMs: 0 },
    });
    await offline.inject({
      method: 'POST',
      url: '/api/contactUs/bookAppointment',
      payload: { fullName: 'Ravi', email: 'ravi@example.com', message: 'Hello there' },
    });
    expect(await offline.outbox.deliverDue()).toBe(0);
    const { user, password } = await createUser(offline.db, { role: 'admin' });
    const login = await offline.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password },
    });
    const outbox = await offline.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: { cookie: sessionCookieOf(login) ?? '' },
    });
    expect(outbox.json().data.emails[0]).toMatchObject({
      to: 'ravi@example.com',
      subject: 'We have your message',
      status: 'pending',
    });
    expect((await offline.inject({ method: 'GET', url: '/api/admin/outbox' })).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('works end to end through the captured e-mail, once, and ends every session', async () => {
    const { user, password } = await createUser(db);
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password },
    });
    const oldSession = sessionCookieOf(login) ?? '';

    const asked = await app.inject({
      method: 'POST',
      url: '/api/user/forgotPassword',
      payload: { email: user.email },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/user/forgotPassword',
      payload: { email: 'nobody@example.com' },
    });
    // The same answer either way: the form does not tell who has an account.
    expect(asked.statusCode).toBe(200);
    expect(unknown.json()).toEqual(asked.json());

    expect(await app.outbox.deliverDue()).toBe(1);
    const link = bodyOf(received[0]?.raw ?? '').match(
      /http:\/\/localhost:3000\/reset-password\?code=([\w-]+)/,
    );
    expect(link).not.toBeNull();
    const token = link?.[1] ?? '';
    const [stored] = await db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored?.tokenHash).not.toBe(token);

    const reset = await app.inject({
      method: 'POST',
      url: '/api/user/resetPassword',
      payload: { token, newPassword: 'Brand-new-pass1' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/api/user/resetPassword',
      payload: { token, newPassword: 'Another-pass-22' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This reset link is invalid or has expired. Please ask for a new one.');

    const withNew = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: 'Brand-new-pass1' },
    });
    expect(withNew.statusCode).toBe(200);
    const withOld = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password },
    });
    expect(withOld.statusCode).toBe(401);
    const stale = await app.inject({
      method: 'GET',
      url: '/api/user/getUser',
      headers: { cookie: oldSession },
    });
    expect(stale.statusCode).toBe(401);
  });

  it('refuses an expired link and limits how many links one account gets', async () => {
    const { user } = await createUser(db);
    await app.inject({ method: 'POST', url: '/api/user/forgotPassword', payload: { email: user.email } });
    await app.outbox.deliverDue();
    const token = bodyOf(received[0]?.raw ?? '').match(/code=([\w-]+)/)?.[1] ?? '';
    await db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const expired = await app.inject({
      method: 'POST',
      url: '/api/user/resetPassword',
      payload: { token, newPassword: 'Brand-new-pass1' },
    });
    expect(expired.statusCode).toBe(400);

    for (let index = 0; index < 4; index += 1) {
      await app.inject({ method: 'POST', url: '/api/user/forgotPassword', payload: { email: user.email } });
    }
    const links = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(links).toHaveLength(3);
  });
});

describe('mail from other actions', () => {
  it('queues a receipt with the payment, a welcome with the newsletter, an acknowledgement with applications', async () => {
    const { user, password } = await createUser(db);
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password },
    });
    const cookie = sessionCookieOf(login) ?? '';
    const course = await createCourse(db, { title: 'Receipts 101' });
    const order = (
      await app.inject({
        method: 'POST',
        url: '/api/payment/createOrder',
        headers: { cookie },
        payload: { courseId: course.id },
      })
    ).json().data;
    const paid = await app.inject({
      method: 'POST',
      url: '/api/payment/simulator/pay',
      headers: { cookie },
      payload: { orderId: order.razorpayOrder.id, outcome: 'success' },
    });
    await app.inject({
      method: 'POST',
      url: '/api/payment/verifyPayment',
      headers: { cookie },
      payload: { token: order.token, ...paid.json().data },
    });
    await app.inject({ method: 'POST', url: '/api/user/updateNewsLetter', headers: { cookie } });

    const queued = await db.select().from(outboxEmails).where(eq(outboxEmails.to, user.email));
    expect(queued.map((row) => row.template).sort()).toEqual(['newsletterWelcome', 'purchaseReceipt']);
    // The webhook and the verify call both settle the payment: still one receipt.
    expect(await app.outbox.deliverDue()).toBe(2);
    const receipt = received.find((mail) => mail.raw.includes('Subject: Your Pathshala receipt'));
    expect(bodyOf(receipt?.raw ?? '')).toContain('Receipts 101');
  });
});
