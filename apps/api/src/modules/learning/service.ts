import {
  type CurrentLecture,
  END_OF_LECTURES,
  type LearningChapter,
  NO_PREVIOUS_LECTURE,
  type PurchasedCourseDetails,
} from '@pathshala/shared/learning';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import type { MediaSigner } from '../../plugins/media-signing.ts';
import { issueCertificate } from './certificates.ts';
import { hlsLinks } from './hls.ts';
import * as repository from './repository.ts';

export const NOT_ENROLLED_MESSAGE = 'Please buy this course to watch its lectures.';
const LECTURE_NOT_FOUND = 'Lecture not found';

type LectureAccessRow = NonNullable<Awaited<ReturnType<typeof repository.findLectureWithAccess>>>;

/**
 * Enrolled learners see their courses, everyone sees free lectures of public courses, admins see all; the rest is
 * 403 (404 for a lecture of a draft or deleted course, which does not exist for those who do not own it).
 */
export async function lectureFor(db: Database, user: UserRow, lectureId: string): Promise<LectureAccessRow> {
  const row = await repository.findLectureWithAccess(db, lectureId, user.id);
  if (!row || (user.role !== 'admin' && !row.enrolled && !row.coursePublic))
    throw new AppError('NOT_FOUND', LECTURE_NOT_FOUND);
  if (user.role !== 'admin' && !row.enrolled && !row.lecture.free)
    throw new AppError('FORBIDDEN', NOT_ENROLLED_MESSAGE);
  return row;
}

/** Admins open every course; a learner only one they are enrolled in. */
function assertMayOpenCourse(user: UserRow, enrolled: boolean) {
  if (user.role !== 'admin' && !enrolled) throw new AppError('FORBIDDEN', NOT_ENROLLED_MESSAGE);
}

export type Curriculum = Awaited<ReturnType<typeof repository.listCourseCurriculum>>;
type CourseLectureRow = NonNullable<Curriculum[number]['lecture']>;
/** A course's curriculum, read from memory where the routes keep it (the same for every learner). */
export type CurriculumOf = (courseId: string) => Promise<Curriculum>;

/** The learner's signed media links for a lecture; empty strings where the lecture has no such file. */
export function lectureLinks(
  signer: MediaSigner,
  userId: string,
  lecture: Pick<CourseLectureRow, 'id' | 'videoKey' | 'notesKey' | 'captionsKey'>,
) {
  return {
    video: lecture.videoKey ? signer.url('video', lecture.id, userId) : '',
    notesLink: lecture.notesKey ? signer.url('notes', lecture.id, userId) : '',
    captions: lecture.videoKey && lecture.captionsKey ? signer.url('captions', lecture.id, userId) : '',
  };
}

/**
 * Chapters with their lectures in reading order, each marked completed when its id is in `completed`; `links`
 * adds each lecture's signed media.
 */
export function toChapters(
  rows: Curriculum,
  completed: ReadonlySet<string>,
  links: (lecture: CourseLectureRow) => { video: string; notesLink: string; captions: string },
): LearningChapter[] {
  const chapters = new Map<string, LearningChapter>();
  for (const row of rows) {
    let chapter = chapters.get(row.chapter.id);
    if (!chapter) {
      chapter = { _id: row.chapter.id, name: row.chapter.name, duration: row.chapter.duration, lectures: [] };
      chapters.set(row.chapter.id, chapter);
    }
    if (row.lecture) {
      chapter.lectures.push({
        _id: row.lecture.id,
        id: row.lecture.id,
        title: row.lecture.title,
        duration: row.lecture.duration,
        free: row.lecture.free,
        completed: completed.has(row.lecture.id),
        ...links(row.lecture),
      });
    }
  }
  return [...chapters.values()];
}

/**
 * The course with the learner's place in it (one statement) and its curriculum (from memory), once the learner
 * may open it: at a course launch every learner's first read is built here, and the curriculum is the same
 * for all of them.
 */
async function openCourse(db: Database, curriculumOf: CurriculumOf, user: UserRow, courseId: string) {
  const [course, curriculum] = await Promise.all([
    repository.findLearnerCourse(db, user.id, courseId),
    curriculumOf(courseId),
  ]);
  assertMayOpenCourse(user, course?.enrolled ?? false);
  if (course === undefined) throw new AppError('NOT_FOUND', 'Course not found');
  return { course, curriculum, completed: new Set(course.completedLectureIds) };
}

