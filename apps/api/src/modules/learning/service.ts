import {
  COMPLETION_THRESHOLD,
  type CurrentLecture,
  END_OF_LECTURES,
  NO_PREVIOUS_LECTURE,
} from '@pathshala/shared/learning';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import type { MediaSigner } from '../../plugins/media-signing.ts';
import { findLearnerCertificate, issueCertificate } from './certificates.ts';
import * as repository from './repository.ts';

export const NOT_ENROLLED_MESSAGE = 'Please buy this course to watch its lectures.';
const LECTURE_NOT_FOUND = 'Lecture not found';

type LectureAccessRow = NonNullable<Awaited<ReturnType<typeof repository.findLectureWithAccess>>>;

/** Enrolled learners see their courses, everyone sees free lectures, admins see all; the rest is 403. */
export async function lectureFor(db: Database, user: UserRow, lectureId: string): Promise<LectureAccessRow> {
  const row = await repository.findLectureWithAccess(db, lectureId, user.id);
  if (!row) throw new AppError('NOT_FOUND', LECTURE_NOT_FOUND);
  if (user.role !== 'admin' && !row.enrolled && !row.lecture.free)
    throw new AppError('FORBIDDEN', NOT_ENROLLED_MESSAGE);
  return row;
}

export async function assertCourseAccess(db: Database, user: UserRow, courseId: string) {
  if (user.role === 'admin') return;
  if (!(await repository.isEnrolled(db, user.id, courseId)))
    throw new AppError('FORBIDDEN', NOT_ENROLLED_MESSAGE);
}

type CourseLectureRows = Awaited<ReturnType<typeof repository.listCourseLectures>>;

export function toChapters(rows: CourseLectureRows) {
  const chapters = new Map<
    string,
    {
      _id: string;
      name: string;
      duration: string;
      lectures: {
        _id: string;
        id: string;
        title: string;
        duration: string;
        free: boolean;
        completed: boolean;
      }[];
    }
  >();
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
        completed: row.completed,
      });
    }
  }
  return [...chapters.values()];
}

export async function purchasedCourseDetails(db: Database, user: UserRow, courseId: string) {
  await assertCourseAccess(db, user, courseId);
  const [title, rows, resume, playbackRate, certificate] = await Promise.all([
    repository.findCourseTitle(db, courseId),
    repository.listCourseLectures(db, courseId, user.id),
    repository.findResumePoint(db, user.id, courseId),
    repository.findPlaybackRate(db, user.id),
    findLearnerCertificate(db, user.id, courseId),
  ]);
  if (title === undefined) throw new AppError('NOT_FOUND', 'Course not found');
  const chapters = toChapters(rows);
  const lecturesOfCourse = chapters.flatMap((chapter) => chapter.lectures);
  return {
    courseId,
    title,
    chapters,
    progress: lecturesOfCourse.filter((lecture) => lecture.completed).length,
    totalLessons: lecturesOfCourse.length,
    resume: resume ?? null,
    playbackRate,
    certificateId: certificate?.id ?? null,
  };
}

export async function currentLecture(
  db: Database,
  signer: MediaSigner,
  user: UserRow,
  row: LectureAccessRow,
): Promise<CurrentLecture> {
  const { lecture } = row;
  const [progress, notesGranted] = await Promise.all([
    repository.findProgress(db, user.id, lecture.id),
    lecture.notesKey ? repository.hasNotesAccess(db, user.id, lecture.id) : false,
  ]);
  return {
    _id: lecture.id,
    id: lecture.id,
    title: lecture.title,
    duration: lecture.duration,
    free: lecture.free,
    courseId: row.courseId,
    chapterId: lecture.chapterId,
    videoUrl: lecture.videoKey ? signer.url('video', lecture.id, user.id) : null,
    hasNotes: lecture.notesKey !== null,
    notesLink: lecture.notesKey && notesGranted ? signer.url('notes', lecture.id, user.id) : null,
    positionSeconds: progress?.completed ? 0 : (progress?.positionSeconds ?? 0),
    completed: progress?.completed ?? false,
  };
}

/** The lecture next to this one in reading order, or the spec's end markers. */
export async function neighbourLecture(
  db: Database,
  signer: MediaSigner,
  user: UserRow,
  lectureId: string,
  direction: 'next' | 'previous',
): Promise<CurrentLecture | typeof END_OF_LECTURES | typeof NO_PREVIOUS_LECTURE> {
  const here = await lectureFor(db, user, lectureId);
  const order = toChapters(await repository.listCourseLectures(db, here.courseId, user.id)).flatMap(
    (chapter) => chapter.lectures,
  );
  const index = order.findIndex((lecture) => lecture.id === lectureId);
  const neighbour = order[direction === 'next' ? index + 1 : index - 1];
  if (!neighbour) return direction === 'next' ? END_OF_LECTURES : NO_PREVIOUS_LECTURE;
  return currentLecture(db, signer, user, await lectureFor(db, user, neighbour.id));
}

export async function recordProgress(
  db: Database,
  user: UserRow,
  report: {
    lectureId: string;
    positionSeconds: number;
    durationSeconds: number;
    completed: boolean;
    playbackRate?: number;
  },
) {
  const row = await lectureFor(db, user, report.lectureId);
  const watchedEnough =
    report.durationSeconds > 0 && report.positionSeconds >= report.durationSeconds * COMPLETION_THRESHOLD;
  const saved = await repository.recordProgress(db, {
    userId: user.id,
    lectureId: row.lecture.id,
    courseId: row.courseId,
    positionSeconds: Math.min(report.positionSeconds, report.durationSeconds || report.positionSeconds),
    durationSeconds: report.durationSeconds,
    completed: report.completed || watchedEnough,
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
