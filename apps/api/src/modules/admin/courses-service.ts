import {
  type AdminChapter,
  type AdminCourseDetail,
  type AdminCourseSummary,
  type AdminInstructor,
  type AdminLecture,
  type CourseState,
  type CreateCourseRequest,
  type CreateInstructorRequest,
  type FaqsRequest,
  type LectureNotReady,
  ADMIN_COURSE_MESSAGES as MESSAGES,
  priceProblem,
  type RoadmapRequest,
  type UpdateCourseRequest,
  type UpdateInstructorRequest,
  type UpdateLectureRequest,
} from '@pathshala/shared/admin-courses';
import type { LectureTranscode } from '@pathshala/shared/admin-media';
import { courseRating } from '@pathshala/shared/catalogue';
import { formatClock } from '@pathshala/shared/duration';
import { compactTranslations } from '@pathshala/shared/translations';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { chapters, instructors } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/commerce.ts';
import { removeQuietly, replaceImage } from '../../lib/catalogue-images.ts';
import { mp4FileDurationSeconds } from '../../lib/mp4-duration.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { AppError } from '../../plugins/errors.ts';
import type { Storage } from '../../plugins/storage.ts';
import { courseSearchText, paiseToRupees } from '../catalogue/service.ts';
import { enqueueTranscode, latestTranscodes, removeLectureTranscodes } from '../media/transcode-queue.ts';
import { notify } from '../notifications/service.ts';
import { LECTURE_MEDIA_KEY, newLectureMediaKey } from './course-media.ts';
import type { CourseContent, CourseRow, LectureRow } from './courses-repository.ts';
import * as repository from './courses-repository.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type InstructorRow = typeof instructors.$inferSelect;
type ChapterRow = typeof chapters.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);
/** New courses get the certificate design the demo courses use, so a visitor sees what completion earns. */
const DEFAULT_CERTIFICATE_IMAGE = '/images/certificates/course-certificate.svg';

// ── Shapes ──────────────────────────────────────────────────────────────────────────────────────

export function courseState(course: Pick<CourseRow, 'publishedAt' | 'deletedAt'>): CourseState {
  if (course.deletedAt) return 'deleted';
  return course.publishedAt ? 'published' : 'draft';
}

export function toAdminCourseSummary(
  course: CourseRow,
  instructor: { id: string | null; name: string | null } | null,
): AdminCourseSummary {
  return {
    id: course.id,
    title: course.title,
    subject: course.subject,
    status: course.status,
    comingSoon: course.status === 'coming soon',
    kind: course.kind,
    state: courseState(course),
    thumbnail: course.thumbnail,
    coverPhoto: course.coverPhoto,
    realPrice: paiseToRupees(course.realPricePaise),
    discountedPrice: course.discountedPricePaise === null ? null : paiseToRupees(course.discountedPricePaise),
    level: course.level,
    totalLecture: course.totalLecture,
    instructor: instructor?.id ? { id: instructor.id, name: instructor.name ?? '' } : null,
    publishedAt: iso(course.publishedAt),
    deletedAt: iso(course.deletedAt),
    createdAt: course.createdAt.toISOString(),
    updatedAt: course.updatedAt.toISOString(),
  };
}

/** `transcode`: the lecture's latest transcode job in brief, null when its video was never queued. */
export function toAdminLecture(lecture: LectureRow, transcode: LectureTranscode | null): AdminLecture {
  return {
    id: lecture.id,
    chapterId: lecture.chapterId,
    title: lecture.title,
    free: lecture.free,
    duration: lecture.duration,
    durationSeconds: lecture.durationSeconds,
    position: lecture.position,
    hasVideo: lecture.videoKey !== null,
    hasNotes: lecture.notesKey !== null,
    hasCaptions: lecture.captionsKey !== null,
    transcode,
  };
}

type Transcodes = Map<string, LectureTranscode>;

const toAdminChapter = (
  chapter: ChapterRow,
  chapterLectures: LectureRow[],
  transcodes: Transcodes,
): AdminChapter => ({
  id: chapter.id,
  name: chapter.name,
  duration: chapter.duration,
  position: chapter.position,
  lectures: chapterLectures.map((lecture) => toAdminLecture(lecture, transcodes.get(lecture.id) ?? null)),
});

/** The latest transcode of every lecture of a curriculum, for its lecture rows. */
const transcodesOf = (db: Database, curriculum: CourseContent['curriculum']) =>
  latestTranscodes(
    db,
    curriculum.flatMap(({ lecture }) => (lecture ? [lecture.id] : [])),
  );

