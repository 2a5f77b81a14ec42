import type { CurrentLecture } from '@pathshala/shared/learning';
import { PLAYBACK_RATES } from '@pathshala/shared/learning-constants';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { CaptionsButton } from '@/components/ui/captions-button';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useCaptions } from '@/hooks/use-captions';
import { onApiOrigin } from '@/utils/api-url';
import { lectureQueryOptions } from '../api/learning';
import { useAdaptiveStream } from '../hooks/use-adaptive-stream';
import { isSupportedRate, useProgressReporter } from '../hooks/use-progress-reporter';
import { VideoPlaceholder } from './learning-icons';
import { QualityMenu } from './quality-menu';
import { SeekBar } from './seek-bar';

interface LecturePlayerProps {
  lecture: CurrentLecture;
  courseId: string;
  playbackRate: number;
  onPlaybackRateChange: (rate: number) => void;
  videoRef: RefObject<HTMLVideoElement | null>;
}

/**
 * The lecture's signed links: its adaptive stream when transcoded, the progressive MP4 always. The stream's
 * files are checked against the session cookie, so they are asked of the API origin this page talks to.
 */
const signedMedia = ({ video, captions, hls, qualities, poster, thumbnails }: CurrentLecture) => ({
  video,
  captions,
  hls: onApiOrigin(hls),
  qualities,
  poster: onApiOrigin(poster),
  thumbnails: onApiOrigin(thumbnails),
});

/**
 * The lecture's video on its signed links (the adaptive stream when there is one, else the MP4), resuming at
 * the saved position, with a remembered speed. Mount one per lecture (key it by lecture id): unmounting
 * reports the position.
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
  const [media, setMedia] = useState(() => signedMedia(lecture));
  const resumeAt = useRef(lecture.positionSeconds);
  const renewedLink = useRef(false);
  const report = useProgressReporter(videoRef, lecture.id, courseId);
  const captionsToggle = useCaptions(videoRef, media.captions);
  const freshLecture = () => queryClient.fetchQuery({ ...lectureQueryOptions(lecture.id), staleTime: 0 });
  const stream = useAdaptiveStream(videoRef, media, {
    startAt: resumeAt,
    // The stream played, then its links ran out: carry on from the same spot on fresh ones, else on the MP4.
    onLinksExpired: () => {
      freshLecture()
        .then((fresh) => {
          const renewed = signedMedia(fresh);
          if (renewed.hls && renewed.hls !== media.hls) setMedia(renewed);
          else stream.fallBack();
        })
        .catch(() => stream.fallBack());
    },
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // The default too: attaching a stream (or falling back to the MP4) resets the speed to it.
    video.defaultPlaybackRate = playbackRate;
    video.playbackRate = playbackRate;
  }, [videoRef, playbackRate]);

  if (!media.video && !media.hls) {
    return <VideoPlaceholder message="This lecture has no video yet." />;
  }

  const onLoadedMetadata = () => {
    const video = videoRef.current;
    if (!video) return;
    video.defaultPlaybackRate = playbackRate;
    video.playbackRate = playbackRate;
    // Resume unless the saved spot is (almost) the end, which would only replay the last frame. A stream may
    // already have started there.
    const resume = resumeAt.current;
    const start = resume > 0 && resume < video.duration - 1 ? resume : 0;
    if (Math.abs(video.currentTime - start) > 0.5) video.currentTime = start;
  };

  const onError = () => {
    // hls.js reports (and recovers from) its own failures; the browser's own HLS falls back to the MP4.
    if (stream.kind === 'hls.js') return;
    if (stream.kind === 'native-hls') return stream.fallBack();
    // Signed links expire (10 min): fetch a fresh one once and carry on from the same spot.
    if (renewedLink.current) return;
    renewedLink.current = true;
    freshLecture()
      .then((fresh) => setMedia(signedMedia(fresh)))
      .catch(() => undefined);
  };

  return (
    <div className="flex flex-col">
      {/* biome-ignore lint/a11y/useMediaCaption: the track is there whenever the lecture has captions */}
      <video
        ref={videoRef}
        src={stream.src}
        poster={media.poster || undefined}
        crossOrigin={captionsToggle.crossOrigin}
        controls
        controlsList="noplaybackrate nodownload"
        playsInline
        preload="metadata"
        aria-label={`Lecture video: ${lecture.title}`}
        data-testid="lecture-video"
        onLoadedMetadata={onLoadedMetadata}
        onTimeUpdate={(event) => {
          const video = event.currentTarget;
          // Not the reset to 0 while a new source loads: that is not where the learner is.
          if (video.readyState >= HTMLMediaElement.HAVE_METADATA) resumeAt.current = video.currentTime;
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
      <div className="border-t border-slate-800 bg-slate-900">
        {media.thumbnails ? <SeekBar videoRef={videoRef} lectureId={lecture.id} /> : null}
        <div className="flex flex-wrap items-center justify-end gap-2 px-4 py-2">
          {captionsToggle.available ? (
            <CaptionsButton
              tone="dark"
              showing={captionsToggle.showing}
              onToggle={captionsToggle.toggle}
              className="mr-auto"
            />
          ) : null}
          {stream.quality ? <QualityMenu quality={stream.quality} /> : null}
          {/* Each label stays with its control when a phone wraps the row. */}
          <div className="flex items-center gap-2">
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
      </div>
    </div>
  );
}
