import { Trans, useLingui } from '@lingui/react/macro';
import { formatClock } from '@pathshala/shared/duration';
import type { CurrentLecture } from '@pathshala/shared/learning';
import { PLAYBACK_RATES } from '@pathshala/shared/learning-constants';
import { useQueryClient } from '@tanstack/react-query';
import {
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { CaptionsButton } from '@/components/ui/captions-button';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useCaptions } from '@/hooks/use-captions';
import { onApiOrigin } from '@/utils/api-url';
import { cn } from '@/utils/cn';
import { lectureQueryOptions } from '../api/learning';
import { useAdaptiveStream } from '../hooks/use-adaptive-stream';
import { useCaptionCues } from '../hooks/use-caption-cues';
import { useMediaClock } from '../hooks/use-media-clock';
import { isSupportedRate, useProgressReporter } from '../hooks/use-progress-reporter';
import { useRotateToFullscreen } from '../hooks/use-rotate-to-fullscreen';
import {
  EnterFullscreenIcon,
  ExitFullscreenIcon,
  MutedIcon,
  PauseIcon,
  PlayIcon,
  VideoPlaceholder,
  VolumeIcon,
} from './learning-icons';
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

/** While it plays, the controls fade this long after the last touch, move or key. */
const CONTROLS_IDLE_MS = 3000;
/** Captions clear the control bar by this much while it shows. */
const CAPTION_GAP_PX = 8;

/** iPhones before iOS 17 have no element fullscreen, only the video's own. */
type IosVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

function ControlButton({
  label,
  onClick,
  children,
  className,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400',
        className,
      )}
    >
      {children}
    </button>
  );
}

/**
 * The lecture's video on its signed links (the adaptive stream when there is one, else the MP4), resuming at
 * the saved position, with a remembered speed. Mount one per lecture (key it by lecture id): unmounting
 * reports the position.
 *
 * One set of controls, drawn here over the video (the browser's own are off: they would bring a second
 * timeline beside the one with seek previews), and captions drawn here too, so they scale with the player and
 * move above the controls while those show: the browser's `::cue` takes no position.
 */