function toAdminChapters(curriculum: CourseContent['curriculum'], transcodes: Transcodes): AdminChapter[] {
  const byChapter = new Map<string, { chapter: ChapterRow; lectures: LectureRow[] }>();
  for (const { chapter, lecture } of curriculum) {
    const entry = byChapter.get(chapter.id) ?? { chapter, lectures: [] };
    byChapter.set(chapter.id, entry);
    if (lecture) entry.lectures.push(lecture);
  }
  return [...byChapter.values()].map((entry) => toAdminChapter(entry.chapter, entry.lectures, transcodes));
}

export function toAdminCourseDetail(
  course: CourseRow,
  instructor: InstructorRow | undefined,
  content: CourseContent,
  transcodes: Transcodes,
): AdminCourseDetail {
  return {
    ...toAdminCourseSummary(course, instructor ?? null),
    overview: course.overview,
    detailDescription: course.detailDescription,
    description: course.description,
    whatYouWillLearn: course.whatYouWillLearn,
    duration: course.duration,
    saleEndsAt: course.saleEndsAt === null ? null : course.saleEndsAt.toISOString(),
    ...courseRating(course.review, course.reviewCount),
    certificateImage: course.certificateImage,
    instructor: instructor
      ? {
          id: instructor.id,
          name: instructor.name,
          designation: instructor.designation,
          profilePhoto: instructor.profilePhoto,
        }
      : null,
    chapters: toAdminChapters(content.curriculum, transcodes),
    translations: course.translations,
    faqs: content.faqs.map((faq) => ({
      id: faq.id,
      question: faq.question,
      answer: faq.answer,
      translations: faq.translations,
    })),
    roadmap: content.roadmap.map((step) => ({
      id: step.id,
      title: step.title,
      description: step.description,
      icon: step.icon,
    })),
  };
}

export function toAdminInstructor({
  instructor,
  courseCount,
  account,
}: repository.AdminInstructorRow): AdminInstructor {
  return {
    id: instructor.id,
    name: instructor.name,
    designation: instructor.designation,
    description: instructor.description,
    profilePhoto: instructor.profilePhoto,
    courseCount,
    account: account?.id ? { id: account.id, name: account.name, email: account.email } : null,
    createdAt: instructor.createdAt.toISOString(),
    updatedAt: instructor.updatedAt.toISOString(),
  };
}

/** The course as an audit entry keeps it: its own fields, money in rupees (chapters have their own entries). */
function courseRecord(course: CourseRow) {
  return {
    title: course.title,
    subject: course.subject,
    status: course.status,
    realPrice: paiseToRupees(course.realPricePaise),
    discountedPrice: course.discountedPricePaise === null ? null : paiseToRupees(course.discountedPricePaise),
    level: course.level,
    duration: course.duration,
    overview: course.overview,
    detailDescription: course.detailDescription,
    description: course.description,
    whatYouWillLearn: course.whatYouWillLearn,
    instructorId: course.instructorId,
    translations: course.translations,
    saleEndsAt: iso(course.saleEndsAt),
    thumbnail: course.thumbnail,
    coverPhoto: course.coverPhoto,
    publishedAt: iso(course.publishedAt),
    deletedAt: iso(course.deletedAt),
  };
}

/** Only the fields that differ, before and after. */
function changedFields<T extends Record<string, unknown>>(before: T, after: T) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
    changed: keys.length > 0,
  };
}

// ── Reads ───────────────────────────────────────────────────────────────────────────────────────

export async function courseDetail(db: Database, courseId: string): Promise<AdminCourseDetail> {
  const course = await repository.findCourse(db, courseId);
  if (!course) throw new AppError('NOT_FOUND', MESSAGES.courseMissing);
  const [instructor, content] = await Promise.all([
    course.instructorId ? repository.findInstructor(db, course.instructorId) : undefined,
    repository.courseContent(db, courseId),
  ]);
  return toAdminCourseDetail(course, instructor, content, await transcodesOf(db, content.curriculum));
}

async function chaptersOfCourse(db: Database, courseId: string) {
  const { curriculum } = await repository.courseContent(db, courseId);
  return toAdminChapters(curriculum, await transcodesOf(db, curriculum));
}

// ── Course writes ───────────────────────────────────────────────────────────────────────────────

/**
 * A course write: the course row locked for the transaction (so writes of one course run one at a time), a
 * missing course 404, a deleted one 409 unless the write is allowed on it (restore, a repeated delete).
 */
async function withCourse<T>(
  tx: Transaction,
  courseId: string,
  work: (course: CourseRow) => Promise<T>,
  { deletedToo = false } = {},
) {
  const course = await repository.lockCourse(tx, courseId);
  if (!course) throw new AppError('NOT_FOUND', MESSAGES.courseMissing);
  if (course.deletedAt && !deletedToo) throw new AppError('CONFLICT', MESSAGES.deleted);
  return work(course);
}

