/**
 * The hot reads held to their performance targets: the load bench drives them, the plan checks explain every
 * statement they send. One list, so a read added here is both measured and its plans checked.
 */
export interface HotRead {
  name: string;
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Needs a signed-in learner who owns the course. */
  learner?: boolean;
  /**
   * Reads every published course by design: the contract's catalogue call has no paging, and a catalogue page
   * is cut from the whole catalogue kept in memory (loaded with one statement, then shared by every page).
   */
  wholeCatalogue?: boolean;
}

export function hotReads(courseId: string, lectureId: string): HotRead[] {
  return [
    {
      name: 'list',
      label: 'course list',
      method: 'GET',
      path: '/api/courses/getCourse',
      wholeCatalogue: true,
    },
    {
      name: 'page',
      label: 'catalogue page',
      method: 'GET',
      path: '/api/courses/catalogue',
      wholeCatalogue: true,
    },
    {
      name: 'filtered',
      label: 'catalogue page, filtered',
      method: 'GET',
      path: '/api/courses/catalogue?category=PYTHON&review=5&price=1000%20-%204999',
      wholeCatalogue: true,
    },
    {
      name: 'details',
      label: 'course details',
      method: 'POST',
      path: '/api/courses/getCourseDetails',
      body: { courseId },
    },
    { name: 'search', label: "search 'python'", method: 'GET', path: '/api/search?keyword=python' },
    {
      name: 'suggestions',
      label: "suggestions 'pyt'",
      method: 'GET',
      path: '/api/course-suggestions?keyword=pyt',
    },
    {
      name: 'learnings',
      label: 'my learnings',
      method: 'GET',
      path: '/api/mylearnings/users/getCourseDetails',
      learner: true,
    },
    {
      name: 'purchased',
      label: 'purchased course details',
      method: 'POST',
      path: '/api/courses/getPurchasedCourseDetails',
      body: { courseId },
      learner: true,
    },
    {
      name: 'lecture',
      label: 'lecture details',
      method: 'POST',
      path: '/api/lectures/getLectureDetails',
      body: { lectureId },
      learner: true,
    },
    { name: 'cart', label: 'cart', method: 'GET', path: '/api/cart/getCartItems', learner: true },
  ];
}
