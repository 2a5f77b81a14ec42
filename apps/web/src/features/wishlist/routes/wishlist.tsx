import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { HeartIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart/api/cart';
import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart';
import { useCoursesById } from '@/features/catalogue/api/get-courses';
import { useProgrammesById } from '@/features/catalogue/api/get-programmes-by-id';
import { myLearningsQueryOptions } from '@/features/learning/api/learning';
import { isUnauthorized, useLoginRedirect } from '@/features/payments/hooks/use-login-redirect';
import { useDocumentTitle } from '@/hooks/use-document-title';
import {
  WishlistCourseRow,
  type WishlistCourseStanding,
  type WishlistEntry,
} from '../components/wishlist-course-row';
import { useWishlist, useWishlistToggle } from '../hooks/use-wishlist';

function EmptyWishlist() {
  return (
    <div
      className="flex flex-col items-center gap-5 rounded-card bg-white px-6 py-16 text-center shadow-card ring-1 ring-slate-200/70"
      data-testid="wishlist-empty"
    >
      <span
        aria-hidden="true"
        className="grid size-20 place-items-center rounded-full bg-red-50 text-red-600"
      >
        <HeartIcon className="size-10" />
      </span>
      <div className="flex flex-col gap-2">
        <h2 className="text-title font-bold">
          <Trans>Your wishlist is empty</Trans>
        </h2>
        <p className="max-w-sm text-slate-600">
          <Trans>Tap the heart on any course to save it here for later.</Trans>
        </p>
      </div>
      <ButtonLink to={paths.courses} size="lg">
        <Trans>Browse courses</Trans>
      </ButtonLink>
    </div>
  );
}

function WishlistSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading your wishlist`} className="flex flex-col gap-4">
      {[0, 1].map((key) => (
        <div key={key} className="flex gap-4 rounded-card bg-white p-5 ring-1 ring-slate-200/70">
          <Skeleton className="aspect-video w-24 rounded-xl sm:w-40" />
          <div className="flex flex-1 flex-col gap-3">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-5 w-24" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** /wishlist: the courses the learner saved with the heart, each a click away from the cart. */
export function WishlistRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Wishlist`);
  const redirectToLogin = useLoginRedirect();
  const wishlist = useWishlist();
  const catalogue = useCoursesById(wishlist.data);
  // The catalogue leaves placement programmes out: a saved one is read from the programmes.
  const programmes = useProgrammesById(wishlist.data);
  const cart = useCart();
  const owned = useQuery(myLearningsQueryOptions());
  const heart = useWishlistToggle();
  const addToCart = useAddToCart({ onAlreadyPurchased: () => void owned.refetch() });

  // The session ran out while the page was open.
  useEffect(() => {
    if (isUnauthorized(wishlist.error)) void redirectToLogin({ sessionExpired: true });
  }, [wishlist.error, redirectToLogin]);

  const byId = new Map<string, WishlistEntry>();
  for (const course of catalogue.data ?? []) {
    byId.set(course.id, {
      id: course.id,
      kind: 'course',
      title: course.title,
      thumbnail: course.thumbnail,
      status: course.status,
      price: course.price,
      realPrice: course.realPrice,
      byline: course.instructor?.name ?? null,
      href: paths.course(course.title, course.id),
    });
  }
  for (const programme of programmes.data ?? []) {
    byId.set(programme.id, {
      id: programme.id,
      kind: 'programme',
      title: programme.title,
      thumbnail: programme.thumbnail,
      status: programme.status,
      price: programme.price,
      realPrice: programme.realPrice,
      byline: t`Placement programme`,
      href: paths.programme(programme.id),
    });
  }
  // Newest first; a course no longer on sale is left out.
  const saved = [...(wishlist.data ?? [])]
    .reverse()
    .map((id) => byId.get(id))
    .filter((entry): entry is WishlistEntry => entry !== undefined);
  const savedCount = saved.length;
  const inCart = new Set((cart.data ?? []).map((item) => item._id));
  const ownedIds = new Set((owned.data ?? []).map((course) => course.courseId));
  const standingOf = (courseId: string): WishlistCourseStanding =>
    ownedIds.has(courseId) ? 'owned' : inCart.has(courseId) ? 'in-cart' : 'available';

  let content: ReactNode;
  if (wishlist.isPending || catalogue.isPending || programmes.isPending) content = <WishlistSkeleton />;
  else if (wishlist.isError || catalogue.isError || programmes.isError) {
    content = (
      <div className="flex flex-col items-center gap-4 rounded-card bg-white px-6 py-12 text-center ring-1 ring-slate-200/70">
        <p role="alert" className="text-slate-700">
          <Trans>We could not load your wishlist.</Trans>
        </p>
        <Button
          variant="outline"
          onClick={() => {
            void wishlist.refetch();
            void catalogue.refetch();
            void programmes.refetch();
          }}
        >
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else if (saved.length === 0) content = <EmptyWishlist />;
  else {
    content = (
      <ul className="flex flex-col gap-4" aria-label={t`Saved courses`}>
        {saved.map((course) => (
          <WishlistCourseRow
            key={course.id}
            course={course}
            standing={standingOf(course.id)}
            adding={addToCart.isPending && addToCart.variables === course.id}
            removing={heart.pendingCourseId === course.id}
            onAddToCart={() => addToCart.mutate(course.id)}
            onRemove={() => heart.toggle(course.id)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="bg-slate-50">
      <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 md:py-12 lg:px-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-3xl font-extrabold tracking-tight md:text-headline">
            <Trans>Your Wishlist</Trans>
          </h1>
          {saved.length > 0 ? (
            <p className="text-slate-600" data-testid="wishlist-count">
              <Plural value={savedCount} one="# course" other="# courses" />
            </p>
          ) : null}
        </div>
        {content}
      </div>
    </div>
  );
}
