import type { AdminLecture } from '@pathshala/shared/admin-courses';
import { Button } from '@/components/ui/button';
import { useRetranscodeLecture } from '../api/retranscode-lecture';
import { uploadLectureFile, useStoreUploadedLecture } from '../api/upload-lecture-file';
import { uploadLectureVideo } from '../api/upload-lecture-video';
import { FileUpload } from './file-upload';

const TRANSCODE_LABELS = {
  queued: 'Adaptive streaming: waiting to be transcoded. Learners get the MP4 meanwhile.',
  running: 'Adaptive streaming: transcoding',
  done: 'Adaptive streaming ready (240p to 720p as the video allows).',
  failed: 'Adaptive streaming failed',
  superseded: 'Adaptive streaming: replaced by a newer upload.',
} as const;

/** Where the lecture's video is on its way to adaptive streaming, with a way to run the transcode again. */
function TranscodeStatus({ courseId, lecture }: { courseId: string; lecture: AdminLecture }) {
  const retry = useRetranscodeLecture(courseId);
  const { transcode } = lecture;
  if (!lecture.hasVideo || !transcode) return null;
  const percent = Math.round(transcode.progress * 100);
  return (
    <div
      className="flex flex-wrap items-center gap-3 text-sm text-slate-600 lg:col-span-2"
      aria-live="polite"
    >
      <span data-testid="transcode-status">
        {TRANSCODE_LABELS[transcode.status]}
        {transcode.status === 'running' ? ` (${percent} %)` : ''}
        {transcode.status === 'failed' && transcode.lastError ? `: ${transcode.lastError}` : ''}
      </span>
      {transcode.status === 'failed' || transcode.status === 'done' ? (
        <Button
          size="sm"
          variant="outline"
          disabled={retry.isPending}
          onClick={() => retry.mutate(lecture.id)}
          aria-label={`Transcode ${lecture.title} again`}
        >
          {transcode.status === 'failed' ? 'Try again' : 'Transcode again'}
        </Button>
      ) : null}
      {retry.error ? <span className="text-red-700">{retry.error.message}</span> : null}
    </div>
  );
}

/**
 * A lecture's video (MP4, sent in resumable chunks; its length is read by the server), notes (PDF) and captions
 * (WebVTT), and how its video is coming along as an adaptive stream. The lecture keeps its current file
 * until a new one is stored, so learners never lose a video to an upload that fails halfway.
 */
export function LectureMedia({
  courseId,
  lecture,
  readOnly,
}: {
  courseId: string;
  lecture: AdminLecture;
  readOnly: boolean;
}) {
  const stored = useStoreUploadedLecture(courseId);
  const context = `for ${lecture.title}`;
  return (
    <div className="grid gap-3 lg:grid-cols-2 md:ml-10">
      <FileUpload<AdminLecture>
        label="Video"
        context={context}
        accept="video/mp4,.mp4"
        chooseLabel={lecture.hasVideo ? 'Replace MP4' : 'Choose MP4'}
        current={lecture.hasVideo ? `Current video: ${lecture.duration}` : 'No video yet. MP4 only.'}
        whileUploading={
          lecture.hasVideo ? 'Learners keep the current video until this upload finishes.' : undefined
        }
        send={(file, options) => uploadLectureVideo({ lectureId: lecture.id, file, ...options })}
        onDone={stored}
        describeResult={(result) => `length ${result.duration}`}
        disabled={readOnly}
        data-testid="video-upload"
      />
      <FileUpload<AdminLecture>
        label="Notes"
        context={context}
        accept="application/pdf,.pdf"
        chooseLabel={lecture.hasNotes ? 'Replace PDF' : 'Choose PDF'}
        current={lecture.hasNotes ? 'Notes uploaded (PDF).' : 'No notes yet. PDF, up to 50 MB.'}
        whileUploading={
          lecture.hasNotes ? 'Learners keep the current notes until this upload finishes.' : undefined
        }
        send={(file, options) =>
          uploadLectureFile({ lectureId: lecture.id, kind: 'notes', file, ...options })
        }
        onDone={stored}
        disabled={readOnly}
        data-testid="notes-upload"
      />
      <FileUpload<AdminLecture>
        label="Captions"
        context={context}
        accept="text/vtt,.vtt"
        chooseLabel={lecture.hasCaptions ? 'Replace WebVTT' : 'Choose WebVTT'}
        current={
          lecture.hasCaptions
            ? 'Captions uploaded (WebVTT).'
            : lecture.hasVideo
              ? 'No captions yet. WebVTT (.vtt), up to 2 MB.'
              : 'Upload the video first: captions are timed to it.'
        }
        send={(file, options) =>
          uploadLectureFile({ lectureId: lecture.id, kind: 'captions', file, ...options })
        }
        onDone={stored}
        disabled={readOnly || !lecture.hasVideo}
        data-testid="captions-upload"
      />
      <TranscodeStatus courseId={courseId} lecture={lecture} />
    </div>
  );
}
