import { randomUUID } from 'node:crypto';
import { MOCK_EDITOR_MESSAGES, MOCK_SECTIONS_LOCKED } from '@pathshala/shared/admin-practice';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/audit.ts';
import { mockTests, questions } from '../../db/schema/practice.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createCodingProblem, createTestJudge } from '../../testing/coding.ts';

const { app, db } = await buildTestApp({}, { judge: createTestJudge().judge });
const admin = await signedInLearner(app, db, { role: 'admin' });

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie } });

let first: { id: string; title: string };
let second: { id: string; title: string };
let draft: { id: string; title: string };

beforeAll(async () => {
  first = await createCodingProblem(db, { slug: 'editor-sum-one', title: 'Sum, first' });
  second = await createCodingProblem(db, { slug: 'editor-sum-two', title: 'Sum, second' });
  draft = await createCodingProblem(db, { slug: 'editor-draft', title: 'Unfinished sum', published: false });
  await db.insert(questions).values(
    ['a', 'b', 'c'].map((letter) => ({
      key: `editor.quant.${letter}`,
      topic: 'quantitative-aptitude',
      subtopic: 'Percentages',
      difficulty: 'easy',
      kind: 'single',
      prompt: `What is 10% of 300? (${letter})`,
      options: ['10', '20', '30', '40'],
      correct: [2],
      explanation: 'A tenth of 300.',
    })),
  );
});

const quantSection = {
  title: 'Quant',
  topic: 'quantitative-aptitude',
  durationSeconds: 600,
  questionKeys: ['editor.quant.a', 'editor.quant.b', 'editor.quant.c'],
  questionCount: 2,
};
const codingSection = () => ({
  kind: 'coding',
  title: 'Coding',
  durationSeconds: 45 * 60,
  problems: [{ id: second.id }, { id: first.id }],
  marksPerProblem: 20,
});
const newTest = (overrides: object = {}) => ({
  title: `Coding round ${randomUUID().slice(0, 6)}`,
  description: 'Aptitude, then two problems.',
  sections: [quantSection, codingSection()],
  marksPerQuestion: 1,
  negativeMarks: 0.25,
  ...overrides,
});

