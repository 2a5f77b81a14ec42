import { PLAYBACK_RATES } from '@pathshala/shared/learning-constants';

/** A stretch of a video the learner actually played, in seconds: [start, end]. */
export type Interval = [number, number];

/** Intervals as a sorted union without overlaps (touching ones joined); empty and inverted ones dropped. */
export function unionOf(intervals: Interval[]): Interval[] {
  const sorted = intervals
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end) && end > start)
    .map(([start, end]): Interval => [Math.max(0, start), end])
    .sort((a, b) => a[0] - b[0]);
  const merged: Interval[] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Seconds covered by the intervals, each second counted once however often it was replayed. */
export const coveredSeconds = (intervals: Interval[]) =>
  unionOf(intervals).reduce((total, [start, end]) => total + (end - start), 0);

/** Played intervals clipped to the video's length (a report cannot claim more than the video has). */
export const clipTo = (intervals: Interval[], durationSeconds: number): Interval[] =>
  intervals.map(
    ([start, end]): Interval => [Math.min(start, durationSeconds), Math.min(end, durationSeconds)],
  );

/** The parts of `reported` not already in `stored`, in order. */
export function newStretches(stored: Interval[], reported: Interval[]): Interval[] {
  const known = unionOf(stored);
  const fresh: Interval[] = [];
  for (const [start, end] of unionOf(reported)) {
    let from = start;
    for (const [knownStart, knownEnd] of known) {
      if (knownEnd <= from || knownStart >= end) continue;
      if (knownStart > from) fresh.push([from, knownStart]);
      from = Math.max(from, knownEnd);
      if (from >= end) break;
    }
    if (from < end) fresh.push([from, end]);
  }
  return fresh;
}

/**
 * What a report may add to the stored stretches: its new parts, in order, up to `allowanceSeconds` of them, so
 * reports sent faster than a video plays cannot add more than could have been watched.
 */
export function creditedStretches(
  stored: Interval[],
  reported: Interval[],
  allowanceSeconds: number,
): Interval[] {
  let left = Math.max(0, allowanceSeconds);
  const credited: Interval[] = [];
  for (const [start, end] of newStretches(stored, reported)) {
    if (left <= 0) break;
    const taken = Math.min(end - start, left);
    credited.push([start, start + taken]);
    left -= taken;
  }
  return credited;
}

/** The fastest playback rate the player offers (the progress call refuses faster ones). */
export const MAX_PLAYBACK_RATE = Math.max(...PLAYBACK_RATES);
/** A lecture's first report: the player reports every ~10 s, so this is more than it can have played. */
export const FIRST_REPORT_SECONDS = 30;
/** Network and clock jitter between two reports. */
const REPORT_SLACK_SECONDS = 2;

/**
 * Seconds of video a report may add: what a player could have played at its fastest rate since the learner's
 * previous report of this lecture (`null`: the first one).
 */
export function playAllowanceSeconds(previousReportAt: Date | null, now: Date): number {
  if (previousReportAt === null) return FIRST_REPORT_SECONDS;
  const elapsed = Math.max(0, (now.getTime() - previousReportAt.getTime()) / 1000);
  return elapsed * MAX_PLAYBACK_RATE + REPORT_SLACK_SECONDS;
}
