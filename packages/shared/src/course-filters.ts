/**
 * The course filter rules of spec §5 ("Course filters") and §4 ("Placement course filtering"), as pure
 * functions shared by the catalogue and placement pages. Within one group the chosen options are
 * alternatives (any may match); across groups every non-empty group must match; an empty group is ignored.
 */
import { CATALOGUE_CATEGORIES, COMING_SOON_STATUS, PLACEMENT_TOPICS, RATING_STARS } from './constants.ts';

export const ALL_PROGRAM_CATEGORY: (typeof CATALOGUE_CATEGORIES)[number] = 'ALL PROGRAM';
export const ALL_DOMAINS_CATEGORY = 'ALL DOMAINS';

/**
 * Tabs of the placement page: 'ALL DOMAINS', then each placement topic in upper case, in the spec's order
 * (§1). They are fixed, so a topic without a course yet still has its tab (it shows that nothing matches).
 */
export const PLACEMENT_CATEGORIES: readonly string[] = [
  ALL_DOMAINS_CATEGORY,
  ...PLACEMENT_TOPICS.map((topic) => topic.toUpperCase()),
];

/** Catalogue price ranges, written as the spec's 'low - high' strings. */
export const CATALOGUE_PRICE_RANGES = ['0 - 999', '1000 - 4999', '5000 - 9999', '10000 - 50000'] as const;

/** Review options of both filter panels: 5 stars down to 1 star (spec §9). */
export const REVIEW_FILTER_OPTIONS = Array.from({ length: RATING_STARS }, (_, index) => RATING_STARS - index);

/** Placement filter options of spec §9. */
export const PLACEMENT_PRICE_OPTIONS = ['All', 'Free', 'Paid'] as const;
export type PlacementPriceOption = (typeof PLACEMENT_PRICE_OPTIONS)[number];
export const PLACEMENT_LEVEL_OPTIONS = ['All levels', 'Beginner', 'Intermediate', 'Expert'] as const;
const ALL_LEVELS = 'All levels';

/** The label of a review option, e.g. '5 stars' or '1 star'. */
export function reviewOptionLabel(stars: number): string {
  return `${stars} ${stars === 1 ? 'star' : 'stars'}`;
}

/** Stars to fill for a rating: fractions round up (spec §9), clamped to 0…5. */
export function displayedStars(rating: number, max: number = RATING_STARS): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.min(max, Math.max(0, Math.ceil(rating)));
}

export function isComingSoonStatus(status: string | null | undefined): boolean {
  return status?.trim().toLowerCase() === COMING_SOON_STATUS;
}

/** Spec §2: 'coming soon' courses sort last; the order is otherwise kept. */
export function sortComingSoonLast<T extends { status: string | null }>(courses: readonly T[]): T[] {
  const comingSoon = (course: T) => isComingSoonStatus(course.status);
  return [...courses.filter((course) => !comingSoon(course)), ...courses.filter(comingSoon)];
}

const contains = (text: string | null | undefined, part: string) =>
  (text ?? '').toLowerCase().includes(part.trim().toLowerCase());

/**
 * Misspellings the spec keeps on screen. The catalogue tab is spelt 'BACKEND DEVELPOMENT' (spec §2 says
 * "spelt so") while course subjects say 'Backend Development'; a plain contains-match would never find a
 * backend course, so tab and subject are compared through this key and the label stays as the spec spells it.
 */
const SPELLING_FIXES: Readonly<Record<string, string>> = { develpoment: 'development' };

/** Lower case, single spaces, known misspellings corrected: the form tabs and subjects are compared in. */
export function categoryKey(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word) => SPELLING_FIXES[word] ?? word)
    .join(' ');
}

/** Catalogue tab: the subject contains the tab's text (case-insensitive); 'ALL PROGRAM' matches all. */
export function matchesCategory(subject: string, category: string | null | undefined): boolean {
  if (!category || categoryKey(category) === categoryKey(ALL_PROGRAM_CATEGORY)) return true;
  return categoryKey(subject).includes(categoryKey(category));
}

