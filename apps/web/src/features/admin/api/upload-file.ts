import { env } from '@/config/env';
import { ApiError } from '@/lib/api-client';

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  total: number;
}

export interface UploadRequest {
  /** The API path, e.g. `/api/admin/lectures/:id/video`. */
  path: string;
  /** The multipart field the API reads the file from. */
  field: string;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting it cancels the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

/** Why an upload stopped with no answer from the server (the connection broke, or the server closed it). */
export const UPLOAD_INTERRUPTED =
  'The upload was interrupted before the server answered. Check the connection and try again.';

function messageOf(payload: unknown, status: number): string {
  if (typeof payload === 'object' && payload !== null && 'message' in payload) {
    const { message } = payload;
    if (typeof message === 'string' && message !== '') return message;
  }
  if (status === 413) return 'The file is too large for the server.';
  if (status === 415) return 'The server does not accept this kind of file.';
  return `The upload failed with status ${status}.`;
}

/**
 * A file sent as multipart/form-data with PUT, reporting the bytes sent as they go. XMLHttpRequest, not the app's
 * fetch client: fetch has no upload progress events. Errors are the app's ApiError with the server's own message
 * (413 too large, 415 wrong type), so a failed upload reads like any other failed call.
 */
export function uploadFile<T>({ path, field, file, onProgress, signal }: UploadRequest): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open('PUT', `${env.API_URL}${path}`);
    request.withCredentials = true;
    request.responseType = 'text';
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    });
    const onAbort = () => request.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);

    request.addEventListener('load', () => {
      settle();
      let payload: unknown;
      try {
        payload = request.responseText === '' ? undefined : JSON.parse(request.responseText);
      } catch {
        payload = undefined;
      }
      if (request.status >= 200 && request.status < 300) resolve(payload as T);
      else reject(new ApiError(messageOf(payload, request.status), request.status));
    });
    request.addEventListener('error', () => {
      settle();
      reject(new ApiError(UPLOAD_INTERRUPTED, 0));
    });
    request.addEventListener('timeout', () => {
      settle();
      reject(new ApiError(UPLOAD_INTERRUPTED, 0));
    });
    request.addEventListener('abort', () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    });

    const body = new FormData();
    body.append(field, file, file.name);
    request.send(body);
  });
}

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
