import type { CourseDetails } from '@pathshala/shared/catalogue';
import { COMMERCE_MESSAGES, ZUseCouponRequestSchema } from '@pathshala/shared/commerce';
import { percentOff } from '@pathshala/shared/course-filters';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { Button } from '@/components/ui/button';
import { ClockIcon, HeartIcon, ProjectIcon, UsersIcon, VideoIcon } from '@/components/ui/course-icons';
import { CheckIcon, CloseIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { addToCart, cartQueryKey } from '@/features/cart/api/cart';
import { toggleWishlist, wishlistQueryOptions } from '@/features/cart/api/wishlist';
import { type AppliedCoupon, applyCoupon } from '@/features/payments/api/apply-coupon';
import { createOrder } from '@/features/payments/api/create-order';
import { usePurchaseStatus } from '@/features/payments/api/get-purchase-status';
import { useCheckout } from '@/features/payments/hooks/use-checkout';
import { isUnauthorized, useLoginRedirect } from '@/features/payments/hooks/use-login-redirect';
import { ApiError } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { rupees } from '@/lib/money';
import { cn } from '@/utils/cn';
import { isComingSoon } from '../utils/course-status';
import { CourseImage } from './course-image';

const INCLUDES = [
  { label: 'Interactive live sessions', Icon: VideoIcon },
  { label: 'Hands-on projects', Icon: ProjectIcon },
  { label: 'Personalized feedback', Icon: UsersIcon },
] as const;

/** Spec §4 Wishlist: the server's list for a learner; a visitor's heart only toggles on screen. */
function useWishlistHeart(courseId: string) {
  const queryClient = useQueryClient();
  const { user } = useUser();
  const options = wishlistQueryOptions(user?.id ?? null);
  const wishlist = useQuery({ ...options, enabled: user !== null });
  const [visitorChoice, setVisitorChoice] = useState(false);

  const toggle = useMutation({
    mutationFn: () => toggleWishlist(courseId),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: options.queryKey });
      const before = queryClient.getQueryData(options.queryKey);
      const list = before ?? [];
      queryClient.setQueryData(
        options.queryKey,
        list.includes(courseId) ? list.filter((id) => id !== courseId) : [...list, courseId],
      );
      return { before };
    },
    onSuccess: (wishlisted) => {
      queryClient.setQueryData(options.queryKey, (list = []) => [
        ...list.filter((id) => id !== courseId),
        ...(wishlisted ? [courseId] : []),
      ]);
    },
    onError: (error, _variables, context) => {
      queryClient.setQueryData(options.queryKey, context?.before);
      console.warn('Could not update the wishlist:', error);
      toast.error('Could not update your wishlist. Please try again.');
    },
  });

  if (!user) return { wishlisted: visitorChoice, toggle: () => setVisitorChoice((current) => !current) };
  return {
    wishlisted: wishlist.data?.includes(courseId) ?? false,
    toggle: () => toggle.mutate(),
  };
}

/** The add-to-cart toasts of spec §8, from the server's answer. */
function addToCartErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return COMMERCE_MESSAGES.addToCartError;
  if (error.status === 409) {
    return error.message === COMMERCE_MESSAGES.alreadyPurchased
      ? COMMERCE_MESSAGES.alreadyPurchased
      : COMMERCE_MESSAGES.alreadyInCart;
  }
  return COMMERCE_MESSAGES.addToCartFailed;
}

interface CouponFormProps {
  courseId: string;
  disabled: boolean;
  applied: AppliedCoupon | null;
  onApplied: (coupon: AppliedCoupon | null) => void;
}

