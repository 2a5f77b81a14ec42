/** Project texts and limits without zod, for pages that only print them. */

export const SUBMISSION_STATUSES = ['submitted', 'needs_changes', 'passed'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export const REVIEW_OUTCOMES = ['needs_changes', 'passed'] as const;

export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  submitted: 'Waiting for review',
  needs_changes: 'Needs changes',
  passed: 'Passed',
};

export const PROJECT_FILE = {
  maxBytes: 10 * 1024 * 1024,
  kinds: ['pdf', 'zip'] as const,
  accept: '.pdf,.zip,application/pdf,application/zip',
  /** A ZIP of a project: more entries than this, or more bytes unpacked, is not a project (or is a bomb). */
  zipMaxEntries: 2000,
  zipMaxUnpackedBytes: 200 * 1024 * 1024,
  messages: {
    type: 'Upload a PDF or a ZIP file.',
    size: 'The file is larger than 10 MB. Upload a smaller PDF or ZIP, or share a repository link.',
    zipUnsafe:
      'This ZIP cannot be accepted: it has too many files, unpacks to too much, or holds names that leave its folder.',
    nothing: 'Add a repository link or a file.',
    waiting: 'Your last attempt is waiting for review. You can submit again if it needs changes.',
    passed: 'You have passed this project already.',
    notEnrolled: 'Enrol in the course to submit this project.',
    notFound: 'Project not found',
    submissionNotFound: 'Submission not found',
    reviewed: 'This attempt has been reviewed already.',
    submitted: 'Your work is submitted. Your instructor will review it.',
  },
} as const;
