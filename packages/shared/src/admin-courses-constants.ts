/**
 * The course content console's constants without zod (levels, the roadmap icon, upload limits and messages), so
 * a console page can name them without loading the schemas (ADR 010). `admin-courses.ts` re-exports them.
 */

export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
/**
 * A roadmap step's icon is a short visual clients print inside a circle: one or two emoji (`isShortEmoji`),
 * never an image URL or a word. Steps without a fitting one get the book.
 */
export const DEFAULT_ROADMAP_ICON = '📘';
export const ROADMAP_ICON_MESSAGE = 'Choose an emoji for the icon, such as 📘 or 🚀.';
/** Where a course stands for learners: a draft and a deleted course are hidden from every public read. */
export const COURSE_STATES = ['draft', 'published', 'deleted'] as const;
export type CourseState = (typeof COURSE_STATES)[number];
export const COURSE_IMAGE_KINDS = ['thumbnail', 'cover'] as const;

/**
 * Why a lecture is not ready for learners when its course is published: no video uploaded; its transcode still
 * queued or running (learners get the MP4 meanwhile); or its transcode failed for good (the MP4 plays, if the
 * upload could be read). Publishing such a course asks first (`publishAnyway`).
 */
export const LECTURE_NOT_READY_REASONS = ['noVideo', 'transcoding', 'transcodeFailed'] as const;
export type LectureNotReadyReason = (typeof LECTURE_NOT_READY_REASONS)[number];

/** A lecture the publish check names, in curriculum order. */
export interface LectureNotReady {
  lectureId: string;
  chapterId: string;
  chapter: string;
  title: string;
  reason: LectureNotReadyReason;
  /** The failed transcode's reason, in words an admin can act on; null otherwise. */
  detail: string | null;
}

/** Lecture videos: a generous default, configurable with LECTURE_VIDEO_MAX_MB. */
export const LECTURE_VIDEO_MAX_BYTES_DEFAULT = 2 * 1024 * 1024 * 1024;
export const LECTURE_NOTES_MAX_BYTES = 50 * 1024 * 1024;
export const LECTURE_CAPTIONS_MAX_BYTES = 2 * 1024 * 1024;
export const CATALOGUE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Multipart field names of the uploads. */
export const UPLOAD_FIELDS = {
  video: 'video',
  notes: 'notes',
  captions: 'captions',
  image: 'image',
  photo: 'photo',
} as const;

export const ADMIN_COURSE_MESSAGES = {
  courseMissing: 'Course not found',
  chapterMissing: 'Chapter not found',
  lectureMissing: 'Lecture not found',
  instructorMissing: 'Instructor not found',
  deleted: 'This course is deleted. Restore it before changing it.',
  notDeleted: 'This course is not deleted.',
  alreadyPublished: 'This course is already published.',
  notPublished: 'This course is not published.',
  nothingToPublish: 'Add at least one lecture before publishing, or mark the course coming soon.',
  lecturesNotReady: (count: number) =>
    count === 1
      ? 'One lecture has no video ready for learners. Publish anyway?'
      : `${count} lectures have no video ready for learners. Publish anyway?`,
  discountNotBelowPrice: 'Discounted price must be lower than the price.',
  chapterNotEmpty: "Move or delete this chapter's lectures before deleting it.",
  chapterListChanged: "The list must name each of the course's chapters exactly once. Reload and try again.",
  lectureListChanged:
    "The list must name each of the chapter's lectures once; lectures may come from other chapters of the same course. Reload and try again.",
  videoWrongType: 'Please upload an MP4 video.',
  videoUnreadable: 'This MP4 could not be read (is it complete?). Please export it again and upload.',
  videoTooLarge: (limitBytes: number) => `The video must be at most ${formatBytes(limitBytes)}.`,
  notesWrongType: 'Please upload the notes as a PDF.',
  notesTooLarge: `The notes must be at most ${LECTURE_NOTES_MAX_BYTES / 1024 / 1024} MB.`,
  captionsWrongType: 'Please upload the captions as a WebVTT file (it starts with WEBVTT).',
  captionsTooLarge: `The captions must be at most ${LECTURE_CAPTIONS_MAX_BYTES / 1024 / 1024} MB.`,
  captionsNeedVideo: 'Upload the video first: captions are timed to it.',
  imageWrongType: 'Please upload a JPEG, PNG or WebP image.',
  imageTooLarge: `The image must be at most ${CATALOGUE_IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
  fileMissing: (field: string) => `Please choose a file to upload (form field "${field}").`,
} as const;

/** 2 GB, 50 MB, 800 KB: how the limits are written in messages. */
export function formatBytes(bytes: number) {
  if (bytes >= 1024 ** 3) return `${Math.round((bytes / 1024 ** 3) * 10) / 10} GB`;
  if (bytes >= 1024 ** 2) return `${Math.round(bytes / 1024 ** 2)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}
