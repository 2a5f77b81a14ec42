import type { CourseSummary } from '@pathshala/shared/catalogue';
import { isComingSoonStatus } from '@pathshala/shared/course-filters';

export function isComingSoon(course: Pick<CourseSummary, 'status'>): boolean {
  return isComingSoonStatus(course.status);
}

/** Spec §2: 'coming soon' courses sort last; the order is otherwise kept. */
export function sortComingSoonLast<T extends Pick<CourseSummary, 'status'>>(courses: readonly T[]): T[] {
  return [...courses.filter((course) => !isComingSoon(course)), ...courses.filter(isComingSoon)];
}