async function instructorOrMissing(db: Database, instructorId: string) {
  const instructor = await repository.findInstructor(db, instructorId);
  if (!instructor) throw new AppError('NOT_FOUND', MESSAGES.instructorMissing);
  return instructor;
}

export async function createCourse(db: Database, request: FastifyRequest, input: CreateCourseRequest) {
  return db.transaction(async (tx) => {
    const instructor = input.instructorId ? await instructorOrMissing(tx, input.instructorId) : undefined;
    const course = await repository.insertCourse(tx, {
      title: input.title,
      subject: input.subject,
      status: input.comingSoon ? 'coming soon' : 'published',
      kind: input.kind,
      realPricePaise: rupeesToPaise(input.realPrice),
      discountedPricePaise: input.discountedPrice === null ? null : rupeesToPaise(input.discountedPrice),
      level: input.level,
      duration: input.duration,
      overview: input.overview,
      detailDescription: input.detailDescription,
      description: input.description,
      whatYouWillLearn: input.whatYouWillLearn,
      instructorId: instructor?.id ?? null,
      saleEndsAt: input.saleEndsAt === null ? null : new Date(input.saleEndsAt),
      certificateImage: DEFAULT_CERTIFICATE_IMAGE,
      searchText: courseSearchText(input, instructor?.name),
      // A draft: learners see it once it is published.
      publishedAt: null,
    });
    await recordAudit(tx, request, {
      action: 'course.create',
      objectType: 'course',
      objectId: course.id,
      after: courseRecord(course),
    });
    return courseDetail(tx, course.id);
  });
}

export async function updateCourse(
  db: Database,
  request: FastifyRequest,
  courseId: string,
  patch: UpdateCourseRequest,
) {
  return db.transaction(async (tx) =>
    withCourse(tx, courseId, async (stored) => {
      const merged = {
        realPrice: patch.realPrice ?? paiseToRupees(stored.realPricePaise),
        discountedPrice:
          patch.discountedPrice !== undefined
            ? patch.discountedPrice
            : stored.discountedPricePaise === null
              ? null
              : paiseToRupees(stored.discountedPricePaise),
      };
      const problem = priceProblem(merged);
      if (problem) throw new AppError('BAD_REQUEST', problem);
      const instructorId = patch.instructorId !== undefined ? patch.instructorId : stored.instructorId;
      const instructor = instructorId ? await instructorOrMissing(tx, instructorId) : undefined;
      const { realPrice, discountedPrice, saleEndsAt, translations, ...fields } = patch;
      const next = { ...stored, ...fields };
      const updated = await repository.updateCourse(tx, courseId, {
        ...fields,
        ...(translations !== undefined ? { translations: compactTranslations(translations) } : {}),
        ...(saleEndsAt !== undefined
          ? { saleEndsAt: saleEndsAt === null ? null : new Date(saleEndsAt) }
          : {}),
        ...(realPrice !== undefined ? { realPricePaise: rupeesToPaise(realPrice) } : {}),
        ...(discountedPrice !== undefined
          ? { discountedPricePaise: discountedPrice === null ? null : rupeesToPaise(discountedPrice) }
          : {}),
        searchText: courseSearchText(next, instructor?.name),
      });
      const audit = changedFields(courseRecord(stored), courseRecord(updated));
      if (audit.changed) {
        await recordAudit(tx, request, {
          action: 'course.update',
          objectType: 'course',
          objectId: courseId,
          before: audit.before,
          after: audit.after,
        });
      }
      return courseDetail(tx, courseId);
    }),
  );
}

type Transition = 'publish' | 'unpublish' | 'comingSoon' | 'notComingSoon' | 'delete' | 'restore';

/** A publish refused until it is confirmed: the route answers 409 with the lectures (docs/admin-api.md). */
export class LecturesNotReady extends AppError {
  constructor(readonly lectures: LectureNotReady[]) {
    super('CONFLICT', MESSAGES.lecturesNotReady(lectures.length));
  }
}

/**
 * The course's active lectures that learners cannot watch as intended yet, in curriculum order: no video, a
 * transcode still to finish, or one that failed for good. A superseded job means a newer one exists.
 */
export async function lecturesNotReady(db: Database | Transaction, courseId: string) {
  const { curriculum } = await repository.courseContent(db, courseId);
  const active = curriculum.flatMap(({ chapter, lecture }) =>
    lecture?.isActive ? [{ chapter, lecture }] : [],
  );
  const transcodes = await latestTranscodes(
    db,
    active.filter(({ lecture }) => lecture.videoKey !== null).map(({ lecture }) => lecture.id),
  );
  return active.flatMap(({ chapter, lecture }): LectureNotReady[] => {
    const transcode = transcodes.get(lecture.id);
    const reason =
      lecture.videoKey === null
        ? 'noVideo'
        : transcode?.status === 'queued' || transcode?.status === 'running'
          ? 'transcoding'
          : transcode?.status === 'failed'
            ? 'transcodeFailed'
            : null;
    if (!reason) return [];
    return [
      {
        lectureId: lecture.id,
        chapterId: chapter.id,
        chapter: chapter.name,
        title: lecture.title,
        reason,
        detail: reason === 'transcodeFailed' ? (transcode?.lastError ?? null) : null,
      },
    ];
  });
}

