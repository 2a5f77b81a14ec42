import { type ComponentType, lazy, useEffect } from 'react';
import { matchPath, type Params, useLocation, useNavigate } from 'react-router';
import { PageFallback } from '@/components/layout/page-fallback';
import {
  BookIcon,
  BrainIcon,
  BriefcaseIcon,
  ChartIcon,
  ClipboardIcon,
  ClockIcon,
  CodeIcon,
  HandshakeIcon,
  MessageIcon,
  SendIcon,
  TargetIcon,
  UsersIcon,
} from '@/components/ui/course-icons';
import { DashboardIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import {
  FileTextIcon,
  GridIcon,
  ImageIcon,
  InboxIcon,
  InstructorIcon,
  MentorIcon,
  NewsletterIcon,
  PresentationIcon,
  QuoteIcon,
  ReceiptIcon,
  ShieldIcon,
  TicketIcon,
  UploadIcon,
  UserPlusIcon,
} from '../components/console-icons';
import { ConsoleLayout, type ConsoleNavItem } from '../components/console-layout';
import { ConsoleNotFound } from '../components/console-not-found';
import { Forbidden } from '../components/forbidden';
import { consolePaths } from '../utils/console-paths';

// Each console page is a chunk of its own, loaded when it is first opened.
const InstructorQuestionsRoute = lazy(() =>
  import('./instructor-questions').then((page) => ({ default: page.InstructorQuestionsRoute })),
);
const AdminQaReportsRoute = lazy(() =>
  import('./admin-qa-reports').then((page) => ({ default: page.AdminQaReportsRoute })),
);
const AdminOverviewRoute = lazy(() =>
  import('./admin-overview').then((page) => ({ default: page.AdminOverviewRoute })),
);
const AdminUsersRoute = lazy(() =>
  import('./admin-users').then((page) => ({ default: page.AdminUsersRoute })),
);
const AdminUserRoute = lazy(() => import('./admin-user').then((page) => ({ default: page.AdminUserRoute })));
const AdminCouponsRoute = lazy(() =>
  import('./admin-coupons').then((page) => ({ default: page.AdminCouponsRoute })),
);
const AdminOrdersRoute = lazy(() =>
  import('./admin-orders').then((page) => ({ default: page.AdminOrdersRoute })),
);
const AdminOrderRoute = lazy(() =>
  import('./admin-order').then((page) => ({ default: page.AdminOrderRoute })),
);
const AdminAuditRoute = lazy(() =>
  import('./admin-audit').then((page) => ({ default: page.AdminAuditRoute })),
);
const AdminDashboardRoute = lazy(() =>
  import('./admin-dashboard').then((page) => ({ default: page.AdminDashboardRoute })),
);
const AdminInvoicesRoute = lazy(() =>
  import('./admin-invoices').then((page) => ({ default: page.AdminInvoicesRoute })),
);
const AdminBulkEnrolmentRoute = lazy(() =>
  import('./admin-bulk-enrolment').then((page) => ({ default: page.AdminBulkEnrolmentRoute })),
);
const AdminCoursesRoute = lazy(() =>
  import('./admin-courses').then((page) => ({ default: page.AdminCoursesRoute })),
);
const AdminCourseNewRoute = lazy(() =>
  import('./admin-course-new').then((page) => ({ default: page.AdminCourseNewRoute })),
);
const AdminCourseRoute = lazy(() =>
  import('./admin-course').then((page) => ({ default: page.AdminCourseRoute })),
);
const AdminInstructorsRoute = lazy(() =>
  import('./admin-instructors').then((page) => ({ default: page.AdminInstructorsRoute })),
);
const AdminApplicationBoardRoute = lazy(() =>
  import('./admin-application-board').then((page) => ({ default: page.AdminApplicationBoardRoute })),
);
const AdminApplicationsRoute = lazy(() =>
  import('./admin-applications').then((page) => ({ default: page.AdminApplicationsRoute })),
);
const AdminApplicationRoute = lazy(() =>
  import('./admin-application').then((page) => ({ default: page.AdminApplicationRoute })),
);
const AdminMessagesRoute = lazy(() =>
  import('./admin-messages').then((page) => ({ default: page.AdminMessagesRoute })),
);
const AdminNewsletterRoute = lazy(() =>
  import('./admin-newsletter').then((page) => ({ default: page.AdminNewsletterRoute })),
);
const AdminOutboxRoute = lazy(() =>
  import('./admin-outbox').then((page) => ({ default: page.AdminOutboxRoute })),
);
const AdminSiteContentRoute = lazy(() =>
  import('./admin-site-content').then((page) => ({ default: page.AdminSiteContentRoute })),
);
const AdminQuestionsRoute = lazy(() =>
  import('./admin-questions').then((page) => ({ default: page.AdminQuestionsRoute })),
);
const AdminQuestionNewRoute = lazy(() =>
  import('./admin-question-new').then((page) => ({ default: page.AdminQuestionNewRoute })),
);
const AdminQuestionRoute = lazy(() =>
  import('./admin-question').then((page) => ({ default: page.AdminQuestionRoute })),
);
const AdminQuestionImportRoute = lazy(() =>
  import('./admin-question-import').then((page) => ({ default: page.AdminQuestionImportRoute })),
);
const AdminMockTestsRoute = lazy(() =>
  import('./admin-mock-tests').then((page) => ({ default: page.AdminMockTestsRoute })),
);
const AdminMockTestAttemptsRoute = lazy(() =>
  import('./admin-mock-test-attempts').then((page) => ({ default: page.AdminMockTestAttemptsRoute })),
);
const AdminCodingProblemsRoute = lazy(() =>
  import('./admin-coding-problems').then((page) => ({ default: page.AdminCodingProblemsRoute })),
);
const AdminCodingProblemNewRoute = lazy(() =>
  import('./admin-coding-problem').then((page) => ({ default: page.AdminCodingProblemNewRoute })),
);
const AdminCodingProblemRoute = lazy(() =>
  import('./admin-coding-problem').then((page) => ({ default: page.AdminCodingProblemRoute })),
);
const InstructorCoursesRoute = lazy(() =>
  import('./instructor-courses').then((page) => ({ default: page.InstructorCoursesRoute })),
);
const InstructorCourseRoute = lazy(() =>
  import('./instructor-course').then((page) => ({ default: page.InstructorCourseRoute })),
);
const InstructorReviewsRoute = lazy(() =>
  import('./instructor-reviews').then((page) => ({ default: page.InstructorReviewsRoute })),
);
const InstructorCourseReviewsRoute = lazy(() =>
  import('./instructor-course-reviews').then((page) => ({ default: page.InstructorCourseReviewsRoute })),
);
const AdminCourseReviewsRoute = lazy(() =>
  import('./admin-course-reviews').then((page) => ({ default: page.AdminCourseReviewsRoute })),
);
const InstructorReviewRoute = lazy(() =>
  import('./instructor-review').then((page) => ({ default: page.InstructorReviewRoute })),
);

/** A console page gets the parameters of its path (e.g. `userId`) as props. */
export interface ConsolePageProps {
  params: Params;
}
type ConsolePages = readonly (readonly [pattern: string, Page: ComponentType<ConsolePageProps>])[];

const ADMIN_PAGES: ConsolePages = [
  ['/admin', AdminOverviewRoute],
  ['/admin/users', AdminUsersRoute],
  ['/admin/users/:userId', AdminUserRoute],
  ['/admin/coupons', AdminCouponsRoute],
  ['/admin/orders', AdminOrdersRoute],
  ['/admin/orders/:orderId', AdminOrderRoute],
  ['/admin/audit', AdminAuditRoute],
  ['/admin/qa/reports', AdminQaReportsRoute],
  ['/admin/dashboard', AdminDashboardRoute],
  ['/admin/invoices', AdminInvoicesRoute],
  ['/admin/enrolments/bulk', AdminBulkEnrolmentRoute],
  ['/admin/courses', AdminCoursesRoute],
  // Before ':courseId', which would take 'new' for an id.
  ['/admin/courses/new', AdminCourseNewRoute],
  ['/admin/courses/:courseId', AdminCourseRoute],
  ['/admin/instructors', AdminInstructorsRoute],
  ['/admin/reviews', AdminCourseReviewsRoute],
  ['/admin/applications', AdminApplicationsRoute],
  // Before ':kind/:applicationId' (two parts, so they never meet; kept together for the reader).
  ['/admin/applications/board', AdminApplicationBoardRoute],
  ['/admin/applications/:kind/:applicationId', AdminApplicationRoute],
  ['/admin/messages', AdminMessagesRoute],
  ['/admin/newsletter', AdminNewsletterRoute],
  ['/admin/outbox', AdminOutboxRoute],
  ['/admin/content/:type', AdminSiteContentRoute],
  ['/admin/practice/questions', AdminQuestionsRoute],
  // A key may itself be 'new': an edit's path ends in /edit, so the two never meet.
  ['/admin/practice/questions/new', AdminQuestionNewRoute],
  ['/admin/practice/questions/:key/edit', AdminQuestionRoute],
  ['/admin/practice/import', AdminQuestionImportRoute],
  ['/admin/practice/mock-tests', AdminMockTestsRoute],
  ['/admin/practice/mock-tests/:testId/attempts', AdminMockTestAttemptsRoute],
  ['/admin/coding/problems', AdminCodingProblemsRoute],
  // Before ':problemId', which would take 'new' for an id.
  ['/admin/coding/problems/new', AdminCodingProblemNewRoute],
  ['/admin/coding/problems/:problemId', AdminCodingProblemRoute],
];
const INSTRUCTOR_PAGES: ConsolePages = [
  ['/instructor', InstructorCoursesRoute],
  ['/instructor/courses/:courseId', InstructorCourseRoute],
  ['/instructor/reviews', InstructorReviewsRoute],
  ['/instructor/questions', InstructorQuestionsRoute],
  ['/instructor/reviews/:submissionId', InstructorReviewRoute],
  ['/instructor/course-reviews', InstructorCourseReviewsRoute],
];

/** The page of a path (case-insensitive, like the app's route table), or the console's 'not found'. */
function ConsolePage({ pages, pathname, home }: { pages: ConsolePages; pathname: string; home: string }) {
  for (const [pattern, Page] of pages) {
    const match = matchPath(pattern, pathname);
    if (match) return <Page params={match.params} />;
  }
  return <ConsoleNotFound home={home} />;
}

// Six groups under the two entries used most: each folds away, so the menu fits a 1280 × 800 screen with the
// current page's group open (console-layout.tsx).
const ADMIN_MENU: readonly ConsoleNavItem[] = [
  { to: consolePaths.admin, label: 'Overview', icon: DashboardIcon, end: true },
  { to: consolePaths.dashboard, label: 'Dashboard', icon: ChartIcon },
  { to: consolePaths.courses, label: 'Courses', icon: BookIcon, group: 'Teaching' },
  { to: consolePaths.instructors, label: 'Instructors', icon: InstructorIcon, group: 'Teaching' },
  { to: consolePaths.bulkEnrolment, label: 'Bulk enrolment', icon: UserPlusIcon, group: 'Teaching' },
  { to: consolePaths.courseReviews, label: 'Course reviews', icon: QuoteIcon, group: 'Teaching' },
  { to: consolePaths.orders, label: 'Orders', icon: ReceiptIcon, group: 'Sales' },
  { to: consolePaths.coupons, label: 'Coupons', icon: TicketIcon, group: 'Sales' },
  { to: consolePaths.invoices, label: 'GST invoices', icon: FileTextIcon, group: 'Sales' },
  { to: consolePaths.users, label: 'Users', icon: UsersIcon, group: 'People' },
  { to: consolePaths.applications, label: 'Applications', icon: InboxIcon, group: 'People' },
  { to: consolePaths.messages, label: 'Contact messages', icon: MessageIcon, group: 'People' },
  { to: consolePaths.newsletter, label: 'Newsletter', icon: NewsletterIcon, group: 'People' },
  { to: consolePaths.qaReports, label: 'Q&A moderation', icon: MessageIcon, group: 'People' },
  { to: consolePaths.questions, label: 'Questions', icon: BrainIcon, group: 'Practice' },
  { to: consolePaths.questionImport, label: 'Import questions', icon: UploadIcon, group: 'Practice' },
  { to: consolePaths.mockTests, label: 'Mock tests', icon: ClockIcon, group: 'Practice' },
  { to: consolePaths.codingProblems, label: 'Coding problems', icon: CodeIcon, group: 'Practice' },
  { to: consolePaths.siteContent('banners'), label: 'Banners', icon: ImageIcon, group: 'Site content' },
  { to: consolePaths.siteContent('services'), label: 'Services', icon: GridIcon, group: 'Site content' },
  { to: consolePaths.siteContent('mentors'), label: 'Mentors', icon: MentorIcon, group: 'Site content' },
  {
    to: consolePaths.siteContent('testimonials'),
    label: 'Testimonials',
    icon: QuoteIcon,
    group: 'Site content',
  },
  {
    to: consolePaths.siteContent('collaborators'),
    label: 'Collaborators',
    icon: HandshakeIcon,
    group: 'Site content',
  },
  {
    to: consolePaths.siteContent('placement-courses'),
    label: 'Placement prep',
    icon: TargetIcon,
    group: 'Site content',
  },
  {
    to: consolePaths.siteContent('positions'),
    label: 'Positions',
    icon: BriefcaseIcon,
    group: 'Site content',
  },
  { to: consolePaths.outbox, label: 'E-mail outbox', icon: SendIcon, group: 'System' },
  { to: consolePaths.audit, label: 'Audit log', icon: ClipboardIcon, group: 'System' },
];
const INSTRUCTOR_MENU: readonly ConsoleNavItem[] = [
  { to: consolePaths.instructor, label: 'My courses', icon: BookIcon, end: true },
  { to: consolePaths.reviews, label: 'Project reviews', icon: ClipboardIcon },
  { to: consolePaths.instructorCourseReviews, label: 'Course reviews', icon: QuoteIcon },
  { to: consolePaths.instructorQuestions, label: 'Questions', icon: MessageIcon },
];
// An admin sees every course here, not courses of their own.
const INSTRUCTOR_MENU_OF_ADMIN: readonly ConsoleNavItem[] = [
  { to: consolePaths.instructor, label: 'All courses', icon: BookIcon, end: true },
  { to: consolePaths.reviews, label: 'Project reviews', icon: ClipboardIcon },
  { to: consolePaths.instructorCourseReviews, label: 'Course reviews', icon: QuoteIcon },
  { to: consolePaths.instructorQuestions, label: 'Questions', icon: MessageIcon },
];
const TO_INSTRUCTOR_VIEW: ConsoleNavItem = {
  to: consolePaths.instructor,
  label: 'Instructor view',
  icon: PresentationIcon,
};
const TO_ADMIN_CONSOLE: ConsoleNavItem = { to: consolePaths.admin, label: 'Admin console', icon: ShieldIcon };

/**
 * /admin/* (admins) and /instructor/* (instructors and admins). The route table has one lazy entry for each and
 * the pages are matched here: the table and the router's code are part of every page's first load, and routing
 * the console's pages here keeps both from growing (no route per page, no descendant <Routes>). Each page is
 * still a chunk of its own. A visitor goes to the login screen and comes back after it; another role sees why
 * it may not enter (the API would answer 403 anyway). Exported as `Component`: the route table's lazy entry
 * takes this module as the route itself.
 */
export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const { user, isPending } = useUser();
  const isAdminConsole = /^\/admin(?:\/|$)/i.test(location.pathname);
  const area = isAdminConsole ? 'admin console' : 'instructor view';
  const mustLogIn = !isPending && !user;

  useEffect(() => {
    if (mustLogIn) {
      navigate(paths.login, {
        replace: true,
        state: { from: location, message: `Please login to open the ${area}.` },
      });
    }
  }, [mustLogIn, navigate, location, area]);

  if (!user) return <PageFallback />;
  if (isAdminConsole) {
    if (user.role !== 'admin') return <Forbidden area={area} />;
    return (
      <ConsoleLayout title="Admin console" items={ADMIN_MENU} switchTo={TO_INSTRUCTOR_VIEW}>
        <ConsolePage pages={ADMIN_PAGES} pathname={location.pathname} home={consolePaths.admin} />
      </ConsoleLayout>
    );
  }
  if (user.role === 'learner') return <Forbidden area={area} />;
  return (
    <ConsoleLayout
      title="Instructor view"
      items={user.role === 'admin' ? INSTRUCTOR_MENU_OF_ADMIN : INSTRUCTOR_MENU}
      switchTo={user.role === 'admin' ? TO_ADMIN_CONSOLE : undefined}
    >
      <ConsolePage pages={INSTRUCTOR_PAGES} pathname={location.pathname} home={consolePaths.instructor} />
    </ConsoleLayout>
  );
}
