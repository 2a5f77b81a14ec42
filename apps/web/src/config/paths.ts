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

/** The screen of a running mock test: the shared layout leaves out its header and footer there. */
export const isTestScreen = (pathname: string) => /^\/mock-tests\/attempts\/[^/]+\/?$/i.test(pathname);
