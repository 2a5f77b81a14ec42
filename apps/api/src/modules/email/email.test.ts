import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { lectures as lectureRows } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/commerce.ts';
import { outboxEmails, passwordResetTokens } from '../../db/schema/email.ts';
import { contactMessages } from '../../db/schema/engagement.ts';
import { buildTestApp, sessionCookieOf, signedInLearner, testConfig } from '../../testing/build-test-app.ts';
import { createChapter, createCourse, createUser } from '../../testing/factories.ts';
import { bodyOf, startTestSmtpServer } from '../../testing/smtp.ts';
import { watchingSince } from '../../testing/watching.ts';
import type { PasswordHashing } from '../accounts/password-hashing.ts';
import { resetPassword } from '../accounts/password-reset.ts';
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

/**
 * Delivers what was just queued. A row is due from the database's clock (microseconds) and claimed by the
 * server's (milliseconds): asked within the same millisecond, a message queued a moment ago is not due yet.
 */
const deliverQueued = () => app.outbox.deliverDue(new Date(Date.now() + 1000));

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
    expect(bodyOf(mail?.raw ?? '')).toContain('A member of our team will reply within one working day.');
    const [sent] = await db.select().from(outboxEmails);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    // Delivered once: another run finds nothing to send.
    expect(await app.outbox.deliverDue()).toBe(0);
    expect(received).toHaveLength(1);
  });

  it('escapes what users typed: their text never becomes markup', async () => {
    await enqueueEmail(db, 'newsletterWelcome', 'asha@example.com', {
      name: '<a href="https://evil.example">win</a>',
    });
    await deliverQueued();
    const html = bodyOf(received[0]?.raw ?? '').split('Content-Type: text/html')[1] ?? '';
    expect(html).toContain('&#60;a href=&#34;https://evil.example&#34;&#62;win&#60;/a&#62;');
    expect(html).not.toContain('<a href="https://evil.example">');
  });

  it('acknowledges a contact message with nothing the sender wrote, once a day per address', async () => {
    // The form e-mails whatever address is typed in: it must not carry a stranger's name, words or links there.
    const spam = {
      fullName: 'Claim your prize at https://evil.example',
      email: 'Victim@Example.com',
      message: 'Visit https://evil.example/win to collect ₹50,000 today. '.repeat(40),
    };
    for (let index = 0; index < 3; index += 1) {
      const sent = await app.inject({ method: 'POST', url: '/api/contactUs/bookAppointment', payload: spam });
      expect(sent.statusCode).toBe(201);
    }
    await app.inject({
      method: 'POST',
      url: '/api/contactUs/bookAppointment',
      payload: { ...spam, email: 'victim@example.com' },
    });
    expect(await deliverQueued()).toBe(1);
    expect(received).toHaveLength(1);
    const body = bodyOf(received[0]?.raw ?? '');
    expect(body).not.toContain('evil.example');
    expect(body).not.toContain('Claim your prize');
    // Every message is still kept for the team.
    const messages = await db.select().from(contactMessages).where(eq(contactMessages.email, spam.email));
    expect(messages.length).toBeGreaterThanOrEqual(3);
    // A day later the address may be acknowledged again.
    await db.update(outboxEmails).set({ createdAt: new Date(Date.now() - 25 * 60 * 60_000) });
    await app.inject({ method: 'POST', url: '/api/contactUs/bookAppointment', payload: spam });
    expect(await deliverQueued()).toBe(1);
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

    await app.backgroundTasks.settled();
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
    await app.backgroundTasks.settled();
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

    await Promise.all(
      Array.from({ length: 4 }, () =>
        app.inject({ method: 'POST', url: '/api/user/forgotPassword', payload: { email: user.email } }),
      ),
    );
    await app.backgroundTasks.settled();
    const links = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(links).toHaveLength(3);
  });

  it('spends every outstanding link of the account when one of them resets the password', async () => {
    const { user } = await createUser(db);
    for (let index = 0; index < 2; index += 1)
      await app.inject({ method: 'POST', url: '/api/user/forgotPassword', payload: { email: user.email } });
    await app.backgroundTasks.settled();
    expect(await deliverQueued()).toBe(2);
    const [first, second] = received.map((mail) => bodyOf(mail.raw).match(/code=([\w-]+)/)?.[1] ?? '');
    expect(first).not.toBe(second);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/user/resetPassword',
      payload: { token: first, newPassword: 'Brand-new-pass1' },
    });
    expect(reset.statusCode).toBe(200);
    const withSecond = await app.inject({
      method: 'POST',
      url: '/api/user/resetPassword',
      payload: { token: second, newPassword: 'Attacker-pass-99' },
    });
    expect(withSecond.statusCode).toBe(400);
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: 'Brand-new-pass1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('checks the link before it hashes the new password', async () => {
    let hashed = 0;
    const counting = {
      hash: async (password: string) => {
        hashed += 1;
        return `hashed:${password}`;
      },
      verify: async () => false,
    } as unknown as PasswordHashing;
    await expect(
      resetPassword(db, counting, { token: 'made-up-link', newPassword: 'Brand-new-pass1' }),
    ).rejects.toThrow('This reset link is invalid or has expired.');
    expect(hashed).toBe(0);
  });

  it('answers a request for an unknown address as for a known one, before looking either up', async () => {
    const { user } = await createUser(db);
    let started = 0;
    const tasks = app.backgroundTasks;
    const run = tasks.run;
    tasks.run = (name, task) => {
      started += 1;
      run(name, task);
    };
    try {
      for (const email of [user.email, 'nobody-here@example.com']) {
        const answer = await app.inject({
          method: 'POST',
          url: '/api/user/forgotPassword',
          payload: { email },
        });
        expect(answer.json()).toEqual({ success: true, message: answer.json().message });
      }
    } finally {
      tasks.run = run;
    }
    // Both answers left the lookup and the e-mail to work after them.
    expect(started).toBe(2);
    await app.backgroundTasks.settled();
    expect(await db.select().from(outboxEmails)).toHaveLength(1);
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

describe('mail about the account, certificates and refunds', () => {
  const sentWith = (subject: string) => received.filter((mail) => mail.raw.includes(`Subject: ${subject}`));
  const queuedFor = async (to: string, template: string) =>
    (await db.select().from(outboxEmails).where(eq(outboxEmails.to, to))).filter(
      (row) => row.template === template,
    );

  it('welcomes a new account once, with the registration', async () => {
    const payload = {
      name: 'Meera Nair',
      email: 'meera.new@example.com',
      mobileNo: '9876543210',
      password: 'Strong@pass1',
    };
    expect((await app.inject({ method: 'POST', url: '/api/user/register', payload })).statusCode).toBe(201);
    // Registering the same address again creates nothing and mails nothing.
    expect((await app.inject({ method: 'POST', url: '/api/user/register', payload })).statusCode).toBe(409);
    expect(await deliverQueued()).toBe(1);
    const [welcome] = sentWith('Welcome to Pathshala');
    expect(welcome?.to).toBe('meera.new@example.com');
    expect(bodyOf(welcome?.raw ?? '')).toContain('Hello Meera Nair,');
    expect(bodyOf(welcome?.raw ?? '')).toContain('http://localhost:3000/courses');
  });

  it('tells the account holder once when the password changes, in India time', async () => {
    const { user, password } = await createUser(db);
    const cookie =
      sessionCookieOf(
        await app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { email: user.email, password },
        }),
      ) ?? '';
    const change = (oldPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user/updatePassword',
        headers: { cookie },
        payload: { oldPassword, newPassword: 'Changed@pass9' },
      });
    expect((await change('Wrong@pass1')).statusCode).toBe(400);
    expect((await change(password)).statusCode).toBe(200);
    const [queued] = await queuedFor(user.email, 'passwordChanged');
    // Rendered from the instant it changed: 19:25 UTC is 12:55 am the next day in India.
    await db
      .update(outboxEmails)
      .set({ params: { name: user.name, changedAt: '2025-12-01T19:25:00.000Z' } })
      .where(eq(outboxEmails.id, queued?.id ?? ''));
    expect(await deliverQueued()).toBe(1);
    const [mail] = sentWith('Your Pathshala password was changed');
    expect(mail?.to).toBe(user.email);
    expect(bodyOf(mail?.raw ?? '')).toContain('changed on 2 December 2025, 12:55 am IST');
  });

  it('tells the account holder when a reset link sets a new password', async () => {
    const { user } = await createUser(db);
    await app.inject({ method: 'POST', url: '/api/user/forgotPassword', payload: { email: user.email } });
    await app.backgroundTasks.settled();
    await deliverQueued();
    const token = bodyOf(received[0]?.raw ?? '').match(/code=([\w-]+)/)?.[1] ?? '';
    const reset = await app.inject({
      method: 'POST',
      url: '/api/user/resetPassword',
      payload: { token, newPassword: 'Brand-new-pass1' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await deliverQueued()).toBe(1);
    expect(sentWith('Your Pathshala password was changed')).toHaveLength(1);
  });

  it('confirms a closed account once, with the last day to reinstate it', async () => {
    const { user, password } = await createUser(db);
    const cookie =
      sessionCookieOf(
        await app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { email: user.email, password },
        }),
      ) ?? '';
    const close = () => app.inject({ method: 'DELETE', url: '/api/user/delete', headers: { cookie } });
    const [first, second] = await Promise.all([close(), close()]);
    expect([first.statusCode, second.statusCode]).toContain(200);
    expect(await close()).toMatchObject({ statusCode: 401 });
    const queued = await queuedFor(user.email, 'accountClosed');
    expect(queued).toHaveLength(1);
    expect(await deliverQueued()).toBe(1);
    const body = bodyOf(sentWith('Your Pathshala account is closed')[0]?.raw ?? '');
    const closedAt = String(queued[0]?.params.closedAt);
    const lastDay = new Date(Date.parse(closedAt) + 14 * 86_400_000 + 330 * 60_000);
    const months = [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ];
    expect(body).toContain(
      `Write to support@pathshala.in by ${lastDay.getUTCDate()} ${months[lastDay.getUTCMonth()]} ${lastDay.getUTCFullYear()}`,
    );
  });

  it('mails an issued certificate once, with its public verification link', async () => {
    const { user, cookie } = await signedInLearner(app, db);
    const course = await createCourse(db, { title: 'Certified SQL' });
    const { lectures } = await createChapter(db, course.id, [
      { title: 'Only lecture', videoKey: 'videos/x.mp4' },
    ]);
    const lectureId = lectures[0]?.id ?? '';
    await db.update(lectureRows).set({ durationSeconds: 100 }).where(eq(lectureRows.id, lectureId));
    await db.insert(enrollments).values({ userId: user.id, courseId: course.id });
    const report = async () => {
      await watchingSince(db, user.id, [lectureId]);
      return app.inject({
        method: 'POST',
        url: '/api/lectures/progress',
        headers: { cookie },
        payload: { lectureId, positionSeconds: 100, durationSeconds: 100, played: [[0, 100]] },
      });
    };
    const certificateId: string = (await report()).json().data.course.certificateId;
    expect(certificateId).toMatch(/^PS-/);
    expect((await report()).json().data.course.certificateId).toBe(certificateId);
    expect(await deliverQueued()).toBe(1);
    const [mail] = sentWith('Your certificate for Certified SQL');
    expect(mail?.to).toBe(user.email);
    expect(bodyOf(mail?.raw ?? '')).toContain(`http://localhost:3000/certificate/${certificateId}`);
  });

  it('mails a refund the payment settles by itself once, with its credit note, however often it is settled', async () => {
    const { user, cookie } = await signedInLearner(app, db);
    const kept = await createCourse(db, {
      title: 'Kept course',
      realPricePaise: 200_000,
      discountedPricePaise: null,
    });
    const owned = await createCourse(db, {
      title: 'Owned course',
      realPricePaise: 100_000,
      discountedPricePaise: null,
    });
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: { cookie }, payload });
    for (const course of [kept, owned]) await post('/api/cart/addToCart', { courseId: course.id });
    const order = (await post('/api/payment/createCartOrder', {})).json().data;
    // The learner comes to own one of the courses while the checkout is open.
    await db.insert(enrollments).values({ userId: user.id, courseId: owned.id });
    const paid = (
      await post('/api/payment/simulator/pay', { orderId: order.razorpayOrder.id, outcome: 'success' })
    ).json().data;
    // The browser's confirmation settles the same payment again: nothing is refunded or mailed twice.
    await post('/api/payment/verifyPayment', { token: order.token, ...paid });
    await post('/api/payment/verifyPayment', { token: order.token, ...paid });
    expect(await queuedFor(user.email, 'refundIssued')).toHaveLength(1);
    await deliverQueued();
    const [mail] = sentWith(`Your refund for order`);
    expect(mail?.to).toBe(user.email);
    const body = bodyOf(mail?.raw ?? '');
    // The rupee sign is UTF-8 in a body read byte by byte: the amount is matched without it.
    expect(body).toMatch(/We have refunded \S+1,000 for order PS-/);
    expect(body).toMatch(/Credit note: CN\/\d{4}-\d{2}\/\d+/);
    expect(mail?.raw).toContain('application/pdf');
  });
});
