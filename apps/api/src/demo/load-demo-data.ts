import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { indiaDay } from '@pathshala/shared/dates';
import { formatClock, formatSpan } from '@pathshala/shared/duration';
import { INTERNSHIP_LISTINGS, type PositionCategory } from '@pathshala/shared/engagement';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import {
  chapters,
  courseFaqs,
  courses,
  instructors,
  lectures,
  roadmapSteps,
} from '../db/schema/catalogue.ts';
import { coupons } from '../db/schema/commerce.ts';
import {
  banners,
  collaborators,
  mentors,
  placementCourses,
  services,
  testimonials,
} from '../db/schema/content.ts';
import { positions } from '../db/schema/engagement.ts';
import { appMeta } from '../db/schema/meta.ts';
import { hashPassword } from '../modules/accounts/password.ts';
import { summariseRatings } from '../modules/catalogue/ratings.ts';
import { addCourseReviews } from '../modules/catalogue/repository.ts';
import { courseSearchText } from '../modules/catalogue/service.ts';
import type { Storage } from '../plugins/storage.ts';
import { demoBanners } from './banners.ts';
import {
  demoCollaborators,
  demoMentors,
  demoPlacementCourses,
  demoServices,
  demoTestimonials,
} from './content.ts';
import { allDemoCourses as demoCourses, demoInstructors } from './courses.ts';
import { loadDemoLiveSessions } from './live-sessions.ts';
import { DEMO_MEDIA_DIR, type DemoMediaManifest, demoLectureKey, demoNotesKey } from './media-keys.ts';
import { type DemoPositionDetails, demoListingDetails, demoPositions } from './positions.ts';
import { loadDemoProgrammes } from './programmes.ts';
import { loadDemoProjects } from './projects.ts';
import type { DemoCourse } from './types.ts';

const CERTIFICATE_IMAGE = '/images/certificates/course-certificate.svg';

/** Demo courses on a sale that ends: hours from the first start until the price returns to the real one. */
export const DEMO_SALE_HOURS_LEFT: Readonly<Record<string, number>> = {
  'Python Foundations for Beginners': 5,
  'React and Modern Frontend': 30,
  'Machine Learning A–Z': 70,
};

export const DEMO_ACCOUNTS = {
  learner: {
    name: 'Demo Learner',
    email: 'demo@pathshala.local',
    password: 'Demo@12345',
    mobileNo: '9876543210',
  },
  admin: {
    name: 'Pathshala Admin',
    email: 'admin@pathshala.local',
    password: 'Admin@12345',
    mobileNo: '9876500000',
  },
  /** Teaches as the demo instructor 'ananya-rao': sees and edits her courses at /instructor. */
  instructor: {
    name: 'Ananya Rao',
    email: 'instructor@pathshala.local',
    password: 'Teach@12345',
    mobileNo: '9876511111',
    instructorKey: 'ananya-rao',
  },
} as const;

const DEMO_DATA_KEY = 'demo_data_loaded_at';
const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The careers category of each department of the internship form's listings. */
const LISTING_CATEGORY: Record<string, PositionCategory> = {
  'Web Development': 'Engineering',
  'Software Engineering': 'Engineering',
  'Data Science': 'Engineering',
  Design: 'Design',
  'Digital Marketing': 'Marketing',
  'Content Creation': 'Marketing',
  Sales: 'Operations',
};

/** A demo position's board fields as columns: paise, and a deadline some days from now in India. */
function positionColumns(details: DemoPositionDetails & { detailedDescription?: string }, now: Date) {
  const { payMin, payMax, closesInDays, ...rest } = details;
  return {
    ...rest,
    payMinPaise: payMin === undefined ? null : rupeesToPaise(payMin),
    payMaxPaise: payMax === undefined ? null : rupeesToPaise(payMax),
    deadline: closesInDays === undefined ? null : indiaDay(now.getTime() + closesInDays * DAY_MS),
  };
}

