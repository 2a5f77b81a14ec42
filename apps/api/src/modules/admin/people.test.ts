import { randomUUID } from 'node:crypto';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  canMoveApplication,
  checkApplicationMove,
} from '@pathshala/shared/admin-people';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { auditEntries } from '../../db/schema/audit.ts';
import { outboxEmails } from '../../db/schema/email.ts';
import { careerApplications, contactMessages } from '../../db/schema/engagement.ts';
import { csvCell, parseCsv } from '../../lib/csv.ts';
import { buildTestApp, signedInLearner, testConfig } from '../../testing/build-test-app.ts';
import { pdfBytes } from '../../testing/documents.ts';
import { multipartForm } from '../../testing/multipart.ts';
import { explainQuery } from '../../testing/query-plans.ts';
import { enqueueEmail, messageIdOf } from '../email/outbox.ts';

const { app, db } = await buildTestApp({ rateLimits: { ...testConfig().rateLimits, formsPerMinute: 1000 } });

type Caller = { cookie: string; user: { id: string; email: string } };
let admin: Caller;
const call = (method: string, url: string, payload?: object, caller: Caller | undefined = admin) =>
  app.inject({
    method: method as 'GET',
    url,
    headers: caller ? { cookie: caller.cookie } : {},
    ...(payload ? { payload } : {}),
  });
const auditOf = (objectId: string) =>
  db.select().from(auditEntries).where(eq(auditEntries.objectId, objectId));

const resume = pdfBytes(200);

