/** Course review texts and limits without zod, for pages that only print them. */

export const REVIEW_LIMITS = {
  commentMax: 2000,
  replyMax: 2000,
  reasonMax: 500,
  /** A report's reason: as long as a Q&A report's. */
  reportReasonMax: 500,
} as const;

/** Shown in place of the name of a reviewer whose account is closed. */
export const FORMER_LEARNER = 'Former learner';

export const REVIEW_MESSAGES = {
  ratingRequired: 'Choose a rating from 1 to 5 stars.',
  commentRequired: 'Write a few words about the course.',
  commentTooLong: 'A review must be at most 2,000 characters.',
  notEnrolled: 'Only learners enrolled in this course can review it.',
  notWatched: 'Watch at least one lecture of this course before reviewing it.',
  exists: 'You have already reviewed this course. Edit your review instead.',
  notFound: 'Review not found',
  courseNotFound: 'Course not found',
  created: 'Thank you for your review.',
  updated: 'Your review is updated.',
  deleted: 'Your review is deleted.',
  replyRequired: 'Write a reply.',
  replyTooLong: 'A reply must be at most 2,000 characters.',
  alreadyReplied: 'This review already has a reply.',
  replied: 'Reply posted.',
  reasonRequired: 'Give a reason for hiding this review.',
  reasonTooLong: 'A reason must be at most 500 characters.',
  hidden: 'Review hidden.',
  restored: 'Review restored.',
  reportReason: 'Please say what is wrong with this review.',
  reportReasonTooLong: 'The reason is too long (at most 500 characters).',
  ownReport: 'You cannot report your own review.',
  reported: 'Thank you. The moderators will look at this review.',
  alreadyReported: 'You have already reported this review.',
  reportsForAdmins: 'Only admins see the reports of reviews.',
} as const;
