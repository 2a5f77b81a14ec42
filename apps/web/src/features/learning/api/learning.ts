import {
  type CurrentLecture,
  type EnrolledCourse,
  type PurchasedCourseDetails,
  ZLectureResponseSchema,
  ZMyLearningsResponseSchema,
  ZNeighbourLectureResponseSchema,
  ZNotesAccessResponseSchema,
  ZProgressResponseSchema,
  ZPurchasedCourseDetailsResponseSchema,
} from '@pathshala/shared/learning';
import { type MyProject, ZMyProjectsResponseSchema } from '@pathshala/shared/projects';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { env } from '@/config/env';
import { api } from '@/lib/api-client';

/**
 * Calls of spec §7 for the learning screens (all send the session cookie) and the query keys that cache them.
 * Everything learner-specific lives under ['learning'], so a logout clears it with the rest.
 */
export const learningKeys = {
  all: ['learning'] as const,
  myLearnings: () => [...learningKeys.all, 'my-learnings'] as const,
  course: (courseId: string) => [...learningKeys.all, 'course', courseId] as const,
  lecture: (lectureId: string) => [...learningKeys.all, 'lecture', lectureId] as const,
};

export async function getMyLearnings(): Promise<EnrolledCourse[]> {
  const response = await api.get('/api/mylearnings/users/getCourseDetails', {
    schema: import.meta.env.DEV ? ZMyLearningsResponseSchema : undefined,
  });
  return response.data.course;
}

export const myLearningsQueryOptions = () =>
  queryOptions({ queryKey: learningKeys.myLearnings(), queryFn: getMyLearnings, retry: false });

export type { PurchasedCourseDetails };
export type LearningChapter = PurchasedCourseDetails['chapters'][number];

export async function getPurchasedCourseDetails(courseId: string): Promise<PurchasedCourseDetails> {
  const response = await api.post(
    '/api/courses/getPurchasedCourseDetails',
    { courseId },
    { schema: import.meta.env.DEV ? ZPurchasedCourseDetailsResponseSchema : undefined },
  );
  return response.data.details;
}

export const purchasedCourseQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: learningKeys.course(courseId),
    queryFn: () => getPurchasedCourseDetails(courseId),
    retry: false,
    // Progress changes while the learner watches; the cache is updated from every progress answer.
    staleTime: 30_000,
  });

/** The id of the lecture after or before this one, or the spec's end marker ('end of lectures', 'no prev lec'). */
export async function getNeighbourLecture(
  direction: 'next' | 'previous',
  lectureId: string,
): Promise<string> {
  const call = direction === 'next' ? 'getNextLecture' : 'getPreLecture';
  const response = await api.post(
    `/api/lectures/${call}`,
    { lectureId },
    { schema: import.meta.env.DEV ? ZNeighbourLectureResponseSchema : undefined },
  );
  return response.data;
}

export async function getLecture(lectureId: string): Promise<CurrentLecture> {
  const response = await api.post(
    '/api/lectures/getLectureDetails',
    { lectureId },
    { schema: import.meta.env.DEV ? ZLectureResponseSchema : undefined },
  );
  return response.data.currentLecture;
}

/** Signed video links live 10 minutes; refetch well before, and never keep one long in memory. */
const LECTURE_STALE_MS = 4 * 60_000;

export const lectureQueryOptions = (lectureId: string) =>
  queryOptions({
    queryKey: learningKeys.lecture(lectureId),
    queryFn: () => getLecture(lectureId),
    staleTime: LECTURE_STALE_MS,
    gcTime: LECTURE_STALE_MS,
    retry: false,
  });

const ZProgressAnswerSchema = ZProgressResponseSchema;
export type ProgressAnswer = z.infer<typeof ZProgressAnswerSchema>;

export interface ProgressReport {
  lectureId: string;
  positionSeconds: number;
  durationSeconds: number;
  completed?: boolean;
  played?: [number, number][];
  playbackRate?: number;
}

/**
 * POST /api/lectures/progress. Uses fetch directly for `keepalive`, so a report sent while the page is
 * closing or the learner switches lecture still reaches the server.
 */
export async function sendProgress(
  report: ProgressReport,
  { keepalive = false } = {},
): Promise<ProgressAnswer> {
  const response = await fetch(`${env.API_URL}/api/lectures/progress`, {
    method: 'POST',
    credentials: 'include',
    keepalive,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(report),
  });
  if (!response.ok) throw new Error(`Progress report failed with status ${response.status}`);
  const answer: unknown = await response.json();
  return import.meta.env.DEV ? ZProgressAnswerSchema.parse(answer) : (answer as ProgressAnswer);
}

/** Reflects a progress answer everywhere at once: the lecture tick, the course and the My Learnings card. */
export function applyProgressAnswer(
  queryClient: QueryClient,
  courseId: string,
  report: ProgressReport,
  answer: ProgressAnswer,
) {
  const { lecture, course } = answer.data;
  queryClient.setQueryData<PurchasedCourseDetails>(learningKeys.course(courseId), (details) =>
    details
      ? {
          ...details,
          progress: course.progress,
          totalLessons: course.totalLessons,
          certificateId: course.certificateId ?? details.certificateId ?? null,
          chapters: details.chapters.map((chapter) => ({
            ...chapter,
            lectures: chapter.lectures.map((item) =>
              item.id === lecture.lectureId && lecture.completed && !item.completed
                ? { ...item, completed: true }
                : item,
            ),
          })),
        }
      : details,
  );
  // Coming back to this lecture later resumes where this report left it (a finished one starts over).
  queryClient.setQueryData<CurrentLecture>(learningKeys.lecture(lecture.lectureId), (current) =>
    current
      ? {
          ...current,
          completed: current.completed || lecture.completed,
          positionSeconds: lecture.completed ? 0 : report.positionSeconds,
        }
      : current,
  );
  queryClient.setQueryData<EnrolledCourse[]>(learningKeys.myLearnings(), (courses) =>
    courses?.map((item) =>
      item.courseId === courseId
        ? { ...item, progress: course.progress, totalLessons: course.totalLessons }
        : item,
    ),
  );
}

export async function grantNotesAccess(lectureId: string): Promise<string> {
  const response = await api.post(
    '/api/access/grantaccess',
    { lectureId },
    { schema: import.meta.env.DEV ? ZNotesAccessResponseSchema : undefined },
  );
  return response.data.notesLink;
}

/** The projects of the learner's courses (or of one), each with its status: My Learnings and the lecture viewer. */
export async function getMyProjects(courseId?: string): Promise<MyProject[]> {
  const query = courseId ? `?courseId=${encodeURIComponent(courseId)}` : '';
  const response = await api.get(`/api/projects${query}`, {
    schema: import.meta.env.DEV ? ZMyProjectsResponseSchema : undefined,
  });
  return response.data.projects;
}

export const myProjectsQueryOptions = (courseId?: string) =>
  queryOptions({
    queryKey: [...learningKeys.all, 'projects', courseId ?? 'all'] as const,
    queryFn: () => getMyProjects(courseId),
    retry: false,
  });
