import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { SKELETON_CARD_COUNT } from '@pathshala/shared/constants';
import type { CatalogueQueryState } from '@pathshala/shared/course-filters';
import { groupIndian } from '@pathshala/shared/indian-digits';
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
  const { t } = useLingui();
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
        <Trans>Loading...</Trans>
      </p>
    );
  }

  if (shown === null) {
    return (
      <div className={gridClasses} role="status" aria-label={t`Loading courses`}>
        {SKELETON_KEYS.map((key) => (
          <CourseCardSkeleton key={key} />
        ))}
      </div>
    );
  }

  const { keyword } = state;
  // Counts are written by groupIndian, not by an ICU '#': that would be the page's first Intl.NumberFormat, whose
  // locale data costs over 100 ms of main thread on a throttled phone.
  const found = groupIndian(total);
  const showing = groupIndian(shown.length);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
        <p aria-live="polite" data-testid="course-count">
          {searching ? (
            <Trans>
              <Plural value={total} one={`${found} course`} other={`${found} courses`} /> for{' '}
              <strong className="text-slate-900">“{keyword}”</strong>
            </Trans>
          ) : (
            <Plural value={total} one={`${found} course`} other={`${found} courses`} />
          )}
        </p>
        {searching ? (
          <Button variant="ghost" size="sm" onClick={onClearSearch}>
            <Trans>Clear search</Trans>
          </Button>
        ) : null}
      </div>
      {shown.length === 0 ? (
        <div data-testid="no-courses" className="flex flex-col items-center gap-4 py-12 text-center">
          <NoCoursesIllustration className="h-auto w-60" />
          <p className="text-lg font-semibold text-slate-800">
            <Trans>No courses match these choices</Trans>
          </p>
          <p className="max-w-md text-slate-600">
            <Trans>Try another category, fewer filters or a different search.</Trans>
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
                <Trans>
                  Showing {showing} of {found}
                </Trans>
              </p>
              <Button
                variant="outline"
                data-testid="show-more-courses"
                disabled={catalogue.isFetchingNextPage}
                onClick={() => void catalogue.fetchNextPage()}
              >
                {catalogue.isFetchingNextPage ? (
                  <Trans>Loading more courses…</Trans>
                ) : (
                  <Trans>Show more courses</Trans>
                )}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
