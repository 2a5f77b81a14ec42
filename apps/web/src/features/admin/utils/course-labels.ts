import type { CourseState } from '@pathshala/shared/admin-courses-constants';
import type { Tone } from './labels';

/** Where a course stands for learners, in the console's words (ADR 012). */
export const COURSE_STATE_LABEL: Record<CourseState, string> = {
  draft: 'Draft',
  published: 'Published',
  deleted: 'Deleted',
};

export const COURSE_STATE_TONE: Record<CourseState, Tone> = {
  draft: 'slate',
  published: 'green',
  deleted: 'red',
};
