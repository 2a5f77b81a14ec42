import { CATALOGUE_PAGE_SIZE } from '@pathshala/shared/catalogue';
import { COURSE_PAGE_DATA_ID, PLACEMENT_TOPICS } from '@pathshala/shared/constants';
import type { APIRequestContext, Page } from '@playwright/test';
import { appTest as base, expect, showAllCourses } from './fixtures';

/** The promo popup's once-per-session flag (sessionStorage); set so the popup never covers the catalogue. */
const PROMO_SEEN_KEY = 'pathshala:promo-seen';

interface CourseSummary {
  id: string;
  title: string;
  subject: string;
  status: string | null;
  review: number;
  realPrice: number;
  discountedPrice: number | null;
}

interface PlacementCourse {
  title: string;
  subject: string;
  price: number;
  level: string;
  review: number;
  instructor: { name: string };
  programmeId: string | null;
}

/** Every journey starts without the promo popup and fails on any console error or page crash. */
const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), PROMO_SEEN_KEY);
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

async function listCourses(request: APIRequestContext): Promise<CourseSummary[]> {
  const response = await request.get('/api/courses/getCourse');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: CourseSummary[] }).data;
}

async function courseNamed(request: APIRequestContext, title: string): Promise<CourseSummary> {
  const course = (await listCourses(request)).find((item) => item.title === title);
  if (!course) throw new Error(`demo course '${title}' is missing`);
  return course;
}

const coursePath = (course: Pick<CourseSummary, 'title' | 'id'>) =>
  `/course/${encodeURIComponent(course.title)}/${course.id}`;

/** The stars a rating is shown with: fractions round up (spec §9), so 4.2 shows 5 stars and 4.0 shows 4. */
const shownStars = (rating: number) => Math.min(5, Math.ceil(rating));

const cardTitles = (page: Page) => page.getByTestId('course-card-title');

const countText = (total: number) => `${total} ${total === 1 ? 'course' : 'courses'}`;