/** One chapter of a course the learner may open, with their progress and signed media. */
export async function learnerChapter(
  db: Database,
  curriculumOf: CurriculumOf,
  signer: MediaSigner,
  user: UserRow,
  chapterId: string,
): Promise<LearningChapter> {
  const chapter = await repository.findChapter(db, chapterId);
  if (!chapter) throw new AppError('NOT_FOUND', 'Chapter not found');
  const { curriculum, completed } = await openCourse(db, curriculumOf, user, chapter.courseId);
  const found = toChapters(curriculum, completed, (lecture) => lectureLinks(signer, user.id, lecture)).find(
    (candidate) => candidate._id === chapter.id,
  );
  if (!found) throw new AppError('NOT_FOUND', 'Chapter not found');
  return found;
}

export async function purchasedCourseDetails(
  db: Database,
  curriculumOf: CurriculumOf,
  signer: MediaSigner,
  user: UserRow,
  courseId: string,
): Promise<PurchasedCourseDetails> {
  const { course, curriculum, completed } = await openCourse(db, curriculumOf, user, courseId);
  const { title, resumeLectureId, resumePositionSeconds } = course;
  const resume =
    resumeLectureId !== null && resumePositionSeconds !== null
      ? { lectureId: resumeLectureId, positionSeconds: resumePositionSeconds }
      : null;
  const chapters = toChapters(curriculum, completed, (lecture) => lectureLinks(signer, user.id, lecture));
  const lecturesOfCourse = chapters.flatMap((chapter) => chapter.lectures);
  return {
    courseId,
    title,
    chapters,
    progress: lecturesOfCourse.filter((lecture) => lecture.completed).length,
    totalLessons: lecturesOfCourse.length,
    resume,
    playbackRate: course.playbackRate ?? 1,
    certificateId: course.certificateId,
  };
}

/** The lecture as its player opens it, from the row `lectureFor` read (progress and notes included). */
export function currentLecture(
  signer: MediaSigner,
  user: UserRow,
  row: LectureAccessRow,
  sessionId: string,
): CurrentLecture {
  const { lecture, progress } = row;
  const { video, notesLink, captions } = lectureLinks(signer, user.id, lecture);
  return {
    _id: lecture.id,
    id: lecture.id,
    title: lecture.title,
    duration: lecture.duration,
    free: lecture.free,
    courseId: row.courseId,
    chapterId: lecture.chapterId,
    video,
    videoUrl: video,
    captions,
    ...hlsLinks(signer, lecture, user.id, sessionId),
    hasNotes: lecture.notesKey !== null,
    notesLink,
    notesTaken: lecture.notesKey !== null && row.notesTaken,
    positionSeconds: progress?.completed ? 0 : (progress?.positionSeconds ?? 0),
    completed: progress?.completed ?? false,
  };
}

/** The id of the lecture next to this one in reading order, or the spec's end markers. */
export async function neighbourLecture(
  db: Database,
  curriculumOf: CurriculumOf,
  user: UserRow,
  lectureId: string,
  direction: 'next' | 'previous',
): Promise<string> {
  const here = await lectureFor(db, user, lectureId);
  const order = (await curriculumOf(here.courseId)).flatMap((row) => (row.lecture ? [row.lecture] : []));
  const index = order.findIndex((lecture) => lecture.id === lectureId);
  const neighbour = order[direction === 'next' ? index + 1 : index - 1];
  if (!neighbour) return direction === 'next' ? END_OF_LECTURES : NO_PREVIOUS_LECTURE;
  // The neighbour must be one this learner may open (a free lecture does not open the locked one after it).
  await lectureFor(db, user, neighbour.id);
  return neighbour.id;
}

export async function recordProgress(
  db: Database,
  user: UserRow,
  report: {
    lectureId: string;
    positionSeconds: number;
    durationSeconds: number;
    completed: boolean;
    played: [number, number][];
    playbackRate?: number;
  },
) {
  const row = await lectureFor(db, user, report.lectureId);
  const saved = await repository.recordProgress(db, {
    userId: user.id,
    lectureId: row.lecture.id,
    courseId: row.courseId,
    positionSeconds: Math.min(report.positionSeconds, report.durationSeconds || report.positionSeconds),
    durationSeconds: report.durationSeconds,
    knownDurationSeconds: row.lecture.durationSeconds,
    played: report.played,
    hasVideo: row.lecture.videoKey !== null,
    markedDone: report.completed,
  });
  if (report.playbackRate !== undefined) await repository.savePlaybackRate(db, user.id, report.playbackRate);
  const course = await repository.countCourseProgress(db, user.id, row.courseId);
  // The whole course done by an enrolled learner: the certificate is issued (once).
  const complete = course.total > 0 && course.completed >= course.total && row.enrolled;
  const certificate = complete ? await issueCertificate(db, user.id, row.courseId, course.total) : null;
  return {
    lecture: {
      lectureId: row.lecture.id,
      completed: saved?.completed ?? false,
      watchedSeconds: saved?.watchedSeconds ?? 0,
    },
    course: {
      progress: course.completed,
      totalLessons: course.total,
      certificateId: certificate?.id ?? null,
    },
  };
}
