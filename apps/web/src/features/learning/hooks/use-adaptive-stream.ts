import type { CurrentLecture } from '@pathshala/shared/learning';
import type Hls from 'hls.js';
import hlsWorkerUrl from 'hls.js/dist/hls.worker.js?url';
import { type RefObject, useEffect, useEffectEvent, useRef, useState } from 'react';
import { isApiUrl } from '@/utils/api-url';
import { AUTO_QUALITY, prefersDataSaver, rememberedQuality, rememberQuality } from '../utils/stream-quality';

export type Rendition = CurrentLecture['qualities'][number];

/**
 * How the lecture plays: hls.js on Media Source Extensions (quality menu, data saver), the browser's own HLS
 * where there is no MSE (older iPhones; it picks the quality itself), else the progressive MP4.
 */
export type StreamKind = 'hls.js' | 'native-hls' | 'progressive';

export interface QualityControl {
  /** Lowest first; a rendition's index is its hls.js level. */
  renditions: Rendition[];
  /** The chosen level; -1 is Auto. */
  chosen: number;
  /** The level playing now (what Auto picked); -1 before the first one loads. */
  playing: number;
  /** The lightest stream was chosen for the learner because the browser asks to save data. */
  dataSaver: boolean;
  choose: (level: number) => void;
}

interface AdaptiveStreamOptions {
  /** Where to start (and where a replaced stream carries on from), in seconds. */
  startAt: RefObject<number>;
  /** The stream's signed links stopped working after it had played: fetch fresh ones or call `fallBack`. */
  onLinksExpired: () => void;
}

/** H.264 + AAC, what the transcoder writes. */
const STREAM_CODECS = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';

function hasMediaSource(): boolean {
  const managed = (window as Window & { ManagedMediaSource?: typeof MediaSource }).ManagedMediaSource;
  const mediaSource = managed ?? window.MediaSource;
  return typeof mediaSource?.isTypeSupported === 'function' && mediaSource.isTypeSupported(STREAM_CODECS);
}

const playsHlsNatively = () =>
  document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== '';

/**
 * hls.js wherever MSE is there, even when the browser also plays HLS itself (Chromium answers 'maybe' since
 * its own HLS landed): only hls.js offers a quality choice and the data saver.
 */
function initialKind(hls: string): StreamKind {
  if (!hls) return 'progressive';
  if (hasMediaSource()) return 'hls.js';
  return playsHlsNatively() ? 'native-hls' : 'progressive';
}

/** The rendition the learner picked ('auto' or a name), or the lightest one on a data-saving connection. */
function initialPreference(): { name: string; dataSaver: boolean } {
  const remembered = rememberedQuality();
  if (remembered) return { name: remembered, dataSaver: false };
  return prefersDataSaver() ? { name: '', dataSaver: true } : { name: AUTO_QUALITY, dataSaver: false };
}

function levelOf(preference: { name: string; dataSaver: boolean }, renditions: Rendition[]): number {
  if (preference.dataSaver) return renditions.length > 0 ? 0 : -1;
  return renditions.findIndex((rendition) => rendition.name === preference.name);
}

/**
 * Plays `hls` (the signed master playlist) on `videoRef`, with hls.js loaded only when it is needed, and falls
 * back to the progressive `video` when the stream cannot play. Render the video with the returned `src`
 * (undefined while hls.js feeds it).
 */
