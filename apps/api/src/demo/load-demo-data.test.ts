import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CATALOGUE_CATEGORIES } from '@pathshala/shared/constants';
import { isKnownServicePath } from '@pathshala/shared/service-paths';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/accounts.ts';
import { chapters, courses, instructors, lectures } from '../db/schema/catalogue.ts';
import { enrollments } from '../db/schema/commerce.ts';
import { banners, mentors, placementCourses, services, testimonials } from '../db/schema/content.ts';
import { liveSessions } from '../db/schema/live.ts';
import { projectSubmissions } from '../db/schema/projects.ts';
import { courseReviews } from '../db/schema/reviews.ts';
import { mp4DurationSeconds } from '../lib/mp4-duration.ts';
import { verifyPassword } from '../modules/accounts/password.ts';
import { summariseRatings } from '../modules/catalogue/ratings.ts';
import { listPlacementCourses } from '../modules/catalogue/repository.ts';
import { listCollaborators, listMentors, listTestimonials } from '../modules/content/repository.ts';
import { reviewQueue } from '../modules/projects/repository.ts';
import { myProjects } from '../modules/projects/service.ts';
import type { UserRow } from '../plugins/auth.ts';
import { createDiskStorage } from '../plugins/storage.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import {
  demoCollaborators,
  demoMentors,
  demoPlacementCourses,
  demoServices,
  demoTestimonials,
} from './content.ts';
import { DEMO_ACCOUNTS, DEMO_SALE_HOURS_LEFT, demoDataLoadedAt, loadDemoData } from './load-demo-data.ts';