/**
 * The board's demo positions. First the internship form's 12 listings (spec §3), each a row answering to its
 * listing id with the spec's title, department, duration and location (no deadline: the spec's dates are past,
 * ADR 045); then the careers page's demo positions. A careers title the form lists fills that listing's row
 * (description and board details, keeping the spec's fields) instead of adding a second row of the same title.
 */
async function loadDemoPositions(db: Database) {
  const now = new Date();
  const listingRows = await db
    .insert(positions)
    .values(
      INTERNSHIP_LISTINGS.map((listing) => ({
        title: listing.title,
        category: LISTING_CATEGORY[listing.department] ?? 'Engineering',
        listingId: listing.id,
        kind: 'internship' as const,
        team: listing.department,
        workMode: listing.location,
        durationMonths: Number.parseInt(listing.duration, 10),
        position: demoPositions.length + listing.id,
      })),
    )
    .returning({ id: positions.id, title: positions.title, listingId: positions.listingId });
  const byTitle = new Map(listingRows.map((row) => [row.title.toLowerCase(), row]));
  const filled = new Set<number>();
  for (const [position, opening] of demoPositions.entries()) {
    const row = byTitle.get(opening.title.toLowerCase());
    const columns = positionColumns(opening, now);
    if (row?.listingId) {
      const { kind: _kind, team: _team, workMode: _workMode, durationMonths: _months, ...details } = columns;
      filled.add(row.listingId);
      await db
        .update(positions)
        .set({ ...details, position })
        .where(eq(positions.id, row.id));
    } else {
      await db.insert(positions).values({
        ...columns,
        title: opening.title,
        category: opening.category,
        detailedDescription: opening.detailedDescription,
        position,
      });
    }
  }
  for (const row of listingRows) {
    const details = row.listingId ? demoListingDetails[row.listingId] : undefined;
    if (!details || !row.listingId || filled.has(row.listingId)) continue;
    await db.update(positions).set(positionColumns(details, now)).where(eq(positions.id, row.id));
  }
}

/**
 * Loads the demo catalogue and the two demo accounts once. Returns false when the database already had them.
 * Runs in one transaction, so a crash half-way leaves the database empty and the next start tries again.
 */