export function useAdaptiveStream(
  videoRef: RefObject<HTMLVideoElement | null>,
  { hls: hlsUrl, video: progressiveUrl, qualities }: Pick<CurrentLecture, 'hls' | 'video' | 'qualities'>,
  { startAt, onLinksExpired }: AdaptiveStreamOptions,
) {
  const [kind, setKind] = useState<StreamKind>(() => initialKind(hlsUrl));
  const [renditions, setRenditions] = useState<Rendition[]>(qualities);
  const [preference, setPreference] = useState(initialPreference);
  const [playing, setPlaying] = useState(-1);
  const player = useRef<Hls | null>(null);
  /** The source is about to be replaced: if the learner was watching, play on once the new one can. */
  const playOnAfterSwap = () => {
    const video = videoRef.current;
    if (!video || video.paused) return;
    video.addEventListener('canplay', () => void video.play().catch(() => undefined), { once: true });
  };

  const fallBack = () => {
    playOnAfterSwap();
    // Before React swaps the src in: hls.js must let go of the video first.
    player.current?.destroy();
    player.current = null;
    setKind('progressive');
  };
  const onFatalError = useEffectEvent((linksExpired: boolean) => {
    if (!linksExpired) return fallBack();
    playOnAfterSwap();
    onLinksExpired();
  });
  const startLevel = useEffectEvent((levels: Rendition[]) => levelOf(preference, levels));

  useEffect(() => {
    const video = videoRef.current;
    if (kind !== 'hls.js' || !video) return;
    if (!hlsUrl) {
      setKind('progressive');
      return;
    }
    let cancelled = false;
    let instance: Hls | null = null;
    let onVideoError: (() => void) | null = null;
    import('hls.js')
      .then(({ default: HlsPlayer }) => {
        if (cancelled) return;
        if (!HlsPlayer.isSupported()) {
          setKind(playsHlsNatively() ? 'native-hls' : 'progressive');
          return;
        }
        const level = startLevel(qualities);
        const hls = new HlsPlayer({
          // Transmuxing off the main thread, from our own origin (the CSP allows no blob: worker).
          workerPath: hlsWorkerUrl,
          startPosition: startAt.current > 0 ? startAt.current : -1,
          ...(level !== -1 ? { startLevel: level } : {}),
          // Auto never fetches more pixels than the player shows (a phone's small player saves data).
          capLevelToPlayerSize: true,
          // hls.js buffers ahead up to 60 MB (at most 10 minutes) by default: at a slide lecture's bitrates,
          // watching 30 s fetched the whole lecture (scripts/bench/hls.ts). A learner on a metered plan pays for
          // what is fetched: half a minute ahead, a minute at most, is enough to ride out a weak signal.
          maxBufferLength: 30,
          maxMaxBufferLength: 60,
          backBufferLength: 60,
          // Captions come from the lecture's own <track>; the transcode carries none in its segments.
          enableCEA708Captions: false,
          xhrSetup: (xhr, url) => {
            if (isApiUrl(url)) xhr.withCredentials = true;
          },
        });
        instance = hls;
        player.current = hls;
        // A media error is recovered from once (a fresh MediaSource); until it is attached, errors are the same one.
        let recovery: 'none' | 'running' | 'done' = 'none';
        const onMediaError = () => {
          if (recovery === 'running') return;
          if (recovery === 'done') return onFatalError(false);
          recovery = 'running';
          hls.recoverMediaError();
        };
        // The video cannot take the stream at all (no MSE for it, or a CSP without blob: media): no retry helps.
        onVideoError = () => {
          if (video.error?.code === MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED) onFatalError(false);
          else onMediaError();
        };
        video.addEventListener('error', onVideoError);
        // A refused file or a network failure after segments have played: the signed links most likely ran out.
        let segmentsLoaded = false;
        let expired = false;
        hls.on(HlsPlayer.Events.MEDIA_ATTACHED, () => {
          if (recovery === 'running') recovery = 'done';
        });
        hls.on(HlsPlayer.Events.MANIFEST_PARSED, (_event, { levels }) => {
          const parsed = levels.map((item) => ({
            name: qualities.find((quality) => quality.height === item.height)?.name ?? `${item.height}p`,
            height: item.height,
          }));
          setRenditions(parsed);
          const chosen = startLevel(parsed);
          // Chosen, not started on: Auto would move away from it at the first bandwidth estimate.
          if (chosen !== -1) hls.loadLevel = chosen;
        });
        hls.on(HlsPlayer.Events.LEVEL_SWITCHED, (_event, { level: switched }) => setPlaying(switched));
        hls.on(HlsPlayer.Events.FRAG_LOADED, () => {
          segmentsLoaded = true;
        });
        hls.on(HlsPlayer.Events.ERROR, (_event, error) => {
          if (expired) return;
          // A 403 is final (expired, tampered or access gone): asking again, as hls.js would, only stalls longer.
          const refused = error.response?.code === 403;
          const network = error.fatal && error.type === HlsPlayer.ErrorTypes.NETWORK_ERROR;
          if (segmentsLoaded && (refused || network)) {
            expired = true;
            hls.stopLoad();
            return onFatalError(true);
          }
          if (!error.fatal) return;
          if (error.type === HlsPlayer.ErrorTypes.MEDIA_ERROR) onMediaError();
          else onFatalError(false);
        });
        hls.loadSource(hlsUrl);
        hls.attachMedia(video);
      })
      // The chunk did not load (offline, or a deploy replaced it) or hls.js would not start: play the MP4.
      .catch(() => {
        if (!cancelled) setKind('progressive');
      });
    return () => {
      cancelled = true;
      if (onVideoError) video.removeEventListener('error', onVideoError);
      // fallBack() may have let it go already.
      if (instance && player.current === instance) {
        instance.destroy();
        player.current = null;
      }
    };
  }, [kind, hlsUrl, qualities, videoRef, startAt]);

  const quality: QualityControl | null =
    kind === 'hls.js' && renditions.length > 0
      ? {
          renditions,
          chosen: levelOf(preference, renditions),
          playing,
          dataSaver: preference.dataSaver,
          choose: (level) => {
            const name = level === -1 ? AUTO_QUALITY : (renditions[level]?.name ?? AUTO_QUALITY);
            if (player.current) player.current.currentLevel = level;
            setPreference({ name, dataSaver: false });
            rememberQuality(name);
          },
        }
      : null;

  const src = kind === 'progressive' ? progressiveUrl : kind === 'native-hls' ? hlsUrl : undefined;
  return { kind, src, quality, fallBack };
}
