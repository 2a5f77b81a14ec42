import { type ReactNode, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { AlertTriangleIcon, CheckIcon } from '@/components/ui/icons';
import { cn } from '@/utils/cn';
import { type SendUpload, useUpload } from '../hooks/use-upload';
import { fileSize } from '../utils/file-size';
import { UploadIcon } from './console-icons';

interface FileUploadProps<Result> {
  /** What is uploaded, e.g. 'Video'. */
  label: string;
  /** Whose file it is, for the controls' names: 'for Lecture 1: Welcome'. */
  context?: string;
  /** The file input's `accept`, e.g. 'video/mp4,.mp4'. */
  accept: string;
  /** The choose button's text: 'Choose an MP4' / 'Replace the video'. */
  chooseLabel: string;
  /** What is there now, e.g. 'Current video: 4:12' or 'No video yet'. */
  current: ReactNode;
  /** Shown while a file is on its way, e.g. that the old video plays until this one is stored. */
  whileUploading?: ReactNode;
  send: SendUpload<Result>;
  onDone: (result: Result) => void;
  /** What the server made of the file, after success: 'Length 4:12'. */
  describeResult?: (result: Result) => string;
  disabled?: boolean;
  /** A preview beside the text, e.g. the current image. */
  preview?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/**
 * Choose a file and it is sent at once, with a progress bar of the bytes sent, a Cancel button, the server's
 * message when it is refused (413 too large, 415 wrong type) with Retry, and what the server read after success.
 */
export function FileUpload<Result>({
  label,
  context,
  accept,
  chooseLabel,
  current,
  whileUploading,
  send,
  onDone,
  describeResult,
  disabled = false,
  preview,
  className,
  'data-testid': testId,
}: FileUploadProps<Result>) {
  const statusId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { state, start, cancel, retry } = useUpload(send, (result) => onDone(result));
  const uploading = state.status === 'uploading';
  const percent =
    state.status === 'uploading' && state.total > 0 ? Math.floor((state.loaded / state.total) * 100) : 0;
  const named = (text: string) => (context ? `${text} ${context}` : text);

  return (
    <div
      className={cn('flex flex-col gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200', className)}
      data-testid={testId}
      data-upload-status={state.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          {preview}
          <div className="min-w-0">
            <p className="text-sm font-semibold text-slate-900">{label}</p>
            <div className="mt-0.5 text-sm break-words text-slate-600">{current}</div>
          </div>
        </div>
        <label
          className={cn(
            'inline-flex h-9 shrink-0 cursor-pointer items-center gap-2 rounded-xl border border-brand-200 bg-white px-3 text-sm font-semibold whitespace-nowrap text-brand-800 transition-colors hover:border-brand-300 hover:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
            (uploading || disabled) && 'pointer-events-none opacity-50',
          )}
        >
          <UploadIcon className="size-4" />
          {chooseLabel}
          {context ? <span className="sr-only"> {context}</span> : null}
          <input
            ref={input}
            type="file"
            accept={accept}
            className="sr-only"
            disabled={uploading || disabled}
            aria-describedby={statusId}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared, so choosing the same file again (after fixing it) starts another upload.
              event.target.value = '';
              if (file) start(file);
            }}
          />
        </label>
      </div>

      {/* Said once per change of state; the progress bar carries the percentage. */}
      <p aria-live="polite" className="sr-only">
        {state.status === 'uploading'
          ? `Uploading ${state.file.name}.`
          : state.status === 'cancelled'
            ? `Upload of ${state.file.name} cancelled.`
            : state.status === 'done'
              ? `Uploaded ${state.file.name}${describeResult ? `, ${describeResult(state.result)}` : ''}.`
              : ''}
      </p>
      <div id={statusId} className="empty:hidden">
        {state.status === 'uploading' ? (
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <div
                role="progressbar"
                aria-label={named(`Uploading ${label.toLowerCase()}`)}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={`${percent}%, ${fileSize(state.loaded)} of ${fileSize(state.total)}`}
                className="h-2.5 min-w-32 flex-1 overflow-hidden rounded-full bg-slate-200"
              >
                <div
                  className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
                  style={{ width: `${percent}%` }}
                />
              </div>
              <Button variant="ghost" size="sm" onClick={cancel} aria-label={named('Cancel upload')}>
                Cancel
              </Button>
            </div>
            <p className="text-sm text-slate-600 tabular-nums">
              <span className="font-medium break-all text-slate-800">{state.file.name}</span> · {percent}% ·{' '}
              {fileSize(state.loaded)} of {fileSize(state.total)}
              {percent === 100 ? ' · checking the file…' : ''}
            </p>
            {whileUploading ? <p className="text-sm text-slate-500">{whileUploading}</p> : null}
          </div>
        ) : null}
        {state.status === 'failed' || state.status === 'cancelled' ? (
          <div
            role={state.status === 'failed' ? 'alert' : undefined}
            className={cn(
              'flex flex-col gap-3 rounded-lg px-3 py-2.5 text-sm ring-1 sm:flex-row sm:items-center sm:justify-between',
              state.status === 'failed'
                ? 'bg-red-50 text-red-900 ring-red-200'
                : 'bg-white text-slate-700 ring-slate-200',
            )}
          >
            <p className="flex min-w-0 gap-2">
              {state.status === 'failed' ? <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" /> : null}
              <span className="min-w-0 break-words">
                {state.status === 'failed' ? (
                  <>
                    <span className="font-semibold">Upload failed: </span>
                    <span data-testid="upload-error">{state.message}</span>
                  </>
                ) : (
                  <>Upload of {state.file.name} cancelled.</>
                )}
              </span>
            </p>
            <Button variant="outline" size="sm" onClick={retry} aria-label={named('Retry upload')}>
              Retry
            </Button>
          </div>
        ) : null}
        {state.status === 'done' ? (
          <p className="flex items-start gap-2 text-sm text-emerald-800">
            <CheckIcon className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 break-words">
              Uploaded {state.file.name}
              {describeResult ? ` · ${describeResult(state.result)}` : ''}
            </span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
