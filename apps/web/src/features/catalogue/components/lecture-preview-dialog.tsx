import { Trans, useLingui } from '@lingui/react/macro';
import type { LectureOutline } from '@pathshala/shared/catalogue';
import { PREVIEW_VIDEO_HEIGHT } from '@pathshala/shared/constants';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { CaptionsButton } from '@/components/ui/captions-button';
import { Dialog } from '@/components/ui/dialog';
import { useCaptions } from '@/hooks/use-captions';

interface LecturePreviewDialogProps {
  lecture: LectureOutline;
  onClose: () => void;
}

/** A 16:9 box no taller than the spec's preview height. */
const videoBoxMaxWidth = `${(PREVIEW_VIDEO_HEIGHT * 16) / 9}px`;

/** The free-lecture preview popup (spec §2): the video and a Close button. Loaded only when opened. */
export default function LecturePreviewDialog({ lecture, onClose }: LecturePreviewDialogProps) {
  const { t } = useLingui();
  const { duration } = lecture;
  const videoRef = useRef<HTMLVideoElement>(null);
  const captionsToggle = useCaptions(videoRef, lecture.captionsUrl ?? '');

  return (
    <Dialog
      open
      onClose={onClose}
      title={lecture.title}
      description={t`Free preview · ${duration}`}
      size="wide"
      data-testid="lecture-preview"
    >
      {lecture.videoUrl ? (
        <div
          data-testid="preview-video-box"
          className="mx-auto aspect-video w-full overflow-hidden rounded-xl bg-slate-950"
          style={{ maxWidth: videoBoxMaxWidth }}
        >
          {/* biome-ignore lint/a11y/useMediaCaption: the track is there whenever the preview has captions */}
          <video
            key={lecture.id}
            ref={videoRef}
            src={lecture.videoUrl}
            crossOrigin={captionsToggle.crossOrigin}
            controls
            autoPlay
            playsInline
            preload="metadata"
            // The spec's preview height; the 16:9 box above sizes the video on screen.
            height={PREVIEW_VIDEO_HEIGHT}
            data-testid="preview-video"
            className="size-full object-contain"
          >
            {captionsToggle.available ? (
              <track kind="captions" srcLang="en" label={t`English`} src={captionsToggle.src} />
            ) : null}
          </video>
        </div>
      ) : (
        <p className="grid h-40 place-items-center rounded-xl bg-slate-100 text-slate-600">
          <Trans>This preview is not available right now.</Trans>
        </p>
      )}
      <div className="mt-6 flex items-center justify-end gap-3">
        {lecture.videoUrl && captionsToggle.available ? (
          <CaptionsButton
            showing={captionsToggle.showing}
            onToggle={captionsToggle.toggle}
            className="mr-auto"
          />
        ) : null}
        <Button variant="outline" onClick={onClose} data-testid="preview-close">
          <Trans>Close</Trans>
        </Button>
      </div>
    </Dialog>
  );
}
