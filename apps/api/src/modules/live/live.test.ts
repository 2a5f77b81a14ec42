import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrollments } from '../../db/schema/commerce.ts';
import { outboxEmails } from '../../db/schema/email.ts';
import { liveSessions } from '../../db/schema/live.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createChapter, createCourse, createInstructor } from '../../testing/factories.ts';
import { bodyOf, startTestSmtpServer } from '../../testing/smtp.ts';
import { escapeIcsText, foldIcsLine, liveSessionIcs } from './ics.ts';
import { sendLiveReminders } from './service.ts';

const smtp = await startTestSmtpServer();
const { app, db } = await buildTestApp({
  mail: { smtpUrl: smtp.url, from: 'Pathshala <no-reply@pathshala.in>', outboxPollMs: 0 },
});

type Caller = { cookie: string; user: { id: string; email: string } } | undefined;
const call = (caller: Caller, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: caller ? { cookie: caller.cookie } : {},
    ...(payload ? { payload } : {}),
  });

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

let course: Awaited<ReturnType<typeof createCourse>>;
let otherCourse: Awaited<ReturnType<typeof createCourse>>;
let lectureId: string;
let otherLectureId: string;
let teacher: NonNullable<Caller>;
let otherTeacher: NonNullable<Caller>;
let admin: NonNullable<Caller>;
let learner: NonNullable<Caller>;
let outsider: NonNullable<Caller>;

async function enrol(userId: string, courseId: string) {
  await db.insert(enrollments).values({ userId, courseId });
}

async function schedule(caller: Caller, courseId: string, overrides: object = {}) {
  const response = await call(caller, 'POST', `/api/instructor/courses/${courseId}/live-sessions`, {
    title: 'Joins, live',
    startsAt: inMinutes(120),
    durationMinutes: 60,
    joinUrl: 'https://meet.google.com/abc-defg-hij',
    agenda: 'Inner and outer joins',
    ...overrides,
  });
  return response;
}

async function scheduled(overrides: object = {}) {
  const response = await schedule(teacher, course.id, overrides);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; joinUrl: string };
}

const sessionsSeenBy = async (caller: Caller, courseId = course.id) => {
  const response = await call(caller, 'GET', `/api/courses/${courseId}/live-sessions`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.sessions as { id: string; joinUrl: string | null; status: string }[];
};

const remindersTo = async (email: string) =>
  db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.template, 'liveSessionReminder'), eq(outboxEmails.to, email)));

beforeAll(async () => {
  const [ananya, ravi] = await Promise.all([createInstructor(db), createInstructor(db)]);
  course = await createCourse(db, { title: 'SQL for Analysts', instructorId: ananya.id });
  otherCourse = await createCourse(db, { title: 'Django Basics', instructorId: ravi.id });
  lectureId = (await createChapter(db, course.id, [{ title: 'Joins recording' }])).lectures[0]?.id ?? '';
  otherLectureId = (await createChapter(db, otherCourse.id, [{ title: 'Forms' }])).lectures[0]?.id ?? '';
  [teacher, otherTeacher, admin, learner, outsider] = await Promise.all([
    signedInLearner(app, db, { role: 'instructor', instructorId: ananya.id }),
    signedInLearner(app, db, { role: 'instructor', instructorId: ravi.id }),
    signedInLearner(app, db, { role: 'admin' }),
    signedInLearner(app, db, { name: 'Meera Iyer' }),
    signedInLearner(app, db),
  ]);
  await enrol(learner.user.id, course.id);
  await enrol(outsider.user.id, otherCourse.id);
});

