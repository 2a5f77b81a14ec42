import { type RefObject, useEffect } from 'react';

/** A phone on its side: a landscape viewport too short for the page around the video. */
export const PHONE_LANDSCAPE_QUERY = '(orientation: landscape) and (max-height: 500px)';

/**
 * A phone turned on its side while the lecture plays puts the player in fullscreen; turned upright again, it
 * leaves. The request is made from the orientation change itself, which browsers accept in place of a tap
 * (the Fullscreen standard's "user generated orientation change"). Paused, or without fullscreen, turning only
 * brings the player into view. Where the browser tells of no rotation, nothing happens.
 */
export function useRotateToFullscreen(
  playerRef: RefObject<HTMLElement | null>,
  videoRef: RefObject<HTMLVideoElement | null>,
) {
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const phoneLandscape = window.matchMedia(PHONE_LANDSCAPE_QUERY);
    const orientation = typeof screen !== 'undefined' ? screen.orientation : undefined;
    const isPhone = () => Math.min(window.screen.width, window.screen.height) <= 500;

    const leave = () => {
      if (document.fullscreenElement && document.fullscreenElement === playerRef.current) {
        void document.exitFullscreen().catch(() => undefined);
      }
    };
    // The screen's own event: a fullscreen request is allowed only while it is dispatched.
    const onScreenRotate = () => {
      const player = playerRef.current;
      const video = videoRef.current;
      if (!player || !video || !orientation) return;
      if (!orientation.type.startsWith('landscape')) return leave();
      if (!isPhone() || video.paused || document.fullscreenElement) return;
      if (typeof player.requestFullscreen !== 'function') return;
      player.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
    };
    // The viewport's shape: on its side, the video rather than the page's header fills the screen.
    const onViewport = () => {
      if (!phoneLandscape.matches) return leave();
      if (!document.fullscreenElement) playerRef.current?.scrollIntoView({ block: 'start' });
    };
    orientation?.addEventListener('change', onScreenRotate);
    phoneLandscape.addEventListener('change', onViewport);
    // Opened on its side.
    if (phoneLandscape.matches) playerRef.current?.scrollIntoView({ block: 'start' });
    return () => {
      orientation?.removeEventListener('change', onScreenRotate);
      phoneLandscape.removeEventListener('change', onViewport);
    };
  }, [playerRef, videoRef]);
}
