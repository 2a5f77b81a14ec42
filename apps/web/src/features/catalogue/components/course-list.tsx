import { SKELETON_CARD_COUNT } from '@pathshala/shared/constants';
import type { CatalogueQueryState } from '@pathshala/shared/course-filters';
import { Suspense, useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { useCataloguePages } from '../api/get-courses';
import { CourseCard, CourseCardSkeleton } from './course-card';
import { NoCoursesIllustration } from './empty-illustrations';

const SKELETON_KEYS = Array.from({ length: SKELETON_CARD_COUNT }, (_, position) => `skeleton-${position}`);
const gridClasses = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

interface CourseListProps {
  state: CatalogueQueryState;
  onClearSearch: () => void;
}

/**
 * The catalogue's card grid (spec §2 "Course catalogue"). The server searches (full text, ranked), applies the
 * tab and the filters and sends a page of cards at a time; "Show more courses" asks for the next.
 */
export function CourseList({ state, onClearSearch }: CourseListProps) {
  const catalogue = useCataloguePages(state);
  const searching = state.keyword !== '';
  const { error } = catalogue;

  // Spec §8: a failed load is only logged; the section keeps saying 'Loading...'.
  useEffect(() => {
    if (error) console.warn('Could not load courses:', error);
  }, [error]);

  const pages = catalogue.data?.pages;
  const shown = pages ? pages.flatMap((page) => page.courses) : null;
  const total = pages?.[0]?.total ?? 0;

  // A page that failed after others arrived leaves those on screen; "Show more courses" tries again.
  if (error && shown === null) {
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

  const summary = `${total} ${total === 1 ? 'course' : 'courses'}`;

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
        <>
          <ul
            className={gridClasses}
            data-testid="course-grid"
            aria-busy={(catalogue.isFetching && !catalogue.isFetchingNextPage) || undefined}
          >
            {/* The cards, drawn by the server on a plain visit to /courses (ADR 020), are each a Suspense boundary:
                React hydrates them one by one, yielding between them, and the one a learner taps first. */}
            {shown.map((course) => (
              <Suspense key={course.id} fallback={null}>
                <li>
                  <CourseCard course={course} />
                </li>
              </Suspense>
            ))}
          </ul>
          {catalogue.hasNextPage ? (
            <div className="flex flex-col items-center gap-2">
              <p className="text-sm text-slate-600" data-testid="shown-count">
                Showing {shown.length} of {total}
              </p>
              <Button
                variant="outline"
                data-testid="show-more-courses"
                disabled={catalogue.isFetchingNextPage}
                onClick={() => void catalogue.fetchNextPage()}
              >
                {catalogue.isFetchingNextPage ? 'Loading more courses…' : 'Show more courses'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
