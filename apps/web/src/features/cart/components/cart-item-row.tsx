import { Trans, useLingui } from '@lingui/react/macro';
import type { CartItem } from '@pathshala/shared/commerce';
import { useState } from 'react';
import { Link } from 'react-router';
import { ClockIcon } from '@/components/ui/course-icons';
import { StrokeIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { RatingSummary } from '@/components/ui/star-rating';
import { paths } from '@/config/paths';
import { rupees } from '@/lib/money';

const TrashIcon = ({ className }: { className?: string }) => (
  <StrokeIcon className={className}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </StrokeIcon>
);

function Thumbnail({ item }: { item: CartItem }) {
  const [failed, setFailed] = useState(false);
  const box = 'aspect-video w-24 shrink-0 self-start rounded-xl sm:w-40';
  if (failed || !item.thumbnail) {
    return (
      <div
        aria-hidden="true"
        className={`${box} grid place-items-center bg-gradient-to-br from-brand-600 to-brand-900 p-2 text-center text-xs font-bold text-white`}
      >
        {item.title}
      </div>
    );
  }
  return (
    <img
      src={item.thumbnail}
      alt=""
      width={320}
      height={180}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`${box} bg-slate-100 object-cover`}
    />
  );
}

interface CartItemRowProps {
  item: CartItem;
  removing: boolean;
  onRemove: () => void;
}

/** One course in the cart (spec §3 Cart item): thumbnail, title, stars, duration, prices, Remove. */
export function CartItemRow({ item, removing, onRemove }: CartItemRowProps) {
  const { t } = useLingui();
  const { title } = item;
  return (
    <li
      className="flex gap-4 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200/70 sm:p-5"
      data-testid="cart-item"
    >
      <Thumbnail item={item} />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:justify-between sm:gap-4">
        <div className="flex min-w-0 flex-col gap-1.5">
          <h2 className="text-base leading-snug font-bold sm:text-lg">
            <Link
              to={item.kind === 'programme' ? paths.programme(item._id) : paths.course(item.title, item._id)}
              className="text-slate-900 underline-offset-4 hover:text-brand-700 hover:underline"
              data-testid="cart-item-title"
            >
              {item.title}
            </Link>
          </h2>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <RatingSummary rating={item} />
            {item.duration ? (
              <span className="inline-flex items-center gap-1">
                <ClockIcon className="size-4 text-slate-500" />
                {item.duration}
              </span>
            ) : null}
          </div>
        </div>
        <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end sm:justify-start">
          <p className="flex flex-wrap items-baseline gap-x-2 sm:flex-col sm:items-end">
            <span
              className="text-lg font-extrabold whitespace-nowrap text-slate-900"
              data-testid="cart-item-price"
            >
              {rupees(item.price)}
            </span>
            {item.realPrice > item.price ? (
              <s className="text-sm whitespace-nowrap text-slate-500">
                <span className="sr-only">
                  <Trans>Original price</Trans>{' '}
                </span>
                {rupees(item.realPrice)}
              </s>
            ) : null}
          </p>
          <button
            type="button"
            className="-mr-2 inline-flex h-9 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-red-700 transition-colors hover:bg-red-50 hover:text-red-800 disabled:cursor-wait disabled:opacity-60"
            onClick={onRemove}
            disabled={removing}
            aria-busy={removing || undefined}
            aria-label={t`Remove ${title}`}
          >
            {removing ? <Spinner /> : <TrashIcon className="size-4" />}
            <Trans>Remove</Trans>
          </button>
        </div>
      </div>
    </li>
  );
}