async function applyForCareer(fields: Partial<Record<string, string>> = {}) {
  const form = multipartForm(
    {
      name: 'Asha Verma',
      email: 'asha@example.com',
      mobileNo: '9876543210',
      college: 'Delhi University',
      year: 'third year',
      github: '',
      position: 'Frontend Engineer',
      ...fields,
    },
    { field: 'resume', filename: 'asha.pdf', contentType: 'application/pdf', content: resume },
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/internship/apply',
    headers: { 'content-type': form.contentType },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

async function applyForInternships(fields: Partial<Record<string, string>> = {}) {
  const form = multipartForm({
    fullName: 'Rohan Mehta',
    email: 'rohan@example.com',
    phoneNumber: '9123456780',
    university: 'IIT Bombay',
    program: 'B.Tech Computer Science',
    yearOfStudy: '2',
    internshipSelection: '1,3',
    motivation: 'I want to build real products with a team and learn how software ships to users.',
    consent: 'true',
    ...fields,
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/internshipapplication/applyforinternship',
    headers: { 'content-type': form.contentType },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

let careerId: string;
let internshipId: string;

beforeAll(async () => {
  admin = await signedInLearner(app, db, { role: 'admin' });
  careerId = await applyForCareer();
  internshipId = await applyForInternships();
});

describe('applications inbox', () => {
  it('lists both kinds in one paged list, filtered by kind, status, position, date and search', async () => {
    await applyForCareer({ name: 'Meena Iyer', email: 'meena@example.com', position: 'Data Analyst' });
    const all = (await call('GET', '/api/admin/applications?sort=createdAt&order=asc')).json().data;
    expect(all.total).toBe(3);
    expect(all.items.map((item: { kind: string }) => item.kind)).toEqual(['career', 'internship', 'career']);
    expect(all.items[1]).toMatchObject({
      id: internshipId,
      name: 'Rohan Mehta',
      positions: ['Frontend Developer Intern', 'Data Analyst Intern'],
      college: 'IIT Bombay',
      status: 'new',
      hasResume: false,
    });
    expect(all.items[0]).toMatchObject({ id: careerId, positions: ['Frontend Engineer'], hasResume: true });

    const page = (
      await call('GET', '/api/admin/applications?pageSize=2&page=2&sort=createdAt&order=asc')
    ).json().data;
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items).toHaveLength(1);

    const ids = async (query: string) =>
      (await call('GET', `/api/admin/applications?${query}`))
        .json()
        .data.items.map((item: { id: string }) => item.id);
    expect(await ids('kind=internship')).toEqual([internshipId]);
    expect(await ids('position=frontend%20engineer')).toEqual([careerId]);
    expect(await ids('position=Data%20Analyst%20Intern')).toEqual([internshipId]);
    expect(await ids('q=rohan')).toEqual([internshipId]);
    expect(await ids('from=2099-01-01')).toEqual([]);
    expect((await ids('from=2000-01-01&to=2099-12-31')).length).toBe(3);
    expect(await ids('status=offered')).toEqual([]);
    expect(await ids('q=%25')).toEqual([]);

    const bad = await call('GET', '/api/admin/applications?kind=alumni');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'Kind must be career or internship.' });
  });

  it('shows one application with every field, its notes and where it may go next', async () => {
    const detail = (await call('GET', `/api/admin/applications/internship/${internshipId}`)).json().data;
    expect(detail).toMatchObject({
      kind: 'internship',
      program: 'B.Tech Computer Science',
      year: '2',
      resumeUrl: null,
      nextStatuses: ['under_review', 'shortlisted', 'offered', 'rejected'],
      interview: null,
      notes: [],
    });
    expect(detail.motivation).toContain('real products');
    const career = (await call('GET', `/api/admin/applications/career/${careerId}`)).json().data;
    expect(career.resumeUrl).toBe(`/api/admin/applications/career/${careerId}/resume`);
    // The kind is part of the address: a career id asked as an internship is not found.
    expect((await call('GET', `/api/admin/applications/internship/${careerId}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/applications/career/${randomUUID()}`)).json()).toEqual({
      success: false,
      message: 'Application not found',
    });
  });

  it('allows exactly the workflow transitions and refuses every other jump', async () => {
    const target = await applyForCareer({ name: 'Workflow Tester', position: 'Workflow' });
    const setStored = (status: ApplicationStatus) =>
      db.update(careerApplications).set({ status }).where(eq(careerApplications.id, target));
    for (const from of APPLICATION_STATUSES) {
      for (const to of APPLICATION_STATUSES) {
        await setStored(from);
        const response = await call('PUT', `/api/admin/applications/career/${target}/status`, { status: to });
        const allowed = from === to || canMoveApplication(from, to);
        expect(response.statusCode, `${from} → ${to}`).toBe(allowed ? 200 : 409);
        const [stored] = await db.select().from(careerApplications).where(eq(careerApplications.id, target));
        expect(stored?.status, `${from} → ${to}`).toBe(allowed ? to : from);
        if (!allowed) {
          const check = checkApplicationMove(from, to, 'staff');
          expect(response.json().message).toBe(check.ok ? '' : check.message);
        }
      }
    }
    // The allowed moves, written down once more in words.
    expect(canMoveApplication('offered', 'new')).toBe(false);
    expect(canMoveApplication('new', 'offered')).toBe(true);
    expect(canMoveApplication('new', 'interview')).toBe(false);
    expect(canMoveApplication('interview', 'rejected')).toBe(true);
    expect(canMoveApplication('rejected', 'shortlisted')).toBe(false);
    expect(canMoveApplication('shortlisted', 'withdrawn')).toBe(false);
  });

  it('walks an application from new to offered through the API, audited step by step', async () => {
    const target = await applyForInternships({ fullName: 'Step By Step', email: 'steps@example.com' });
    for (const status of ['shortlisted', 'offered'] as const) {
      if (status === 'offered') {
        const scheduled = await call('PUT', `/api/admin/applications/internship/${target}/interview`, {
          startsAt: '2030-01-10T10:00:00+05:30',
          durationMinutes: 30,
          mode: 'phone',
          location: '+91 98765 43210',
        });
        expect(scheduled.statusCode, scheduled.body).toBe(200);
        expect(scheduled.json().data.status).toBe('interview');
      }
      const response = await call('PUT', `/api/admin/applications/internship/${target}/status`, { status });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.status).toBe(status);
    }
    const back = await call('PUT', `/api/admin/applications/internship/${target}/status`, { status: 'new' });
    expect(back.statusCode).toBe(409);
    // The same status again is a repeated click: nothing changes, nothing is audited.
    const again = await call('PUT', `/api/admin/applications/internship/${target}/status`, {
      status: 'offered',
    });
    expect(again.statusCode).toBe(200);
    const entries = await auditOf(target);
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['application.status', { status: 'new' }, { status: 'shortlisted' }],
      [
        'application.interview',
        { status: 'shortlisted', interview: null },
        {
          status: 'interview',
          interview: {
            startsAt: '2030-01-10T04:30:00.000Z',
            durationMinutes: 30,
            mode: 'phone',
            location: '+91 98765 43210',
          },
        },
      ],
      ['application.status', { status: 'interview' }, { status: 'offered' }],
    ]);
    const detail = (await call('GET', `/api/admin/applications/internship/${target}`)).json().data;
    expect(detail).toMatchObject({ status: 'offered', nextStatuses: [] });
    expect(detail.statusChangedAt).not.toBeNull();
    const bad = await call('PUT', `/api/admin/applications/internship/${target}/status`, { status: 'hired' });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps notes as written, in order, with their author and time', async () => {
    const first = await call('POST', `/api/admin/applications/career/${careerId}/notes`, {
      body: 'Strong portfolio.\nCall on Monday.',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      body: 'Strong portfolio.\nCall on Monday.',
      authorId: admin.user.id,
      authorEmail: admin.user.email,
    });
    const other = await signedInLearner(app, db, { role: 'admin' });
    await call('POST', `/api/admin/applications/career/${careerId}/notes`, { body: 'Agreed.' }, other);
    const notes = (await call('GET', `/api/admin/applications/career/${careerId}`)).json().data.notes;
    expect(notes.map((note: { body: string; authorEmail: string }) => [note.body, note.authorEmail])).toEqual(
      [
        ['Strong portfolio.\nCall on Monday.', admin.user.email],
        ['Agreed.', other.user.email],
      ],
    );
    expect(Date.parse(notes[0].createdAt)).toBeLessThanOrEqual(Date.parse(notes[1].createdAt));
    expect((await auditOf(careerId)).map((entry) => entry.action)).toEqual([
      'application.note',
      'application.note',
    ]);

    const empty = await call('POST', `/api/admin/applications/career/${careerId}/notes`, { body: '   ' });
    expect(empty.json()).toEqual({ success: false, message: 'Note is required' });
    const missing = await call('POST', `/api/admin/applications/career/${randomUUID()}/notes`, { body: 'x' });
    expect(missing.statusCode).toBe(404);
  });

  it('downloads the résumé as an attachment, to admins only', async () => {
    const url = `/api/admin/applications/career/${careerId}/resume`;
    const response = await call('GET', url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="resume-Asha-Verma-${careerId.slice(0, 8)}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(resume)).toBe(true);

    const learner = await signedInLearner(app, db);
    expect((await call('GET', url, undefined, learner)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const none = await call('GET', `/api/admin/applications/internship/${internshipId}/resume`);
    expect(none.json()).toEqual({ success: false, message: 'This application has no résumé.' });
    expect(none.statusCode).toBe(404);
  });

  it('exports the filtered list as CSV with every cell quoted and formulas neutralised', async () => {
    const hostile = await applyForCareer({
      name: 'Formula Person',
      position: '=HYPERLINK("http://evil.example")',
    });
    await db
      .update(careerApplications)
      .set({ college: '@SUM(A1)', year: '+91 98765', email: '-cmd@example.com' })
      .where(eq(careerApplications.id, hostile));
    const response = await call('GET', '/api/admin/applications/export?kind=career&q=formula');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="pathshala-applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Received (IST)","Kind","Name","E-mail","Phone","Positions","College","Year","Status"',
    );
    expect(lines).toHaveLength(2);
    const cells = parseCsv(response.body)?.[1];
    expect(cells?.slice(1)).toEqual([
      'career',
      'Formula Person',
      "'-cmd@example.com",
      '9876543210',
      `'=HYPERLINK("http://evil.example")`,
      "'@SUM(A1)",
      "'+91 98765",
      'new',
    ]);
    expect(lines[1]).toContain('"\'=HYPERLINK(""http://evil.example"")"');

    const everything = parseCsv((await call('GET', '/api/admin/applications/export')).body) ?? [];
    const total = (await call('GET', '/api/admin/applications')).json().data.total;
    expect(everything).toHaveLength(total + 1);
  });

  it('keeps numbers as numbers and quotes every cell (the shared CSV writer)', () => {
    expect(csvCell('-12.5')).toBe('"-12.5"');
    expect(csvCell('-1 day')).toBe(`"'-1 day"`);
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(parseCsv('a,"b,c"\r\n"d""e",f\n')).toEqual([
      ['a', 'b,c'],
      ['d"e', 'f'],
    ]);
    expect(parseCsv('"open')).toBeNull();
  });
});

describe('contact messages', () => {
  it('lists and searches messages, and marks one handled (and back), audited', async () => {
    for (const [fullName, email, message] of [
      ['Kiran Rao', 'kiran@example.com', 'When does the next batch start?'],
      ['Leela Das', 'leela@example.com', 'I need an invoice for my company'],
    ]) {
      const sent = await app.inject({
        method: 'POST',
        url: '/api/contactUs/bookAppointment',
        payload: { fullName, email, message },
      });
      expect(sent.statusCode).toBe(201);
    }
    const listed = (await call('GET', '/api/admin/contact-messages?q=invoice')).json().data;
    expect(listed.items).toEqual([
      expect.objectContaining({ fullName: 'Leela Das', handledAt: null, handledByEmail: null }),
    ]);
    const id = listed.items[0].id as string;

    const handled = await call('PATCH', `/api/admin/contact-messages/${id}`, { handled: true });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().data).toMatchObject({ handledBy: admin.user.id, handledByEmail: admin.user.email });
    expect(handled.json().data.handledAt).not.toBeNull();
    const open = (await call('GET', '/api/admin/contact-messages?handled=false')).json().data;
    expect(open.items.map((item: { fullName: string }) => item.fullName)).toEqual(['Kiran Rao']);
    const done = (await call('GET', '/api/admin/contact-messages?handled=true')).json().data;
    expect(done.items.map((item: { id: string }) => item.id)).toEqual([id]);

    // Marking it handled again changes nothing; unmarking clears who and when.
    await call('PATCH', `/api/admin/contact-messages/${id}`, { handled: true });
    const reopened = await call('PATCH', `/api/admin/contact-messages/${id}`, { handled: false });
    expect(reopened.json().data).toMatchObject({ handledAt: null, handledBy: null });
    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual(['contact.handled', 'contact.handled']);
    expect(entries[0]?.before).toEqual({ handledAt: null, handledBy: null });

    expect(
      (await call('PATCH', `/api/admin/contact-messages/${randomUUID()}`, { handled: true })).statusCode,
    ).toBe(404);
    expect((await call('PATCH', `/api/admin/contact-messages/${id}`, { handled: 'yes' })).statusCode).toBe(
      400,
    );
    const [stored] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored?.handledAt).toBeNull();
  });
});

