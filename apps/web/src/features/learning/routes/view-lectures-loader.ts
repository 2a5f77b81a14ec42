import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { ApiError } from '@/lib/api-client';
import {
  type getMyLearnings,
  lectureQueryOptions,
  myLearningsQueryOptions,
  purchasedCourseQueryOptions,
} from '../api/learning';
import { startLectureId } from '../utils/lecture-order';

export type ViewLecturesProblem = 'not-found' | 'not-enrolled' | 'failed';

export interface ViewLecturesLoaderData {
  title: string;
  /** Null when no enrolled course has this title. */
  courseId: string | null;
  problem: ViewLecturesProblem | null;
}

const sameTitle = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The course id React Router keeps in the history entry's state; only meaningful when reloading that entry. */
function courseIdFromReloadedEntry(requestUrl: string): string | null {
  if (window.location.href !== requestUrl) return null;
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('usr' in state)) return null;
  const { usr } = state as { usr: unknown };
  if (typeof usr === 'object' && usr !== null && 'courseId' in usr && typeof usr.courseId === 'string') {
    return usr.courseId;
  }
  return null;
}

async function courseIdByTitle(queryClient: QueryClient, title: string): Promise<string | null> {
  const find = (courses: Awaited<ReturnType<typeof getMyLearnings>>) =>
    (
      courses.find((course) => course.title === title) ??
      courses.find((course) => sameTitle(course.title, title))
    )?.courseId ?? null;
  // Usually cached from My Learnings; a course bought since then needs a fresh list.
  const cached = find(await queryClient.ensureQueryData(myLearningsQueryOptions()));
  if (cached) return cached;
  return find(await queryClient.fetchQuery({ ...myLearningsQueryOptions(), staleTime: 0 }));
}

/**
 * Loader of /view-lectures/:title (spec §2: the lecture viewer has a data loader). The course comes from the
 * navigation state when there is one; a reload or a shared link finds it by title among the learner's
 * courses. It then loads the course outline and the lecture to start with (resume point or first lecture).
 */
export const viewLecturesLoader =
  (queryClient: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs): Promise<ViewLecturesLoaderData> => {
    const title = params.title ?? '';
    try {
      const courseId = courseIdFromReloadedEntry(request.url) ?? (await courseIdByTitle(queryClient, title));
      if (!courseId) return { title, courseId: null, problem: 'not-found' };
      const details = await queryClient.fetchQuery(purchasedCourseQueryOptions(courseId));
      const lectureId = startLectureId(details);
      // The page can render without it (it shows its own error), so a failure here is not fatal.
      if (lectureId) await queryClient.prefetchQuery(lectureQueryOptions(lectureId));
      return { title, courseId, problem: null };
    } catch (error) {
      if (error instanceof ApiError && error.status === 403)
        return { title, courseId: null, problem: 'not-enrolled' };
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
        return { title, courseId: null, problem: 'not-found' };
      }
      // Signed out (the parent guard redirects) or offline: let the page offer a retry.
      return { title, courseId: null, problem: 'failed' };
    }
  };
