import { describe, expect, it } from 'vitest';
import { CATALOGUE_CATEGORIES, PLACEMENT_TOPICS } from './constants.ts';
import {
  ALL_DOMAINS_CATEGORY,
  CATALOGUE_PRICE_RANGES,
  type CatalogueQueryState,
  catalogueStateFromQuery,
  catalogueStateToQuery,
  categoryKey,
  comparedPrice,
  countChosenFilters,
  displayedStars,
  EMPTY_CATALOGUE_FILTERS,
  EMPTY_PLACEMENT_FILTERS,
  type FilterableCourse,
  type FilterablePlacementCourse,
  filterCatalogueCourses,
  filterPlacementCourses,
  matchesCategory,
  matchesInstructor,
  matchesPlacementCategory,
  matchesPlacementLevel,
  matchesPlacementPrice,
  matchesPriceRange,
  matchesReview,
  PLACEMENT_CATEGORIES,
  parsePriceRange,
  percentOff,
  placementInstructors,
  REVIEW_FILTER_OPTIONS,
  reviewOptionLabel,
} from './course-filters.ts';

function course(overrides: Partial<FilterableCourse> & { title?: string } = {}) {
  return {
    title: 'A course',
    subject: 'Python',
    review: 5,
    realPrice: 4999,
    discountedPrice: 1499,
    status: 'published',
    instructor: { name: 'Rohan Mehta' },
    ...overrides,
  };
}

function placement(overrides: Partial<FilterablePlacementCourse> & { title?: string } = {}) {
  return {
    title: 'Aptitude',
    subject: 'Aptitude and Quantitative',
    price: 999,
    level: 'Beginner',
    review: 5,
    instructor: { name: 'Ananya Rao' },
    ...overrides,
  };
}

describe('category tab', () => {
  it('matches the subject by case-insensitive contains', () => {
    expect(matchesCategory('Data Science', 'DATA SCIENCE')).toBe(true);
    expect(matchesCategory('Applied Data Science', 'data science')).toBe(true);
    expect(matchesCategory('Machine Learning', 'DATA SCIENCE')).toBe(false);
  });

  it("'ALL PROGRAM' (and no tab) matches everything", () => {
    expect(matchesCategory('Anything at all', 'ALL PROGRAM')).toBe(true);
    expect(matchesCategory('Anything at all', '')).toBe(true);
    expect(matchesCategory('Anything at all', null)).toBe(true);
  });

  it("the tab spelt 'BACKEND DEVELPOMENT' finds 'Backend Development' courses", () => {
    expect(CATALOGUE_CATEGORIES).toContain('BACKEND DEVELPOMENT');
    expect(categoryKey('BACKEND DEVELPOMENT')).toBe(categoryKey('Backend Development'));
    expect(matchesCategory('Backend Development', 'BACKEND DEVELPOMENT')).toBe(true);
    expect(matchesCategory('Frontend Development', 'BACKEND DEVELPOMENT')).toBe(false);
  });

  it('every catalogue tab finds the demo subject it names', () => {
    const subjects = [
      'Data Science',
      'Machine Learning',
      'Python',
      'UI/UX',
      'Frontend Development',
      'Backend Development',
      'Web Development',
    ];
    for (const tab of CATALOGUE_CATEGORIES.slice(1)) {
      expect(subjects.filter((subject) => matchesCategory(subject, tab))).toHaveLength(1);
    }
  });
});

describe('instructor group', () => {
  it('matches when the name contains a chosen text', () => {
    expect(matchesInstructor('Rohan Mehta', ['rohan'])).toBe(true);
    expect(matchesInstructor('Rohan Mehta', ['Ananya Rao', 'Rohan Mehta'])).toBe(true);
    expect(matchesInstructor('Rohan Mehta', ['Ananya Rao'])).toBe(false);
  });

  it('is ignored when nothing is chosen, and a course without instructor fails a chosen name', () => {
    expect(matchesInstructor(null, [])).toBe(true);
    expect(matchesInstructor(null, ['Rohan'])).toBe(false);
  });
});

