import type { AdminLecture } from '@pathshala/shared/admin-courses';
import { uploadLectureFile, useStoreUploadedLecture } from '../api/upload-lecture-file';
import { FileUpload } from './file-upload';

/**
 * A lecture's video (MP4; its length is read by the server) and notes (PDF). The lecture keeps its current file
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
        send={(file, options) =>
          uploadLectureFile({ lectureId: lecture.id, kind: 'video', file, ...options })
        }
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
    </div>
  );
}