/**
 * Publishing, unpublishing, coming soon, deleting and restoring. Each is a state the course is put in, so the
 * same call again changes nothing (and writes no audit entry): retries are safe. Answers whether it changed.
 */
export async function changeCourseState(
  db: Database,
  request: FastifyRequest,
  courseId: string,
  transition: Transition,
  { publishAnyway = false } = {},
) {
  return db.transaction(async (tx) =>
    withCourse(
      tx,
      courseId,
      async (stored) => {
        const changes: Partial<CourseRow> = {};
        if (transition === 'publish' && !stored.publishedAt) {
          if (stored.totalLecture === 0 && stored.status !== 'coming soon') {
            throw new AppError('CONFLICT', MESSAGES.nothingToPublish);
          }
          if (!publishAnyway) {
            const notReady = await lecturesNotReady(tx, courseId);
            if (notReady.length > 0) throw new LecturesNotReady(notReady);
          }
          changes.publishedAt = new Date();
        }
        if (transition === 'unpublish' && stored.publishedAt) changes.publishedAt = null;
        if (transition === 'comingSoon' && stored.status !== 'coming soon') changes.status = 'coming soon';
        if (transition === 'notComingSoon' && stored.status !== 'published') changes.status = 'published';
        if (transition === 'delete' && !stored.deletedAt) changes.deletedAt = new Date();
        if (transition === 'restore' && stored.deletedAt) changes.deletedAt = null;
        const changed = Object.keys(changes).length > 0;
        if (changed) {
          const updated = await repository.updateCourse(tx, courseId, changes);
          const audit = changedFields(courseRecord(stored), courseRecord(updated));
          await recordAudit(tx, request, {
            action: `course.${transition === 'notComingSoon' ? 'comingSoon' : transition}`,
            objectType: 'course',
            objectId: courseId,
            before: audit.before,
            after: audit.after,
          });
        }
        return { course: await courseDetail(tx, courseId), changed };
      },
      // A deleted course can be restored, and deleted again to no effect; nothing else.
      { deletedToo: transition === 'restore' || transition === 'delete' },
    ),
  );
}

export async function replaceFaqs(
  db: Database,
  request: FastifyRequest,
  courseId: string,
  input: FaqsRequest,
) {
  return db.transaction(async (tx) =>
    withCourse(tx, courseId, async () => {
      const before = (await repository.courseContent(tx, courseId)).faqs.map(
        ({ question, answer, translations }) => ({ question, answer, translations }),
      );
      const faqs = input.faqs.map((faq) => ({ ...faq, translations: compactTranslations(faq.translations) }));
      await repository.replaceFaqs(tx, courseId, faqs);
      await repository.updateCourse(tx, courseId, {});
      await recordAudit(tx, request, {
        action: 'course.faqs',
        objectType: 'course',
        objectId: courseId,
        before,
        after: faqs,
      });
      return courseDetail(tx, courseId);
    }),
  );
}

export async function replaceRoadmap(
  db: Database,
  request: FastifyRequest,
  courseId: string,
  input: RoadmapRequest,
) {
  return db.transaction(async (tx) =>
    withCourse(tx, courseId, async () => {
      const before = (await repository.courseContent(tx, courseId)).roadmap.map(
        ({ title, description, icon }) => ({ title, description, icon }),
      );
      // The icon is stored as the emoji the schema accepted: what the public roadmap answers.
      await repository.replaceRoadmap(tx, courseId, input.steps);
      await repository.updateCourse(tx, courseId, {});
      await recordAudit(tx, request, {
        action: 'course.roadmap',
        objectType: 'course',
        objectId: courseId,
        before,
        after: input.steps,
      });
      return courseDetail(tx, courseId);
    }),
  );
}

/**
 * Stores the re-encoded image, then points the course at it in a transaction with the course locked; the
 * image it replaced is deleted after the commit (ours only: the demo's images ship with the web app). If the
 * swap fails, the new file is deleted instead.
 */
