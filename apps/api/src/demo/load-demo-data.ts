import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.ts';
import {
  chapters,
  courseFaqs,
  courseReviews,
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
import { courseSearchText } from '../modules/catalogue/service.ts';
import type { Storage } from '../plugins/storage.ts';
import { demoCourses, demoInstructors } from './catalogue.ts';
import {
  demoBanners,
  demoCollaborators,
  demoMentors,
  demoPlacementCourses,
  demoServices,
  demoTestimonials,
} from './content.ts';
import { demoPositions } from './positions.ts';

/** Every demo lecture plays the same few seconds of sample video; one stored copy serves them all. */
const SAMPLE_VIDEO_KEY = 'videos/sample-lecture.mp4';
const SAMPLE_VIDEO_FILE = path.join(import.meta.dirname, 'media/sample-lecture.mp4');
const SAMPLE_NOTES_KEY = 'notes/sample-notes.pdf';
const SAMPLE_NOTES_FILE = path.join(import.meta.dirname, 'media/sample-notes.pdf');
const CERTIFICATE_IMAGE = '/images/certificates/course-certificate.svg';

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
} as const;

const DEMO_DATA_KEY = 'demo_data_loaded_at';
const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);

/**
 * Loads the demo catalogue and the two demo accounts once. Returns false when the database already had them.
 * Runs in one transaction, so a crash half-way leaves the database empty and the next start tries again.
 */
export async function loadDemoData(db: Database, storage: Storage): Promise<boolean> {
  if ((await storage.size(SAMPLE_VIDEO_KEY)) === null) {
    await storage.put(SAMPLE_VIDEO_KEY, await readFile(SAMPLE_VIDEO_FILE));
  }
  if ((await storage.size(SAMPLE_NOTES_KEY)) === null) {
    await storage.put(SAMPLE_NOTES_KEY, await readFile(SAMPLE_NOTES_FILE));
  }
  const [learnerHash, adminHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.learner.password),
    hashPassword(DEMO_ACCOUNTS.admin.password),
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
    for (const [courseIndex, demo] of demoCourses.entries()) {
      const [course] = await tx
        .insert(courses)
        .values({
          title: demo.title,
          subject: demo.subject,
          status: demo.status,
          thumbnail: demo.thumbnail,
          coverPhoto: demo.coverPhoto,
          review: demo.review,
          description: demo.description,
          realPricePaise: rupeesToPaise(demo.realPrice),
          discountedPricePaise: demo.discountedPrice === null ? null : rupeesToPaise(demo.discountedPrice),
          detailDescription: demo.detailDescription,
          duration: demo.duration,
          overview: demo.overview,
          whatYouWillLearn: demo.whatYouWillLearn,
          instructorId: instructorIdByKey.get(demo.instructorKey) ?? null,
          students: demo.students,
          totalLecture: demo.chapters.reduce((sum, chapter) => sum + chapter.lectures.length, 0),
          certificateImage: CERTIFICATE_IMAGE,
          searchText: courseSearchText(demo, instructorNameByKey.get(demo.instructorKey)),
          // Spread creation times so the catalogue has a stable, meaningful order.
          createdAt: new Date(base + courseIndex * 60_000),
        })
        .returning({ id: courses.id });
      if (!course) throw new Error(`demo course not inserted: ${demo.title}`);

      for (const [chapterIndex, demoChapter] of demo.chapters.entries()) {
        const [chapter] = await tx
          .insert(chapters)
          .values({
            courseId: course.id,
            name: demoChapter.name,
            duration: demoChapter.duration,
            position: chapterIndex,
          })
          .returning({ id: chapters.id });
        if (!chapter) throw new Error(`demo chapter not inserted: ${demoChapter.name}`);
        if (demoChapter.lectures.length > 0) {
          await tx.insert(lectures).values(
            demoChapter.lectures.map((lecture, position) => ({
              ...lecture,
              chapterId: chapter.id,
              position,
              videoKey: SAMPLE_VIDEO_KEY,
              // The first lecture of every chapter comes with notes.
              notesKey: position === 0 ? SAMPLE_NOTES_KEY : null,
            })),
          );
        }
      }
      if (demo.faqs.length > 0) {
        await tx
          .insert(courseFaqs)
          .values(demo.faqs.map((faq, position) => ({ ...faq, courseId: course.id, position })));
      }
      if (demo.reviews.length > 0) {
        await tx.insert(courseReviews).values(
          demo.reviews.map((review) => ({
            courseId: course.id,
            name: review.name,
            comment: review.comment,
            rating: review.rating,
            createdAt: new Date(review.date),
            updatedAt: new Date(review.date),
          })),
        );
      }
      if (demo.roadmap.length > 0) {
        await tx
          .insert(roadmapSteps)
          .values(demo.roadmap.map((step, position) => ({ ...step, courseId: course.id, position })));
      }
    }

    await loadDemoContent(tx);
    await tx.insert(users).values([
      { ...accountFields(DEMO_ACCOUNTS.learner), passwordHash: learnerHash, role: 'learner' },
      { ...accountFields(DEMO_ACCOUNTS.admin), passwordHash: adminHash, role: 'admin' },
    ]);
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
  await db.insert(mentors).values(demoMentors);
  await db.insert(services).values(demoServices);
  await db.insert(testimonials).values(
    // Blank texts are stored as missing, so the spec's defaults show (spec §3).
    demoTestimonials.map((testimonial) => ({
      message: testimonial.message || null,
      name: testimonial.name || null,
      designation: testimonial.designation || null,
      profilePhoto: testimonial.profilePhoto,
    })),
  );
  await db.insert(collaborators).values(demoCollaborators);
  await db.insert(positions).values(demoPositions.map((opening, position) => ({ ...opening, position })));
  await db.insert(banners).values(demoBanners.map((banner, position) => ({ ...banner, position })));
  await db.insert(placementCourses).values(
    demoPlacementCourses.map((course) => ({
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

function accountFields(account: { name: string; email: string; mobileNo: string }) {
  return { name: account.name, email: account.email, mobileNo: account.mobileNo };
}

export async function demoDataLoadedAt(db: Database): Promise<string | null> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_DATA_KEY));
  return row ? String(row.value) : null;
}
