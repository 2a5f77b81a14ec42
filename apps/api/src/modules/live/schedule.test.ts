/**
 * The public schedule behind 'Workshops & Webinars': sessions to come of public courses and programmes, with
 * the facts anyone may see and never a join link.
 */
import { describe, expect, it } from 'vitest';
import { liveSessions } from '../../db/schema/live.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createCourse } from '../../testing/factories.ts';

const { app, db } = await buildTestApp();
const MINUTE = 60_000;

describe('GET /api/live-sessions/schedule', () => {
  it('lists sessions to come of public courses and programmes, soonest first, without links or agendas', async () => {
    const course = await createCourse(db, { title: 'SQL and Data Analysis for Business' });
    const programme = await createCourse(db, { title: 'DSA Placement Programme', kind: 'programme' });
    const draft = await createCourse(db, { title: 'Unannounced', publishedAt: null });
    const deleted = await createCourse(db, { title: 'Withdrawn', deletedAt: new Date() });
    const now = Date.now();
    const session = (courseId: string, title: string, startsInMinutes: number, extra = {}) => ({
      courseId,
      title,
      startsAt: new Date(now + startsInMinutes * MINUTE),
      durationMinutes: 60,
      joinUrl: 'https://meet.example.com/secret-room',
      agenda: 'Only for learners',
      ...extra,
    });
    await db
      .insert(liveSessions)
      .values([
        session(programme.id, 'Mock interview clinic', 120),
        session(course.id, 'Window functions live', 30),
        session(course.id, 'Under way', -10),
        session(course.id, 'Over', -120),
        session(course.id, 'Called off', 60, { cancelledAt: new Date() }),
        session(draft.id, 'Draft course session', 45),
        session(deleted.id, 'Deleted course session', 45),
      ]);

    const answer = await app.inject({ method: 'GET', url: '/api/live-sessions/schedule' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
    expect(answer.body).not.toContain('secret-room');
    expect(answer.body).not.toContain('Only for learners');
    const sessions = answer.json().data.sessions;
    expect(sessions.map((entry: { title: string }) => entry.title)).toEqual([
      'Under way',
      'Window functions live',
      'Mock interview clinic',
    ]);
    expect(sessions[1]).toEqual({
      id: expect.any(String),
      title: 'Window functions live',
      startsAt: new Date(now + 30 * MINUTE).toISOString(),
      durationMinutes: 60,
      course: { id: course.id, title: course.title, kind: 'course' },
    });
    expect(sessions[2].course).toEqual({ id: programme.id, title: programme.title, kind: 'programme' });

    const one = await app.inject({ method: 'GET', url: '/api/live-sessions/schedule?limit=1' });
    expect(one.json().data.sessions.map((entry: { title: string }) => entry.title)).toEqual(['Under way']);
  });

  it('refuses a limit that is not a whole number from 1 to 50', async () => {
    for (const limit of ['0', '51', 'abc', '2.5']) {
      const answer = await app.inject({ method: 'GET', url: `/api/live-sessions/schedule?limit=${limit}` });
      expect(answer.statusCode, limit).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });
});
