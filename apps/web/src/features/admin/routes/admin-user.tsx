import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser as useSessionUser } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { type AdminUserDetail, useAdminUser } from '../api/get-user';
import { useReinstateUser } from '../api/reinstate-user';
import { Badge } from '../components/badge';
import { ConsoleNotFound } from '../components/console-not-found';
import { ConsolePageHeader } from '../components/console-page-header';
import { type Column, DataTable } from '../components/data-table';
import { DateTime } from '../components/date-time';
import { enrolmentAccessColumn, GrantCourseButton } from '../components/enrolment-controls';
import { FormFallback } from '../components/form-fallback';
import { isNotFound, LoadError, Notice, problemMessage } from '../components/notice';
import { DetailList, SectionCard } from '../components/section-card';
import { consolePaths } from '../utils/console-paths';
import { formatDate, formatDateTime, inr } from '../utils/format';
import {
  ORDER_STATUS_LABEL,
  ORDER_STATUS_TONE,
  type OrderStatus,
  ROLE_LABEL,
  ROLE_TONE,
} from '../utils/labels';
import type { ConsolePageProps } from './staff-console';

// The form library comes with the form, after the page has painted.
const RoleEditor = lazy(() =>
  import('../components/role-editor').then((module) => ({ default: module.RoleEditor })),
);

type UserCourse = AdminUserDetail['courses'][number];
type UserOrder = AdminUserDetail['orders'][number];

const orderStatusLabel = (status: string) => ORDER_STATUS_LABEL[status as OrderStatus] ?? status;
const orderStatusTone = (status: string) => ORDER_STATUS_TONE[status as OrderStatus] ?? 'slate';

const COURSE_COLUMNS: readonly Column<UserCourse>[] = [
  { id: 'title', header: 'Course', rowHeader: true, className: 'min-w-48', cell: (course) => course.title },
  {
    id: 'status',
    header: 'Enrolment',
    cell: (course) =>
      course.status === 'active' ? <Badge tone="green">Active</Badge> : <Badge tone="slate">Revoked</Badge>,
  },
  {
    id: 'enrolled',
    header: 'Enrolled',
    className: 'whitespace-nowrap',
    cell: (course) => <time dateTime={course.enrolledAt}>{formatDate(course.enrolledAt)}</time>,
  },
  {
    id: 'progress',
    header: 'Progress',
    cell: (course) => (
      <ProgressBar
        caption="count"
        completed={course.completedLectures}
        total={course.totalLectures}
        label={`Progress in ${course.title}`}
      />
    ),
  },
  {
    id: 'activity',
    header: 'Last activity',
    className: 'whitespace-nowrap',
    cell: (course) =>
      course.lastActivityAt ? (
        <DateTime iso={course.lastActivityAt} />
      ) : (
        <span className="text-slate-500">Not started</span>
      ),
  },
];

const ORDER_COLUMNS: readonly Column<UserOrder>[] = [
  {
    id: 'receipt',
    header: 'Receipt',
    rowHeader: true,
    cell: (order) => (
      <Link
        to={consolePaths.order(order.id)}
        className="rounded font-mono font-semibold whitespace-nowrap text-brand-800 hover:underline"
      >
        {order.receipt}
      </Link>
    ),
  },
  {
    id: 'date',
    header: 'Date',
    cell: (order) => <DateTime iso={order.createdAt} />,
  },
  { id: 'courses', header: 'Courses', className: 'min-w-48', cell: (order) => order.courses.join(', ') },
  { id: 'amount', header: 'Amount', numeric: true, cell: (order) => inr(order.amount) },
  {
    id: 'status',
    header: 'Status',
    cell: (order) => <Badge tone={orderStatusTone(order.status)}>{orderStatusLabel(order.status)}</Badge>,
  },
];

function ReinstateButton({ userId }: { userId: string }) {
  const reinstate = useReinstateUser();
  return (
    <Button
      variant="outline"
      size="sm"
      loading={reinstate.isPending}
      // This button goes once the account is open again: the outcome is told from the promise.
      onClick={() =>
        reinstate.mutateAsync(userId).then(
          () => toast.success('Account reinstated'),
          (error: unknown) => toast.error(problemMessage(error)),
        )
      }
    >
      Reinstate
    </Button>
  );
}

