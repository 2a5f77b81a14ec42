import type { Dashboard } from '@pathshala/shared/admin';
import { lazy, type ReactNode, Suspense, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/utils/cn';
import { type DashboardRange, useDashboard } from '../api/get-dashboard';
import { ConsolePageHeader } from '../components/console-page-header';
import type { DaySeries } from '../components/day-chart';
import { FilterInput } from '../components/filters';
import { LoadError, Notice } from '../components/notice';
import { consolePaths } from '../utils/console-paths';
import { formatCount, inr } from '../utils/format';
import { addDays, daysInRange, formatDay, isCalendarDay, todayInIndia } from '../utils/ist-days';

// The chart library (uPlot, with its stylesheet) arrives after the figures have painted, for this page only.
const DayChart = lazy(() =>
  import('../components/day-chart').then((module) => ({ default: module.DayChart })),
);

const PRESETS = [7, 30, 90] as const;
const DEFAULT_DAYS = 30;
// The chart's canvas; its legend adds a line under it (the placeholder, h-68, is both).
const CHART_HEIGHT = 240;
const COLOURS = { revenue: '#1d4ed8', refunds: '#dc2626', enrolments: '#2563eb' };

const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });
const rupeeTick = (amount: number) => `₹${compact.format(amount)}`;
const countTick = (count: number) => (Number.isInteger(count) ? compact.format(count) : '');
const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;
const percent = (value: number) => `${Math.round(value * 10) / 10}%`;

const lastDays = (days: number, today: string): DashboardRange => ({
  from: addDays(today, 1 - days),
  to: today,
});

/** The range in the address (a shared link shows the same days), or the last 30 days. */
function useRange() {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = todayInIndia();
  const fromParam = searchParams.get('from') ?? '';
  const toParam = searchParams.get('to') ?? '';
  const fallback = lastDays(DEFAULT_DAYS, today);
  const range: DashboardRange = {
    from: isCalendarDay(fromParam) ? fromParam : fallback.from,
    to: isCalendarDay(toParam) ? toParam : fallback.to,
  };
  const setRange = (next: DashboardRange) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        const isDefault = next.from === fallback.from && next.to === fallback.to;
        for (const key of ['from', 'to'] as const) {
          if (isDefault || next[key] === '') params.delete(key);
          else params.set(key, next[key]);
        }
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  return { range, setRange, today };
}

/**
 * A date field reports every keystroke of its year ('0002-…', '0020-…'): the range changes once the year is
 * whole (or the field is cleared, back to the default), not with each digit.
 */
function whenComplete(day: string, apply: () => void) {
  if (day === '' || (isCalendarDay(day) && day >= '2000-01-01')) apply();
}

function RangePicker({
  range,
  today,
  onChange,
}: {
  range: DashboardRange;
  today: string;
  onChange: (range: DashboardRange) => void;
}) {
  return (
    <section
      aria-label="Date range"
      className="mb-6 flex flex-col gap-4 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200/70 md:flex-row md:items-end md:justify-between"
    >
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <FilterInput
          label="From"
          type="date"
          value={range.from}
          max={range.to}
          onValueChange={(from) => whenComplete(from, () => onChange({ ...range, from }))}
        />
        <FilterInput
          label="To"
          type="date"
          value={range.to}
          min={range.from}
          max={today}
          onValueChange={(to) => whenComplete(to, () => onChange({ ...range, to }))}
        />
      </div>
      <fieldset>
        <legend className="mb-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          Quick ranges
        </legend>
        <div className="flex flex-wrap gap-2">
          {PRESETS.map((days) => {
            const preset = lastDays(days, today);
            const active = preset.from === range.from && preset.to === range.to;
            return (
              <button
                key={days}
                type="button"
                aria-pressed={active}
                onClick={() => onChange(preset)}
                className={cn(
                  'h-10 rounded-lg px-3.5 text-sm font-semibold ring-1 transition-colors',
                  active
                    ? 'bg-brand-700 text-white ring-brand-700'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 hover:text-slate-900',
                )}
              >
                Last {days} days
              </button>
            );
          })}
        </div>
      </fieldset>
    </section>
  );
}

function TotalCard({
  label,
  value,
  note,
  testId,
  className,
}: {
  label: string;
  value: string;
  note?: ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'min-w-0 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200/70 sm:p-5',
        className,
      )}
    >
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-2">
        <span
          className="block text-2xl font-extrabold tracking-tight break-words text-slate-900 tabular-nums"
          data-testid={testId}
        >
          {value}
        </span>
        {note ? <span className="mt-1 block text-xs text-slate-600">{note}</span> : null}
      </dd>
    </div>
  );
}