export async function replaceCourseImage(
  db: Database,
  storage: Storage,
  request: FastifyRequest,
  courseId: string,
  kind: 'thumbnail' | 'cover',
  image: Buffer,
): Promise<AdminCourseDetail> {
  const column = kind === 'thumbnail' ? 'thumbnail' : 'coverPhoto';
  return replaceImage(db, storage, request.log, image, (imagePath) =>
    db.transaction(async (tx) =>
      withCourse(tx, courseId, async (stored) => {
        await repository.updateCourse(tx, courseId, { [column]: imagePath });
        await recordAudit(tx, request, {
          action: 'course.image',
          objectType: 'course',
          objectId: courseId,
          before: { [column]: stored[column] },
          after: { [column]: imagePath },
        });
        return { replaced: stored[column], result: await courseDetail(tx, courseId) };
      }),
    ),
  );
}

// ── Chapters ────────────────────────────────────────────────────────────────────────────────────

/** The chapter's course, locked, then the chapter read again under that lock. */
async function withChapter<T>(
  tx: Transaction,
  chapterId: string,
  work: (chapter: ChapterRow, course: CourseRow) => Promise<T>,
) {
  const found = await repository.findChapter(tx, chapterId);
  if (!found) throw new AppError('NOT_FOUND', MESSAGES.chapterMissing);
  return withCourse(tx, found.courseId, async (course) => {
    const chapter = await repository.findChapter(tx, chapterId);
    if (!chapter) throw new AppError('NOT_FOUND', MESSAGES.chapterMissing);
    return work(chapter, course);
  });
}

const chapterRecord = (chapter: ChapterRow) => ({
  courseId: chapter.courseId,
  name: chapter.name,
  position: chapter.position,
});

async function touchCourse(tx: Transaction, courseId: string) {
  await repository.updateCourse(tx, courseId, {});
}

export async function createChapter(db: Database, request: FastifyRequest, courseId: string, name: string) {
  return db.transaction(async (tx) =>
    withCourse(tx, courseId, async () => {
      const chapter = await repository.insertChapter(tx, courseId, name);
      await touchCourse(tx, courseId);
      await recordAudit(tx, request, {
        action: 'chapter.create',
        objectType: 'chapter',
        objectId: chapter.id,
        after: chapterRecord(chapter),
      });
      return toAdminChapter(chapter, [], new Map());
    }),
  );
}

export async function renameChapter(db: Database, request: FastifyRequest, chapterId: string, name: string) {
  return db.transaction(async (tx) =>
    withChapter(tx, chapterId, async (chapter) => {
      const renamed = (await repository.renameChapter(tx, chapterId, name)) ?? chapter;
      if (chapter.name !== name) {
        await touchCourse(tx, chapter.courseId);
        await recordAudit(tx, request, {
          action: 'chapter.rename',
          objectType: 'chapter',
          objectId: chapterId,
          before: { name: chapter.name },
          after: { name },
        });
      }
      const chapters = await chaptersOfCourse(tx, chapter.courseId);
      return (
        chapters.find((candidate) => candidate.id === chapterId) ?? toAdminChapter(renamed, [], new Map())
      );
    }),
  );
}

/** Only an empty chapter goes: lectures carry learners' progress, so they are moved or deleted one by one. */
export async function deleteChapter(db: Database, request: FastifyRequest, chapterId: string) {
  return db.transaction(async (tx) =>
    withChapter(tx, chapterId, async (chapter) => {
      const courseLectures = await repository.lecturesOfCourse(tx, chapter.courseId);
      if (courseLectures.some((lecture) => lecture.chapterId === chapterId)) {
        throw new AppError('CONFLICT', MESSAGES.chapterNotEmpty);
      }
      await repository.deleteChapter(tx, chapterId);
      const remaining = await repository.chaptersOf(tx, chapter.courseId);
      await repository.rewriteChapterPositions(
        tx,
        remaining.map((row) => row.id),
      );
      await touchCourse(tx, chapter.courseId);
      await recordAudit(tx, request, {
        action: 'chapter.delete',
        objectType: 'chapter',
        objectId: chapterId,
        before: chapterRecord(chapter),
      });
    }),
  );
}

/** The full ordered list of the course's chapters; a list naming other chapters, or not all, is refused. */
export async function reorderChapters(
  db: Database,
  request: FastifyRequest,
  courseId: string,
  chapterIds: string[],
) {
  return db.transaction(async (tx) =>
    withCourse(tx, courseId, async () => {
      const current = (await repository.chaptersOf(tx, courseId)).map((chapter) => chapter.id);
      const known = new Set(current);
      if (chapterIds.length !== current.length || chapterIds.some((id) => !known.has(id))) {
        throw new AppError('CONFLICT', MESSAGES.chapterListChanged);
      }
      if (chapterIds.some((id, index) => id !== current[index])) {
        await repository.rewriteChapterPositions(tx, chapterIds);
        await touchCourse(tx, courseId);
        await recordAudit(tx, request, {
          action: 'chapter.reorder',
          objectType: 'course',
          objectId: courseId,
          before: { chapterIds: current },
          after: { chapterIds },
        });
      }
      return chaptersOfCourse(tx, courseId);
    }),
  );
}

