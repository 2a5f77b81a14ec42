import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CATALOGUE_CATEGORIES } from '@pathshala/shared/constants';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/accounts.ts';
import { courses, lectures } from '../db/schema/catalogue.ts';
import { banners, mentors, placementCourses, services, testimonials } from '../db/schema/content.ts';
import { verifyPassword } from '../modules/accounts/password.ts';
import { createDiskStorage } from '../plugins/storage.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { DEMO_ACCOUNTS, demoDataLoadedAt, loadDemoData } from './load-demo-data.ts';

const database = await createTestDatabase();
const { db } = database;
const filesDir = mkdtempSync(path.join(tmpdir(), 'pathshala-demo-'));
const storage = createDiskStorage(filesDir);
afterAll(async () => {
  await database.close();
  rmSync(filesDir, { recursive: true, force: true });
});

describe('loadDemoData', () => {
  it('loads a realistic catalogue and the two demo accounts into an empty database', async () => {
    expect(await demoDataLoadedAt(db)).toBeNull();
    expect(await loadDemoData(db, storage)).toBe(true);
    expect(await demoDataLoadedAt(db)).not.toBeNull();

    const allCourses = await db.select().from(courses);
    expect(allCourses.length).toBeGreaterThanOrEqual(12);
    expect(allCourses.filter((course) => course.status === 'coming soon')).toHaveLength(2);
    // Every catalogue tab but ALL PROGRAM finds a course (the tab's spelling is the spec's; match on the first word).
    for (const category of CATALOGUE_CATEGORIES.slice(1)) {
      const firstWord = category.split(' ')[0]?.toLowerCase() ?? '';
      expect(
        allCourses.some((course) => course.subject.toLowerCase().includes(firstWord)),
        category,
      ).toBe(true);
    }

    const [free] = await db.select({ n: count() }).from(lectures).where(eq(lectures.free, true));
    const [locked] = await db.select({ n: count() }).from(lectures).where(eq(lectures.free, false));
    expect(free?.n).toBeGreaterThan(0);
    expect(locked?.n).toBeGreaterThan(free?.n ?? 0);

    const accounts = await db.select().from(users);
    expect(accounts.map((user) => [user.email, user.role]).sort()).toEqual([
      [DEMO_ACCOUNTS.admin.email, 'admin'],
      [DEMO_ACCOUNTS.learner.email, 'learner'],
    ]);
    const learner = accounts.find((user) => user.role === 'learner');
    expect(learner?.passwordHash).not.toContain(DEMO_ACCOUNTS.learner.password);
    expect(await verifyPassword(DEMO_ACCOUNTS.learner.password, learner?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword('wrong-password', learner?.passwordHash ?? '')).toBe(false);
  });

  it('loads nothing the second time', async () => {
    const before = await db.select({ n: count() }).from(courses);
    expect(await loadDemoData(db, storage)).toBe(false);
    const after = await db.select({ n: count() }).from(courses);
    expect(after).toEqual(before);
  });

  it('loads the home page content and placement courses, and stores the sample video once', async () => {
    expect((await db.select().from(mentors)).length).toBeGreaterThanOrEqual(6);
    expect((await db.select().from(testimonials)).length).toBeGreaterThanOrEqual(6);
    expect((await db.select().from(banners)).length).toBeGreaterThanOrEqual(4);
    expect((await db.select().from(services)).map((service) => service.title)).toContain(
      'Placement Preparation',
    );
    const placement = await db.select().from(placementCourses);
    expect(placement.map((course) => course.title)).toContain('Aptitude Placement Course');
    expect(new Set(placement.map((course) => course.instructorName)).size).toBe(2);
    expect(await storage.size('videos/sample-lecture.mp4')).toBeGreaterThan(10_000);
    const [withVideo] = await db.select().from(lectures).where(eq(lectures.free, true));
    expect(withVideo?.videoKey).toBe('videos/sample-lecture.mp4');
    expect(await storage.size('notes/sample-notes.pdf')).toBeGreaterThan(500);
    const withNotes = await db.select().from(lectures).where(eq(lectures.notesKey, 'notes/sample-notes.pdf'));
    expect(withNotes.length).toBeGreaterThan(0);
  });

  it('keeps every course lecture count in step with its lectures', async () => {
    const rows = await db.select().from(courses);
    for (const course of rows) {
      expect(course.totalLecture, course.title).toBeGreaterThan(0);
    }
  });
});
