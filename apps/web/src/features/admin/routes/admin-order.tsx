import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { type AdminOrderDetail, useOrder } from '../api/get-order';
import { useOrderTaxDocuments } from '../api/get-tax-documents';
import { Badge } from '../components/badge';
import { ConsoleNotFound } from '../components/console-not-found';
import { ConsolePageHeader } from '../components/console-page-header';
import { isNotFound, LoadError } from '../components/notice';
import { OrderDocuments } from '../components/order-documents';
import { RefundAction } from '../components/refund-action';
import { DetailList, SectionCard } from '../components/section-card';
import { consolePaths } from '../utils/console-paths';
import { formatDateTime, inr } from '../utils/format';
import { ORDER_STATUS_LABEL, ORDER_STATUS_TONE, type OrderStatus } from '../utils/labels';
import type { ConsolePageProps } from './staff-console';

const REFUND_REASON: Record<string, string> = {
  already_purchased: 'The learner already owned the course',
  replaced_order: 'A newer checkout replaced this one',
  duplicate_payment: 'The order was already paid',
  coupon_limit: 'The coupon ran out before the payment arrived',
  price_changed: 'The price changed after the checkout’s lifetime',
  admin: 'Refunded on request',
};

const statusLabel = (status: string) => ORDER_STATUS_LABEL[status as OrderStatus] ?? status;
const statusTone = (status: string) => ORDER_STATUS_TONE[status as OrderStatus] ?? 'slate';

const mono = (text: string | null) =>
  text ? (
    <code className="font-mono text-sm break-all">{text}</code>
  ) : (
    <span className="text-slate-500">—</span>
  );

