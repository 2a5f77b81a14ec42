import {
  ZGetCourseDetailsResponseSchema,
  ZGetCoursesResponseSchema,
  ZSearchResponseSchema,
} from '@pathshala/shared/catalogue';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { courseFaqs, lectures, roadmapSteps } from '../../db/schema/catalogue.ts';
import { placementCourses } from '../../db/schema/content.ts';
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
      subject: 'Aptitude',
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
  it('lists courses in rupees with the instructor, coming soon last, from one query and then the cache', async () => {
    queries.count = 0;
    const response = await app.inject({ method: 'GET', url: '/api/courses/getCourse' });
    expect(queries.count).toBe(1);
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
    // The rating is its reviews' (5, 4, 5, 4); a course nobody reviewed has none.
    expect(body.data[0]).toMatchObject({ review: 4.5, reviewCount: 4 });
    expect(body.data[3]).toMatchObject({ review: 0, reviewCount: 0 });
    expect(body.data[1]).toMatchObject({ discountedPrice: null, price: 4999, instructor: null });

    queries.count = 0;
    await app.inject({ method: 'GET', url: '/api/courses/getCourse' });
    expect(queries.count).toBe(0);
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
      // An image icon is an absolute URL like every other asset.
      {
        id: expect.any(String),
        title: 'Project',
        description: 'Build one',
        icon: `${app.config.assetBaseUrl}/images/icons/project.svg`,
      },
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
