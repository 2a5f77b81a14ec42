import { z } from 'zod';
import { END_OF_LECTURES, NO_PREVIOUS_LECTURE, PLAYBACK_RATES } from './learning-constants.ts';

export {
  COMPLETION_THRESHOLD,
  END_OF_LECTURES,
  NO_PREVIOUS_LECTURE,
  PLAYBACK_RATES,
} from './learning-constants.ts';

export const ZEnrolledCourseSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  title: z.string(),
  /** 'programme': a placement programme (mock tests, practice topics, live sessions; no lectures). */
  kind: z.enum(['course', 'programme']),
  thumbnail: z.string(),
  instructor: z.string(),
  /** Completed lectures. */
  progress: z.number().int(),
  totalLessons: z.number().int(),
  /** The course has a live session today (India time) or upcoming: the card says 'LIVE'. */
  live: z.boolean(),
});
export type EnrolledCourse = z.infer<typeof ZEnrolledCourseSchema>;
export const ZMyLearningsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ course: z.array(ZEnrolledCourseSchema) }),
});

const lectureId = z.uuid({ message: 'Lecture not found' });
export const ZLectureIdRequestSchema = z.object({ lectureId });
export const ZChapterIdRequestSchema = z.object({ chapterId: z.uuid({ message: 'Chapter not found' }) });

export const ZLearningLectureSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  duration: z.string(),
  free: z.boolean(),
  completed: z.boolean(),
  /** Short-lived signed URL of the video (absolute); empty when the lecture has none. */
  video: z.string(),
  /** Short-lived signed URL of the notes (absolute); empty when the lecture has none. */
  notesLink: z.string(),
  /** Short-lived signed URL of the video's WebVTT captions (absolute); empty when it has none. */
  captions: z.string(),
});
export type LearningLecture = z.infer<typeof ZLearningLectureSchema>;
export const ZLearningChapterSchema = z.object({
  _id: z.string(),
  name: z.string(),
  duration: z.string(),
  lectures: z.array(ZLearningLectureSchema),
});
export type LearningChapter = z.infer<typeof ZLearningChapterSchema>;
export const ZPurchasedCourseDetailsSchema = z.object({
  courseId: z.string(),
  title: z.string(),
  chapters: z.array(ZLearningChapterSchema),
  progress: z.number().int(),
  totalLessons: z.number().int(),
  /** Where the learner left off, on any device. */
  resume: z.object({ lectureId: z.string(), positionSeconds: z.number() }).nullable(),
  playbackRate: z.number(),
  /** The learner's certificate once the course is complete. */
  certificateId: z.string().nullable(),
});
export type PurchasedCourseDetails = z.infer<typeof ZPurchasedCourseDetailsSchema>;
export const ZPurchasedCourseDetailsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ details: ZPurchasedCourseDetailsSchema }),
});
export const ZChapterDetailsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ chapter: ZLearningChapterSchema }),
});

export const ZCurrentLectureSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  duration: z.string(),
  free: z.boolean(),
  courseId: z.string(),
  chapterId: z.string(),
  /** Short-lived signed URL of the video (absolute); empty when the lecture has none. */
  video: z.string(),
  /** The same URL as `video`, for clients that read the spec's other name. */
  videoUrl: z.string(),
  /** Short-lived signed URL of the video's WebVTT captions (absolute); empty when it has none. */
  captions: z.string(),
  /**
   * Adaptive streaming (HLS): the signed master playlist (absolute), empty until the lecture's upload has been
   * transcoded — then `video` stays the progressive fallback. Every URL inside a served playlist is signed for
   * this learner and session and expires in minutes.
   */
  hls: z.string(),
  /** The renditions `hls` offers, lowest first (for the quality menu before the playlist loads). */
  qualities: z.array(z.object({ name: z.string(), height: z.number().int() })),
  /** Signed poster image and seek-thumbnail WebVTT map (`sprite.jpg#xywh=…` cues); empty without a transcode. */
  poster: z.string(),
  thumbnails: z.string(),
  hasNotes: z.boolean(),
  /** Short-lived signed URL of the notes (absolute); empty when the lecture has none. */
  notesLink: z.string(),
  /** The learner has taken the notes ('Get Notes'), so the page shows the download link. */
  notesTaken: z.boolean(),
  positionSeconds: z.number(),
  completed: z.boolean(),
});
export type CurrentLecture = z.infer<typeof ZCurrentLectureSchema>;
export const ZLectureResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ currentLecture: ZCurrentLectureSchema }),
});
/** Next/previous lecture: the neighbour's id, or the spec's marker at either end. */
export const ZNeighbourLectureResponseSchema = z.object({
  success: z.literal(true),
  data: z.union([z.literal(END_OF_LECTURES), z.literal(NO_PREVIOUS_LECTURE), z.string()]),
});

export const ZProgressRequestSchema = z.object({
  lectureId,
  positionSeconds: z
    .number()
    .min(0)
    .max(24 * 3600),
  durationSeconds: z
    .number()
    .min(0)
    .max(24 * 3600),
  /** Marks a lecture without video done; a video lecture completes from what was played. */
  completed: z.boolean().optional().default(false),
  /** The stretches played since the last report ([start, end] seconds; the player's `video.played`). */
  played: z
    .array(
      z.tuple([
        z
          .number()
          .min(0)
          .max(24 * 3600),
        z
          .number()
          .min(0)
          .max(24 * 3600),
      ]),
    )
    .max(500)
    .optional()
    .default([]),
  playbackRate: z
    .number()
    .refine((rate) => (PLAYBACK_RATES as readonly number[]).includes(rate), 'Unsupported playback speed')
    .optional(),
});
export const ZProgressResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    lecture: z.object({ lectureId: z.string(), completed: z.boolean(), watchedSeconds: z.number() }),
    course: z.object({
      progress: z.number().int(),
      totalLessons: z.number().int(),
      certificateId: z.string().nullable(),
    }),
  }),
});

export const ZNotesAccessResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ notesLink: z.string() }),
});
export const ZNotesRemovedResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const ZCertificateSchema = z.object({
  id: z.string(),
  learnerName: z.string(),
  courseTitle: z.string(),
  instructorName: z.string(),
  /** Hours of video of the course when it was earned, e.g. '2.5 hours'. */
  totalHours: z.string(),
  lectureCount: z.number().int(),
  /** The course's projects the learner passed to earn it (none for a course without projects). */
  projectTitles: z.array(z.string()),
  issuedAt: z.string(),
  status: z.enum(['valid', 'revoked']),
  imageUrl: z.string(),
  pdfUrl: z.string(),
  verifyUrl: z.string(),
  linkedInUrl: z.string(),
});
export type Certificate = z.infer<typeof ZCertificateSchema>;
export const ZCertificateResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ certificate: ZCertificateSchema }),
});
