import type { AdminOrder } from '@pathshala/shared/admin';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { type OrdersParams, useOrders } from '../api/get-orders';
import { Badge } from '../components/badge';
import { ConsoleListPage } from '../components/console-list-page';
import { CourseFilter } from '../components/course-picker';
import type { Column } from '../components/data-table';
import { DateTime } from '../components/date-time';
import { DateRangeFilter, FilterInput, FilterSelect } from '../components/filters';
import { useTableState } from '../hooks/use-table-state';
import { consolePaths } from '../utils/console-paths';
import { inr } from '../utils/format';
import { ORDER_STATUS_LABEL, ORDER_STATUS_TONE, type OrderStatus } from '../utils/labels';

const STATUSES = Object.keys(ORDER_STATUS_LABEL) as OrderStatus[];
const STATUS_OPTIONS = STATUSES.map((status) => ({ value: status, label: ORDER_STATUS_LABEL[status] }));

const TABLE = {
  sorts: ['createdAt', 'amount'],
  filters: { status: STATUSES, from: null, to: null, courseId: null, coupon: null },
} as const;

const COLUMNS: readonly Column<AdminOrder, OrdersParams['sort']>[] = [
  {
    id: 'receipt',
    header: 'Receipt and status',
    rowHeader: true,
    // The status sits under the receipt: the columns that matter most stay in view on a laptop.
    cell: (order) => (
      <span className="flex flex-col items-start gap-1">
        <Link
          to={consolePaths.order(order.id)}
          className="rounded font-mono text-[0.8125rem] font-semibold whitespace-nowrap text-brand-800 underline-offset-4 hover:underline"
        >
          {order.receipt}
        </Link>
        <Badge tone={ORDER_STATUS_TONE[order.status]}>{ORDER_STATUS_LABEL[order.status]}</Badge>
      </span>
    ),
  },
  {
    id: 'date',
    header: 'Date',
    sort: 'createdAt',
    cell: (order) => <DateTime iso={order.createdAt} />,
  },
  {
    id: 'learner',
    header: 'Learner',
    cell: (order) => (
      <span className="flex flex-col">
        <Link to={consolePaths.user(order.learner.id)} className="font-medium text-slate-900 hover:underline">
          {order.learner.name}
        </Link>
        <span className="text-xs whitespace-nowrap text-slate-500">{order.learner.email}</span>
      </span>
    ),
  },
  {
    id: 'courses',
    header: 'Courses',
    className: 'min-w-48',
    cell: (order) => (
      <ul className="flex flex-col gap-0.5">
        {order.courses.map((course) => (
          <li key={course.courseId}>{course.title}</li>
        ))}
      </ul>
    ),
  },
  {
    id: 'amount',
    header: 'Amount',
    sort: 'amount',
    numeric: true,
    cell: (order) => (
      <span className="flex flex-col items-end whitespace-nowrap">
        <span className="font-semibold text-slate-900">{inr(order.amount)}</span>
        {order.discount > 0 ? (
          <span className="text-xs text-green-800">− {inr(order.discount)} off</span>
        ) : null}
        {order.couponCode ? (
          <span className="font-mono text-xs font-semibold text-slate-600">{order.couponCode}</span>
        ) : null}
      </span>
    ),
  },
];

/** /admin/orders: every order, by status, dates (India time), course and coupon; a receipt or an e-mail finds one. */
export function AdminOrdersRoute() {
  useDocumentTitle('Orders');
  const table = useTableState(TABLE);
  const orders = useOrders(table.params as OrdersParams);
  const { filters } = table.state;

  return (
    <ConsoleListPage
      title="Orders"
      intro="Dates are whole days in India time."
      table={table}
      search={{ label: 'Search orders', placeholder: 'Receipt or e-mail' }}
      filters={
        <>
          <FilterSelect
            label="Status"
            allLabel="Any status"
            {...table.filterProps('status')}
            options={STATUS_OPTIONS}
          />
          <CourseFilter {...table.filterProps('courseId')} />
          <DateRangeFilter from={filters.from} to={filters.to} onChange={table.setFilter} />
          <FilterInput
            label="Coupon code"
            placeholder="e.g. WELCOME20"
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            {...table.filterProps('coupon')}
          />
        </>
      }
      noun="orders"
      query={orders}
      columns={COLUMNS}
      rowKey={(order) => order.id}
      empty={{ filtered: 'No orders match these filters.', none: 'There are no orders yet.' }}
      minWidthClassName="min-w-[50rem]"
      data-testid="orders-table"
    />
  );
}
