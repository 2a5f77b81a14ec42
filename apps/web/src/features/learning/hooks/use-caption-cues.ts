import { type RefObject, useEffect, useState } from 'react';
import { captionLines } from '../utils/caption-lines';

/**
 * The lines of the captions track's active cues, following playback (`cuechange`). The track must be at least
 * 'hidden' (useCaptions with `drawnByPage`) for the browser to keep its cues active. Empty while `enabled` is false.
 */
export function useCaptionCues(videoRef: RefObject<HTMLVideoElement | null>, enabled: boolean): string[] {
  const [lines, setLines] = useState<string[]>([]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !enabled) {
      setLines([]);
      return;
    }
    const tracks = video.textTracks;
    let watched: TextTrack | null = null;
    const update = () => {
      const cues = watched?.activeCues ? Array.from(watched.activeCues) : [];
      const next = captionLines(cues as VTTCue[]);
      setLines((current) => (current.join('\n') === next.join('\n') ? current : next));
    };
    const watch = () => {
      const track = Array.from(tracks).find((item) => item.kind === 'captions') ?? null;
      if (track === watched) return;
      watched?.removeEventListener('cuechange', update);
      watched = track;
      watched?.addEventListener('cuechange', update);
      update();
    };
    watch();
    // The <track> is added after the video when the lecture's captions link arrives.
    tracks.addEventListener('addtrack', watch);
    return () => {
      tracks.removeEventListener('addtrack', watch);
      watched?.removeEventListener('cuechange', update);
    };
  }, [videoRef, enabled]);

  return lines;
}