/** Spec §4 Coupon: not applied → applied (input locked, 'Applied', a chip with an X) → cleared. */
function CouponForm({ courseId, disabled, applied, onApplied }: CouponFormProps) {
  const { isLoggedIn } = useUser();
  const redirectToLogin = useLoginRedirect();
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = useMutation({ mutationFn: applyCoupon });

  const refuse = (message: string) => {
    setError(message);
    toast.error(message);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (applied || apply.isPending) return;
    if (!isLoggedIn) {
      toast.error(COMMERCE_MESSAGES.couponLoginRequired);
      return;
    }
    const parsed = ZUseCouponRequestSchema.safeParse({ couponCode: code, courseId });
    if (!parsed.success) {
      refuse(COMMERCE_MESSAGES.couponInvalid);
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
          toast.error(COMMERCE_MESSAGES.couponLoginRequired);
          void redirectToLogin({ sessionExpired: true });
        } else if (failure instanceof ApiError && failure.status === 409) {
          refuse(COMMERCE_MESSAGES.alreadyPurchased);
        } else {
          refuse(COMMERCE_MESSAGES.couponInvalid);
        }
      },
    });
  };

  const clear = () => {
    onApplied(null);
    setCode('');
    setError(null);
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Coupon"
      className="flex flex-col gap-2 border-t border-slate-100 pt-5"
      noValidate
    >
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
        Have a coupon?
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
          placeholder="Enter coupon code"
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
          {applied ? 'Applied' : 'Apply'}
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
              aria-label={`Remove coupon ${applied.couponCode}`}
              className="grid size-6 place-items-center rounded-full hover:bg-green-100"
            >
              <CloseIcon className="size-3.5" />
            </button>
          </span>
          {applied.discount > 0 ? (
            <span className="text-slate-600">You save {rupees(applied.discount)}</span>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}

/** The course page's right panel: price, buy actions, wishlist, what is included and the coupon form. */
export function CoursePurchasePanel({ course }: { course: CourseDetails }) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { isLoggedIn } = useUser();
  const redirectToLogin = useLoginRedirect();
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const purchase = usePurchaseStatus(course.id);
  const heart = useWishlistHeart(course.id);
  const checkout = useCheckout({ kind: 'course', onPaid: () => setCoupon(null) });
  const comingSoon = isComingSoon(course);
  const purchased = purchase.data === true;

  // Spec §9: the coupon price is shown rounded down.
  const price = coupon ? Math.floor(coupon.price) : course.price;
  const off = coupon
    ? percentOff(course.realPrice, price)
    : percentOff(course.realPrice, course.discountedPrice);

  const cart = useMutation({
    mutationFn: () => addToCart(course.id),
    onSuccess: (items) => {
      queryClient.setQueryData(cartQueryKey, items);
      toast.success(COMMERCE_MESSAGES.addedToCart);
    },
    onError: (error) => {
      if (isUnauthorized(error)) {
        void redirectToLogin({ sessionExpired: true });
        return;
      }
      const message = addToCartErrorMessage(error);
      if (message === COMMERCE_MESSAGES.alreadyInCart) toast.info(message);
      else toast.error(message);
      if (message === COMMERCE_MESSAGES.alreadyPurchased) void purchase.refetch();
    },
  });

  const buyNow = () => {
    if (!isLoggedIn) {
      void redirectToLogin();
      return;
    }
    void checkout.start(() => createOrder({ courseId: course.id, couponCode: coupon?.couponCode }));
  };

  const onAddToCart = () => {
    if (!isLoggedIn) navigate(paths.login, { state: { from: location } });
    else cart.mutate();
  };

  return (
    <div
      data-testid="purchase-panel"
      className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200/70"
    >
      <CourseImage
        src={course.thumbnail}
        alt={`${course.title} course thumbnail`}
        fallbackLabel={course.subject || course.title}
        lazy={false}
      />
      <div className="flex flex-col gap-5 p-6">
        {comingSoon ? (
          <p className="text-lg font-bold text-accent-700" data-testid="course-price">
            Price will be announced soon
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
                {coupon ? <span className="sr-only">Price with coupon {coupon.couponCode}: </span> : null}
                {rupees(price)}
              </span>
              {course.realPrice > price ? (
                <s className="text-base text-slate-500">
                  <span className="sr-only">Original price </span>
                  {rupees(course.realPrice)}
                </s>
              ) : null}
              {off !== null ? (
                <span
                  data-testid="percent-off"
                  className="rounded-full bg-green-50 px-2.5 py-0.5 text-sm font-bold text-green-800 ring-1 ring-green-200"
                >
                  {off}% off
                </span>
              ) : null}
            </p>
            <p className="flex items-center gap-2 text-sm font-medium text-red-700">
              <ClockIcon className="size-4" />5 hours left at this price!
            </p>
          </div>
        )}
        <div className="flex gap-3">
          <Button
            className="flex-1"
            size="lg"
            onClick={onAddToCart}
            disabled={comingSoon || purchased}
            loading={cart.isPending}
            data-testid="add-to-cart"
          >
            Add to Cart
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="size-12"
            aria-label="Wishlist"
            aria-pressed={heart.wishlisted}
            data-testid="wishlist-toggle"
            onClick={heart.toggle}
          >
            <HeartIcon
              className={cn('size-6', heart.wishlisted ? 'fill-red-500 text-red-600' : 'text-slate-600')}
            />
          </Button>
        </div>
        {purchased ? (
          <div className="flex flex-col gap-2">
            <Button variant="secondary" size="lg" disabled data-testid="buy-now">
              <CheckIcon className="size-5" />
              Purchased
            </Button>
            <Link
              to={paths.myLearnings}
              className="text-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Continue learning in My Learnings
            </Link>
          </div>
        ) : (
          <Button
            variant="secondary"
            size="lg"
            onClick={buyNow}
            disabled={comingSoon || checkout.isOpen}
            loading={checkout.isStarting}
            data-testid="buy-now"
          >
            Buy Now
          </Button>
        )}
        <div className="border-t border-slate-100 pt-5">
          <h2 className="text-base font-bold">This course includes</h2>
          <ul className="mt-3 flex flex-col gap-2.5 text-sm text-slate-700">
            {INCLUDES.map(({ label, Icon }) => (
              <li key={label} className="flex items-center gap-3">
                <Icon className="size-5 text-brand-600" />
                {label}
              </li>
            ))}
          </ul>
        </div>
        {purchased ? null : (
          <CouponForm courseId={course.id} disabled={comingSoon} applied={coupon} onApplied={setCoupon} />
        )}
      </div>
      {checkout.element}
    </div>
  );
}
