import type { AdminLecture } from '@pathshala/shared/admin-courses';
import type { VideoUploadResponse } from '@pathshala/shared/admin-video-uploads';
import { ApiError, api } from '@/lib/api-client';
import { isAbort, sendWithProgress, UploadError, type UploadProgress } from './upload-file';

interface UploadLectureVideoInput {
  lectureId: string;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

type VideoUploadState = VideoUploadResponse['data'];

/** Tries of one chunk before the upload stops for the admin to press Retry (which resumes it). */
const CHUNK_TRIES = 6;
/** Waits between tries: 0.5 s, 1 s, 2 s, 4 s, then 8 s. */
const backoffMs = (failures: number) => Math.min(8000, 500 * 2 ** (failures - 1));

/**
 * Uploads not finished in this tab, by lecture and file: choosing the same file again (Retry) resumes the upload
 * where the server has it instead of sending it all again.
 */
const unfinished = new Map<string, string>();
const identity = (lectureId: string, file: File) =>
  `${lectureId}\n${file.name}\n${file.size}\n${file.lastModified}`;

function sleep(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    const aborted = () => {
      clearTimeout(timer);
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }, ms);
    if (signal?.aborted) aborted();
    else signal?.addEventListener('abort', aborted, { once: true });
  });
}

/** No answer, a server fault or a busy server: worth trying again. A refusal (4xx) is not. */
const isTransient = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500;

/** The offset a 409 names, when it names one. */
function receivedIn(payload: unknown) {
  if (typeof payload !== 'object' || payload === null || !('received' in payload)) return undefined;
  return typeof payload.received === 'number' ? payload.received : undefined;
}

const uploadPath = (uploadId: string) => `/api/admin/video-uploads/${encodeURIComponent(uploadId)}`;

async function currentUpload(uploadId: string, signal?: AbortSignal) {
  return (await api.get<VideoUploadResponse>(uploadPath(uploadId), { signal })).data;
}

async function resumeOrStart(lectureId: string, file: File, signal?: AbortSignal): Promise<VideoUploadState> {
  const known = unfinished.get(identity(lectureId, file));
  if (known) {
    try {
      return await currentUpload(known, signal);
    } catch (error) {
      // Gone (cancelled, removed after a day idle): start again. Anything else stops here, for Retry.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
      unfinished.delete(identity(lectureId, file));
    }
  }
  const started = await api.post<VideoUploadResponse>(
    `/api/admin/lectures/${encodeURIComponent(lectureId)}/video/uploads`,
    { size: file.size, fileName: file.name },
    { signal },
  );
  unfinished.set(identity(lectureId, file), started.data.uploadId);
  return started.data;
}

/**
 * A lecture video sent in chunks through the resumable upload API (docs/admin-api.md): each chunk is a short
 * request of its own, so a large video survives an ordinary connection. A chunk that gets no answer (or a server
 * fault) is tried again after a growing wait, from where the server says it has the video; after several
 * failures the upload stops with the message, and sending the same file again resumes it. Cancelling (the signal)
 * deletes what the server stored. The lecture keeps its current video until the last chunk is in.
 */
export async function uploadLectureVideo({
  lectureId,
  file,
  onProgress,
  signal,
}: UploadLectureVideoInput): Promise<AdminLecture> {
  const key = identity(lectureId, file);
  let uploadId: string | undefined;
  try {
    let upload = await resumeOrStart(lectureId, file, signal);
    uploadId = upload.uploadId;
    let { received } = upload;
    let failures = 0;
    while (!upload.completed) {
      onProgress?.({ loaded: received, total: file.size });
      // Every byte is there but the upload is not finished (its finishing failed): the last chunk again does it.
      const from =
        received < file.size ? received : Math.floor((file.size - 1) / upload.chunkSize) * upload.chunkSize;
      const end = Math.min(from + upload.chunkSize, file.size);
      try {
        const answer: VideoUploadResponse = await sendWithProgress<VideoUploadResponse>({
          method: 'PUT',
          path: uploadPath(uploadId),
          body: file.slice(from, end),
          headers: {
            'Content-Type': 'application/octet-stream',
            'Content-Range': `bytes ${from}-${end - 1}/${file.size}`,
          },
          onProgress: ({ loaded }) => onProgress?.({ loaded: from + loaded, total: file.size }),
          signal,
        });
        upload = answer.data;
        received = upload.received;
        failures = 0;
      } catch (error) {
        if (isAbort(error)) throw error;
        const offset = error instanceof UploadError ? receivedIn(error.payload) : undefined;
        if (error instanceof ApiError && error.status === 409 && offset !== undefined && offset < file.size) {
          // The server has another offset (an answer was lost, or a chunk went twice): go on from there.
          received = offset;
          continue;
        }
        // A 409 at the end means another request is finishing the upload: wait and look again.
        const waitable =
          isTransient(error) || (error instanceof ApiError && error.status === 409 && offset !== undefined);
        failures += 1;
        if (!waitable || failures >= CHUNK_TRIES) throw error;
        await sleep(backoffMs(failures), signal);
        try {
          upload = await currentUpload(uploadId, signal);
          received = upload.received;
        } catch (lookup) {
          if (isAbort(lookup) || !isTransient(lookup)) throw lookup;
        }
      }
    }
    unfinished.delete(key);
    onProgress?.({ loaded: file.size, total: file.size });
    const lecture = upload.lecture ?? (await currentUpload(uploadId, signal)).lecture;
    if (!lecture) throw new ApiError('The video was uploaded, but the lecture could not be read.', 500);
    return lecture;
  } catch (error) {
    uploadId ??= unfinished.get(key);
    const refused = error instanceof ApiError && [400, 404, 413, 415].includes(error.status);
    if (uploadId && (isAbort(error) || refused)) {
      // Cancelled, or a file the server will never take: what it stored goes, and the next try starts afresh.
      unfinished.delete(key);
      if (!(error instanceof ApiError && error.status === 404)) {
        void api.delete(uploadPath(uploadId)).catch(() => undefined);
      }
    }
    throw error;
  }
}