/** Instructor group: the instructor's name contains one of the chosen texts. */
export function matchesInstructor(
  instructorName: string | null | undefined,
  chosen: readonly string[],
): boolean {
  if (chosen.length === 0) return true;
  return chosen.some((name) => contains(instructorName, name));
}

/**
 * Review group: one chosen star count equals the stars the course shows. Ratings are averages of reviews
 * (4.6) and the stars show them rounded up (spec §9), so a 4.6 course is a 5-star course here too; a course
 * nobody rated (0) matches no star count.
 */
export function matchesReview(review: number, chosen: readonly number[]): boolean {
  if (chosen.length === 0) return true;
  return chosen.includes(Math.ceil(review));
}

export interface PriceRange {
  low: number;
  high: number;
}

/** Reads a 'low - high' range string; null for anything else. */
export function parsePriceRange(range: string): PriceRange | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)\s*$/.exec(range);
  if (!match) return null;
  const low = Number(match[1]);
  const high = Number(match[2]);
  return low <= high ? { low, high } : null;
}

export interface PricedCourse {
  realPrice: number;
  discountedPrice: number | null;
  status: string | null;
}

/** The price a range is compared to: the discounted price, or the real price when there is none. */
export function comparedPrice(course: Pick<PricedCourse, 'realPrice' | 'discountedPrice'>): number {
  return course.discountedPrice ?? course.realPrice;
}

/** Price group (catalogue): the compared price lies in a chosen range; 'coming soon' courses never match. */
export function matchesPriceRange(course: PricedCourse, chosen: readonly string[]): boolean {
  if (chosen.length === 0) return true;
  if (isComingSoonStatus(course.status)) return false;
  const price = comparedPrice(course);
  return chosen.some((text) => {
    const range = parsePriceRange(text);
    return range !== null && price >= range.low && price <= range.high;
  });
}

/** The course fields the catalogue filters read. */
export interface FilterableCourse extends PricedCourse {
  subject: string;
  review: number;
  instructor: { name: string } | null;
}

export interface CatalogueFilters {
  /** The chosen category tab, as labelled. */
  category: string;
  instructors: readonly string[];
  reviews: readonly number[];
  priceRanges: readonly string[];
}

export const EMPTY_CATALOGUE_FILTERS: CatalogueFilters = {
  category: ALL_PROGRAM_CATEGORY,
  instructors: [],
  reviews: [],
  priceRanges: [],
};

export function matchesCatalogueFilters(course: FilterableCourse, filters: CatalogueFilters): boolean {
  return (
    matchesCategory(course.subject, filters.category) &&
    matchesInstructor(course.instructor?.name, filters.instructors) &&
    matchesReview(course.review, filters.reviews) &&
    matchesPriceRange(course, filters.priceRanges)
  );
}

export function filterCatalogueCourses<T extends FilterableCourse>(
  courses: readonly T[],
  filters: CatalogueFilters,
): T[] {
  return courses.filter((course) => matchesCatalogueFilters(course, filters));
}

/** How many filter options are chosen, the tab not counted (shown on the FILTERS button). */
export function countChosenFilters(filters: CatalogueFilters): number {
  return filters.instructors.length + filters.reviews.length + filters.priceRanges.length;
}

/** URL query keys of the catalogue's state, so a filtered page can be shared and survives a reload. */
export const CATALOGUE_QUERY_KEYS = {
  category: 'category',
  keyword: 'q',
  instructor: 'instructor',
  review: 'review',
  price: 'price',
} as const;

export interface CatalogueQueryState extends CatalogueFilters {
  /** The submitted search text ('' when not searching). */
  keyword: string;
}

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** Reads the catalogue state from a URL query; unknown tabs, ranges and star counts are dropped. */
export function catalogueStateFromQuery(query: URLSearchParams): CatalogueQueryState {
  const keys = CATALOGUE_QUERY_KEYS;
  const requestedCategory = query.get(keys.category) ?? '';
  const category =
    CATALOGUE_CATEGORIES.find((label) => categoryKey(label) === categoryKey(requestedCategory)) ??
    ALL_PROGRAM_CATEGORY;
  const reviews = unique(
    query
      .getAll(keys.review)
      .map(Number)
      .filter((stars) => REVIEW_FILTER_OPTIONS.includes(stars)),
  );
  const priceRanges = unique(query.getAll(keys.price).filter((range) => parsePriceRange(range) !== null));
  const instructors = unique(
    query
      .getAll(keys.instructor)
      .map((name) => name.trim())
      .filter(Boolean),
  );
  return { category, keyword: (query.get(keys.keyword) ?? '').trim(), instructors, reviews, priceRanges };
}

