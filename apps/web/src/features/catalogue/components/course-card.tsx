import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseSummary } from '@pathshala/shared/catalogue';
import { groupIndian } from '@pathshala/shared/indian-digits';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { CheckIcon, UserIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { RatingSummary } from '@/components/ui/star-rating';
import { paths } from '@/config/paths';
import { translateText } from '@/lib/i18n';
import { rupees } from '@/lib/money';
import { getCourseDetailsQueryOptions } from '../api/get-course-details';
import { subjectName } from '../texts';
import { isComingSoon } from '../utils/course-status';
import { CourseImage } from './course-image';

const MAX_POINTS = 3;

function CoursePrice({ course }: { course: CourseSummary }) {
  if (isComingSoon(course)) {
    return (
      <p className="text-sm leading-7 font-semibold text-accent-700">
        <Trans>Prize will be announced soon</Trans>
      </p>
    );
  }
  const discounted = course.discountedPrice ?? course.price;
  const showReal = course.realPrice > discounted;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 leading-7">
      <span className="text-lg font-bold text-slate-900">{rupees(discounted)}</span>
      {showReal ? (
        <s className="text-sm text-slate-500">
          <span className="sr-only">
            <Trans>Original price</Trans>{' '}
          </span>
          {rupees(course.realPrice)}
        </s>
      ) : null}
    </p>
  );
}

/** '1h 20m of video · Beginner · 8 lectures', leaving out what the course does not say. */
function courseFacts(i18n: I18n, course: CourseSummary): string {
  const { duration, totalLecture } = course;
  const count = groupIndian(totalLecture);
  const lectures =
    totalLecture > 0
      ? i18n._(
          msg({ message: plural(totalLecture, { one: `${count} lecture`, other: `${count} lectures` }) }),
        )
      : '';
  const video = duration === '' ? '' : i18n._(msg`${duration} of video`);
  return [video, translateText(i18n, course.level), lectures]
    .filter((fact) => fact.trim() !== '')
    .join(' · ');
}

export function CourseCard({ course }: { course: CourseSummary }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const titleId = useId();
  // Start loading the course page's data as soon as the learner heads for the button.
  const prefetchDetails = () => void queryClient.prefetchQuery(getCourseDetailsQueryOptions(course.id));
  const comingSoon = isComingSoon(course);
  const href = paths.course(course.title, course.id);
  const points = course.description.slice(0, MAX_POINTS);
  const facts = courseFacts(i18n, course);
  const subject = subjectName(i18n, course.subject);
  const { title } = course;

  return (
    <article
      data-testid="course-card"
      aria-labelledby={titleId}
      className="group flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200/70 transition-shadow duration-200 hover:shadow-card-hover"
    >
      <div className="relative overflow-hidden">
        <CourseImage
          src={course.thumbnail}
          alt={t`${title} course thumbnail`}
          fallbackLabel={subject || course.title}
          className="transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <div className="absolute inset-x-3 bottom-3 flex flex-wrap items-center gap-2">
          {course.subject ? (
            <span
              data-testid="course-card-subject"
              className="rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm"
            >
              {subject}
            </span>
          ) : null}
          {comingSoon ? (
            <span className="rounded-full bg-accent-400 px-3 py-1 text-xs font-bold text-accent-950 shadow-sm">
              <Trans>Coming soon</Trans>
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        {comingSoon ? null : <RatingSummary rating={course} className="text-sm" />}
        <div className="flex flex-col gap-1.5">
          <h3 id={titleId} data-testid="course-card-title" className="text-lg leading-snug font-bold">
            {course.title}
          </h3>
          {course.instructor ? (
            <p
              data-testid="course-card-instructor"
              className="flex items-center gap-1.5 text-sm font-medium text-slate-700"
            >
              <UserIcon className="size-4 shrink-0 text-slate-500" />
              <span className="sr-only">
                <Trans>Instructor:</Trans>{' '}
              </span>
              {course.instructor.name}
            </p>
          ) : null}
          {facts ? (
            <p data-testid="course-card-facts" className="text-sm text-slate-500">
              {facts}
            </p>
          ) : null}
        </div>
        {points.length > 0 ? (
          <ul className="flex flex-col gap-1.5 text-sm text-slate-600">
            {points.map((point) => (
              <li key={point} className="flex gap-2">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-600" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-col gap-4 border-t border-slate-100 pt-4">
          <CoursePrice course={course} />
          {comingSoon ? (
            <Button variant="outline" aria-disabled="true" aria-describedby={titleId}>
              <Trans>coming soon</Trans>
            </Button>
          ) : (
            <ButtonLink
              to={href}
              aria-describedby={titleId}
              onPointerEnter={prefetchDetails}
              onFocus={prefetchDetails}
            >
              <Trans>Learn Now</Trans>
            </ButtonLink>
          )}
        </div>
      </div>
    </article>
  );
}

export function CourseCardSkeleton() {
  return (
    <div
      data-testid="course-card-skeleton"
      className="flex flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200/70"
    >
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-col gap-3 p-6">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-4 h-7 w-28" />
        <Skeleton className="h-11 w-full rounded-xl" />
      </div>
    </div>
  );
}
