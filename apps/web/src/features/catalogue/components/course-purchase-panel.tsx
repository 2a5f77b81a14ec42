import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CourseDetails } from '@pathshala/shared/catalogue';
import { percentOff } from '@pathshala/shared/course-filters';
import { useMutation } from '@tanstack/react-query';
import {
  type ComponentType,
  type FormEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { ClockIcon, ProjectIcon, UsersIcon, VideoIcon } from '@/components/ui/course-icons';
import { ArrowRightIcon, CheckIcon, CloseIcon, HeartIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart';
import type { ViewLecturesState } from '@/features/learning/components/enrolled-course-card';
import { type AppliedCoupon, applyCoupon } from '@/features/payments/api/apply-coupon';
import { createOrder } from '@/features/payments/api/create-order';
import { usePurchaseStatus } from '@/features/payments/api/get-purchase-status';
import { BillingStateField, useBillingState } from '@/features/payments/components/billing-state-field';
import { useCheckout } from '@/features/payments/hooks/use-checkout';
import { isUnauthorized, useLoginRedirect } from '@/features/payments/hooks/use-login-redirect';
import { useWishlist, useWishlistToggle } from '@/features/wishlist/hooks/use-wishlist';
import { useNow } from '@/hooks/use-now';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { rupees } from '@/lib/money';
import {
  resumeActionOf,
  returnPathResuming,
  takeResumeRequest,
  withoutResumeAction,
} from '@/lib/resume-action';
import { toast } from '@/lib/toast';
import { cn } from '@/utils/cn';
import { subjectName } from '../subjects';
import { isComingSoon } from '../utils/course-status';
import { CourseImage } from './course-image';

export interface IncludedItem {
  label: MessageDescriptor;
  Icon: ComponentType<{ className?: string }>;
}

/** The includes list (spec texts), each item shown only where the course really has it. */
const INCLUDES = [
  { label: msg`Interactive live sessions`, Icon: VideoIcon, when: 'liveSessions' },
  { label: msg`Hands-on projects`, Icon: ProjectIcon, when: 'projects' },
  { label: msg`Personalized feedback`, Icon: UsersIcon, when: 'projects' },
] as const;

/** What the panel sells: a course, or a placement programme (a course of kind 'programme'). */
export type PurchasableCourse = Pick<
  CourseDetails,
  'id' | 'title' | 'subject' | 'thumbnail' | 'price' | 'realPrice' | 'discountedPrice' | 'status'
> &
  Partial<Pick<CourseDetails, 'saleEndsAt' | 'includes'>>;

interface PurchasePanelProps {
  course: PurchasableCourse;
  /** What an owner sees instead of the price; by default the way into the course's lectures. */
  owned?: ReactNode;
  /** The "includes" list and its heading; by default what the course really includes. */
  includes?: { heading: ReactNode; items: IncludedItem[] };
  /** A line under the price (the programme page's GST note). */
  priceNote?: string;
}

/** '{n} hours left at this price!' (spec text), counted from the sale's real end; nothing without one. */
export function SaleHoursLeft({ saleEndsAt }: { saleEndsAt: string | null }) {
  const now = useNow();
  if (saleEndsAt === null || now === null) return null;
  const left = Date.parse(saleEndsAt) - now;
  if (!(left > 0)) return null;
  const hours = Math.ceil(left / 3_600_000);
  return (
    <p className="flex items-center gap-2 text-sm font-medium text-red-700" data-testid="sale-hours-left">
      <ClockIcon className="size-4" />
      <Plural
        value={hours}
        one={`${hours} hour left at this price!`}
        other={`${hours} hours left at this price!`}
      />
    </p>
  );
}

/**
 * The coupon form's messages: the shared package's `COMMERCE_MESSAGES` word for word (texts.test.tsx holds them
 * to it), here rather than in texts.ts, which the course page would otherwise load whole.
 */
export const COUPON_MESSAGES = {
  couponLoginRequired: msg`Please login to apply the coupon.`,
  couponInvalid: msg`Please enter a valid coupon.`,
  alreadyPurchased: msg`You have already purchased this course.`,
} as const;

interface CouponFormProps {
  courseId: string;
  disabled: boolean;
  applied: AppliedCoupon | null;
  onApplied: (coupon: AppliedCoupon | null) => void;
}

/** Spec §4 Coupon: not applied → applied (input locked, 'Applied', a chip with an X) → cleared. */
function CouponForm({ courseId, disabled, applied, onApplied }: CouponFormProps) {
  const { t, i18n } = useLingui();
  const { signedIn } = useUser();
  const redirectToLogin = useLoginRedirect();
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = useMutation({ mutationFn: applyCoupon });

  const refuse = (message: MessageDescriptor) => {
    setError(i18n._(message));
    toast.error(i18n._(message));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (applied || apply.isPending) return;
    if (!(await signedIn())) {
      toast.error(i18n._(COUPON_MESSAGES.couponLoginRequired));
      return;
    }
    // The shared rule (and zod) load with the first coupon tried, not with the course page.
    const { ZUseCouponRequestSchema } = await import('@pathshala/shared/commerce');
    const parsed = ZUseCouponRequestSchema.safeParse({ couponCode: code, courseId });
    if (!parsed.success) {
      refuse(COUPON_MESSAGES.couponInvalid);
      return;
    }
    setError(null);
    apply.mutate(parsed.data, {
      onSuccess: (coupon) => {
        setCode(coupon.couponCode);
        onApplied(coupon);
      },
      onError: (failure) => {
        if (isUnauthorized(failure)) {
          toast.error(i18n._(COUPON_MESSAGES.couponLoginRequired));
          void redirectToLogin({ sessionExpired: true });
        } else if (failure instanceof ApiError && failure.status === 409) {
          refuse(COUPON_MESSAGES.alreadyPurchased);
        } else {
          refuse(COUPON_MESSAGES.couponInvalid);
        }
      },
    });
  };

  const appliedCode = applied?.couponCode;
  const saving = rupees(applied?.discount ?? 0);

  const clear = () => {
    onApplied(null);
    setCode('');
    setError(null);
  };

  return (
    <form
      onSubmit={submit}
      aria-label={t`Coupon`}
      className="flex flex-col gap-2 border-t border-slate-100 pt-5"
      noValidate
    >
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
        <Trans>Have a coupon?</Trans>
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="couponCode"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (error) setError(null);
          }}
          placeholder={t`Enter coupon code`}
          autoComplete="off"
          maxLength={40}
          disabled={disabled || applied !== null}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid="coupon-input"
          className={cn(
            'h-11 min-w-0 flex-1 rounded-xl border bg-white px-4 text-base uppercase placeholder:normal-case placeholder:text-slate-400 focus-visible:outline-offset-0 disabled:bg-slate-50 disabled:text-slate-500',
            error ? 'border-red-600' : 'border-slate-300',
          )}
        />
        <Button
          type="submit"
          variant="outline"
          disabled={disabled || applied !== null}
          loading={apply.isPending}
          data-testid="coupon-apply"
        >
          {applied ? <Trans>Applied</Trans> : <Trans>Apply</Trans>}
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700" data-testid="coupon-error">
          {error}
        </p>
      ) : null}
      {applied ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span
            data-testid="coupon-chip"
            className="inline-flex items-center gap-1 rounded-full bg-green-50 py-1 pr-1 pl-3 font-semibold text-green-800 ring-1 ring-green-200"
          >
            {applied.couponCode}
            <button
              type="button"
              onClick={clear}
              aria-label={t`Remove coupon ${appliedCode}`}
              className="grid size-6 place-items-center rounded-full hover:bg-green-100"
            >
              <CloseIcon className="size-3.5" />
            </button>
          </span>
          {applied.discount > 0 ? (
            <span className="text-slate-600">
              <Trans>You save {saving}</Trans>
            </span>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}

/** What a learner who owns the course sees instead of the price: a way in, and the spec's 'Purchased'. */
function OwnedCourse({ course }: { course: PurchasableCourse }) {
  const state: ViewLecturesState = { courseId: course.id };
  return (
    <div className="flex flex-col gap-4">
      <p
        className="inline-flex w-fit items-center gap-1.5 rounded-full bg-green-50 px-3 py-1 text-sm font-bold text-green-800 ring-1 ring-green-300"
        data-testid="purchased-badge"
      >
        <CheckIcon className="size-4" />
        <Trans>Purchased</Trans>
      </p>
      <p className="text-sm text-slate-600">
        <Trans>You own this course, with lifetime access to every lecture.</Trans>
      </p>
      <ButtonLink
        to={paths.viewLectures(course.title)}
        state={state}
        size="lg"
        className="w-full"
        data-testid="go-to-course"
      >
        <Trans>Go to course</Trans>
        <ArrowRightIcon className="size-5" />
      </ButtonLink>
      <Link
        to={paths.myLearnings}
        className="text-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        <Trans>See all your courses in My Learnings</Trans>
      </Link>
    </div>
  );
}

/** The course page's right panel: price, buy actions, wishlist, what is included and the coupon form. */
export function CoursePurchasePanel({ course, owned, includes, priceNote }: PurchasePanelProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const { signedIn } = useUser();
  const redirectToLogin = useLoginRedirect();
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const purchase = usePurchaseStatus(course.id);
  const wishlist = useWishlist();
  const heart = useWishlistToggle();
  const wishlisted = wishlist.data?.includes(course.id) ?? false;
  const checkout = useCheckout({ kind: 'course', onPaid: () => setCoupon(null) });
  const billing = useBillingState();
  const comingSoon = isComingSoon(course);
  const included = includes?.items ?? INCLUDES.filter((item) => course.includes?.[item.when] === true);
  const purchased = purchase.data === true;
  const { title } = course;
  const couponCode = coupon?.couponCode;

  // Spec §9: the coupon price is shown rounded down.
  const price = coupon ? Math.floor(coupon.price) : course.price;
  const off = coupon
    ? percentOff(course.realPrice, price)
    : percentOff(course.realPrice, course.discountedPrice);

  const cart = useAddToCart({ onAlreadyPurchased: () => void purchase.refetch() });

  const buyNow = async () => {
    if (!(await signedIn())) {
      void redirectToLogin({ resume: 'buy-now' });
      return;
    }
    void checkout.start(() =>
      createOrder({ courseId: course.id, couponCode: coupon?.couponCode, state: billing.state }),
    );
  };

  const onAddToCart = async () => {
    if (!(await signedIn())) {
      navigate(paths.login, { state: { from: returnPathResuming(location, 'add-to-cart') } });
    } else cart.mutate(course.id);
  };

  // Back from signing in with `?resume=`: finish what the visitor began (the checkout opened, the course in
  // the cart). The action leaves the address first, so a reload or Back never repeats it.
  const resumeAction = resumeActionOf(location.search);
  const resumed = useRef(false);
  useEffect(() => {
    if (!resumeAction || resumed.current) return;
    resumed.current = true;
    navigate(withoutResumeAction(location), {
      replace: true,
      state: location.state,
      preventScrollReset: true,
    });
    // Only what this tab asked for before signing in: a shared link with `?resume=` does nothing.
    if (!takeResumeRequest(location.pathname, resumeAction)) return;
    void (async () => {
      if (comingSoon || !(await signedIn())) return;
      const owned = await purchase.refetch();
      if (owned.data === true) return;
      if (resumeAction === 'buy-now') void buyNow();
      else cart.mutate(course.id);
    })();
  });

  return (
    <div
      data-testid="purchase-panel"
      className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200/70"
    >
      <CourseImage
        src={course.thumbnail}
        alt={t`${title} course thumbnail`}
        fallbackLabel={subjectName(i18n, course.subject) || course.title}
        lazy={false}
      />
      <div className="flex flex-col gap-5 p-6">
        {purchased ? (
          (owned ?? <OwnedCourse course={course} />)
        ) : (
          <>
            {comingSoon ? (
              <p className="text-lg font-bold text-accent-700" data-testid="course-price">
                <Trans>Price will be announced soon</Trans>
              </p>
            ) : (
              <div className="flex flex-col gap-2">
                <p
                  className="flex flex-wrap items-baseline gap-x-3 gap-y-1"
                  data-testid="course-price"
                  aria-live="polite"
                  aria-atomic="true"
                >
                  <span className="text-3xl font-extrabold text-slate-900" data-testid="price-amount">
                    {coupon ? (
                      <span className="sr-only">
                        <Trans>Price with coupon {couponCode}:</Trans>{' '}
                      </span>
                    ) : null}
                    {rupees(price)}
                  </span>
                  {course.realPrice > price ? (
                    <s className="text-base text-slate-500">
                      <span className="sr-only">
                        <Trans>Original price</Trans>{' '}
                      </span>
                      {rupees(course.realPrice)}
                    </s>
                  ) : null}
                  {off !== null ? (
                    <span
                      data-testid="percent-off"
                      className="rounded-full bg-green-50 px-2.5 py-0.5 text-sm font-bold text-green-800 ring-1 ring-green-200"
                    >
                      <Trans>{off}% off</Trans>
                    </span>
                  ) : null}
                </p>
                <SaleHoursLeft saleEndsAt={course.saleEndsAt ?? null} />
                {priceNote ? (
                  <p className="text-sm text-slate-600" data-testid="price-note">
                    {priceNote}
                  </p>
                ) : null}
              </div>
            )}
            <div className="flex gap-3">
              <Button
                className="flex-1"
                size="lg"
                onClick={onAddToCart}
                disabled={comingSoon}
                loading={cart.isPending}
                data-testid="add-to-cart"
              >
                <Trans>Add to Cart</Trans>
              </Button>
              <Button
                variant="outline"
                size="icon"
                className="size-12"
                aria-label={t`Wishlist`}
                aria-pressed={wishlisted}
                data-testid="wishlist-toggle"
                onClick={() => heart.toggle(course.id)}
              >
                <HeartIcon
                  className={cn('size-6', wishlisted ? 'fill-red-500 text-red-600' : 'text-slate-600')}
                />
              </Button>
            </div>
            {comingSoon ? null : (
              <BillingStateField value={billing.state} onChange={billing.choose} disabled={checkout.isOpen} />
            )}
            <Button
              variant="secondary"
              size="lg"
              onClick={buyNow}
              disabled={comingSoon || checkout.isOpen}
              loading={checkout.isStarting}
              data-testid="buy-now"
            >
              <Trans>Buy Now</Trans>
            </Button>
          </>
        )}
        {included.length > 0 ? (
          <div className="border-t border-slate-100 pt-5">
            <h2 className="text-base font-bold">
              {includes?.heading ?? <Trans>This course includes</Trans>}
            </h2>
            <ul className="mt-3 flex flex-col gap-2.5 text-sm text-slate-700" data-testid="course-includes">
              {included.map(({ label, Icon }) => (
                <li key={label.id} className="flex items-center gap-3">
                  <Icon className="size-5 text-brand-600" />
                  {i18n._(label)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {purchased ? null : (
          <CouponForm courseId={course.id} disabled={comingSoon} applied={coupon} onApplied={setCoupon} />
        )}
      </div>
      {checkout.element}
    </div>
  );
}
