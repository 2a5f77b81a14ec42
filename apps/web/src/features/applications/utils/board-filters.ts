import { POSITION_CATEGORIES } from '@pathshala/shared/engagement-constants';
import {
  ELIGIBLE_YEARS,
  type PositionKind,
  PROGRAMMES,
  WORK_MODES,
} from '@pathshala/shared/jobs-board-constants';

/** The board's filters as the address carries them; an unknown value in a shared link filters nothing. */
export interface BoardFilters {
  kind?: PositionKind;
  category?: string;
  location?: string;
  year?: string;
  programme?: string;
}

const known = (values: readonly string[], value: string | null) => {
  if (value === null) return undefined;
  return values.find((candidate) => candidate.toLowerCase() === value.trim().toLowerCase());
};

/** Reads `?category=&location=&year=&programme=` from an address, keeping only values the board knows. */
export function boardFiltersOf(params: URLSearchParams, kind?: PositionKind): BoardFilters {
  const filters: BoardFilters = {};
  if (kind) filters.kind = kind;
  const category = known(POSITION_CATEGORIES, params.get('category'));
  if (category) filters.category = category;
  const location = known(WORK_MODES, params.get('location'));
  if (location) filters.location = location;
  const year = known(ELIGIBLE_YEARS, params.get('year'));
  if (year) filters.year = year;
  const programme = known(PROGRAMMES, params.get('programme'));
  if (programme) filters.programme = programme;
  return filters;
}

/** The API's query string for the filters, in a fixed order (one cache entry per filter set). */
export function boardQueryString(filters: BoardFilters): string {
  const params = new URLSearchParams();
  for (const name of ['kind', 'category', 'location', 'year', 'programme'] as const) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The address with one filter set (or removed, for ''), the other parameters kept. */
export function withFilter(params: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}
