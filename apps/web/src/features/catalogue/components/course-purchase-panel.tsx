import type { CourseDetails } from '@pathshala/shared/catalogue';
import { CURRENCY_LABEL } from '@pathshala/shared/constants';
import { percentOff } from '@pathshala/shared/course-filters';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { ClockIcon, HeartIcon, ProjectIcon, UsersIcon, VideoIcon } from '@/components/ui/course-icons';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { cn } from '@/utils/cn';
import { isComingSoon } from '../utils/course-status';

/** Spec §5/§8 texts. */
export const PURCHASE_MESSAGES = {
  loginToBuy: 'Please login to buy the course.',
  loginForCoupon: 'Please login to apply the coupon.',
  invalidCoupon: 'Please enter a valid coupon.',
  /** Placeholder until the commerce issue wires checkout, cart and coupons. */
  checkoutSoon: 'Checkout opens soon.',
} as const;

const INCLUDES = [
  { label: 'Interactive live sessions', Icon: VideoIcon },
  { label: 'Hands-on projects', Icon: ProjectIcon },
  { label: 'Personalized feedback', Icon: UsersIcon },
] as const;

function CourseThumbnail({ course }: { course: CourseDetails }) {
  const [failed, setFailed] = useState(false);
  if (failed || !course.thumbnail) {
    return (
      <div
        aria-hidden="true"
        className="grid aspect-video w-full place-items-center bg-gradient-to-br from-brand-600 to-brand-900 px-6 text-center text-lg font-bold text-white"
      >
        {course.subject || course.title}
      </div>
    );
  }
  return (
    <img
      src={course.thumbnail}
      alt={`${course.title} course thumbnail`}
      width={640}
      height={360}
      decoding="async"
      onError={() => setFailed(true)}
      className="aspect-video w-full bg-slate-100 object-cover"
    />
  );
}

/** The course page's right panel: price, buy actions, wishlist, what is included and the coupon form. */
export function CoursePurchasePanel({ course }: { course: CourseDetails }) {
  const navigate = useNavigate();
  const { isLoggedIn } = useUser();
  const couponId = useId();
  const [wishlisted, setWishlisted] = useState(false);
  const [coupon, setCoupon] = useState('');
  const comingSoon = isComingSoon(course);
  const off = percentOff(course.realPrice, course.discountedPrice);
  const coursePath = paths.course(course.title, course.id);

  const goToLogin = (message?: string) =>
    navigate(paths.login, { state: { from: coursePath, ...(message ? { message } : {}) } });

  const buyNow = () => {
    if (!isLoggedIn) goToLogin(PURCHASE_MESSAGES.loginToBuy);
    else toast.info(PURCHASE_MESSAGES.checkoutSoon);
  };

  const addToCart = () => {
    if (!isLoggedIn) goToLogin();
    else toast.info(PURCHASE_MESSAGES.checkoutSoon);
  };

  const applyCoupon = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isLoggedIn) toast.error(PURCHASE_MESSAGES.loginForCoupon);
    else if (coupon.trim() === '') toast.error(PURCHASE_MESSAGES.invalidCoupon);
    else toast.info(PURCHASE_MESSAGES.checkoutSoon);
  };

  return (
    <div
      data-testid="purchase-panel"
      className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200/70"
    >
      <CourseThumbnail course={course} />
      <div className="flex flex-col gap-5 p-6">
        {comingSoon ? (
          <p className="text-lg font-bold text-accent-700" data-testid="course-price">
            Price will be announced soon
          </p>
        ) : (
          <div className="flex flex-col gap-2">
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="course-price">
              <span className="text-3xl font-extrabold text-slate-900">
                {CURRENCY_LABEL} {course.price}
              </span>
              {course.realPrice > course.price ? (
                <s className="text-base text-slate-500">
                  <span className="sr-only">Original price </span>
                  {CURRENCY_LABEL} {course.realPrice}
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
            onClick={addToCart}
            disabled={comingSoon}
            data-testid="add-to-cart"
          >
            Add to Cart
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="size-12"
            aria-label="Wishlist"
            aria-pressed={wishlisted}
            data-testid="wishlist-toggle"
            onClick={() => setWishlisted((current) => !current)}
          >
            <HeartIcon
              className={cn('size-6', wishlisted ? 'fill-red-500 text-red-600' : 'text-slate-600')}
            />
          </Button>
        </div>
        <Button variant="secondary" size="lg" onClick={buyNow} disabled={comingSoon} data-testid="buy-now">
          Buy Now
        </Button>
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
        <form
          onSubmit={applyCoupon}
          className="flex flex-col gap-2 border-t border-slate-100 pt-5"
          noValidate
        >
          <label htmlFor={couponId} className="text-sm font-semibold text-slate-800">
            Have a coupon?
          </label>
          <div className="flex gap-2">
            <input
              id={couponId}
              name="couponCode"
              value={coupon}
              onChange={(event) => setCoupon(event.target.value)}
              placeholder="Enter coupon code"
              autoComplete="off"
              disabled={comingSoon}
              data-testid="coupon-input"
              className="h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-4 text-base uppercase placeholder:normal-case placeholder:text-slate-400 focus-visible:outline-offset-0 disabled:bg-slate-50"
            />
            <Button type="submit" variant="outline" disabled={comingSoon} data-testid="coupon-apply">
              Apply
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
