import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mockTests, questions } from '../../db/schema/practice.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createCourse } from '../../testing/factories.ts';

const { app, db } = await buildTestApp();
const admin = await signedInLearner(app, db, { role: 'admin' });
const learner = await signedInLearner(app, db);

const call = (
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, payload, headers: { cookie } });

const single = {
  topic: 'quantitative-aptitude',
  subtopic: 'Profit and loss',
  difficulty: 'medium',
  kind: 'single',
  prompt: 'A shirt bought for ₹400 is sold for ₹500. What is the profit per cent?',
  options: ['20 %', '25 %', '30 %', '15 %'],
  correct: [1],
  explanation: 'Profit ₹100 on a cost of ₹400 is 100/400 = 25 %.',
};

describe('question bank', () => {
  it('keeps the rules of each kind of question', async () => {
    const cases: [object, string][] = [
      [{ ...single, correct: [0, 1] }, 'A single-choice question has exactly one correct option.'],
      [{ ...single, correct: [7] }, 'The correct answer must be one of the options.'],
      [{ ...single, options: ['Yes'] }, 'Give 2 to 6 options.'],
      [{ ...single, options: ['20 %', '20 % '], correct: [0] }, 'Options must differ from each other.'],
      [
        { ...single, kind: 'multiple', correct: [] },
        'A multiple-choice question needs at least one correct option.',
      ],
      [{ ...single, kind: 'numeric' }, 'A numeric question has no options.'],
      [{ ...single, kind: 'numeric', options: [], correct: [] }, 'A numeric question needs its answer.'],
      [{ ...single, explanation: ' ' }, 'Explanation is required'],
      [{ ...single, topic: 'astrology' }, 'Choose a topic from the list.'],
      [
        { ...single, key: 'Bad Key!' },
        'Key takes 3 to 80 lower-case letters, digits, dots, dashes or underscores.',
      ],
    ];
    for (const [payload, message] of cases) {
      const refused = await call(admin.cookie, 'POST', '/api/admin/questions', payload);
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json()).toEqual({ success: false, message });
    }
  });

  it('adds, edits, archives and restores a question; an archived one leaves practice', async () => {
    const created = await call(admin.cookie, 'POST', '/api/admin/questions', {
      ...single,
      key: 'admin.profit.001',
    });
    expect(created.json().data).toMatchObject({ key: 'admin.profit.001', archived: false, usedInTests: 0 });
    const id = created.json().data.id;
    const taken = await call(admin.cookie, 'POST', '/api/admin/questions', {
      ...single,
      key: 'admin.profit.001',
    });
    expect(taken.statusCode).toBe(409);

    const numeric = {
      ...single,
      kind: 'numeric',
      options: [],
      correct: [],
      numericAnswer: 25,
      numericTolerance: 0,
    };
    const edited = await call(admin.cookie, 'PUT', `/api/admin/questions/${id}`, numeric);
    expect(edited.json().data).toMatchObject({ kind: 'numeric', numericAnswer: 25, options: [] });

    const practising = { topic: 'quantitative-aptitude', subtopic: 'Profit and loss' };
    expect(
      (await call(learner.cookie, 'POST', '/api/practice/next', practising)).json().data.question.id,
    ).toBe(id);
    await call(admin.cookie, 'DELETE', `/api/admin/questions/${id}`);
    expect(
      (await call(learner.cookie, 'POST', '/api/practice/next', practising)).json().data.question,
    ).toBeNull();
    const restored = await call(admin.cookie, 'PUT', `/api/admin/questions/${id}`, {
      ...numeric,
      archived: false,
    });
    expect(restored.json().data.archived).toBe(false);

    const listed = (
      await call(admin.cookie, 'GET', '/api/admin/questions?q=shirt&topic=quantitative-aptitude')
    ).json().data;
    expect(listed.items.map((item: { id: string }) => item.id)).toEqual([id]);
    expect((await call(learner.cookie, 'GET', '/api/admin/questions')).statusCode).toBe(403);
  });
});

