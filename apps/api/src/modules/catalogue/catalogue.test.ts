import {
  CATALOGUE_PAGE_MAX,
  CATALOGUE_PAGE_SIZE,
  type CataloguePage,
  type CourseSummary,
  ZCataloguePageResponseSchema,
  ZGetCourseDetailsResponseSchema,
  ZGetCoursesResponseSchema,
  ZGetPlacementResponseSchema,
  ZGetRoadmapResponseSchema,
  ZSearchResponseSchema,
} from '@pathshala/shared/catalogue';
import { CATALOGUE_CATEGORIES, PLACEMENT_TOPICS } from '@pathshala/shared/constants';
import {
  CATALOGUE_PRICE_RANGES,
  type CatalogueFilters,
  filterCatalogueCourses,
  PLACEMENT_CATEGORIES,
  sortComingSoonLast,
} from '@pathshala/shared/course-filters';
import { isShortEmoji } from '@pathshala/shared/emoji';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseFaqs, courses, lectures, roadmapSteps } from '../../db/schema/catalogue.ts';
import { placementCourses } from '../../db/schema/content.ts';
import { allDemoCourses } from '../../demo/courses.ts';
import { loadDemoData } from '../../demo/load-demo-data.ts';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createChapter, createCourse, createInstructor } from '../../testing/factories.ts';
import { addCourseReviews } from './repository.ts';

const { app, db, queries } = await buildTestApp();
const VIDEO_KEY = 'videos/test-lecture.mp4';
const video = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

let python: Awaited<ReturnType<typeof createCourse>>;
let freeLectureId = '';
let lockedLectureId = '';

beforeAll(async () => {
  await app.storage.put(VIDEO_KEY, video);
  const instructor = await createInstructor(db, { name: 'Ananya Rao' });
  await createCourse(db, {
    title: 'Generative AI Soon',
    subject: 'Machine Learning',
    status: 'coming soon',
    createdAt: new Date('2025-01-01'),
  });
  python = await createCourse(
    db,
    {
      title: 'Python Foundations',
      subject: 'Python',
      instructorId: instructor.id,
      realPricePaise: 499_900,
      discountedPricePaise: 149_950,
      description: ['Automate spreadsheets', 'Write scripts'],
      createdAt: new Date('2025-02-01'),
    },
    { instructorName: 'Ananya Rao' },
  );
  await createCourse(db, {
    title: 'React and Modern Frontend',
    subject: 'Frontend Development',
    description: ['Hooks and state management'],
    discountedPricePaise: null,
    createdAt: new Date('2025-03-01'),
  });
  await createCourse(db, {
    title: 'Pandas for Data Science',
    subject: 'Data Science',
    createdAt: new Date('2025-04-01'),
  });

  const second = await createChapter(db, python.id, [{ title: 'Loops' }], {
    name: 'Control flow',
    position: 1,
  });
  const first = await createChapter(
    db,
    python.id,
    [
      { title: 'Welcome', free: true, videoKey: VIDEO_KEY },
      { title: 'Variables', free: false, videoKey: VIDEO_KEY },
    ],
    { name: 'Getting started', position: 0 },
  );
  freeLectureId = first.lectures[0]?.id ?? '';
  lockedLectureId = first.lectures[1]?.id ?? '';
  expect(second.lectures).toHaveLength(1);

  await db
    .insert(courseFaqs)
    .values([{ courseId: python.id, question: 'Do I need a laptop?', answer: 'Yes.', position: 0 }]);
  await db.insert(roadmapSteps).values([
    { courseId: python.id, title: 'Basics', description: 'Syntax', icon: '📘', position: 0 },
    {
      courseId: python.id,
      title: 'Project',
      description: 'Build one',
      icon: '/images/icons/project.svg',
      position: 1,
    },
  ]);
  await addCourseReviews(
    db,
    python.id,
    Array.from({ length: 4 }, (_, i) => ({
      name: `Reviewer ${i}`,
      comment: 'Great course',
      rating: 5 - (i % 2),
      createdAt: new Date(`2025-0${i + 1}-10`),
    })),
  );
  await db.insert(placementCourses).values([
    {
      title: 'Aptitude Placement Course',
      subject: 'Aptitude and Quantitative',
      coverPhoto: '/images/placement/aptitude-placement-course.svg',
      description: [
        { text: '50+ hours of lectures' },
        { text: 'Mock tests', realPricePaise: 99_900, pricePaise: 49_900 },
      ],
      realPricePaise: 299_900,
      discountedPricePaise: 149_900,
      pricePaise: 149_900,
      review: 5,
      instructorName: 'Ritika Menon',
    },
  ]);
});