// ── Lectures ────────────────────────────────────────────────────────────────────────────────────

async function withLecture<T>(
  tx: Transaction,
  lectureId: string,
  work: (lecture: LectureRow, course: CourseRow) => Promise<T>,
) {
  const found = await repository.findLecture(tx, lectureId);
  if (!found) throw new AppError('NOT_FOUND', MESSAGES.lectureMissing);
  return withCourse(tx, found.courseId, async (course) => {
    // Read again under the course's lock: it may have moved or gone meanwhile.
    const current = await repository.findLecture(tx, lectureId);
    if (!current || current.courseId !== course.id) throw new AppError('NOT_FOUND', MESSAGES.lectureMissing);
    return work(current.lecture, course);
  });
}

const lectureRecord = (lecture: LectureRow) => ({
  chapterId: lecture.chapterId,
  title: lecture.title,
  free: lecture.free,
  position: lecture.position,
});

export async function createLecture(
  db: Database,
  request: FastifyRequest,
  chapterId: string,
  input: { title: string; free: boolean },
) {
  return db.transaction(async (tx) =>
    withChapter(tx, chapterId, async (chapter) => {
      const lecture = await repository.insertLecture(tx, chapterId, input);
      await repository.refreshCounters(tx, chapter.courseId);
      await touchCourse(tx, chapter.courseId);
      await recordAudit(tx, request, {
        action: 'lecture.create',
        objectType: 'lecture',
        objectId: lecture.id,
        after: lectureRecord(lecture),
      });
      return toAdminLecture(lecture, null);
    }),
  );
}

export async function updateLecture(
  db: Database,
  request: FastifyRequest,
  lectureId: string,
  patch: UpdateLectureRequest,
) {
  return db.transaction(async (tx) =>
    withLecture(tx, lectureId, async (stored, course) => {
      const updated = await repository.updateLecture(tx, lectureId, patch);
      const audit = changedFields(lectureRecord(stored), lectureRecord(updated));
      if (audit.changed) {
        await touchCourse(tx, course.id);
        await recordAudit(tx, request, {
          action: 'lecture.update',
          objectType: 'lecture',
          objectId: lectureId,
          before: audit.before,
          after: audit.after,
        });
      }
      return toAdminLecture(updated, (await latestTranscodes(tx, [lectureId])).get(lectureId) ?? null);
    }),
  );
}

/** Deletes the lecture (and its learners' progress on it); its uploaded files go after the commit. */
export async function deleteLecture(
  db: Database,
  fileStorage: Storage,
  request: FastifyRequest,
  lectureId: string,
) {
  const removed = await db.transaction(async (tx) =>
    withLecture(tx, lectureId, async (lecture, course) => {
      await repository.deleteLecture(tx, lectureId);
      const siblings = (await repository.lecturesOfCourse(tx, course.id)).filter(
        (row) => row.chapterId === lecture.chapterId,
      );
      await repository.rewriteLecturePositions(
        tx,
        lecture.chapterId,
        siblings.map((row) => row.id),
      );
      await repository.refreshCounters(tx, course.id);
      await touchCourse(tx, course.id);
      await recordAudit(tx, request, {
        action: 'lecture.delete',
        objectType: 'lecture',
        objectId: lectureId,
        before: { ...lectureRecord(lecture), videoKey: lecture.videoKey, notesKey: lecture.notesKey },
      });
      return lecture;
    }),
  );
  for (const key of [removed.videoKey, removed.notesKey]) {
    if (key && LECTURE_MEDIA_KEY.test(key)) await removeQuietly(fileStorage, key, request.log);
  }
  await removeLectureTranscodes(fileStorage, lectureId, request.log);
}

/**
 * The chapter's lectures in their new order. Every lecture the chapter has must be named; a lecture of another
 * chapter of the same course moves here (its old chapter closes the gap). Anything else is refused.
 */