describe('review group', () => {
  it('matches when a chosen star count equals the review', () => {
    expect(matchesReview(5, [5])).toBe(true);
    expect(matchesReview(4, [5])).toBe(false);
    expect(matchesReview(4, [5, 4])).toBe(true);
    expect(matchesReview(3, [])).toBe(true);
  });

  it('matches an average rating by the stars it shows, rounded up', () => {
    expect(matchesReview(4.6, [5])).toBe(true);
    expect(matchesReview(4.6, [4])).toBe(false);
    expect(matchesReview(4, [4])).toBe(true);
    expect(matchesReview(3.2, [4])).toBe(true);
    // Not rated at all is no star count.
    expect(matchesReview(0, [1, 2, 3, 4, 5])).toBe(false);
  });

  it('offers 5 stars down to 1 star', () => {
    expect(REVIEW_FILTER_OPTIONS).toEqual([5, 4, 3, 2, 1]);
    expect(REVIEW_FILTER_OPTIONS.map(reviewOptionLabel)).toEqual([
      '5 stars',
      '4 stars',
      '3 stars',
      '2 stars',
      '1 star',
    ]);
  });
});

describe('price ranges', () => {
  it("reads 'low - high' strings", () => {
    expect(parsePriceRange('0 - 999')).toEqual({ low: 0, high: 999 });
    expect(parsePriceRange('10000 - 50000')).toEqual({ low: 10000, high: 50000 });
    expect(parsePriceRange('1000-4999')).toEqual({ low: 1000, high: 4999 });
    expect(parsePriceRange('cheap')).toBeNull();
    expect(parsePriceRange('5000 - 100')).toBeNull();
    expect(CATALOGUE_PRICE_RANGES.every((range) => parsePriceRange(range) !== null)).toBe(true);
  });

  it('compares the discounted price, or the real price when there is none', () => {
    expect(comparedPrice({ realPrice: 4999, discountedPrice: 1499 })).toBe(1499);
    expect(comparedPrice({ realPrice: 4999, discountedPrice: null })).toBe(4999);
    expect(matchesPriceRange(course({ realPrice: 4999, discountedPrice: 1499 }), ['1000 - 4999'])).toBe(true);
    expect(matchesPriceRange(course({ realPrice: 12999, discountedPrice: 4999 }), ['5000 - 9999'])).toBe(
      false,
    );
    expect(matchesPriceRange(course({ realPrice: 4999, discountedPrice: null }), ['1000 - 4999'])).toBe(true);
  });

  it('includes both ends of a range and matches any chosen range', () => {
    expect(matchesPriceRange(course({ discountedPrice: 999 }), ['0 - 999'])).toBe(true);
    expect(matchesPriceRange(course({ discountedPrice: 1000 }), ['0 - 999'])).toBe(false);
    expect(matchesPriceRange(course({ discountedPrice: 1000 }), ['0 - 999', '1000 - 4999'])).toBe(true);
  });

  it("excludes 'coming soon' courses once a range is chosen", () => {
    const soon = course({ status: 'coming soon', discountedPrice: 1499 });
    expect(matchesPriceRange(soon, ['1000 - 4999'])).toBe(false);
    expect(matchesPriceRange(course({ status: ' Coming Soon ' }), ['1000 - 4999'])).toBe(false);
    expect(matchesPriceRange(soon, [])).toBe(true);
  });
});