/** Writes the catalogue state as a URL query; defaults are left out so the plain page has no query. */
export function catalogueStateToQuery(state: CatalogueQueryState): URLSearchParams {
  const keys = CATALOGUE_QUERY_KEYS;
  const query = new URLSearchParams();
  if (state.category && categoryKey(state.category) !== categoryKey(ALL_PROGRAM_CATEGORY)) {
    query.set(keys.category, state.category);
  }
  if (state.keyword.trim()) query.set(keys.keyword, state.keyword.trim());
  for (const name of state.instructors) query.append(keys.instructor, name);
  for (const stars of state.reviews) query.append(keys.review, String(stars));
  for (const range of state.priceRanges) query.append(keys.price, range);
  return query;
}

// ───────────────────────────── Placement page ─────────────────────────────

/** The placement course fields the placement filters read. */
export interface FilterablePlacementCourse {
  subject: string;
  price: number;
  level: string;
  review: number;
  instructor: { name: string };
}

/** Placement tab: the subject in upper case equals the tab; 'ALL DOMAINS' matches all. */
export function matchesPlacementCategory(subject: string, category: string | null | undefined): boolean {
  if (!category || category === ALL_DOMAINS_CATEGORY) return true;
  return subject.trim().toUpperCase() === category;
}

/**
 * Placement price group. The spec leaves these options unresolved (they do not fit the range comparison);
 * we read them literally: 'All' matches every course, 'Free' a price of 0, 'Paid' a price above 0.
 */
export function matchesPlacementPrice(price: number, chosen: readonly string[]): boolean {
  if (chosen.length === 0) return true;
  return chosen.some((option) => {
    if (option === 'All') return true;
    if (option === 'Free') return price === 0;
    if (option === 'Paid') return price > 0;
    return false;
  });
}

/** Level group: 'All levels' matches every course; another option is a contains-match on the level. */
export function matchesPlacementLevel(level: string, chosen: readonly string[]): boolean {
  if (chosen.length === 0) return true;
  return chosen.some((option) => option === ALL_LEVELS || contains(level, option));
}

export interface PlacementFilters {
  prices: readonly string[];
  levels: readonly string[];
  reviews: readonly number[];
  instructors: readonly string[];
}

export const EMPTY_PLACEMENT_FILTERS: PlacementFilters = {
  prices: [],
  levels: [],
  reviews: [],
  instructors: [],
};

export function matchesPlacementFilters(
  course: FilterablePlacementCourse,
  category: string,
  filters: PlacementFilters,
): boolean {
  return (
    matchesPlacementCategory(course.subject, category) &&
    matchesPlacementPrice(course.price, filters.prices) &&
    matchesPlacementLevel(course.level, filters.levels) &&
    matchesReview(course.review, filters.reviews) &&
    matchesInstructor(course.instructor.name, filters.instructors)
  );
}

export function filterPlacementCourses<T extends FilterablePlacementCourse>(
  courses: readonly T[],
  category: string,
  filters: PlacementFilters,
): T[] {
  return courses.filter((course) => matchesPlacementFilters(course, category, filters));
}

/** The instructors offered by the placement filter: each distinct name, in first-seen order. */
export function placementInstructors(
  courses: readonly Pick<FilterablePlacementCourse, 'instructor'>[],
): string[] {
  return unique(courses.map((course) => course.instructor.name.trim()).filter(Boolean));
}

/** Percent off, computed from the real versus the discounted price and rounded (spec §2 "Course detail"). */
export function percentOff(realPrice: number, discountedPrice: number | null): number | null {
  if (discountedPrice === null || realPrice <= 0 || discountedPrice >= realPrice) return null;
  return Math.round(((realPrice - discountedPrice) / realPrice) * 100);
}