function UserDetail({ detail }: { detail: AdminUserDetail }) {
  const { user: sessionUser } = useSessionUser();
  const { user, courses, orders } = detail;
  const isSelf = sessionUser?.id === user.id;

  return (
    <>
      <ConsolePageHeader
        crumbs={[{ to: consolePaths.users, label: 'Users' }]}
        title={user.name}
        intro={<span className="break-all">{user.email}</span>}
      />
      <div className="flex flex-col gap-6">
        {user.closedAt && !user.erasedAt ? (
          <Notice
            tone="warning"
            title={`Closed on ${formatDate(user.closedAt)}`}
            action={<ReinstateButton userId={user.id} />}
          >
            The learner closed this account. It can be reinstated until its data is erased, 14 days after
            closing.
          </Notice>
        ) : null}
        {user.erasedAt ? (
          <Notice tone="warning" title={`Data erased on ${formatDate(user.erasedAt)}`}>
            This account was closed and its personal data erased; it cannot be reinstated.
          </Notice>
        ) : null}

        <SectionCard title="Account">
          <DetailList
            items={[
              [
                'E-mail',
                <span key="email" className="break-all">
                  {user.email}
                </span>,
              ],
              ['Mobile number', user.mobileNo || '—'],
              [
                'Role',
                <Badge key="role" tone={ROLE_TONE[user.role]}>
                  {ROLE_LABEL[user.role]}
                </Badge>,
              ],
              [
                'Instructor profile',
                user.instructorId ? (
                  <code key="profile" className="text-sm break-all">
                    {user.instructorId}
                  </code>
                ) : (
                  '—'
                ),
              ],
              ['Created', formatDateTime(user.createdAt)],
              ['Active enrolments', String(user.activeEnrollments)],
            ]}
          />
          <p className="mt-5 text-sm">
            <Link
              to={`${consolePaths.audit}?objectType=user&objectId=${encodeURIComponent(user.id)}`}
              className="font-semibold text-brand-700 hover:underline"
            >
              Changes to this account in the audit log
            </Link>
          </p>
        </SectionCard>

        <SectionCard
          title="Role"
          intro="What this account may do. A change applies to its open sessions at once."
        >
          <Suspense fallback={<FormFallback fields={2} />}>
            <RoleEditor
              key={`${user.role}:${user.instructorId ?? ''}`}
              user={user}
              lockedBecause={
                isSelf
                  ? 'You cannot change your own role; ask another admin.'
                  : user.closedAt
                    ? 'Reinstate this account before changing its role.'
                    : undefined
              }
            />
          </Suspense>
        </SectionCard>

        <SectionCard
          title="Courses"
          intro="Every course this account holds, with how far it has got. A bought course ends with a refund of its order."
          aside={<GrantCourseButton user={user} />}
        >
          <DataTable
            caption={`Courses of ${user.name}`}
            columns={[...COURSE_COLUMNS, enrolmentAccessColumn(user)]}
            rows={courses}
            rowKey={(course) => course.courseId}
            empty="No courses yet."
            minWidthClassName="min-w-[40rem]"
          />
        </SectionCard>

        <SectionCard title="Orders" intro="The latest 50 orders, newest first.">
          <DataTable
            caption={`Orders of ${user.name}`}
            columns={ORDER_COLUMNS}
            rows={orders}
            rowKey={(order) => order.id}
            empty="No orders yet."
            minWidthClassName="min-w-[40rem]"
          />
        </SectionCard>
      </div>
    </>
  );
}

/** /admin/users/:userId: the account, its role, its courses with progress and its orders. */
export function AdminUserRoute({ params }: ConsolePageProps) {
  const userId = params.userId ?? '';
  const detail = useAdminUser(userId);
  useDocumentTitle(detail.data ? `${detail.data.user.name} · Users` : 'User');

  if (detail.isError) {
    return isNotFound(detail.error) || /^[0-9a-f-]{36}$/i.test(userId) === false ? (
      <ConsoleNotFound home={consolePaths.users} what="user" />
    ) : (
      <LoadError error={detail.error} onRetry={() => detail.refetch()} what="this user" />
    );
  }
  if (!detail.data) {
    return (
      <div role="status" aria-label="Loading user" className="flex flex-col gap-4">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-9 w-64" />
        <Skeleton className="mt-4 h-48 w-full rounded-card" />
        <Skeleton className="h-64 w-full rounded-card" />
      </div>
    );
  }
  return <UserDetail detail={detail.data} />;
}
