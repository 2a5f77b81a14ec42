import { type RefObject, useEffect, useState } from 'react';

export interface MediaClock {
  time: number;
  /** 0 until the video knows its length. */
  duration: number;
  paused: boolean;
  muted: boolean;
}

const EVENTS = [
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'seeking',
  'emptied',
  'play',
  'pause',
  'ended',
  'volumechange',
] as const;

/** The video's position, length, and whether it plays and is heard, as its events tell them. */
export function useMediaClock(videoRef: RefObject<HTMLVideoElement | null>): MediaClock {
  const [clock, setClock] = useState<MediaClock>({ time: 0, duration: 0, paused: true, muted: false });

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const sync = () =>
      setClock({
        time: video.currentTime,
        duration: Number.isFinite(video.duration) ? video.duration : 0,
        paused: video.paused,
        muted: video.muted,
      });
    sync();
    for (const name of EVENTS) video.addEventListener(name, sync);
    return () => {
      for (const name of EVENTS) video.removeEventListener(name, sync);
    };
  }, [videoRef]);

  return clock;
}
