import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { ChartIcon, ClipboardIcon, UsersIcon } from '@/components/ui/course-icons';
import type { IconProps } from '@/components/ui/icons';
import { ArrowRightIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuditEntries } from '../api/get-audit-entries';
import { useCoupons } from '../api/get-coupons';
import { useOrders } from '../api/get-orders';
import { useAdminUsers } from '../api/get-users';
import { PresentationIcon, ReceiptIcon, TicketIcon } from '../components/console-icons';
import { ConsolePageHeader } from '../components/console-page-header';
import { LoadError } from '../components/notice';
import { consolePaths } from '../utils/console-paths';
import { formatCount, formatDateTime } from '../utils/format';
import { auditActionLabel } from '../utils/labels';
import type { Page } from '../utils/list-params';

/** One row is enough to learn how many there are: every list answers with its total. */
const COUNT_ONLY = { page: 1, pageSize: 1, order: 'desc' } as const;

interface SectionCardProps {
  to: string;
  title: string;
  description: string;
  icon: ComponentType<IconProps>;
  count?: UseQueryResult<Page<unknown>>;
  countLabel?: string;
}

function SectionCard({ to, title, description, icon: Icon, count, countLabel }: SectionCardProps) {
  return (
    <li>
      <Link
        to={to}
        className="group flex h-full flex-col rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200/70 transition-shadow hover:shadow-card-hover"
      >
        <span className="flex items-center justify-between gap-3">
          <span className="grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-700">
            <Icon className="size-5" />
          </span>
          <ArrowRightIcon className="size-4 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-700" />
        </span>
        <span className="mt-4 text-lg font-bold text-slate-900">{title}</span>
        <span className="mt-1 text-sm text-slate-600">{description}</span>
        {count ? (
          <div className="mt-4 text-sm text-slate-600">
            {count.data ? (
              <>
                <strong className="text-2xl font-extrabold text-slate-900 tabular-nums">
                  {formatCount(count.data.total)}
                </strong>{' '}
                {countLabel}
              </>
            ) : count.isError ? (
              'Count unavailable'
            ) : (
              <Skeleton className="h-8 w-24" />
            )}
          </div>
        ) : null}
      </Link>
    </li>
  );
}

/** /admin: the console's sections with how much each holds, and the latest changes of the audit log. */
export function AdminOverviewRoute() {
  useDocumentTitle('Admin console');
  const users = useAdminUsers({ ...COUNT_ONLY, sort: 'createdAt' });
  const coupons = useCoupons({ ...COUNT_ONLY, sort: 'createdAt', active: 'true' });
  const orders = useOrders({ ...COUNT_ONLY, sort: 'createdAt' });
  const review = useOrders({ ...COUNT_ONLY, sort: 'createdAt', status: 'review' });
  const latest = useAuditEntries({ page: 1, pageSize: 5, sort: 'createdAt', order: 'desc' });

  return (
    <>
      <ConsolePageHeader
        title="Overview"
        intro="Manage accounts and roles, coupons and orders, and see who changed what."
      />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <SectionCard
          to={consolePaths.dashboard}
          title="Dashboard"
          description="Revenue, refunds, enrolments and top courses over any range of days."
          icon={ChartIcon}
        />
        <SectionCard
          to={consolePaths.users}
          title="Users"
          description="Search accounts, grant roles, reinstate closed accounts."
          icon={UsersIcon}
          count={users}
          countLabel="accounts"
        />
        <SectionCard
          to={consolePaths.coupons}
          title="Coupons"
          description="Create coupons, change limits and dates, see uses so far."
          icon={TicketIcon}
          count={coupons}
          countLabel="active"
        />
        <SectionCard
          to={consolePaths.orders}
          title="Orders"
          description="Find an order by receipt or e-mail and follow its history."
          icon={ReceiptIcon}
          count={orders}
          countLabel="orders"
        />
        <SectionCard
          to={`${consolePaths.orders}?status=review`}
          title="Under review"
          description="Payments held for a person to check before the course opens."
          icon={ReceiptIcon}
          count={review}
          countLabel="to check"
        />
        <SectionCard
          to={consolePaths.audit}
          title="Audit log"
          description="Every change made in the consoles, with before and after."
          icon={ClipboardIcon}
        />
        <SectionCard
          to={consolePaths.instructor}
          title="Instructor view"
          description="Courses with enrolments, revenue and how far learners have got."
          icon={PresentationIcon}
        />
      </ul>

      <section aria-labelledby="latest-changes" className="mt-10">
        <div className="mb-3 flex items-baseline justify-between gap-4">
          <h2 id="latest-changes" className="text-lg font-bold">
            Latest changes
          </h2>
          <Link to={consolePaths.audit} className="text-sm font-semibold text-brand-700 hover:underline">
            Open the audit log
          </Link>
        </div>
        {latest.isError ? (
          <LoadError error={latest.error} onRetry={() => latest.refetch()} what="the latest changes" />
        ) : (
          <div className="rounded-card bg-white shadow-card ring-1 ring-slate-200/70">
            {latest.data === undefined ? (
              <div className="flex flex-col gap-3 p-5" aria-hidden="true">
                <Skeleton className="h-5 w-full" />
                <Skeleton className="h-5 w-4/5" />
                <Skeleton className="h-5 w-3/5" />
              </div>
            ) : latest.data.items.length === 0 ? (
              <p className="p-5 text-sm text-slate-600">Nothing has been changed in the consoles yet.</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {latest.data.items.map((entry) => (
                  <li key={entry.id} className="flex flex-col gap-0.5 px-5 py-3 text-sm sm:flex-row sm:gap-4">
                    <time dateTime={entry.at} className="shrink-0 text-slate-500 sm:w-44">
                      {formatDateTime(entry.at)}
                    </time>
                    <span className="min-w-0 text-slate-700">
                      <strong className="font-semibold text-slate-900">
                        {auditActionLabel(entry.action)}
                      </strong>{' '}
                      by <span className="break-words">{entry.actorEmail}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </section>
    </>
  );
}