describe('catalogue filters together', () => {
  const courses = [
    course({ title: 'Python', subject: 'Python', review: 5, discountedPrice: 1499 }),
    course({ title: 'Automation', subject: 'Python', review: 4, discountedPrice: 2499 }),
    course({
      title: 'Node',
      subject: 'Backend Development',
      review: 5,
      realPrice: 11999,
      discountedPrice: 4999,
      instructor: { name: 'Farhan Siddiqui' },
    }),
    course({
      title: 'System Design',
      subject: 'Backend Development',
      review: 5,
      status: 'coming soon',
      discountedPrice: 6999,
      instructor: { name: 'Farhan Siddiqui' },
    }),
  ];
  const titles = (list: { title: string }[]) => list.map((item) => item.title);

  it('with nothing chosen keeps every course', () => {
    expect(filterCatalogueCourses(courses, EMPTY_CATALOGUE_FILTERS)).toHaveLength(courses.length);
  });

  it('ANDs the groups and ORs the options inside a group', () => {
    const filters = { ...EMPTY_CATALOGUE_FILTERS, reviews: [5], priceRanges: ['1000 - 4999'] };
    expect(titles(filterCatalogueCourses(courses, filters))).toEqual(['Python', 'Node']);
    expect(titles(filterCatalogueCourses(courses, { ...filters, category: 'BACKEND DEVELPOMENT' }))).toEqual([
      'Node',
    ]);
    expect(
      titles(
        filterCatalogueCourses(courses, { ...EMPTY_CATALOGUE_FILTERS, reviews: [4, 5], category: 'PYTHON' }),
      ),
    ).toEqual(['Python', 'Automation']);
    expect(
      titles(
        filterCatalogueCourses(courses, { ...EMPTY_CATALOGUE_FILTERS, instructors: ['Farhan Siddiqui'] }),
      ),
    ).toEqual(['Node', 'System Design']);
  });

  it('can match nothing', () => {
    const filters = { ...EMPTY_CATALOGUE_FILTERS, reviews: [1], priceRanges: ['10000 - 50000'] };
    expect(filterCatalogueCourses(courses, filters)).toEqual([]);
  });

  it('counts the chosen options, not the tab', () => {
    expect(countChosenFilters({ ...EMPTY_CATALOGUE_FILTERS, category: 'PYTHON' })).toBe(0);
    expect(
      countChosenFilters({
        category: 'PYTHON',
        instructors: ['a'],
        reviews: [5, 4],
        priceRanges: ['0 - 999'],
      }),
    ).toBe(4);
  });
});

describe('catalogue URL query', () => {
  it('round-trips the whole state', () => {
    const state: CatalogueQueryState = {
      category: 'BACKEND DEVELPOMENT',
      keyword: 'node',
      instructors: ['Farhan Siddiqui'],
      reviews: [5, 4],
      priceRanges: ['1000 - 4999', '5000 - 9999'],
    };
    const query = catalogueStateToQuery(state);
    expect(catalogueStateFromQuery(new URLSearchParams(query.toString()))).toEqual(state);
  });

  it('leaves the defaults out, so the plain page has no query', () => {
    expect(catalogueStateToQuery({ ...EMPTY_CATALOGUE_FILTERS, keyword: '  ' }).toString()).toBe('');
  });

  it('drops unknown tabs, star counts and ranges, and duplicates', () => {
    const state = catalogueStateFromQuery(
      new URLSearchParams('category=COOKING&review=9&review=5&review=5&price=cheap&price=0+-+999&q=+py+'),
    );
    expect(state).toEqual({
      category: 'ALL PROGRAM',
      keyword: 'py',
      instructors: [],
      reviews: [5],
      priceRanges: ['0 - 999'],
    });
  });

  it('reads a tab in any letter case and returns it spelt as labelled', () => {
    expect(catalogueStateFromQuery(new URLSearchParams('category=ui/ux')).category).toBe('UI/UX');
  });
});

