import { Trans, useLingui } from '@lingui/react/macro';
import type { PlacementCourse } from '@pathshala/shared/catalogue';
import { isComingSoonStatus } from '@pathshala/shared/course-filters';
import { type PracticeTopic, practicePath } from '@pathshala/shared/practice-constants';
import { useId } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { CheckIcon, StarIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { rupees } from '@/lib/money';
import { subjectName } from '../subjects';
import { CourseImage } from './course-image';

/** Aptitude, reasoning, verbal, DSA and HR courses lead into the practice topic they prepare for. */
export function practiceTopicOf(course: Pick<PlacementCourse, 'subject' | 'title'>): PracticeTopic | null {
  const about = `${course.subject} ${course.title}`.toLowerCase();
  if (/data structure|\bdsa\b|algorithm/.test(about)) return 'dsa';
  if (/aptitude|quantitative/.test(about)) return 'quantitative-aptitude';
  if (/logical reasoning|\breasoning\b/.test(about)) return 'logical-reasoning';
  if (/verbal/.test(about)) return 'verbal-ability';
  if (/\bhr\b/.test(about)) return 'hr-round';
  return null;
}

/** One placement-preparation course (spec §2 "Placement page"). */
export function PlacementCard({ course }: { course: PlacementCourse }) {
  const { t, i18n } = useLingui();
  const { title } = course;
  const subject = subjectName(i18n, course.subject);
  const titleId = useId();
  const comingSoon = isComingSoonStatus(course.status);
  const practiceTopic = comingSoon ? null : practiceTopicOf(course);
  return (
    <article
      aria-labelledby={titleId}
      data-testid="placement-card"
      className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200/70"
    >
      <div className="relative">
        <CourseImage
          src={course.coverPhoto}
          alt={t`${title} cover`}
          fallbackLabel={subject || course.title}
        />
        <span className="absolute top-3 right-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-sm font-bold text-slate-900 shadow-sm">
          <StarIcon className="size-4 text-accent-500" />
          5.0
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p
          className="text-xs font-semibold tracking-wide text-brand-700 uppercase"
          data-testid="placement-card-subject"
        >
          {subject}
        </p>
        <h3 id={titleId} className="text-lg leading-snug font-bold" data-testid="placement-card-title">
          {course.title}
        </h3>
        {course.description.length > 0 ? (
          <ul className="flex flex-col gap-1.5 text-sm text-slate-600">
            {course.description.map((line, position) => {
              const addOn = course.descriptionPrices[position];
              return (
                <li key={line} className="flex gap-2">
                  <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  <span className="flex-1">
                    {line}
                    {addOn && addOn.price !== null && !comingSoon ? (
                      <span className="mt-0.5 block font-medium text-slate-800">
                        {rupees(addOn.price)}
                        {addOn.realPrice !== null && addOn.realPrice > addOn.price ? (
                          <s className="ml-2 font-normal text-slate-400">{rupees(addOn.realPrice)}</s>
                        ) : null}
                      </span>
                    ) : null}
                  </span>
                </li>
              );
            })}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-col gap-4 border-t border-slate-100 pt-4">
          {comingSoon ? (
            <p className="text-sm leading-7 font-semibold text-accent-700">
              <Trans>Price will be announced soon</Trans>
            </p>
          ) : (
            <p className="flex flex-wrap items-baseline gap-x-2 leading-7" data-testid="placement-card-price">
              <span className="text-lg font-bold text-slate-900">{rupees(course.price)}</span>
              {course.realPrice > course.price ? (
                <s className="text-sm text-slate-500">
                  <span className="sr-only">
                    <Trans>Original price</Trans>{' '}
                  </span>
                  {rupees(course.realPrice)}
                </s>
              ) : null}
            </p>
          )}
          {practiceTopic ? (
            <ButtonLink to={practicePath(practiceTopic)} aria-describedby={titleId}>
              <Trans>Start practising</Trans>
            </ButtonLink>
          ) : null}
          {course.programmeId && !course.comingSoon ? (
            <ButtonLink
              to={paths.programme(course.programmeId)}
              variant={practiceTopic ? 'outline' : 'primary'}
              aria-describedby={titleId}
              data-testid="placement-card-programme"
            >
              <Trans>View programme</Trans>
            </ButtonLink>
          ) : (
            <ButtonLink to={paths.comingSoon} variant="outline" aria-describedby={titleId}>
              <Trans>Coming soon!!!</Trans>
            </ButtonLink>
          )}
        </div>
      </div>
    </article>
  );
}

export function PlacementCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200/70">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-col gap-3 p-6">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-4 h-7 w-28" />
        <Skeleton className="h-11 w-full rounded-xl" />
      </div>
    </div>
  );
}
