import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbort, type UploadProgress } from '../api/upload-file';
import { problemMessage } from '../components/notice';

export type UploadState<Result> =
  | { status: 'idle' }
  | { status: 'uploading'; file: File; loaded: number; total: number }
  | { status: 'failed'; file: File; message: string }
  | { status: 'cancelled'; file: File }
  | { status: 'done'; file: File; result: Result };

export type SendUpload<Result> = (
  file: File,
  options: { onProgress: (progress: UploadProgress) => void; signal: AbortSignal },
) => Promise<Result>;

/**
 * One file upload's life: progress while it is sent, cancel, the server's message when it fails, and retry (the
 * same file sent again: the API makes a repeated upload safe). Leaving the page mid-upload asks first, and an
 * upload still running when its control goes away is cancelled.
 */
export function useUpload<Result>(send: SendUpload<Result>, onDone: (result: Result, file: File) => void) {
  const [state, setState] = useState<UploadState<Result>>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const sendRef = useRef(send);
  sendRef.current = send;
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  const start = useCallback((file: File) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'uploading', file, loaded: 0, total: file.size });
    sendRef
      .current(file, {
        signal: current.signal,
        onProgress: ({ loaded, total }) => {
          if (controller.current === current) setState({ status: 'uploading', file, loaded, total });
        },
      })
      .then(
        (result) => {
          if (controller.current !== current) return;
          controller.current = null;
          setState({ status: 'done', file, result });
          onDoneRef.current(result, file);
        },
        (error: unknown) => {
          if (controller.current !== current) return;
          controller.current = null;
          setState(
            isAbort(error)
              ? { status: 'cancelled', file }
              : { status: 'failed', file, message: problemMessage(error) },
          );
        },
      );
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);

  const retry = useCallback(() => {
    if (state.status === 'failed' || state.status === 'cancelled') start(state.file);
  }, [state, start]);

  const uploading = state.status === 'uploading';
  useEffect(() => {
    if (!uploading) return;
    // The browser's own question; the text it shows is its own.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [uploading]);

  useEffect(() => () => controller.current?.abort(), []);

  return { state, start, cancel, retry };
}
