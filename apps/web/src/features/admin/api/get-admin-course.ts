import { type AdminCourseDetail, ZAdminCourseDetailResponseSchema } from '@pathshala/shared/admin-courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminCourseKey } from './course-cache';

/** A course of any state with everything the editor shows: chapters and lectures in order, FAQs, roadmap. */
export async function getAdminCourse(courseId: string): Promise<AdminCourseDetail> {
  const response = await api.get(`/api/admin/courses/${encodeURIComponent(courseId)}`, {
    schema: import.meta.env.DEV ? ZAdminCourseDetailResponseSchema : undefined,
  });
  return response.data;
}

export const adminCourseQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: adminCourseKey(courseId), queryFn: () => getAdminCourse(courseId) });

/** While a lecture's video is being transcoded, the editor looks again every few seconds to show its progress. */
const TRANSCODE_POLL_MS = 4000;
const transcoding = (course: AdminCourseDetail | undefined) =>
  course?.chapters.some((chapter) =>
    chapter.lectures.some(
      (lecture) => lecture.transcode?.status === 'queued' || lecture.transcode?.status === 'running',
    ),
  ) ?? false;

export function useAdminCourse(courseId: string, { enabled = true } = {}) {
  return useQuery({
    ...adminCourseQueryOptions(courseId),
    enabled,
    refetchInterval: (query) => (transcoding(query.state.data) ? TRANSCODE_POLL_MS : false),
  });
}
