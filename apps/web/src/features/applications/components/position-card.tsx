import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCalendarDay } from '@pathshala/shared/dates';
import type { Position } from '@pathshala/shared/engagement';
import type { BoardPosition } from '@pathshala/shared/jobs-board';
import { isLocale, SOURCE_LOCALE } from '@pathshala/shared/locales';
import { useId } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { BriefcaseIcon, ClockIcon } from '@/components/ui/course-icons';
import { ArrowRightIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { translateText } from '@/lib/i18n';
import '../texts';
import { payRange } from './board-position-card';
import { MapPinIcon } from './careers-icons';

/** The board's facts under a careers card's title: team and city, pay, the deadline. */
function BoardFacts({ position }: { position: BoardPosition }) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
  const pay = payRange(position.pay);
  const deadline = position.deadline ? formatCalendarDay(position.deadline, { locale }) : null;
  const facts = [
    [position.team, position.city].filter(Boolean).join(' · '),
    pay ? (position.kind === 'internship' ? t`${pay} per month` : t`${pay} per year (CTC)`) : '',
    deadline ? t`Apply by ${deadline}` : '',
  ].filter(Boolean);
  if (facts.length === 0) return null;
  return (
    <p className="-mt-2 text-sm font-medium text-slate-600" data-testid="position-facts">
      {facts.join(' · ')}
    </p>
  );
}

/** Spec §2 Careers: every position carries these two tags. */
const POSITION_TAGS = [
  { label: msg`Hybrid`, Icon: MapPinIcon },
  { label: msg`Full-time`, Icon: ClockIcon },
] as const;

export function PositionCard({ position }: { position: Position | BoardPosition }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      data-testid="position-card"
      className="flex h-full flex-col gap-4 rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70 transition-shadow hover:shadow-card-hover"
    >
      <p
        className="inline-flex items-center gap-2 text-xs font-semibold tracking-wide text-brand-700 uppercase"
        data-testid="position-category"
      >
        <BriefcaseIcon className="size-4" />
        {translateText(i18n, position.category)}
      </p>
      <h3 id={titleId} className="text-xl leading-snug font-bold" data-testid="position-title">
        {position.title}
      </h3>
      {'pay' in position ? <BoardFacts position={position} /> : null}
      <p className="leading-7 whitespace-pre-line text-slate-600">{position.detailedDescription}</p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-4 border-t border-slate-100 pt-4">
        <ul className="flex flex-wrap gap-2" aria-label={t`Job type`}>
          {POSITION_TAGS.map(({ label, Icon }) => (
            <li
              key={label.id}
              data-testid="position-tag"
              className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700"
            >
              <Icon className="size-4 text-slate-500" />
              {i18n._(label)}
            </li>
          ))}
        </ul>
        <ButtonLink to={paths.internship(position.title)} aria-describedby={titleId}>
          <Trans>Apply Now</Trans>
          <ArrowRightIcon className="size-4" />
        </ButtonLink>
      </div>
    </article>
  );
}

export function PositionCardSkeleton() {
  return (
    <div
      data-testid="position-skeleton"
      className="flex flex-col gap-4 rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70"
    >
      <Skeleton className="h-4 w-28" />
      <Skeleton className="h-6 w-3/4" />
      <div className="flex flex-col gap-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <div className="mt-2 flex items-center justify-between border-t border-slate-100 pt-4">
        <div className="flex gap-2">
          <Skeleton className="h-7 w-20 rounded-full" />
          <Skeleton className="h-7 w-24 rounded-full" />
        </div>
        <Skeleton className="h-11 w-32 rounded-xl" />
      </div>
    </div>
  );
}