/** How many catalogue courses a search finds, as the page's own request asks. */
async function searchTotal(request: APIRequestContext, keyword: string): Promise<number> {
  const response = await request.get(
    `/api/courses/catalogue?category=ALL+PROGRAM&q=${encodeURIComponent(keyword)}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { total: number } }).data.total;
}

/** The grid's first page: the count of every course, the cards of one page. */
async function expectFirstPage(page: Page, total: number) {
  await expect(page.getByTestId('course-count')).toHaveText(countText(total));
  await expect(cardTitles(page)).toHaveCount(Math.min(total, CATALOGUE_PAGE_SIZE));
}

/** Waits for the grid to settle on exactly these titles (order free), every page shown. */
async function expectGridTitles(page: Page, titles: string[]) {
  await expect(page.getByTestId('course-count')).toContainText(
    `${titles.length} ${titles.length === 1 ? 'course' : 'courses'}`,
  );
  if (titles.length > 0) await showAllCourses(page);
  await expect(cardTitles(page)).toHaveCount(titles.length);
  expect((await cardTitles(page).allTextContents()).sort()).toEqual([...titles].sort());
}

/** The demo subject each catalogue tab must find; 'BACKEND DEVELPOMENT' keeps the spec's spelling. */
const TAB_SUBJECTS: Record<string, string> = {
  'DATA SCIENCE': 'Data Science',
  'MACHINE LEARNING': 'Machine Learning',
  PYTHON: 'Python',
  'UI/UX': 'UI/UX',
  'FRONTEND DEVELOPMENT': 'Frontend Development',
  'BACKEND DEVELPOMENT': 'Backend Development',
  'WEB DEVELOPMENT': 'Web Development',
};

test.describe('course catalogue', () => {
  test('Enter searches by keyword, and the search is kept in the URL', async ({ page, request }) => {
    const courses = await listCourses(request);
    await page.goto('/courses');
    await expectFirstPage(page, courses.length);

    const search = page.getByRole('combobox', { name: 'Search courses by lesson name' });
    await expect(search).toHaveAttribute('placeholder', 'Lessons Name');
    await search.fill('pandas');
    await search.press('Enter');

    await expect(page).toHaveURL(/[?&]q=pandas/);
    // The search's own answer, not the previous cards kept on screen while it is asked.
    const pandas = await searchTotal(request, 'pandas');
    expect(pandas).toBeGreaterThan(0);
    expect(pandas).toBeLessThan(courses.length);
    await expect(page.getByTestId('course-count')).toHaveText(`${countText(pandas)} for “pandas”`);
    await expect(cardTitles(page).first()).toHaveText('Data Science with Python and Pandas');
    await expect(cardTitles(page)).toHaveCount(Math.min(pandas, CATALOGUE_PAGE_SIZE));

    // The SEARCH button does the same; clearing the search brings every course back.
    await search.fill('figma');
    await page.getByRole('button', { name: 'SEARCH', exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=figma/);
    const figma = await searchTotal(request, 'figma');
    await expect(page.getByTestId('course-count')).toHaveText(`${countText(figma)} for “figma”`);
    await expect(cardTitles(page).filter({ hasText: 'Figma and Design Systems' })).toHaveCount(1);
    await expect(cardTitles(page)).toHaveCount(Math.min(figma, CATALOGUE_PAGE_SIZE));
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expectFirstPage(page, courses.length);
  });

  test('the grid shows a page of courses at a time, asked of the server, until every course is shown', async ({
    page,
    request,
  }) => {
    const courses = await listCourses(request);
    expect(courses.length).toBeGreaterThan(CATALOGUE_PAGE_SIZE);
    const asked: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname.startsWith('/api/courses/')) asked.push(pathname);
    });
    await page.goto('/courses');
    await expectFirstPage(page, courses.length);
    await expect(page.getByTestId('shown-count')).toHaveText(
      `Showing ${CATALOGUE_PAGE_SIZE} of ${courses.length}`,
    );
    await showAllCourses(page);
    await expect(page.getByTestId('show-more-courses')).toHaveCount(0);
    // Every course once, in the catalogue's order (coming soon last), as the whole list has them.
    expect(await cardTitles(page).allTextContents()).toEqual(courses.map((course) => course.title));
    // The page never downloads the whole catalogue.
    expect(asked).not.toContain('/api/courses/getCourse');
    expect(asked).toContain('/api/courses/catalogue');
  });

  test("a suggestion for the typo 'pyhton' opens the Python course", async ({ page }) => {
    await page.goto('/courses');
    const search = page.getByRole('combobox', { name: 'Search courses by lesson name' });
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await search.pressSequentially('pyhton', { delay: 30 });

    const listbox = page.getByRole('listbox', { name: 'Course suggestions' });
    await expect(listbox).toBeVisible();
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    const option = listbox.getByRole('option', { name: /Python Foundations for Beginners/ });
    await expect(option).toBeVisible();

    const titles = await listbox.getByRole('option').allTextContents();
    const target = titles.findIndex((text) => text.startsWith('Python Foundations for Beginners'));
    expect(target).toBeGreaterThanOrEqual(0);

    // Arrow keys move the active option (aria-activedescendant), Escape closes the list.
    await search.press('ArrowDown');
    const firstOption = listbox.getByRole('option').first();
    await expect(search).toHaveAttribute(
      'aria-activedescendant',
      (await firstOption.getAttribute('id')) ?? '',
    );
    await expect(firstOption).toHaveAttribute('aria-selected', 'true');
    await search.press('Escape');
    await expect(search).toHaveAttribute('aria-expanded', 'false');

    // Walk down to the Python course with the keyboard and choose it with Enter.
    for (let step = 0; step <= target; step += 1) await search.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await search.press('Enter');

    await expect(page).toHaveURL(/\/course\/Python%20Foundations%20for%20Beginners\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Python Foundations for Beginners' }),
    ).toBeVisible();
  });

  test('each category tab narrows the grid to its subject', async ({ page }) => {
    await page.goto('/courses');
    const tabs = page.getByRole('tablist', { name: 'Course categories' });
    await expect(tabs.getByRole('tab')).toHaveText([
      'ALL PROGRAM',
      'DATA SCIENCE',
      'MACHINE LEARNING',
      'PYTHON',
      'UI/UX',
      'FRONTEND DEVELOPMENT',
      'BACKEND DEVELPOMENT',
      'WEB DEVELOPMENT',
    ]);
    await expect(tabs.getByRole('tab', { name: 'ALL PROGRAM' })).toHaveAttribute('aria-selected', 'true');

    for (const [tab, subject] of Object.entries(TAB_SUBJECTS)) {
      await tabs.getByRole('tab', { name: tab, exact: true }).click();
      await expect(tabs.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const subjects = page.getByTestId('course-card-subject');
      await expect(subjects.first()).toBeVisible();
      // Every card on the tab has the tab's subject (and the tab is in the URL).
      await expect(async () => {
        const shown = await subjects.allTextContents();
        expect(shown.length).toBeGreaterThan(0);
        expect(new Set(shown), tab).toEqual(new Set([subject]));
      }).toPass();
      await expect(page).toHaveURL(
        new RegExp(`category=${encodeURIComponent(tab).replace(/%20/g, '(%20|\\+)')}`),
      );
    }

    // The Backend tab (spelt 'DEVELPOMENT') finds the backend courses.
    await tabs.getByRole('tab', { name: 'BACKEND DEVELPOMENT' }).click();
    await expect(cardTitles(page).filter({ hasText: 'Node.js and Express Backend' })).toHaveCount(1);
  });

  test('a star rating and a price range filter the grid and survive a reload', async ({ page, request }) => {
    const courses = await listCourses(request);
    // '4 stars' finds the courses shown with 4 stars: ratings are averages with one decimal, shown rounded up.
    const expected = courses
      .filter((course) => course.status !== 'coming soon' && shownStars(course.review) === 4)
      .filter((course) => {
        const price = course.discountedPrice ?? course.realPrice;
        return price >= 1000 && price <= 4999;
      })
      .map((course) => course.title);
    expect(expected.length).toBeGreaterThan(0);

    await page.goto('/courses');
    await expectFirstPage(page, courses.length);
    const toggle = page.getByRole('button', { name: /FILTERS/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const filters = page.getByRole('region', { name: 'Filters', exact: true });
    await filters.getByRole('checkbox', { name: '4 stars' }).check();
    await filters.getByRole('checkbox', { name: 'Rs. 1,000 – Rs. 4,999' }).check();

    await expect(page).toHaveURL(/review=4/);
    await expect(page).toHaveURL(/price=1000(\+|%20)-(\+|%20)4999/);
    await expectGridTitles(page, expected);
    // 'coming soon' courses are left out once a price range is chosen.
    await expect(page.getByText('Prize will be announced soon')).toHaveCount(0);

    await page.reload();
    await expectGridTitles(page, expected);
    const reloadedFilters = page.getByRole('region', { name: 'Filters', exact: true });
    await expect(reloadedFilters.getByRole('checkbox', { name: '4 stars' })).toBeChecked();
    await expect(reloadedFilters.getByRole('checkbox', { name: 'Rs. 1,000 – Rs. 4,999' })).toBeChecked();

    // A range no published course falls in shows the 'no courses' image.
    await reloadedFilters.getByRole('checkbox', { name: 'Rs. 1,000 – Rs. 4,999' }).uncheck();
    await reloadedFilters.getByRole('checkbox', { name: 'Rs. 10,000 – Rs. 50,000' }).check();
    await expect(page.getByRole('img', { name: 'No courses found' })).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(0);
  });

  test('5 stars finds every course shown with 5 stars', async ({ page, request }) => {
    const courses = await listCourses(request);
    // Ratings are averages with one decimal, so no demo course is rated exactly 5: '5 stars' is every
    // course rated above 4.0, as its card shows (a 4.2 is shown with 5 stars).
    const expected = courses
      .filter((course) => course.status !== 'coming soon' && shownStars(course.review) === 5)
      .map((course) => course.title);
    expect(expected.length).toBeGreaterThan(0);

    await page.goto('/courses');
    await expectFirstPage(page, courses.length);
    await page.getByRole('button', { name: /FILTERS/ }).click();
    const filters = page.getByRole('region', { name: 'Filters', exact: true });
    await filters.getByRole('checkbox', { name: '5 stars' }).check();
    await expect(page).toHaveURL(/review=5/);
    await expectGridTitles(page, expected);
  });
});

test.describe('course detail', () => {
  test('the tabs switch between overview, curriculum, instructor, FAQs and reviews', async ({
    page,
    request,
  }) => {
    const course = await courseNamed(request, 'Data Science with Python and Pandas');
    const detailsResponse = await request.post('/api/courses/getCourseDetails', {
      data: { courseId: course.id },
    });
    const {
      data: { details },
    } = (await detailsResponse.json()) as {
      data: {
        details: {
          overview: string;
          chapters: { name: string }[];
          faq: { question: string; answer: string }[];
          instructor: { name: string; designation: string };
          realPrice: number;
          price: number;
        };
      };
    };

    await page.goto('/courses');
    await page
      .getByTestId('course-card')
      .filter({ hasText: course.title })
      .getByRole('link', { name: 'Learn Now' })
      .click();
    await expect(page).toHaveURL(coursePath(course));

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb).toHaveText(/All Programs\s*>\s*Data Science/);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await expect(page.getByTestId('course-price')).toContainText(
      `Rs. ${details.price.toLocaleString('en-IN')}`,
    );
    await expect(page.getByTestId('percent-off')).toHaveText(
      `${Math.round(((details.realPrice - details.price) / details.realPrice) * 100)}% off`,
    );

    const tabs = page.getByRole('tablist', { name: 'Course details' });
    await expect(tabs.getByRole('tab')).toHaveText([
      'Overview',
      'Curriculum',
      'Instructor',
      'FAQs',
      'Reviews',
    ]);
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText(details.overview.slice(0, 60));

    await tabs.getByRole('tab', { name: 'Curriculum' }).click();
    await expect(panel).toContainText(details.chapters[0]?.name ?? '');
    await expect(panel).not.toContainText(details.overview.slice(0, 60));

    await tabs.getByRole('tab', { name: 'Instructor' }).click();
    await expect(panel.getByTestId('instructor-name')).toHaveText(details.instructor.name);

    await tabs.getByRole('tab', { name: 'FAQs' }).click();
    const faq = details.faq[0];
    if (!faq) throw new Error('the demo course has no FAQ');
    await panel.getByRole('button', { name: faq.question }).click();
    await expect(panel.getByText(faq.answer)).toBeVisible();

    await tabs.getByRole('tab', { name: 'Reviews' }).click();
    await expect(panel.getByTestId('review').first()).toBeVisible();

    // Below the tabs: roadmap ending with 'Start a new journey!', certificate and instructor.
    await expect(page.getByTestId('roadmap-step').last()).toContainText('Start a new journey!');
    await expect(page.getByRole('heading', { name: 'Get Shareable Certificate' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Meet your instructor' })).toBeVisible();
  });

  test('the preview popup plays a free lecture; a locked lecture has no preview', async ({
    page,
    request,
  }) => {
    const course = await courseNamed(request, 'Data Science with Python and Pandas');
    await page.goto(coursePath(course));
    await page.getByRole('tab', { name: 'Curriculum' }).click();

    const locked = page.locator('[data-testid="lecture-row"][data-locked="true"]').first();
    await expect(locked).toContainText('Locked');
    await expect(locked.getByRole('button')).toHaveCount(0);

    const free = page.locator('[data-testid="lecture-row"][data-locked="false"]').first();
    const lectureTitle = (await free.getByTestId('lecture-title').textContent()) ?? '';
    await free.getByRole('button', { name: /Preview/ }).click();

    const dialog = page.getByRole('dialog', { name: lectureTitle });
    await expect(dialog).toBeVisible();
    const video = dialog.getByTestId('preview-video');
    await expect(video).toHaveAttribute('height', '400');
    await video.evaluate(async (element) => {
      const player = element as HTMLVideoElement;
      player.muted = true;
      await player.play();
    });
    await expect
      .poll(() => video.evaluate((element) => (element as HTMLVideoElement).readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => video.evaluate((element) => (element as HTMLVideoElement).currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0);

    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('reviews page 3 at a time with previous and next', async ({ page, request }) => {
    let chosen: { course: CourseSummary; reviews: { name: string }[] } | null = null;
    for (const course of await listCourses(request)) {
      const response = await request.get(`/api/reviews/getReviewById/${course.id}`);
      const reviews = ((await response.json()) as { data: { review: { name: string }[] } }).data.review;
      if (reviews.length > 3) {
        chosen = { course, reviews };
        break;
      }
    }
    if (!chosen) throw new Error('no demo course has more than 3 reviews');
    const pageCount = Math.ceil(chosen.reviews.length / 3);

    await page.goto(coursePath(chosen.course));
    await page.getByRole('tab', { name: 'Reviews' }).click();
    const reviews = page.getByTestId('review');
    await expect(reviews).toHaveCount(3);
    await expect(page.getByTestId('review-name')).toHaveText(
      chosen.reviews.slice(0, 3).map((review) => review.name),
    );
    // Each review's stars are one picture with the rating as its name.
    await expect(reviews.first().getByRole('img', { name: /^Rated [1-5] out of 5 stars$/ })).toBeVisible();
    await expect(page.getByTestId('reviews-page')).toHaveText(`Page 1 of ${pageCount}`);
    const previous = page.getByRole('button', { name: 'Previous', exact: true });
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await expect(previous).toBeDisabled();

    await next.click();
    await expect(page.getByTestId('reviews-page')).toHaveText(`Page 2 of ${pageCount}`);
    await expect(page.getByTestId('review-name')).toHaveText(
      chosen.reviews.slice(3, 6).map((review) => review.name),
    );
    await expect(previous).toBeEnabled();
    for (let current = 2; current < pageCount; current += 1) await next.click();
    await expect(next).toBeDisabled();

    await previous.click();
    await expect(page.getByTestId('reviews-page')).toHaveText(`Page ${pageCount - 1} of ${pageCount}`);
  });

  test('a visitor is asked to log in to buy or to apply a coupon', async ({ page, request }) => {
    const course = await courseNamed(request, 'Python Foundations for Beginners');
    await page.goto(coursePath(course));

    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByText('Please login to apply the coupon.')).toBeVisible();

    // The heart does not light up for a visitor: it sends them to log in, with the reason.
    const wishlist = page.getByRole('button', { name: 'Wishlist', exact: true });
    await expect(wishlist).toHaveAttribute('aria-pressed', 'false');
    await wishlist.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Please login to save courses to your wishlist.')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(coursePath(course));
    await expect(wishlist).toHaveAttribute('aria-pressed', 'false');
    await expect(wishlist.locator('svg')).not.toHaveClass(/fill-red|text-red/);

    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Please login to buy the course.')).toBeVisible();
  });

  test('a logged-in learner gets the coupon check and the checkout', async ({ page, request }) => {
    test.slow();
    const course = await courseNamed(request, 'Python Foundations for Beginners');
    // The demo learner of the seeded database; page.request shares the browser's cookies.
    const login = await page.request.post('/api/user/login', {
      data: { email: 'demo@pathshala.local', password: 'Demo@12345' },
    });
    expect(login.ok()).toBe(true);
    await page.goto(coursePath(course));
    // The session check answers before the coupon form knows a learner is there (slow on a busy machine).
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    // Shown under the form and as a toast.
    await expect(page.getByTestId('coupon-error')).toHaveText('Please enter a valid coupon.');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    // The checkout opens on the page (simulated gateway); closing it buys nothing.
    const checkout = page.getByRole('dialog', { name: 'Pathshala checkout' });
    await expect(checkout).toBeVisible();
    await checkout.getByRole('button', { name: 'Close' }).click();
    await expect(checkout).toHaveCount(0);
    await expect(page).toHaveURL(coursePath(course));
  });

  test('below 768 px the sections are an accordion', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 780 });
    const course = await courseNamed(request, 'Data Science with Python and Pandas');
    await page.goto(coursePath(course));
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Course details' })).toHaveCount(0);

    const curriculum = page.getByRole('button', { name: 'Curriculum', exact: true });
    await expect(curriculum).toHaveAttribute('aria-expanded', 'false');
    await curriculum.click();
    await expect(curriculum).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('lecture-row').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('a course page arrives with its course: drawn without asking the API, and the next course is asked for', async ({
    page,
    request,
  }) => {
    const first = await courseNamed(request, 'Data Science with Python and Pandas');
    const second = (await listCourses(request)).find(
      (course) => course.id !== first.id && course.status === 'published',
    );
    if (!second) throw new Error('the demo catalogue has one published course');
    const asked: string[] = [];
    const apiCalls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/courses/getCourseDetails')) asked.push(sent.postData() ?? '');
      if (new URL(sent.url()).pathname.startsWith('/api/')) apiCalls.push(new URL(sent.url()).pathname);
    });
    await page.goto(coursePath(first));
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    // The data block is read once and leaves the page.
    await expect(page.locator(`#${COURSE_PAGE_DATA_ID}`)).toHaveCount(0);
    // Its roadmap and reviews came with it too, and a visitor has bought nothing: the page asks the API nothing.
    await expect(page.getByTestId('roadmap-step').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await expect(page.getByTestId('review').first()).toBeVisible();
    expect(apiCalls).toEqual([]);
    expect(asked).toEqual([]);
    // Within the app, another course is asked for as before.
    await page.goto('/courses');
    await page
      .getByTestId('course-card')
      .filter({ has: page.getByRole('heading', { name: second.title, exact: true }) })
      .getByRole('link', { name: 'Learn Now' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
    expect(asked.some((body) => body.includes(second.id))).toBe(true);
    expect(asked.some((body) => body.includes(first.id))).toBe(false);
  });

  test('an unknown course id says the course is not found and links to the catalogue', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/course/Gone/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse all courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    // The browser itself logs the API's 404; that one line is expected here, nothing else is.
    const others = consoleErrors.filter((text) => !text.includes('status of 404'));
    consoleErrors.splice(0, consoleErrors.length, ...others);
  });

  test("/course without a chosen course says 'Choose a course'", async ({ page }) => {
    await page.goto('/course');
    await expect(page.getByRole('heading', { name: 'Choose a course' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse all courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });
});

test.describe('placement page', () => {
  test('a tab and Apply Filters narrow the grid; an impossible combination shows No Placement', async ({
    page,
    request,
  }) => {
    const response = await request.get('/api/placementPreparation/getPlacementPrepration');
    const {
      data: { placementPreparation: courses },
    } = (await response.json()) as { data: { placementPreparation: PlacementCourse[] } };
    // The tabs are fixed: every placement topic in upper case, in the spec's order, each finding a course.
    const subjects = PLACEMENT_TOPICS.map((topic) => topic.toUpperCase());
    for (const tab of subjects) {
      expect(
        courses.some((course) => course.subject.toUpperCase() === tab),
        tab,
      ).toBe(true);
    }

    await page.goto('/Placement%20Preparation');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Learn daily to sharpen your skills.' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Prepare to become professionals ready to excel in placements and join the corporate world.',
      ),
    ).toBeVisible();
    const cards = page.getByTestId('placement-card');
    await expect(cards).toHaveCount(courses.length);
    await expect(cards.first()).toContainText('5.0');
    // A card that sells a placement programme leads to it; the others keep the spec's button.
    const selling = courses.filter((course) => course.programmeId).length;
    expect(selling).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'View programme' })).toHaveCount(selling);
    await expect(page.getByRole('link', { name: 'Coming soon!!!' })).toHaveCount(courses.length - selling);

    const tabs = page.getByRole('tablist', { name: 'Placement domains' });
    await expect(tabs.getByRole('tab')).toHaveText(['ALL DOMAINS', ...subjects]);
    await expect(tabs.getByRole('tab', { name: 'ALL DOMAINS' })).toHaveAttribute('aria-selected', 'true');

    // A tab keeps the courses whose subject in upper case equals it.
    const subject = subjects.find(
      (name) => courses.filter((course) => course.subject.toUpperCase() === name).length > 1,
    );
    if (!subject) throw new Error('no placement domain has two courses');
    const inTab = courses.filter((course) => course.subject.toUpperCase() === subject);
    await tabs.getByRole('tab', { name: subject, exact: true }).click();
    await expect(cards).toHaveCount(inTab.length);
    expect(new Set(await page.getByTestId('placement-card-subject').allTextContents())).toEqual(
      new Set(inTab.map((course) => course.subject)),
    );

    // Ticking alone changes nothing; 'Apply Filters' applies and closes the dropdown.
    const toggle = page.getByTestId('placement-filters-toggle');
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Placement filters' });
    await expect(menu).toBeVisible();
    const paid = inTab.filter((course) => course.price > 0);
    await menu.getByRole('checkbox', { name: 'Paid', exact: true }).check();
    await expect(cards).toHaveCount(inTab.length);
    await menu.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(cards).toHaveCount(paid.length);

    // A level no course of this domain has: nothing matches.
    const missingLevel = ['Beginner', 'Intermediate', 'Expert'].find(
      (level) => !inTab.some((course) => course.level === level),
    );
    if (!missingLevel) throw new Error(`every level exists in ${subject}`);
    await toggle.click();
    await menu.getByRole('checkbox', { name: missingLevel, exact: true }).check();
    await menu.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page.getByRole('img', { name: 'No Placement' })).toBeVisible();
    await expect(cards).toHaveCount(0);

    // Back to every domain with the filters still applied.
    await tabs.getByRole('tab', { name: 'ALL DOMAINS' }).click();
    const expected = courses.filter((course) => course.price > 0 && course.level === missingLevel);
    await expect(cards).toHaveCount(expected.length);
  });
});
