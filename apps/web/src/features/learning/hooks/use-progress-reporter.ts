import { PLAYBACK_RATES } from '@pathshala/shared/learning-constants';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { applyProgressAnswer, type ProgressReport, sendProgress } from '../api/learning';

/** Spec: report the position about every 10 s while the video plays. */
export const PROGRESS_INTERVAL_MS = 10_000;

export const isSupportedRate = (rate: number) => (PLAYBACK_RATES as readonly number[]).includes(rate);

interface ReportOptions {
  /** Also a finished lecture (on the end of the video). */
  completed?: boolean;
  /** Survives the page closing. */
  keepalive?: boolean;
  /** Report even if the position did not move (e.g. to remember a new speed). */
  force?: boolean;
}

/** The player's own record of the stretches played, as [start, end] seconds. */
function playedRanges(video: HTMLVideoElement): [number, number][] {
  const ranges: [number, number][] = [];
  for (let index = 0; index < video.played.length; index += 1) {
    ranges.push([video.played.start(index), video.played.end(index)]);
  }
  return ranges;
}

/**
 * Reports where the learner is in a lecture: every ~10 s while playing, on pause, on the end (completed),
 * and — with `keepalive`, so it survives the page closing — when the page is hidden or left, or the lecture
 * is switched (unmount). Each answer updates the caches, so a completed lecture gets its tick at once.
 */
export function useProgressReporter(
  videoRef: RefObject<HTMLVideoElement | null>,
  lectureId: string,
  courseId: string,
) {
  const queryClient = useQueryClient();
  /** The position moved since the last report. A page that was only opened must not reset the resume point. */
  const dirty = useRef(false);

  const reportFor = useCallback(
    (
      video: HTMLVideoElement,
      { completed = false, keepalive = false, force = false }: ReportOptions = {},
    ) => {
      const durationSeconds = video.duration;
      // Without metadata there is no position worth keeping.
      if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return;
      if (!dirty.current && !completed && !force) return;
      dirty.current = false;
      const body: ProgressReport = {
        lectureId,
        positionSeconds: Math.min(video.currentTime, durationSeconds),
        durationSeconds,
        completed,
        // What was actually played (seeking adds nothing): the server completes a lecture from this.
        played: playedRanges(video),
        ...(isSupportedRate(video.playbackRate) ? { playbackRate: video.playbackRate } : {}),
      };
      sendProgress(body, { keepalive })
        .then((answer) => applyProgressAnswer(queryClient, courseId, body, answer))
        .catch((error: unknown) => {
          // Reporting is best effort; the next report carries the latest position anyway.
          console.warn('Progress report failed', error);
        });
    },
    [lectureId, courseId, queryClient],
  );

  useEffect(() => {
    // Kept here: on unmount React has already detached the ref when this cleanup runs.
    const video = videoRef.current;
    if (!video) return;
    const report = (options?: ReportOptions) => reportFor(video, options);
    let timer: number | undefined;
    const stopTimer = () => window.clearInterval(timer);
    const onPlay = () => {
      stopTimer();
      timer = window.setInterval(() => report(), PROGRESS_INTERVAL_MS);
    };
    const onPause = () => {
      stopTimer();
      // The end sends its own, completing report.
      if (!video.ended) report();
    };
    const onEnded = () => {
      stopTimer();
      report({ completed: true });
    };
    const onTimeUpdate = () => {
      if (!video.paused) dirty.current = true;
    };
    const onLeave = () => report({ keepalive: true });
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onLeave();
    };

    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onEnded);
    video.addEventListener('timeupdate', onTimeUpdate);
    window.addEventListener('pagehide', onLeave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopTimer();
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onEnded);
      video.removeEventListener('timeupdate', onTimeUpdate);
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onVisibility);
      // Switching lecture or leaving the page.
      onLeave();
    };
  }, [videoRef, reportFor]);

  /** An immediate report, e.g. after the speed changed. */
  return useCallback(
    (options?: ReportOptions) => {
      if (videoRef.current) reportFor(videoRef.current, options);
    },
    [videoRef, reportFor],
  );
}
