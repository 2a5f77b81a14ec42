import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseSummary } from '@pathshala/shared/catalogue';
import type { OrderSummary } from '@pathshala/shared/commerce';
import { COMMERCE_MESSAGES } from '@pathshala/shared/commerce-constants';
import { type ReactNode, useEffect } from 'react';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { AlertTriangleIcon, ArrowLeftIcon, ArrowRightIcon, CheckIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCoursesById } from '@/features/catalogue/api/get-courses';
import { CourseImage } from '@/features/catalogue/components/course-image';
import type { ViewLecturesState } from '@/features/learning/components/enrolled-course-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslateText } from '@/hooks/use-translate-text';
import { ApiError } from '@/lib/api-client';
import { rupees } from '@/lib/money';
import { cn } from '@/utils/cn';
import { useOrder } from '../api/get-order';
import { isUnauthorized, useLoginRedirect } from '../hooks/use-login-redirect';
import '../texts';
import { formatReceiptDate, REFUND_BECAUSE, type ReceiptState, receiptState } from '../utils/receipt';

const card = 'rounded-card bg-white shadow-card ring-1 ring-slate-200/70';

interface Outcome {
  title: string;
  intro: string;
  icon: ReactNode;
  tone: string;
}

function useOutcome(order: OrderSummary, state: ReceiptState): Outcome {
  const { t } = useLingui();
  const shown = useTranslateText();
  const count = order.items.length;
  if (state === 'paid') {
    return {
      title: t`Payment successful`,
      intro: t({
        message: plural(count, {
          one: 'You are enrolled in your new course. Lifetime access starts now.',
          other: 'You are enrolled in # new courses. Lifetime access starts now.',
        }),
      }),
      icon: <CheckIcon className="size-8" />,
      tone: 'bg-green-100 text-green-800',
    };
  }
  if (state === 'review') {
    return {
      title: t`Payment under review`,
      intro: shown(COMMERCE_MESSAGES.paymentHeldForReview),
      icon: <AlertTriangleIcon className="size-8" />,
      tone: 'bg-amber-100 text-amber-800',
    };
  }
  const pending = order.refunds.some((refund) => refund.status === 'pending');
  return {
    title: pending ? t`Refund on its way` : t`Payment refunded`,
    intro: pending
      ? t`This payment did not unlock a course, so it is being refunded in full to the way you paid.`
      : t`This payment did not unlock a course, so it was refunded in full to the way you paid.`,
    icon: <ArrowLeftIcon className="size-8" />,
    tone: 'bg-slate-200 text-slate-700',
  };
}

function PurchasedCourse({
  item,
  course,
  canStart,
}: {
  item: OrderSummary['items'][number];
  course: CourseSummary | undefined;
  canStart: boolean;
}) {
  const title = course?.title ?? item.title;
  const state: ViewLecturesState = { courseId: item.courseId };
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <div className="w-24 shrink-0 overflow-hidden rounded-lg sm:w-32">
          <CourseImage src={course?.thumbnail ?? ''} alt="" fallbackLabel="" />
        </div>
        <div className="min-w-0">
          <p className="font-semibold text-slate-900" data-testid="purchased-course-title">
            {item.title}
          </p>
          {course?.instructor?.name ? (
            <p className="text-sm text-slate-600">{course.instructor.name}</p>
          ) : null}
          <p className="mt-1 text-sm font-semibold text-slate-800">{rupees(item.price)}</p>
        </div>
      </div>
      {canStart ? (
        <ButtonLink
          to={item.kind === 'programme' ? paths.programme(item.courseId) : paths.viewLectures(title)}
          state={item.kind === 'programme' ? undefined : state}
          className="w-full sm:w-auto"
          data-testid="start-learning"
        >
          {item.kind === 'programme' ? <Trans>Open programme</Trans> : <Trans>Start learning</Trans>}
          <span className="sr-only"> {title}</span>
          <ArrowRightIcon className="size-4" />
        </ButtonLink>
      ) : null}
    </li>
  );
}

