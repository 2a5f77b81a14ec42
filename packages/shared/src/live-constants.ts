// Texts, limits and time helpers of live sessions, without zod: pages use them without it (ADR 010).
import { formatDate, formatTime, toIndiaInput } from './dates.ts';

/** Live sessions are entered and shown in India's time; stored as instants. */
export const LIVE_TIME_ZONE = 'Asia/Kolkata';
/** India has no daylight saving: IST is always UTC+05:30. */
export const IST_OFFSET = '+05:30';
/** How long before the start the join link opens to learners. */
export const JOIN_OPENS_MINUTES_BEFORE = 15;
export const LIVE_MIN_MINUTES = 15;
export const LIVE_MAX_MINUTES = 480;
export const LIVE_AGENDA_MAX = 2000;
export const LIVE_TITLE_MAX = 150;

export const LIVE_MESSAGES = {
  title: 'Please enter a title for the session',
  titleLong: `The title is too long (at most ${LIVE_TITLE_MAX} characters)`,
  startsAt: 'Please enter the start date and time',
  past: 'The session must start in the future',
  duration: `The length must be between ${LIVE_MIN_MINUTES} and ${LIVE_MAX_MINUTES} minutes`,
  joinUrl: 'The join link must be an https:// meeting link',
  agenda: `The agenda is too long (at most ${LIVE_AGENDA_MAX} characters)`,
  notFound: 'Live session not found',
  courseNotFound: 'Course not found',
  cancelled: 'This session is cancelled',
  recordingNotInCourse: 'Choose a lecture of this course as the recording',
  recordingBeforeEnd: 'The recording can be attached once the session has started',
  joinClosed: 'Join link opens 15 minutes before the start',
} as const;

export const LIVE_STATUSES = ['scheduled', 'live', 'ended', 'cancelled'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];

/** A session as a learner (or a visitor) sees it; `ZLiveSessionSchema` in live.ts checks it. */
export interface LiveSession {
  id: string;
  courseId: string;
  courseTitle: string;
  title: string;
  /** ISO instants (UTC); pages show them in IST. */
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  agenda: string;
  status: LiveStatus;
  /** From when learners get the join link. */
  joinOpensAt: string;
  /** Only for the course's learners inside the join window, and for its staff; otherwise null. */
  joinUrl: string | null;
  /** The lecture holding the recording, once attached. */
  recordingLectureId: string | null;
  /** The calendar file (for the course's learners and staff). */
  calendarUrl: string;
}

/** Formats an instant in IST, e.g. "Sat, 10 Jan 2026, 7:30 pm IST". */
export function formatIst(iso: string | Date) {
  return `${formatDate(iso, { weekday: true })}, ${formatTime(iso)} IST`;
}

/** The time of day in IST, e.g. "7:30 pm". */
export function formatIstTime(iso: string) {
  return formatTime(iso);
}

/** The value of a `datetime-local` input for an instant, in IST ("2026-01-10T19:30"). */
export function toIstInput(iso: string) {
  return toIndiaInput(iso);
}

/** The instant of a `datetime-local` value read as IST ("2026-01-10T19:30" → "2026-01-10T19:30:00+05:30"). */
export const fromIstInput = (value: string) => (value ? `${value}:00${IST_OFFSET}` : '');