const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as object });

describe('course list', () => {
  it('lists courses in rupees with the instructor, coming soon last, from two queries and then the cache', async () => {
    queries.count = 0;
    const response = await app.inject({ method: 'GET', url: '/api/courses/getCourse' });
    // The courses, and the instructors once (not joined into every course row).
    expect(queries.count).toBe(2);
    const body = ZGetCoursesResponseSchema.parse(response.json());
    expect(body.data.map((course) => course.title)).toEqual([
      'Python Foundations',
      'React and Modern Frontend',
      'Pandas for Data Science',
      'Generative AI Soon',
    ]);
    expect(body.data[0]).toMatchObject({
      realPrice: 4999,
      discountedPrice: 1499.5,
      price: 1499.5,
      totalLecture: 0,
    });
    expect(body.data[0]?.instructor?.name).toBe('Ananya Rao');
    // The rating is its reviews' (5, 4, 5, 4): 4.5, drawn as 5 whole stars; a course nobody reviewed has none.
    expect(body.data[0]).toMatchObject({ review: 5, rating: 4.5, ratingCount: 4 });
    expect(body.data[3]).toMatchObject({ review: 0, rating: 0, ratingCount: 0 });
    expect(body.data[1]).toMatchObject({ discountedPrice: null, price: 4999, instructor: null });

    queries.count = 0;
    await app.inject({ method: 'GET', url: '/api/courses/getCourse' });
    expect(queries.count).toBe(0);
  });
});

