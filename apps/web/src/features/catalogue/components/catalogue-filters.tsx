import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  CATALOGUE_PRICE_RANGES,
  type CatalogueFilters,
  REVIEW_FILTER_OPTIONS,
} from '@pathshala/shared/course-filters';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { rupees } from '@/lib/money';

type ChosenFilters = Omit<CatalogueFilters, 'category'>;

interface CatalogueFiltersPanelProps {
  /** Instructor names present in the catalogue. */
  instructors: readonly string[];
  filters: ChosenFilters;
  onChange: (filters: Partial<ChosenFilters>) => void;
  onClear: () => void;
}

const toggle = <T,>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);

/** '1000 - 4999' → 'Rs. 1,000 – Rs. 4,999' for reading; the range string itself stays the value. */
const priceRangeLabel = (range: string) =>
  range
    .split('-')
    .map((part) => rupees(Number(part.trim())))
    .join(' – ');

function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm font-bold tracking-wide text-slate-900 uppercase">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The catalogue's FILTERS panel: each change applies at once (and lands in the URL). */
export function CatalogueFiltersPanel({
  instructors,
  filters,
  onChange,
  onClear,
}: CatalogueFiltersPanelProps) {
  const { t } = useLingui();
  const chosen = filters.instructors.length + filters.reviews.length + filters.priceRanges.length;
  return (
    <section
      aria-label={t`Filters`}
      data-testid="catalogue-filters"
      className="rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70 motion-safe:animate-fade-in"
    >
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        <FilterGroup legend={t`Instructor`}>
          {instructors.map((name) => (
            <Checkbox
              key={name}
              label={name}
              checked={filters.instructors.includes(name)}
              onChange={(event) =>
                onChange({ instructors: toggle(filters.instructors, name, event.target.checked) })
              }
            />
          ))}
        </FilterGroup>
        <FilterGroup legend={t`Review`}>
          {REVIEW_FILTER_OPTIONS.map((stars) => (
            <Checkbox
              key={stars}
              label={t({ message: plural(stars, { one: `${stars} star`, other: `${stars} stars` }) })}
              checked={filters.reviews.includes(stars)}
              onChange={(event) =>
                onChange({ reviews: toggle(filters.reviews, stars, event.target.checked) })
              }
            />
          ))}
        </FilterGroup>
        <FilterGroup legend={t`Price`}>
          {CATALOGUE_PRICE_RANGES.map((range) => (
            <Checkbox
              key={range}
              label={priceRangeLabel(range)}
              checked={filters.priceRanges.includes(range)}
              onChange={(event) =>
                onChange({ priceRanges: toggle(filters.priceRanges, range, event.target.checked) })
              }
            />
          ))}
        </FilterGroup>
      </div>
      <div className="mt-6 flex items-center justify-between gap-4 border-t border-slate-100 pt-4">
        <p className="text-sm text-slate-500" aria-live="polite">
          {chosen === 0 ? (
            <Trans>No filters chosen</Trans>
          ) : (
            <Plural value={chosen} one={`${chosen} filter chosen`} other={`${chosen} filters chosen`} />
          )}
        </p>
        <Button variant="ghost" size="sm" onClick={onClear} disabled={chosen === 0}>
          <Trans>Clear filters</Trans>
        </Button>
      </div>
    </section>
  );
}
