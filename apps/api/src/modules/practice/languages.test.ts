import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { mockAttempts, mockTests, questions } from '../../db/schema/practice.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';

/**
 * Practice and mock tests in the learner's language (profile, else cookie, else Accept-Language): a question with a
 * Hindi version answers it whole, one without answers English. An attempt's questions carry every version, options
 * in the attempt's one order, so the screen switches a question's language with no request: nothing about the
 * answer or the clock can change with it.
 */
const { app, db } = await buildTestApp();

const ENGLISH_OPTIONS = ['10 days', '12 days', '15 days', '20 days'];
const HINDI_OPTIONS = ['10 दिन', '12 दिन', '15 दिन', '20 दिन'];
let translatedId = '';
let englishOnlyId = '';
let numericId = '';
let testId = '';

beforeAll(async () => {
  const [translated, englishOnly, numeric] = await db
    .insert(questions)
    .values([
      {
        key: 'lang.work.001',
        topic: 'quantitative-aptitude',
        subtopic: 'Time and work',
        difficulty: 'easy',
        kind: 'single',
        prompt:
          'Ravi finishes a job in 20 days and Meena in 30 days. In how many days do they finish it together?',
        options: ENGLISH_OPTIONS,
        correct: [1],
        explanation: 'Together they do 1/20 + 1/30 = 1/12 of the job a day: 12 days.',
        translations: {
          'hi-IN': {
            prompt: 'रवि एक काम 20 दिन में और मीना 30 दिन में पूरा करती है। दोनों मिलकर उसे कितने दिन में पूरा करेंगे?',
            options: HINDI_OPTIONS,
            explanation: 'दोनों मिलकर एक दिन में 1/20 + 1/30 = 1/12 काम करते हैं: 12 दिन।',
          },
        },
      },
      {
        key: 'lang.work.002',
        topic: 'quantitative-aptitude',
        subtopic: 'Time and work',
        difficulty: 'easy',
        kind: 'single',
        prompt: 'A tap fills a tank in 6 hours. What part does it fill in one hour?',
        options: ['1/6', '1/3', '1/2', '1/12'],
        correct: [0],
        explanation: 'One hour is a sixth of six hours.',
      },
      {
        key: 'lang.work.003',
        topic: 'quantitative-aptitude',
        subtopic: 'Time and work',
        difficulty: 'easy',
        kind: 'numeric',
        prompt: 'Two pipes fill a tank in 4 and 12 hours. In how many hours do both fill it?',
        options: [],
        correct: [],
        numericAnswer: 3,
        explanation: '1/4 + 1/12 = 1/3: 3 hours.',
        translations: {
          'hi-IN': {
            prompt: 'दो पाइप एक टंकी को 4 और 12 घंटे में भरते हैं। दोनों मिलकर उसे कितने घंटे में भरेंगे?',
            options: [],
            explanation: '1/4 + 1/12 = 1/3: 3 घंटे।',
          },
        },
      },
    ])
    .returning();
  translatedId = translated?.id ?? '';
  englishOnlyId = englishOnly?.id ?? '';
  numericId = numeric?.id ?? '';
  const [test] = await db
    .insert(mockTests)
    .values({
      slug: 'lang-mock',
      title: 'Aptitude Mock',
      description: 'Three questions.',
      instructions: 'Each right answer earns a mark.\nA wrong one costs a quarter.',
      translations: {
        'hi-IN': {
          title: 'अभियोग्यता मॉक टेस्ट',
          instructions: 'हर सही उत्तर पर एक अंक मिलता है।\nगलत उत्तर पर एक-चौथाई अंक कटता है।',
          sectionTitles: ['मात्रात्मक अभियोग्यता'],
        },
      },
      sections: [
        {
          title: 'Quantitative aptitude',
          topic: 'quantitative-aptitude',
          durationSeconds: 600,
          questionIds: [translatedId, englishOnlyId, numericId],
        },
      ],
      maxAttempts: 5,
      solutionsCoolingOffHours: 0,
    })
    .returning();
  testId = test?.id ?? '';
});

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

type Version = { prompt: string; options: string[]; explanation?: string };
type Question = {
  id: string;
  prompt: string;
  options: string[];
  selected: number[];
  explanation?: string;
  versions?: Record<string, Version>;
};
const byId = (list: Question[], id: string) => {
  const found = list.find((question) => question.id === id);
  if (!found) throw new Error(`question ${id} not in the list`);
  return found;
};

async function startAttempt(cookie: string) {
  const started = await call(cookie, 'POST', `/api/mock-tests/${testId}/attempts`);
  expect(started.statusCode).toBe(200);
  return started.json().data as {
    id: string;
    title: string;
    sections: { title: string; endsAt: string; remainingSeconds: number }[];
    questions: Question[];
  };
}

