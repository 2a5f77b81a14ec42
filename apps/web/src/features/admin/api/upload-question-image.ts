import { UPLOAD_FIELDS } from '@pathshala/shared/admin-courses-constants';
import type { AdminQuestion } from '@pathshala/shared/admin-practice';
import { type UploadProgress, uploadFile } from './upload-file';

interface UploadQuestionImageInput {
  questionId: string;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** A JPEG, PNG or WebP figure for the question, stored re-encoded as WebP at most 1600 px wide. */
export async function uploadQuestionImage({
  questionId,
  file,
  onProgress,
  signal,
}: UploadQuestionImageInput): Promise<AdminQuestion> {
  const response = await uploadFile<{ data: AdminQuestion }>({
    path: `/api/admin/questions/${encodeURIComponent(questionId)}/image`,
    field: UPLOAD_FIELDS.image,
    file,
    onProgress,
    signal,
  });
  return response.data;
}
