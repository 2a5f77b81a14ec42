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

/** A refused upload request: the app's ApiError, with the server's whole answer (a 409's `received`, say). */
export class UploadError extends ApiError {
  constructor(
    message: string,
    status: number,
    readonly payload: unknown,
  ) {
    super(message, status);
  }
}

export interface SendRequest {
  method: 'PUT' | 'POST';
  path: string;
  body: XMLHttpRequestBodyInit;
  headers?: Record<string, string>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * A request whose body is sent with progress events. XMLHttpRequest, not the app's fetch client: fetch has no
 * upload progress events. A refusal is an UploadError with the server's own message (413 too large, 415 wrong
 * type), so a failed upload reads like any other failed call; no answer at all is status 0.
 */
export function sendWithProgress<T>({
  method,
  path,
  body,
  headers = {},
  onProgress,
  signal,
}: SendRequest): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open(method, `${env.API_URL}${path}`);
    request.withCredentials = true;
    request.responseType = 'text';
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
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
      else reject(new UploadError(messageOf(payload, request.status), request.status, payload));
    });
    request.addEventListener('error', () => {
      settle();
      reject(new UploadError(UPLOAD_INTERRUPTED, 0, undefined));
    });
    request.addEventListener('timeout', () => {
      settle();
      reject(new UploadError(UPLOAD_INTERRUPTED, 0, undefined));
    });
    request.addEventListener('abort', () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    });
    request.send(body);
  });
}

/** A file sent as multipart/form-data with PUT, reporting the bytes sent as they go. */
export function uploadFile<T>({ path, field, file, onProgress, signal }: UploadRequest): Promise<T> {
  const body = new FormData();
  body.append(field, file, file.name);
  return sendWithProgress<T>({ method: 'PUT', path, body, onProgress, signal });
}

export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
