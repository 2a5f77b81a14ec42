import { MOCK_SECTIONS_LOCKED, mockPoolWarning } from '@pathshala/shared/admin-practice';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/audit.ts';
import { mockAttempts, mockTests, questions } from '../../db/schema/practice.ts';
import { demoMockTests, loadPracticeBank } from '../../demo/practice-bank.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createCourse } from '../../testing/factories.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { listMockTests } from './mock-service.ts';

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

describe('question images', () => {
  const upload = (cookie: string, id: string, content: Buffer, filename = 'figure.png') => {
    const form = multipartBody('image', filename, 'application/octet-stream', content);
    return app.inject({
      method: 'PUT',
      url: `/api/admin/questions/${id}/image`,
      headers: { cookie, 'content-type': form.contentType },
      payload: form.payload,
    });
  };
  const picture = (width: number, background: string) =>
    sharp({ create: { width, height: 40, channels: 3, background } })
      .jpeg()
      .toBuffer();
  const storageKey = (imageUrl: string) => `catalogue-images/${imageUrl.split('/').pop()}`;

  it('stores an upload checked by content, re-encoded and resized, that learners see; replacing it deletes the old file', async () => {
    const created = await call(admin.cookie, 'POST', '/api/admin/questions', {
      ...single,
      subtopic: 'Figures',
      key: 'admin.figure.001',
    });
    const id = created.json().data.id as string;

    const wrong = await upload(admin.cookie, id, Buffer.from('GIF89a not an image we take'), 'figure.gif');
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().success).toBe(false);
    const missing = await upload(
      admin.cookie,
      '00000000-0000-4000-8000-000000000000',
      await picture(8, '#000'),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Question not found' });
    expect((await upload(learner.cookie, id, await picture(8, '#000'))).statusCode).toBe(403);

    const first = await upload(admin.cookie, id, await picture(2400, '#0f766e'));
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json().data.imageUrl as string;
    // Answers carry absolute addresses; the row keeps our own path.
    expect(firstUrl).toMatch(/^https?:\/\/[^/]+\/api\/catalogue-images\/[a-f0-9]{32}\.webp$/);
    const [stored] = await db.select().from(questions).where(eq(questions.id, id));
    expect(stored?.imageUrl).toMatch(/^\/api\/catalogue-images\/[a-f0-9]{32}\.webp$/);
    const served = await app.inject({ method: 'GET', url: stored?.imageUrl ?? '' });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600 });

    const [audit] = await db.select().from(auditEntries).where(eq(auditEntries.action, 'question.image'));
    expect(audit).toMatchObject({
      objectId: id,
      before: { imageUrl: null },
      after: { imageUrl: stored?.imageUrl },
    });

    // The learner's practice question shows it.
    const next = await call(learner.cookie, 'POST', '/api/practice/next', {
      topic: 'quantitative-aptitude',
      subtopic: 'Figures',
    });
    expect(next.json().data.question).toMatchObject({ id, imageUrl: firstUrl });

    // An edit that sends back the absolute address it was shown keeps the same stored path.
    const { id: _id, key: _key, archived: _a, usedInTests: _u, updatedAt: _t, ...shown } = first.json().data;
    const edited = await call(admin.cookie, 'PUT', `/api/admin/questions/${id}`, {
      ...shown,
      difficulty: 'hard',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [afterEdit] = await db.select().from(questions).where(eq(questions.id, id));
    expect(afterEdit?.imageUrl).toBe(stored?.imageUrl);

    const second = await upload(admin.cookie, id, await picture(300, '#1d4ed8'));
    expect(second.statusCode).toBe(200);
    expect(second.json().data.imageUrl).not.toBe(firstUrl);
    expect(await app.storage.size(storageKey(firstUrl))).toBeNull();
    expect(await app.storage.size(storageKey(second.json().data.imageUrl))).toBeGreaterThan(0);
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

  it('edits the sections and marking of a test nobody has taken, and refuses once someone has', async () => {
    const made = await db
      .insert(questions)
      .values(
        ['a', 'b', 'c'].map((letter) => ({
          key: `sections.console.${letter}`,
          ...single,
          correct: [1],
        })),
      )
      .returning();
    const [test] = await db
      .insert(mockTests)
      .values({ slug: 'sections-mock', title: 'Sections mock', sections: [] })
      .returning();
    const testId = test?.id ?? '';
    const url = `/api/admin/mock-tests/${testId}/sections`;
    const body = {
      sections: [
        {
          title: 'Quant',
          topic: 'quantitative-aptitude',
          durationSeconds: 600,
          questionKeys: ['sections.console.a', 'sections.console.b'],
        },
        {
          title: 'More quant',
          topic: 'quantitative-aptitude',
          durationSeconds: 300,
          questionKeys: ['sections.console.c'],
        },
      ],
      marksPerQuestion: 2,
      negativeMarks: 0.5,
    };

    const refusals: [object, number, string][] = [
      [{ ...body, sections: [] }, 400, 'A test needs at least one section.'],
      [
        { ...body, sections: [{ ...body.sections[0], durationSeconds: 30 }] },
        400,
        'A section lasts at least 1 minute.',
      ],
      [
        {
          ...body,
          sections: [body.sections[0], { ...body.sections[1], questionKeys: ['sections.console.a'] }],
        },
        400,
        'Question sections.console.a is in the test twice.',
      ],
      [
        { ...body, sections: [{ ...body.sections[0], questionKeys: ['no.such.key'] }] },
        400,
        'No question has the key no.such.key.',
      ],
      [{ ...body, negativeMarks: -1 }, 400, 'Negative marks must be at least 0.'],
    ];
    for (const [payload, status, message] of refusals) {
      const refused = await call(admin.cookie, 'PUT', url, payload);
      expect(refused.statusCode, message).toBe(status);
      expect(refused.json()).toEqual({ success: false, message });
    }

    const saved = await call(admin.cookie, 'PUT', url, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      questionCount: 3,
      durationSeconds: 900,
      marksPerQuestion: 2,
      negativeMarks: 0.5,
      sections: body.sections,
    });
    const [stored] = await db.select().from(mockTests).where(eq(mockTests.id, testId));
    expect(stored?.sections[0]?.questionIds).toEqual(made.slice(0, 2).map((question) => question.id));
    const [audit] = await db.select().from(auditEntries).where(eq(auditEntries.action, 'mock_test.sections'));
    expect(audit).toMatchObject({ objectId: testId, after: { marksPerQuestion: 2, negativeMarks: 0.5 } });

    // The list shows the lengths an attempt will have: scaled under MOCK_TEST_TIME_SCALE, like the attempt.
    const listed = (await listMockTests(db, undefined, 0.02)).find((item) => item.id === testId);
    expect(listed?.sections.map((section) => section.durationSeconds)).toEqual([12, 6]);
    expect(listed?.durationSeconds).toBe(18);
    const attempt = (await call(learner.cookie, 'POST', `/api/mock-tests/${testId}/attempts`)).json().data;
    expect(attempt.sections.map((section: { durationSeconds: number }) => section.durationSeconds)).toEqual([
      600, 300,
    ]);

    // Archived questions cannot go in; and once taken, the rules stay as they were.
    await db.update(questions).set({ archivedAt: new Date() }).where(eq(questions.key, 'sections.console.c'));
    const locked = await call(admin.cookie, 'PUT', url, { ...body, negativeMarks: 0 });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toEqual({ success: false, message: MOCK_SECTIONS_LOCKED });
    const [unchanged] = await db.select().from(mockTests).where(eq(mockTests.id, testId));
    expect(unchanged?.negativeMarks).toBe(0.5);
    await db.delete(mockAttempts).where(eq(mockAttempts.testId, testId));
    const archived = await call(admin.cookie, 'PUT', url, body);
    expect(archived.statusCode).toBe(400);
    expect(archived.json().message).toBe('Archived questions cannot be in a test: sections.console.c.');
  });

  it("shows each test's pool, warns when it is under 3 × the test, and draws attempts from it", async () => {
    await db.insert(questions).values(
      Array.from({ length: 7 }, (_, index) => ({
        key: `pool.console.${index}`,
        ...single,
        prompt: `${single.prompt} (${index})`,
        correct: [1],
      })),
    );
    const [test] = await db
      .insert(mockTests)
      .values({ slug: 'pool-mock', title: 'Pool mock', sections: [] })
      .returning();
    const testId = test?.id ?? '';
    const url = `/api/admin/mock-tests/${testId}/sections`;
    const section = {
      title: 'Quant',
      topic: 'quantitative-aptitude',
      durationSeconds: 600,
      questionKeys: Array.from({ length: 7 }, (_, index) => `pool.console.${index}`),
    };
    const tooMany = await call(admin.cookie, 'PUT', url, {
      sections: [{ ...section, questionCount: 8 }],
      marksPerQuestion: 1,
      negativeMarks: 0,
    });
    expect(tooMany.json()).toEqual({
      success: false,
      message: "An attempt cannot ask more questions (8) than the section's pool holds (7).",
    });
    const small = await call(admin.cookie, 'PUT', url, {
      sections: [{ ...section, questionCount: 3 }],
      marksPerQuestion: 1,
      negativeMarks: 0,
    });
    expect(small.json().data).toMatchObject({
      questionCount: 3,
      poolSize: 7,
      poolWarning: mockPoolWarning(7, 3),
      sections: [{ questionCount: 3, questionKeys: section.questionKeys }],
    });
    expect(mockPoolWarning(7, 3)).toContain('at least 9');
    const enough = await call(admin.cookie, 'PUT', url, {
      sections: [{ ...section, questionCount: 2 }],
      marksPerQuestion: 1,
      negativeMarks: 0,
    });
    expect(enough.json().data).toMatchObject({ questionCount: 2, poolSize: 7, poolWarning: null });
    const listed = (await call(admin.cookie, 'GET', '/api/admin/mock-tests')).json().data.items;
    expect(listed.find((item: { id: string }) => item.id === testId)).toMatchObject({
      poolSize: 7,
      poolWarning: null,
      solutionsCoolingOffHours: 24,
    });
    const attempt = (await call(learner.cookie, 'POST', `/api/mock-tests/${testId}/attempts`)).json().data;
    expect(attempt.questions).toHaveLength(2);
  });

  it('sets the cooling-off before solutions open, with clear messages', async () => {
    const [test] = await db
      .insert(mockTests)
      .values({ slug: 'cooling-mock', title: 'Cooling mock', sections: [] })
      .returning();
    const url = `/api/admin/mock-tests/${test?.id}`;
    for (const [value, message] of [
      [-1, 'Cooling-off must be 0 hours or more.'],
      [1.5, 'Cooling-off must be a whole number of hours.'],
      [721, 'Cooling-off must be at most 720 hours (30 days).'],
      ['24', 'Cooling-off must be a number of hours.'],
    ] as const) {
      const refused = await call(admin.cookie, 'PATCH', url, { solutionsCoolingOffHours: value });
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json()).toEqual({ success: false, message });
    }
    const saved = await call(admin.cookie, 'PATCH', url, { solutionsCoolingOffHours: 0 });
    expect(saved.json().data).toMatchObject({ solutionsCoolingOffHours: 0 });
    const [audit] = await db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.objectId, test?.id ?? ''));
    expect(audit).toMatchObject({
      action: 'mock_test.update',
      before: { solutionsCoolingOffHours: 24 },
      after: { solutionsCoolingOffHours: 0 },
    });
  });

  it('gives every demo mock test a pool of at least 3 × its questions', async () => {
    await loadPracticeBank(db);
    const listed = (await call(admin.cookie, 'GET', '/api/admin/mock-tests')).json().data.items;
    for (const demo of demoMockTests) {
      const test = listed.find((item: { slug: string }) => item.slug === demo.slug);
      const asked = demo.sections.reduce((sum, section) => sum + section.questions, 0);
      expect(test, demo.slug).toMatchObject({ questionCount: asked, poolSize: 3 * asked, poolWarning: null });
    }
  });
});
