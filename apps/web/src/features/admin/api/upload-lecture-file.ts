import type { AdminLecture } from '@pathshala/shared/admin-courses';
import { UPLOAD_FIELDS } from '@pathshala/shared/admin-courses-constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { afterCourseWrite, updateStoredCourse, withLecture } from './course-cache';
import { type UploadProgress, uploadFile } from './upload-file';

export type LectureFileKind = 'video' | 'notes' | 'captions';

interface UploadLectureFileInput {
  lectureId: string;
  kind: LectureFileKind;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * An MP4 video (its length read from the file), PDF notes or WebVTT captions. The lecture keeps its current file until the new
 * one is stored and committed, so the same upload again (a retry) is always safe: it replaces the file once more.
 */
export async function uploadLectureFile({
  lectureId,
  kind,
  file,
  onProgress,
  signal,
}: UploadLectureFileInput): Promise<AdminLecture> {
  const response = await uploadFile<{ data: AdminLecture }>({
    path: `/api/admin/lectures/${encodeURIComponent(lectureId)}/${kind}`,
    field: UPLOAD_FIELDS[kind],
    file,
    onProgress,
    signal,
  });
  return response.data;
}

/** The uploaded lecture (new duration, video and notes flags) replaces the one in the editor. */
export function useStoreUploadedLecture(courseId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (lecture: AdminLecture) => {
      updateStoredCourse(queryClient, courseId, (course) => withLecture(course, lecture));
      afterCourseWrite(queryClient);
    },
    [queryClient, courseId],
  );
}
