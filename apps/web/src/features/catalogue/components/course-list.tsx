import { SKELETON_CARD_COUNT } from '@pathshala/shared/constants';
import { useEffect } from 'react';
import { useCourses } from '../api/get-courses';
import { sortComingSoonLast } from '../utils/course-status';
import { CourseCard, CourseCardSkeleton } from './course-card';

const SKELETON_KEYS = Array.from({ length: SKELETON_CARD_COUNT }, (_, position) => `skeleton-${position}`);
const gridClasses = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** The catalogue's card grid (spec §2 "Course catalogue"). */
export function CourseList() {
  const courses = useCourses();

  // Spec §8: a failed load is only logged; the section keeps saying 'Loading...'.
  useEffect(() => {
    if (courses.error) console.error('Could not load courses:', courses.error);
  }, [courses.error]);

  if (courses.isPending) {
    return (
      <div className={gridClasses} role="status" aria-label="Loading courses">
        {SKELETON_KEYS.map((key) => (
          <CourseCardSkeleton key={key} />
        ))}
      </div>
    );
  }

  if (courses.isError) {
    return (
      <p role="status" className="py-16 text-center text-slate-500">
        Loading...
      </p>
    );
  }

  if (courses.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <svg viewBox="0 0 120 90" width={120} height={90} aria-hidden="true" focusable="false">
          <rect x="10" y="14" width="100" height="66" rx="10" fill="var(--color-brand-50)" />
          <rect x="24" y="30" width="44" height="8" rx="4" fill="var(--color-brand-200)" />
          <rect x="24" y="46" width="68" height="6" rx="3" fill="var(--color-slate-200)" />
          <rect x="24" y="58" width="52" height="6" rx="3" fill="var(--color-slate-200)" />
          <circle cx="92" cy="22" r="12" fill="var(--color-accent-300)" />
        </svg>
        <p className="text-lg font-semibold text-slate-700">No courses found</p>
      </div>
    );
  }

  return (
    <ul className={gridClasses}>
      {sortComingSoonLast(courses.data).map((course) => (
        <li key={course.id}>
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}
