import { type RefObject, useEffect, useState } from 'react';
import { onApiOrigin } from '@/utils/api-url';

/** localStorage: 'on' once the learner turned captions on; they start off otherwise. */
const CAPTIONS_STORAGE_KEY = 'pathshala:captions';

function rememberedChoice(): boolean {
  try {
    return window.localStorage.getItem(CAPTIONS_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

function remember(showing: boolean) {
  try {
    window.localStorage.setItem(CAPTIONS_STORAGE_KEY, showing ? 'on' : 'off');
  } catch {
    // Storage blocked (private mode): the choice lasts for this page only.
  }
}

/**
 * A <track> loads from another origin only over CORS, and the media may sit on ASSET_BASE_URL. Captions are
 * API routes (preview captions, signed media links that need no cookie), so they are asked of the API origin
 * the app already talks to: the page's own origin unless VITE_API_URL says otherwise.
 */
function trackSource(captions: string): { src: string; crossOrigin: 'anonymous' | undefined } {
  if (!captions) return { src: '', crossOrigin: undefined };
  const src = onApiOrigin(captions);
  // Only a track still on another origin needs the video in CORS mode.
  return { src, crossOrigin: src.startsWith(`${window.location.origin}/`) ? undefined : 'anonymous' };
}

const captionTracks = (video: HTMLVideoElement) =>
  Array.from(video.textTracks).filter((track) => track.kind === 'captions');

/**
 * Whether the video's captions track shows, remembered in this browser. 'hidden' rather than 'disabled'
 * when off, so the cues are loaded and turning captions on is instant. Pass the captions URL as `captions`;
 * with none there is nothing to toggle. The browser's own captions menu is followed too. Render the track
 * with the returned `src`, and give the video the returned `crossOrigin`.
 *
 * `drawnByPage`: the page draws the active cues itself (the lecture player, whose captions move above its
 * controls): the track stays 'hidden', so the browser draws none, and `showing` only says whether to draw.
 */
export function useCaptions(
  videoRef: RefObject<HTMLVideoElement | null>,
  captions: string,
  { drawnByPage = false }: { drawnByPage?: boolean } = {},
) {
  const [showing, setShowing] = useState(rememberedChoice);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !captions) return;
    const tracks = video.textTracks;
    const apply = () => {
      for (const track of captionTracks(video)) track.mode = showing && !drawnByPage ? 'showing' : 'hidden';
    };
    const follow = () => {
      if (drawnByPage) return;
      const shown = captionTracks(video).some((track) => track.mode === 'showing');
      if (shown !== showing) {
        setShowing(shown);
        remember(shown);
      }
    };
    apply();
    tracks.addEventListener('addtrack', apply);
    tracks.addEventListener('change', follow);
    return () => {
      tracks.removeEventListener('addtrack', apply);
      tracks.removeEventListener('change', follow);
    };
  }, [videoRef, captions, showing, drawnByPage]);

  const toggle = () => {
    setShowing(!showing);
    remember(!showing);
  };

  return { available: captions !== '', showing, toggle, ...trackSource(captions) };
}