function Totals({ dashboard }: { dashboard: Dashboard }) {
  const { totals } = dashboard;
  const days = daysInRange(dashboard.from, dashboard.to);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5">
      <TotalCard
        label="Revenue"
        value={inr(totals.revenue)}
        testId="dashboard-revenue"
        note={`${inr(totals.revenue - totals.refunds)} after refunds`}
        className="col-span-2 lg:col-span-1"
      />
      <TotalCard
        label="Refunds"
        value={inr(totals.refunds)}
        note={`Paid back over ${plural(days, 'day', 'days')}`}
      />
      <TotalCard
        label="Paid orders"
        value={formatCount(totals.paidOrders)}
        note={totals.paidOrders > 0 ? `${inr(totals.revenue / totals.paidOrders)} on average` : 'None yet'}
      />
      <TotalCard label="New enrolments" value={formatCount(totals.enrolments)} note="Bought or granted" />
      <TotalCard
        label="Completion rate"
        value={percent(totals.completionRate)}
        note="Of all active enrolments, finished"
      />
    </dl>
  );
}

/** A card of its own for each chart or list, titled for assistive technology too. */
function Panel({
  title,
  intro,
  action,
  children,
  className,
}: {
  title: string;
  intro?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'min-w-0 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200/70 sm:p-6',
        className,
      )}
    >
      <div className="mb-4">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <h2 id={id} className="min-w-0 text-lg font-bold">
            {title}
          </h2>
          {action}
        </div>
        {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}

interface DayColumn {
  header: string;
  value: (day: Dashboard['days'][number]) => string;
}