describe('placement page', () => {
  const courses = [
    placement({
      title: 'Aptitude',
      subject: 'Aptitude and Quantitative',
      price: 0,
      level: 'Beginner',
      review: 5,
    }),
    placement({
      title: 'DSA',
      subject: 'Data Structures',
      price: 2999,
      level: 'Intermediate',
      review: 4,
      instructor: { name: 'Vikram Iyer' },
    }),
    placement({ title: 'Mock', subject: 'data structures', price: 1499, level: 'Expert', review: 5 }),
  ];
  const titles = (list: { title: string }[]) => list.map((item) => item.title);

  it("tabs are 'ALL DOMAINS' then the spec's six placement topics in upper case, in its order", () => {
    expect(PLACEMENT_CATEGORIES).toEqual([
      'ALL DOMAINS',
      'DATA STRUCTURES',
      'APTITUDE AND QUANTITATIVE',
      'MOCK INTERVIEWS',
      'LINKEDIN OPTIMISATION',
      'RESUME BUILDING',
      'HR ROUND STRATEGIES',
    ]);
    expect(PLACEMENT_CATEGORIES.slice(1)).toEqual(PLACEMENT_TOPICS.map((topic) => topic.toUpperCase()));
  });

  it('a tab finds a course whose subject is its topic, as a spec client compares them', () => {
    for (const topic of PLACEMENT_TOPICS) {
      const tab = PLACEMENT_CATEGORIES.find((category) => category === topic.toUpperCase()) ?? '';
      expect(matchesPlacementCategory(topic, tab), topic).toBe(true);
      expect(
        titles(
          filterPlacementCourses([placement({ title: topic, subject: topic })], tab, EMPTY_PLACEMENT_FILTERS),
        ),
      ).toEqual([topic]);
    }
  });

  it('a tab narrows to subjects whose upper case equals it', () => {
    expect(matchesPlacementCategory('Data Structures', 'DATA STRUCTURES')).toBe(true);
    expect(matchesPlacementCategory('Data Structures and Algorithms', 'DATA STRUCTURES')).toBe(false);
    expect(matchesPlacementCategory('Anything', ALL_DOMAINS_CATEGORY)).toBe(true);
    expect(titles(filterPlacementCourses(courses, 'DATA STRUCTURES', EMPTY_PLACEMENT_FILTERS))).toEqual([
      'DSA',
      'Mock',
    ]);
  });

  it('price: All matches all, Free means 0, Paid means above 0', () => {
    expect(matchesPlacementPrice(0, ['Free'])).toBe(true);
    expect(matchesPlacementPrice(10, ['Free'])).toBe(false);
    expect(matchesPlacementPrice(10, ['Paid'])).toBe(true);
    expect(matchesPlacementPrice(0, ['Paid'])).toBe(false);
    expect(matchesPlacementPrice(0, ['All'])).toBe(true);
    expect(matchesPlacementPrice(10, ['Free', 'Paid'])).toBe(true);
    expect(matchesPlacementPrice(10, [])).toBe(true);
  });

  it("level: 'All levels' matches all, others by contains", () => {
    expect(matchesPlacementLevel('Beginner', ['All levels'])).toBe(true);
    expect(matchesPlacementLevel('Beginner', ['beginner'])).toBe(true);
    expect(matchesPlacementLevel('Beginner', ['Expert'])).toBe(false);
    expect(matchesPlacementLevel('Beginner', [])).toBe(true);
  });

  it('combines tab and groups; an empty group is ignored', () => {
    const filters = { ...EMPTY_PLACEMENT_FILTERS, prices: ['Paid'], reviews: [5] };
    expect(titles(filterPlacementCourses(courses, ALL_DOMAINS_CATEGORY, filters))).toEqual(['Mock']);
    expect(
      titles(
        filterPlacementCourses(courses, ALL_DOMAINS_CATEGORY, {
          ...EMPTY_PLACEMENT_FILTERS,
          instructors: ['Vikram Iyer'],
        }),
      ),
    ).toEqual(['DSA']);
    expect(
      filterPlacementCourses(courses, 'APTITUDE AND QUANTITATIVE', {
        ...EMPTY_PLACEMENT_FILTERS,
        prices: ['Paid'],
      }),
    ).toEqual([]);
  });

  it('offers each instructor once', () => {
    expect(placementInstructors(courses)).toEqual(['Ananya Rao', 'Vikram Iyer']);
  });
});

describe('display rules', () => {
  it('rounds star ratings up and clamps them to 0…5', () => {
    expect(displayedStars(4.1)).toBe(5);
    expect(displayedStars(3)).toBe(3);
    expect(displayedStars(0.2)).toBe(1);
    expect(displayedStars(7)).toBe(5);
    expect(displayedStars(-1)).toBe(0);
    expect(displayedStars(Number.NaN)).toBe(0);
  });

  it('computes percent off from the real versus discounted price, rounded', () => {
    expect(percentOff(12999, 4999)).toBe(62);
    expect(percentOff(4999, 1499)).toBe(70);
    expect(percentOff(4999, null)).toBeNull();
    expect(percentOff(4999, 4999)).toBeNull();
    expect(percentOff(0, 0)).toBeNull();
  });
});