describe('catalogue pages', () => {
  const page = async (query = ''): Promise<CataloguePage> => {
    const response = await app.inject({ method: 'GET', url: `/api/courses/catalogue${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return ZCataloguePageResponseSchema.parse(response.json()).data;
  };
  const titles = (found: CataloguePage) => found.courses.map((course) => course.title);
  let all: CourseSummary[] = [];

  beforeAll(async () => {
    all = ZGetCoursesResponseSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/courses/getCourse' })).json(),
    ).data;
  });

  it('answers the first page of the whole catalogue in its order, with the count and the instructors', async () => {
    const first = await page();
    expect(first.courses).toEqual(all.slice(0, CATALOGUE_PAGE_SIZE));
    expect(first.total).toBe(all.length);
    expect(first.instructors).toEqual(['Ananya Rao']);
  });

  it('cuts pages with offset and limit, coming-soon courses on the last', async () => {
    expect(titles(await page('?limit=2'))).toEqual(['Python Foundations', 'React and Modern Frontend']);
    const second = await page('?limit=2&offset=2');
    expect(titles(second)).toEqual(['Pandas for Data Science', 'Generative AI Soon']);
    expect(second.total).toBe(4);
    const beyond = await page('?offset=40');
    expect(beyond).toMatchObject({ courses: [], total: 4 });
  });

  it('filters by tab, instructor, review and price as the shared rules do in the browser', async () => {
    expect(titles(await page('?category=PYTHON'))).toEqual(['Python Foundations']);
    expect(titles(await page('?category=data%20science'))).toEqual(['Pandas for Data Science']);
    expect((await page('?category=BACKEND%20DEVELPOMENT')).total).toBe(0);
    expect(titles(await page('?instructor=ananya'))).toEqual(['Python Foundations']);
    // 4.5 shows five stars, so it is a 5-star course; nobody rated the others.
    expect(titles(await page('?review=5'))).toEqual(['Python Foundations']);
    expect(titles(await page('?review=4&review=5'))).toEqual(['Python Foundations']);
    expect(titles(await page(`?price=${encodeURIComponent('0 - 999')}`))).toEqual([]);
    expect(titles(await page(`?price=${encodeURIComponent('1000 - 4999')}`))).toEqual([
      'Python Foundations',
      'React and Modern Frontend',
      'Pandas for Data Science',
    ]);

    // Every tab against every single filter choice, and some pairs: the server's page is the browser's rule.
    const choices: Partial<CatalogueFilters>[] = [
      {},
      { instructors: ['Ananya Rao'] },
      { instructors: ['rao', 'nobody'] },
      ...[1, 2, 3, 4, 5].map((stars) => ({ reviews: [stars] })),
      ...CATALOGUE_PRICE_RANGES.map((range) => ({ priceRanges: [range] })),
      { priceRanges: ['0 - 999', '1000 - 4999'], reviews: [5] },
    ];
    for (const category of CATALOGUE_CATEGORIES) {
      for (const choice of choices) {
        const filters = { category, instructors: [], reviews: [], priceRanges: [], ...choice };
        const query = new URLSearchParams({ category });
        for (const name of filters.instructors) query.append('instructor', name);
        for (const stars of filters.reviews) query.append('review', String(stars));
        for (const range of filters.priceRanges) query.append('price', range);
        const expected = sortComingSoonLast(filterCatalogueCourses(all, filters));
        const found = await page(`?${query}`);
        expect(found.courses, `${query}`).toEqual(expected);
        expect(found.total).toBe(expected.length);
      }
    }
  });

  it('searches in rank order, then filters the matches', async () => {
    expect(titles(await page('?q=python'))).toEqual(['Python Foundations']);
    expect(titles(await page('?q=python&category=DATA%20SCIENCE'))).toEqual([]);
    expect((await page('?q=zzzzqqqq')).total).toBe(0);
  });

  it('answers only the courses named by id, in catalogue order', async () => {
    const [react, pandas] = [all[1], all[2]];
    const found = await page(`?id=${pandas?.id}&id=${react?.id}&id=00000000-0000-4000-8000-000000000000`);
    expect(titles(found)).toEqual(['React and Modern Frontend', 'Pandas for Data Science']);
  });

  it('reads the catalogue once for every page and filter, then only for a new search', async () => {
    await app.publicCache.invalidate('catalogue:');
    queries.count = 0;
    await page('?limit=1');
    // The courses and their instructors.
    expect(queries.count).toBe(2);
    await page('?limit=1');
    await page('?category=PYTHON&limit=1');
    await page('?review=3&limit=1');
    expect(queries.count).toBe(2);
    await page('?q=pandas&limit=1');
    expect(queries.count).toBeGreaterThan(2);
  });

  it('shows a course added to the database on the next page read', async () => {
    const before = await page();
    const added = await createCourse(db, {
      title: 'Freshly Added Course',
      subject: 'Python',
      createdAt: new Date('2025-05-01'),
    });
    await expect
      .poll(async () => (await page('?category=PYTHON')).courses.map((course) => course.title), {
        timeout: 10_000,
        interval: 50,
      })
      .toContain('Freshly Added Course');
    expect((await page()).total).toBe(before.total + 1);
    // And its removal on the next read after that; the tests below count the four courses.
    await db.delete(courses).where(eq(courses.id, added.id));
    await expect.poll(async () => (await page()).total, { timeout: 10_000, interval: 50 }).toBe(before.total);
  });

  it('refuses a malformed query with 400 and a message', async () => {
    const cases: [string, string][] = [
      ['?review=6', 'Review must be a star count'],
      ['?review=four', 'Review must be a star count'],
      ['?price=cheap', "Price must be a range 'low - high'"],
      ['?limit=0', 'Limit must be at least 1'],
      [`?limit=${CATALOGUE_PAGE_MAX + 1}`, `Limit must be at most ${CATALOGUE_PAGE_MAX}`],
      ['?offset=-1', 'Offset must be a whole number'],
      ['?offset=1.5', 'Offset must be a whole number'],
      ['?id=42', 'Please choose a valid course'],
      [`?${'instructor=a&'.repeat(21)}`, 'Too many instructors'],
      // The request's own guard answers control characters before the schema does.
      ['?q=%00', 'Text must not contain control characters.'],
      [`?q=${'x'.repeat(101)}`, 'Search text is too long'],
    ];
    for (const [query, message] of cases) {
      const response = await app.inject({ method: 'GET', url: `/api/courses/catalogue${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ success: false, message });
    }
  });

  it('answers a query string the same however often it is asked: accepted ones are remembered, refusals are not', async () => {
    // The query's validation is remembered per query string (lib/remembered-validation.ts); asked in turns, each
    // must still get its own page or its own refusal.
    const asks = ['?limit=2', '?limit=0', '?limit=3&offset=1', '?limit=2', '?limit=0', '?limit=3&offset=1'];
    const answers = [];
    for (const query of asks) {
      const response = await app.inject({ method: 'GET', url: `/api/courses/catalogue${query}` });
      answers.push({ status: response.statusCode, body: response.json() });
    }
    expect(answers.slice(3)).toEqual(answers.slice(0, 3));
    expect(answers[0]?.body.data.courses).toHaveLength(2);
    expect(answers[1]).toEqual({
      status: 400,
      body: { success: false, message: 'Limit must be at least 1' },
    });
    expect(answers[2]?.body.data.courses.map((course: CourseSummary) => course.title)).toEqual(
      all.slice(1, 4).map((course) => course.title),
    );
  });
});

