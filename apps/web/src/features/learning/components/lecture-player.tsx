import type { CurrentLecture } from '@pathshala/shared/learning';
import { PLAYBACK_RATES } from '@pathshala/shared/learning-constants';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { CaptionsButton } from '@/components/ui/captions-button';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useCaptions } from '@/hooks/use-captions';
import { lectureQueryOptions } from '../api/learning';
import { isSupportedRate, useProgressReporter } from '../hooks/use-progress-reporter';
import { VideoPlaceholder } from './learning-icons';

interface LecturePlayerProps {
  lecture: CurrentLecture;
  courseId: string;
  playbackRate: number;
  onPlaybackRateChange: (rate: number) => void;
  videoRef: RefObject<HTMLVideoElement | null>;
}

/**
 * The lecture's video on its signed link, resuming at the saved position, with a remembered speed.
 * Mount one per lecture (key it by lecture id): unmounting reports the position.
 */
export function LecturePlayer({
  lecture,
  courseId,
  playbackRate,
  onPlaybackRateChange,
  videoRef,
}: LecturePlayerProps) {
  const queryClient = useQueryClient();
  const speedId = useId();
  // The signed links are fixed for the life of the player: a refetched lecture must not restart the video.
  const [media, setMedia] = useState({ src: lecture.video, captions: lecture.captions });
  const { src, captions } = media;
  const resumeAt = useRef(lecture.positionSeconds);
  const renewedLink = useRef(false);
  const report = useProgressReporter(videoRef, lecture.id, courseId);
  const captionsToggle = useCaptions(videoRef, captions);

  useEffect(() => {
    if (videoRef.current) videoRef.current.playbackRate = playbackRate;
  }, [videoRef, playbackRate]);

  if (!src) {
    return <VideoPlaceholder message="This lecture has no video yet." />;
  }

  const onLoadedMetadata = () => {
    const video = videoRef.current;
    if (!video) return;
    video.playbackRate = playbackRate;
    // Resume unless the saved spot is (almost) the end, which would only replay the last frame.
    if (resumeAt.current > 0 && resumeAt.current < video.duration - 1) video.currentTime = resumeAt.current;
  };

  // Signed links expire (10 min): fetch a fresh one once and carry on from the same spot.
  const onError = () => {
    if (renewedLink.current) return;
    renewedLink.current = true;
    queryClient
      .fetchQuery({ ...lectureQueryOptions(lecture.id), staleTime: 0 })
      .then((fresh) => setMedia({ src: fresh.video, captions: fresh.captions }))
      .catch(() => undefined);
  };

  return (
    <div className="flex flex-col">
      {/* biome-ignore lint/a11y/useMediaCaption: the track is there whenever the lecture has captions */}
      <video
        ref={videoRef}
        src={src}
        crossOrigin={captionsToggle.crossOrigin}
        controls
        controlsList="noplaybackrate nodownload"
        playsInline
        preload="metadata"
        aria-label={`Lecture video: ${lecture.title}`}
        data-testid="lecture-video"
        onLoadedMetadata={onLoadedMetadata}
        onTimeUpdate={(event) => {
          resumeAt.current = event.currentTarget.currentTime;
        }}
        onRateChange={(event) => {
          const rate = event.currentTarget.playbackRate;
          if (rate !== playbackRate && isSupportedRate(rate)) onPlaybackRateChange(rate);
        }}
        onError={onError}
        className="aspect-video w-full bg-black"
      >
        {captionsToggle.available ? (
          <track kind="captions" srcLang="en" label="English" src={captionsToggle.src} />
        ) : null}
      </video>
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-800 bg-slate-900 px-4 py-2">
        {captionsToggle.available ? (
          <CaptionsButton
            tone="dark"
            showing={captionsToggle.showing}
            onToggle={captionsToggle.toggle}
            className="mr-auto"
          />
        ) : null}
        <label htmlFor={speedId} className="text-sm font-medium text-slate-200">
          Speed
        </label>
        <div className="relative">
          <select
            id={speedId}
            value={playbackRate}
            onChange={(event) => {
              const rate = Number(event.target.value);
              if (videoRef.current) videoRef.current.playbackRate = rate;
              onPlaybackRateChange(rate);
              // Remembered on the server with the next report; send one now so it sticks.
              report({ force: true });
            }}
            className="h-9 appearance-none rounded-lg border border-slate-600 bg-slate-800 pr-8 pl-3 text-sm text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
          >
            {PLAYBACK_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {rate}×
              </option>
            ))}
          </select>
          <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-2 size-4 -translate-y-1/2 text-slate-300" />
        </div>
      </div>
    </div>
  );
}
