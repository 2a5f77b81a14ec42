import type { CourseSummary } from '@pathshala/shared/catalogue';
import { isComingSoonStatus } from '@pathshala/shared/course-filters';

export function isComingSoon(course: Pick<CourseSummary, 'status'>): boolean {
  return isComingSoonStatus(course.status);
}
