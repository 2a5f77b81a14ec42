import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SKELETON_CARD_COUNT } from '@pathshala/shared/constants';
import { POSITION_CATEGORIES } from '@pathshala/shared/engagement-constants';
import type { BoardPosition } from '@pathshala/shared/jobs-board';
import { type Ref, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { SectionContainer, SectionHeading } from '@/features/content/components/section-heading';
import { useLogLoadFailure } from '@/features/content/utils/log-load-failure';
import { translateText } from '@/lib/i18n';
import { cn } from '@/utils/cn';
import { useBoardPositions } from '../api/get-board-positions';
import { boardFiltersOf, withFilter } from '../utils/board-filters';
import { BoardFilterBar } from './board-filters';
import '../texts';
import { PositionCard, PositionCardSkeleton } from './position-card';

/** The first tab's key (the others are the categories); it reads 'All Positions'. */
const ALL_POSITIONS = 'all';
const ALL_POSITIONS_LABEL = msg`All Positions`;
const TABS = [ALL_POSITIONS, ...POSITION_CATEGORIES] as const;
const SKELETON_KEYS = Array.from({ length: SKELETON_CARD_COUNT }, (_, position) => `skeleton-${position}`);
const gridClasses = 'grid gap-6 md:grid-cols-2';

function countByTab(positions: readonly BoardPosition[]): Record<string, number> {
  const counts: Record<string, number> = { [ALL_POSITIONS]: positions.length };
  for (const category of POSITION_CATEGORIES) counts[category] = 0;
  for (const position of positions) counts[position.category] = (counts[position.category] ?? 0) + 1;
  return counts;
}

function PositionsGrid({ positions, tab }: { positions: readonly BoardPosition[] | undefined; tab: string }) {
  const { t, i18n } = useLingui();
  // Spec §8: while loading, and also after a failed load, the 4 skeleton cards stay.
  if (!positions) {
    return (
      <div className={gridClasses} role="status" aria-label={t`Loading open positions`}>
        {SKELETON_KEYS.map((key) => (
          <PositionCardSkeleton key={key} />
        ))}
      </div>
    );
  }
  const shown = tab === ALL_POSITIONS ? positions : positions.filter((item) => item.category === tab);
  if (shown.length === 0) {
    const category = translateText(i18n, tab);
    return (
      <div
        data-testid="no-positions"
        className="rounded-card bg-slate-50 px-6 py-12 text-center ring-1 ring-slate-200/70"
      >
        <p className="text-lg font-semibold text-slate-800">
          {tab === ALL_POSITIONS
            ? t`No open positions right now.`
            : t`No open ${category} positions right now.`}
        </p>
        <p className="mt-2 text-slate-600">
          <Trans>
            New roles open often. Meanwhile, take a look at our{' '}
            <Link
              to={paths.internships}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              internships
            </Link>
            .
          </Trans>
        </p>
      </div>
    );
  }
  return (
    <ul className={gridClasses} data-testid="positions-grid">
      {shown.map((position) => (
        <li key={position._id}>
          <PositionCard position={position} />
        </li>
      ))}
    </ul>
  );
}

/** Spec §2 Careers: open positions from the server, with category tabs ('All Positions' first). */
export function OpenPositions({ ref }: { ref?: Ref<HTMLElement> }) {
  const { t, i18n } = useLingui();
  const tabLabel = (tab: string) =>
    tab === ALL_POSITIONS ? i18n._(ALL_POSITIONS_LABEL) : translateText(i18n, tab);
  // The address carries the filters (a shared link opens the same list); the category is the tab.
  const [params, setParams] = useSearchParams();
  const filters = boardFiltersOf(params);
  const { category, ...listFilters } = filters;
  const { data: positions, error } = useBoardPositions(listFilters);
  useLogLoadFailure('open positions', error);
  const tab = category ?? ALL_POSITIONS;
  const setTab = (next: string) =>
    setParams(withFilter(params, 'category', next === ALL_POSITIONS ? '' : next), {
      replace: true,
      preventScrollReset: true,
    });
  const counts = useMemo(() => (positions ? countByTab(positions) : null), [positions]);

  return (
    <section
      ref={ref}
      id="open-positions"
      tabIndex={-1}
      aria-labelledby="careers-positions-title"
      data-testid="careers-section-positions"
      className="scroll-mt-20 py-16 focus:outline-none md:py-24"
    >
      <SectionContainer>
        <SectionHeading
          id="careers-positions-title"
          eyebrow={t`Open positions`}
          title={t`Find your role`}
          intro={t`Every role is hybrid and full-time. Pick a team to narrow the list.`}
        />
        <div className="mt-10">
          <BoardFilterBar filters={filters} withCategory={false} />
        </div>
        <Tabs value={tab} onValueChange={setTab} className="mt-8">
          <div className="border-b border-slate-200 pb-4">
            <TabList
              aria-label={t`Position categories`}
              className="-mx-1 px-1 pb-1 md:flex-wrap"
              data-testid="position-tabs"
            >
              {TABS.map((label) => {
                const name = tabLabel(label);
                const open = counts?.[label] ?? 0;
                return (
                  <Tab
                    key={label}
                    value={label}
                    // The name starts with the visible label and says what the number means.
                    aria-label={counts ? t`${name}, ${open} open` : undefined}
                  >
                    {name}
                    {counts ? (
                      <span
                        aria-hidden="true"
                        data-testid="position-tab-count"
                        className={cn(
                          'ml-2 rounded-full px-2 py-0.5 text-xs font-bold tabular-nums',
                          tab === label ? 'bg-white/20 text-white' : 'bg-slate-200 text-slate-700',
                        )}
                      >
                        {counts[label] ?? 0}
                      </span>
                    ) : null}
                  </Tab>
                );
              })}
            </TabList>
          </div>
          {TABS.map((label) => (
            <TabPanel key={label} value={label} className="mt-8 rounded-lg">
              <PositionsGrid positions={positions} tab={label} />
            </TabPanel>
          ))}
        </Tabs>
      </SectionContainer>
    </section>
  );
}
