import type { CourseSummary } from '@pathshala/shared/catalogue';
import { COMING_SOON_STATUS } from '@pathshala/shared/constants';

export function isComingSoon(course: Pick<CourseSummary, 'status'>): boolean {
  return course.status?.trim().toLowerCase() === COMING_SOON_STATUS;
}

/** Spec §2: 'coming soon' courses sort last; the order is otherwise kept. */
export function sortComingSoonLast<T extends Pick<CourseSummary, 'status'>>(courses: readonly T[]): T[] {
  return [...courses.filter((course) => !isComingSoon(course)), ...courses.filter(isComingSoon)];
}