export async function reorderLectures(
  db: Database,
  request: FastifyRequest,
  chapterId: string,
  lectureIds: string[],
) {
  return db.transaction(async (tx) =>
    withChapter(tx, chapterId, async (chapter) => {
      const courseLectures = await repository.lecturesOfCourse(tx, chapter.courseId);
      const chapterOf = new Map(courseLectures.map((lecture) => [lecture.id, lecture.chapterId]));
      const current = courseLectures
        .filter((lecture) => lecture.chapterId === chapterId)
        .map((row) => row.id);
      const named = new Set(lectureIds);
      if (lectureIds.some((id) => !chapterOf.has(id)) || current.some((id) => !named.has(id))) {
        throw new AppError('CONFLICT', MESSAGES.lectureListChanged);
      }
      const unchanged =
        lectureIds.length === current.length && lectureIds.every((id, index) => id === current[index]);
      if (unchanged) return chaptersOfCourse(tx, chapter.courseId);
      const sources = new Set(
        lectureIds.map((id) => chapterOf.get(id) ?? chapterId).filter((source) => source !== chapterId),
      );
      await repository.rewriteLecturePositions(tx, chapterId, lectureIds);
      for (const source of sources) {
        await repository.rewriteLecturePositions(
          tx,
          source,
          courseLectures.filter((row) => row.chapterId === source && !named.has(row.id)).map((row) => row.id),
        );
      }
      await repository.refreshCounters(tx, chapter.courseId);
      await touchCourse(tx, chapter.courseId);
      await recordAudit(tx, request, {
        action: 'lecture.reorder',
        objectType: 'chapter',
        objectId: chapterId,
        before: { lectureIds: current },
        after: { lectureIds, movedIn: lectureIds.filter((id) => chapterOf.get(id) !== chapterId) },
      });
      return chaptersOfCourse(tx, chapter.courseId);
    }),
  );
}

/** Before a file is read: the lecture exists and its course can be changed (so a refusal costs no upload). */
export async function assertLectureWritable(db: Database, lectureId: string) {
  const found = await repository.findLecture(db, lectureId);
  if (!found) throw new AppError('NOT_FOUND', MESSAGES.lectureMissing);
  const course = await repository.findCourse(db, found.courseId);
  if (course?.deletedAt) throw new AppError('CONFLICT', MESSAGES.deleted);
}

/** The video's length, read from the file; a file that only starts like an MP4 is the client's 400. */
export async function videoDurationSeconds(filePath: string) {
  let seconds: number;
  try {
    seconds = await mp4FileDurationSeconds(filePath);
  } catch {
    throw new AppError('BAD_REQUEST', MESSAGES.videoUnreadable);
  }
  if (!Number.isFinite(seconds) || seconds <= 0) throw new AppError('BAD_REQUEST', MESSAGES.videoUnreadable);
  return seconds;
}

const LECTURE_FILE_TYPES = {
  video: { extension: 'mp4', contentType: 'video/mp4' },
  notes: { extension: 'pdf', contentType: 'application/pdf' },
  captions: { extension: 'vtt', contentType: 'text/vtt; charset=utf-8' },
} as const;

/** The learners with an active enrolment in the course. */
async function activeLearnerIds(tx: Transaction, courseId: string) {
  const rows = await tx
    .select({ userId: enrollments.userId })
    .from(enrollments)
    .where(and(eq(enrollments.courseId, courseId), eq(enrollments.status, 'active')));
  return rows.map((row) => row.userId);
}

/**
 * Stores an uploaded lecture video, notes or captions file and then points the lecture at it, with the course locked;
 * until that commit the lecture keeps serving its old file, which is deleted after it (ours only: the demo's
 * files may be shared). A new video drops the old one's captions (they were timed to it), sets the lecture's
 * length and is queued for transcoding (the lecture keeps its previous adaptive stream until that is ready).
 * The same upload again simply replaces the file again, so a retry after a lost answer is safe.
 */
