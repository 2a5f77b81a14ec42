/**
 * The public showcase behind 'Industry Projects': catalogue courses that carry projects, each project with the
 * opening of its brief as plain text.
 */
import { describe, expect, it } from 'vitest';
import { courseProjects } from '../../db/schema/projects.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createCourse } from '../../testing/factories.ts';

const { app, db } = await buildTestApp();

const project = (courseId: string, title: string, brief: string, position = 0) => ({
  courseId,
  title,
  brief,
  rubric: [{ criterion: 'Correct', points: 10 }],
  dueDays: 14,
  position,
});

describe('GET /api/projects/showcase', () => {
  it('lists the courses that carry projects with each project and a plain excerpt of its brief', async () => {
    const pandas = await createCourse(db, { title: 'Data Science with Python and Pandas' });
    const sql = await createCourse(db, { title: 'SQL and Data Analysis for Business' });
    await createCourse(db, { title: 'No Projects Here' });
    const draft = await createCourse(db, { title: 'Draft With Project', publishedAt: null });
    const programme = await createCourse(db, { title: 'A Programme', kind: 'programme' });
    await db
      .insert(courseProjects)
      .values([
        project(pandas.id, 'Churn analysis', 'A telecom operator wants to know **who leaves and why**.', 1),
        project(pandas.id, 'Diwali sales', `## Brief\nAnalyse ${'three months of sales '.repeat(20)}`, 0),
        project(sql.id, 'Monthly report', 'Write the SQL behind a [monthly report](https://example.com).'),
        project(draft.id, 'Hidden', 'Not public yet.'),
        project(programme.id, 'Programme project', 'Not a course.'),
      ]);

    const answer = await app.inject({ method: 'GET', url: '/api/projects/showcase' });
    expect(answer.statusCode, answer.body).toBe(200);
    const courses = answer.json().data.courses;
    // The most projects first.
    expect(courses.map((course: { title: string }) => course.title)).toEqual([pandas.title, sql.title]);
    expect(courses[0]).toMatchObject({ id: pandas.id, subject: pandas.subject, thumbnail: pandas.thumbnail });
    expect(courses[0].projects.map((entry: { title: string }) => entry.title)).toEqual([
      'Diwali sales',
      'Churn analysis',
    ]);
    const long = courses[0].projects[0].excerpt as string;
    expect(long.startsWith('Brief Analyse three months of sales')).toBe(true);
    expect(long.endsWith('…')).toBe(true);
    expect(long.length).toBeLessThanOrEqual(180);
    expect(courses[0].projects[1].excerpt).toBe('A telecom operator wants to know who leaves and why.');
    expect(courses[1].projects).toEqual([
      { id: expect.any(String), title: 'Monthly report', excerpt: 'Write the SQL behind a monthly report.' },
    ]);

    const first = await app.inject({ method: 'GET', url: '/api/projects/showcase?limit=1' });
    expect(first.json().data.courses).toHaveLength(1);
    for (const limit of ['0', '51', 'x']) {
      const refused = await app.inject({ method: 'GET', url: `/api/projects/showcase?limit=${limit}` });
      expect(refused.statusCode, limit).toBe(400);
      expect(refused.json().success).toBe(false);
    }
  });
});