describe('who may schedule, edit and cancel', () => {
  it("lets the course's instructor and an admin schedule; another instructor is told there is no such course", async () => {
    expect((await schedule(teacher, course.id)).statusCode).toBe(201);
    expect((await schedule(admin, course.id)).statusCode).toBe(201);
    const other = await schedule(otherTeacher, course.id);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ success: false, message: 'Course not found' });
    expect((await schedule(learner, course.id)).statusCode).toBe(403);
    expect((await schedule(undefined, course.id)).statusCode).toBe(401);
  });

  it('lets only the course staff edit, cancel and list with join links', async () => {
    const session = await scheduled();
    const url = `/api/instructor/live-sessions/${session.id}`;
    expect((await call(otherTeacher, 'PATCH', url, { title: 'Taken over' })).statusCode).toBe(404);
    expect((await call(otherTeacher, 'POST', `${url}/cancel`)).statusCode).toBe(404);
    expect(
      (await call(otherTeacher, 'GET', `/api/instructor/courses/${course.id}/live-sessions`)).statusCode,
    ).toBe(404);

    const edited = await call(teacher, 'PATCH', url, { title: 'Window functions', durationMinutes: 90 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'Window functions', durationMinutes: 90 });
    const byAdmin = await call(admin, 'PATCH', url, { agenda: 'ROW_NUMBER, RANK' });
    expect(byAdmin.json().data.agenda).toBe('ROW_NUMBER, RANK');

    const cancelled = await call(teacher, 'POST', `${url}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled' });
    expect((await sessionsSeenBy(learner)).map((seen) => seen.id)).not.toContain(session.id);
    const staffList = (
      await call(teacher, 'GET', `/api/instructor/courses/${course.id}/live-sessions`)
    ).json().data;
    expect(staffList.sessions.find((row: { id: string }) => row.id === session.id)).toMatchObject({
      status: 'cancelled',
      joinUrl: 'https://meet.google.com/abc-defg-hij',
    });
    expect(staffList.lectures).toEqual([
      expect.objectContaining({ id: lectureId, title: 'Joins recording' }),
    ]);
  });

  it('answers invalid input with 400 and the message', async () => {
    const cases: [object, string][] = [
      [{ title: '  ' }, 'Please enter a title for the session'],
      [{ startsAt: '10 January, evening' }, 'Please enter the start date and time'],
      [{ startsAt: inMinutes(-5) }, 'The session must start in the future'],
      [{ durationMinutes: 5 }, 'The length must be between 15 and 480 minutes'],
      [{ durationMinutes: 90.5 }, 'The length must be between 15 and 480 minutes'],
      [{ joinUrl: 'http://meet.google.com/abc' }, 'The join link must be an https:// meeting link'],
      [{ joinUrl: 'javascript:alert(1)' }, 'The join link must be an https:// meeting link'],
      [{ agenda: 'x'.repeat(2001) }, 'The agenda is too long (at most 2000 characters)'],
    ];
    for (const [overrides, message] of cases) {
      const response = await schedule(teacher, course.id, overrides);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
    }
    const session = await scheduled();
    const recording = await call(teacher, 'PUT', `/api/instructor/live-sessions/${session.id}/recording`, {
      lectureId: otherLectureId,
    });
    expect(recording.statusCode).toBe(400);
  });
});

describe('the join link', () => {
  it('goes to learners of the course only inside the window, and to no one else', async () => {
    const soon = await scheduled({ title: 'Starting soon', startsAt: inMinutes(10) });
    const later = await scheduled({ title: 'Starting later', startsAt: inMinutes(60) });
    const pick = (sessions: { id: string; joinUrl: string | null }[], id: string) =>
      sessions.find((session) => session.id === id);

    const asLearner = await sessionsSeenBy(learner);
    expect(pick(asLearner, soon.id)?.joinUrl).toBe('https://meet.google.com/abc-defg-hij');
    expect(pick(asLearner, later.id)).toMatchObject({ joinUrl: null, status: 'scheduled' });
    for (const stranger of [undefined, outsider]) {
      const seen = await sessionsSeenBy(stranger);
      expect(pick(seen, soon.id)).toMatchObject({ joinUrl: null });
      expect(pick(seen, later.id)).toMatchObject({ joinUrl: null });
    }
    expect(pick(await sessionsSeenBy(teacher), later.id)?.joinUrl).toBe(
      'https://meet.google.com/abc-defg-hij',
    );

    const upcoming = (await call(learner, 'GET', '/api/live-sessions/upcoming')).json().data.sessions;
    expect(pick(upcoming, soon.id)?.joinUrl).toBe('https://meet.google.com/abc-defg-hij');
    expect(pick(upcoming, later.id)?.joinUrl).toBeNull();
    const outsiders = (await call(outsider, 'GET', '/api/live-sessions/upcoming')).json().data.sessions;
    expect(pick(outsiders, soon.id)).toBeUndefined();
  });

  it('is gone once the enrolment is revoked', async () => {
    const revoked = await signedInLearner(app, db);
    await enrol(revoked.user.id, course.id);
    const soon = await scheduled({ startsAt: inMinutes(5) });
    const seen = async () =>
      (await sessionsSeenBy(revoked)).find((session) => session.id === soon.id)?.joinUrl;
    expect(await seen()).toBe('https://meet.google.com/abc-defg-hij');
    await db.update(enrollments).set({ status: 'revoked' }).where(eq(enrollments.userId, revoked.user.id));
    expect(await seen()).toBeNull();
  });

  it('points learners to the recording once attached', async () => {
    const session = await scheduled({ startsAt: inMinutes(1) });
    const early = await call(teacher, 'PUT', `/api/instructor/live-sessions/${session.id}/recording`, {
      lectureId,
    });
    expect(early.json()).toEqual({
      success: false,
      message: 'The recording can be attached once the session has started',
    });
    // The session is over (written directly: the API only schedules into the future).
    await db
      .update(liveSessions)
      .set({ startsAt: new Date(Date.now() - 3 * 60 * MINUTE) })
      .where(eq(liveSessions.id, session.id));
    const attached = await call(teacher, 'PUT', `/api/instructor/live-sessions/${session.id}/recording`, {
      lectureId,
    });
    expect(attached.statusCode, attached.body).toBe(200);
    const seen = await sessionsSeenBy(learner);
    const past = seen.find((row) => row.id === session.id);
    expect(past).toMatchObject({ status: 'ended', recordingLectureId: lectureId, joinUrl: null });
    // Sessions to come first, then the recordings.
    expect(seen.map((row) => row.status === 'ended')).toEqual([
      ...seen.filter((row) => row.status !== 'ended').map(() => false),
      true,
    ]);
  });
});

describe('the calendar file', () => {
  it('gives UTC times, a UID and escaped text', () => {
    const ics = liveSessionIcs(
      {
        id: '8d1f3c1e-0000-4000-8000-000000000001',
        title: 'Joins; outer, inner \\ self',
        courseTitle: 'SQL for Analysts',
        // 7:30 pm IST is 14:00 UTC.
        startsAt: new Date('2026-01-10T19:30:00+05:30'),
        durationMinutes: 90,
        agenda: 'Line one\nLine two',
        url: 'https://pathshala.in/course/SQL/1',
        cancelled: false,
        createdAt: new Date('2025-12-31T23:59:00Z'),
        updatedAt: new Date('2026-01-01T00:00:00Z'),
      },
      new Date('2026-01-02T03:04:05Z'),
    );
    const lines = ics.split('\r\n');
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(lines).toContain('DTSTART:20260110T140000Z');
    expect(lines).toContain('DTEND:20260110T153000Z');
    expect(lines).toContain('DTSTAMP:20260102T030405Z');
    expect(lines).toContain('SEQUENCE:60');
    expect(lines).toContain('UID:8d1f3c1e-0000-4000-8000-000000000001@live.pathshala.in');
    expect(lines).toContain('SUMMARY:Joins\\; outer\\, inner \\\\ self');
    expect(ics.replace(/\r\n /g, '')).toContain('Agenda:\\nLine one\\nLine two');
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const folded = foldIcsLine(`DESCRIPTION:${'अ'.repeat(40)}`);
    expect(folded.split('\r\n ').join('')).toBe(`DESCRIPTION:${'अ'.repeat(40)}`);
  });

  it('downloads for learners of the course and staff, not for others', async () => {
    const session = await scheduled({ title: 'Subqueries, CTEs' });
    const url = `/api/live-sessions/${session.id}/calendar.ics`;
    const file = await call(learner, 'GET', url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.headers['content-disposition']).toBe('attachment; filename="subqueries-ctes.ics"');
    expect(file.body).toContain('SUMMARY:Subqueries\\, CTEs');
    expect(file.body).not.toContain('meet.google.com');
    expect((await call(teacher, 'GET', url)).statusCode).toBe(200);
    expect((await call(outsider, 'GET', url)).statusCode).toBe(404);
    expect((await call(undefined, 'GET', url)).statusCode).toBe(401);
  });
});

describe('e-mail', () => {
  it('sends the invitation with its calendar file to the learners through SMTP', async () => {
    smtp.received.length = 0;
    const session = await scheduled({ title: 'Indexes and plans', startsAt: '2099-03-01T18:00:00+05:30' });
    await app.outbox.deliverDue();
    const mail = smtp.received.find(
      (received) => received.to === learner.user.email && received.raw.includes('Indexes and plans'),
    );
    expect(mail, 'invitation delivered').toBeDefined();
    const body = bodyOf(mail?.raw ?? '');
    expect(body).toContain('Subject: Live session scheduled: Indexes and plans');
    expect(body).toContain('Sun, 1 Mar 2099, 6:00 pm IST');
    expect(body).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i);
    expect(body).toContain('filename=indexes-and-plans.ics');
    const calendar = Buffer.from(
      (mail?.raw ?? '').split(/filename=indexes-and-plans\.ics\r?\n\r?\n/)[1]?.split(/\r?\n--/)[0] ?? '',
      'base64',
    ).toString('utf8');
    expect(calendar).toContain('DTSTART:20990301T123000Z');
    expect(calendar).toContain(`UID:${session.id}@live.pathshala.in`);
    expect(smtp.received.some((received) => received.to === outsider.user.email)).toBe(false);
  });

  it('tells learners of a new time and of a cancellation, with calendar files that update the one event', async () => {
    smtp.received.length = 0;
    const session = await scheduled({ title: 'Normal forms', startsAt: '2099-04-01T18:00:00+05:30' });
    const url = `/api/instructor/live-sessions/${session.id}`;
    expect((await call(teacher, 'PATCH', url, { agenda: 'Only the agenda' })).statusCode).toBe(200);
    expect((await call(teacher, 'PATCH', url, { startsAt: '2099-04-02T18:30:00+05:30' })).statusCode).toBe(
      200,
    );
    expect((await call(teacher, 'POST', `${url}/cancel`)).statusCode).toBe(200);
    await app.outbox.deliverDue();
    const subjects = smtp.received
      .filter((received) => received.to === learner.user.email)
      .map((received) => /^Subject: (.*)$/m.exec(received.raw)?.[1]);
    expect(subjects).toEqual([
      'Live session scheduled: Normal forms',
      'New time: Normal forms',
      'Cancelled: Normal forms',
    ]);
    const cancellation = smtp.received.find((received) => received.raw.includes('Subject: Cancelled'));
    expect(cancellation?.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/i);
  });

  it('reminds each learner once, however many sweeps run at once, and not for cancelled sessions or revoked learners', async () => {
    const nisha = await signedInLearner(app, db);
    const gone = await signedInLearner(app, db);
    const freshCourse = await createCourse(db, { instructorId: (await createInstructor(db)).id });
    await enrol(nisha.user.id, freshCourse.id);
    await enrol(gone.user.id, freshCourse.id);
    await db.update(enrollments).set({ status: 'revoked' }).where(eq(enrollments.userId, gone.user.id));
    const schedule = (title: string, minutes: number) =>
      call(admin, 'POST', `/api/instructor/courses/${freshCourse.id}/live-sessions`, {
        title,
        startsAt: inMinutes(minutes),
        durationMinutes: 45,
        joinUrl: 'https://zoom.us/j/123456789',
      }).then((response) => response.json().data as { id: string });
    await schedule('Within the hour', 30);
    const cancelled = await schedule('Called off', 40);
    await schedule('Tomorrow', 24 * 60);
    await call(admin, 'POST', `/api/instructor/live-sessions/${cancelled.id}/cancel`);

    await Promise.all([sendLiveReminders(db), sendLiveReminders(db)]);
    await sendLiveReminders(db);

    const toNisha = await remindersTo(nisha.user.email);
    expect(toNisha.map((row) => row.subject)).toEqual(['Starting in an hour: Within the hour']);
    expect(await remindersTo(gone.user.email)).toEqual([]);

    await app.outbox.deliverDue();
    const delivered = smtp.received.filter(
      (received) => received.to === nisha.user.email && received.raw.includes('Starting in an hour'),
    );
    expect(delivered).toHaveLength(1);
  });
});
