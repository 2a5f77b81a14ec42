import type { Attempt } from '@pathshala/shared/practice';

/**
 * An attempt as the browser holds it: with how far the server's clock is ahead of this browser's, measured
 * when the answer arrived. Deadlines are the server's; the local clock only counts the seconds down to them.
 */
export type TimedAttempt = Attempt & { clockOffsetMs: number };

export const withClockOffset = (attempt: Attempt): TimedAttempt => ({
  ...attempt,
  clockOffsetMs: Date.parse(attempt.serverNow) - Date.now(),
});

/** When the current section ends, on this browser's clock (null when no section is running). */
export function sectionDeadline(attempt: TimedAttempt): number | null {
  const section = attempt.sections.find((entry) => entry.index === attempt.currentSection);
  if (!section) return null;
  if (section.endsAt) return Date.parse(section.endsAt) - attempt.clockOffsetMs;
  if (section.remainingSeconds === null) return null;
  return Date.parse(attempt.serverNow) - attempt.clockOffsetMs + section.remainingSeconds * 1000;
}
