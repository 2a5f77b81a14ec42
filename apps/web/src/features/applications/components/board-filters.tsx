import { Trans, useLingui } from '@lingui/react/macro';
import { POSITION_CATEGORIES, YEARS_OF_STUDY } from '@pathshala/shared/engagement-constants';
import { PROGRAMMES, WORK_MODES } from '@pathshala/shared/jobs-board-constants';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { translateText } from '@/lib/i18n';
import '../texts';
import { type BoardFilters, withFilter } from '../utils/board-filters';

/**
 * The board's filters as selects: each choice changes the address (`?location=Remote&year=2`), so a filtered list
 * is a link to share; the page reads its filters back from the address.
 */
export function BoardFilterBar({
  filters,
  withCategory = true,
}: {
  filters: BoardFilters;
  /** The careers page filters by category with its tabs. */
  withCategory?: boolean;
}) {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const set = (name: string) => (event: { target: { value: string } }) =>
    setParams(withFilter(params, name, event.target.value), { replace: true, preventScrollReset: true });
  const filtered = Boolean(filters.category || filters.location || filters.year || filters.programme);
  const clear = () => {
    let next = params;
    for (const name of ['category', 'location', 'year', 'programme']) next = withFilter(next, name, '');
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return (
    <form
      aria-label={t`Filter positions`}
      data-testid="board-filters"
      className="grid grid-cols-2 gap-3 rounded-card bg-slate-50 p-4 ring-1 ring-slate-200/70 sm:gap-4 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
      onSubmit={(event) => event.preventDefault()}
    >
      {withCategory ? (
        <Select
          label={t`Category`}
          value={filters.category ?? ''}
          onChange={set('category')}
          options={[
            { value: '', label: t`All categories` },
            ...POSITION_CATEGORIES.map((category) => ({
              value: category,
              label: translateText(i18n, category),
            })),
          ]}
        />
      ) : null}
      <Select
        label={t`Location`}
        value={filters.location ?? ''}
        onChange={set('location')}
        options={[
          { value: '', label: t`Any location` },
          ...WORK_MODES.map((mode) => ({ value: mode, label: translateText(i18n, mode) })),
        ]}
      />
      <Select
        label={t`Your year of study`}
        value={filters.year ?? ''}
        onChange={set('year')}
        options={[
          { value: '', label: t`Any year` },
          ...YEARS_OF_STUDY.map((year) => ({ value: year.value, label: translateText(i18n, year.label) })),
        ]}
      />
      <Select
        label={t`Your programme`}
        value={filters.programme ?? ''}
        onChange={set('programme')}
        options={[
          { value: '', label: t`Any programme` },
          ...PROGRAMMES.map((programme) => ({ value: programme, label: programme })),
        ]}
      />
      <Button variant="ghost" className="col-span-2 h-12 lg:col-span-1" disabled={!filtered} onClick={clear}>
        <Trans>Clear filters</Trans>
      </Button>
    </form>
  );
}
