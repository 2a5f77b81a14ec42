import type { AdminCourseDetail } from '@pathshala/shared/admin-courses';
import { UPLOAD_FIELDS } from '@pathshala/shared/admin-courses-constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { storeCourse } from './course-cache';
import { type UploadProgress, uploadFile } from './upload-file';

export type CourseImageKind = 'thumbnail' | 'cover';

interface UploadCourseImageInput {
  courseId: string;
  kind: CourseImageKind;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** A JPEG, PNG or WebP, stored re-encoded as WebP (thumbnail at most 800 px wide, cover 1600 px). */
export async function uploadCourseImage({
  courseId,
  kind,
  file,
  onProgress,
  signal,
}: UploadCourseImageInput): Promise<AdminCourseDetail> {
  const response = await uploadFile<{ data: AdminCourseDetail }>({
    path: `/api/admin/courses/${encodeURIComponent(courseId)}/images/${kind}`,
    field: UPLOAD_FIELDS.image,
    file,
    onProgress,
    signal,
  });
  return response.data;
}

export function useStoreUploadedCourse() {
  const queryClient = useQueryClient();
  return useCallback((course: AdminCourseDetail) => storeCourse(queryClient, course), [queryClient]);
}
