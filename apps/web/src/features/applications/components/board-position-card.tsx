import { Trans, useLingui } from '@lingui/react/macro';
import { formatCalendarDay } from '@pathshala/shared/dates';
import { YEARS_OF_STUDY } from '@pathshala/shared/engagement-constants';
import { groupIndian } from '@pathshala/shared/indian-digits';
import type { BoardPosition } from '@pathshala/shared/jobs-board';
import { isLocale, SOURCE_LOCALE } from '@pathshala/shared/locales';
import { useId } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { BriefcaseIcon, ClockIcon } from '@/components/ui/course-icons';
import { ArrowRightIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { translateText } from '@/lib/i18n';
import '../texts';
import { MapPinIcon } from './careers-icons';

const rupees = (amount: number) => `₹${groupIndian(amount)}`;

/** '₹15,000 – ₹20,000', '₹15,000', or '' when the position names no pay. */
export function payRange({ min, max }: BoardPosition['pay']): string {
  if (min !== null && max !== null) return min === max ? rupees(min) : `${rupees(min)} – ${rupees(max)}`;
  const only = min ?? max;
  return only === null ? '' : rupees(only);
}

function Fact({ children, testId }: { children: React.ReactNode; testId?: string }) {
  return (
    <li
      data-testid={testId}
      className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700"
    >
      {children}
    </li>
  );
}

/**
 * A position on the internships board: where, how long, the stipend, who may apply, the skills and the deadline.
 * Apply ticks the position in the form below when the form lists it (its listing id), else opens its career form.
 */
export function BoardPositionCard({
  position,
  onApply,
}: {
  position: BoardPosition;
  onApply?: (listingId: number) => void;
}) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const locale = isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
  const months = position.durationMonths;
  const pay = payRange(position.pay);
  const place = translateText(i18n, position.location);
  const years = YEARS_OF_STUDY.filter((year) => position.eligibleYears.includes(year.value)).map((year) =>
    translateText(i18n, year.label),
  );
  const deadline = position.deadline ? formatCalendarDay(position.deadline, { locale }) : null;
  const listingId = position.listingId;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="board-position"
      className="flex h-full flex-col gap-4 rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="inline-flex items-center gap-2 text-xs font-semibold tracking-wide text-brand-700 uppercase">
          <BriefcaseIcon className="size-4" />
          {translateText(i18n, position.category)}
        </p>
        {deadline ? (
          <p className="text-sm font-medium text-amber-800" data-testid="board-position-deadline">
            <Trans>Apply by {deadline}</Trans>
          </p>
        ) : null}
      </div>
      <div>
        <h3 id={titleId} className="text-xl leading-snug font-bold" data-testid="board-position-title">
          {position.title}
        </h3>
        {position.team || position.city ? (
          <p className="mt-1 text-slate-600">{[position.team, position.city].filter(Boolean).join(' · ')}</p>
        ) : null}
      </div>
      <ul className="flex flex-wrap gap-2" aria-label={t`Position details`}>
        <Fact testId="board-position-location">
          <MapPinIcon className="size-4 text-slate-500" />
          {place}
        </Fact>
        {months ? (
          <Fact>
            <ClockIcon className="size-4 text-slate-500" />
            {months === 1 ? t`1 month` : t`${months} months`}
          </Fact>
        ) : null}
        {pay ? (
          <Fact testId="board-position-pay">
            {position.kind === 'internship' ? t`${pay} per month` : t`${pay} per year (CTC)`}
          </Fact>
        ) : null}
        {position.openings ? (
          <Fact>{position.openings === 1 ? t`1 opening` : t`${position.openings} openings`}</Fact>
        ) : null}
      </ul>
      {position.detailedDescription ? (
        <p className="line-clamp-4 leading-7 whitespace-pre-line text-slate-600">
          {position.detailedDescription}
        </p>
      ) : null}
      <dl className="grid gap-1 text-sm text-slate-700">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold">
            <Trans>Open to</Trans>
          </dt>
          <dd data-testid="board-position-eligibility">
            {years.length === 0 && position.eligibleProgrammes.length === 0
              ? t`All students`
              : [years.join(', '), position.eligibleProgrammes.join(', ')].filter(Boolean).join(' · ')}
          </dd>
        </div>
        {position.skills.length > 0 ? (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold">
              <Trans>Skills</Trans>
            </dt>
            <dd>{position.skills.join(', ')}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-auto flex justify-end border-t border-slate-100 pt-4">
        {listingId !== null && onApply ? (
          <Button aria-describedby={titleId} onClick={() => onApply(listingId)}>
            <Trans>Apply Now</Trans>
            <ArrowRightIcon className="size-4" />
          </Button>
        ) : (
          <ButtonLink to={paths.internship(position.title)} aria-describedby={titleId}>
            <Trans>Apply Now</Trans>
            <ArrowRightIcon className="size-4" />
          </ButtonLink>
        )}
      </div>
    </article>
  );
}
