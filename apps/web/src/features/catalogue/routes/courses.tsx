import { Trans, useLingui } from '@lingui/react/macro';
import { CATALOGUE_CATEGORIES } from '@pathshala/shared/constants';
import { countChosenFilters } from '@pathshala/shared/course-filters';
import * as Collapsible from '@radix-ui/react-collapsible';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FilterIcon } from '@/components/ui/course-icons';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { translateText } from '@/lib/i18n';
import { cn } from '@/utils/cn';
import { useCataloguePages } from '../api/get-courses';
import { CatalogueFiltersPanel } from '../components/catalogue-filters';
import { CourseList } from '../components/course-list';
import { CourseSearch } from '../components/course-search';
import { PromoBanner } from '../components/promo-banner';
import { useCatalogueState } from '../hooks/use-catalogue-state';
import '../texts';

const PROGRAMS_ID = 'all-programs';
const NO_INSTRUCTORS: string[] = [];

export function CoursesRoute() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Courses`);
  const { state, update } = useCatalogueState();
  const chosenFilters = countChosenFilters(state);
  const [filtersOpen, setFiltersOpen] = useState(chosenFilters > 0);
  // The same request as the card grid's (one query key): every page names the catalogue's instructors.
  const instructors = useCataloguePages(state).data?.pages[0]?.instructors ?? NO_INSTRUCTORS;

  return (
    <>
      <section className="relative bg-brand-900 text-white">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
          <div className="absolute -top-32 -left-16 size-96 rounded-full bg-brand-600/50 blur-3xl" />
          <div className="absolute -right-16 -bottom-40 size-96 rounded-full bg-brand-400/30 blur-3xl" />
        </div>
        <div className="relative mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
          <p className="mb-4 inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-accent-300 ring-1 ring-white/20">
            <Trans>Courses and bootcamps</Trans>
          </p>
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-white md:text-display">
            <Trans>Learn something new everyday</Trans>
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-100">
            <Trans>
              Video courses built with industry mentors — from Python and data science to full-stack web
              development. Learn at your pace and earn a shareable certificate.
            </Trans>
          </p>
          <div className="mt-10">
            <CourseSearch
              keyword={state.keyword}
              onSearch={(keyword) => update({ keyword }, { push: true })}
            />
          </div>
        </div>
      </section>
      <section
        id={PROGRAMS_ID}
        aria-labelledby="all-programs-heading"
        className="mx-auto max-w-7xl scroll-mt-24 px-4 py-12 sm:px-6 md:py-16 lg:px-8"
      >
        <h2 id="all-programs-heading" className="sr-only">
          <Trans>All programs</Trans>
        </h2>
        <Tabs value={state.category} onValueChange={(category) => update({ category })}>
          {/* The filters are a disclosure: the toggle beside the tabs shows the panel under them. */}
          <Collapsible.Root open={filtersOpen} onOpenChange={setFiltersOpen}>
            <div className="flex flex-col gap-4 border-b border-slate-200 pb-4 lg:flex-row lg:items-start">
              <TabList
                aria-label={t`Course categories`}
                className="-mx-1 flex-1 px-1 pb-1 md:flex-wrap"
                data-testid="category-tabs"
              >
                {CATALOGUE_CATEGORIES.map((category) => (
                  <Tab key={category} value={category} className="text-xs tracking-wide sm:text-sm">
                    {translateText(i18n, category)}
                  </Tab>
                ))}
              </TabList>
              <Collapsible.Trigger asChild>
                <Button
                  variant={filtersOpen ? 'primary' : 'outline'}
                  className="self-start lg:self-auto"
                  data-testid="filters-toggle"
                >
                  <FilterIcon className="size-4" />
                  <Trans>FILTERS</Trans>
                  {chosenFilters > 0 ? (
                    <span className="rounded-full bg-accent-400 px-2 text-xs font-bold text-accent-950">
                      <Trans>
                        <span className="sr-only">, </span>
                        {chosenFilters}
                        <span className="sr-only"> chosen</span>
                      </Trans>
                    </span>
                  ) : null}
                  <ChevronDownIcon
                    className={cn('size-4 transition-transform', filtersOpen && 'rotate-180')}
                  />
                </Button>
              </Collapsible.Trigger>
            </div>
            <Collapsible.Content className="mt-6">
              <CatalogueFiltersPanel
                instructors={instructors}
                filters={state}
                onChange={(filters) => update(filters)}
                onClear={() => update({ instructors: [], reviews: [], priceRanges: [] })}
              />
            </Collapsible.Content>
          </Collapsible.Root>
          {CATALOGUE_CATEGORIES.map((category) => (
            <TabPanel
              key={category}
              value={category}
              className="mt-8 rounded-lg"
              data-testid="category-panel"
            >
              <CourseList state={state} onClearSearch={() => update({ keyword: '' }, { push: true })} />
            </TabPanel>
          ))}
        </Tabs>
        <div className="mt-16">
          <PromoBanner targetId={PROGRAMS_ID} />
        </div>
      </section>
    </>
  );
}
