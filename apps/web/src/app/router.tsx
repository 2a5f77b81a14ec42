import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { PageFallback } from '@/components/layout/page-fallback';
import { RootLayout } from '@/components/layout/root-layout';
import { tokenHandOverLoader } from '@/features/accounts/routes/token-hand-over';
import { redirectIfLoggedInLoader, requireUserLoader } from '@/lib/auth';
import { RouteError } from './routes/route-error';

type LazyRoute = NonNullable<RouteObject['lazy']>;

// One lazy loader per page, so every page is its own chunk (route-level code splitting).
const home: LazyRoute = async () => ({
  Component: (await import('@/features/content/routes/home')).HomeRoute,
});
const aboutUs: LazyRoute = async () => ({
  Component: (await import('@/features/content/routes/about-us')).AboutUsRoute,
});
const privacyPolicy: LazyRoute = async () => ({
  Component: (await import('@/features/content/routes/privacy-policy')).PrivacyPolicyRoute,
});
const terms: LazyRoute = async () => ({
  Component: (await import('@/features/content/routes/terms')).TermsRoute,
});
const refundPolicy: LazyRoute = async () => ({
  Component: (await import('@/features/content/routes/refund-policy')).RefundPolicyRoute,
});
const forgotPassword: LazyRoute = async () => ({
  Component: (await import('@/features/accounts/routes/password-reset')).ForgotPasswordRoute,
});
const resetPassword: LazyRoute = async () => ({
  Component: (await import('@/features/accounts/routes/password-reset')).ResetPasswordRoute,
});
const disclaimer: LazyRoute = async () => ({
  Component: (await import('@/features/content/routes/disclaimer')).DisclaimerRoute,
});
const courses: LazyRoute = async () => ({
  Component: (await import('@/features/catalogue/routes/courses')).CoursesRoute,
});
const courseDetail: LazyRoute = async () => ({
  Component: (await import('@/features/catalogue/routes/course-detail')).CourseDetailRoute,
});
const placementPreparation: LazyRoute = async () => ({
  Component: (await import('@/features/catalogue/routes/placement-preparation')).PlacementPreparationRoute,
});
const programme: LazyRoute = async () => ({
  Component: (await import('@/features/catalogue/routes/programme')).ProgrammeRoute,
});
const mockInterviewsService: LazyRoute = async () => ({
  Component: (await import('@/features/catalogue/routes/programme')).MockInterviewsServiceRoute,
});
const contactUs: LazyRoute = async () => ({
  Component: (await import('@/features/engagement/routes/contact-us')).ContactUsRoute,
});
const myLearnings: LazyRoute = async () => ({
  Component: (await import('@/features/learning/routes/my-learnings')).MyLearningsRoute,
});
const viewLectures =
  (queryClient: QueryClient): LazyRoute =>
  async () => {
    const { ViewLecturesRoute, viewLecturesLoader } = await import(
      '@/features/learning/routes/view-lectures'
    );
    return { loader: viewLecturesLoader(queryClient), Component: ViewLecturesRoute };
  };
const courseQuestions: LazyRoute = async () => ({
  Component: (await import('@/features/qa/routes/course-questions')).CourseQuestionsRoute,
});
const project: LazyRoute = async () => ({
  Component: (await import('@/features/projects/routes/project')).ProjectRoute,
});
const auth: LazyRoute = async () => ({
  Component: (await import('@/features/accounts/routes/auth')).AuthRoute,
});
const profile: LazyRoute = async () => ({
  Component: (await import('@/features/accounts/routes/profile')).ProfileRoute,
});
const logout: LazyRoute = async () => ({
  Component: (await import('@/features/accounts/routes/logout')).LogoutRoute,
});
const cart: LazyRoute = async () => ({
  Component: (await import('@/features/cart/routes/cart')).CartRoute,
});
const wishlist: LazyRoute = async () => ({
  Component: (await import('@/features/wishlist/routes/wishlist')).WishlistRoute,
});
const internships: LazyRoute = async () => ({
  Component: (await import('@/features/applications/routes/internships')).InternshipsRoute,
});
const careerApplication: LazyRoute = async () => ({
  Component: (await import('@/features/applications/routes/career-application')).CareerApplicationRoute,
});
const careers: LazyRoute = async () => ({
  Component: (await import('@/features/applications/routes/careers')).CareersRoute,
});
const notifications: LazyRoute = async () => ({
  Component: (await import('@/features/notifications/routes/notifications')).NotificationsRoute,
});
const myApplications: LazyRoute = async () => ({
  Component: (await import('@/features/notifications/routes/my-applications')).MyApplicationsRoute,
});
const orders: LazyRoute = async () => ({
  Component: (await import('@/features/payments/routes/orders')).OrdersRoute,
});
const purchaseConfirmation: LazyRoute = async () => ({
  Component: (await import('@/features/payments/routes/purchase-confirmation')).PurchaseConfirmationRoute,
});
// The module exports `Component` itself: one route entry the fewer bytes in every page's first load.
const publicProfile: LazyRoute = () => import('@/features/profiles/routes/public-profile');
// The module exports `Component` and guards itself (a visitor is sent to sign in and comes back).
const resumeBuilder: LazyRoute = () => import('@/features/resume/routes/resume-builder');
const certificate: LazyRoute = async () => ({
  Component: (await import('@/features/certificates/routes/certificate')).CertificateRoute,
});
// Placement practice and mock tests route their own pages too (one entry here keeps the first load small).
const practicePages: LazyRoute = () => import('@/features/practice/routes/practice-pages');
const codingPages: LazyRoute = () => import('@/features/coding/routes/coding-pages');
// The admin console and the instructor view route their own pages (see the module, which exports `Component`).
const staffConsole: LazyRoute = () => import('@/features/admin/routes/staff-console');
const workshops: LazyRoute = async () => ({
  Component: (await import('@/features/live/routes/workshops')).WorkshopsRoute,
});
const industryProjects: LazyRoute = async () => ({
  Component: (await import('@/features/projects/routes/industry-projects')).IndustryProjectsRoute,
});
const comingSoon: LazyRoute = async () => ({
  Component: (await import('./routes/coming-soon')).ComingSoonRoute,
});
const notFound =
  (queryClient: QueryClient): LazyRoute =>
  async () => {
    const { NotFoundRoute, notFoundLoader } = await import('./routes/not-found');
    return { loader: notFoundLoader(queryClient), Component: NotFoundRoute };
  };

