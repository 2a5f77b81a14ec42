import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  PLACEMENT_LEVEL_OPTIONS,
  PLACEMENT_PRICE_OPTIONS,
  type PlacementFilters,
  REVIEW_FILTER_OPTIONS,
} from '@pathshala/shared/course-filters';
import * as Popover from '@radix-ui/react-popover';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { translateText } from '@/lib/i18n';
import { FilterToggle, type PlacementFilterMenuProps } from './placement-filters';
import '../texts';

const toggle = <T,>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2.5">
      <legend className="mb-2 text-sm font-bold tracking-wide text-slate-900 uppercase">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The placement page's filter dropdown (spec §4), a Radix Popover: options are ticked, then 'Apply Filters'
 * applies them and closes the dropdown. Closing it any other way (Escape, a press outside, the toggle) drops the
 * unapplied ticks. Loaded after the page (placement-filters.tsx).
 */
export default function PlacementFilterPopover({
  instructors,
  applied,
  onApply,
  initiallyOpen,
}: PlacementFilterMenuProps & { initiallyOpen: boolean }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(initiallyOpen);
  const [draft, setDraft] = useState<PlacementFilters>(applied);
  const chosen =
    applied.prices.length + applied.levels.length + applied.reviews.length + applied.instructors.length;

  // Opening starts from what is applied: ticks left unapplied last time are dropped.
  const onOpenChange = (next: boolean) => {
    if (next) setDraft(applied);
    setOpen(next);
  };

  // Closing gives the focus back to the toggle (Radix Popover), as Escape and a press outside do.
  const apply = () => {
    onApply(draft);
    setOpen(false);
  };

  const check = <K extends keyof PlacementFilters>(key: K, value: PlacementFilters[K][number], on: boolean) =>
    setDraft((current) => ({
      ...current,
      [key]: toggle(current[key] as readonly PlacementFilters[K][number][], value, on),
    }));

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <FilterToggle open={open} chosen={chosen} />
      </Popover.Trigger>
      {/* Not portalled: the panel follows the toggle in the reading and Tab order. */}
      <Popover.Content
        side="bottom"
        align="end"
        sideOffset={8}
        // Clear of the sticky header; the panel takes the side with more room and scrolls within what is left,
        // so its Apply button is always on screen.
        collisionPadding={{ top: 80, bottom: 16, left: 16, right: 16 }}
        aria-label={t`Placement filters`}
        data-testid="placement-filters"
        className="z-30 max-h-(--radix-popover-content-available-height) w-[min(36rem,calc(100vw-2rem))] overflow-y-auto rounded-card bg-white p-6 shadow-overlay ring-1 ring-slate-200 outline-none motion-safe:animate-fade-in"
      >
        <div className="grid gap-6 sm:grid-cols-2">
          <Group legend={t`Price`}>
            {PLACEMENT_PRICE_OPTIONS.map((option) => (
              <Checkbox
                key={option}
                label={translateText(i18n, option)}
                checked={draft.prices.includes(option)}
                onChange={(event) => check('prices', option, event.target.checked)}
              />
            ))}
          </Group>
          <Group legend={t`Level`}>
            {PLACEMENT_LEVEL_OPTIONS.map((option) => (
              <Checkbox
                key={option}
                label={translateText(i18n, option)}
                checked={draft.levels.includes(option)}
                onChange={(event) => check('levels', option, event.target.checked)}
              />
            ))}
          </Group>
          <Group legend={t`Review`}>
            {REVIEW_FILTER_OPTIONS.map((stars) => (
              <Checkbox
                key={stars}
                label={t({ message: plural(stars, { one: `${stars} star`, other: `${stars} stars` }) })}
                checked={draft.reviews.includes(stars)}
                onChange={(event) => check('reviews', stars, event.target.checked)}
              />
            ))}
          </Group>
          <Group legend={t`Instructor`}>
            {instructors.map((name) => (
              <Checkbox
                key={name}
                label={name}
                checked={draft.instructors.includes(name)}
                onChange={(event) => check('instructors', name, event.target.checked)}
              />
            ))}
          </Group>
        </div>
        <div className="mt-6 flex justify-end gap-3 border-t border-slate-100 pt-4">
          <Button
            variant="ghost"
            onClick={() => setDraft({ prices: [], levels: [], reviews: [], instructors: [] })}
          >
            <Trans>Clear</Trans>
          </Button>
          <Button onClick={apply} data-testid="apply-filters">
            <Trans>Apply Filters</Trans>
          </Button>
        </div>
      </Popover.Content>
    </Popover.Root>
  );
}