describe('course details', () => {
  it('answers the outline from at most 3 queries, lectures in order, previews only for free lectures', async () => {
    queries.count = 0;
    const response = await post('/api/courses/getCourseDetails', { courseId: python.id });
    expect(queries.count).toBeLessThanOrEqual(3);
    expect(response.statusCode).toBe(200);
    const { details } = ZGetCourseDetailsResponseSchema.parse(response.json()).data;
    expect(details.chapters.map((chapter) => chapter.name)).toEqual(['Getting started', 'Control flow']);
    expect(details.moduleCount).toBe(2);
    const [welcome, variables] = details.chapters[0]?.lectures ?? [];
    expect(welcome).toMatchObject({ title: 'Welcome', free: true, preview: true, locked: false });
    expect(welcome?.videoUrl).toBe(`${app.config.assetBaseUrl}/api/lectures/${freeLectureId}/preview`);
    expect(variables).toMatchObject({
      title: 'Variables',
      free: false,
      preview: false,
      locked: true,
    });
    expect(variables).not.toHaveProperty('videoUrl');
    expect(details.faq).toEqual([
      { _id: expect.any(String), question: 'Do I need a laptop?', answer: 'Yes.' },
    ]);
    expect(JSON.stringify(details)).not.toContain(VIDEO_KEY);
  });

  it('answers 404 for an unknown course and 400 for a malformed id', async () => {
    const unknown = await post('/api/courses/getCourseDetails', {
      courseId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Course not found' });
    const malformed = await post('/api/courses/getCourseDetails', { courseId: "1' or 1=1 --" });
    expect(malformed.statusCode).toBe(400);
  });

  it('serves the roadmap and reviews (newest first)', async () => {
    const roadmap = await app.inject({ method: 'GET', url: `/api/roadmap/getRoadmapById/${python.id}` });
    expect(roadmap.json().roadmaps).toEqual([
      { id: expect.any(String), title: 'Basics', description: 'Syntax', icon: '📘' },
      // A row holding anything but an emoji (an image path here) answers the default emoji, never a URL.
      { id: expect.any(String), title: 'Project', description: 'Build one', icon: '📘' },
    ]);
    const reviews = await app.inject({ method: 'GET', url: `/api/reviews/getReviewById/${python.id}` });
    expect(reviews.json().data.review).toHaveLength(4);
    expect(reviews.json().data.review[0]).toMatchObject({ name: 'Reviewer 3', date: '2025-04-10' });
  });
});

describe('free lecture preview stream', () => {
  const preview = (lectureId: string, range?: string) =>
    app.inject({ method: 'GET', url: `/api/lectures/${lectureId}/preview`, headers: range ? { range } : {} });

  it('streams the whole video with range support advertised', async () => {
    const response = await preview(freeLectureId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(video)).toBe(true);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=500-599', 500, 599],
    ['bytes=900-', 900, 999],
    ['bytes=-100', 900, 999],
    ['bytes=990-5000', 990, 999],
  ])('answers %s with 206 and the right bytes', async (range, start, end) => {
    const response = await preview(freeLectureId, range);
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/1000`);
    expect(response.rawPayload.equals(video.subarray(start, end + 1))).toBe(true);
  });

  it('answers an unsatisfiable range with 416', async () => {
    const response = await preview(freeLectureId, 'bytes=1000-1010');
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */1000');
  });

  it("serves a free lecture's captions as WebVTT, never a locked one's", async () => {
    const captions = Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nWelcome to Python.\n');
    await app.storage.put('captions/catalogue-test.vtt', captions);
    await db
      .update(lectures)
      .set({ captionsKey: 'captions/catalogue-test.vtt' })
      .where(eq(lectures.id, freeLectureId));
    await db
      .update(lectures)
      .set({ captionsKey: 'captions/catalogue-test.vtt' })
      .where(eq(lectures.id, lockedLectureId));
    const response = await app.inject({
      method: 'GET',
      url: `/api/lectures/${freeLectureId}/preview/captions`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(response.body).toBe(captions.toString());
    const locked = await app.inject({
      method: 'GET',
      url: `/api/lectures/${lockedLectureId}/preview/captions`,
    });
    expect(locked.statusCode).toBe(404);
  });

  it('does not stream a locked lecture', async () => {
    const response = await preview(lockedLectureId);
    expect(response.statusCode).toBe(404);
    expect(response.rawPayload.includes(video.subarray(0, 50))).toBe(false);
  });
});

describe('search and suggestions', () => {
  const search = async (keyword: string, flag?: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/search?keyword=${encodeURIComponent(keyword)}${flag ? `&flag=${flag}` : ''}`,
    });
    expect(response.statusCode).toBe(200);
    return ZSearchResponseSchema.parse(response.json()).data.items;
  };

  it('finds by title, subject, description and instructor, in at most 3 queries', async () => {
    queries.count = 0;
    expect((await search('python')).map((item) => item.title)).toEqual(['Python Foundations']);
    expect(queries.count).toBeLessThanOrEqual(3);
    expect((await search('spreadsheets')).map((item) => item.title)).toEqual(['Python Foundations']);
    expect((await search('Ananya')).map((item) => item.title)).toEqual(['Python Foundations']);
    expect((await search('frontend')).map((item) => item.title)).toEqual(['React and Modern Frontend']);
  });

  it('tolerates a typo in a title word', async () => {
    expect((await search('pyhton foundation')).map((item) => item.title)).toContain('Python Foundations');
  });

  it('lists everything for an empty keyword, and searches placement courses with flag', async () => {
    expect(await search('')).toHaveLength(4);
    const placement = await search('aptitude', 'placement');
    expect(placement).toEqual([
      expect.objectContaining({ kind: 'placement', title: 'Aptitude Placement Course', price: 1499 }),
    ]);
    // The placement list's fields, the cover an absolute URL like every asset, and the card image.
    const cover = `${app.config.assetBaseUrl}/images/placement/aptitude-placement-course.svg`;
    expect(placement[0]).toMatchObject({
      subject: 'Aptitude and Quantitative',
      coverPhoto: cover,
      thumbnail: cover,
      review: 5,
      price: 1499,
      realPrice: 2999,
      discountedPrice: 1499,
      instructor: { name: 'Ritika Menon' },
      status: 'published',
      description: ['50+ hours of lectures', 'Mock tests'],
    });
    expect((await search('aptitude', 'courses')).length).toBe(0);
    expect((await search('python', 'all')).map((item) => item.kind)).toEqual(['course']);
  });

  it('treats search syntax in the keyword as text, never as an error', async () => {
    for (const keyword of ["'", '"unclosed', 'a & | ! (', '%_\\', '<script>']) {
      await search(keyword);
    }
    const tooLong = await app.inject({ method: 'GET', url: `/api/search?keyword=${'x'.repeat(101)}` });
    expect(tooLong.statusCode).toBe(400);
    const badFlag = await app.inject({ method: 'GET', url: '/api/search?keyword=x&flag=everything' });
    expect(badFlag.statusCode).toBe(400);
  });

  it('suggests Python courses for "pyhton" and nothing for gibberish', async () => {
    const suggest = async (keyword: string) =>
      (await app.inject({ method: 'GET', url: `/api/course-suggestions?keyword=${keyword}` })).json().data
        .suggestions;
    expect(await suggest('pyhton')).toContain('Python Foundations');
    expect((await suggest('reac'))[0]).toBe('React and Modern Frontend');
    expect(await suggest('qqqzzz')).toEqual([]);
    expect(await suggest('')).toEqual([]);
  });
});

describe('placement preparation', () => {
  it('lists placement courses in rupees with item prices', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/placementPreparation/getPlacementPrepration',
    });
    const [course] = response.json().data.placementPreparation;
    expect(course).toMatchObject({
      title: 'Aptitude Placement Course',
      price: 1499,
      realPrice: 2999,
      discountedPrice: 1499,
      instructor: { name: 'Ritika Menon' },
      description: ['50+ hours of lectures', 'Mock tests'],
      descriptionPrices: [
        { realPrice: null, price: null },
        { realPrice: 999, price: 499 },
      ],
    });
  });
});