describe('newsletter subscribers', () => {
  it('lists open accounts that subscribed and exports them as CSV', async () => {
    const subscribe = async (name: string) => {
      const learner = await signedInLearner(app, db, { name });
      await call('POST', '/api/user/updateNewsLetter', undefined, learner);
      return learner;
    };
    const priya = await subscribe('Priya Shah');
    const formula = await subscribe('=Formula Name');
    const leaving = await subscribe('Gone Soon');
    await db.update(users).set({ closedAt: new Date() }).where(eq(users.id, leaving.user.id));
    const changedMind = await subscribe('Changed Mind');
    await call('POST', '/api/user/updateNewsLetter', undefined, changedMind);

    const listed = (await call('GET', '/api/admin/newsletter/subscribers?sort=name&order=asc')).json().data;
    expect(listed.items.map((item: { name: string }) => item.name)).toEqual(['=Formula Name', 'Priya Shah']);
    expect(listed.items[1]).toMatchObject({ userId: priya.user.id, email: priya.user.email });
    expect(listed.items[1].subscribedAt).not.toBeNull();
    expect((await call('GET', '/api/admin/newsletter/subscribers?q=priya')).json().data.total).toBe(1);

    const exported = await call('GET', '/api/admin/newsletter/subscribers/export');
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="pathshala-newsletter-subscribers-/,
    );
    const rows = parseCsv(exported.body) ?? [];
    expect(rows[0]).toEqual(['Name', 'E-mail', 'Subscribed since (IST)', 'Account created (IST)']);
    expect(rows.slice(1).map((row) => [row[0], row[1]])).toEqual([
      ['Priya Shah', priya.user.email],
      ["'=Formula Name", formula.user.email],
    ]);
    expect(rows[1]?.[2]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});

describe('e-mail outbox', () => {
  it('pages and filters by status, and sends a failed or sent message again, audited', async () => {
    const [failed] = await db
      .update(outboxEmails)
      .set({ status: 'failed', attempts: 8, lastError: 'mailbox unavailable' })
      .where(eq(outboxEmails.template, 'contactAcknowledgement'))
      .returning();
    if (!failed) throw new Error('no contact acknowledgement queued');
    const failedOnly = (await call('GET', '/api/admin/outbox?status=failed')).json().data;
    expect(failedOnly.emails.every((email: { status: string }) => email.status === 'failed')).toBe(true);
    expect(failedOnly.total).toBeGreaterThanOrEqual(1);
    const everything = (await call('GET', '/api/admin/outbox')).json().data;
    expect(everything).toMatchObject({ page: 1, pageSize: 50 });
    const paged = (await call('GET', '/api/admin/outbox?pageSize=1&page=2')).json().data;
    expect(paged.emails).toHaveLength(1);
    expect(paged.total).toBe(everything.total);
    expect((await call('GET', '/api/admin/outbox?status=lost')).statusCode).toBe(400);

    const resent = await call('POST', `/api/admin/outbox/${failed.id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data).toMatchObject({
      id: failed.id,
      status: 'pending',
      attempts: 0,
      lastError: null,
    });
    const [stored] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, failed.id));
    expect(stored).toMatchObject({ status: 'pending', attempts: 0, resends: 1, sentAt: null });
    // A deliberate resend gets a new Message-ID; retries of one send keep theirs.
    expect(messageIdOf({ id: failed.id, resends: 0 })).not.toBe(messageIdOf(stored ?? failed));
    const [entry] = await auditOf(failed.id);
    expect(entry).toMatchObject({
      action: 'email.resend',
      before: { status: 'failed', attempts: 8, resends: 0 },
      after: { status: 'pending', attempts: 0, resends: 1 },
    });

    const waiting = await call('POST', `/api/admin/outbox/${failed.id}/resend`);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe('This e-mail is still waiting to be sent.');
    await db
      .update(outboxEmails)
      .set({ status: 'sent', sentAt: new Date() })
      .where(eq(outboxEmails.id, failed.id));
    expect((await call('POST', `/api/admin/outbox/${failed.id}/resend`)).json().data.status).toBe('pending');
    expect((await call('POST', `/api/admin/outbox/${randomUUID()}/resend`)).statusCode).toBe(404);
  });

  it('lists e-mails without their text, and renders one when it is opened', async () => {
    await enqueueEmail(db, 'newsletterWelcome', 'reader@example.com', { name: 'Reader' });
    const listed = (await call('GET', '/api/admin/outbox?q=reader%40example.com')).json().data.emails;
    expect(listed).toHaveLength(1);
    expect(listed[0]).not.toHaveProperty('text');
    const opened = await call('GET', `/api/admin/outbox/${listed[0].id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ ...listed[0], text: expect.stringContaining('Reader') });
    const missing = await call('GET', `/api/admin/outbox/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'E-mail not found' });
  });

  it("shows staff a reset e-mail with its link hidden; only the account holder's copy carries it", async () => {
    await enqueueEmail(db, 'passwordReset', 'hidden.link@example.com', {
      name: 'Learner',
      link: 'https://pathshala.test/reset-password?code=live-secret-code',
      minutes: 30,
    });
    const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.to, 'hidden.link@example.com'));
    const opened = await call('GET', `/api/admin/outbox/${row?.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.text).not.toContain('live-secret-code');
    expect(opened.json().data.text).toContain('only the account holder receives this link');
    // What is sent is untouched.
    expect(row?.params.link).toBe('https://pathshala.test/reset-password?code=live-secret-code');
  });

  it('stores the subject when a message is queued, lists it, and searches the address or the subject', async () => {
    await enqueueEmail(db, 'purchaseReceipt', 'buyer.one@example.com', {
      name: 'Buyer',
      receipt: 'PS-ZQXW-0001',
      items: [],
      amount: '₹499',
      discount: null,
      paidAt: '1 Jan 2026',
    });
    await enqueueEmail(db, 'passwordReset', 'zqxw.learner@example.com', {
      name: 'Learner',
      link: 'https://pathshala.test/reset',
      minutes: 30,
    });
    const [stored] = await db
      .select({ subject: outboxEmails.subject })
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'buyer.one@example.com'));
    expect(stored?.subject).toBe('Your Pathshala receipt PS-ZQXW-0001');

    const search = async (q: string) => {
      const response = await call('GET', `/api/admin/outbox?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, response.body).toBe(200);
      const { emails, total } = response.json().data as {
        emails: { to: string; subject: string }[];
        total: number;
      };
      expect(total).toBe(emails.length);
      return emails.map((email) => `${email.to} | ${email.subject}`).sort();
    };
    // One by its subject, one by its address, in any case.
    const both = [
      'buyer.one@example.com | Your Pathshala receipt PS-ZQXW-0001',
      'zqxw.learner@example.com | Reset your Pathshala password',
    ];
    expect(await search('zqxw')).toEqual(both);
    expect(await search('ZQXW')).toEqual(both);
    expect(await search('receipt ps-zqxw')).toEqual([both[0]]);
    expect(await search('zqxw.learner@')).toEqual([both[1]]);
    expect(await search('no such words anywhere')).toEqual([]);
    // LIKE's wildcards are searched as text.
    expect(await search('%_%')).toEqual([]);

    // An index can serve the search (the test database is small: sequential scans are priced out to ask).
    const plan = await explainQuery(
      db,
      {
        query: 'select id from outbox_emails where "to" ilike $1 or subject ilike $1',
        params: ['%receipt ps-zqxw%'],
      },
      { forceIndexes: true },
    );
    expect(plan.scans.filter((scan) => scan.includes('outbox_emails'))).not.toEqual([]);
    expect(plan.scans).not.toContain('Seq Scan on outbox_emails');
  });
});
