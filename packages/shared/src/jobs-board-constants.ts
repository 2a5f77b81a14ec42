/**
 * The jobs and internships board without zod (the careers and internships pages use it in their first load):
 * what a position can be, who it is open to, and when it leaves the board. `jobs-board.ts` re-exports it.
 */
import { indiaDay } from './dates.ts';
import { YEARS_OF_STUDY } from './engagement-constants.ts';

/** An internship (a stipend per month, a duration) or a job (a CTC per annum). */
export const POSITION_KINDS = ['internship', 'job'] as const;
export type PositionKind = (typeof POSITION_KINDS)[number];

/** Where the work happens; a city may be named beside it. */
export const WORK_MODES = ['Remote', 'On-site', 'Hybrid'] as const;
export type WorkMode = (typeof WORK_MODES)[number];

/** Years of study, as the internship form's select names them ('1' … '5+'). */
export const ELIGIBLE_YEARS = YEARS_OF_STUDY.map((year) => year.value);
export type EligibleYear = (typeof YEARS_OF_STUDY)[number]['value'];

/** The programmes a position can be limited to (a position naming none is open to every programme). */
export const PROGRAMMES = [
  'B.Tech',
  'B.E.',
  'BCA',
  'B.Sc',
  'B.Com',
  'BBA',
  'B.A.',
  'B.Des',
  'M.Tech',
  'MCA',
  'M.Sc',
  'MBA',
] as const;
export type Programme = (typeof PROGRAMMES)[number];

export const POSITION_LIMITS = {
  title: 150,
  team: 100,
  city: 80,
  description: 5000,
  skills: 15,
  skill: 40,
  /** Rupees: a monthly stipend or a yearly CTC above this is a typing slip. */
  pay: 100_000_000,
  durationMonths: 24,
  openings: 1000,
} as const;

/** Who a position is open to: empty lists mean every year of study, every programme. */
export interface Eligibility {
  eligibleYears: readonly string[];
  eligibleProgrammes: readonly string[];
}

/** What a student says about themself in the board's filters; a missing part limits nothing. */
export interface Student {
  year?: string | null;
  programme?: string | null;
}

/**
 * Whether a position is open to the student: their year of study is among the position's years (or it names
 * none), and so is their programme. A 2nd-year B.Tech student sees a position for 2nd and 3rd years of B.Tech and
 * BCA, and one open to everybody, but not one for final years only or for MBA students.
 */
export function isEligible(position: Eligibility, student: Student): boolean {
  const { year, programme } = student;
  if (year && position.eligibleYears.length > 0 && !position.eligibleYears.includes(year)) return false;
  if (
    programme &&
    position.eligibleProgrammes.length > 0 &&
    !position.eligibleProgrammes.some((allowed) => allowed.toLowerCase() === programme.toLowerCase())
  )
    return false;
  return true;
}

/**
 * Whether applications are past their deadline at `now`. The deadline is a calendar day in India: applications
 * are taken until the end of that day, 23:59:59 IST (18:29:59 UTC). No deadline never passes.
 */
export function isPastDeadline(deadline: string | null, now: Date): boolean {
  if (!deadline) return false;
  return indiaDay(now) > deadline;
}

/** The last instant a deadline day takes applications: 23:59:59.999 in India, as an instant. */
export function deadlineEndsAt(deadline: string): Date {
  const [year, month, day] = deadline.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, 23, 59, 59, 999) - 330 * 60 * 1000);
}

/** Whether the board lists a position at `now`: it is open and its deadline has not passed. */
export function isListed(position: { open: boolean; deadline: string | null }, now: Date): boolean {
  return position.open && !isPastDeadline(position.deadline, now);
}

/** The board's filters as they appear in a shareable address (`?category=Design&location=Remote&year=2`). */
export const BOARD_FILTER_PARAMS = ['category', 'location', 'year', 'programme'] as const;
export type BoardFilterParam = (typeof BOARD_FILTER_PARAMS)[number];