// The demo catalogue, as a client written to the spec and the contract reads it.
const demo = await buildTestApp();
await loadDemoData(demo.db, demo.app.storage);
const demoRead = async (url: string) => (await demo.app.inject({ method: 'GET', url })).json();

describe('the demo catalogue, read as a spec client reads it', () => {
  it("answers every demo roadmap step's icon as an emoji: no URL, no path, no word", async () => {
    const isPrintableIcon = (icon: string) =>
      !icon.includes('/') && !icon.includes('http') && !/[A-Za-z]/.test(icon) && [...icon].length <= 4;
    for (const course of allDemoCourses) {
      for (const step of course.roadmap) {
        expect(isPrintableIcon(step.icon) && isShortEmoji(step.icon), `${course.title}: ${step.title}`).toBe(
          true,
        );
      }
    }
    const listed = (await demoRead('/api/courses/getCourse')).data as CourseSummary[];
    let steps = 0;
    for (const course of listed) {
      const { roadmaps } = ZGetRoadmapResponseSchema.parse(
        await demoRead(`/api/roadmap/getRoadmapById/${course.id}`),
      );
      for (const step of roadmaps) {
        steps += 1;
        expect(isPrintableIcon(step.icon) && isShortEmoji(step.icon), `${course.title}: ${step.title}`).toBe(
          true,
        );
      }
    }
    expect(steps).toBe(allDemoCourses.reduce((total, course) => total + course.roadmap.length, 0));
  });

  it('finds demo courses under every placement tab, comparing the subject in upper case as a spec client does', async () => {
    const tabs = [
      'ALL DOMAINS',
      'DATA STRUCTURES',
      'APTITUDE AND QUANTITATIVE',
      'MOCK INTERVIEWS',
      'LINKEDIN OPTIMISATION',
      'RESUME BUILDING',
      'HR ROUND STRATEGIES',
    ];
    expect(PLACEMENT_CATEGORIES).toEqual(tabs);
    const courses = ZGetPlacementResponseSchema.parse(
      await demoRead('/api/placementPreparation/getPlacementPrepration'),
    ).data.placementPreparation;
    for (const tab of tabs.slice(1)) {
      expect(
        courses.filter((course) => course.subject.toUpperCase() === tab).length,
        tab,
      ).toBeGreaterThanOrEqual(1);
    }
    // Every course is under one of the tabs.
    for (const course of courses) {
      expect(PLACEMENT_TOPICS as readonly string[], course.title).toContain(course.subject);
    }
  });

  it("gives placement search items the placement list's fields: cover photo, review, prices, instructor, status", async () => {
    const listed = ZGetPlacementResponseSchema.parse(
      await demoRead('/api/placementPreparation/getPlacementPrepration'),
    ).data.placementPreparation;
    const items = ZSearchResponseSchema.parse(await demoRead('/api/search?keyword=aptitude&flag=placement'))
      .data.items;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      if (item.kind !== 'placement') throw new Error(`a ${item.kind} among placement results`);
      expect(item.coverPhoto).toMatch(/^https?:\/\/[^/]+\/images\//);
      expect(item.thumbnail).toBe(item.coverPhoto);
      expect(item.instructor.name).not.toBe('');
      expect(['published', 'coming soon']).toContain(item.status);
      expect(typeof item.price).toBe('number');
      expect(typeof item.realPrice).toBe('number');
      expect('discountedPrice' in item).toBe(true);
      // Field for field what the placement list says of the same course, its stored review included.
      const { kind: _kind, thumbnail: _thumbnail, ...asListed } = item;
      expect(asListed).toEqual(listed.find((course) => course.id === item.id));
    }
  });
});
