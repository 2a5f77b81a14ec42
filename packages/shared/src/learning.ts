import { z } from 'zod';

export const END_OF_LECTURES = 'end of lectures';
export const NO_PREVIOUS_LECTURE = 'no prev lec';
/** A lecture counts as completed once this share of it was watched (or the learner marks it done). */
export const COMPLETION_THRESHOLD = 0.9;
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

export const ZEnrolledCourseSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  title: z.string(),
  thumbnail: z.string(),
  instructor: z.string(),
  /** Completed lectures. */
  progress: z.number().int(),
  totalLessons: z.number().int(),
});
export type EnrolledCourse = z.infer<typeof ZEnrolledCourseSchema>;
export const ZMyLearningsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ZEnrolledCourseSchema),
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
});
export const ZLearningChapterSchema = z.object({
  _id: z.string(),
  name: z.string(),
  duration: z.string(),
  lectures: z.array(ZLearningLectureSchema),
});
export const ZPurchasedCourseDetailsResponseSchema = z.object({
  success: z.literal(true),
  details: z.object({
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
  }),
});
export const ZChapterDetailsResponseSchema = z.object({
  success: z.literal(true),
  chapter: ZLearningChapterSchema,
});

export const ZCurrentLectureSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  duration: z.string(),
  free: z.boolean(),
  courseId: z.string(),
  chapterId: z.string(),
  /** Short-lived signed URL of the video, or null when the lecture has none. */
  videoUrl: z.string().nullable(),
  hasNotes: z.boolean(),
  /** Signed URL of the notes once access was granted ('Get Notes'). */
  notesLink: z.string().nullable(),
  positionSeconds: z.number(),
  completed: z.boolean(),
});
export type CurrentLecture = z.infer<typeof ZCurrentLectureSchema>;
export const ZLectureResponseSchema = z.object({
  success: z.literal(true),
  currentLecture: z.union([
    ZCurrentLectureSchema,
    z.literal(END_OF_LECTURES),
    z.literal(NO_PREVIOUS_LECTURE),
  ]),
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
  completed: z.boolean().optional().default(false),
  playbackRate: z
    .number()
    .refine((rate) => (PLAYBACK_RATES as readonly number[]).includes(rate), 'Unsupported playback speed')
    .optional(),
});
export const ZProgressResponseSchema = z.object({
  success: z.literal(true),
  lecture: z.object({ lectureId: z.string(), completed: z.boolean(), watchedSeconds: z.number() }),
  course: z.object({
    progress: z.number().int(),
    totalLessons: z.number().int(),
    certificateId: z.string().nullable(),
  }),
});

export const ZNotesAccessResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  notesLink: z.string().nullable(),
});

export const ZCertificateSchema = z.object({
  id: z.string(),
  learnerName: z.string(),
  courseTitle: z.string(),
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
  certificate: ZCertificateSchema,
});
