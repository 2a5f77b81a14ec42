import { formatClock } from '@pathshala/shared/duration';
import { type PointerEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useSeekThumbnails } from '../hooks/use-seek-thumbnails';
import { type SeekThumbnail, seekThumbnailAt } from '../utils/seek-thumbnails';

interface SeekBarProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  lectureId: string;
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
 * A seek bar with frame previews for a transcoded lecture, under the video: the browser's own timeline cannot
 * show them. Hover or drag to see the frame and time; the page's keys (←/→ 5 s, Space) work on it as elsewhere.
 */
export function SeekBar({ videoRef, lectureId }: SeekBarProps) {
  const [position, setPosition] = useState({ time: 0, duration: 0 });
  /** The point under the pointer: seconds and pixels from the bar's left edge. */
  const [pointer, setPointer] = useState<{ seconds: number; left: number; width: number } | null>(null);
  const bar = useRef<HTMLInputElement>(null);
  const { thumbnails, prepare } = useSeekThumbnails(lectureId);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const sync = () =>
      setPosition({
        time: video.currentTime,
        duration: Number.isFinite(video.duration) ? video.duration : 0,
      });
    sync();
    const events = ['timeupdate', 'durationchange', 'loadedmetadata', 'seeking', 'emptied'] as const;
    for (const name of events) video.addEventListener(name, sync);
    return () => {
      for (const name of events) video.removeEventListener(name, sync);
    };
  }, [videoRef]);

  const { time, duration } = position;
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

  return (
    <div className="relative bg-slate-900 px-4 pt-3">
      {pointer ? (
        <div
          aria-hidden="true"
          data-testid="seek-preview"
          className="pointer-events-none absolute bottom-full z-10 mb-1 flex -translate-x-1/2 flex-col items-center gap-1 rounded-md border border-slate-600 bg-slate-950 p-1 shadow-lg"
          style={{
            left: `calc(1rem + ${Math.min(Math.max(pointer.left, PREVIEW_HALF_WIDTH), Math.max(pointer.width - PREVIEW_HALF_WIDTH, PREVIEW_HALF_WIDTH))}px)`,
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
        aria-label="Seek"
        aria-valuetext={`${formatClock(time)} of ${formatClock(duration)}`}
        data-testid="seek-bar"
        onChange={(event) => seekTo(Number(event.target.value))}
        onPointerDown={(event) => {
          // Keep following a drag that leaves the thin bar.
          event.currentTarget.setPointerCapture(event.pointerId);
        }}
        onPointerEnter={(event) => {
          void prepare();
          follow(event);
        }}
        onPointerMove={follow}
        onPointerLeave={() => setPointer(null)}
        className="block h-5 w-full cursor-pointer touch-none accent-brand-500 disabled:cursor-default"
      />
    </div>
  );
}