/** A chart with its summary in words and its figures as a table (shown on request), for every reader. */
function DayChartPanel({
  title,
  summary,
  days,
  series,
  columns,
  formatValue,
  formatTick,
  empty,
}: {
  title: string;
  summary: string;
  days: Dashboard['days'];
  series: readonly DaySeries[];
  columns: readonly DayColumn[];
  formatValue: (value: number) => string;
  formatTick: (value: number) => string;
  /** Nothing to draw: every value is zero. */
  empty: boolean;
}) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const dates = useMemo(() => days.map((day) => day.date), [days]);
  return (
    <Panel
      title={title}
      intro={summary}
      action={
        <button
          type="button"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((shown) => !shown)}
          className="shrink-0 rounded-lg px-2.5 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
        >
          {showTable ? 'Hide table' : 'Show as table'}
        </button>
      }
    >
      {empty ? (
        <p className="grid h-40 place-items-center rounded-xl bg-slate-50 px-4 text-center text-sm text-slate-600">
          Nothing to chart in these days.
        </p>
      ) : (
        <Suspense fallback={<Skeleton className="h-68 w-full rounded-xl" />}>
          <DayChart
            days={dates}
            series={series}
            formatValue={formatValue}
            formatTick={formatTick}
            height={CHART_HEIGHT}
          />
        </Suspense>
      )}
      {showTable ? (
        <section
          id={tableId}
          aria-label={`${title}: table`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          className="mt-4 max-h-80 overflow-auto rounded-xl ring-1 ring-slate-200"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}, one row a day</caption>
            <thead className="sticky top-0 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Day
                </th>
                {columns.map((column) => (
                  <th key={column.header} scope="col" className="px-4 py-2 text-right font-semibold">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="px-4 py-2 font-medium whitespace-nowrap text-slate-900">
                    {formatDay(day.date)}
                  </th>
                  {columns.map((column) => (
                    <td key={column.header} className="px-4 py-2 text-right text-slate-700 tabular-nums">
                      {column.value(day)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </Panel>
  );
}

/** The day with the most of something, for the summaries: undefined when every day is zero. */
function bestDay(days: Dashboard['days'], value: (day: Dashboard['days'][number]) => number) {
  let best: Dashboard['days'][number] | undefined;
  for (const day of days) if (value(day) > 0 && (!best || value(day) > value(best))) best = day;
  return best;
}

interface BarRow {
  key: string;
  label: ReactNode;
  value: number;
  shown: string;
}

/** Figures as horizontal bars: a real table (caption, headers), the bars drawn behind the numbers. */
function BarTable({
  caption,
  labelHeader,
  valueHeader,
  rows,
  empty,
  testId,
}: {
  caption: string;
  labelHeader: string;
  valueHeader: string;
  rows: readonly BarRow[];
  empty: string;
  testId?: string;
}) {
  if (rows.length === 0)
    return <p className="rounded-xl bg-slate-50 px-4 py-8 text-center text-sm text-slate-600">{empty}</p>;
  const max = Math.max(...rows.map((row) => row.value), 1);
  return (
    <table className="w-full table-fixed text-left text-sm" data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead className="text-xs tracking-wide text-slate-600 uppercase">
        <tr>
          <th scope="col" className="pb-2 font-semibold">
            {labelHeader}
          </th>
          <th scope="col" className="w-28 pb-2 text-right font-semibold sm:w-32">
            {valueHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="py-1.5 pr-3 align-top font-normal">
              <span
                className="block truncate font-medium text-slate-900"
                title={typeof row.label === 'string' ? row.label : undefined}
              >
                {row.label}
              </span>
              <span aria-hidden="true" className="mt-1 block h-2 overflow-hidden rounded-full bg-slate-100">
                <span
                  className="block h-full rounded-full bg-brand-600"
                  style={{ width: `${Math.max(2, (row.value / max) * 100)}%` }}
                />
              </span>
            </th>
            <td className="py-1.5 text-right align-top font-semibold text-slate-900 tabular-nums">
              {row.shown}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Captured payments that neither fulfil an order nor are refunded (held for review), whatever the range: each is
 * refunded or accepted on its order's page.
 */
function UnsettledPayments({ unsettled }: { unsettled: Dashboard['unsettledPayments'] }) {
  if (unsettled.count === 0) return null;
  const [onlyOrderId] = unsettled.orderIds;
  const to =
    unsettled.count === 1 && onlyOrderId
      ? consolePaths.order(onlyOrderId)
      : `${consolePaths.orders}?status=review`;
  return (
    <Notice
      tone="warning"
      title={`${plural(unsettled.count, 'payment', 'payments')} of ${inr(unsettled.amount)} held for review`}
      action={
        <Link
          to={to}
          className="shrink-0 font-semibold text-brand-800 hover:underline"
          data-testid="unsettled-payments"
        >
          {unsettled.count === 1 ? 'Open the order' : 'See the orders'}
        </Link>
      }
    >
      Captured, yet neither unlocking a course nor refunded. Refund or accept each from its order’s page.
    </Notice>
  );
}

function DashboardBody({ dashboard }: { dashboard: Dashboard }) {
  const { days, totals } = dashboard;
  const span = plural(daysInRange(dashboard.from, dashboard.to), 'day', 'days');

  const moneySeries = useMemo<DaySeries[]>(
    () => [
      { label: 'Revenue', values: days.map((day) => day.revenue), color: COLOURS.revenue, kind: 'line' },
      { label: 'Refunds', values: days.map((day) => day.refunds), color: COLOURS.refunds, kind: 'line' },
    ],
    [days],
  );
  const enrolmentSeries = useMemo<DaySeries[]>(
    () => [
      {
        label: 'Enrolments',
        values: days.map((day) => day.enrolments),
        color: COLOURS.enrolments,
        kind: 'bars',
      },
    ],
    [days],
  );

  const topRevenueDay = bestDay(days, (day) => day.revenue);
  const revenueSummary = topRevenueDay
    ? `${inr(totals.revenue)} came in over ${span}, most on ${formatDay(topRevenueDay.date)} (${inr(topRevenueDay.revenue)}); ${inr(totals.refunds)} was refunded.`
    : `No payments in these ${span}${totals.refunds > 0 ? `; ${inr(totals.refunds)} was refunded` : ''}.`;
  const topEnrolmentDay = bestDay(days, (day) => day.enrolments);
  const enrolmentSummary = topEnrolmentDay
    ? `${plural(totals.enrolments, 'new enrolment', 'new enrolments')} over ${span}, most on ${formatDay(topEnrolmentDay.date)} (${formatCount(topEnrolmentDay.enrolments)}).`
    : `No new enrolments in these ${span}.`;
  const applications = dashboard.applicationFunnel.reduce((sum, stage) => sum + stage.count, 0);

  return (
    <div className="flex flex-col gap-6">
      <UnsettledPayments unsettled={dashboard.unsettledPayments} />
      <Totals dashboard={dashboard} />
      <div className="grid gap-6 xl:grid-cols-2">
        <DayChartPanel
          title="Revenue and refunds per day"
          summary={revenueSummary}
          days={days}
          series={moneySeries}
          columns={[
            { header: 'Revenue', value: (day) => inr(day.revenue) },
            { header: 'Refunds', value: (day) => inr(day.refunds) },
            { header: 'Paid orders', value: (day) => formatCount(day.paidOrders) },
          ]}
          formatValue={inr}
          formatTick={rupeeTick}
          empty={totals.revenue === 0 && totals.refunds === 0}
        />
        <DayChartPanel
          title="New enrolments per day"
          summary={enrolmentSummary}
          days={days}
          series={enrolmentSeries}
          columns={[{ header: 'Enrolments', value: (day) => formatCount(day.enrolments) }]}
          formatValue={formatCount}
          formatTick={countTick}
          empty={totals.enrolments === 0}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Revenue by course" intro="The ten courses that brought in most, net of coupons.">
          <BarTable
            caption="Revenue by course"
            labelHeader="Course"
            valueHeader="Revenue"
            empty="No course was sold in these days."
            rows={dashboard.revenueByCourse.map((course) => ({
              key: course.courseId,
              label: course.title,
              value: course.revenue,
              shown: inr(course.revenue),
            }))}
          />
        </Panel>
        <Panel title="Top courses by enrolments" intro="The ten courses with most new enrolments.">
          <BarTable
            caption="Top courses by new enrolments"
            labelHeader="Course"
            valueHeader="Enrolments"
            empty="No new enrolments in these days."
            rows={dashboard.topCourses.map((course) => ({
              key: course.courseId,
              label: course.title,
              value: course.enrolments,
              shown: formatCount(course.enrolments),
            }))}
          />
        </Panel>
        <Panel title="Coupon use" intro="Paid orders that used a coupon, and the discount it gave.">
          {dashboard.couponUse.length === 0 ? (
            <p className="rounded-xl bg-slate-50 px-4 py-8 text-center text-sm text-slate-600">
              No coupon was used in these days.
            </p>
          ) : (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
            <section aria-label="Coupon use: table" tabIndex={0} className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Coupon use</caption>
                <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
                  <tr>
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      Code
                    </th>
                    <th scope="col" className="py-2 pr-4 text-right font-semibold">
                      Paid uses
                    </th>
                    <th scope="col" className="py-2 text-right font-semibold">
                      Discount given
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {dashboard.couponUse.map((coupon) => (
                    <tr key={coupon.code}>
                      <th scope="row" className="py-2 pr-4 font-mono font-semibold text-slate-900">
                        {coupon.code}
                      </th>
                      <td className="py-2 pr-4 text-right tabular-nums">{formatCount(coupon.uses)}</td>
                      <td className="py-2 text-right tabular-nums">{inr(coupon.discount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </Panel>
        <Panel
          title="Applications"
          intro={`${plural(applications, 'application', 'applications')} received in these days, by where each stands now.`}
        >
          <BarTable
            caption="Applications received, by stage"
            labelHeader="Stage"
            valueHeader="Applications"
            empty="No applications in these days."
            rows={
              applications === 0
                ? []
                : dashboard.applicationFunnel.map((stage) => ({
                    key: stage.label,
                    label: stage.label,
                    value: stage.count,
                    shown: `${formatCount(stage.count)} · ${Math.round((stage.count / applications) * 100)}%`,
                  }))
            }
          />
        </Panel>
      </div>
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading dashboard" className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5">
        {['revenue', 'refunds', 'orders', 'enrolments', 'completion'].map((total) => (
          <Skeleton
            key={total}
            className={cn('h-28 rounded-card', total === 'revenue' && 'col-span-2 lg:col-span-1')}
          />
        ))}
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <Skeleton className="h-80 rounded-card" />
        <Skeleton className="h-80 rounded-card" />
      </div>
    </div>
  );
}

/**
 * /admin/dashboard: revenue, refunds, orders and enrolments over a range of India-time days (the last 30 by
 * default), charted per day, with the courses that sold most, coupon use and the applications received.
 */
export function AdminDashboardRoute() {
  useDocumentTitle('Dashboard');
  const { range, setRange, today } = useRange();
  const dashboard = useDashboard(range);

  return (
    <>
      <ConsolePageHeader
        title="Dashboard"
        intro={
          <>
            Days are India time, both ends included. Orders and refunds behind the figures are in{' '}
            <Link to={consolePaths.orders} className="font-semibold text-brand-700 hover:underline">
              Orders
            </Link>
            .
          </>
        }
      />
      <RangePicker range={range} today={today} onChange={setRange} />
      {dashboard.isError ? (
        <LoadError error={dashboard.error} onRetry={() => dashboard.refetch()} what="the dashboard" />
      ) : dashboard.data ? (
        <div
          className={cn(dashboard.isPlaceholderData && 'opacity-60 transition-opacity')}
          aria-busy={dashboard.isPlaceholderData || undefined}
        >
          <DashboardBody dashboard={dashboard.data} />
        </div>
      ) : (
        <DashboardSkeleton />
      )}
    </>
  );
}
