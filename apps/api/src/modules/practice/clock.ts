/**
 * The server's clock for a mock attempt. Sections run one after another, each with its own length; a section
 * ends at its deadline or when the learner moves on, and the next one starts then. Nothing needs the browser:
 * settling an attempt at any moment walks past every deadline already gone, so an attempt left alone runs out
 * exactly when its last section would have.
 */

export interface AttemptClock {
  sectionSeconds: readonly number[];
  currentSection: number;
  sectionStartedAt: Date;
}

export interface SettledClock {
  /** null once every section's time is over. */
  currentSection: number | null;
  sectionStartedAt: Date;
  sectionEndsAt: Date | null;
  /** The latest the attempt can run from here: the current section's end plus every later section in full. */
  expiresAt: Date;
}

const secondsToMs = (seconds: number) => seconds * 1000;

export function settleClock(clock: AttemptClock, now: Date): SettledClock {
  const lengths = clock.sectionSeconds;
  let section = clock.currentSection;
  let startedAt = clock.sectionStartedAt.getTime();
  while (section < lengths.length && startedAt + secondsToMs(lengths[section] ?? 0) <= now.getTime()) {
    startedAt += secondsToMs(lengths[section] ?? 0);
    section += 1;
  }
  const rest = lengths.slice(Math.min(section, lengths.length)).reduce((sum, seconds) => sum + seconds, 0);
  const expiresAt = new Date(startedAt + secondsToMs(rest));
  if (section >= lengths.length) {
    return { currentSection: null, sectionStartedAt: new Date(startedAt), sectionEndsAt: null, expiresAt };
  }
  return {
    currentSection: section,
    sectionStartedAt: new Date(startedAt),
    sectionEndsAt: new Date(startedAt + secondsToMs(lengths[section] ?? 0)),
    expiresAt,
  };
}

/** The learner moves on early: the next section starts now (or the attempt has no section left). */
export function moveOn(clock: AttemptClock, now: Date): SettledClock {
  const settled = settleClock(clock, now);
  if (settled.currentSection === null) return settled;
  return settleClock(
    {
      sectionSeconds: clock.sectionSeconds,
      currentSection: settled.currentSection + 1,
      sectionStartedAt: now,
    },
    now,
  );
}

export const remainingSeconds = (endsAt: Date | null, now: Date) =>
  endsAt ? Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / 1000)) : 0;