async function create(body: object = newTest()) {
  const response = await call(admin.cookie, 'POST', '/api/admin/mock-tests', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('coding sections in the admin test editor', () => {
  it('creates a hidden test with a coding section that a learner starts once it is published', async () => {
    const body = newTest({ title: 'Product Company Coding Round' });
    const test = await create(body);
    expect(test).toMatchObject({
      slug: 'product-company-coding-round',
      title: 'Product Company Coding Round',
      published: false,
      requiredCourse: null,
      questionCount: 2,
      poolSize: 3,
      problemCount: 2,
      durationSeconds: 600 + 2700,
      attempts: 0,
    });
    expect(test.sections).toEqual([
      { kind: 'questions', ...quantSection },
      {
        kind: 'coding',
        title: 'Coding',
        topic: 'dsa',
        durationSeconds: 2700,
        problems: [
          {
            id: second.id,
            slug: 'editor-sum-two',
            title: 'Sum, second',
            difficulty: 'easy',
            published: true,
          },
          { id: first.id, slug: 'editor-sum-one', title: 'Sum, first', difficulty: 'easy', published: true },
        ],
        marksPerProblem: 20,
      },
    ]);
    // Stored as the marking code reads a coding section.
    const [stored] = await db.select().from(mockTests).where(eq(mockTests.id, test.id));
    expect(stored?.sections[1]).toEqual({
      title: 'Coding',
      topic: 'dsa',
      durationSeconds: 2700,
      kind: 'coding',
      questionIds: [],
      codingProblemIds: [second.id, first.id],
      marksPerProblem: 20,
    });
    const [audit] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'mock_test.create'), eq(auditEntries.objectId, test.id)));
    expect(audit).toMatchObject({ objectType: 'mock_test', actorId: admin.user.id });
    expect(audit?.after).toMatchObject({ title: 'Product Company Coding Round', published: false });

    // The same title again gets a slug of its own.
    expect((await create({ ...body })).slug).toBe('product-company-coding-round-2');

    // Hidden: learners neither see nor start it until the admin publishes it.
    const learner = await signedInLearner(app, db);
    const hidden = (await call(learner.cookie, 'GET', '/api/mock-tests')).json().data.tests;
    expect(hidden.some((listed: { id: string }) => listed.id === test.id)).toBe(false);
    expect((await call(learner.cookie, 'POST', `/api/mock-tests/${test.id}/attempts`)).statusCode).toBe(404);
    const published = await call(admin.cookie, 'PATCH', `/api/admin/mock-tests/${test.id}`, {
      published: true,
    });
    expect(published.statusCode, published.body).toBe(200);

    const started = await call(learner.cookie, 'POST', `/api/mock-tests/${test.id}/attempts`);
    expect(started.statusCode, started.body).toBe(200);
    const attempt = started.json().data;
    expect(attempt.sections.map((section: { kind: string; questionCount: number }) => section)).toEqual([
      expect.objectContaining({ kind: 'questions', questionCount: 2 }),
      expect.objectContaining({ kind: 'coding', questionCount: 2 }),
    ]);
    await call(learner.cookie, 'POST', `/api/attempts/${attempt.id}/next-section`, { fromSection: 0 });
    const coding = await call(learner.cookie, 'GET', `/api/attempts/${attempt.id}/coding`);
    expect(coding.statusCode, coding.body).toBe(200);
    expect(
      coding
        .json()
        .data.problems.map((problem: { id: string; title: string; maxMarks: number }) => [
          problem.id,
          problem.title,
          problem.maxMarks,
        ]),
    ).toEqual([
      [second.id, 'Sum, second', 20],
      [first.id, 'Sum, first', 20],
    ]);

    // Taken: its sections, coding ones too, stay as the attempt was started under.
    const locked = await call(admin.cookie, 'PUT', `/api/admin/mock-tests/${test.id}/sections`, {
      sections: [quantSection],
      marksPerQuestion: 1,
      negativeMarks: 0,
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toEqual({ success: false, message: MOCK_SECTIONS_LOCKED });
  });

  it('keeps a coding section as it was when its test is saved back unchanged', async () => {
    // A test made in data, as the demo's coding round is: its coding section names no marks (10 by default).
    const [made] = await db
      .insert(mockTests)
      .values({
        slug: `data-coding-${randomUUID().slice(0, 8)}`,
        title: 'Made in data',
        sections: [
          {
            title: 'Coding',
            topic: 'dsa',
            kind: 'coding',
            durationSeconds: 1800,
            questionIds: [],
            codingProblemIds: [first.id, second.id],
          },
        ],
      })
      .returning();
    const listed = (await call(admin.cookie, 'GET', '/api/admin/mock-tests')).json().data.items;
    const shown = listed.find((test: { id: string }) => test.id === made?.id);
    expect(shown.sections[0]).toMatchObject({
      kind: 'coding',
      marksPerProblem: 10,
      problems: [{ id: first.id }, { id: second.id }],
    });
    expect(shown).toMatchObject({ questionCount: 0, poolSize: 0, problemCount: 2, poolWarning: null });

    // The console sends back what it was shown, with a question section added before the coding one.
    const saved = await call(admin.cookie, 'PUT', `/api/admin/mock-tests/${made?.id}/sections`, {
      sections: [quantSection, ...shown.sections],
      marksPerQuestion: shown.marksPerQuestion,
      negativeMarks: shown.negativeMarks,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.sections[1]).toEqual(shown.sections[0]);
    const [stored] = await db
      .select()
      .from(mockTests)
      .where(eq(mockTests.id, made?.id ?? ''));
    expect(stored?.sections[1]).toMatchObject({
      kind: 'coding',
      codingProblemIds: [first.id, second.id],
      durationSeconds: 1800,
      marksPerProblem: 10,
    });

    // Edited: problems reordered, one dropped, marks and length changed.
    const edited = await call(admin.cookie, 'PUT', `/api/admin/mock-tests/${made?.id}/sections`, {
      sections: [
        { ...shown.sections[0], problems: [{ id: second.id }], marksPerProblem: 12.5, durationSeconds: 1200 },
        quantSection,
      ],
      marksPerQuestion: 2,
      negativeMarks: 0,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      problemCount: 1,
      marksPerQuestion: 2,
      sections: [
        { kind: 'coding', problems: [{ id: second.id }], marksPerProblem: 12.5, durationSeconds: 1200 },
        { kind: 'questions', questionKeys: quantSection.questionKeys },
      ],
    });
    const [audit] = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'mock_test.sections'), eq(auditEntries.objectId, made?.id ?? '')))
      .orderBy(auditEntries.createdAt)
      .limit(1);
    expect(audit?.before).toMatchObject({
      sections: [{ kind: 'coding', codingProblemIds: [first.id, second.id] }],
    });
  });

  it('refuses a coding section it cannot keep, saying why', async () => {
    const { id } = await create();
    const withCoding = (section: object) => ({
      sections: [quantSection, { ...codingSection(), ...section }],
      marksPerQuestion: 1,
      negativeMarks: 0,
    });
    const unknown = randomUUID();
    const cases: [object, string][] = [
      [withCoding({ problems: [] }), MOCK_EDITOR_MESSAGES.noProblems],
      [withCoding({ problems: [{ id: 'integer-square-root' }] }), MOCK_EDITOR_MESSAGES.problemId],
      [withCoding({ problems: [{ id: first.id }, { id: first.id }] }), MOCK_EDITOR_MESSAGES.problemTwice],
      [
        {
          sections: [
            { ...codingSection(), problems: [{ id: first.id }] },
            { ...codingSection(), title: 'More coding', problems: [{ id: first.id }] },
          ],
          marksPerQuestion: 1,
          negativeMarks: 0,
        },
        MOCK_EDITOR_MESSAGES.problemTwice,
      ],
      [withCoding({ problems: [{ id: unknown }] }), MOCK_EDITOR_MESSAGES.unknownProblems(unknown)],
      [
        withCoding({ problems: [{ id: first.id }, { id: draft.id }] }),
        MOCK_EDITOR_MESSAGES.unpublishedProblems('Unfinished sum'),
      ],
      [withCoding({ marksPerProblem: 0 }), 'Marks per problem must be at least 1.'],
      [withCoding({ marksPerProblem: 101 }), 'Marks per problem must be at most 100.'],
      [withCoding({ marksPerProblem: 2.555 }), 'Marks per problem takes at most two decimals.'],
      [withCoding({ durationSeconds: 30 }), 'A section lasts at least 1 minute.'],
      [withCoding({ title: ' ' }), 'Section name is required'],
      [withCoding({ kind: 'essay' }), MOCK_EDITOR_MESSAGES.sectionKind],
      [
        withCoding({ problems: Array.from({ length: 11 }, () => ({ id: randomUUID() })) }),
        MOCK_EDITOR_MESSAGES.tooManyProblems,
      ],
    ];
    for (const [payload, message] of cases) {
      for (const [url, body] of [
        [`/api/admin/mock-tests/${id}/sections`, payload],
        ['/api/admin/mock-tests', { ...payload, title: 'Refused test' }],
      ] as const) {
        const refused = await call(admin.cookie, url.endsWith('sections') ? 'PUT' : 'POST', url, body);
        expect(refused.statusCode, `${url}: ${message}`).toBe(400);
        expect(refused.json()).toEqual({ success: false, message });
      }
    }
    const untitled = await call(admin.cookie, 'POST', '/api/admin/mock-tests', newTest({ title: '' }));
    expect(untitled.json()).toEqual({ success: false, message: 'Title is required' });
    // Nothing refused was stored.
    const titles = (await db.select({ title: mockTests.title }).from(mockTests)).map((row) => row.title);
    expect(titles).not.toContain('Refused test');
    const [kept] = await db.select().from(mockTests).where(eq(mockTests.id, id));
    expect(kept?.sections[1]?.codingProblemIds).toEqual([second.id, first.id]);
    // Learners and visitors are kept out.
    const learner = await signedInLearner(app, db);
    expect((await call(learner.cookie, 'POST', '/api/admin/mock-tests', newTest())).statusCode).toBe(403);
  });
});