/**
 * The route table of spec §2, including the case variants seen in the wild. Matching is case-insensitive
 * and done on the decoded path, so '/Placement%20Preparation' reaches 'Placement Preparation'.
 * Loaders share the app's query client, so a guard reads the same session the header shows.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const oauthSuccess: LazyRoute = async () => {
    const { OAuthSuccessRoute, oauthSuccessLoader } = await import(
      '@/features/accounts/routes/oauth-success'
    );
    return { loader: oauthSuccessLoader(queryClient), Component: OAuthSuccessRoute };
  };

  return [
    {
      path: '/',
      Component: RootLayout,
      children: [
        {
          // Pathless: keeps header and footer on screen while a page loads or fails.
          ErrorBoundary: RouteError,
          HydrateFallback: PageFallback,
          // Spec §4: `?token=` on any page is a sign-in hand-over.
          loader: tokenHandOverLoader(queryClient),
          // Only a new token needs the hand-over again; filters and search in the query string do not.
          shouldRevalidate: ({ currentUrl, nextUrl }) =>
            currentUrl.searchParams.get('token') !== nextUrl.searchParams.get('token'),
          children: [
            { index: true, lazy: home },
            { path: 'Home', lazy: home },
            { path: 'home', lazy: home },
            { path: 'courses', lazy: courses },
            { path: 'course/:title/:id', lazy: courseDetail },
            { path: 'course', lazy: courseDetail },
            { path: 'Placement Preparation', lazy: placementPreparation },
            { path: 'placement/:programmeId', lazy: programme },
            { path: 'contact-us', lazy: contactUs },
            // A reset link works whoever is signed in on this browser: the token names the account.
            { path: 'reset-password', lazy: resetPassword },
            // Visitors see 'You are not logged in' here rather than a redirect (spec §2 "My learnings").
            { path: 'my-Learnings', lazy: myLearnings },
            { path: 'my-learnings', lazy: myLearnings },
            {
              // Spec §2: the login screen sends a signed-in learner to /.
              loader: redirectIfLoggedInLoader(queryClient),
              children: [
                { path: 'login', lazy: auth },
                { path: 'signup', lazy: auth },
                { path: 'forgot-password', lazy: forgotPassword },
              ],
            },
            {
              // Spec §2: protected screens send a visitor to /.
              loader: requireUserLoader(queryClient),
              children: [
                { path: 'view-Lectures/:title', lazy: viewLectures(queryClient) },
                { path: 'view-lectures/:title', lazy: viewLectures(queryClient) },
                { path: 'projects/:projectId', lazy: project },
                { path: 'courses/:courseId/questions', lazy: courseQuestions },
                { path: 'cart', lazy: cart },
                { path: 'profile', lazy: profile },
                { path: 'profile/orders', lazy: orders },
                { path: 'purchase/:orderId', lazy: purchaseConfirmation },
                { path: 'wishlist', lazy: wishlist },
                { path: 'notifications', lazy: notifications },
                { path: 'my-applications', lazy: myApplications },
              ],
            },
            { path: 'resume', lazy: resumeBuilder },
            { path: 'oauth-success', lazy: oauthSuccess },
            { path: 'about-us', lazy: aboutUs },
            { path: 'internships', lazy: internships },
            { path: 'internship/:title', lazy: careerApplication },
            { path: 'privacy', lazy: privacyPolicy },
            { path: 'terms', lazy: terms },
            { path: 'cancellation', lazy: refundPolicy },
            { path: 'disclaimer', lazy: disclaimer },
            { path: 'logout', lazy: logout },
            { path: 'Careers', lazy: careers },
            { path: 'careers', lazy: careers },
            { path: 'certificate/:id', lazy: certificate },
            // A learner's public profile; the owner's menu keeps 'View public profile' to /my-learnings (spec §2).
            { path: 'u/:handle', lazy: publicProfile },
            // Placement practice and mock tests: topics and the test list are open to visitors.
            { path: 'practice/*', lazy: practicePages },
            { path: 'mock-tests/*', lazy: practicePages },
            { path: 'coding/*', lazy: codingPages },
            { path: 'coming', lazy: comingSoon },
            { path: 'admin/*', lazy: staffConsole },
            { path: 'instructor/*', lazy: staffConsole },
            // Home service cards link to /{service title}.
            { path: 'Workshops & Webinars', lazy: workshops },
            // The interview programme's page while one is on sale, else Coming soon.
            { path: 'Mock Technical Interviews', lazy: mockInterviewsService },
            { path: 'Industry Projects', lazy: industryProjects },
            // Any other service title an admin creates is Coming soon too: the loader checks the services.
            { path: '*', lazy: notFound(queryClient) },
          ],
        },
      ],
    },
  ];
}

export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/** The app's router, on the app's query client: loaders read the same session the header shows. */
export function createAppRouter(queryClient: QueryClient): AppRouterInstance {
  return createBrowserRouter(createRoutes(queryClient));
}

/** Resolves once the router has run the first location's loaders and loaded its lazy route: what it draws. */
export function routerReady(router: AppRouterInstance): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
