import { z } from 'zod';
import {
  LIVE_AGENDA_MAX,
  LIVE_MAX_MINUTES,
  LIVE_MESSAGES,
  LIVE_MIN_MINUTES,
  LIVE_STATUSES,
  LIVE_TITLE_MAX,
  type LiveSession,
} from './live-constants.ts';
import { text } from './text.ts';

export * from './live-constants.ts';

const isHttpsUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
};

const title = text({ label: 'Title', message: LIVE_MESSAGES.title })
  .trim()
  .min(1, LIVE_MESSAGES.title)
  .max(LIVE_TITLE_MAX, LIVE_MESSAGES.titleLong);
/** An instant with its offset, e.g. `2026-01-10T19:30:00+05:30` (the form sends IST). */
const startsAt = z.iso.datetime({ offset: true, message: LIVE_MESSAGES.startsAt });
const durationMinutes = z
  .number({ message: LIVE_MESSAGES.duration })
  .int(LIVE_MESSAGES.duration)
  .min(LIVE_MIN_MINUTES, LIVE_MESSAGES.duration)
  .max(LIVE_MAX_MINUTES, LIVE_MESSAGES.duration);
const joinUrl = text({ label: 'Join link', message: LIVE_MESSAGES.joinUrl })
  .trim()
  .max(500, LIVE_MESSAGES.joinUrl)
  .refine(isHttpsUrl, LIVE_MESSAGES.joinUrl);
const agenda = text({ label: 'Agenda', multiline: true }).trim().max(LIVE_AGENDA_MAX, LIVE_MESSAGES.agenda);

export const ZScheduleLiveSessionRequestSchema = z.object({
  title,
  startsAt,
  durationMinutes,
  joinUrl,
  agenda: agenda.default(''),
});
export type ScheduleLiveSessionRequest = z.input<typeof ZScheduleLiveSessionRequestSchema>;

export const ZUpdateLiveSessionRequestSchema = z
  .object({ title, startsAt, durationMinutes, joinUrl, agenda })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change');
export type UpdateLiveSessionRequest = z.input<typeof ZUpdateLiveSessionRequestSchema>;

export const ZLiveRecordingRequestSchema = z.object({
  /** A lecture of the session's course; null takes the recording off. */
  lectureId: z.uuid({ message: LIVE_MESSAGES.recordingNotInCourse }).nullable(),
});

export const ZLiveSessionParamsSchema = z.object({ sessionId: z.uuid({ message: LIVE_MESSAGES.notFound }) });
export const ZLiveCourseParamsSchema = z.object({
  courseId: z.uuid({ message: LIVE_MESSAGES.courseNotFound }),
});

/** A session as a learner (or a visitor) sees it. */
export const ZLiveSessionSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  title: z.string(),
  /** ISO instants (UTC); the browser shows them in IST. */
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  agenda: z.string(),
  status: z.enum(LIVE_STATUSES),
  /** From when learners get the join link. */
  joinOpensAt: z.string(),
  /** Only for the course's learners inside the join window, and for its staff; otherwise null. */
  joinUrl: z.string().nullable(),
  /** The lecture holding the recording, once attached. */
  recordingLectureId: z.string().nullable(),
  /** The calendar file (for the course's learners and staff). */
  calendarUrl: z.string(),
});
// The type itself is declared in live-constants.ts (pages use it without zod); this keeps the two in step.
const _sameShape: z.infer<typeof ZLiveSessionSchema> extends LiveSession
  ? LiveSession extends z.infer<typeof ZLiveSessionSchema>
    ? true
    : never
  : never = true;
void _sameShape;

export const ZLiveSessionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ sessions: z.array(ZLiveSessionSchema) }),
});
export type LiveSessionsResponse = z.infer<typeof ZLiveSessionsResponseSchema>;

/** A session as the course's staff see it: the join link always, and when it was cancelled. */
export const ZStaffLiveSessionSchema = ZLiveSessionSchema.extend({
  joinUrl: z.string(),
  cancelledAt: z.string().nullable(),
  recordingTitle: z.string().nullable(),
});
export type StaffLiveSession = z.infer<typeof ZStaffLiveSessionSchema>;

export const ZStaffLiveSessionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZStaffLiveSessionSchema,
});

/** The staff's list, with the course's lectures to choose a recording from. */
export const ZStaffLiveSessionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    sessions: z.array(ZStaffLiveSessionSchema),
    lectures: z.array(z.object({ id: z.string(), title: z.string(), chapter: z.string() })),
  }),
});
export type StaffLiveSessionsResponse = z.infer<typeof ZStaffLiveSessionsResponseSchema>;

// ── Workshops & Webinars: the public schedule ───────────────────────────────────────────────────

export const PUBLIC_SCHEDULE_MAX = 50;

export const ZPublicLiveSessionsQuerySchema = z.object({
  /** How many sessions, soonest first. */
  limit: z.coerce
    .number({ message: 'Limit must be a number.' })
    .int('Limit must be a whole number.')
    .min(1, 'Limit must be at least 1.')
    .max(PUBLIC_SCHEDULE_MAX, `Limit must be at most ${PUBLIC_SCHEDULE_MAX}.`)
    .default(20),
});

/** A session to come as anyone may see it: no join link, no agenda (those are its learners'). */
export const ZPublicLiveSessionSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** ISO 8601 instant (the page prints it in IST). */
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  course: z.object({
    id: z.string(),
    title: z.string(),
    /** 'course' leads to the course page, 'programme' to the programme page. */
    kind: z.enum(['course', 'programme']),
  }),
});
export type PublicLiveSession = z.infer<typeof ZPublicLiveSessionSchema>;

export const ZPublicLiveSessionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ sessions: z.array(ZPublicLiveSessionSchema) }),
});
export type PublicLiveSessionsResponse = z.infer<typeof ZPublicLiveSessionsResponseSchema>;