export async function loadDemoData(db: Database, storage: Storage): Promise<boolean> {
  const media = await storeDemoMedia(storage);
  const [learnerHash, adminHash, instructorHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.learner.password),
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.instructor.password),
  ]);
  return db.transaction(async (tx) => {
    // The insert-or-nothing on the marker row makes two instances starting together load the data once.
    const marked = await tx
      .insert(appMeta)
      .values({ key: DEMO_DATA_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (marked.length === 0) return false;

    const instructorRows = await tx
      .insert(instructors)
      .values(demoInstructors.map(({ key: _key, ...instructor }) => instructor))
      .returning({ id: instructors.id });
    const instructorIdByKey = new Map(
      demoInstructors.map((instructor, i) => [instructor.key, instructorRows[i]?.id]),
    );
    const instructorNameByKey = new Map(
      demoInstructors.map((instructor) => [instructor.key, instructor.name]),
    );

    const base = Date.now() - demoCourses.length * 60_000;
    // A few courses run a sale with a real end, counted from the first start; the rest keep a standing price.
    const saleEndOf = (title: string) => {
      const hours = DEMO_SALE_HOURS_LEFT[title];
      return hours === undefined ? null : new Date(Date.now() + hours * 3_600_000);
    };
    for (const [courseIndex, demo] of demoCourses.entries()) {
      const [course] = await tx
        .insert(courses)
        .values({
          title: demo.title,
          subject: demo.subject,
          status: demo.status,
          thumbnail: demo.thumbnail,
          coverPhoto: demo.coverPhoto,
          ...summariseRatings(demo.reviews.map((review) => review.rating)),
          description: demo.description,
          realPricePaise: rupeesToPaise(demo.realPrice),
          discountedPricePaise: demo.discountedPrice === null ? null : rupeesToPaise(demo.discountedPrice),
          saleEndsAt: saleEndOf(demo.title),
          detailDescription: demo.detailDescription,
          duration: demo.duration,
          level: demo.level,
          overview: demo.overview,
          whatYouWillLearn: demo.whatYouWillLearn,
          instructorId: instructorIdByKey.get(demo.instructorKey) ?? null,
          totalLecture: demo.chapters.reduce((sum, chapter) => sum + chapter.lectures.length, 0),
          certificateImage: CERTIFICATE_IMAGE,
          searchText: courseSearchText(demo, instructorNameByKey.get(demo.instructorKey)),
          // Spread creation times so the catalogue has a stable, meaningful order.
          createdAt: new Date(base + courseIndex * 60_000),
        })
        .returning({ id: courses.id });
      if (!course) throw new Error(`demo course not inserted: ${demo.title}`);

      for (const [chapterIndex, demoChapter] of demo.chapters.entries()) {
        const lectureMedia = demoChapter.lectures.map((_, lectureIndex) =>
          media.lecture(demo, chapterIndex, lectureIndex),
        );
        const [chapter] = await tx
          .insert(chapters)
          .values({
            courseId: course.id,
            name: demoChapter.name,
            duration: formatSpan(lectureMedia.reduce((sum, item) => sum + (item?.durationSeconds ?? 0), 0)),
            position: chapterIndex,
          })
          .returning({ id: chapters.id });
        if (!chapter) throw new Error(`demo chapter not inserted: ${demoChapter.name}`);
        if (demoChapter.lectures.length > 0) {
          const notesKey = media.notes(demo, chapterIndex);
          await tx.insert(lectures).values(
            demoChapter.lectures.map((lecture, position) => {
              const recorded = lectureMedia[position];
              return {
                title: lecture.title,
                free: lecture.free,
                chapterId: chapter.id,
                position,
                duration: recorded ? formatClock(recorded.durationSeconds) : '',
                durationSeconds: recorded?.durationSeconds ?? null,
                videoKey: recorded?.videoKey ?? null,
                captionsKey: recorded?.captionsKey ?? null,
                // The chapter's notes come with its first lecture.
                notesKey: position === 0 ? notesKey : null,
              };
            }),
          );
        }
      }
      if (demo.faqs.length > 0) {
        await tx
          .insert(courseFaqs)
          .values(demo.faqs.map((faq, position) => ({ ...faq, courseId: course.id, position })));
      }
      await addCourseReviews(
        tx,
        course.id,
        demo.reviews.map((review) => ({
          name: review.name,
          comment: review.comment,
          rating: review.rating,
          createdAt: new Date(review.date),
        })),
      );
      if (demo.roadmap.length > 0) {
        await tx
          .insert(roadmapSteps)
          .values(demo.roadmap.map((step, position) => ({ ...step, courseId: course.id, position })));
      }
    }

    await loadDemoContent(tx);
    await loadDemoProgrammes(tx);
    const accounts = await tx
      .insert(users)
      .values([
        { ...accountFields(DEMO_ACCOUNTS.learner), passwordHash: learnerHash, role: 'learner' },
        { ...accountFields(DEMO_ACCOUNTS.admin), passwordHash: adminHash, role: 'admin' },
        {
          ...accountFields(DEMO_ACCOUNTS.instructor),
          passwordHash: instructorHash,
          role: 'instructor',
          instructorId: instructorIdByKey.get(DEMO_ACCOUNTS.instructor.instructorKey) ?? null,
        },
      ])
      .returning({ id: users.id, role: users.role });
    await loadDemoLiveSessions(tx, DEMO_ACCOUNTS.learner.email);
    await loadDemoProjects(tx, {
      learnerPasswordHash: learnerHash,
      reviewerId: accounts.find((account) => account.role === 'instructor')?.id ?? null,
    });
    return true;
  });
}

async function loadDemoContent(db: Database) {
  await db.insert(coupons).values([
    { code: 'WELCOME20', kind: 'percent', value: 20 },
    {
      code: 'EXPIRED10',
      kind: 'percent',
      value: 10,
      validFrom: new Date('2025-01-01T00:00:00Z'),
      validTo: new Date('2025-12-31T23:59:59Z'),
    },
  ]);
  // Written in one instant: each list's order is its position, as the demo arrays give it.
  await db.insert(mentors).values(demoMentors.map((mentor, position) => ({ ...mentor, position })));
  await db.insert(services).values(demoServices);
  await db
    .insert(testimonials)
    .values(demoTestimonials.map((testimonial, position) => ({ ...testimonial, position })));
  await db
    .insert(collaborators)
    .values(demoCollaborators.map((collaborator, position) => ({ ...collaborator, position })));
  await loadDemoPositions(db);
  if (demoBanners.length > 0) {
    await db.insert(banners).values(demoBanners.map((banner, position) => ({ ...banner, position })));
  }
  await db.insert(placementCourses).values(
    demoPlacementCourses.map((course, position) => ({
      position,
      title: course.title,
      subject: course.subject,
      coverPhoto: course.coverPhoto,
      description: course.description.map((item) => ({
        text: item.text,
        ...(item.realPrice === undefined ? {} : { realPricePaise: rupeesToPaise(item.realPrice) }),
        ...(item.price === undefined ? {} : { pricePaise: rupeesToPaise(item.price) }),
      })),
      realPricePaise: rupeesToPaise(course.realPrice),
      discountedPricePaise: course.discountedPrice === null ? null : rupeesToPaise(course.discountedPrice),
      pricePaise: rupeesToPaise(course.price),
      review: course.review,
      level: course.level,
      instructorName: course.instructorName,
      status: course.status,
    })),
  );
}

/**
 * Copies the generated demo media (scripts/media: narrated lecture videos, captions, chapter notes) into
 * storage once, and answers which stored files belong to which lecture. Only published courses have
 * recorded lectures; a published lecture without media means the generator was not run over the current
 * content, which is a build error, not something to paper over with a placeholder.
 */
async function storeDemoMedia(storage: Storage) {
  const manifest = JSON.parse(
    await readFile(path.join(DEMO_MEDIA_DIR, 'manifest.json'), 'utf8'),
  ) as DemoMediaManifest;
  const store = async (file: string) => {
    const key = `demo/${file}`;
    if ((await storage.size(key)) === null) {
      await storage.put(key, await readFile(path.join(DEMO_MEDIA_DIR, file)));
    }
    return key;
  };
  const missing = (what: string) =>
    new Error(`demo media missing for ${what}: run npm run media:build (scripts/media/README.md)`);

  const lectureMedia = new Map<string, { videoKey: string; captionsKey: string; durationSeconds: number }>();
  const notesKeys = new Map<string, string>();
  for (const course of demoCourses.filter((demo) => demo.status === 'published')) {
    for (const [chapterIndex, chapter] of course.chapters.entries()) {
      const notesKey = demoNotesKey(course.title, chapterIndex);
      const notes = manifest.notes[notesKey];
      if (!notes) throw missing(`the notes of ${notesKey}`);
      notesKeys.set(notesKey, await store(notes.file));
      for (const lectureIndex of chapter.lectures.keys()) {
        const key = demoLectureKey(course.title, chapterIndex, lectureIndex);
        const entry = manifest.lectures[key];
        if (!entry) throw missing(`lecture ${key}`);
        const [videoKey, captionsKey] = await Promise.all([store(entry.video), store(entry.captions)]);
        lectureMedia.set(key, { videoKey, captionsKey, durationSeconds: entry.durationSeconds });
      }
    }
  }
  return {
    lecture: (course: DemoCourse, chapterIndex: number, lectureIndex: number) =>
      lectureMedia.get(demoLectureKey(course.title, chapterIndex, lectureIndex)),
    notes: (course: DemoCourse, chapterIndex: number) =>
      notesKeys.get(demoNotesKey(course.title, chapterIndex)) ?? null,
  };
}

function accountFields(account: { name: string; email: string; mobileNo: string }) {
  return { name: account.name, email: account.email, mobileNo: account.mobileNo };
}

export async function demoDataLoadedAt(db: Database): Promise<string | null> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_DATA_KEY));
  return row ? String(row.value) : null;
}