describe('mock tests in the learner language', () => {
  it('lists the test with its Hindi title, instructions and section names for a Hindi profile', async () => {
    const hindi = await signedInLearner(app, db, { language: 'hi-IN' });
    const english = await signedInLearner(app, db);
    const listed = (cookie: string) =>
      call(cookie, 'GET', '/api/mock-tests').then((answer) =>
        answer.json().data.tests.find((test: { id: string }) => test.id === testId),
      );
    expect(await listed(hindi.cookie)).toMatchObject({
      title: 'अभियोग्यता मॉक टेस्ट',
      // No Hindi description: the English one.
      description: 'Three questions.',
      instructions: 'हर सही उत्तर पर एक अंक मिलता है।\nगलत उत्तर पर एक-चौथाई अंक कटता है।',
      sections: [{ title: 'मात्रात्मक अभियोग्यता' }],
    });
    expect(await listed(english.cookie)).toMatchObject({
      title: 'Aptitude Mock',
      instructions: 'Each right answer earns a mark.\nA wrong one costs a quarter.',
      sections: [{ title: 'Quantitative aptitude' }],
    });
    // A visitor: the cookie, then Accept-Language.
    expect((await listed('pathshala_lang=hi-IN')).title).toBe('अभियोग्यता मॉक टेस्ट');
    const byHeader = await app.inject({
      method: 'GET',
      url: '/api/mock-tests',
      headers: { 'accept-language': 'hi' },
    });
    expect(byHeader.json().data.tests[0].title).toBe('अभियोग्यता मॉक टेस्ट');
  });

  it('gives a Hindi learner the Hindi stem and options, and both versions in one option order', async () => {
    const learner = await signedInLearner(app, db, { language: 'hi-IN' });
    const attempt = await startAttempt(learner.cookie);
    expect(attempt.title).toBe('अभियोग्यता मॉक टेस्ट');
    expect(attempt.sections[0]?.title).toBe('मात्रात्मक अभियोग्यता');

    const translated = byId(attempt.questions, translatedId);
    const hindi = translated.versions?.['hi-IN'];
    const english = translated.versions?.['en-IN'];
    expect(translated.prompt).toBe(hindi?.prompt);
    expect(translated.options).toEqual(hindi?.options);
    expect(hindi?.prompt).toContain('रवि एक काम');
    expect(english?.prompt).toContain('Ravi finishes a job');
    // The same shuffled order in both languages: shown option i is the same stored option.
    english?.options.forEach((option, shown) => {
      expect(hindi?.options[shown]).toBe(HINDI_OPTIONS[ENGLISH_OPTIONS.indexOf(option)]);
    });
    // Nothing of the key or the explanation before the test is submitted.
    expect(JSON.stringify(attempt)).not.toContain('1/20 + 1/30');
    expect(JSON.stringify(attempt)).not.toContain('explanation');

    // English only: the English text, and no versions.
    const englishOnly = byId(attempt.questions, englishOnlyId);
    expect(englishOnly.prompt).toBe('A tap fills a tank in 6 hours. What part does it fill in one hour?');
    expect(englishOnly.versions).toBeUndefined();

    const numeric = byId(attempt.questions, numericId);
    expect(numeric.options).toEqual([]);
    expect(numeric.versions?.['hi-IN']).toEqual({
      prompt: 'दो पाइप एक टंकी को 4 और 12 घंटे में भरते हैं। दोनों मिलकर उसे कितने घंटे में भरेंगे?',
      options: [],
    });
  });

  it('gives an English learner English first, with the Hindi version beside it', async () => {
    const learner = await signedInLearner(app, db);
    const attempt = await startAttempt(learner.cookie);
    const translated = byId(attempt.questions, translatedId);
    expect(translated.prompt).toContain('Ravi finishes a job');
    expect(translated.options).toEqual(translated.versions?.['en-IN']?.options);
    expect(translated.versions?.['hi-IN']?.prompt).toContain('रवि एक काम');
  });

  it('keeps the answer and the clock whatever language the attempt is read in', async () => {
    const learner = await signedInLearner(app, db, { language: 'hi-IN' });
    const attempt = await startAttempt(learner.cookie);
    const asked = byId(attempt.questions, translatedId);
    // The learner picks "12 दिन" on the Hindi screen.
    const shown = asked.options.indexOf('12 दिन');
    const saved = await call(learner.cookie, 'POST', `/api/attempts/${attempt.id}/answers`, {
      questionId: translatedId,
      selected: [shown],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.question.selected).toEqual([shown]);
    expect(saved.json().data.question.versions['hi-IN'].options[shown]).toBe('12 दिन');

    // Read again in English (the learner changes the profile language): the same answer, the same deadline.
    await db.update(users).set({ language: 'en-IN' }).where(eq(users.id, learner.user.id));
    const inEnglish = (await call(learner.cookie, 'GET', `/api/attempts/${attempt.id}`)).json().data;
    const again = byId(inEnglish.questions, translatedId);
    expect(again.prompt).toContain('Ravi finishes a job');
    expect(again.selected).toEqual([shown]);
    expect(again.options[shown]).toBe('12 days');
    expect(inEnglish.sections[0].endsAt).toBe(attempt.sections[0]?.endsAt);
    expect(inEnglish.sections[0].remainingSeconds).toBeLessThanOrEqual(
      attempt.sections[0]?.remainingSeconds ?? 0,
    );
    expect(inEnglish.sections[0].remainingSeconds).toBeGreaterThan(590);

    // Scored against the key whatever the language: 12 days is right.
    const result = (await call(learner.cookie, 'POST', `/api/attempts/${attempt.id}/submit`)).json().data;
    const reviewed = byId(result.review, translatedId);
    expect(reviewed).toMatchObject({ outcome: 'correct', correctOptions: [shown] });
  });

  it('tells the learner, once, that the result is ready', async () => {
    const learner = await signedInLearner(app, db);
    const attempt = await startAttempt(learner.cookie);
    expect((await call(learner.cookie, 'POST', `/api/attempts/${attempt.id}/submit`)).statusCode).toBe(200);
    await call(learner.cookie, 'POST', `/api/attempts/${attempt.id}/submit`);
    const told = await db
      .select({ userId: notifications.userId, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.kind, 'mockResult'));
    expect(told.filter((row) => row.userId === learner.user.id)).toEqual([
      { userId: learner.user.id, link: `/mock-tests/attempts/${attempt.id}/result` },
    ]);
  });

  it('reviews the solutions in the learner language, with every version and its explanation', async () => {
    const learner = await signedInLearner(app, db, { language: 'hi-IN' });
    const attempt = await startAttempt(learner.cookie);
    const [row] = await db.select().from(mockAttempts).where(eq(mockAttempts.id, attempt.id));
    expect(row?.status).toBe('in_progress');
    const result = (await call(learner.cookie, 'POST', `/api/attempts/${attempt.id}/submit`)).json().data;
    expect(result.title).toBe('अभियोग्यता मॉक टेस्ट');
    expect(result.sections[0].title).toBe('मात्रात्मक अभियोग्यता');
    expect(result.solutionsAvailable).toBe(true);
    const reviewed = byId(result.review, translatedId);
    expect(reviewed.explanation).toBe('दोनों मिलकर एक दिन में 1/20 + 1/30 = 1/12 काम करते हैं: 12 दिन।');
    expect(reviewed.versions?.['en-IN']?.explanation).toBe(
      'Together they do 1/20 + 1/30 = 1/12 of the job a day: 12 days.',
    );
    expect(reviewed.versions?.['hi-IN']?.options).toEqual(reviewed.options);
    const plain = byId(result.review, englishOnlyId);
    expect(plain.explanation).toBe('One hour is a sixth of six hours.');
    expect(plain.versions).toBeUndefined();

    // The same result read in English.
    await db.update(users).set({ language: 'en-US' }).where(eq(users.id, learner.user.id));
    const inEnglish = (await call(learner.cookie, 'GET', `/api/attempts/${attempt.id}/result`)).json().data;
    expect(inEnglish.title).toBe('Aptitude Mock');
    expect(byId(inEnglish.review, translatedId).explanation).toContain('Together they do');
  });

  it('falls back to English when a version lost step with its question (an option was added since)', async () => {
    await db
      .update(questions)
      .set({ options: [...ENGLISH_OPTIONS, '25 days'] })
      .where(eq(questions.id, translatedId));
    try {
      const learner = await signedInLearner(app, db, { language: 'hi-IN' });
      const attempt = await startAttempt(learner.cookie);
      const question = byId(attempt.questions, translatedId);
      expect(question.prompt).toContain('Ravi finishes a job');
      expect(question.versions).toBeUndefined();
    } finally {
      await db.update(questions).set({ options: ENGLISH_OPTIONS }).where(eq(questions.id, translatedId));
    }
  });
});

describe('practice in the learner language', () => {
  it('asks and explains in Hindi for a Hindi profile, in English for the rest', async () => {
    await db.execute(
      sql`update ${questions} set archived_at = now() where ${questions.id} <> ${translatedId}`,
    );
    try {
      for (const [language, prompt, explanation] of [
        ['hi-IN', 'रवि एक काम', 'दोनों मिलकर'],
        ['en-US', 'Ravi finishes a job', 'Together they do'],
      ] as const) {
        const learner = await signedInLearner(app, db, { language });
        const next = await call(learner.cookie, 'POST', '/api/practice/next', {
          topic: 'quantitative-aptitude',
        });
        const question = next.json().data.question;
        expect(question.id).toBe(translatedId);
        expect(question.prompt).toContain(prompt);
        expect(question).not.toHaveProperty('versions');
        const answered = await call(learner.cookie, 'POST', '/api/practice/answer', {
          questionId: translatedId,
          selected: [1],
        });
        expect(answered.json().data).toMatchObject({ correct: true });
        expect(answered.json().data.explanation).toContain(explanation);
      }
    } finally {
      await db.execute(sql`update ${questions} set archived_at = null`);
    }
  });
});
