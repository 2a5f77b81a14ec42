import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/audit.ts';
import { outboxEmails } from '../../db/schema/email.ts';
import { internshipApplications } from '../../db/schema/engagement.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { buildTestApp, signedInLearner, testConfig } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { multipartForm } from '../../testing/multipart.ts';
import { bodyOf, startTestSmtpServer } from '../../testing/smtp.ts';
import { linkVisitorApplications } from '../accounts/application-linking.ts';
import { resolveSocialUser } from '../accounts/social-sign-in.ts';

const smtp = await startTestSmtpServer();
const { app, db } = await buildTestApp({
  rateLimits: { ...testConfig().rateLimits, formsPerMinute: 1000 },
  mail: { smtpUrl: smtp.url, from: 'Pathshala <no-reply@pathshala.in>', outboxPollMs: 0 },
});

type Caller = { cookie: string; user: { id: string; email: string } };
let admin: Caller;
let learner: Caller;
let otherLearner: Caller;

const call = (method: string, url: string, caller?: Caller, payload?: object) =>
  app.inject({
    method: method as 'GET',
    url,
    headers: caller ? { cookie: caller.cookie } : {},
    ...(payload ? { payload } : {}),
  });

/** The internship form, sent signed in (with the caller's cookie) or as a visitor. */
async function applyForInternship(email: string, caller?: Caller, fullName = 'Asha Verma') {
  const form = multipartForm({
    fullName,
    email,
    phoneNumber: '9123456780',
    university: 'IIT Bombay',
    program: 'B.Tech Computer Science',
    yearOfStudy: '2',
    internshipSelection: '1',
    motivation: 'I want to build real products with a team and learn how software ships to users.',
    consent: 'true',
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/internshipapplication/applyforinternship',
    headers: { 'content-type': form.contentType, ...(caller ? { cookie: caller.cookie } : {}) },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

const move = (id: string, status: string, caller: Caller = admin) =>
  call('PUT', `/api/admin/applications/internship/${id}/status`, caller, { status });
const schedule = (id: string, body: object, caller: Caller = admin) =>
  call('PUT', `/api/admin/applications/internship/${id}/interview`, caller, body);
const withdraw = (id: string, caller: Caller) =>
  call('POST', `/api/user/applications/internship/${id}/withdraw`, caller);
const mine = async (caller: Caller) =>
  (await call('GET', '/api/user/applications', caller)).json().data.applications as {
    id: string;
    status: string;
    history: { status: string }[];
    interview: { mode: string } | null;
    canWithdraw: boolean;
  }[];
const storedStatus = async (id: string) =>
  (await db.select().from(internshipApplications).where(eq(internshipApplications.id, id)))[0]?.status;

beforeAll(async () => {
  admin = await signedInLearner(app, db, { role: 'admin' });
  learner = await signedInLearner(app, db);
  otherLearner = await signedInLearner(app, db);
});

describe('the hiring pipeline, staff side', () => {
  it('lets only staff move an application', async () => {
    const id = await applyForInternship(learner.user.email, learner);
    expect((await move(id, 'shortlisted', learner)).statusCode).toBe(403);
    expect(
      (
        await call('PUT', `/api/admin/applications/internship/${id}/status`, undefined, {
          status: 'shortlisted',
        })
      ).statusCode,
    ).toBe(401);
    expect(await storedStatus(id)).toBe('new');
  });

  it('moves only forward or to a final state, each move audited and in the history', async () => {
    const id = await applyForInternship(learner.user.email, learner);
    expect((await move(id, 'under_review')).statusCode).toBe(200);
    expect((await move(id, 'shortlisted')).statusCode).toBe(200);
    const back = await move(id, 'under_review');
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({
      success: false,
      message: 'An application cannot move from shortlisted to under_review.',
    });
    const staffWithdraw = await move(id, 'withdrawn');
    expect(staffWithdraw.json().message).toBe('Only the applicant can withdraw an application.');
    expect((await move(id, 'rejected')).statusCode).toBe(200);
    expect((await move(id, 'offered')).statusCode).toBe(409);

    const audit = await db.select().from(auditEntries).where(eq(auditEntries.objectId, id));
    expect(audit.map((entry) => [entry.action, entry.before, entry.after, entry.actorId])).toEqual([
      ['application.status', { status: 'new' }, { status: 'under_review' }, admin.user.id],
      ['application.status', { status: 'under_review' }, { status: 'shortlisted' }, admin.user.id],
      ['application.status', { status: 'shortlisted' }, { status: 'rejected' }, admin.user.id],
    ]);
    const [application] = (await mine(learner)).filter((item) => item.id === id);
    expect(application?.history.map((step) => step.status)).toEqual([
      'new',
      'under_review',
      'shortlisted',
      'rejected',
    ]);
    expect(application?.canWithdraw).toBe(false);
  });

  it('e-mails the applicant in plain words at every move, and tells the bell without a second e-mail', async () => {
    const id = await applyForInternship(learner.user.email, learner);
    await move(id, 'shortlisted');
    const mails = await db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.to, learner.user.email), eq(outboxEmails.template, 'applicationStatusChanged')),
      );
    expect(mails.some((mail) => (mail.params as { applicationId: string }).applicationId === id)).toBe(true);
    const bell = await db.select().from(notifications).where(eq(notifications.userId, learner.user.id));
    expect(bell.some((item) => (item.params as { status: string }).status === 'shortlisted')).toBe(true);
    const notificationMails = await db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, learner.user.email), eq(outboxEmails.template, 'notification')));
    expect(notificationMails).toEqual([]);
  });

  it('writes the e-mail in Hindi to an applicant whose language is Hindi', async () => {
    const hindi = await signedInLearner(app, db, { language: 'hi-IN' });
    const id = await applyForInternship(hindi.user.email, hindi);
    await move(id, 'under_review');
    const [mail] = await db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.to, hindi.user.email), eq(outboxEmails.template, 'applicationStatusChanged')),
      );
    expect(mail?.locale).toBe('hi-IN');
    expect(mail?.subject).toMatch(/आवेदन/);
  });

  it('moves several at once, each checked and audited on its own, and lists what failed', async () => {
    const fresh = await applyForInternship(learner.user.email, learner);
    const closed = await applyForInternship(learner.user.email, learner);
    await move(closed, 'rejected');
    const missing = randomUUID();
    const response = await call('POST', '/api/admin/applications/status', admin, {
      status: 'shortlisted',
      applications: [
        { kind: 'internship', id: fresh },
        { kind: 'internship', id: closed },
        { kind: 'career', id: missing },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Moved 1, 2 not moved',
      data: {
        moved: [{ kind: 'internship', id: fresh }],
        failed: [
          {
            kind: 'internship',
            id: closed,
            message: 'An application cannot move from rejected to shortlisted.',
          },
          { kind: 'career', id: missing, message: 'Application not found' },
        ],
      },
    });
    expect(await storedStatus(fresh)).toBe('shortlisted');
    expect(await storedStatus(closed)).toBe('rejected');
    const audit = await db.select().from(auditEntries).where(eq(auditEntries.objectId, fresh));
    expect(audit.map((entry) => entry.action)).toEqual(['application.status']);
    const bad = await call('POST', '/api/admin/applications/status', admin, {
      status: 'shortlisted',
      applications: [],
    });
    expect(bad.json()).toEqual({ success: false, message: 'Choose the applications to move.' });
    const byLearner = await call('POST', '/api/admin/applications/status', learner, {
      status: 'shortlisted',
      applications: [{ kind: 'internship', id: fresh }],
    });
    expect(byLearner.statusCode).toBe(403);
  });

  it('schedules the interview and e-mails a calendar invitation that a reschedule updates', async () => {
    const id = await applyForInternship(learner.user.email, learner, 'Asha Verma');
    await move(id, 'shortlisted');
    const invalid = await schedule(id, {
      startsAt: '2030-01-10T10:00:00+05:30',
      durationMinutes: 30,
      mode: 'video',
      location: 'meet me somewhere',
    });
    expect(invalid.json()).toEqual({
      success: false,
      message: 'The video call link must start with https://.',
    });
    const first = await schedule(id, {
      startsAt: '2030-01-10T10:00:00+05:30',
      durationMinutes: 45,
      mode: 'video',
      location: 'https://meet.example.com/asha-interview',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      status: 'interview',
      interview: { startsAt: '2030-01-10T04:30:00.000Z', durationMinutes: 45, mode: 'video' },
    });
    const second = await schedule(id, {
      startsAt: '2030-01-11T15:30:00+05:30',
      durationMinutes: 30,
      mode: 'onsite',
      location: 'Pathshala, 4th floor, 80 Feet Road; Koramangala, Bengaluru',
    });
    expect(second.statusCode).toBe(200);

    smtp.received.length = 0;
    await app.outbox.deliverDue(new Date(Date.now() + 1000));
    const invites = smtp.received.filter(
      (mail) => mail.to === learner.user.email && mail.raw.includes('interview.ics'),
    );
    expect(invites).toHaveLength(2);
    const calendars = invites.map((mail) => calendarOf(mail.raw).replace(/\r\n /g, ''));
    for (const ics of calendars) {
      expect(ics).toContain('METHOD:REQUEST\r\n');
      expect(ics).toContain(`UID:interview-internship-${id}@hiring.pathshala.in\r\n`);
      expect(ics.endsWith('\r\n')).toBe(true);
    }
    const [firstIcs = '', secondIcs = ''] = calendars.sort(
      (a, b) => a.indexOf('SEQUENCE:1') - b.indexOf('SEQUENCE:1'),
    );
    expect(firstIcs).toContain('SEQUENCE:0\r\n');
    expect(firstIcs).toContain('DTSTART:20300110T043000Z\r\n');
    expect(firstIcs).toContain('DTEND:20300110T051500Z\r\n');
    expect(secondIcs).toContain('SEQUENCE:1\r\n');
    expect(secondIcs).toContain('DTSTART:20300111T100000Z\r\n');
    const unfolded = secondIcs;
    expect(unfolded).toContain(
      'LOCATION:On site: Pathshala\\, 4th floor\\, 80 Feet Road\\; Koramangala\\, Bengaluru',
    );
    expect(unfolded).toContain(
      `ATTENDEE;CN="Asha Verma";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${learner.user.email}`,
    );
    expect(bodyOf(invites[0]?.raw ?? '')).toMatch(/Interview for|New interview time for/);

    const audit = await db.select().from(auditEntries).where(eq(auditEntries.objectId, id));
    expect(audit.map((entry) => entry.action)).toEqual([
      'application.status',
      'application.interview',
      'application.interview',
    ]);
    const [application] = (await mine(learner)).filter((item) => item.id === id);
    expect(application).toMatchObject({ status: 'interview', interview: { mode: 'onsite' } });
    expect(application?.history.map((step) => step.status)).toEqual(['new', 'shortlisted', 'interview']);

    await move(id, 'offered');
    const closed = await schedule(id, {
      startsAt: '2030-01-12T10:00:00+05:30',
      durationMinutes: 30,
      mode: 'phone',
      location: '+91 98765 43210',
    });
    expect(closed.statusCode).toBe(409);
  });
});

