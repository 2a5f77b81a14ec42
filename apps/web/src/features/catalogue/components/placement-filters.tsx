import {
  PLACEMENT_LEVEL_OPTIONS,
  PLACEMENT_PRICE_OPTIONS,
  type PlacementFilters,
  REVIEW_FILTER_OPTIONS,
  reviewOptionLabel,
} from '@pathshala/shared/course-filters';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FilterIcon } from '@/components/ui/course-icons';
import { ChevronDownIcon } from '@/components/ui/icons';
import { cn } from '@/utils/cn';

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

interface PlacementFilterMenuProps {
  instructors: readonly string[];
  applied: PlacementFilters;
  onApply: (filters: PlacementFilters) => void;
}

/**
 * The placement page's filter dropdown (spec §4): options are ticked, then 'Apply Filters' applies
 * them and closes the dropdown. Closing it any other way drops the unapplied ticks.
 */
export function PlacementFilterMenu({ instructors, applied, onApply }: PlacementFilterMenuProps) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<PlacementFilters>(applied);
  const chosen =
    applied.prices.length + applied.levels.length + applied.reviews.length + applied.instructors.length;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const openMenu = () => {
    setDraft(applied);
    setOpen(true);
  };

  const apply = () => {
    onApply(draft);
    setOpen(false);
    toggleRef.current?.focus();
  };

  const check = <K extends keyof PlacementFilters>(key: K, value: PlacementFilters[K][number], on: boolean) =>
    setDraft((current) => ({
      ...current,
      [key]: toggle(current[key] as readonly PlacementFilters[K][number][], value, on),
    }));

  return (
    <div ref={rootRef} className="relative">
      <Button
        ref={toggleRef}
        variant={open ? 'primary' : 'outline'}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="placement-filters-toggle"
        onClick={() => (open ? setOpen(false) : openMenu())}
      >
        <FilterIcon className="size-4" />
        Filters
        {chosen > 0 ? (
          <span className="rounded-full bg-accent-400 px-2 text-xs font-bold text-accent-950">
            <span className="sr-only">, </span>
            {chosen}
            <span className="sr-only"> applied</span>
          </span>
        ) : null}
        <ChevronDownIcon className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </Button>
      <section
        id={panelId}
        aria-label="Placement filters"
        hidden={!open}
        data-testid="placement-filters"
        className="absolute right-0 z-30 mt-2 w-[min(36rem,calc(100vw-2rem))] rounded-card bg-white p-6 shadow-overlay ring-1 ring-slate-200 motion-safe:animate-fade-in"
      >
        <div className="grid gap-6 sm:grid-cols-2">
          <Group legend="Price">
            {PLACEMENT_PRICE_OPTIONS.map((option) => (
              <Checkbox
                key={option}
                label={option}
                checked={draft.prices.includes(option)}
                onChange={(event) => check('prices', option, event.target.checked)}
              />
            ))}
          </Group>
          <Group legend="Level">
            {PLACEMENT_LEVEL_OPTIONS.map((option) => (
              <Checkbox
                key={option}
                label={option}
                checked={draft.levels.includes(option)}
                onChange={(event) => check('levels', option, event.target.checked)}
              />
            ))}
          </Group>
          <Group legend="Review">
            {REVIEW_FILTER_OPTIONS.map((stars) => (
              <Checkbox
                key={stars}
                label={reviewOptionLabel(stars)}
                checked={draft.reviews.includes(stars)}
                onChange={(event) => check('reviews', stars, event.target.checked)}
              />
            ))}
          </Group>
          <Group legend="Instructor">
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
            Clear
          </Button>
          <Button onClick={apply} data-testid="apply-filters">
            Apply Filters
          </Button>
        </div>
      </section>
    </div>
  );
}
