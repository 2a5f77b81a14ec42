import { Trans } from '@lingui/react/macro';
import type { PlacementFilters } from '@pathshala/shared/course-filters';
import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FilterIcon } from '@/components/ui/course-icons';
import { ChevronDownIcon } from '@/components/ui/icons';
import { afterLoadWhenIdle } from '@/lib/when-idle-or-near';
import { cn } from '@/utils/cn';

export interface PlacementFilterMenuProps {
  instructors: readonly string[];
  applied: PlacementFilters;
  onApply: (filters: PlacementFilters) => void;
}

/** Radix Popover with its positioning is a fifth of the page's code: it loads after the page, or on a press. */
const PlacementFilterPopover = lazy(() => import('./placement-filter-popover'));

interface FilterToggleProps extends ComponentProps<typeof Button> {
  open: boolean;
  /** How many filters are applied. */
  chosen: number;
}

/** The Filters button: the popover's trigger, and its stand-in until the popover's code is in. */
export function FilterToggle({ open, chosen, ...props }: FilterToggleProps) {
  return (
    <Button variant={open ? 'primary' : 'outline'} data-testid="placement-filters-toggle" {...props}>
      <FilterIcon className="size-4" />
      <Trans>Filters</Trans>
      {chosen > 0 ? (
        <span className="rounded-full bg-accent-400 px-2 text-xs font-bold text-accent-950">
          <Trans>
            <span className="sr-only">, </span>
            {chosen}
            <span className="sr-only"> applied</span>
          </Trans>
        </span>
      ) : null}
      <ChevronDownIcon className={cn('size-4 transition-transform', open && 'rotate-180')} />
    </Button>
  );
}

/** The placement page's filter dropdown (spec §4), in placement-filter-popover.tsx. */
export function PlacementFilterMenu(props: PlacementFilterMenuProps) {
  const [load, setLoad] = useState(false);
  /** A press on the stand-in opens the popover as soon as it is there. */
  const [pressed, setPressed] = useState(false);
  useEffect(() => afterLoadWhenIdle(() => setLoad(true)), []);
  const { applied } = props;
  const chosen =
    applied.prices.length + applied.levels.length + applied.reviews.length + applied.instructors.length;
  const standIn = (
    <FilterToggle
      open={false}
      chosen={chosen}
      aria-expanded={false}
      onClick={() => {
        setPressed(true);
        setLoad(true);
      }}
    />
  );
  if (!load) return standIn;
  return (
    <Suspense fallback={standIn}>
      <PlacementFilterPopover {...props} initiallyOpen={pressed} />
    </Suspense>
  );
}