/** The calendar attachment of a captured message, decoded. */
function calendarOf(raw: string) {
  const part = raw.split(/\r?\n--/).find((chunk) => /filename="?interview\.ics/.test(chunk)) ?? '';
  const [headers = '', ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding: base64/i.test(headers))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return bodyOf(body);
}

describe('the hiring pipeline, applicant side', () => {
  it('shows an applicant only their own applications, and withdraws only their own', async () => {
    const id = await applyForInternship(learner.user.email, learner);
    expect((await mine(learner)).map((item) => item.id)).toContain(id);
    expect((await mine(otherLearner)).map((item) => item.id)).not.toContain(id);
    const stranger = await withdraw(id, otherLearner);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ success: false, message: 'Application not found' });
    expect(await storedStatus(id)).toBe('new');
    expect((await call('GET', '/api/user/applications')).statusCode).toBe(401);
  });

  it('withdraws an open application, audited, and refuses after an offer or a final state', async () => {
    const open = await applyForInternship(learner.user.email, learner);
    await move(open, 'shortlisted');
    const done = await withdraw(open, learner);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.application).toMatchObject({ id: open, status: 'withdrawn', canWithdraw: false });
    const [entry] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.objectId, open), eq(auditEntries.action, 'application.withdraw')));
    expect(entry).toMatchObject({ actorId: learner.user.id, after: { status: 'withdrawn' } });
    expect((await withdraw(open, learner)).statusCode).toBe(409);

    const offered = await applyForInternship(learner.user.email, learner);
    await move(offered, 'offered');
    const refused = await withdraw(offered, learner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      message: 'An application cannot be withdrawn after an offer.',
    });
    expect(await storedStatus(offered)).toBe('offered');
    expect(
      (await call('POST', `/api/user/applications/alumni/${offered}/withdraw`, learner)).statusCode,
    ).toBe(400);
  });

  it("links a visitor's application to the account once the address is proven by a password reset", async () => {
    const email = `visitor-${randomUUID().slice(0, 8)}@example.com`;
    const id = await applyForInternship(email);
    const { user, password } = await createUser(db, { email });
    let current = password;
    const login = async () => {
      const response = await call('POST', '/api/user/login', undefined, { email, password: current });
      return { cookie: String(response.headers['set-cookie']).split(';')[0] ?? '', user };
    };
    // Registered with the address, not yet proven: the application stays the visitor's.
    expect((await mine(await login())).map((item) => item.id)).not.toContain(id);

    await call('POST', '/api/user/forgotPassword', undefined, { email });
    await app.backgroundTasks.settled();
    const [resetMail] = await db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, email), eq(outboxEmails.template, 'passwordReset')));
    const token = /code=([\w-]+)/.exec(
      String((resetMail?.params as { link?: string } | undefined)?.link),
    )?.[1];
    current = 'Brand-new-pass1';
    const reset = await call('POST', '/api/user/resetPassword', undefined, { token, newPassword: current });
    expect(reset.statusCode, reset.body).toBe(200);
    const [stored] = await db.select().from(internshipApplications).where(eq(internshipApplications.id, id));
    expect(stored?.userId).toBe(user.id);
    expect((await mine(await login())).map((item) => item.id)).toContain(id);
    // Again: nothing left to link.
    expect(await linkVisitorApplications(db, user)).toBe(0);
  });

  it('links at a provider-verified social sign-in, never through an unverified address', async () => {
    const email = `social-${randomUUID().slice(0, 8)}@example.com`;
    const id = await applyForInternship(email.toUpperCase());
    const unverified = await resolveSocialUser(db, 'google', 'signup', {
      subject: randomUUID(),
      email,
      emailVerified: false,
      name: 'Visitor',
    });
    expect(unverified).toEqual({ error: 'unverifiedEmail' });
    const outcome = await resolveSocialUser(db, 'google', 'signup', {
      subject: randomUUID(),
      email,
      emailVerified: true,
      name: 'Visitor',
    });
    expect('user' in outcome).toBe(true);
    const userId = 'user' in outcome ? outcome.user.id : '';
    const [stored] = await db.select().from(internshipApplications).where(eq(internshipApplications.id, id));
    expect(stored?.userId).toBe(userId);
  });
});
