import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/audit.ts';
import { mockTests, questions } from '../../db/schema/practice.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createCourse } from '../../testing/factories.ts';

/**
 * The admin console edits the Hindi version beside the English one (courses and their FAQs, questions, mock tests):
 * checked with the shared schemas, audited like every other edit, and seen by learners at once.
 */
const { app, db } = await buildTestApp();
const admin = await signedInLearner(app, db, { role: 'admin' });
const learner = await signedInLearner(app, db);

const call = (
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => app.inject({ method, url, payload, headers: { cookie, ...headers } });

const latestAudit = async (action: string, objectId: string) => {
  const [entry] = await db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.action, action), eq(auditEntries.objectId, objectId)))
    .orderBy(desc(auditEntries.createdAt))
    .limit(1);
  return entry;
};

describe('course versions', () => {
  it('saves the Hindi texts, leaves blank fields to English, audits them and shows them at once', async () => {
    const course = await createCourse(db, { title: 'SQL for Analysts' });
    // Read first, so the cached English and Hindi answers must be dropped by the edit.
    const read = (cookie: string) =>
      app.inject({
        method: 'POST',
        url: '/api/courses/getCourseDetails',
        payload: { courseId: course.id },
        headers: { cookie },
      });
    expect((await read('pathshala_lang=hi-IN')).json().data.details.title).toBe('SQL for Analysts');

    const saved = await call(admin.cookie, 'PATCH', `/api/admin/courses/${course.id}`, {
      translations: {
        'hi-IN': {
          title: 'विश्लेषकों के लिए SQL',
          description: ['असली डेटा पर queries'],
          detailDescription: '   ',
          whatYouWillLearn: [],
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    // Blank fields are not stored: those show in English.
    expect(saved.json().data.translations).toEqual({
      'hi-IN': { title: 'विश्लेषकों के लिए SQL', description: ['असली डेटा पर queries'] },
    });
    const audit = await latestAudit('course.update', course.id);
    expect(audit?.before).toEqual({ translations: {} });
    expect(audit?.after).toEqual({
      translations: { 'hi-IN': { title: 'विश्लेषकों के लिए SQL', description: ['असली डेटा पर queries'] } },
    });

    const inHindi = (await read('pathshala_lang=hi-IN')).json().data.details;
    expect(inHindi).toMatchObject({ title: 'विश्लेषकों के लिए SQL', description: ['असली डेटा पर queries'] });
    expect(inHindi.whatYouWillLearn).toEqual(['Write clean code']);
    expect((await read('')).json().data.details.title).toBe('SQL for Analysts');

    // The console reads them back as it edits them.
    const detail = await call(admin.cookie, 'GET', `/api/admin/courses/${course.id}`);
    expect(detail.json().data.translations['hi-IN'].title).toBe('विश्लेषकों के लिए SQL');
  });

  it('refuses versions that break the rules, with the field in the message', async () => {
    const course = await createCourse(db);
    const cases: [unknown, string][] = [
      [{ 'ta-IN': { title: 'x' } }, 'Translations must be an object of versions by language.'],
      [{ 'hi-IN': { title: 'क'.repeat(151) } }, 'Hindi title must be at most 150 characters.'],
      [{ 'hi-IN': { title: 'एक\nदो' } }, 'Hindi title must be one line, without tabs.'],
      [{ 'hi-IN': { whatYouWillLearn: ['ठीक', ''] } }, "Hindi what you'll learn is required"],
      ['हिन्दी', 'Translations must be an object of versions by language.'],
    ];
    for (const [translations, message] of cases) {
      const refused = await call(admin.cookie, 'PATCH', `/api/admin/courses/${course.id}`, { translations });
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json()).toEqual({ success: false, message });
    }
    const asLearner = await call(learner.cookie, 'PATCH', `/api/admin/courses/${course.id}`, {
      translations: { 'hi-IN': { title: 'नहीं' } },
    });
    expect(asLearner.statusCode).toBe(403);
  });

  it('saves FAQs with their Hindi question and answer, audited with the list', async () => {
    const course = await createCourse(db);
    const faqs = [
      {
        question: 'Is it online?',
        answer: 'Yes, every session.',
        translations: { 'hi-IN': { question: 'क्या यह ऑनलाइन है?', answer: 'हाँ, हर session।' } },
      },
      { question: 'Is there a refund?', answer: 'Within 14 days.' },
    ];
    const saved = await call(admin.cookie, 'PUT', `/api/admin/courses/${course.id}/faqs`, { faqs });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.faqs.map((faq: { translations: object }) => faq.translations)).toEqual([
      { 'hi-IN': { question: 'क्या यह ऑनलाइन है?', answer: 'हाँ, हर session।' } },
      {},
    ]);
    expect((await latestAudit('course.faqs', course.id))?.after).toEqual([
      faqs[0],
      { ...faqs[1], translations: {} },
    ]);
    const half = await call(admin.cookie, 'PUT', `/api/admin/courses/${course.id}/faqs`, {
      faqs: [{ question: 'Q?', answer: 'A.', translations: { 'hi-IN': { question: 'प्रश्न?' } } }],
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toBe('Hindi answer is required');
  });
});

const single = {
  topic: 'quantitative-aptitude',
  subtopic: 'Profit and loss',
  difficulty: 'medium',
  kind: 'single',
  prompt: 'A shirt bought for ₹400 is sold for ₹500. What is the profit per cent?',
  options: ['20%', '25%', '30%', '15%'],
  correct: [1],
  explanation: 'Profit ₹100 on a cost of ₹400 is 100/400 = 25%.',
};
const hindiVersion = {
  prompt: '₹400 में खरीदी गई कमीज़ ₹500 में बेची जाती है। लाभ प्रतिशत क्या है?',
  options: ['20%', '25%', '30%', '15%'],
  explanation: '₹400 की लागत पर ₹100 का लाभ 100/400 = 25% है।',
};

describe('question versions', () => {
  it('adds and edits a question with its Hindi version, audited, and keeps it when an edit leaves it out', async () => {
    const created = await call(admin.cookie, 'POST', '/api/admin/questions', {
      ...single,
      key: 'admin.lang.001',
      translations: { 'hi-IN': hindiVersion },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id;
    expect(created.json().data.translations).toEqual({ 'hi-IN': hindiVersion });
    expect((await latestAudit('question.create', id))?.after).toMatchObject({
      translations: { 'hi-IN': hindiVersion },
    });

    const edited = { ...hindiVersion, explanation: 'लाभ = ₹500 − ₹400 = ₹100; 100/400 × 100 = 25%।' };
    const saved = await call(admin.cookie, 'PUT', `/api/admin/questions/${id}`, {
      ...single,
      translations: { 'hi-IN': edited },
    });
    expect(saved.json().data.translations['hi-IN'].explanation).toBe(edited.explanation);
    const audit = await latestAudit('question.update', id);
    expect(audit?.before).toMatchObject({ translations: { 'hi-IN': hindiVersion } });
    expect(audit?.after).toMatchObject({ translations: { 'hi-IN': edited } });

    // An edit without translations (an older client) keeps them.
    await call(admin.cookie, 'PUT', `/api/admin/questions/${id}`, { ...single, prompt: `${single.prompt} ` });
    const [row] = await db.select().from(questions).where(eq(questions.id, id));
    expect(row?.translations).toEqual({ 'hi-IN': edited });
    // An empty object removes them.
    await call(admin.cookie, 'PUT', `/api/admin/questions/${id}`, { ...single, translations: {} });
    const [cleared] = await db.select().from(questions).where(eq(questions.id, id));
    expect(cleared?.translations).toEqual({});
  });

  it('refuses a version that does not match the question', async () => {
    const cases: [object, string][] = [
      [
        { 'hi-IN': { ...hindiVersion, options: ['20%', '25%', '30%'] } },
        'Give the Hindi version as many options as the English one (4), in the same order.',
      ],
      [
        { 'hi-IN': { ...hindiVersion, options: ['क', 'क', 'ख', 'ग'] } },
        'Hindi options must differ from each other.',
      ],
      [{ 'hi-IN': { ...hindiVersion, prompt: ' ' } }, 'Hindi question is required'],
      [{ 'hi-IN': { ...hindiVersion, explanation: '' } }, 'Hindi explanation is required'],
      [{ 'hi-IN': { ...hindiVersion, options: ['20%', '', '30%', '15%'] } }, 'Hindi option is required'],
      [{ 'en-IN': hindiVersion }, 'Translations must be an object of versions by language.'],
    ];
    for (const [translations, message] of cases) {
      const refused = await call(admin.cookie, 'POST', '/api/admin/questions', { ...single, translations });
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json()).toEqual({ success: false, message });
    }
    const numeric = await call(admin.cookie, 'POST', '/api/admin/questions', {
      ...single,
      kind: 'numeric',
      options: [],
      correct: [],
      numericAnswer: 25,
      translations: { 'hi-IN': hindiVersion },
    });
    expect(numeric.json()).toEqual({ success: false, message: 'A numeric question has no Hindi options.' });
  });

  it('imports versions from JSON, and a row without them leaves the stored ones', async () => {
    const row = { ...single, key: 'admin.lang.import', translations: { 'hi-IN': hindiVersion } };
    const imported = await call(admin.cookie, 'POST', '/api/admin/questions/import', {
      format: 'json',
      content: JSON.stringify([row]),
      dryRun: false,
    });
    expect(imported.json().data).toMatchObject({ create: ['admin.lang.import'], written: 1 });
    const again = await call(admin.cookie, 'POST', '/api/admin/questions/import', {
      format: 'json',
      content: JSON.stringify([row]),
      dryRun: true,
    });
    expect(again.json().data.unchanged).toEqual(['admin.lang.import']);
    const { translations: _left, ...withoutVersions } = row;
    await call(admin.cookie, 'POST', '/api/admin/questions/import', {
      format: 'json',
      content: JSON.stringify([{ ...withoutVersions, explanation: 'Profit ₹100 on ₹400: 25%.' }]),
      dryRun: false,
    });
    const [stored] = await db.select().from(questions).where(eq(questions.key, 'admin.lang.import'));
    expect(stored?.translations).toEqual({ 'hi-IN': hindiVersion });
  });
});

describe('mock test versions', () => {
  it('edits the instructions and their Hindi version; learners read theirs', async () => {
    const [test] = await db
      .insert(mockTests)
      .values({
        slug: 'admin-lang-mock',
        title: 'Weekly Aptitude Mock',
        sections: [{ title: 'Quant', topic: 'quantitative-aptitude', durationSeconds: 600, questionIds: [] }],
      })
      .returning();
    const testId = test?.id ?? '';
    const patch = {
      instructions: 'Answer every question.\nNo calculators.',
      translations: {
        'hi-IN': {
          title: 'साप्ताहिक अभियोग्यता मॉक',
          instructions: 'हर प्रश्न का उत्तर दें।\nकैलकुलेटर की अनुमति नहीं है।',
          sectionTitles: ['मात्रात्मक'],
          description: '',
        },
      },
    };
    const saved = await call(admin.cookie, 'PATCH', `/api/admin/mock-tests/${testId}`, patch);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      instructions: patch.instructions,
      translations: {
        'hi-IN': {
          title: 'साप्ताहिक अभियोग्यता मॉक',
          instructions: 'हर प्रश्न का उत्तर दें।\nकैलकुलेटर की अनुमति नहीं है।',
          sectionTitles: ['मात्रात्मक'],
        },
      },
    });
    expect(saved.json().data.translations['hi-IN']).not.toHaveProperty('description');
    expect((await latestAudit('mock_test.update', testId))?.after).toMatchObject({
      instructions: patch.instructions,
    });

    const listed = (cookie: string) =>
      call(cookie, 'GET', '/api/mock-tests').then((answer) =>
        answer.json().data.tests.find((entry: { id: string }) => entry.id === testId),
      );
    expect(await listed('pathshala_lang=hi-IN')).toMatchObject({
      title: 'साप्ताहिक अभियोग्यता मॉक',
      instructions: 'हर प्रश्न का उत्तर दें।\nकैलकुलेटर की अनुमति नहीं है।',
      sections: [{ title: 'मात्रात्मक' }],
    });
    expect(await listed('')).toMatchObject({
      title: 'Weekly Aptitude Mock',
      instructions: patch.instructions,
    });

    const tooLong = await call(admin.cookie, 'PATCH', `/api/admin/mock-tests/${testId}`, {
      translations: { 'hi-IN': { instructions: 'क'.repeat(4001) } },
    });
    expect(tooLong.json()).toEqual({
      success: false,
      message: 'Hindi instructions must be at most 4000 characters.',
    });
  });
});