const database = await createTestDatabase();
const { db } = database;
const filesDir = mkdtempSync(path.join(tmpdir(), 'pathshala-demo-'));
const storage = createDiskStorage(filesDir);
async function stored(key: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
afterAll(async () => {
  await database.close();
  rmSync(filesDir, { recursive: true, force: true });
});

describe('loadDemoData', () => {
  it('loads a realistic catalogue and the demo learner, admin and instructor into an empty database', async () => {
    expect(await demoDataLoadedAt(db)).toBeNull();
    expect(await loadDemoData(db, storage)).toBe(true);
    expect(await demoDataLoadedAt(db)).not.toBeNull();

    const allCourses = await db.select().from(courses);
    expect(allCourses.filter((course) => course.status === 'coming soon').length).toBeGreaterThanOrEqual(2);
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

    // Besides these, a few learners of the demo projects (projects.ts).
    const named: string[] = [
      DEMO_ACCOUNTS.admin.email,
      DEMO_ACCOUNTS.learner.email,
      DEMO_ACCOUNTS.instructor.email,
    ];
    const accounts = (await db.select().from(users)).filter((user) => named.includes(user.email));
    expect(accounts.map((user) => [user.email, user.role]).sort()).toEqual([
      [DEMO_ACCOUNTS.admin.email, 'admin'],
      [DEMO_ACCOUNTS.learner.email, 'learner'],
      [DEMO_ACCOUNTS.instructor.email, 'instructor'],
    ]);
    const teacher = accounts.find((user) => user.role === 'instructor');
    const [profile] = await db
      .select()
      .from(instructors)
      .where(eq(instructors.id, teacher?.instructorId ?? ''));
    expect(profile?.name).toBe('Ananya Rao');
    const learner = accounts.find((user) => user.role === 'learner');
    expect(learner?.passwordHash).not.toContain(DEMO_ACCOUNTS.learner.password);
    expect(await verifyPassword(DEMO_ACCOUNTS.learner.password, learner?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword('wrong-password', learner?.passwordHash ?? '')).toBe(false);
  });

  it("gives demo courses projects: the demo learner has one, the demo instructor's queue has attempts waiting", async () => {
    const [demoLearner] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.learner.email));
    const [teacher] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.instructor.email));
    const visible = await myProjects(db, demoLearner as UserRow);
    // One passed after a round of changes; the rest (in the courses the demo also grants) not yet submitted.
    expect(visible.map((project) => project.status).sort()).toEqual(
      ['passed', ...visible.slice(1).map(() => 'not_submitted')].sort(),
    );
    const queue = await reviewQueue(db, teacher?.instructorId ?? '', { limit: 20, offset: 0 });
    expect(queue.total).toBeGreaterThanOrEqual(2);
    expect(queue.rows.every((row) => row.instructorId === teacher?.instructorId)).toBe(true);
    const reviewed = await db
      .select()
      .from(projectSubmissions)
      .where(eq(projectSubmissions.status, 'needs_changes'));
    expect(reviewed.every((row) => row.feedback && row.scores)).toBe(true);
  });

  it('loads nothing the second time', async () => {
    const before = await db.select({ n: count() }).from(courses);
    expect(await loadDemoData(db, storage)).toBe(false);
    const after = await db.select({ n: count() }).from(courses);
    expect(after).toEqual(before);
  });

  it("makes the hero's numbers true: 30+ courses, 10+ mentors", async () => {
    const allCourses = await db.select().from(courses);
    expect(allCourses.length).toBeGreaterThanOrEqual(30);
    expect((await db.select().from(mentors)).length).toBeGreaterThanOrEqual(10);
    expect((await db.select().from(instructors)).length).toBeGreaterThanOrEqual(10);
  });

  it('puts a sale with a real end on a few discounted courses only, ending hours after the load', async () => {
    const onSale = (await db.select().from(courses)).filter((course) => course.saleEndsAt !== null);
    expect(onSale.map((course) => course.title).sort()).toEqual(Object.keys(DEMO_SALE_HOURS_LEFT).sort());
    for (const course of onSale) {
      expect(course.discountedPricePaise, course.title).not.toBeNull();
      expect(course.saleEndsAt?.getTime(), course.title).toBeGreaterThan(Date.now());
    }
  });

  it('rates each course from its own reviews, and a course without reviews or coming soon not at all', async () => {
    const reviews = await db.select().from(courseReviews);
    // Programmes are sold from the placement page and carry no reviews.
    for (const course of (await db.select().from(courses)).filter((row) => row.kind === 'course')) {
      const ratings = reviews
        .filter((review) => review.courseId === course.id)
        .map((review) => review.rating);
      expect({ review: course.review, reviewCount: course.reviewCount }, course.title).toEqual(
        summariseRatings(ratings),
      );
      if (course.status === 'coming soon') expect(course.reviewCount, course.title).toBe(0);
      else expect(course.reviewCount, course.title).toBeGreaterThan(0);
    }
  });

  it('loads the home page content and placement courses, with no testimonial left to fallbacks', async () => {
    expect((await db.select().from(testimonials)).length).toBeGreaterThanOrEqual(6);
    for (const testimonial of await db.select().from(testimonials)) {
      expect(
        testimonial.message && testimonial.name && testimonial.designation && testimonial.profilePhoto,
      ).toBeTruthy();
    }
    expect((await db.select().from(banners)).length).toBeGreaterThanOrEqual(4);
    for (const banner of await db.select().from(banners)) expect(banner.headline).not.toBe('');
    expect((await db.select().from(services)).map((service) => service.title)).toContain(
      'Placement Preparation',
    );
    const placement = await db.select().from(placementCourses);
    expect(placement.map((course) => course.title)).toContain('Aptitude Placement Course');
    expect(new Set(placement.map((course) => course.instructorName)).size).toBe(2);
  });

  it("titles every service with a path of the spec's route table exactly, so its card opens a page in any client", async () => {
    const titles = (await db.select().from(services)).map((service) => service.title);
    expect(titles.sort()).toEqual(demoServices.map((service) => service.title).sort());
    for (const title of titles) expect(isKnownServicePath(title), title).toBe(true);
  });

  it('shows mentors, testimonials, collaborators and placement courses in the order the demo lists them', async () => {
    // All written in one instant: only their positions keep the order.
    const names = (rows: { name: string | null }[]) => rows.map((row) => row.name);
    expect(names(await listMentors(db))).toEqual(names(demoMentors));
    expect(names(await listTestimonials(db))).toEqual(names(demoTestimonials));
    expect(names(await listCollaborators(db))).toEqual(names(demoCollaborators));
    const comingSoonLast = [...demoPlacementCourses].sort(
      (a, b) => Number(a.status === 'coming soon') - Number(b.status === 'coming soon'),
    );
    expect((await listPlacementCourses(db)).map((course) => course.title)).toEqual(
      comingSoonLast.map((course) => course.title),
    );
  });

  it("stores every published lecture's own narrated video, captions and chapter notes, with the video's real length", async () => {
    const rows = await db
      .select({ lecture: lectures, status: courses.status })
      .from(lectures)
      .innerJoin(chapters, eq(chapters.id, lectures.chapterId))
      .innerJoin(courses, eq(courses.id, chapters.courseId));
    const published = rows.filter((row) => row.status === 'published').map((row) => row.lecture);
    expect(published.length).toBeGreaterThan(150);
    // Each lecture plays its own video, not a shared placeholder.
    expect(new Set(published.map((lecture) => lecture.videoKey)).size).toBe(published.length);
    for (const lecture of published) {
      expect(lecture.videoKey, lecture.title).toMatch(/^demo\/lectures\/.+\.mp4$/);
      expect(lecture.captionsKey, lecture.title).toMatch(/^demo\/lectures\/.+\.vtt$/);
      const seconds = mp4DurationSeconds(await stored(lecture.videoKey ?? ''));
      expect(Math.abs(seconds - (lecture.durationSeconds ?? 0)), lecture.title).toBeLessThanOrEqual(1);
      const [minutes, rest] = lecture.duration.split(':').map(Number);
      expect(Math.abs((minutes ?? 0) * 60 + (rest ?? 0) - seconds), lecture.title).toBeLessThanOrEqual(1);
      expect((await stored(lecture.captionsKey ?? '')).subarray(0, 6).toString()).toBe('WEBVTT');
      if (lecture.position === 0) {
        expect(lecture.notesKey, lecture.title).toMatch(/^demo\/notes\/.+\.pdf$/);
        expect((await stored(lecture.notesKey ?? '')).subarray(0, 5).toString()).toBe('%PDF-');
      }
    }
    // An unreleased course has no recordings yet.
    for (const row of rows.filter((candidate) => candidate.status === 'coming soon')) {
      expect(row.lecture.videoKey, row.lecture.title).toBeNull();
      expect(row.lecture.free, row.lecture.title).toBe(false);
    }
  });

  it('keeps every course lecture count in step with its lectures', async () => {
    // Programmes have no lectures: their mocks, practice and live sessions are what they sell.
    const rows = await db.select().from(courses).where(eq(courses.kind, 'course'));
    for (const course of rows) {
      expect(course.totalLecture, course.title).toBeGreaterThan(0);
    }
  });

  it('times the live sessions from the load: one about to open, one later today, some in coming days, one recorded', async () => {
    const loadedAt = new Date(String(await demoDataLoadedAt(db))).getTime();
    const sessions = await db.select().from(liveSessions);
    const minutesFromLoad = sessions.map((session) => (session.startsAt.getTime() - loadedAt) / 60_000);
    expect(minutesFromLoad.some((minutes) => minutes > 0 && minutes <= 15)).toBe(true);
    expect(minutesFromLoad.some((minutes) => minutes > 60 && minutes < 12 * 60)).toBe(true);
    expect(minutesFromLoad.filter((minutes) => minutes > 24 * 60).length).toBeGreaterThanOrEqual(2);
    const recorded = sessions.filter((session) => session.recordingLectureId !== null);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.startsAt.getTime()).toBeLessThan(loadedAt);

    const [learner] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.learner.email));
    const enrolled = await db
      .select({ courseId: enrollments.courseId })
      .from(enrollments)
      .where(and(eq(enrollments.userId, learner?.id ?? ''), eq(enrollments.status, 'active')));
    const withSessions = new Set(sessions.map((session) => session.courseId));
    expect(enrolled.some((row) => withSessions.has(row.courseId))).toBe(true);
  });
});
