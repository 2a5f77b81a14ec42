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

/** The roadmap badges shipped with the web app, named for the picker. */
export const ROADMAP_ICON_LABEL: Record<string, string> = {
  book: 'Book',
  code: 'Code',
  chart: 'Chart',
  project: 'Project',
  trophy: 'Trophy',
  users: 'People',
  brain: 'Brain',
  rocket: 'Rocket',
};
