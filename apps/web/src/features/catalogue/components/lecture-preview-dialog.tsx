import type { LectureOutline } from '@pathshala/shared/catalogue';
import { PREVIEW_VIDEO_HEIGHT } from '@pathshala/shared/constants';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface LecturePreviewDialogProps {
  lecture: LectureOutline;
  onClose: () => void;
}

/** The free-lecture preview popup (spec §2): the video and a Close button. Loaded only when opened. */
export default function LecturePreviewDialog({ lecture, onClose }: LecturePreviewDialogProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={lecture.title}
      description={`Free preview · ${lecture.duration}`}
      size="wide"
      data-testid="lecture-preview"
    >
      {lecture.videoUrl ? (
        // biome-ignore lint/a11y/useMediaCaption: the sample lecture videos have no caption tracks yet
        <video
          key={lecture.id}
          src={lecture.videoUrl}
          controls
          autoPlay
          playsInline
          preload="metadata"
          height={PREVIEW_VIDEO_HEIGHT}
          data-testid="preview-video"
          className="h-[400px] w-full rounded-xl bg-slate-950 object-contain"
        />
      ) : (
        <p className="grid h-40 place-items-center rounded-xl bg-slate-100 text-slate-600">
          This preview is not available right now.
        </p>
      )}
      <div className="mt-6 flex justify-end">
        <Button variant="outline" onClick={onClose} data-testid="preview-close">
          Close
        </Button>
      </div>
    </Dialog>
  );
}