export async function replaceLectureFile(
  db: Database,
  fileStorage: Storage,
  request: FastifyRequest,
  lectureId: string,
  upload:
    | { kind: 'video'; path: string; durationSeconds: number }
    | { kind: 'notes'; path: string }
    | { kind: 'captions'; path: string },
  log?: FastifyBaseLogger,
  /** `inTransaction`: more work that must commit with the change, or undo it by throwing (a chunked upload's end). */
  options: { inTransaction?: (tx: Transaction) => Promise<void> } = {},
) {
  const { extension, contentType } = LECTURE_FILE_TYPES[upload.kind];
  const key = newLectureMediaKey(lectureId, extension);
  await fileStorage.putFile(key, upload.path, contentType);
  let swapped: { replaced: (string | null)[]; lecture: AdminLecture };
  try {
    swapped = await db.transaction(async (tx) =>
      withLecture(tx, lectureId, async (stored, course) => {
        if (upload.kind === 'captions' && !stored.videoKey) {
          throw new AppError('CONFLICT', MESSAGES.captionsNeedVideo);
        }
        const changes =
          upload.kind === 'video'
            ? {
                videoKey: key,
                captionsKey: null,
                durationSeconds: upload.durationSeconds,
                duration: formatClock(upload.durationSeconds),
              }
            : upload.kind === 'notes'
              ? { notesKey: key }
              : { captionsKey: key };
        const updated = await repository.updateLecture(tx, lectureId, changes);
        if (upload.kind === 'video') {
          await repository.refreshCounters(tx, course.id);
          await enqueueTranscode(tx, lectureId, key);
          // Its first video is when a lecture of a live course appears to learners: they hear of it once.
          if (!stored.videoKey && stored.isActive && course.publishedAt && !course.deletedAt) {
            await notify(tx, {
              userIds: await activeLearnerIds(tx, course.id),
              kind: 'lectureAdded',
              params: { course: course.title, lecture: updated.title },
              link: `/course/${encodeURIComponent(course.title)}/${course.id}`,
              dedupeKey: `lecture:${lectureId}`,
            });
          }
        }
        await touchCourse(tx, course.id);
        await options.inTransaction?.(tx);
        await recordAudit(tx, request, {
          action: `lecture.${upload.kind}`,
          objectType: 'lecture',
          objectId: lectureId,
          before:
            upload.kind === 'video'
              ? { videoKey: stored.videoKey, durationSeconds: stored.durationSeconds }
              : upload.kind === 'notes'
                ? { notesKey: stored.notesKey }
                : { captionsKey: stored.captionsKey },
          after:
            upload.kind === 'video'
              ? { videoKey: key, durationSeconds: upload.durationSeconds }
              : upload.kind === 'notes'
                ? { notesKey: key }
                : { captionsKey: key },
        });
        return {
          // A new video also retires the captions timed to the old one.
          replaced:
            upload.kind === 'video'
              ? [stored.videoKey, stored.captionsKey]
              : [upload.kind === 'notes' ? stored.notesKey : stored.captionsKey],
          lecture: toAdminLecture(updated, (await latestTranscodes(tx, [lectureId])).get(lectureId) ?? null),
        };
      }),
    );
  } catch (error) {
    await removeQuietly(fileStorage, key, log);
    throw error;
  }
  for (const replaced of swapped.replaced) {
    if (replaced && LECTURE_MEDIA_KEY.test(replaced)) await removeQuietly(fileStorage, replaced, log);
  }
  return swapped.lecture;
}

// ── Instructors ─────────────────────────────────────────────────────────────────────────────────

const instructorRecord = (instructor: InstructorRow) => ({
  name: instructor.name,
  designation: instructor.designation,
  description: instructor.description,
  profilePhoto: instructor.profilePhoto,
});

async function adminInstructor(db: Database, instructorId: string) {
  const row = await repository.findAdminInstructor(db, instructorId);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.instructorMissing);
  return toAdminInstructor(row);
}

export async function createInstructor(
  db: Database,
  request: FastifyRequest,
  input: CreateInstructorRequest,
) {
  return db.transaction(async (tx) => {
    const instructor = await repository.insertInstructor(tx, input);
    await recordAudit(tx, request, {
      action: 'instructor.create',
      objectType: 'instructor',
      objectId: instructor.id,
      after: instructorRecord(instructor),
    });
    return adminInstructor(tx, instructor.id);
  });
}

/** A new name is searched for in the instructor's courses too, so their search text follows it. */
export async function updateInstructor(
  db: Database,
  request: FastifyRequest,
  instructorId: string,
  patch: UpdateInstructorRequest,
) {
  return db.transaction(async (tx) => {
    const stored = await repository.lockInstructor(tx, instructorId);
    if (!stored) throw new AppError('NOT_FOUND', MESSAGES.instructorMissing);
    const updated = await repository.updateInstructor(tx, instructorId, patch);
    if (updated.name !== stored.name) {
      for (const course of await repository.coursesOfInstructor(tx, instructorId)) {
        await repository.updateCourse(tx, course.id, { searchText: courseSearchText(course, updated.name) });
      }
    }
    const audit = changedFields(instructorRecord(stored), instructorRecord(updated));
    if (audit.changed) {
      await recordAudit(tx, request, {
        action: 'instructor.update',
        objectType: 'instructor',
        objectId: instructorId,
        before: audit.before,
        after: audit.after,
      });
    }
    return adminInstructor(tx, instructorId);
  });
}

export async function replaceInstructorPhoto(
  db: Database,
  fileStorage: Storage,
  request: FastifyRequest,
  instructorId: string,
  photo: Buffer,
): Promise<AdminInstructor> {
  return replaceImage(db, fileStorage, request.log, photo, (profilePhoto) =>
    db.transaction(async (tx) => {
      const stored = await repository.lockInstructor(tx, instructorId);
      if (!stored) throw new AppError('NOT_FOUND', MESSAGES.instructorMissing);
      await repository.updateInstructor(tx, instructorId, { profilePhoto });
      await recordAudit(tx, request, {
        action: 'instructor.photo',
        objectType: 'instructor',
        objectId: instructorId,
        before: { profilePhoto: stored.profilePhoto },
        after: { profilePhoto },
      });
      return { replaced: stored.profilePhoto, result: await adminInstructor(tx, instructorId) };
    }),
  );
}
