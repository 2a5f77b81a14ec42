import { Trans, useLingui } from '@lingui/react/macro';
import { SKELETON_CARD_COUNT } from '@pathshala/shared/constants';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useBoardPositions } from '../api/get-board-positions';
import { boardFiltersOf } from '../utils/board-filters';
import { BoardFilterBar } from './board-filters';
import { BoardPositionCard } from './board-position-card';
import { PositionCardSkeleton } from './position-card';

const SKELETON_KEYS = Array.from({ length: SKELETON_CARD_COUNT }, (_, position) => `skeleton-${position}`);

/**
 * The open internships from the board (GET /api/positions?kind=internship), filtered by the address's category,
 * location, year of study and programme; closed ones and those past their deadline are not in the answer. The
 * page draws the section and its heading; this part loads after the first paint.
 */
export function InternshipBoard({ onApply }: { onApply: (listingId: number) => void }) {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const filters = boardFiltersOf(params, 'internship');
  const { data: positions, error, isPlaceholderData } = useBoardPositions(filters);
  // Spec §8: a failed load is only logged (a warning, as useLogLoadFailure does; kept here so this lazy part
  // shares no chunk with the content pages).
  useEffect(() => {
    if (error) console.warn('Could not load open internships:', error.message);
  }, [error]);
  return (
    <>
      <div className="mt-8">
        <BoardFilterBar filters={filters} />
      </div>
      <div className="mt-8" aria-busy={isPlaceholderData || !positions}>
        {!positions ? (
          <div className="grid gap-6 md:grid-cols-2" role="status" aria-label={t`Loading open internships`}>
            {SKELETON_KEYS.map((key) => (
              <PositionCardSkeleton key={key} />
            ))}
          </div>
        ) : positions.length === 0 ? (
          <div
            data-testid="board-empty"
            className="rounded-card bg-slate-50 px-6 py-12 text-center ring-1 ring-slate-200/70"
          >
            <p className="text-lg font-semibold text-slate-800">
              <Trans>No open internships match these filters.</Trans>
            </p>
            <p className="mt-2 text-slate-600">
              <Trans>Try another location, or clear the filters.</Trans>
            </p>
          </div>
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-600" role="status" data-testid="board-count">
              {positions.length === 1 ? t`1 open internship` : t`${positions.length} open internships`}
            </p>
            <ul className="grid gap-6 md:grid-cols-2" data-testid="board-list">
              {positions.map((position) => (
                <li key={position.id}>
                  <BoardPositionCard position={position} onApply={onApply} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </>
  );
}