function SummaryRow({
  label,
  children,
  className,
}: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex justify-between gap-4', className)}>
      <dt className="min-w-0">{label}</dt>
      <dd className="min-w-0 text-right">{children}</dd>
    </div>
  );
}

function Receipt({ order }: { order: OrderSummary }) {
  const { i18n } = useLingui();
  const courses = useCoursesById(order.items.map((item) => item.courseId));
  const state = receiptState(order);
  const outcome = useOutcome(order, state);
  const byId = new Map((courses.data ?? []).map((course) => [course.id, course]));
  const subtotal = order.items.reduce((sum, item) => sum + item.price, 0);
  const paidOn = order.paidAt ?? order.createdAt;

  return (
    <>
      <section
        className={cn(card, 'flex flex-col items-center gap-3 px-6 py-8 text-center')}
        data-testid="receipt-status"
      >
        <span aria-hidden="true" className={cn('grid size-16 place-items-center rounded-full', outcome.tone)}>
          {outcome.icon}
        </span>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">{outcome.title}</h1>
        <p className="max-w-lg text-slate-600">{outcome.intro}</p>
      </section>

      <section aria-labelledby="receipt-courses" className={cn(card, 'p-5 sm:p-6')}>
        <h2 id="receipt-courses" className="mb-4 text-lg font-bold">
          {state === 'paid' ? <Trans>Your new courses</Trans> : <Trans>Courses in this order</Trans>}
        </h2>
        <ul className="flex flex-col divide-y divide-slate-100" data-testid="purchased-courses">
          {order.items.map((item) => (
            <PurchasedCourse
              key={item.courseId}
              item={item}
              course={byId.get(item.courseId)}
              canStart={state === 'paid'}
            />
          ))}
        </ul>
      </section>

      <section aria-labelledby="receipt-details" className={cn(card, 'p-5 sm:p-6')}>
        <h2 id="receipt-details" className="mb-4 text-lg font-bold">
          <Trans>Receipt</Trans>
        </h2>
        <dl className="flex flex-col gap-2.5 text-sm text-slate-700">
          {order.discount > 0 || order.couponCode ? (
            <>
              <SummaryRow label={<Trans>Subtotal</Trans>}>{rupees(subtotal)}</SummaryRow>
              <SummaryRow
                className="text-green-800"
                label={
                  <>
                    <Trans>Coupon</Trans>
                    {order.couponCode ? (
                      <span
                        className="ml-2 rounded bg-green-50 px-1.5 py-0.5 font-mono text-xs font-semibold ring-1 ring-green-200"
                        data-testid="receipt-coupon"
                      >
                        {order.couponCode}
                      </span>
                    ) : null}
                  </>
                }
              >
                <span className="whitespace-nowrap" data-testid="receipt-discount">
                  <span className="sr-only">
                    <Trans>Discount</Trans>{' '}
                  </span>
                  − {rupees(order.discount)}
                </span>
              </SummaryRow>
            </>
          ) : null}
          <SummaryRow
            className="border-t border-slate-100 pt-2.5 text-base"
            label={
              <span className="font-semibold text-slate-900">
                <Trans>Amount paid</Trans>
              </span>
            }
          >
            <span className="font-extrabold text-slate-900" data-testid="receipt-amount">
              {rupees(order.amount)}
            </span>
          </SummaryRow>
          {order.refunds.map((refund) => (
            <SummaryRow
              key={`${refund.reason}-${refund.at}`}
              label={
                <>
                  {refund.status === 'processed' ? <Trans>Refunded</Trans> : <Trans>Refund on its way</Trans>}
                  <span className="block text-xs text-slate-500">
                    {i18n._(REFUND_BECAUSE[refund.reason])}
                  </span>
                </>
              }
            >
              <span className="font-semibold whitespace-nowrap">{rupees(refund.amount)}</span>
            </SummaryRow>
          ))}
          <div className="mt-2 grid gap-2.5 border-t border-slate-100 pt-3">
            <SummaryRow label={<Trans>Receipt number</Trans>}>
              <span className="font-mono font-semibold break-all text-slate-900" data-testid="receipt-number">
                {order.receipt}
              </span>
            </SummaryRow>
            {order.paymentId ? (
              <SummaryRow label={<Trans>Payment ID</Trans>}>
                <span className="font-mono break-all" data-testid="receipt-payment-id">
                  {order.paymentId}
                </span>
              </SummaryRow>
            ) : null}
            <SummaryRow label={state === 'paid' ? <Trans>Paid on</Trans> : <Trans>Date</Trans>}>
              <time dateTime={paidOn}>{formatReceiptDate(paidOn, i18n.locale)}</time>
            </SummaryRow>
          </div>
        </dl>
      </section>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        {state === 'paid' ? (
          <ButtonLink to={paths.myLearnings} variant="secondary" size="lg">
            <Trans>Go to My Learnings</Trans>
          </ButtonLink>
        ) : (
          <ButtonLink to={paths.contactUs} variant="secondary" size="lg">
            <Trans>Contact support</Trans>
          </ButtonLink>
        )}
        <ButtonLink to={paths.orders} variant="outline" size="lg">
          <Trans>View all orders</Trans>
        </ButtonLink>
      </div>
    </>
  );
}

function ReceiptSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading your receipt`} className="flex flex-col gap-6">
      <div className={cn(card, 'flex flex-col items-center gap-3 px-6 py-8')}>
        <Skeleton className="size-16 rounded-full" />
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-4 w-80 max-w-full" />
      </div>
      <div className={cn(card, 'flex flex-col gap-3 p-6')}>
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-16 w-full" />
      </div>
    </div>
  );
}

/** /purchase/:orderId: what the learner just bought, the receipt, and a way straight into each course. */
export function PurchaseConfirmationRoute() {
  const { t } = useLingui();
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const redirectToLogin = useLoginRedirect();
  const state = order.data ? receiptState(order.data) : null;
  useDocumentTitle(state === 'paid' ? t`Purchase confirmed` : t`Your receipt`);

  useEffect(() => {
    if (isUnauthorized(order.error)) void redirectToLogin({ sessionExpired: true });
  }, [order.error, redirectToLogin]);

  // A malformed id (400) and someone else's or a missing order (404) read the same.
  const notFound = order.error instanceof ApiError && [400, 404].includes(order.error.status);

  let content: ReactNode;
  if (order.isPending) content = <ReceiptSkeleton />;
  else if (notFound) {
    content = (
      <div
        className={cn(card, 'flex flex-col items-center gap-4 px-6 py-14 text-center')}
        data-testid="order-not-found"
      >
        <h1 className="text-2xl font-extrabold tracking-tight">
          <Trans>Order not found</Trans>
        </h1>
        <p className="max-w-sm text-slate-600">
          <Trans>
            We could not find this order in your account. Your receipts are all listed in your orders.
          </Trans>
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink to={paths.orders} size="lg">
            <Trans>View your orders</Trans>
          </ButtonLink>
          <ButtonLink to={paths.courses} variant="outline" size="lg">
            <Trans>Browse courses</Trans>
          </ButtonLink>
        </div>
      </div>
    );
  } else if (order.isError) {
    content = (
      <div className={cn(card, 'flex flex-col items-center gap-4 px-6 py-12 text-center')}>
        <h1 className="text-2xl font-extrabold tracking-tight">
          <Trans>Your receipt</Trans>
        </h1>
        <p role="alert" className="text-slate-700">
          <Trans>We could not load this receipt.</Trans>
        </p>
        <Button variant="outline" onClick={() => void order.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else content = <Receipt order={order.data} />;

  return (
    <div className="bg-slate-50">
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 md:py-12">{content}</div>
    </div>
  );
}
