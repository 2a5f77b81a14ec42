import type { CourseSummary } from '@pathshala/shared/catalogue';
import { SKELETON_CARD_COUNT } from '@pathshala/shared/constants';
import { type CatalogueQueryState, filterCatalogueCourses } from '@pathshala/shared/course-filters';
import { useEffect, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { useCourses } from '../api/get-courses';
import { useSearchCourses } from '../api/search-courses';
import { sortComingSoonLast } from '../utils/course-status';
import { CourseCard, CourseCardSkeleton } from './course-card';
import { NoCoursesIllustration } from './empty-illustrations';

const SKELETON_KEYS = Array.from({ length: SKELETON_CARD_COUNT }, (_, position) => `skeleton-${position}`);
const gridClasses = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** Courses in search-rank order, keeping only those the search found. */
function inSearchOrder(courses: readonly CourseSummary[], rankedIds: readonly string[]): CourseSummary[] {
  const rank = new Map(rankedIds.map((id, position) => [id, position]));
  return courses
    .filter((course) => rank.has(course.id))
    .sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
}

interface CourseListProps {
  state: CatalogueQueryState;
  onClearSearch: () => void;
}

/**
 * The catalogue's card grid (spec §2 "Course catalogue"). A search asks the server (full text, ranked);
 * the tab and the filters then narrow that result here.
 */
export function CourseList({ state, onClearSearch }: CourseListProps) {
  const courses = useCourses();
  const searching = state.keyword !== '';
  const search = useSearchCourses(state.keyword);
  const error = courses.error ?? (searching ? search.error : null);

  // Spec §8: a failed load is only logged; the section keeps saying 'Loading...'.
  useEffect(() => {
    if (error) console.warn('Could not load courses:', error);
  }, [error]);

  const shown = useMemo(() => {
    if (!courses.data || (searching && !search.data)) return null;
    const found =
      searching && search.data
        ? inSearchOrder(
            courses.data,
            search.data.map((item) => item.id),
          )
        : courses.data;
    return sortComingSoonLast(filterCatalogueCourses(found, state));
  }, [courses.data, search.data, searching, state]);

  if (error) {
    return (
      <p role="status" className="py-16 text-center text-slate-500">
        Loading...
      </p>
    );
  }

  if (shown === null) {
    return (
      <div className={gridClasses} role="status" aria-label="Loading courses">
        {SKELETON_KEYS.map((key) => (
          <CourseCardSkeleton key={key} />
        ))}
      </div>
    );
  }

  const summary = `${shown.length} ${shown.length === 1 ? 'course' : 'courses'}`;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
        <p aria-live="polite" data-testid="course-count">
          {searching ? (
            <>
              {summary} for <strong className="text-slate-900">“{state.keyword}”</strong>
            </>
          ) : (
            summary
          )}
        </p>
        {searching ? (
          <Button variant="ghost" size="sm" onClick={onClearSearch}>
            Clear search
          </Button>
        ) : null}
      </div>
      {shown.length === 0 ? (
        <div data-testid="no-courses" className="flex flex-col items-center gap-4 py-12 text-center">
          <NoCoursesIllustration className="h-auto w-60" />
          <p className="text-lg font-semibold text-slate-800">No courses match these choices</p>
          <p className="max-w-md text-slate-600">
            Try another category, fewer filters or a different search.
          </p>
        </div>
      ) : (
        <ul className={gridClasses} data-testid="course-grid" aria-busy={search.isFetching || undefined}>
          {shown.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
