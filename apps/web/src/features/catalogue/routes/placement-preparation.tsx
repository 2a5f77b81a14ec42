import { Trans, useLingui } from '@lingui/react/macro';
import { SKELETON_CARD_COUNT } from '@pathshala/shared/constants';
import {
  ALL_DOMAINS_CATEGORY,
  EMPTY_PLACEMENT_FILTERS,
  filterPlacementCourses,
  PLACEMENT_CATEGORIES,
  type PlacementFilters,
  placementInstructors,
} from '@pathshala/shared/course-filters';
import { useEffect, useMemo, useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { translateText } from '@/lib/i18n';
import { usePlacementCourses } from '../api/get-placement-courses';
import { NoPlacementIllustration } from '../components/empty-illustrations';
import { PlacementCard, PlacementCardSkeleton } from '../components/placement-card';
import { PlacementFilterMenu } from '../components/placement-filters';
import '../texts';

const SKELETON_KEYS = Array.from({ length: SKELETON_CARD_COUNT }, (_, position) => `skeleton-${position}`);
const gridClasses = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export function PlacementPreparationRoute() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Placement Preparation`);
  const placement = usePlacementCourses();
  const [category, setCategory] = useState(ALL_DOMAINS_CATEGORY);
  const [filters, setFilters] = useState<PlacementFilters>(EMPTY_PLACEMENT_FILTERS);

  useEffect(() => {
    // Spec §8: a failed load is only logged.
    if (placement.error) console.warn('Could not load placement courses:', placement.error);
  }, [placement.error]);

  const courses = placement.data ?? [];
  const instructors = useMemo(() => placementInstructors(placement.data ?? []), [placement.data]);
  const shown = useMemo(
    () => filterPlacementCourses(placement.data ?? [], category, filters),
    [placement.data, category, filters],
  );

  let grid: React.ReactNode;
  if (placement.isPending) {
    grid = (
      <div className={gridClasses} role="status" aria-label={t`Loading placement courses`}>
        {SKELETON_KEYS.map((key) => (
          <PlacementCardSkeleton key={key} />
        ))}
      </div>
    );
  } else if (shown.length === 0) {
    // Also the answer when loading failed (spec §8: 'No Placement' when nothing matches). The tabs are the
    // fixed placement topics, so a domain may have no course yet.
    let message = t`Nothing matches these filters.`;
    if (courses.length === 0) message = t`Placement courses are on their way.`;
    else if (filterPlacementCourses(courses, category, EMPTY_PLACEMENT_FILTERS).length === 0) {
      message = t`Courses for this domain are on their way.`;
    }
    grid = (
      <div data-testid="no-placement" className="flex flex-col items-center gap-4 py-12 text-center">
        <NoPlacementIllustration className="h-auto w-60" />
        <p className="text-lg font-semibold text-slate-800">{message}</p>
      </div>
    );
  } else {
    grid = (
      <ul className={gridClasses} data-testid="placement-grid">
        {shown.map((course) => (
          <li key={course.id}>
            <PlacementCard course={course} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <section className="relative overflow-hidden border-b border-brand-100 bg-gradient-to-br from-brand-50 via-white to-accent-50">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-200/40 blur-3xl"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
          <p className="mb-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">
            <Trans>Placement Preparation</Trans>
          </p>
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight md:text-display">
            <Trans>Learn daily to sharpen your skills.</Trans>
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-600">
            <Trans>
              Prepare to become professionals ready to excel in placements and join the corporate world.
            </Trans>
          </p>
          <nav aria-label={t`Placement practice`} className="mt-8 flex flex-wrap gap-4">
            <ButtonLink to={paths.practice} size="lg">
              <Trans>Practise by topic</Trans>
            </ButtonLink>
            <ButtonLink to={paths.mockTests} size="lg" variant="outline">
              <Trans>Take a mock test</Trans>
            </ButtonLink>
            <ButtonLink to={paths.coding} size="lg" variant="outline">
              <Trans>Solve coding problems</Trans>
            </ButtonLink>
          </nav>
        </div>
      </section>
      <section
        aria-labelledby="placement-courses-heading"
        className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16 lg:px-8"
      >
        <h2 id="placement-courses-heading" className="sr-only">
          <Trans>Placement courses</Trans>
        </h2>
        <Tabs value={category} onValueChange={setCategory}>
          <div className="flex flex-col gap-4 border-b border-slate-200 pb-4 md:flex-row md:items-center">
            <TabList
              aria-label={t`Placement domains`}
              className="-mx-1 flex-1 px-1 pb-1 md:flex-wrap"
              data-testid="placement-tabs"
            >
              {PLACEMENT_CATEGORIES.map((label) => (
                <Tab key={label} value={label} className="text-xs tracking-wide sm:text-sm">
                  {translateText(i18n, label)}
                </Tab>
              ))}
            </TabList>
            <div className="self-end md:self-auto">
              <PlacementFilterMenu instructors={instructors} applied={filters} onApply={setFilters} />
            </div>
          </div>
          {PLACEMENT_CATEGORIES.map((label) => (
            <TabPanel key={label} value={label} className="mt-8 rounded-lg">
              {grid}
            </TabPanel>
          ))}
        </Tabs>
      </section>
    </>
  );
}
