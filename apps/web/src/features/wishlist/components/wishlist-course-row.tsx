import { Trans, useLingui } from '@lingui/react/macro';
import { isComingSoonStatus } from '@pathshala/shared/course-filters';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { CheckIcon, HeartIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { CourseImage } from '@/features/catalogue/components/course-image';
import type { ViewLecturesState } from '@/features/learning/components/enrolled-course-card';
import { rupees } from '@/lib/money';

/** Where the course stands for this learner, which decides the row's main action. */
export type WishlistCourseStanding = 'available' | 'in-cart' | 'owned';

/** A saved course or placement programme, as its row shows it. */
export interface WishlistEntry {
  id: string;
  kind: 'course' | 'programme';
  title: string;
  thumbnail: string;
  status: string | null;
  price: number;
  realPrice: number;
  /** The instructor of a course; for a programme, what it is. */
  byline: string | null;
  /** Its own page: the course page, or the programme page. */
  href: string;
}

interface WishlistCourseRowProps {
  course: WishlistEntry;
  standing: WishlistCourseStanding;
  adding: boolean;
  removing: boolean;
  onAddToCart: () => void;
  onRemove: () => void;
}

function MainAction({
  course,
  standing,
  adding,
  onAddToCart,
}: Omit<WishlistCourseRowProps, 'removing' | 'onRemove'>) {
  const { t } = useLingui();
  const { title } = course;
  if (standing === 'owned' && course.kind === 'programme') {
    return (
      <ButtonLink to={course.href} size="sm">
        <Trans>
          Go to programme<span className="sr-only"> {title}</span>
        </Trans>
      </ButtonLink>
    );
  }
  if (standing === 'owned') {
    const state: ViewLecturesState = { courseId: course.id };
    return (
      <ButtonLink to={paths.viewLectures(course.title)} state={state} size="sm">
        <Trans>
          Go to course<span className="sr-only"> {title}</span>
        </Trans>
      </ButtonLink>
    );
  }
  if (standing === 'in-cart') {
    return (
      <ButtonLink to={paths.cart} variant="outline" size="sm">
        <CheckIcon className="size-4" />
        <Trans>In cart</Trans>
      </ButtonLink>
    );
  }
  return (
    <Button
      size="sm"
      onClick={onAddToCart}
      loading={adding}
      disabled={isComingSoonStatus(course.status)}
      aria-label={t`Add ${title} to cart`}
      data-testid="wishlist-add-to-cart"
    >
      <Trans>Add to Cart</Trans>
    </Button>
  );
}

/**
 * One saved course or programme: thumbnail, title, instructor (or 'Placement programme'), price, and Add to Cart
 * with the heart to un-save it; its title and image lead to its own page.
 */
export function WishlistCourseRow(props: WishlistCourseRowProps) {
  const { t } = useLingui();
  const { course, standing, removing, onRemove } = props;
  const { title } = course;
  const comingSoon = isComingSoonStatus(course.status);
  return (
    <li
      className="flex gap-4 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200/70 sm:p-5"
      data-testid="wishlist-item"
      data-kind={course.kind}
    >
      <Link
        to={course.href}
        tabIndex={-1}
        aria-hidden="true"
        className="w-24 shrink-0 self-start overflow-hidden rounded-xl sm:w-40"
      >
        <CourseImage src={course.thumbnail} alt="" fallbackLabel="" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:justify-between sm:gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-base leading-snug font-bold sm:text-lg">
            <Link
              to={course.href}
              className="text-slate-900 underline-offset-4 hover:text-brand-700 hover:underline"
              data-testid="wishlist-item-title"
            >
              {course.title}
            </Link>
          </h2>
          {course.byline ? (
            <p className="text-sm text-slate-600" data-testid="wishlist-item-byline">
              {course.byline}
            </p>
          ) : null}
          {comingSoon ? (
            <p className="text-sm font-semibold text-accent-700">
              <Trans>Price will be announced soon</Trans>
            </p>
          ) : (
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-lg font-extrabold whitespace-nowrap text-slate-900">
                {rupees(course.price)}
              </span>
              {course.realPrice > course.price ? (
                <s className="text-sm whitespace-nowrap text-slate-500">
                  <span className="sr-only">
                    <Trans>Original price</Trans>{' '}
                  </span>
                  {rupees(course.realPrice)}
                </s>
              ) : null}
            </p>
          )}
          {standing === 'owned' ? (
            <p className="inline-flex items-center gap-1 text-sm font-semibold text-green-800">
              <CheckIcon className="size-4" />
              <Trans>Purchased</Trans>
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 items-center gap-2 sm:self-start">
          <MainAction {...props} />
          <button
            type="button"
            onClick={onRemove}
            disabled={removing}
            aria-label={t`Remove ${title} from wishlist`}
            aria-busy={removing || undefined}
            data-testid="wishlist-remove"
            className="grid size-9 place-items-center rounded-full text-red-600 transition-colors hover:bg-red-50 disabled:cursor-wait disabled:opacity-60"
          >
            {removing ? <Spinner /> : <HeartIcon className="size-5 fill-red-500" />}
          </button>
        </div>
      </div>
    </li>
  );
}
