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