function OrderDetail({ order }: { order: AdminOrderDetail }) {
  const subtotal = order.courses.reduce((sum, course) => sum + course.price, 0);
  const documents = useOrderTaxDocuments(order.id);
  return (
    <>
      <ConsolePageHeader
        crumbs={[{ to: consolePaths.orders, label: 'Orders' }]}
        title={
          <>
            Order <span className="font-mono">{order.receipt}</span>
          </>
        }
        intro={`Opened ${formatDateTime(order.createdAt)}`}
        actions={
          <Badge tone={ORDER_STATUS_TONE[order.status]} className="px-3 py-1 text-sm">
            {ORDER_STATUS_LABEL[order.status]}
          </Badge>
        }
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <SectionCard title="Summary">
            <DetailList
              items={[
                [
                  'Learner',
                  <span key="learner" className="flex flex-col">
                    <Link
                      to={consolePaths.user(order.learner.id)}
                      className="font-semibold text-brand-800 hover:underline"
                    >
                      {order.learner.name}
                    </Link>
                    <span className="text-sm break-all text-slate-600">{order.learner.email}</span>
                  </span>,
                ],
                [
                  'Status',
                  <Badge key="status" tone={ORDER_STATUS_TONE[order.status]}>
                    {ORDER_STATUS_LABEL[order.status]}
                  </Badge>,
                ],
                ['Opened', formatDateTime(order.createdAt)],
                ['Paid', order.paidAt ? formatDateTime(order.paidAt) : 'Not paid'],
                [
                  'Coupon',
                  order.couponCode ? (
                    <span key="coupon" className="font-mono font-semibold">
                      {order.couponCode}
                    </span>
                  ) : (
                    'None'
                  ),
                ],
                [
                  'Amount',
                  <span key="amount" className="font-bold">
                    {inr(order.amount)}
                  </span>,
                ],
              ]}
            />
          </SectionCard>

          <SectionCard title="Items">
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Courses in order {order.receipt}</caption>
                <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
                  <tr>
                    <th scope="col" className="py-2 pr-4 font-semibold">
                      Course
                    </th>
                    <th scope="col" className="py-2 text-right font-semibold">
                      Price
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {order.courses.map((course) => (
                    <tr key={course.courseId}>
                      <th scope="row" className="py-2.5 pr-4 font-medium text-slate-900">
                        {course.title}
                      </th>
                      <td className="py-2.5 text-right tabular-nums">{inr(course.price)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot className="border-t border-slate-200">
                  {order.discount > 0 ? (
                    <>
                      <tr>
                        <th scope="row" className="pt-3 pr-4 font-normal text-slate-600">
                          Subtotal
                        </th>
                        <td className="pt-3 text-right tabular-nums">{inr(subtotal)}</td>
                      </tr>
                      <tr>
                        <th scope="row" className="pt-1 pr-4 font-normal text-green-800">
                          Discount{order.couponCode ? ` (${order.couponCode})` : ''}
                        </th>
                        <td className="pt-1 text-right text-green-800 tabular-nums">
                          − {inr(order.discount)}
                        </td>
                      </tr>
                    </>
                  ) : null}
                  <tr>
                    <th scope="row" className="pt-2 pr-4 text-base font-bold text-slate-900">
                      Amount
                    </th>
                    <td className="pt-2 text-right text-base font-bold text-slate-900 tabular-nums">
                      {inr(order.amount)}
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </SectionCard>

          <SectionCard title="Refunds" data-testid="order-refunds">
            {order.refunds.length === 0 ? (
              <p className="text-sm text-slate-600">No refunds for this order.</p>
            ) : (
              <ul className="flex flex-col divide-y divide-slate-100">
                {order.refunds.map((refund) => (
                  <li
                    key={refund.id}
                    className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:justify-between sm:gap-4"
                  >
                    <div className="min-w-0">
                      <p className="font-semibold text-slate-900">
                        {inr(refund.amount)}{' '}
                        <Badge
                          tone={refund.status === 'processed' ? 'green' : 'amber'}
                          className="ml-1 capitalize"
                        >
                          {refund.status}
                        </Badge>
                      </p>
                      <p className="text-sm text-slate-600">
                        {REFUND_REASON[refund.reason] ?? refund.reason}
                      </p>
                      <p className="text-xs text-slate-500">
                        Gateway refund id: {mono(refund.gatewayRefundId)}
                      </p>
                    </div>
                    <time dateTime={refund.at} className="shrink-0 text-sm text-slate-600">
                      {formatDateTime(refund.at)}
                    </time>
                  </li>
                ))}
              </ul>
            )}
            <RefundAction order={order} documents={documents} />
          </SectionCard>
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          <SectionCard title="GST documents" intro="The tax invoice and a credit note for each refund.">
            <OrderDocuments documents={documents} />
          </SectionCard>

          <SectionCard title="Payment gateway">
            <DetailList
              items={[
                [
                  'Gateway',
                  <span key="gateway" className="capitalize">
                    {order.gateway}
                  </span>,
                ],
                ['Gateway order id', mono(order.gatewayOrderId)],
                ['Payment id', mono(order.gatewayPaymentId)],
              ]}
            />
          </SectionCard>

          <SectionCard title="Status history">
            {order.history.length === 0 ? (
              <p className="text-sm text-slate-600">No changes recorded.</p>
            ) : (
              <ol
                className="relative flex flex-col gap-5 border-l-2 border-slate-200 pl-5"
                data-testid="order-history"
              >
                {order.history.map((event) => (
                  <li key={`${event.status}-${event.at}-${event.source}`} className="relative">
                    <span
                      aria-hidden="true"
                      className="absolute top-1 -left-[1.6875rem] size-3 rounded-full bg-white ring-3 ring-brand-500"
                    />
                    <p className="flex flex-wrap items-center gap-2">
                      <Badge tone={statusTone(event.status)}>{statusLabel(event.status)}</Badge>
                      <span className="text-xs text-slate-500">by {event.source}</span>
                    </p>
                    <time dateTime={event.at} className="mt-1 block text-sm text-slate-700">
                      {formatDateTime(event.at)}
                    </time>
                    {event.note ? <p className="mt-0.5 text-sm text-slate-600">{event.note}</p> : null}
                  </li>
                ))}
              </ol>
            )}
          </SectionCard>
        </div>
      </div>
    </>
  );
}

/** /admin/orders/:orderId: items, learner, coupon, gateway ids, status history and refunds. */
export function AdminOrderRoute({ params }: ConsolePageProps) {
  const orderId = params.orderId ?? '';
  const order = useOrder(orderId);
  useDocumentTitle(order.data ? `Order ${order.data.receipt}` : 'Order');

  if (order.isError) {
    return isNotFound(order.error) || !/^[0-9a-f-]{36}$/i.test(orderId) ? (
      <ConsoleNotFound home={consolePaths.orders} what="order" />
    ) : (
      <LoadError error={order.error} onRetry={() => order.refetch()} what="this order" />
    );
  }
  if (!order.data) {
    return (
      <div role="status" aria-label="Loading order" className="flex flex-col gap-4">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-9 w-72" />
        <Skeleton className="mt-4 h-48 w-full rounded-card" />
        <Skeleton className="h-40 w-full rounded-card" />
      </div>
    );
  }
  return <OrderDetail order={order.data} />;
}
