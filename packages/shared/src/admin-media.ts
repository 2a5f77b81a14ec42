import { z } from 'zod';
import { ADMIN_COURSE_MESSAGES } from './admin-courses-constants.ts';

/**
 * The admin console's view of lecture transcoding (`/api/admin/lectures/{lectureId}/transcode`): an uploaded
 * video becomes adaptive streams (HLS renditions, a poster and seek thumbnails) in a background job; admins see
 * its progress and failures and can run it again.
 */

/**
 * queued → running → done; a failed attempt goes back to queued until the last one, then failed; a job whose
 * video was replaced before it finished is superseded (its files are deleted, the lecture is left alone).
 */
export const TRANSCODE_STATUSES = ['queued', 'running', 'done', 'failed', 'superseded'] as const;
export type TranscodeStatus = (typeof TRANSCODE_STATUSES)[number];
/** Statuses of a job that still has work to do: another one is refused while one is. */
export const ACTIVE_TRANSCODE_STATUSES: readonly TranscodeStatus[] = ['queued', 'running'];
export const TRANSCODE_MAX_ATTEMPTS = 3;

export const TRANSCODE_MESSAGES = {
  lectureMissing: ADMIN_COURSE_MESSAGES.lectureMissing,
  noVideo: 'Upload a video for this lecture first.',
  alreadyQueued: 'This lecture is already being transcoded.',
  ffmpegMissing: 'ffmpeg is not installed on this server; lectures play as MP4 until it is.',
  queued: 'The lecture will be transcoded again',
} as const;

export const ZTranscodeLectureParamsSchema = z.object({
  lectureId: z.uuid({ message: TRANSCODE_MESSAGES.lectureMissing }),
});

/** The latest job in brief, as the course editor shows it beside each lecture. */
export const ZLectureTranscodeSchema = z.object({
  status: z.enum(TRANSCODE_STATUSES),
  /** 0–1 while running. */
  progress: z.number(),
  lastError: z.string().nullable(),
});
export type LectureTranscode = z.infer<typeof ZLectureTranscodeSchema>;

export const ZTranscodeJobSchema = ZLectureTranscodeSchema.extend({
  id: z.string(),
  lectureId: z.string(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TranscodeJob = z.infer<typeof ZTranscodeJobSchema>;

export const ZHlsRenditionSchema = z.object({
  /** '240p', '360p', '720p'. */
  name: z.string(),
  height: z.number().int(),
  /** Peak bits per second of its segments, as the master playlist says. */
  bandwidth: z.number().int(),
});

export const ZLectureTranscodeStateSchema = z.object({
  /** The latest job; null when the lecture's video was never queued (no video, or uploaded before transcoding). */
  job: ZTranscodeJobSchema.nullable(),
  /** Whether learners get the adaptive stream now, and its renditions (lowest first); else the MP4 plays. */
  streaming: z.object({ hls: z.boolean(), renditions: z.array(ZHlsRenditionSchema) }),
});
export type LectureTranscodeState = z.infer<typeof ZLectureTranscodeStateSchema>;

export const ZLectureTranscodeResponseSchema = z.object({
  success: z.literal(true),
  data: ZLectureTranscodeStateSchema,
});

export const ZRetryTranscodeResponseSchema = ZLectureTranscodeResponseSchema.extend({ message: z.string() });
