import type { CourseState } from '@pathshala/shared/admin-courses-constants';
import { COURSE_STATE_LABEL, COURSE_STATE_TONE } from '../utils/course-labels';
import { Badge } from './badge';

/** Draft, published or deleted, and 'Coming soon' beside it when the course is not for sale yet. */
export function CourseStateBadges({ state, comingSoon }: { state: CourseState; comingSoon: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5" data-testid="course-state">
      <Badge tone={COURSE_STATE_TONE[state]}>{COURSE_STATE_LABEL[state]}</Badge>
      {comingSoon ? <Badge tone="amber">Coming soon</Badge> : null}
    </span>
  );
}
