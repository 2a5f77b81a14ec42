import { indiaDay } from '@pathshala/shared/dates';
import { isEligible } from '@pathshala/shared/jobs-board';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/audit.ts';
import { positions } from '../../db/schema/engagement.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';

const { app, db } = await buildTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;
const today = indiaDay(Date.now());
const yesterday = indiaDay(Date.now() - DAY_MS);
const nextMonth = indiaDay(Date.now() + 30 * DAY_MS);

let admin: { cookie: string };
let learner: { cookie: string };

type Listed = { id: string; title: string; [key: string]: unknown };

const board = async (query = '') => {
  const response = await app.inject({ method: 'GET', url: `/api/positions${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.positions as Listed[]).map((position) => position.title).sort();
};

beforeAll(async () => {
  admin = await signedInLearner(app, db, { role: 'admin' });
  learner = await signedInLearner(app, db);
  await db.insert(positions).values([
    {
      title: 'Frontend Intern',
      category: 'Engineering',
      kind: 'internship',
      workMode: 'Remote',
      eligibleYears: ['2', '3'],
      eligibleProgrammes: ['B.Tech', 'BCA'],
      payMinPaise: 15_000_00,
      payMaxPaise: 20_000_00,
      skills: ['React'],
      deadline: nextMonth,
      listingId: 1,
    },
    {
      title: 'Final Year Analyst',
      category: 'Engineering',
      kind: 'internship',
      workMode: 'Hybrid',
      city: 'Pune',
      eligibleYears: ['4', '5+'],
    },
    {
      title: 'Designer',
      category: 'Design',
      kind: 'job',
      workMode: 'On-site',
      eligibleProgrammes: ['B.Des'],
    },
    { title: 'Open To All', category: 'Marketing', kind: 'internship', workMode: 'Remote', deadline: today },
    { title: 'Closed Role', category: 'Design', kind: 'job', open: false },
    {
      title: 'Expired Role',
      category: 'Design',
      kind: 'internship',
      workMode: 'Remote',
      deadline: yesterday,
    },
  ]);
});

describe('the jobs and internships board', () => {
  it('lists open positions whose deadline day in India has not ended; closed and expired ones leave it', async () => {
    expect(await board()).toEqual(['Designer', 'Final Year Analyst', 'Frontend Intern', 'Open To All']);
  });

  it('filters by kind, category and location', async () => {
    expect(await board('?kind=job')).toEqual(['Designer']);
    expect(await board('?kind=internship&category=Engineering')).toEqual([
      'Final Year Analyst',
      'Frontend Intern',
    ]);
    expect(await board('?location=Remote')).toEqual(['Frontend Intern', 'Open To All']);
  });

  it('filters by eligibility as isEligible decides: a 2nd-year B.Tech student', async () => {
    expect(await board('?year=2&programme=B.Tech')).toEqual(['Frontend Intern', 'Open To All']);
    expect(await board('?year=4&programme=b.des')).toEqual(['Designer', 'Final Year Analyst', 'Open To All']);
    // The SQL and the shared rule agree on every listed row.
    const rows = (await app.inject({ method: 'GET', url: '/api/positions' })).json().data.positions as {
      title: string;
      eligibleYears: string[];
      eligibleProgrammes: string[];
    }[];
    for (const student of [
      { year: '2', programme: 'B.Tech' },
      { year: '5+', programme: 'MBA' },
      { year: '3', programme: 'BCA' },
    ]) {
      const expected = rows
        .filter((row) => isEligible(row, student))
        .map((row) => row.title)
        .sort();
      expect(await board(`?year=${encodeURIComponent(student.year)}&programme=${student.programme}`)).toEqual(
        expected,
      );
    }
  });

  it('answers a position with its board fields, pay in rupees', async () => {
    const [row] = await db.select().from(positions).where(eq(positions.title, 'Frontend Intern'));
    const response = await app.inject({ method: 'GET', url: `/api/positions/${row?.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.position).toMatchObject({
      title: 'Frontend Intern',
      listingId: 1,
      kind: 'internship',
      location: 'Remote',
      pay: { min: 15000, max: 20000 },
      eligibleYears: ['2', '3'],
      skills: ['React'],
      deadline: nextMonth,
    });
  });

  it('a closed or expired position is not found, and a malformed id is refused', async () => {
    for (const title of ['Closed Role', 'Expired Role']) {
      const [row] = await db.select().from(positions).where(eq(positions.title, title));
      const response = await app.inject({ method: 'GET', url: `/api/positions/${row?.id}` });
      expect(response.statusCode, title).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Position not found' });
    }
    // A malformed id is refused by the parameter's schema, with the same message.
    const bad = await app.inject({ method: 'GET', url: '/api/positions/not-an-id' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, message: 'Position not found' });
  });

  it.each([['?category=Sales'], ['?location=Moon'], ['?year=9'], ['?programme=PhD'], ['?kind=gig']])(
    'refuses %s with 400',
    async (query) => {
      const response = await app.inject({ method: 'GET', url: `/api/positions${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    },
  );

  it('the careers list (getInternships) leaves out expired positions too', async () => {
    const listed = (await app.inject({ method: 'GET', url: '/api/internships/getInternships' })).json().data
      .internships as Listed[];
    const titles = listed.map((item) => item.title);
    expect(titles).not.toContain('Expired Role');
    expect(titles).not.toContain('Closed Role');
    expect(titles).toContain('Open To All');
  });
});

describe('managing positions in the console', () => {
  const body = {
    title: 'Data Intern',
    category: 'Engineering',
    kind: 'internship',
    location: 'Hybrid',
    city: 'Bengaluru',
    team: 'Analytics',
    durationMonths: 6,
    payMin: 12000,
    payMax: 18000,
    eligibleYears: ['3', '4'],
    eligibleProgrammes: ['B.Tech', 'MCA'],
    skills: ['SQL', 'Python'],
    deadline: nextMonth,
    openings: 2,
  };

  it('only an admin writes: a visitor gets 401, a learner 403', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/api/admin/positions', payload: body })).statusCode,
    ).toBe(401);
    const asLearner = await app.inject({
      method: 'POST',
      url: '/api/admin/positions',
      payload: body,
      headers: { cookie: learner.cookie },
    });
    expect(asLearner.statusCode).toBe(403);
  });

  it('creates, edits, closes and reopens with the new fields, each audited, the board following', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/positions',
      payload: body,
      headers: { cookie: admin.cookie },
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json().data;
    expect(item).toMatchObject({ ...body, open: true, listingId: null });
    const [stored] = await db.select().from(positions).where(eq(positions.id, item.id));
    expect(stored).toMatchObject({ workMode: 'Hybrid', payMinPaise: 12_000_00, payMaxPaise: 18_000_00 });
    expect(await board('?year=3&programme=MCA')).toContain('Data Intern');

    const patch = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/positions/${item.id}`,
        payload,
        headers: { cookie: admin.cookie },
      });
    expect((await patch({ eligibleYears: ['4'] })).statusCode).toBe(200);
    expect(await board('?year=3&programme=MCA')).not.toContain('Data Intern');
    expect((await patch({ open: false })).statusCode).toBe(200);
    expect(await board()).not.toContain('Data Intern');
    expect((await patch({ open: true, deadline: yesterday })).statusCode).toBe(200);
    expect(await board()).not.toContain('Data Intern');
    expect((await patch({ deadline: null })).statusCode).toBe(200);
    expect(await board()).toContain('Data Intern');

    const actions = (await db.select().from(auditEntries).where(eq(auditEntries.objectId, item.id))).map(
      (entry) => entry.action,
    );
    expect(actions).toEqual([
      'position.create',
      'position.update',
      'position.update',
      'position.update',
      'position.update',
    ]);
  });

  it.each([
    [{ ...body, payMin: 20000, payMax: 10000 }, 'The lowest pay must not be above the highest.'],
    [{ ...body, deadline: '2026-02-30' }, 'Deadline must be a real date.'],
    [{ ...body, eligibleYears: ['6'] }, 'Unknown year of study.'],
    [{ ...body, skills: ['SQL', 'sql'] }, 'Each skill may appear once.'],
    [{ ...body, location: 'Moon' }, 'Location must be one of: Remote, On-site, Hybrid.'],
    [{ ...body, openings: 0 }, 'Openings must be 1 or more.'],
  ])('refuses %j with 400', async (payload, message) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/positions',
      payload,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('an edit of one end of the pay range is checked against the stored other end', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/positions',
      payload: { ...body, title: 'Range Intern' },
      headers: { cookie: admin.cookie },
    });
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/admin/positions/${created.json().data.id}`,
      payload: { payMin: 50000 },
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'The lowest pay must not be above the highest.',
    });
  });
});
