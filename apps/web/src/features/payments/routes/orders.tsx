import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderSummary } from '@pathshala/shared/commerce';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { ArrowLeftIcon, ArrowRightIcon, DownloadIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { rupees } from '@/lib/money';
import { cn } from '@/utils/cn';
import { useOrders } from '../api/get-orders';
import { isUnauthorized, useLoginRedirect } from '../hooks/use-login-redirect';
import {
  formatReceiptDate,
  HISTORY_LABEL,
  RECEIPT_LABEL,
  RECEIPT_TONE,
  REFUND_BECAUSE,
  receiptState,
} from '../utils/receipt';

function StatusChip({ order, className }: { order: OrderSummary; className?: string }) {
  const { i18n } = useLingui();
  const state = receiptState(order);
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase ring-1',
        RECEIPT_TONE[state],
        className,
      )}
      data-testid="order-status"
    >
      {i18n._(RECEIPT_LABEL[state])}
    </span>
  );
}

function OrderCard({ order }: { order: OrderSummary }) {
  const { t, i18n } = useLingui();
  const { receipt } = order;
  const headingId = `order-${order.id}`;
  const paidOn = order.paidAt ?? order.createdAt;
  return (
    <article
      aria-labelledby={headingId}
      className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200/70"
      data-testid="order-card"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 bg-slate-50/70 px-5 py-4 sm:px-6">
        <div className="min-w-0">
          <h2 id={headingId} className="text-sm text-slate-500">
            <Trans>Receipt</Trans>{' '}
            <span
              className="font-mono text-base font-bold break-all text-slate-900"
              data-testid="order-receipt"
            >
              {order.receipt}
            </span>
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            <time dateTime={paidOn}>{formatReceiptDate(paidOn, i18n.locale)}</time>
          </p>
        </div>
        <StatusChip order={order} />
      </header>
      <div className="flex flex-col gap-4 px-5 py-4 sm:px-6">
        <ul className="flex flex-col gap-2" aria-label={t`Courses in this order`}>
          {order.items.map((item) => (
            <li key={item.courseId} className="flex items-baseline justify-between gap-4">
              <Link
                to={paths.course(item.title, item.courseId)}
                className="min-w-0 font-medium text-slate-900 underline-offset-4 hover:text-brand-700 hover:underline"
              >
                {item.title}
              </Link>
              <span className="shrink-0 text-slate-700">{rupees(item.price)}</span>
            </li>
          ))}
        </ul>
        <dl className="flex flex-col gap-2 border-t border-slate-100 pt-3 text-sm">
          {order.couponCode || order.discount > 0 ? (
            <div className="flex justify-between gap-4 text-green-800">
              <dt>
                <Trans>Coupon</Trans>
                {order.couponCode ? (
                  <span className="ml-2 rounded bg-green-50 px-1.5 py-0.5 font-mono text-xs font-semibold ring-1 ring-green-200">
                    {order.couponCode}
                  </span>
                ) : null}
              </dt>
              <dd className="whitespace-nowrap">
                <span className="sr-only">
                  <Trans>Discount</Trans>{' '}
                </span>
                − {rupees(order.discount)}
              </dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-4 text-base">
            <dt className="font-semibold text-slate-900">
              <Trans>Amount paid</Trans>
            </dt>
            <dd className="font-extrabold text-slate-900" data-testid="order-amount">
              {rupees(order.amount)}
            </dd>
          </div>
          {order.refunds.map((refund) => (
            <div
              key={`${refund.reason}-${refund.at}`}
              className="flex justify-between gap-4 text-slate-700"
              data-testid="order-refund"
            >
              <dt>
                {refund.status === 'processed' ? <Trans>Refunded</Trans> : <Trans>Refund on its way</Trans>}
                <span className="block text-xs text-slate-500">{i18n._(REFUND_BECAUSE[refund.reason])}</span>
              </dt>
              <dd className="whitespace-nowrap font-semibold">{rupees(refund.amount)}</dd>
            </div>
          ))}
          {order.paymentId ? (
            <div className="flex justify-between gap-4 text-xs text-slate-500">
              <dt>
                <Trans>Payment ID</Trans>
              </dt>
              <dd className="min-w-0 font-mono break-all">{order.paymentId}</dd>
            </div>
          ) : null}
        </dl>
        {order.documents.length > 0 ? (
          <ul className="flex flex-wrap gap-2 border-t border-slate-100 pt-3" aria-label={t`GST documents`}>
            {order.documents.map((document) => (
              <li key={document.id}>
                <a
                  href={`${env.API_URL}${document.downloadPath}`}
                  download
                  className="inline-flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  data-testid={document.kind === 'invoice' ? 'invoice-download' : 'credit-note-download'}
                >
                  <DownloadIcon className="size-4" />
                  {document.kind === 'invoice' ? <Trans>GST invoice</Trans> : <Trans>Credit note</Trans>}
                  <span className="font-mono text-xs font-normal text-slate-600">{document.number}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {order.history.length > 0 ? (
          <div className="border-t border-slate-100 pt-3">
            <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <Trans>Status history</Trans>
            </h3>
            <ol className="mt-2 flex flex-col gap-2" data-testid="order-history">
              {order.history.map((event) => {
                const label = HISTORY_LABEL[event.status as keyof typeof HISTORY_LABEL];
                return (
                  <li
                    key={`${event.status}-${event.at}`}
                    className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm text-slate-600"
                  >
                    <span className="min-w-32 font-semibold text-slate-800">
                      {label ? i18n._(label) : event.status}
                    </span>
                    <time dateTime={event.at}>{formatReceiptDate(event.at, i18n.locale)}</time>
                    {event.note ? (
                      <span className="basis-full text-xs text-slate-500">{event.note}</span>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          </div>
        ) : null}
        <div className="flex justify-end border-t border-slate-100 pt-3">
          <ButtonLink
            to={paths.purchase(order.id)}
            variant="outline"
            size="sm"
            aria-label={t`View receipt ${receipt}`}
          >
            <Trans>View receipt</Trans>
            <ArrowRightIcon className="size-4" />
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}

function OrdersSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading your orders`} className="flex flex-col gap-4">
      {[0, 1].map((key) => (
        <div key={key} className="flex flex-col gap-3 rounded-card bg-white p-6 ring-1 ring-slate-200/70">
          <Skeleton className="h-5 w-56" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-5 w-32 self-end" />
        </div>
      ))}
    </div>
  );
}

/** /profile/orders: a receipt for every payment the learner made (paid, refunded, under review), newest first. */
export function OrdersRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Your orders`);
  const orders = useOrders();
  const redirectToLogin = useLoginRedirect();

  useEffect(() => {
    if (isUnauthorized(orders.error)) void redirectToLogin({ sessionExpired: true });
  }, [orders.error, redirectToLogin]);

  let content: ReactNode;
  if (orders.isPending) content = <OrdersSkeleton />;
  else if (orders.isError) {
    content = (
      <div className="flex flex-col items-center gap-4 rounded-card bg-white px-6 py-12 text-center ring-1 ring-slate-200/70">
        <p role="alert" className="text-slate-700">
          <Trans>We could not load your orders.</Trans>
        </p>
        <Button variant="outline" onClick={() => void orders.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else if (orders.data.length === 0) {
    content = (
      <div
        className="flex flex-col items-center gap-4 rounded-card bg-white px-6 py-14 text-center shadow-card ring-1 ring-slate-200/70"
        data-testid="orders-empty"
      >
        <h2 className="text-title font-bold">
          <Trans>No orders yet</Trans>
        </h2>
        <p className="max-w-sm text-slate-600">
          <Trans>When you buy a course, its receipt will appear here.</Trans>
        </p>
        <ButtonLink to={paths.courses} size="lg">
          <Trans>Browse courses</Trans>
        </ButtonLink>
      </div>
    );
  } else {
    content = (
      <div className="flex flex-col gap-4">
        {[...orders.data]
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
          .map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
      </div>
    );
  }

  return (
    <div className="bg-slate-50">
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 md:py-12">
        <div className="flex flex-col gap-2">
          <Link
            to={paths.profile}
            className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <ArrowLeftIcon className="size-4" />
            <Trans>Back to profile</Trans>
          </Link>
          <h1 className="text-3xl font-extrabold tracking-tight md:text-headline">
            <Trans>Your orders</Trans>
          </h1>
          <p className="text-slate-600">
            <Trans>Receipts for every payment you have made, newest first.</Trans>
          </p>
        </div>
        {content}
      </div>
    </div>
  );
}
