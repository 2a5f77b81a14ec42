import { describe, expect, it } from 'vitest';
import { courseFaqs } from '../../db/schema/catalogue.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createCourse } from '../../testing/factories.ts';

/**
 * Course texts answer in the visitor's language (the `pathshala_lang` cookie, else Accept-Language) where the course
 * has a version of them, English otherwise, in the same shapes; the public cache keeps one answer per language.
 */
const { app, db } = await buildTestApp();

const hindi = await createCourse(db, {
  title: 'Python for Data Analysis',
  description: ['Hands-on notebooks', 'Real datasets'],
  detailDescription: 'From lists to pandas, with one project a week.',
  overview: 'A practical course.',
  whatYouWillLearn: ['Clean data with pandas', 'Plot with matplotlib'],
  translations: {
    'hi-IN': {
      title: 'डेटा विश्लेषण के लिए Python',
      description: ['हाथों-हाथ notebooks', 'असली datasets'],
      whatYouWillLearn: ['pandas से डेटा साफ़ करना', 'matplotlib से चार्ट बनाना'],
      // No Hindi detail description or overview: those stay in English.
    },
  },
});
await db.insert(courseFaqs).values([
  {
    courseId: hindi.id,
    position: 0,
    question: 'Do I need to know Python?',
    answer: 'No, we start from zero.',
    translations: { 'hi-IN': { question: 'क्या Python आना ज़रूरी है?', answer: 'नहीं, हम शुरुआत से सिखाते हैं।' } },
  },
  { courseId: hindi.id, position: 1, question: 'Is there a certificate?', answer: 'Yes.' },
]);
const englishOnly = await createCourse(db, { title: 'Rust Systems Programming' });

const HINDI_COOKIE = 'pathshala_lang=hi-IN';

const details = (headers: Record<string, string> = {}, courseId = hindi.id) =>
  app.inject({ method: 'POST', url: '/api/courses/getCourseDetails', payload: { courseId }, headers });
const list = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/courses/getCourse', headers });
const titleOf = (body: { data: { id: string; title: string }[] }, id: string) =>
  body.data.find((course) => course.id === id)?.title;