describe('bulk import', () => {
  const csv = [
    'key,topic,subtopic,difficulty,kind,prompt,option_a,option_b,option_c,option_d,correct,numeric_answer,numeric_tolerance,explanation',
    'csv.ratio.001,quantitative-aptitude,Ratio,easy,single,"Split ₹90 in the ratio 1:2, the larger share is?",₹30,₹45,₹60,₹90,C,,,"2/3 of ₹90 is ₹60."',
    'csv.ratio.002,quantitative-aptitude,Ratio,easy,multiple,Which ratios equal 1:2?,2:4,3:5,5:10,4:6,"A;C",,,"2:4 and 5:10 reduce to 1:2."',
    'csv.ratio.003,quantitative-aptitude,Ratio,medium,numeric,"If a:b = 2:3 and b = 12, what is a?",,,,,,8,0,"a = 12 × 2/3 = 8."',
  ].join('\n');

  it('reports on a dry run and writes nothing', async () => {
    const before = await db.select().from(questions);
    const dry = await call(admin.cookie, 'POST', '/api/admin/questions/import', {
      format: 'csv',
      content: csv,
    });
    expect(dry.json()).toMatchObject({
      message: 'Dry run: nothing was written',
      data: {
        dryRun: true,
        rows: 3,
        create: ['csv.ratio.001', 'csv.ratio.002', 'csv.ratio.003'],
        errors: [],
        written: 0,
      },
    });
    expect(await db.select().from(questions)).toHaveLength(before.length);
  });

  it('writes all rows or none', async () => {
    const broken = `${csv}\ncsv.ratio.004,quantitative-aptitude,Ratio,easy,single,Broken row,1,2,3,4,Z,,,Because.`;
    const refused = await call(admin.cookie, 'POST', '/api/admin/questions/import', {
      format: 'csv',
      content: broken,
      dryRun: false,
    });
    expect(refused.json().data).toMatchObject({
      written: 0,
      errors: [{ row: 5, key: 'csv.ratio.004', message: 'The correct answer must be one of the options.' }],
    });
    expect(await db.select().from(questions).where(eq(questions.key, 'csv.ratio.001'))).toHaveLength(0);

    const written = await call(admin.cookie, 'POST', '/api/admin/questions/import', {
      format: 'csv',
      content: csv,
      dryRun: false,
    });
    expect(written.json().data).toMatchObject({ written: 3, errors: [] });
    const [multiple] = await db.select().from(questions).where(eq(questions.key, 'csv.ratio.002'));
    expect(multiple).toMatchObject({ kind: 'multiple', correct: [0, 2] });

    // The same file again changes nothing; an edited row updates its question by key.
    const again = await call(admin.cookie, 'POST', '/api/admin/questions/import', {
      format: 'json',
      content: JSON.stringify([
        {
          key: 'csv.ratio.003',
          ...single,
          subtopic: 'Ratio',
          kind: 'numeric',
          options: [],
          correct: [],
          numericAnswer: 8,
        },
        { key: 'csv.ratio.003', ...single },
      ]),
    });
    expect(again.json().data.errors).toEqual([
      { row: 2, key: 'csv.ratio.003', message: 'The key is used again (first in row 1).' },
    ]);
    const update = await call(admin.cookie, 'POST', '/api/admin/questions/import', {
      format: 'json',
      content: JSON.stringify({ questions: [{ key: 'csv.ratio.001', ...single }] }),
    });
    expect(update.json().data).toMatchObject({ update: ['csv.ratio.001'], create: [], unchanged: [] });
  });

  it('answers a broken file with a clear message', async () => {
    const notJson = await call(admin.cookie, 'POST', '/api/admin/questions/import', {
      format: 'json',
      content: '[{',
    });
    expect(notJson.json()).toEqual({ success: false, message: 'The file is not valid JSON.' });
    const noHeader = await call(admin.cookie, 'POST', '/api/admin/questions/import', {
      format: 'csv',
      content: 'a,b\n1,2',
    });
    expect(noHeader.json().message).toMatch(/^The CSV header lacks: key, topic/);
  });
});

describe('mock tests in the console', () => {
  it('puts a test behind a course and lists attempts with integrity counts', async () => {
    const [question] = await db
      .insert(questions)
      .values({ key: 'mock.console.001', ...single, options: single.options, correct: [1] })
      .returning();
    const [test] = await db
      .insert(mockTests)
      .values({
        slug: 'console-mock',
        title: 'Console mock',
        sections: [
          {
            title: 'Quant',
            topic: 'quantitative-aptitude',
            durationSeconds: 300,
            questionIds: [question?.id ?? ''],
          },
        ],
      })
      .returning();
    const testId = test?.id ?? '';
    const bank = (await call(admin.cookie, 'GET', '/api/admin/questions?q=mock.console.001')).json().data;
    expect(bank.items[0]).toMatchObject({ key: 'mock.console.001', usedInTests: 1 });
    const attempt = (await call(learner.cookie, 'POST', `/api/mock-tests/${testId}/attempts`)).json().data;
    await call(learner.cookie, 'POST', `/api/attempts/${attempt.id}/events`, { kind: 'tab-switch' });
    const listed = (await call(admin.cookie, 'GET', `/api/admin/mock-tests/${testId}/attempts`)).json().data;
    expect(listed.items[0]).toMatchObject({
      status: 'in_progress',
      tabSwitches: 1,
      learner: { id: learner.user.id },
    });

    const course = await createCourse(db, { title: 'Placement Bootcamp' });
    const locked = await call(admin.cookie, 'PATCH', `/api/admin/mock-tests/${testId}`, {
      requiredCourseId: course.id,
    });
    expect(locked.json().data).toMatchObject({
      requiredCourse: { title: 'Placement Bootcamp' },
      attempts: 1,
    });
    await call(learner.cookie, 'POST', `/api/attempts/${attempt.id}/submit`);
    const refused = await call(learner.cookie, 'POST', `/api/mock-tests/${testId}/attempts`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'This mock test comes with the course Placement Bootcamp. Enrol in it to take the test.',
    );
    const missing = await call(admin.cookie, 'PATCH', `/api/admin/mock-tests/${testId}`, {
      requiredCourseId: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect((await call(admin.cookie, 'PATCH', `/api/admin/mock-tests/${testId}`, {})).statusCode).toBe(400);
  });
});
