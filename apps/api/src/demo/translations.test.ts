import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { courseFaqs, courses } from '../db/schema/catalogue.ts';
import { mockTests, questions } from '../db/schema/practice.ts';
import { handwrittenInHindi } from '../modules/practice/bank/handwritten-hindi.ts';
import { createDiskStorage } from '../plugins/storage.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { demoCoursesInHindi } from './course-translations.ts';
import { loadDemoData } from './load-demo-data.ts';
import { demoQuestions, loadPracticeBank } from './practice-bank.ts';
import { DEMO_TRANSLATIONS_KEY, demoMockTestsInHindi, loadDemoTranslations } from './translations.ts';

const database = await createTestDatabase();
const { db } = database;
const filesDir = mkdtempSync(path.join(tmpdir(), 'pathshala-demo-hindi-'));
afterAll(async () => {
  await database.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const FREE_MOCK = 'tcs-nqt-style-aptitude-mock';

describe('demo content in Hindi', () => {
  it('lists Hindi for at least 100 hand-written verbal, DSA or HR questions, option for option', () => {
    const bank = new Map(demoQuestions().map((question) => [question.key, question]));
    const keys = Object.keys(handwrittenInHindi);
    expect(keys.length).toBeGreaterThanOrEqual(100);
    for (const key of keys) {
      const question = bank.get(key);
      expect(question, key).toBeDefined();
      expect(['verbal-ability', 'dsa', 'hr-round']).toContain(question?.topic);
      const listed = handwrittenInHindi[key];
      if (listed?.options) expect(listed.options.length, key).toBe(question?.options.length);
      expect(listed?.prompt, key).toMatch(/[\u0900-\u097F]/);
      expect(listed?.explanation, key).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('loads once: courses, their FAQs, the free mock whole, and every generated question', async () => {
    await loadDemoData(db, createDiskStorage(filesDir));
    await loadPracticeBank(db);
    expect(await loadDemoTranslations(db)).toBe(true);

    for (const [title, { course, faqs }] of Object.entries(demoCoursesInHindi)) {
      const [row] = await db.select().from(courses).where(eq(courses.title, title));
      expect(row?.translations['hi-IN'], title).toEqual(course);
      const stored = await db
        .select()
        .from(courseFaqs)
        .where(eq(courseFaqs.courseId, row?.id ?? ''));
      expect(stored.length, title).toBe(faqs.length);
      for (const faq of stored) expect(faq.translations['hi-IN'], title).toEqual(faqs[faq.position]);
    }
    expect(Object.keys(demoCoursesInHindi)).toHaveLength(6);

    const [test] = await db.select().from(mockTests).where(eq(mockTests.slug, FREE_MOCK));
    expect(test?.instructions).toBe(demoMockTestsInHindi[FREE_MOCK]?.instructions);
    expect(test?.translations['hi-IN']?.sectionTitles).toHaveLength(test?.sections.length ?? -1);
    const pool = test?.sections.flatMap((section) => section.questionIds) ?? [];
    const asked = await db.select().from(questions).where(inArray(questions.id, pool));
    expect(asked.length).toBe(pool.length);
    const untranslated = asked.filter((question) => !question.translations['hi-IN']);
    expect(untranslated.map((question) => question.key)).toEqual([]);
    for (const question of asked) {
      expect(question.translations['hi-IN']?.options.length, question.key).toBe(question.options.length);
    }

    const generated = await db.select().from(questions);
    const missing = generated.filter(
      (question) =>
        (question.key.startsWith('quant.') || question.key.startsWith('reasoning.')) &&
        !question.translations['hi-IN'],
    );
    expect(missing.map((question) => question.key)).toEqual([]);
  });

  it('is idempotent, and leaves alone what an admin wrote or rewrote since', async () => {
    const [kept] = await db.select().from(questions).where(eq(questions.key, 'quant.ages.001'));
    await db
      .update(questions)
      .set({
        translations: { 'hi-IN': { prompt: 'संपादित', options: kept?.options ?? [], explanation: 'संपादित' } },
      })
      .where(eq(questions.key, 'quant.ages.001'));
    expect(await loadDemoTranslations(db)).toBe(false);
    const [after] = await db.select().from(questions).where(eq(questions.key, 'quant.ages.001'));
    expect(after?.translations['hi-IN']?.prompt).toBe('संपादित');
    expect(DEMO_TRANSLATIONS_KEY).toMatch(/^demo-translations-v\d+$/);
  });
});