describe('course texts in the visitor language', () => {
  it('answers the Hindi version for the cookie, field by field, English where it has none', async () => {
    const answer = await details({ cookie: HINDI_COOKIE });
    expect(answer.statusCode).toBe(200);
    const { details: course } = answer.json().data;
    expect(course.title).toBe('डेटा विश्लेषण के लिए Python');
    expect(course.description).toEqual(['हाथों-हाथ notebooks', 'असली datasets']);
    expect(course.whatYouWillLearn).toEqual(['pandas से डेटा साफ़ करना', 'matplotlib से चार्ट बनाना']);
    expect(course.detailDescription).toBe('From lists to pandas, with one project a week.');
    expect(course.overview).toBe('A practical course.');
    expect(course.faq.map((faq: { question: string; answer: string }) => [faq.question, faq.answer])).toEqual(
      [
        ['क्या Python आना ज़रूरी है?', 'नहीं, हम शुरुआत से सिखाते हैं।'],
        ['Is there a certificate?', 'Yes.'],
      ],
    );
  });

  it('answers English with no choice, for an English cookie over a Hindi browser, and for en-US', async () => {
    const choices: Record<string, string>[] = [
      {},
      { cookie: 'pathshala_lang=en-IN', 'accept-language': 'hi-IN,hi;q=0.9' },
      { 'accept-language': 'en-US,en;q=0.9' },
      { cookie: 'pathshala_lang=ta-IN' },
    ];
    for (const headers of choices) {
      const { details: course } = (await details(headers)).json().data;
      expect(course.title, JSON.stringify(headers)).toBe('Python for Data Analysis');
      expect(course.faq[0].question).toBe('Do I need to know Python?');
    }
  });

  it('follows Accept-Language when there is no cookie', async () => {
    const { details: course } = (await details({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).json().data;
    expect(course.title).toBe('डेटा विश्लेषण के लिए Python');
  });

  it('answers a course without a version in English to every visitor, in the same shape', async () => {
    const english = (await details({}, englishOnly.id)).json();
    const inHindi = (await details({ cookie: HINDI_COOKIE }, englishOnly.id)).json();
    expect(inHindi).toEqual(english);
    expect(inHindi.data.details.title).toBe('Rust Systems Programming');
  });

  it('keeps the shapes: the same fields in either language', async () => {
    const keys = (value: object) => Object.keys(value).sort();
    const english = (await details()).json().data.details;
    const inHindi = (await details({ cookie: HINDI_COOKIE })).json().data.details;
    expect(keys(inHindi)).toEqual(keys(english));
    expect(keys(inHindi.faq[0])).toEqual(keys(english.faq[0]));
  });

  it('translates the catalogue list, its pages and search results', async () => {
    expect(titleOf((await list({ cookie: HINDI_COOKIE })).json(), hindi.id)).toBe('डेटा विश्लेषण के लिए Python');
    expect(titleOf((await list()).json(), hindi.id)).toBe('Python for Data Analysis');
    expect(titleOf((await list({ cookie: HINDI_COOKIE })).json(), englishOnly.id)).toBe(
      'Rust Systems Programming',
    );

    const page = await app.inject({
      method: 'GET',
      url: '/api/courses/catalogue?q=data',
      headers: { cookie: HINDI_COOKIE },
    });
    expect(page.json().data.courses.map((course: { title: string }) => course.title)).toContain(
      'डेटा विश्लेषण के लिए Python',
    );

    // Search reads the English texts and answers in the visitor's language.
    const search = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/search?keyword=python&flag=courses', headers });
    const found = (await search({ cookie: HINDI_COOKIE })).json().data.items;
    expect(found.find((item: { id: string }) => item.id === hindi.id)).toMatchObject({
      title: 'डेटा विश्लेषण के लिए Python',
      description: ['हाथों-हाथ notebooks', 'असली datasets'],
    });
    const englishFound = (await search({})).json().data.items;
    expect(englishFound.find((item: { id: string }) => item.id === hindi.id)?.title).toBe(
      'Python for Data Analysis',
    );
  });
});

describe('the public cache keeps one answer per language', () => {
  it('never serves one language to another visitor, alternating in any order', async () => {
    const sequence = [HINDI_COOKIE, '', HINDI_COOKIE, '', '', HINDI_COOKIE];
    for (const cookie of sequence) {
      const answer = await list(cookie ? { cookie } : {});
      expect(titleOf(answer.json(), hindi.id)).toBe(
        cookie ? 'डेटा विश्लेषण के लिए Python' : 'Python for Data Analysis',
      );
    }
  });

  it('says it varies by language, and a Hindi ETag is no 304 for an English visitor', async () => {
    const inHindi = await list({ cookie: HINDI_COOKIE });
    const english = await list();
    for (const answer of [inHindi, english]) {
      const vary = String(answer.headers.vary).toLowerCase();
      expect(vary).toContain('accept-language');
      expect(vary).toContain('cookie');
      expect(vary).toContain('accept-encoding');
    }
    expect(inHindi.headers.etag).not.toBe(english.headers.etag);

    const revalidated = await list({ 'if-none-match': String(inHindi.headers.etag) });
    expect(revalidated.statusCode).toBe(200);
    expect(titleOf(revalidated.json(), hindi.id)).toBe('Python for Data Analysis');
    const same = await list({ cookie: HINDI_COOKIE, 'if-none-match': String(inHindi.headers.etag) });
    expect(same.statusCode).toBe(304);
  });

  it('keeps course details apart per language in the cache too', async () => {
    for (const cookie of ['', HINDI_COOKIE, '', HINDI_COOKIE]) {
      const { details: course } = (await details(cookie ? { cookie } : {})).json().data;
      expect(course.title).toBe(cookie ? 'डेटा विश्लेषण के लिए Python' : 'Python for Data Analysis');
    }
  });

  it('answers public reads by the cookie, not the profile (no session is looked up for them)', async () => {
    const learner = await signedInLearner(app, db, { language: 'hi-IN' });
    const { details: course } = (await details({ cookie: learner.cookie })).json().data;
    expect(course.title).toBe('Python for Data Analysis');
    const withChoice = (await details({ cookie: `${learner.cookie}; ${HINDI_COOKIE}` })).json().data;
    expect(withChoice.details.title).toBe('डेटा विश्लेषण के लिए Python');
  });
});
