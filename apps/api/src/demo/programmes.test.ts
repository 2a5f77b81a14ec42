import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRACTICE_TOPICS } from '@pathshala/shared/practice-constants';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { courses, programmeCourses } from '../db/schema/catalogue.ts';
import { mockTests, programmeTopics } from '../db/schema/practice.ts';
import { listPlacementCourses } from '../modules/catalogue/repository.ts';
import { toPlacementCourse } from '../modules/catalogue/service.ts';
import { createDiskStorage } from '../plugins/storage.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { loadDemoData } from './load-demo-data.ts';
import { loadPracticeBank } from './practice-bank.ts';
import { demoProgrammes } from './programmes.ts';

const database = await createTestDatabase();
const { db } = database;
const filesDir = mkdtempSync(path.join(tmpdir(), 'pathshala-demo-programmes-'));
afterAll(async () => {
  await database.close();
  rmSync(filesDir, { recursive: true, force: true });
});

describe('the demo placement programmes', () => {
  it('are on sale from their placement cards, each with gated mocks, and leave free practice in place', async () => {
    expect(await loadDemoData(db, createDiskStorage(filesDir))).toBe(true);
    expect(await loadPracticeBank(db)).toBe(true);

    const programmes = await db.select().from(courses).where(eq(courses.kind, 'programme'));
    expect(programmes.map((programme) => programme.title).sort()).toEqual(
      demoProgrammes.map((programme) => programme.title).sort(),
    );
    const cards = (await listPlacementCourses(db)).map(toPlacementCourse);
    for (const programme of programmes) {
      const card = cards.find((candidate) => candidate.programmeId === programme.id);
      expect(card, programme.title).toMatchObject({
        comingSoon: false,
        price: (programme.discountedPricePaise ?? 0) / 100,
      });
    }
    // The cards that sell nothing keep 'Coming soon!!!'.
    expect(cards.filter((card) => card.comingSoon).length).toBe(cards.length - programmes.length);

    const tests = await db.select().from(mockTests);
    for (const programme of programmes) {
      const gated = tests.filter((test) => test.requiredCourseId === programme.id);
      expect(gated.length, programme.title).toBeGreaterThan(0);
      expect(
        gated.every((test) => test.published),
        programme.title,
      ).toBe(true);
    }
    expect(tests.some((test) => test.requiredCourseId === null && test.published)).toBe(true);

    const gatedTopics = new Set((await db.select().from(programmeTopics)).map((row) => row.topic));
    expect(gatedTopics.size).toBeGreaterThan(0);
    expect(PRACTICE_TOPICS.filter((topic) => !gatedTopics.has(topic)).length).toBeGreaterThan(
      gatedTopics.size,
    );

    // The DSA programme includes published demo courses, in its order.
    const dsa = programmes.find((programme) => programme.title === 'DSA Placement Programme');
    const included = await db
      .select({ title: courses.title, kind: courses.kind, status: courses.status })
      .from(programmeCourses)
      .innerJoin(courses, eq(courses.id, programmeCourses.courseId))
      .where(eq(programmeCourses.programmeId, dsa?.id ?? ''))
      .orderBy(asc(programmeCourses.position));
    expect(included).toEqual([
      { title: 'Data Structures and Algorithms in Python', kind: 'course', status: 'published' },
      { title: 'Python Foundations for Beginners', kind: 'course', status: 'published' },
    ]);
  });
});
