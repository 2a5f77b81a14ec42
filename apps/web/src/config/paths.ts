/** Every in-app path the UI links to, so links and the route table cannot drift apart. */
export const paths = {
  home: '/',
  aboutUs: '/about-us',
  courses: '/courses',
  course: (title: string, id: string) => `/course/${encodeURIComponent(title)}/${id}`,
  placementPreparation: '/Placement Preparation',
  /** A placement programme's page (a course of kind 'programme'). */
  programme: (programmeId: string) => `/placement/${encodeURIComponent(programmeId)}`,
  myLearnings: '/my-learnings',
  viewLectures: (title: string) => `/view-lectures/${encodeURIComponent(title)}`,
  project: (projectId: string) => `/projects/${encodeURIComponent(projectId)}`,
  contactUs: '/contact-us',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  cart: '/cart',
  wishlist: '/wishlist',
  profile: '/profile',
  /**
   * A learner's public profile, as the API's `publicProfilePath` builds it; written out here so the rules module
   * it lives in stays out of every page's first load.
   */
  publicProfile: (handle: string) => `/u/${encodeURIComponent(handle)}`,
  orders: '/profile/orders',
  purchase: (orderId: string) => `/purchase/${encodeURIComponent(orderId)}`,
  logout: '/logout',
  careers: '/Careers',
  internships: '/internships',
  internship: (title: string) => `/internship/${encodeURIComponent(title)}`,
  privacy: '/privacy',
  terms: '/terms',
  cancellation: '/cancellation',
  disclaimer: '/disclaimer',
  comingSoon: '/coming',
  practice: '/practice',
  mockTests: '/mock-tests',
  mockAttempt: (attemptId: string) => `/mock-tests/attempts/${encodeURIComponent(attemptId)}`,
  mockAttemptResult: (attemptId: string) => `/mock-tests/attempts/${encodeURIComponent(attemptId)}/result`,
} as const;
