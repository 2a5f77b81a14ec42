import type { AdminInstructor } from '@pathshala/shared/admin-courses';
import { UPLOAD_FIELDS } from '@pathshala/shared/admin-courses-constants';
import { type UploadProgress, uploadFile } from './upload-file';

interface UploadInstructorPhotoInput {
  instructorId: string;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** A JPEG, PNG or WebP, stored as a 512 px square WebP. */
export async function uploadInstructorPhoto({
  instructorId,
  file,
  onProgress,
  signal,
}: UploadInstructorPhotoInput): Promise<AdminInstructor> {
  const response = await uploadFile<{ data: AdminInstructor }>({
    path: `/api/admin/instructors/${encodeURIComponent(instructorId)}/photo`,
    field: UPLOAD_FIELDS.photo,
    file,
    onProgress,
    signal,
  });
  return response.data;
}
