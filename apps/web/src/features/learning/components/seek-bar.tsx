import { useLingui } from '@lingui/react/macro';
import { formatClock } from '@pathshala/shared/duration';
import { type PointerEvent, type RefObject, useRef, useState } from 'react';
import type { MediaClock } from '../hooks/use-media-clock';
import { useSeekThumbnails } from '../hooks/use-seek-thumbnails';
import { type SeekThumbnail, seekThumbnailAt } from '../utils/seek-thumbnails';

interface SeekBarProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  clock: Pick<MediaClock, 'time' | 'duration'>;
  lectureId: string;
  /** The lecture has a seek-thumbnail map (a transcoded one): show frames, not just times. */
  previews: boolean;
}

/** A preview frame is shown this wide (CSS px), whatever size the transcoder cut its tiles. */
const PREVIEW_WIDTH = 160;
/** Half the preview with its padding, so it never hangs off either end of the bar. */
const PREVIEW_HALF_WIDTH = PREVIEW_WIDTH / 2 + 4;

/** The thumbnail's crop of its sprite, scaled to the preview's width. */
function PreviewFrame({ thumbnail }: { thumbnail: SeekThumbnail }) {
  const scale = PREVIEW_WIDTH / thumbnail.width;
  return (
    <div
      className="overflow-hidden rounded-sm"
      style={{ width: PREVIEW_WIDTH, height: Math.round(thumbnail.height * scale) }}
    >
      <div
        data-testid="seek-preview-frame"
        className="origin-top-left bg-no-repeat"
        style={{
          width: thumbnail.width,
          height: thumbnail.height,
          transform: `scale(${scale})`,
          backgroundImage: `url("${thumbnail.url}")`,
          backgroundPosition: `-${thumbnail.x}px -${thumbnail.y}px`,
        }}
      />
    </div>
  );
}

/**
 * The player's one timeline. Hover or drag to see the time there and, for a transcoded lecture, its frame; the
 * page's keys (←/→ 5 s, Space) work on it as elsewhere.
 */
export function SeekBar({ videoRef, clock, lectureId, previews }: SeekBarProps) {
  const { t } = useLingui();
  /** The point under the pointer: seconds and pixels from the bar's left edge. */
  const [pointer, setPointer] = useState<{ seconds: number; left: number; width: number } | null>(null);
  const bar = useRef<HTMLInputElement>(null);
  const { thumbnails, prepare } = useSeekThumbnails(lectureId);

  const { time, duration } = clock;
  const follow = (event: PointerEvent<HTMLInputElement>) => {
    const rect = bar.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || duration === 0) return;
    const left = Math.min(Math.max(event.clientX - rect.left, 0), rect.width);
    setPointer({ seconds: (left / rect.width) * duration, left, width: rect.width });
  };
  const seekTo = (seconds: number) => {
    const video = videoRef.current;
    if (video) video.currentTime = Math.min(Math.max(seconds, 0), duration);
  };
  const preview = pointer ? seekThumbnailAt(thumbnails, pointer.seconds) : undefined;
  const played = formatClock(time);
  const length = formatClock(duration);

  return (
    <div className="relative mx-3 sm:mx-4">
      {pointer ? (
        <div
          aria-hidden="true"
          data-testid="seek-preview"
          className="pointer-events-none absolute bottom-full z-10 mb-1 flex -translate-x-1/2 flex-col items-center gap-1 rounded-md border border-slate-600 bg-slate-950 p-1 shadow-lg"
          style={{
            left: Math.min(
              Math.max(pointer.left, PREVIEW_HALF_WIDTH),
              Math.max(pointer.width - PREVIEW_HALF_WIDTH, PREVIEW_HALF_WIDTH),
            ),
          }}
        >
          {preview ? <PreviewFrame thumbnail={preview} /> : null}
          <span className="px-1 text-xs font-semibold text-white tabular-nums">
            {formatClock(pointer.seconds)}
          </span>
        </div>
      ) : null}
      <input
        ref={bar}
        type="range"
        min={0}
        max={duration}
        step="any"
        value={Math.min(time, duration)}
        disabled={duration === 0}
        aria-label={t`Seek`}
        aria-valuetext={t`${played} of ${length}`}
        data-testid="seek-bar"
        onChange={(event) => seekTo(Number(event.target.value))}
        onPointerDown={(event) => {
          // Keep following a drag that leaves the thin bar. A finger never hovers: the preview starts here.
          event.currentTarget.setPointerCapture(event.pointerId);
          if (previews) void prepare();
          follow(event);
        }}
        onPointerUp={(event) => {
          if (event.pointerType !== 'mouse') setPointer(null);
        }}
        onPointerEnter={(event) => {
          if (previews) void prepare();
          follow(event);
        }}
        onPointerMove={follow}
        onPointerLeave={() => setPointer(null)}
        className="block h-6 w-full cursor-pointer touch-none accent-brand-500 disabled:cursor-default"
      />
    </div>
  );
}