export function LecturePlayer({
  lecture,
  courseId,
  playbackRate,
  onPlaybackRateChange,
  videoRef,
}: LecturePlayerProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const speedId = useId();
  // The signed links are fixed for the life of the player: a refetched lecture must not restart the video.
  const [media, setMedia] = useState(() => signedMedia(lecture));
  const resumeAt = useRef(lecture.positionSeconds);
  const renewedLink = useRef(false);
  const report = useProgressReporter(videoRef, lecture.id, courseId);
  const captionsToggle = useCaptions(videoRef, media.captions, { drawnByPage: true });
  const captionLines = useCaptionCues(videoRef, captionsToggle.available && captionsToggle.showing);
  const clock = useMediaClock(videoRef);
  const playerRef = useRef<HTMLDivElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const [controlsHeight, setControlsHeight] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const [active, setActive] = useState(true);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useRotateToFullscreen(playerRef, videoRef);
  const controlsShown = active || clock.paused;
  const controlsShownRef = useRef(controlsShown);
  controlsShownRef.current = controlsShown;
  const pressRevealed = useRef(false);
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

  /** Show the controls; while the video plays they fade again unless they are in use. */
  const wake = useCallback(() => {
    setActive(true);
    clearTimeout(idleTimer.current);
    const idle = () => {
      const controls = controlsRef.current;
      // An open menu, a mouse resting on the bar, or keyboard focus in it keep the controls up.
      const inUse =
        playerRef.current?.querySelector('[role="menu"]') !== null ||
        controls?.matches(':has(:focus-visible)') ||
        (window.matchMedia('(hover: hover)').matches && controls?.matches(':hover'));
      if (inUse) idleTimer.current = setTimeout(idle, CONTROLS_IDLE_MS);
      else setActive(false);
    };
    idleTimer.current = setTimeout(idle, CONTROLS_IDLE_MS);
  }, []);
  useEffect(() => {
    const player = playerRef.current;
    if (!player) return;
    // Whether this press found the controls hidden, noted before it shows them: its click then does no more.
    const onPress = () => {
      pressRevealed.current = !controlsShownRef.current;
      wake();
    };
    const events = ['pointermove', 'keydown', 'focusin'] as const;
    for (const name of events) player.addEventListener(name, wake);
    player.addEventListener('pointerdown', onPress);
    return () => {
      for (const name of events) player.removeEventListener(name, wake);
      player.removeEventListener('pointerdown', onPress);
      clearTimeout(idleTimer.current);
    };
  }, [wake]);

  useEffect(() => {
    const controls = controlsRef.current;
    if (!controls || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setControlsHeight(controls.offsetHeight));
    observer.observe(controls);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const onChange = () =>
      setFullscreen(document.fullscreenElement === playerRef.current && playerRef.current !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  if (!media.video && !media.hls) {
    return <VideoPlaceholder message={t`This lecture has no video yet.`} />;
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

  const lectureTitle = lecture.title;
  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  };
  const canFullscreen =
    typeof document !== 'undefined' &&
    (document.fullscreenEnabled ||
      typeof (videoRef.current as IosVideo | null)?.webkitEnterFullscreen === 'function');
  const toggleFullscreen = () => {
    const player = playerRef.current;
    if (!player) return;
    if (document.fullscreenElement) return void document.exitFullscreen().catch(() => undefined);
    if (document.fullscreenEnabled)
      return void player.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
    (videoRef.current as IosVideo | null)?.webkitEnterFullscreen?.();
  };
  /** A click on the picture plays or pauses; a finger's tap on a bare playing video only brings the controls back. */
  const onSurfaceClick = (event: MouseEvent<HTMLVideoElement>) => {
    const touch = (event.nativeEvent as PointerEvent).pointerType === 'touch';
    if (!(touch && pressRevealed.current)) togglePlay();
  };

  return (
    <div
      ref={playerRef}
      data-testid="lecture-player"
      className={cn(
        'relative overflow-hidden bg-black @container',
        fullscreen ? 'flex h-full w-full items-center' : 'phone-landscape:h-svh',
        !controlsShown && 'cursor-none',
      )}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: the track is there whenever the lecture has captions */}
      <video
        ref={videoRef}
        src={stream.src}
        poster={media.poster || undefined}
        crossOrigin={captionsToggle.crossOrigin}
        controlsList="noplaybackrate nodownload"
        playsInline
        preload="metadata"
        aria-label={t`Lecture video: ${lectureTitle}`}
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
        onClick={onSurfaceClick}
        className={cn(
          'block w-full bg-black object-contain',
          fullscreen ? 'h-full' : 'aspect-video phone-landscape:aspect-auto phone-landscape:h-full',
        )}
      >
        {captionsToggle.available ? (
          <track kind="captions" srcLang="en" label={t`English`} src={captionsToggle.src} />
        ) : null}
      </video>
      {captionLines.length > 0 ? (
        // Over the picture, sized by the player's width (at least 16 px), above the controls while they show.
        <div
          data-testid="caption-box"
          className="pointer-events-none absolute inset-x-0 flex flex-col items-center px-[4%] text-center transition-[bottom] duration-200"
          style={{ bottom: controlsShown ? controlsHeight + CAPTION_GAP_PX : '5%' }}
        >
          <p className="text-[clamp(16px,3.2cqw,40px)] leading-snug font-medium text-white">
            {captionLines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines of one cue have no identity but their place
              <span key={index} className="block">
                <span className="rounded bg-black/75 px-[0.4em] py-[0.05em] box-decoration-clone">
                  {line}
                </span>
              </span>
            ))}
          </p>
        </div>
      ) : null}
      {/* A shade under the controls, so they read over a white slide. */}
      <div
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute inset-x-0 bottom-0 h-28 bg-gradient-to-t from-black/85 to-transparent transition-opacity duration-200',
          controlsShown ? 'opacity-100' : 'opacity-0',
        )}
      />
      <div
        ref={controlsRef}
        data-testid="player-controls"
        className={cn(
          'absolute inset-x-0 bottom-0 transition-opacity duration-200',
          // A mouse shows them on its way to a button; a finger's first tap must not press one unseen.
          controlsShown ? 'opacity-100' : 'opacity-0 pointer-coarse:pointer-events-none',
        )}
      >
        <SeekBar
          videoRef={videoRef}
          clock={clock}
          lectureId={lecture.id}
          previews={Boolean(media.thumbnails)}
        />
        <div className="flex items-center gap-1 px-1.5 pb-1.5 sm:gap-2 sm:px-2.5 sm:pb-2">
          <ControlButton label={clock.paused ? t`Play` : t`Pause`} onClick={togglePlay}>
            {clock.paused ? <PlayIcon className="size-5" /> : <PauseIcon className="size-5" />}
          </ControlButton>
          {/* A phone has volume keys. */}
          <ControlButton
            label={clock.muted ? t`Unmute` : t`Mute`}
            onClick={() => {
              if (videoRef.current) videoRef.current.muted = !videoRef.current.muted;
            }}
            className="pointer-coarse:hidden"
          >
            {clock.muted ? <MutedIcon className="size-5" /> : <VolumeIcon className="size-5" />}
          </ControlButton>
          <span
            data-testid="player-time"
            className="px-1 text-xs font-medium whitespace-nowrap text-slate-100 tabular-nums sm:text-sm"
          >
            {formatClock(clock.time)} / {formatClock(clock.duration)}
          </span>
          <span className="flex-1" />
          {captionsToggle.available ? (
            <CaptionsButton tone="dark" showing={captionsToggle.showing} onToggle={captionsToggle.toggle} />
          ) : null}
          {stream.quality ? <QualityMenu quality={stream.quality} /> : null}
          <div className="flex items-center gap-2">
            <label htmlFor={speedId} className="text-sm font-medium text-slate-200 max-md:sr-only">
              <Trans>Speed</Trans>
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
                className="h-9 appearance-none rounded-lg border border-slate-600 bg-slate-800/80 pr-6 pl-2 text-sm text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
              >
                {PLAYBACK_RATES.map((rate) => (
                  <option key={rate} value={rate}>
                    {rate}×
                  </option>
                ))}
              </select>
              <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-1.5 size-4 -translate-y-1/2 text-slate-300" />
            </div>
          </div>
          {canFullscreen ? (
            <ControlButton
              label={fullscreen ? t`Exit full screen` : t`Full screen`}
              onClick={toggleFullscreen}
            >
              {fullscreen ? (
                <ExitFullscreenIcon className="size-5" />
              ) : (
                <EnterFullscreenIcon className="size-5" />
              )}
            </ControlButton>
          ) : null}
        </div>
      </div>
    </div>
  );
}
