// Texts, limits and types of lecture Q&A, without zod: pages use them without it (ADR 010).

export const QA_TITLE_MIN = 8;
export const QA_TITLE_MAX = 150;
export const QA_BODY_MAX = 5000;
export const QA_ANSWER_MAX = 5000;
export const QA_REPORT_REASON_MAX = 500;
export const QA_HIDE_REASON_MAX = 500;
/** Questions and answers one account may post a minute (a person types slower; a script does not). */
export const QA_POSTS_PER_MINUTE = 5;
/** The longest lecture a timestamp may point into (12 hours). */
export const QA_AT_MAX_SECONDS = 12 * 3600;
export const QA_PAGE_SIZE = 20;
export const QA_SIMILAR_LIMIT = 5;
/** What a closed account's posts are signed with. */
export const FORMER_LEARNER = 'Former learner';

export const QA_FILTERS = ['all', 'unanswered', 'mine', 'following'] as const;
export type QaFilter = (typeof QA_FILTERS)[number];
export const QA_POST_KINDS = ['question', 'answer'] as const;
export type QaPostKind = (typeof QA_POST_KINDS)[number];

export const QA_MESSAGES = {
  title: 'Please enter a title for your question',
  titleShort: `The title is too short (at least ${QA_TITLE_MIN} characters)`,
  titleLong: `The title is too long (at most ${QA_TITLE_MAX} characters)`,
  body: 'Please describe your question',
  bodyLong: `The question is too long (at most ${QA_BODY_MAX} characters)`,
  answer: 'Please write an answer',
  answerLong: `The answer is too long (at most ${QA_ANSWER_MAX} characters)`,
  at: 'The timestamp must be a time within the lecture',
  reason: 'Please say what is wrong with this post',
  reasonLong: `The reason is too long (at most ${QA_REPORT_REASON_MAX} characters)`,
  loginToRead: 'Please login to read the questions of this course',
  loginToPost: 'Please login to ask or answer',
  notLearner: 'Only learners of this course can take part in its Q&A',
  courseNotFound: 'Course not found',
  lectureNotFound: 'Lecture not found',
  questionNotFound: 'Question not found',
  answerNotFound: 'Answer not found',
  notStaff: "Only the course's instructor can do this",
  tooFast: 'You are posting too fast. Please wait a minute.',
  asked: 'Question posted',
  answered: 'Answer posted',
  reported: 'Thank you, a moderator will look at it',
  hidden: 'Post hidden',
  restored: 'Post restored',
} as const;

/** Formats seconds into a lecture as the player shows them: 7:32 → "07:32", over an hour "1:02:03". */
export function formatLectureTime(totalSeconds: number) {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

export interface QaAuthor {
  id: string | null;
  /** FORMER_LEARNER for a closed account. */
  name: string;
  /** The course's instructor or an admin. */
  staff: boolean;
}

export interface QaAnswer {
  id: string;
  questionId: string;
  author: QaAuthor;
  body: string;
  accepted: boolean;
  upvotes: number;
  upvoted: boolean;
  mine: boolean;
  hidden: boolean;
  createdAt: string;
}

export interface QaQuestion {
  id: string;
  courseId: string;
  lectureId: string;
  lectureTitle: string;
  author: QaAuthor;
  title: string;
  body: string;
  /** Seconds into the lecture the question is about, or null. */
  at: number | null;
  pinned: boolean;
  answerCount: number;
  accepted: boolean;
  upvotes: number;
  upvoted: boolean;
  following: boolean;
  mine: boolean;
  hidden: boolean;
  createdAt: string;
}
