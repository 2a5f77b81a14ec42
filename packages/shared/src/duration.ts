/** Lengths of lectures, chapters and courses, as the pages print them. */

/** A lecture's length on its row: 95.4 s -> "01:35"; an hour or more -> "1:02:05". */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}`
    : `${String(minutes).padStart(2, '0')}:${rest}`;
}

/** A chapter's or course's length: "45s", "4m 12s", "1h 20m". */
export function formatSpan(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0) return minutes > 0 ? `${hours}h ${minutes}m` : `${hours}h`;
  if (minutes > 0) return seconds % 60 > 0 ? `${minutes}m ${seconds % 60}s` : `${minutes}m`;
  return `${seconds}s`;
}

/**
 * Length of video, as a certificate states it: hours with at most one decimal from an hour up ("2.5 hours"),
 * whole minutes below it ("6 minutes", at least 1), where "0.1 hours" would read as a misprint.
 */
export function formatHours(totalSeconds: number): string {
  if (totalSeconds < 3570) {
    const minutes = Math.max(1, Math.round(totalSeconds / 60));
    return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  }
  const hours = Math.round((totalSeconds / 3600) * 10) / 10;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
